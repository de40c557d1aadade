"""Reads across sessions, processes and projects (tenant-scoped like every query)."""

from __future__ import annotations

from typing import Any

from brain.models import Process, ProcessStatus, Session
from brain.store import sessions as procs
from brain.store.db import Store, Transaction
from brain.store.rows import to_models

Db = Store | Transaction

ACTIVE = (
    ProcessStatus.READY,
    ProcessStatus.RUNNING,
    ProcessStatus.BLOCKED,
    ProcessStatus.SUSPENDED,
)
HUB_ENGINE = "eddie"
AWAKE = "json_extract(p.params, '$.idle_suspended') IS NULL"
"""SQL: not asleep after idling (a suspended worker is no active one; a paused one is)."""


async def sessions_of_project(db: Db, tenant_id: str, project_id: str) -> list[Session]:
    rows = await db.fetch(
        "SELECT * FROM sessions WHERE tenant_id = ? AND project_id = ? ORDER BY created_at",
        (tenant_id, project_id),
    )
    return to_models(Session, rows)


async def processes_of_project(db: Db, tenant_id: str, project_id: str) -> list[Process]:
    rows = await db.fetch(
        "SELECT * FROM processes WHERE tenant_id = ? AND project_id = ? ORDER BY created_at",
        (tenant_id, project_id),
    )
    return to_models(Process, rows)


async def spawned(
    db: Db, tenant_id: str, project_id: str, spawn_key: str, *, prefix: bool = False
) -> list[Process]:
    """The processes started in ``project_id`` under ``spawn_key`` (``prefix``: under any key
    that starts with it), oldest first."""
    match = (
        "substr(json_extract(params, '$.spawn_key'), 1, ?) = ?"
        if prefix
        else ("json_extract(params, '$.spawn_key') = ?")
    )
    keys: tuple[Any, ...] = (len(spawn_key), spawn_key) if prefix else (spawn_key,)
    rows = await db.fetch(
        f"SELECT * FROM processes WHERE tenant_id = ? AND project_id = ? AND {match}"
        " ORDER BY created_at",
        (tenant_id, project_id, *keys),
    )
    return to_models(Process, rows)


async def observed_spend(
    db: Db, tenant_id: str, project_id: str, observer_id: str
) -> list[tuple[int, ProcessStatus, Any]]:
    """(tokens used, status, ``budget`` param) of every process in ``project_id`` that
    reports to ``observer_id`` — one read, no process models built."""
    rows = await db.fetch(
        "SELECT tokens_in + tokens_out AS used, status, json_extract(params, '$.budget') AS budget"
        " FROM processes WHERE tenant_id = ? AND project_id = ?"
        " AND json_extract(params, '$.observer_process_id') = ?",
        (tenant_id, project_id, observer_id),
    )
    return [(int(row["used"]), ProcessStatus(row["status"]), row["budget"]) for row in rows]


async def worker_processes(
    db: Db, tenant_id: str, user_id: str, *, active_only: bool
) -> list[tuple[Process, str]]:
    """The user's non-hub processes with their project names, oldest first (``active_only``:
    those that have not ended and are not asleep after idling)."""
    sql = (
        "SELECT p.*, pr.name AS project_name FROM processes p"
        " JOIN sessions s ON s.id = p.session_id JOIN projects pr ON pr.id = p.project_id"
        " WHERE p.tenant_id = ? AND s.user_id = ? AND p.engine != ?"
    )
    params: list[Any] = [tenant_id, user_id, HUB_ENGINE]
    if active_only:
        sql += f" AND p.status IN ({','.join('?' * len(ACTIVE))}) AND {AWAKE}"
        params += [s.value for s in ACTIVE]
    rows = await db.fetch(sql + " ORDER BY p.created_at", params)
    return [
        (proc, str(row["project_name"]))
        for proc, row in zip(to_models(Process, rows), rows, strict=True)
    ]


async def active_counts(db: Db, tenant_id: str, user_id: str) -> dict[str, int]:
    """Active non-hub processes per project id."""
    rows = await db.fetch(
        "SELECT p.project_id AS project_id, COUNT(*) AS n FROM processes p"
        " JOIN sessions s ON s.id = p.session_id WHERE p.tenant_id = ? AND s.user_id = ?"
        f" AND p.engine != ? AND p.status IN ({','.join('?' * len(ACTIVE))}) AND {AWAKE}"
        " GROUP BY p.project_id",
        (tenant_id, user_id, HUB_ENGINE, *(s.value for s in ACTIVE)),
    )
    return {str(row["project_id"]): int(row["n"]) for row in rows}


async def merge_params(store: Store, process_id: str, updates: dict[str, Any]) -> Process:
    """Update some keys of a process's params (read-modify-write in one transaction);
    ``None`` clears a key. Returns the fresh process."""
    async with store.transaction() as tx:
        process = await procs.get_process(tx, process_id)
        params = process.params.with_(**updates)
        await procs.update_params(tx, process_id, params)
        return await procs.get_process(tx, process_id)


async def asked_in_projects(
    db: Db, tenant_id: str, user_id: str, *, per_project: int = 40
) -> list[tuple[str, str]]:
    """(project name, text) of what the user asked in their active NORMAL projects: the
    tasks of its workers (their titles) and the user's messages in its worker sessions,
    newest first, at most ``per_project`` of each kind per project, 300 characters each."""
    rows = await db.fetch(
        "SELECT project, text FROM ("
        " SELECT pr.name AS project, substr(p.title, 1, 300) AS text, ROW_NUMBER() OVER"
        "  (PARTITION BY pr.id ORDER BY p.created_at DESC) AS n"
        "  FROM processes p JOIN projects pr ON pr.id = p.project_id"
        "  WHERE pr.tenant_id = ? AND pr.user_id = ? AND pr.kind = 'NORMAL'"
        "  AND pr.status = 'active' AND p.engine != ? AND p.title IS NOT NULL"
        " UNION ALL"
        " SELECT pr.name, substr(c.content, 1, 300), ROW_NUMBER() OVER"
        "  (PARTITION BY pr.id ORDER BY c.id DESC)"
        "  FROM chat_messages c JOIN sessions s ON s.id = c.session_id"
        "  JOIN projects pr ON pr.id = s.project_id"
        "  WHERE pr.tenant_id = ? AND pr.user_id = ? AND pr.kind = 'NORMAL'"
        "  AND pr.status = 'active' AND s.kind = 'worker' AND c.role = 'user'"
        ") WHERE n <= ?",
        (tenant_id, user_id, HUB_ENGINE, tenant_id, user_id, per_project),
    )
    return [(str(row["project"]), str(row["text"])) for row in rows]
