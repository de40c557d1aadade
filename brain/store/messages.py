"""Chat messages (the persisted conversation) and engine messages (process inboxes)."""

from __future__ import annotations

from brain.ids import now
from brain.models import ChatMessage, EngineMessage, MessageStatus
from brain.store.db import Store, Transaction, dumps
from brain.store.rows import require, to_model, to_models
from brain.wire import ENGINE_PAYLOAD, ChatMeta, EnginePayload, dump

Db = Store | Transaction


async def insert_chat(
    db: Db,
    *,
    tenant_id: str,
    session_id: str,
    process_id: str | None,
    role: str,
    author: str,
    content: str,
    info: str | None = None,
    meta: ChatMeta | None = None,
    engine: str | None = None,
    project: str | None = None,
) -> ChatMessage:
    stamp = now()
    meta = meta or ChatMeta()
    message_id = await db.execute(
        "INSERT INTO chat_messages (tenant_id, session_id, process_id, role, author, content, info,"
        " meta, engine, project, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            tenant_id,
            session_id,
            process_id,
            role,
            author,
            content,
            info,
            dumps(dump(meta)),
            engine,
            project,
            stamp,
        ),
    )
    return ChatMessage(
        id=message_id,
        tenant_id=tenant_id,
        session_id=session_id,
        process_id=process_id,
        role=role,
        author=author,
        content=content,
        info=info,
        meta=meta,
        engine=engine,
        project=project,
        created_at=stamp,
    )


async def chat_by_key(db: Db, session_id: str, key: str) -> ChatMessage | None:
    """The message an earlier attempt of a turn stored under ``key``, if any."""
    row = await db.fetch_one(
        "SELECT * FROM chat_messages WHERE session_id = ? AND json_extract(meta, '$.key') = ?",
        (session_id, key),
    )
    return to_model(ChatMessage, row) if row is not None else None


async def engine_message_by_key(db: Db, process_id: str, key: str) -> EngineMessage | None:
    row = await db.fetch_one(
        "SELECT * FROM engine_messages WHERE process_id = ? AND json_extract(payload, '$.key') = ?",
        (process_id, key),
    )
    return to_model(EngineMessage, row) if row is not None else None


async def chat_history(
    db: Db,
    session_id: str,
    *,
    limit: int = 200,
    after_id: int = 0,
    before_id: int | None = None,
) -> list[ChatMessage]:
    """The last ``limit`` messages of a session (oldest first), optionally between ids."""
    rows = await db.fetch(
        "SELECT * FROM (SELECT * FROM chat_messages WHERE session_id = ? AND id > ? AND id < ?"
        " ORDER BY id DESC LIMIT ?) ORDER BY id",
        (session_id, after_id, before_id if before_id is not None else 2**62, limit),
    )
    return to_models(ChatMessage, rows)


async def insert_engine_message(
    db: Db,
    *,
    tenant_id: str,
    process_id: str,
    payload: EnginePayload,
    sender_process_id: str | None = None,
) -> EngineMessage:
    stamp = now()
    data = ENGINE_PAYLOAD.dump_json(payload, exclude_none=True).decode()
    message_id = await db.execute(
        "INSERT INTO engine_messages (tenant_id, process_id, kind, payload, status, attempts,"
        " sender_process_id, created_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)",
        (tenant_id, process_id, payload.kind, data, sender_process_id, stamp),
    )
    return EngineMessage(
        id=message_id,
        tenant_id=tenant_id,
        process_id=process_id,
        payload=payload,
        status=MessageStatus.PENDING,
        sender_process_id=sender_process_id,
        created_at=stamp,
    )


async def pending_messages(db: Db, process_id: str) -> list[EngineMessage]:
    rows = await db.fetch(
        "SELECT * FROM engine_messages WHERE status = 'pending' AND process_id = ? ORDER BY id",
        (process_id,),
    )
    return to_models(EngineMessage, rows)


async def runnable_with_pending(db: Db, owner: str, at: float, dead_owners: set[str]) -> list[str]:
    """Processes with pending inbox messages that ``owner`` may run now: runnable status and a
    lease that is free, expired, its own, or held by a dead owner."""
    dead = list(dead_owners) or [""]
    rows = await db.fetch(
        "SELECT DISTINCT m.process_id FROM engine_messages m JOIN processes p ON p.id = m.process_id"
        " WHERE m.status = 'pending' AND p.status IN ('ready', 'running', 'blocked')"
        " AND (p.owner IS NULL OR p.owner = ? OR p.lease_until < ?"
        f" OR p.owner IN ({','.join('?' * len(dead))}))",
        (owner, at, *dead),
    )
    return [row["process_id"] for row in rows]


async def count_attempt(db: Db, ids: list[int]) -> None:
    if ids:
        await db.execute(
            f"UPDATE engine_messages SET attempts = attempts + 1 WHERE id IN ({','.join('?' * len(ids))})",
            ids,
        )


async def uncount_attempt(db: Db, ids: list[int]) -> None:
    """Take back an attempt (a turn cut off by a clean shutdown, not by a crash)."""
    if ids:
        await db.execute(
            "UPDATE engine_messages SET attempts = MAX(attempts - 1, 0)"
            f" WHERE status = 'pending' AND id IN ({','.join('?' * len(ids))})",
            ids,
        )


async def mark_messages(
    db: Db, ids: list[int], status: MessageStatus, *, error: str | None = None
) -> None:
    if ids:
        await db.execute(
            "UPDATE engine_messages SET status = ?, error = ?, delivered_at = ?"
            f" WHERE id IN ({','.join('?' * len(ids))})",
            (status.value, error, now(), *ids),
        )


async def get_engine_message(db: Db, message_id: int) -> EngineMessage:
    return require(
        EngineMessage,
        await db.fetch_one("SELECT * FROM engine_messages WHERE id = ?", (message_id,)),
        f"engine message {message_id}",
    )
