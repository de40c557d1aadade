"""The turn journal's rows: one per recorded step of a turn (a model call's result, a tool
call's result), keyed by (process, turn, step)."""

from __future__ import annotations

from brain.ids import now
from brain.store.db import Store, Transaction

Db = Store | Transaction


async def recorded_steps(db: Db, process_id: str, turn_key: str) -> dict[int, tuple[str, str]]:
    """step → (kind, payload) of what a turn recorded so far."""
    rows = await db.fetch(
        "SELECT step, kind, payload FROM turn_steps WHERE process_id = ? AND turn_key = ?",
        (process_id, turn_key),
    )
    return {int(row["step"]): (str(row["kind"]), str(row["payload"])) for row in rows}


async def record_step(
    db: Db, process_id: str, turn_key: str, step: int, kind: str, payload: str
) -> None:
    await db.execute(
        "INSERT OR REPLACE INTO turn_steps (process_id, turn_key, step, kind, payload, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (process_id, turn_key, step, kind, payload, now()),
    )


async def forget_turn(db: Db, process_id: str, turn_key: str) -> None:
    """A finished turn needs no replay."""
    await db.execute(
        "DELETE FROM turn_steps WHERE process_id = ? AND turn_key = ?", (process_id, turn_key)
    )


async def prune_steps(db: Db, older_than: float) -> None:
    await db.execute("DELETE FROM turn_steps WHERE created_at < ?", (older_than,))
