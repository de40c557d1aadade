"""Peer events: one durable row per (target hub process, idempotency key).

The UNIQUE (target_process_id, key) constraint makes publishing idempotent; ``recorded_at``
stays NULL until the target has written the event into its own context.
"""

from __future__ import annotations

from typing import Any

from brain.ids import now
from brain.memory.models import PeerEvent
from brain.store.db import Store, Transaction, dumps
from brain.store.rows import to_model, to_models

Db = Store | Transaction


async def hub_processes(
    db: Db,
    tenant_id: str,
    user_id: str,
    *,
    exclude: str | None = None,
    session_statuses: tuple[str, ...] = ("active",),
) -> list[str]:
    """The chat processes of the user's hub sessions in ``session_statuses`` (oldest first),
    without ``exclude``; processes that ended are left out."""
    rows = await db.fetch(
        "SELECT p.id FROM processes p JOIN sessions s ON s.id = p.session_id"
        " WHERE s.tenant_id = ? AND s.user_id = ? AND s.kind = 'hub'"
        f" AND s.status IN ({','.join('?' * len(session_statuses))})"
        " AND p.engine = s.engine AND p.parent_id IS NULL"
        " AND p.status NOT IN ('stopped', 'done', 'failed') AND p.id != ?"
        " ORDER BY p.created_at",
        (tenant_id, user_id, *session_statuses, exclude or ""),
    )
    return [row["id"] for row in rows]


async def insert_peer_event(
    db: Db,
    *,
    tenant_id: str,
    user_id: str,
    key: str,
    source_process_id: str | None,
    target_process_id: str,
    type: str,
    summary: str,
    payload: dict[str, Any],
) -> PeerEvent | None:
    """The new event, or None when the target already has an event with this key."""
    rows = await db.fetch(
        "INSERT INTO peer_events (tenant_id, user_id, key, source_process_id, target_process_id,"
        " type, summary, payload, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (target_process_id, key) DO NOTHING RETURNING *",
        (
            tenant_id,
            user_id,
            key,
            source_process_id,
            target_process_id,
            type,
            summary,
            dumps(payload),
            now(),
        ),
    )
    return to_model(PeerEvent, rows[0]) if rows else None


async def pending_peer_events(
    db: Db, target_process_id: str, *, limit: int = 100
) -> list[PeerEvent]:
    rows = await db.fetch(
        "SELECT * FROM peer_events WHERE target_process_id = ? AND recorded_at IS NULL"
        " ORDER BY id LIMIT ?",
        (target_process_id, limit),
    )
    return to_models(PeerEvent, rows)


async def mark_recorded(db: Db, ids: list[int]) -> None:
    if ids:
        await db.execute(
            "UPDATE peer_events SET recorded_at = ? WHERE recorded_at IS NULL"
            f" AND id IN ({','.join('?' * len(ids))})",
            (now(), *ids),
        )


async def peer_events_of(db: Db, target_process_id: str, *, limit: int = 100) -> list[PeerEvent]:
    """Recorded and pending, oldest first (for audits and tests)."""
    rows = await db.fetch(
        "SELECT * FROM peer_events WHERE target_process_id = ? ORDER BY id LIMIT ?",
        (target_process_id, limit),
    )
    return to_models(PeerEvent, rows)
