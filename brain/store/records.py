"""Activity log, user inbox, documents, scoped settings and relations."""

from __future__ import annotations

import json
from typing import Any

from brain.errors import NotFound
from brain.ids import new_id, now
from brain.models import ActivityEntry, Document, InboxItem, InboxStatus, Relation
from brain.store.db import Store, Transaction, dumps
from brain.store.rows import to_model, to_models

Db = Store | Transaction

# --- activity log (append-only) --------------------------------------------------------------


async def append_activity(
    db: Db,
    *,
    tenant_id: str,
    user_id: str,
    session_id: str | None,
    process_id: str | None,
    kind: str,
    summary: str,
    refs: dict[str, Any] | None = None,
) -> int:
    return await db.execute(
        "INSERT INTO activity (tenant_id, user_id, session_id, process_id, ts, kind, summary, refs)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (tenant_id, user_id, session_id, process_id, now(), kind, summary, dumps(refs or {})),
    )


async def activity_by_key(db: Db, tenant_id: str, user_id: str, key: str) -> int | None:
    """The activity entry an earlier attempt of a turn logged under ``key``, if any."""
    row = await db.fetch_one(
        "SELECT id FROM activity WHERE tenant_id = ? AND user_id = ?"
        " AND json_extract(refs, '$.key') = ? ORDER BY id DESC LIMIT 1",
        (tenant_id, user_id, key),
    )
    return int(row["id"]) if row is not None else None


async def recent_activity_of_others(
    db: Db, tenant_id: str, user_id: str, process_id: str, *, since: float, limit: int = 50
) -> list[ActivityEntry]:
    """The newest entries of *other* processes of the user since ``since`` (newest first);
    ``live`` when the entry's session is open in a window now."""
    rows = await db.fetch(
        "SELECT a.*, COALESCE(s.status = 'active' AND s.bound_to IS NOT NULL, 0) AS live"
        " FROM activity a LEFT JOIN sessions s ON s.id = a.session_id"
        " WHERE a.tenant_id = ? AND a.user_id = ? AND a.ts >= ?"
        " AND (a.process_id IS NULL OR a.process_id != ?) ORDER BY a.ts DESC LIMIT ?",
        (tenant_id, user_id, since, process_id, limit),
    )
    return to_models(ActivityEntry, rows)


# --- user inbox ------------------------------------------------------------------------------


async def insert_inbox_item(
    db: Db,
    *,
    tenant_id: str,
    user_id: str,
    source: str,
    title: str,
    body: str,
    meta: dict[str, Any] | None = None,
) -> InboxItem:
    stamp = now()
    item_id = await db.execute(
        "INSERT INTO inbox_items (tenant_id, user_id, source, title, body, status, meta, created_at)"
        " VALUES (?, ?, ?, ?, ?, 'unread', ?, ?)",
        (tenant_id, user_id, source, title, body, dumps(meta or {}), stamp),
    )
    return await get_inbox_item(db, tenant_id, user_id, item_id)


async def inbox_item_by_key(db: Db, tenant_id: str, user_id: str, key: str) -> InboxItem | None:
    row = await db.fetch_one(
        "SELECT * FROM inbox_items WHERE tenant_id = ? AND user_id = ?"
        " AND json_extract(meta, '$.key') = ?",
        (tenant_id, user_id, key),
    )
    return to_model(InboxItem, row) if row is not None else None


async def get_inbox_item(db: Db, tenant_id: str, user_id: str, item_id: int) -> InboxItem:
    row = await db.fetch_one(
        "SELECT * FROM inbox_items WHERE tenant_id = ? AND user_id = ? AND id = ?",
        (tenant_id, user_id, item_id),
    )
    if row is None:
        raise NotFound(f"No inbox item {item_id}.", hint="`vance inbox list` shows your items.")
    return to_model(InboxItem, row)


async def list_inbox(
    db: Db, tenant_id: str, user_id: str, *, include_archived: bool = False
) -> list[InboxItem]:
    sql = "SELECT * FROM inbox_items WHERE tenant_id = ? AND user_id = ?"
    if not include_archived:
        sql += " AND status != 'archived'"
    return to_models(InboxItem, await db.fetch(sql + " ORDER BY id DESC", (tenant_id, user_id)))


async def count_unread(db: Db, tenant_id: str, user_id: str) -> int:
    row = await db.fetch_one(
        "SELECT COUNT(*) AS n FROM inbox_items WHERE tenant_id = ? AND user_id = ? AND status = 'unread'",
        (tenant_id, user_id),
    )
    return int(row["n"]) if row else 0


