"""What :mod:`brain.router.when` found in the words, and the time it makes: the hour of day
read by day part and sensible defaults, the moment of a one-off, the cron expression of a
recurrence."""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from brain.router import when_words as w


@dataclass
class Found:
    """The parts of a time found in the words, as :func:`brain.router.when.parse` reads them."""

    spans: list[tuple[int, int]]
    minute: int | None = None
    hour: int | None = None
    reading: str | None = None  # am | pm | 24 (an hour said unambiguously)
    part: str | None = None
    part_hour: int | None = None
    days: str | None = None  # cron day-of-week
    dom: int | str | None = None  # cron day-of-month: 15, or L for the last
    interval: str | None = None  # "*/20 * * * *"
    months: str | None = None  # cron month: "3,6,9,12" every three months
    offset: timedelta | None = None
    day_offset: int | None = None
    weekday: int | None = None
    weekday_next: bool = False
    months_ahead: int | None = None  # "next month", "in a year": the same day then
    date: tuple[int, int, int | None] | None = None  # (day, month, year)


def hour_of(found: Found) -> tuple[int, int, bool]:
    """(hour, minute, ambiguous): the time of day, read by day part and sensible defaults."""
    if found.hour is None:
        return (found.part_hour if found.part_hour is not None else 9), 0, False
    hour, minute = found.hour, found.minute or 0
    reading = w.PARTS[found.part][1] if found.part in w.PARTS else None
    if found.reading == "24" and (hour == 0 or hour > 12 or reading is None):
        return hour, minute, False  # "6:45" as written, but "tomorrow evening at 6:45" is 18:45
    if found.reading in ("am", "pm"):
        hour %= 12
        return hour + (12 if found.reading == "pm" else 0), minute, False
    if reading == "pm" and hour < 12:
        night = found.part in ("night", "tonight", "nachts")  # "tonight at 1:15": after midnight
        return (hour + 12 if hour >= 5 or not night else hour), minute, False
    if reading == "am":
        return hour % 12, minute, False
    if hour == 12:
        return 12, minute, False
    if 1 <= hour <= 6:
        return hour + 12, minute, True
    return hour, minute, True


def moment(found: Found, now: datetime) -> datetime | None:
    """The one-off moment ``found`` names, read against ``now``; None when none makes sense."""
    if found.offset is not None:
        return (now + found.offset).replace(microsecond=0)  # a timer's seconds count
    hour, minute, ambiguous = hour_of(found)
    today = now.replace(hour=0, minute=0, second=0, microsecond=0)
    if found.date is not None:
        day, month, year = found.date
        try:
            if not month and found.months_ahead:  # "next month on the 3rd"
                ahead = now.month - 1 + found.months_ahead
                year, month = now.year + ahead // 12, ahead % 12 + 1
            when = today.replace(year=year or now.year, month=month or now.month, day=day)
            when = when.replace(hour=hour, minute=minute)
            if not month and when <= now:  # "on the 3rd": this month's, else next month's
                ahead = now.month % 12 + 1
                when = when.replace(year=now.year + (ahead == 1), month=ahead)
            elif year is None and when <= now:
                when = when.replace(year=now.year + 1)
        except ValueError:
            return None
        return when
    if found.months_ahead is not None:
        month = now.month - 1 + found.months_ahead
        year, month = now.year + month // 12, month % 12 + 1
        day = min(now.day, calendar.monthrange(year, month)[1])  # "next month" on the 31st
        return today.replace(year=year, month=month, day=day, hour=hour, minute=minute)
    if found.day_offset is not None:
        when = (today + timedelta(days=found.day_offset)).replace(hour=hour, minute=minute)
        if found.day_offset == 0 and when <= now and ambiguous and hour < 12:
            when = when + timedelta(hours=12)
        if found.day_offset == 0 and when <= now and found.hour is None:
            return _rest_of_part(found, now)  # "tonight", said at half past eight
        return when if found.day_offset > 0 or when > now else when + timedelta(days=1)
    if found.weekday is not None:
        ahead = (found.weekday - (now.isoweekday() % 7)) % 7
        when = (today + timedelta(days=ahead)).replace(hour=hour, minute=minute)
        if when <= now or (found.weekday_next and ahead == 0):
            when += timedelta(days=7)
        return when
    if found.hour is None and found.part is None:
        return None
    when = today.replace(hour=hour, minute=minute)
    if when > now:
        return when
    if ambiguous and hour < 12 and now.hour >= 12 and when + timedelta(hours=12) > now:
        return when + timedelta(hours=12)  # "at 9", said at five in the afternoon: tonight
    return when + timedelta(days=1)


def _rest_of_part(found: Found, now: datetime) -> datetime | None:
    """A part of today said after its usual hour, while it lasts ("tonight" at 20:30, "heute
    abend" at 21:10): the next full hour at least 20 minutes away, if the part has not ended by
    then; None otherwise ("today" alone in the evening, "this morning" in the afternoon)."""
    if found.part not in w.PARTS:
        return None
    ends = now.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(
        hours=w.PARTS[found.part][2]
    )
    at = now.replace(minute=0, second=0, microsecond=0) + timedelta(hours=1)
    if at - now < timedelta(minutes=20):
        at += timedelta(hours=1)
    return at if at <= ends else None


def cron_of(found: Found) -> str:
    """The five-field cron expression of the recurrence ``found`` names."""
    if found.interval is not None:
        return found.interval
    hour, minute, _ambiguous = hour_of(found)
    dom = str(found.dom) if found.dom is not None else "*"
    days = found.days if found.days is not None and found.dom is None else "*"
    return f"{minute} {hour} {dom} {found.months or '*'} {days}"


def evening_out(s: str, found: Found) -> bool:
    """An hour from 7 to 10 without am/pm for an evening out ("pub quiz friday at 8")."""
    return (
        found.reading in (None, "24")
        and found.part is None
        and found.hour is not None
        and 7 <= found.hour <= 10
        and w.EVENING_OUT.search(s) is not None
        and w.ERRAND.search(s) is None
        and re.search(r"\b0\d[:.h]", s) is None
    )


def date_of(match: re.Match[str]) -> tuple[int, int, int | None]:
    """(day, month or 0, year or None) of a date said (:data:`when_words.R_DATE`)."""
    day = int(next(match.group(g) for g in ("d1", "d2", "d3", "d4", "d5") if match.group(g)))
    month_word = match.group("m1") or match.group("m2")
    month = (
        w.MONTHS[month_word.rstrip(".")]
        if month_word
        else int(match.group("m3"))
        if match.group("m3")
        else 0
    )
    year = match.group("y3")
    return day, month, int(year) + (2000 if len(year) == 2 else 0) if year else None


def yearly(s: str, found: Found, take: Callable[..., bool]) -> bool:
    """A date every year ("my sister's birthday on march 3 every year", "jedes jahr am 12.
    juni"): its day and month, each year; False when no year or no such date is said ("every
    year on my birthday" is asked when)."""
    every = w.R_YEARLY.search(s)
    date = w.R_DATE.search(s)
    if every is None or date is None:
        return False
    day, month, _year = date_of(date)
    if not month or not take(every) or not take(date):
        return False
    found.dom, found.months = day, str(month)
    return True
