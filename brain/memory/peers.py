"""Peer events: a hub change that matters to the user's other open windows is pushed to each
of their Eddie processes, durably and at most once per idempotency key.

Publishing (:func:`fan_out_peer_event`) inserts one row per target inside the caller's
transaction, so the change and its events commit together (or not at all), and calls ``wake``
for each new row in that same transaction (the runtime's hook to post an inbox message that
wakes the target's lane). Receiving (:func:`record_peer_events`) hands the pending events to
``record`` and marks them recorded in one transaction: a crash before the commit leaves them
pending (delivered again after restart), a crash after leaves them recorded (never twice).
No model call is involved on either side.
"""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable
from typing import Any

from brain.memory.models import PeerEvent
from brain.store import Store
from brain.store import peers as repo
from brain.store.db import Transaction

Wake = Callable[[Transaction, PeerEvent], Awaitable[None]]
Record = Callable[[Transaction, list[PeerEvent]], Awaitable[None]]

# What a hub tool call publishes (PRODUCT §7 / issue 11 item 2).
PEER_TYPES = (
    "PROJECT_CREATED",
    "PROJECT_ARCHIVED",
    "PROCESS_SPAWNED",
    "PROCESS_STOP",
    "PROCESS_PAUSE",
    "PROCESS_RESUME",
    "PROCESS_BLOCKED",
    "PROCESS_DONE",
    "INBOX_ITEM",
    "MEMORY_CHANGED",
    "INFO",
)


def peer_event_key(*parts: object) -> str:
    """A stable idempotency key from what identifies the change, e.g. the journaled tool
    call's id, or ``("PROJECT_CREATED", project_id)``: a replayed step yields the same key."""
    text = "\x1f".join(str(part) for part in parts)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


async def fan_out_peer_event(
    store: Store,
    *,
    tenant_id: str,
    user_id: str,
    source_process_id: str | None,
    type: str,
    summary: str,
    key: str,
    payload: dict[str, Any] | None = None,
    targets: list[str] | None = None,
    wake: Wake | None = None,
) -> list[PeerEvent]:
    """Push one event to the user's other active hub processes (or ``targets``). Joins the
    caller's transaction when called inside one. Returns the events newly created; a target
    that already has ``key`` gets nothing (so a retried publish is harmless)."""
    created: list[PeerEvent] = []
    async with store.transaction() as tx:
        if targets is None:
            targets = await repo.hub_processes(tx, tenant_id, user_id, exclude=source_process_id)
        for target in targets:
            if target == source_process_id:
                continue
            event = await repo.insert_peer_event(
                tx,
                tenant_id=tenant_id,
                user_id=user_id,
                key=key,
                source_process_id=source_process_id,
                target_process_id=target,
                type=type,
                summary=summary,
                payload=payload or {},
            )
            if event is not None:
                created.append(event)
                if wake is not None:
                    await wake(tx, event)
    return created


async def record_peer_events(
    store: Store, target_process_id: str, record: Record | None = None, *, limit: int = 100
) -> list[PeerEvent]:
    """Drain the target's pending events: ``record`` writes them into the target's context
    (e.g. a system line in its conversation), then they are marked recorded — both in one
    transaction. Returns the events recorded now ([] when none were pending)."""
    async with store.transaction() as tx:
        pending = await repo.pending_peer_events(tx, target_process_id, limit=limit)
        if pending:
            if record is not None:
                await record(tx, pending)
            await repo.mark_recorded(tx, [event.id for event in pending])
    return pending


async def pending_count(store: Store, target_process_id: str) -> int:
    return len(await repo.pending_peer_events(store, target_process_id))