async def set_inbox_status(
    db: Db, tenant_id: str, user_id: str, item_id: int, status: InboxStatus
) -> InboxItem:
    await get_inbox_item(db, tenant_id, user_id, item_id)
    await db.execute(
        "UPDATE inbox_items SET status = ?, read_at = COALESCE(read_at, ?) WHERE id = ?",
        (status.value, now(), item_id),
    )
    return await get_inbox_item(db, tenant_id, user_id, item_id)


# --- documents -------------------------------------------------------------------------------


async def get_document(db: Db, tenant_id: str, project_id: str, path: str) -> Document | None:
    row = await db.fetch_one(
        "SELECT * FROM documents WHERE tenant_id = ? AND project_id = ? AND path = ?",
        (tenant_id, project_id, path),
    )
    return to_model(Document, row) if row else None


def _like_prefix(prefix: str) -> str:
    escaped = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return escaped + "%"


async def documents_in(
    db: Db, tenant_id: str, project_ids: tuple[str, ...], path: str
) -> dict[str, str]:
    """The content of ``path`` in each of the given projects that has it (one query)."""
    rows = await db.fetch(
        "SELECT project_id, content FROM documents WHERE tenant_id = ? AND path = ?"
        f" AND project_id IN ({','.join('?' * len(project_ids))})",
        (tenant_id, path, *project_ids),
        memo=True,
    )
    return {row["project_id"]: row["content"] for row in rows}


async def put_document(
    db: Db, tenant_id: str, project_id: str, path: str, content: str
) -> Document:
    stamp = now()
    await db.execute(
        "INSERT INTO documents (id, tenant_id, project_id, path, content, created_at, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, project_id, path)"
        " DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at",
        (new_id("d"), tenant_id, project_id, path, content, stamp, stamp),
    )
    doc = await get_document(db, tenant_id, project_id, path)
    assert doc is not None
    return doc


async def list_documents(
    db: Db, tenant_id: str, project_id: str, prefix: str = ""
) -> list[Document]:
    rows = await db.fetch(
        "SELECT * FROM documents WHERE tenant_id = ? AND project_id = ? AND path LIKE ? ESCAPE '\\'"
        " ORDER BY path",
        (tenant_id, project_id, _like_prefix(prefix)),
    )
    return to_models(Document, rows)


# --- scoped settings -------------------------------------------------------------------------


async def get_setting(db: Db, tenant_id: str, scope: str, scope_id: str, key: str) -> Any | None:
    row = await db.fetch_one(
        "SELECT value FROM settings WHERE tenant_id = ? AND scope = ? AND scope_id = ? AND key = ?",
        (tenant_id, scope, scope_id, key),
    )
    return json.loads(row["value"]) if row else None


async def settings_in(
    db: Db, tenant_id: str, scopes: list[tuple[str, str]], key: str
) -> dict[tuple[str, str], Any]:
    """The values of ``key`` set in any of the given (scope, scope_id) pairs (one query)."""
    where = " OR ".join("(scope = ? AND scope_id = ?)" for _ in scopes)
    params = [value for pair in scopes for value in pair]
    rows = await db.fetch(
        f"SELECT scope, scope_id, value FROM settings WHERE tenant_id = ? AND key = ? AND ({where})",
        (tenant_id, key, *params),
    )
    return {(row["scope"], row["scope_id"]): json.loads(row["value"]) for row in rows}


async def put_setting(
    db: Db, tenant_id: str, scope: str, scope_id: str, key: str, value: Any
) -> None:
    await db.execute(
        "INSERT INTO settings (tenant_id, scope, scope_id, key, value, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, scope, scope_id, key)"
        " DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
        (tenant_id, scope, scope_id, key, dumps(value), now()),
    )


# --- relations (knowledge graph facts) -------------------------------------------------------


async def add_relation(
    db: Db,
    tenant_id: str,
    project_id: str,
    subject: str,
    predicate: str,
    obj: str,
    meta: dict[str, Any] | None = None,
) -> int:
    return await db.execute(
        "INSERT INTO relations (tenant_id, project_id, subject, predicate, object, meta, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (tenant_id, project_id, subject, predicate, obj, dumps(meta or {}), now()),
    )


async def query_relations(
    db: Db, tenant_id: str, project_id: str, subject: str | None = None
) -> list[Relation]:
    sql = "SELECT * FROM relations WHERE tenant_id = ? AND project_id = ?"
    params: list[Any] = [tenant_id, project_id]
    if subject:
        sql += " AND subject = ?"
        params.append(subject)
    return to_models(Relation, await db.fetch(sql + " ORDER BY id", params))
