"""Taking a schedule's due time: the next by its cron expression, or a one-off's only one."""

from __future__ import annotations

from brain.models import Schedule
from brain.schedules import cron
from brain.store import schedules as repo
from brain.store.db import Transaction

ONCE = "once"
"""The ``cron`` of a one-off schedule."""


def upcoming_after(schedule: Schedule, at: float) -> float:
    """The due time after ``at``: the next by the cron expression; a one-off keeps its own."""
    if schedule.once:
        return schedule.next_run_at
    return cron.next_after(
        schedule.cron,
        schedule.tz,
        at,
        every_weeks=schedule.every_weeks,
        anchor=schedule.anchor_at,
    )


async def claim(tx: Transaction, schedule: Schedule, upcoming: float) -> bool:
    """Take the schedule's current due time (a one-off ends); False: another brain did."""
    if schedule.once:
        return await repo.end(tx, schedule.id)
    return await repo.advance(tx, schedule.id, schedule.next_run_at, upcoming)
