"""Facts about the user: append-only rows with provenance, a status, and correction links.

Nothing here deletes a row. A correction inserts a new row that ``supersedes`` the old one;
"forget" only changes the status. ``facts_fts`` indexes every value for search.
"""

from __future__ import annotations

from typing import Any

from brain.errors import NotFound
from brain.ids import now
from brain.memory.models import Fact, FactSource, FactStatus, Provenance
from brain.store.db import Store, Transaction
from brain.store.rows import to_model, to_models

Db = Store | Transaction

CANDIDATES = 256  # newest full-text matches ranked per search
_STATUS_ALL = (FactStatus.ACTIVE, FactStatus.SUPERSEDED, FactStatus.FORGOTTEN)


async def insert_fact(
    db: Db,
    *,
    tenant_id: str,
    user_id: str,
    subject: str,
    value: str,
    source: FactSource,
    confidence: float,
    provenance: Provenance,
    evidence: str | None = None,
    supersedes: int | None = None,
) -> Fact:
    stamp = now()
    fact_id = await db.execute(
        "INSERT INTO facts (tenant_id, user_id, subject, value, source, confidence, status,"
        " supersedes, session_id, message_id, process_id, evidence, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?)",
        (
            tenant_id,
            user_id,
            subject,
            value,
            source.value,
            confidence,
            supersedes,
            provenance.session_id,
            provenance.message_id,
            provenance.process_id,
            evidence,
            stamp,
        ),
    )
    return await get_fact(db, tenant_id, user_id, fact_id)


async def get_fact(db: Db, tenant_id: str, user_id: str, fact_id: int) -> Fact:
    row = await db.fetch_one(
        "SELECT * FROM facts WHERE tenant_id = ? AND user_id = ? AND id = ?",
        (tenant_id, user_id, fact_id),
    )
    if row is None:
        raise NotFound(f"No memory {fact_id}.", hint="`vance memory list` shows what is stored.")
    return to_model(Fact, row)


async def set_status(db: Db, tenant_id: str, fact_ids: list[int], status: FactStatus) -> None:
    if fact_ids:
        await db.execute(
            "UPDATE facts SET status = ?, changed_at = ? WHERE tenant_id = ?"
            f" AND id IN ({','.join('?' * len(fact_ids))})",
            (status.value, now(), tenant_id, *fact_ids),
        )


async def active_of_subject(db: Db, tenant_id: str, user_id: str, subject: str) -> list[Fact]:
    rows = await db.fetch(
        "SELECT * FROM facts WHERE tenant_id = ? AND user_id = ? AND status = 'active'"
        " AND subject = ? ORDER BY id",
        (tenant_id, user_id, subject),
    )
    return to_models(Fact, rows)


def _filters(statuses: tuple[FactStatus, ...], since: float | None) -> tuple[str, list[Any]]:
    sql = f" AND f.status IN ({','.join('?' * len(statuses))})"
    params: list[Any] = [s.value for s in statuses]
    if since is not None:
        sql += " AND f.created_at >= ?"
        params.append(since)
    return sql, params


async def list_facts(
    db: Db,
    tenant_id: str,
    user_id: str,
    *,
    statuses: tuple[FactStatus, ...] = (FactStatus.ACTIVE,),
    since: float | None = None,
    limit: int = 100,
) -> list[Fact]:
    """Newest first."""
    where, params = _filters(statuses or _STATUS_ALL, since)
    rows = await db.fetch(
        f"SELECT f.* FROM facts f WHERE f.tenant_id = ? AND f.user_id = ?{where}"
        " ORDER BY f.created_at DESC, f.id DESC LIMIT ?",
        (tenant_id, user_id, *params, limit),
    )
    return to_models(Fact, rows)


async def profile_facts(db: Db, tenant_id: str, user_id: str, *, limit: int = 30) -> list[Fact]:
    """The active ``user.*`` facts (name, nickname, location, preferences), newest first."""
    rows = await db.fetch(
        "SELECT * FROM facts WHERE tenant_id = ? AND user_id = ? AND status = 'active'"
        " AND subject >= 'user.' AND subject < 'user/' ORDER BY created_at DESC LIMIT ?",
        (tenant_id, user_id, limit),
        memo=True,
    )
    return to_models(Fact, rows)


def fts_query(terms: list[str]) -> str:
    """Words → an FTS5 query matching any of them as a prefix, each quoted (no operators
    from user text can reach FTS5)."""
    return " OR ".join('"' + term.replace('"', '""') + '"*' for term in terms if term)


async def search_facts(
    db: Db,
    tenant_id: str,
    user_id: str,
    terms: list[str],
    *,
    statuses: tuple[FactStatus, ...] = (FactStatus.ACTIVE,),
    since: float | None = None,
    limit: int = 20,
) -> list[Fact]:
    """Facts whose value matches any of ``terms``, best match first."""
    match = fts_query(terms)
    if not match:
        return []
    where, params = _filters(statuses or _STATUS_ALL, since)
    # The newest CANDIDATES matches of the index are ranked, not all of them: a word found in
    # thousands of old notes must not cost more than a few ms (bench/memory.py). CROSS JOIN
    # keeps SQLite from walking the facts index and probing FTS per row (seconds at 100 k).
    rows = await db.fetch(
        "SELECT f.* FROM (SELECT rowid AS id, rank AS score FROM facts_fts"
        " WHERE facts_fts MATCH ? ORDER BY rowid DESC LIMIT ?) m"
        f" CROSS JOIN facts f ON f.id = m.id WHERE f.tenant_id = ? AND f.user_id = ?{where}"
        " ORDER BY m.score, f.id DESC LIMIT ?",
        (match, CANDIDATES, tenant_id, user_id, *params, limit),
    )
    return to_models(Fact, rows)


async def correction_chain(db: Db, tenant_id: str, user_id: str, fact_id: int) -> list[Fact]:
    """Every version of the fact ``fact_id`` belongs to, oldest first: the facts it superseded
    and the facts that superseded it."""
    rows = await db.fetch(
        "WITH RECURSIVE older(id, supersedes) AS ("
        "  SELECT id, supersedes FROM facts WHERE id = ? AND tenant_id = ? AND user_id = ?"
        "  UNION SELECT f.id, f.supersedes FROM facts f JOIN older o ON f.id = o.supersedes),"
        " newer(id) AS ("
        "  SELECT id FROM facts WHERE id = ? AND tenant_id = ? AND user_id = ?"
        "  UNION SELECT f.id FROM facts f JOIN newer n ON f.supersedes = n.id)"
        " SELECT * FROM facts WHERE id IN (SELECT id FROM older UNION SELECT id FROM newer)"
        " ORDER BY id",
        (fact_id, tenant_id, user_id, fact_id, tenant_id, user_id),
    )
    if not rows:
        raise NotFound(f"No memory {fact_id}.", hint="`vance memory list` shows what is stored.")
    return to_models(Fact, rows)


async def count_facts(db: Db, tenant_id: str, user_id: str) -> dict[str, int]:
    rows = await db.fetch(
        "SELECT status, COUNT(*) AS n FROM facts WHERE tenant_id = ? AND user_id = ?"
        " GROUP BY status",
        (tenant_id, user_id),
    )
    return {row["status"]: int(row["n"]) for row in rows}
