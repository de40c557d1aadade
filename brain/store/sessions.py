"""Sessions and processes (with usage totals and lane leases)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from brain.errors import NotFound
from brain.ids import new_id, now
from brain.models import Process, ProcessStatus, Session, SessionKind, SessionStatus
from brain.store.db import Store, Transaction, dumps
from brain.store.rows import require, to_model, to_models
from brain.wire import ProcessParams, dump

Db = Store | Transaction


async def insert_session(
    tx: Transaction,
    *,
    tenant_id: str,
    user_id: str,
    project_id: str,
    kind: SessionKind,
    engine: str,
    bound_to: str | None = None,
    title: str | None = None,
) -> Session:
    stamp = now()
    session_id = new_id("s")
    await tx.execute(
        "INSERT INTO sessions (id, tenant_id, user_id, project_id, kind, engine, status, bound_to,"
        " title, created_at, last_active_at) VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?)",
        (
            session_id,
            tenant_id,
            user_id,
            project_id,
            kind.value,
            engine,
            bound_to,
            title,
            stamp,
            stamp,
        ),
    )
    return await get_session(tx, tenant_id, session_id)


async def get_session(db: Db, tenant_id: str, session_id: str) -> Session:
    row = await db.fetch_one(
        "SELECT * FROM sessions WHERE tenant_id = ? AND id = ?", (tenant_id, session_id)
    )
    if row is None:
        raise NotFound(f"No session {session_id}.", hint="`vance sessions list` shows them.")
    return to_model(Session, row)


async def set_session_state(
    db: Db, tenant_id: str, session_id: str, status: SessionStatus, bound_to: str | None
) -> None:
    await db.execute(
        "UPDATE sessions SET status = ?, bound_to = ?, last_active_at = ? WHERE tenant_id = ? AND id = ?",
        (status.value, bound_to, now(), tenant_id, session_id),
    )


async def claim_suspended_hub_session(
    tx: Transaction, tenant_id: str, user_id: str, client_id: str, newer_than: float
) -> Session | None:
    """Bind the most recent unbound suspended hub session younger than ``newer_than``."""
    row = await tx.fetch_one(
        "SELECT id FROM sessions WHERE tenant_id = ? AND user_id = ? AND kind = 'hub'"
        " AND status = 'suspended' AND bound_to IS NULL AND last_active_at >= ?"
        " ORDER BY last_active_at DESC LIMIT 1",
        (tenant_id, user_id, newer_than),
    )
    if row is None:
        return None
    await set_session_state(tx, tenant_id, row["id"], SessionStatus.ACTIVE, client_id)
    return await get_session(tx, tenant_id, row["id"])


# --- processes -------------------------------------------------------------------------------


async def insert_process(
    tx: Transaction,
    *,
    tenant_id: str,
    session_id: str,
    project_id: str,
    engine: str,
    name: str,
    title: str | None = None,
    parent_id: str | None = None,
    params: ProcessParams | None = None,
    status: ProcessStatus = ProcessStatus.READY,
) -> Process:
    stamp = now()
    process_id = new_id("pr")
    await tx.execute(
        "INSERT INTO processes (id, tenant_id, session_id, project_id, engine, name, title, status,"
        " parent_id, params, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            process_id,
            tenant_id,
            session_id,
            project_id,
            engine,
            name,
            title,
            status.value,
            parent_id,
            dumps(dump(params or ProcessParams())),
            stamp,
            stamp,
        ),
    )
    return await get_process(tx, process_id)


async def get_process(db: Db, process_id: str) -> Process:
    return require(
        Process,
        await db.fetch_one("SELECT * FROM processes WHERE id = ?", (process_id,)),
        f"process {process_id}",
    )


async def find_process(db: Db, tenant_id: str, ref: str) -> Process | None:
    """A process by id, or by name (most recent first)."""
    row = await db.fetch_one(
        "SELECT * FROM processes WHERE tenant_id = ? AND (id = ? OR name = ?)"
        " ORDER BY (id = ?) DESC, created_at DESC LIMIT 1",
        (tenant_id, ref, ref, ref),
    )
    return to_model(Process, row) if row else None


async def processes_of_session(db: Db, session_id: str) -> list[Process]:
    rows = await db.fetch(
        "SELECT * FROM processes WHERE session_id = ? ORDER BY created_at", (session_id,)
    )
    return to_models(Process, rows)


async def children_of(db: Db, process_id: str) -> list[Process]:
    """The processes a process started or watches (a planner's workers), oldest first; never
    a hub."""
    rows = await db.fetch(
        "SELECT * FROM processes WHERE id != ? AND engine != 'eddie' AND (parent_id = ?"
        " OR json_extract(params, '$.observer_process_id') = ?) ORDER BY created_at",
        (process_id, process_id, process_id),
    )
    return to_models(Process, rows)


_NOTHING_PENDING = (
    "NOT EXISTS (SELECT 1 FROM engine_messages m WHERE m.process_id = processes.id"
    " AND m.status = 'pending')"
)


async def idle_workers(db: Db) -> list[Process]:
    """Workers that are ready with nothing in their inbox: they delivered and wait."""
    rows = await db.fetch(
        f"SELECT * FROM processes WHERE status = 'ready' AND engine != 'eddie' AND {_NOTHING_PENDING}"
        " ORDER BY updated_at"
    )
    return to_models(Process, rows)


async def suspend_idle(db: Db, process: Process, at: float) -> bool:
    """Put an idle worker to sleep — only if it is still as idle as when it was read (no
    activity since, nothing pending). A message wakes it (:func:`wake_idle_suspended`)."""
    changed = await db.execute(
        "UPDATE processes SET status = 'suspended', updated_at = ?, owner = NULL,"
        " lease_until = NULL, params = json_set(params, '$.idle_suspended', ?) WHERE id = ? AND status = 'ready'"
        f" AND updated_at = ? AND {_NOTHING_PENDING}",
        (at, at, process.id, process.updated_at),
    )
    return changed > 0


async def wake_idle_suspended(db: Db, process_id: str) -> bool:
    """A worker suspended after idling becomes ready again (a paused one stays paused)."""
    changed = await db.execute(
        "UPDATE processes SET status = 'ready', updated_at = ?,"
        " params = json_remove(params, '$.idle_suspended') WHERE id = ?"
        " AND status = 'suspended' AND json_extract(params, '$.idle_suspended') IS NOT NULL",
        (now(), process_id),
    )
    return changed > 0


async def clear_idle_mark(db: Db, process_id: str) -> None:
    """Forget that a process was suspended for idling (the user paused or resumed it)."""
    await db.execute(
        "UPDATE processes SET params = json_remove(params, '$.idle_suspended') WHERE id = ?",
        (process_id,),
    )


async def list_processes(
    db: Db, tenant_id: str, *, statuses: tuple[ProcessStatus, ...] | None = None
) -> list[Process]:
    sql = "SELECT * FROM processes WHERE tenant_id = ?"
    params: list[Any] = [tenant_id]
    if statuses:
        sql += f" AND status IN ({','.join('?' * len(statuses))})"
        params += [s.value for s in statuses]
    return to_models(Process, await db.fetch(sql + " ORDER BY created_at", params))


async def set_process_status(
    db: Db, process_id: str, status: ProcessStatus, *, error: str | None = None
) -> None:
    await db.execute(
        "UPDATE processes SET status = ?, last_error = COALESCE(?, last_error), updated_at = ?"
        " WHERE id = ?",
        (status.value, error, now(), process_id),
    )


async def update_params(db: Db, process_id: str, params: ProcessParams) -> None:
    await db.execute(
        "UPDATE processes SET params = ?, updated_at = ? WHERE id = ?",
        (dumps(dump(params)), now(), process_id),
    )


async def add_usage(
    db: Db, process_id: str, *, tokens_in: int, tokens_out: int, calls: int, elapsed_ms: float
) -> Process:
    """Add one model round-trip to the process totals and return the new totals."""
    await db.execute(
        "UPDATE processes SET tokens_in = tokens_in + ?, tokens_out = tokens_out + ?,"
        " llm_calls = llm_calls + ?, elapsed_ms = elapsed_ms + ?, updated_at = ? WHERE id = ?",
        (tokens_in, tokens_out, calls, elapsed_ms, now(), process_id),
    )
    return await get_process(db, process_id)


async def claim_lease(
    db: Db, process_id: str, owner: str, until: float, dead_owners: set[str]
) -> bool:
    """Take the lane lease of a process if it is free, expired, ours, or held by a dead owner."""
    stamp = now()
    dead = list(dead_owners) or [""]
    changed = await db.execute(
        "UPDATE processes SET owner = ?, lease_until = ? WHERE id = ? AND (owner IS NULL"
        f" OR owner = ? OR lease_until < ? OR owner IN ({','.join('?' * len(dead))}))",
        (owner, until, process_id, owner, stamp, *dead),
    )
    return changed > 0


async def renew_leases(db: Db, owner: str, until: float) -> None:
    await db.execute("UPDATE processes SET lease_until = ? WHERE owner = ?", (until, owner))


async def release_leases(db: Db, owner: str) -> None:
    await db.execute(
        "UPDATE processes SET owner = NULL, lease_until = NULL WHERE owner = ?", (owner,)
    )


async def lease_owners(db: Db) -> set[str]:
    rows = await db.fetch("SELECT DISTINCT owner FROM processes WHERE owner IS NOT NULL")
    return {row["owner"] for row in rows}


async def orphaned_running(db: Db, dead_owners: set[str], at: float) -> list[str]:
    """Ids of processes left ``running`` without a live lease (no owner, a dead owner, or an
    expired lease): a crash interrupted their turn."""
    rows = await db.fetch("SELECT id, owner, lease_until FROM processes WHERE status = 'running'")
    return [
        row["id"]
        for row in rows
        if row["owner"] is None or row["owner"] in dead_owners or (row["lease_until"] or 0) < at
    ]


async def release_orphaned_hub_sessions(db: Db, dead_owners: set[str]) -> int:
    """Hub sessions a killed window left ``active``: its runtime (the owner of the session's
    chat process) is dead, so nobody shows them; they become suspended and resumable."""
    if not dead_owners:
        return 0
    marks = ",".join("?" * len(dead_owners))
    return await db.execute(
        "UPDATE sessions SET status = 'suspended', bound_to = NULL WHERE status = 'active'"
        " AND kind = 'hub' AND id IN (SELECT session_id FROM processes WHERE owner IN"
        f" ({marks}))",
        tuple(dead_owners),
    )


async def end_turn_status(db: Db, process_id: str, status: ProcessStatus) -> None:
    """Set the status a finished turn returned — unless a command (pause/stop) changed the
    process while the turn ran: that command wins."""
    await db.execute(
        "UPDATE processes SET status = ?, updated_at = ? WHERE id = ? AND status = 'running'",
        (status.value, now(), process_id),
    )


class SessionSummary(BaseModel):
    """A session as ``vance sessions list`` shows it."""

    session: Session
    title: str  # the session's title, else its first user line ("" if none yet)
    last_activity: float
    messages: int


async def session_summaries(
    db: Db,
    tenant_id: str,
    user_id: str,
    *,
    kind: SessionKind | None = None,
    limit: int = 100,
    session_id: str | None = None,
) -> list[SessionSummary]:
    """Sessions with what tells them apart: ``title`` (the session's title, else its first
    user line), ``last_activity`` (the newer of the session's last change and its last chat
    message) and ``messages``; most recent first."""
    sql = (
        "SELECT s.*, COALESCE(s.title, (SELECT c.content FROM chat_messages c"
        "  WHERE c.session_id = s.id AND c.role = 'user' ORDER BY c.id LIMIT 1)) AS display_title,"
        " MAX(s.last_active_at, COALESCE((SELECT c.created_at FROM chat_messages c"
        "  WHERE c.session_id = s.id ORDER BY c.id DESC LIMIT 1), 0)) AS last_activity,"
        " (SELECT COUNT(*) FROM chat_messages c WHERE c.session_id = s.id) AS messages"
        " FROM sessions s WHERE s.tenant_id = ? AND s.user_id = ?"
    )
    params: list[Any] = [tenant_id, user_id]
    if kind is not None:
        sql += " AND s.kind = ?"
        params.append(kind.value)
    if session_id is not None:
        sql += " AND s.id = ?"
        params.append(session_id)
    rows = await db.fetch(sql + " ORDER BY last_activity DESC LIMIT ?", (*params, limit))
    out = []
    for row in rows:
        session = to_model(Session, row)
        title = " ".join((row["display_title"] or "").split())
        out.append(
            SessionSummary(
                session=session,
                title=title[:60] + ("…" if len(title) > 60 else ""),
                last_activity=float(row["last_activity"]),
                messages=int(row["messages"]),
            )
        )
    return out
