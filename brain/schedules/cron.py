"""Cron expressions in a time zone (croniter), read the way the user means them.

Every due time is computed in the schedule's IANA zone and stored as epoch seconds, so
``0 8 * * 1-5`` in ``Europe/Berlin`` stays 08:00 local across daylight-saving changes (a time
that does not exist that night fires at the first minute after the gap).
"""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from croniter import croniter

from brain.errors import UserFacingError

EXAMPLES = "e.g. '0 8 * * 1-5' (weekdays at 08:00) or '*/30 9-17 * * *' (every half hour, 9–17)"


class BadSchedule(UserFacingError):
    """A cron expression or time zone that cannot be used."""


def zone(name: str) -> ZoneInfo:
    """The IANA zone ``name``; a clear error for an unknown one."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, IsADirectoryError):
        raise BadSchedule(
            f"Unknown time zone {name!r}.",
            hint="Use an IANA name such as Europe/Berlin, America/New_York or UTC.",
        ) from None


def local_zone_name() -> str:
    """This machine's IANA zone: ``$TZ``, else where ``/etc/localtime`` points, else UTC."""
    candidates = [os.environ.get("TZ", "").lstrip(":")]
    try:
        target = str(Path("/etc/localtime").resolve())
    except OSError:
        target = ""
    if "zoneinfo/" in target:
        candidates.append(target.split("zoneinfo/", 1)[1])
    for name in candidates:
        if not name:
            continue
        try:
            ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError, IsADirectoryError):
            continue
        return name
    return "UTC"


def normalize(expression: str) -> str:
    """The expression with single spaces; :class:`BadSchedule` unless it is five valid fields."""
    text = " ".join(expression.split())
    if len(text.split(" ")) != 5 or not croniter.is_valid(text):
        raise BadSchedule(
            f"{expression!r} is not a cron expression of five fields "
            "(minute hour day-of-month month day-of-week).",
            hint=EXAMPLES + ".",
        )
    return text


def next_after(
    expression: str, tz: str, after: float, *, every_weeks: int = 1, anchor: float | None = None
) -> float:
    """The first due time strictly after ``after`` (epoch seconds); with ``every_weeks`` > 1
    only in every n-th week counted from the week of ``anchor`` ("every other monday")."""
    found = croniter(expression, datetime.fromtimestamp(after, zone(tz)))
    while True:
        due: datetime = found.get_next(datetime)
        if _in_turn(due, every_weeks, anchor):
            return due.timestamp()


def previous_at_or_before(
    expression: str, tz: str, at: float, *, every_weeks: int = 1, anchor: float | None = None
) -> float:
    """The last due time at or before ``at`` (the newest missed one), in the schedule's turn
    of weeks like :func:`next_after`."""
    found = croniter(expression, datetime.fromtimestamp(at + 1, zone(tz)))
    while True:
        due: datetime = found.get_prev(datetime)
        if _in_turn(due, every_weeks, anchor):
            return due.timestamp()


def _in_turn(due: datetime, every_weeks: int, anchor: float | None) -> bool:
    """Whether ``due`` falls in one of the schedule's weeks (Monday to Sunday in its zone):
    the anchor's week, and every ``every_weeks``-th week before and after it."""
    if every_weeks <= 1 or anchor is None:
        return True
    first = datetime.fromtimestamp(anchor, due.tzinfo).date()
    day = due.date()
    weeks = (day - timedelta(days=day.weekday())) - (first - timedelta(days=first.weekday()))
    return (weeks.days // 7) % every_weeks == 0


def local_time(at: float, tz: str) -> str:
    """``Mon 2026-12-07 08:00 CET``: a due time as the user reads it."""
    return datetime.fromtimestamp(at, zone(tz)).strftime("%a %Y-%m-%d %H:%M %Z")
