"""Schedules and their runs (``m006``). The claim of a due time is :func:`advance`: only the
brain whose update still sees the old ``next_run_at`` fires it."""

from __future__ import annotations

from brain.errors import NotFound
from brain.ids import now
from brain.models import Schedule, ScheduleRun
from brain.store.db import Store, Transaction
from brain.store.rows import to_model, to_models

Db = Store | Transaction

_SELECT = (
    "SELECT s.*,"
    " (SELECT due_at FROM schedule_runs r WHERE r.schedule_id = s.id"
    "  ORDER BY r.due_at DESC, r.id DESC LIMIT 1) AS last_run_at,"
    " (SELECT status FROM schedule_runs r WHERE r.schedule_id = s.id"
    "  ORDER BY r.due_at DESC, r.id DESC LIMIT 1) AS last_status,"
    " (SELECT inbox_item_id FROM schedule_runs r WHERE r.schedule_id = s.id"
    "  AND r.inbox_item_id IS NOT NULL ORDER BY r.due_at DESC, r.id DESC LIMIT 1)"
    "  AS last_inbox_item_id,"
    " (SELECT count(*) FROM schedule_runs r WHERE r.schedule_id = s.id"
    "  AND r.status != 'skipped') AS runs"
    " FROM schedules s"
)


async def insert_schedule(
    db: Db,
    *,
    tenant_id: str,
    user_id: str,
    cron: str,
    tz: str,
    prompt: str,
    project: str | None,
    engine: str,
    next_run_at: float,
    kind: str = "task",
    once: bool = False,
    language: str | None = None,
    every_weeks: int = 1,
) -> Schedule:
    stamp = now()
    schedule_id = await db.execute(
        "INSERT INTO schedules (tenant_id, user_id, cron, tz, prompt, project, engine, paused,"
        " next_run_at, created_at, updated_at, kind, once, language, every_weeks, anchor_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            tenant_id,
            user_id,
            cron,
            tz,
            prompt,
            project,
            engine,
            next_run_at,
            stamp,
            stamp,
            kind,
            int(once),
            language,
            every_weeks,
            next_run_at,
        ),
    )
    return await get_schedule(db, tenant_id, user_id, schedule_id)


async def get_schedule(db: Db, tenant_id: str, user_id: str, schedule_id: int) -> Schedule:
    row = await db.fetch_one(
        _SELECT + " WHERE s.tenant_id = ? AND s.user_id = ? AND s.id = ?",
        (tenant_id, user_id, schedule_id),
    )
    if row is None:
        raise NotFound(
            f"No schedule #{schedule_id}.", hint="`vance schedule list` shows your schedules."
        )
    return to_model(Schedule, row)


async def list_schedules(db: Db, tenant_id: str, user_id: str) -> list[Schedule]:
    rows = await db.fetch(
        _SELECT + " WHERE s.tenant_id = ? AND s.user_id = ? AND s.ended_at IS NULL ORDER BY s.id",
        (tenant_id, user_id),
    )
    return to_models(Schedule, rows)


async def due_schedules(db: Db, tenant_id: str, user_id: str, at: float) -> list[Schedule]:
    """The user's active schedules whose next due time is ``at`` or earlier."""
    rows = await db.fetch(
        _SELECT + " WHERE s.tenant_id = ? AND s.user_id = ? AND s.paused = 0"
        " AND s.ended_at IS NULL AND s.next_run_at <= ? ORDER BY s.next_run_at, s.id",
        (tenant_id, user_id, at),
    )
    return to_models(Schedule, rows)


async def next_due_at(db: Db, tenant_id: str, user_id: str) -> float | None:
    row = await db.fetch_one(
        "SELECT min(next_run_at) FROM schedules WHERE tenant_id = ? AND user_id = ?"
        " AND paused = 0 AND ended_at IS NULL",
        (tenant_id, user_id),
    )
    return None if row is None or row[0] is None else float(row[0])


async def set_paused(db: Db, schedule_id: int, paused: bool, next_run_at: float) -> None:
    await db.execute(
        "UPDATE schedules SET paused = ?, next_run_at = ?, updated_at = ? WHERE id = ?",
        (int(paused), next_run_at, now(), schedule_id),
    )


async def advance(db: Db, schedule_id: int, seen: float, next_run_at: float) -> bool:
    """Move the due time from ``seen`` to ``next_run_at``; False when another brain (or the
    user) changed the schedule first."""
    changed = await db.execute(
        "UPDATE schedules SET next_run_at = ?, updated_at = ?"
        " WHERE id = ? AND next_run_at = ? AND paused = 0",
        (next_run_at, now(), schedule_id, seen),
    )
    return changed == 1


async def end(db: Db, schedule_id: int) -> bool:
    """End a one-off as it fires; False when another brain (or the user) did first."""
    stamp = now()
    changed = await db.execute(
        "UPDATE schedules SET ended_at = ?, updated_at = ?"
        " WHERE id = ? AND ended_at IS NULL AND paused = 0",
        (stamp, stamp, schedule_id),
    )
    return changed == 1


async def delete_schedule(db: Db, schedule_id: int) -> None:
    await db.execute("DELETE FROM schedule_runs WHERE schedule_id = ?", (schedule_id,))
    await db.execute("DELETE FROM schedules WHERE id = ?", (schedule_id,))


async def insert_run(
    db: Db,
    *,
    schedule_id: int,
    due_at: float,
    reason: str,
    status: str,
    process_id: str | None = None,
    session_id: str | None = None,
    summary: str | None = None,
) -> ScheduleRun:
    stamp = now()
    run_id = await db.execute(
        "INSERT INTO schedule_runs (schedule_id, due_at, started_at, reason, status, process_id,"
        " session_id, summary, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            schedule_id,
            due_at,
            stamp,
            reason,
            status,
            process_id,
            session_id,
            summary,
            stamp if status == "skipped" else None,
        ),
    )
    return await get_run(db, run_id)


async def get_run(db: Db, run_id: int) -> ScheduleRun:
    row = await db.fetch_one("SELECT * FROM schedule_runs WHERE id = ?", (run_id,))
    if row is None:
        raise NotFound(f"No schedule run {run_id}.")
    return to_model(ScheduleRun, row)


async def runs_of(db: Db, schedule_id: int, limit: int = 20) -> list[ScheduleRun]:
    rows = await db.fetch(
        "SELECT * FROM schedule_runs WHERE schedule_id = ? ORDER BY due_at DESC, id DESC LIMIT ?",
        (schedule_id, limit),
    )
    return to_models(ScheduleRun, rows)


async def finish_run(
    db: Db, run_id: int, *, status: str, summary: str | None, inbox_item_id: int | None
) -> None:
    await db.execute(
        "UPDATE schedule_runs SET status = ?, summary = ?, inbox_item_id = ?, finished_at = ?"
        " WHERE id = ?",
        (status, summary, inbox_item_id, now(), run_id),
    )
