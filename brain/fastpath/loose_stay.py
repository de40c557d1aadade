"""The nights of a stay between two dates (see :mod:`brain.fastpath.loose_more`): "check in july
18, check out august 2 – how many nights" → "15 nights: July 18 to August 2."; "vom 3. bis 17.
mai, wie viele nächte" (the month said once) → 14; "anreise 28.3., abreise 3.4." → 6. The dates
are read by :func:`brain.fastpath.dates.read_day`, a second date before the first is in the next
year."""

from __future__ import annotations

import re
from datetime import date, datetime

from brain import plurals
from brain.fastpath.dates import MONTH_PATTERN, MONTHS, read_day
from brain.fastpath.loose_between import ANY_DATE

_NIGHTS = re.compile(
    r"\bhow\s+many\s+(?:nights|sleeps)\b|\bwie\s*viele\s+(?:nächte|naechte|übernachtungen"
    r"|uebernachtungen)\b|\b(?:number|no\.?)\s+of\s+nights\b|\banzahl\s+(?:der\s+)?(?:nächte"
    r"|übernachtungen)\b",
    re.IGNORECASE,
)
_ORD = r"(?:st|nd|rd|th|\.)?"
_TO = r"\s*(?:to|till|til|until|through|-|–|bis(?:\s+zum)?)\s*(?:the\s+)?"
_ONE_MONTH = re.compile(
    rf"(?<![\d.])(?P<d1>\d{{1,2}}){_ORD}{_TO}(?P<d2>\d{{1,2}}){_ORD}\s*(?:of\s+)?(?P<m>{MONTH_PATTERN})\b"
    rf"|\b(?P<m2>{MONTH_PATTERN})\.?\s+(?P<d3>\d{{1,2}}){_ORD}{_TO}(?P<d4>\d{{1,2}})(?:st|nd|rd|th)?"
    r"(?![\d:]|\.\d)",
    re.IGNORECASE,
)
_A_DATE = re.compile(rf"(?<![\w.])(?P<day>{ANY_DATE})", re.IGNORECASE)


def nights(text: str, language: str, now: datetime | None = None) -> str | None:
    """The nights from the first date said to the second, when nights are asked."""
    if _NIGHTS.search(text) is None:
        return None
    today = (now or datetime.now()).date()
    one = _ONE_MONTH.search(text)
    if one is not None:
        month = one["m"] or one["m2"]
        first, second = one["d1"] or one["d3"], one["d2"] or one["d4"]
        said = [f"{first}. {month}", f"{second}. {month}"]
        if _A_DATE.search(text[: one.start()] + " " + text[one.end() :]):
            return None
    else:
        said = [m["day"] for m in _A_DATE.finditer(text)]
    if len(said) != 2:
        return None
    days = [read_day(s, today) for s in said]
    if days[0] is None or days[1] is None:
        return None
    start = days[0].at(days[0].year or today.year)
    end = days[1].at(days[1].year or (start.year if start else today.year))
    if start is not None and end is not None and end <= start and days[1].year is None:
        end = days[1].at(end.year + 1)  # "december 28 to january 3"
    if start is None or end is None or not 0 < (end - start).days <= 366:
        return None
    return _said((end - start).days, start, end, language)


def _said(count: int, start: date, end: date, language: str) -> str:
    if language == "de":
        first, last = (f"{d.day}. {MONTHS['de'][d.month - 1]}" for d in (start, end))
        return f"{count} {plurals.span('night', count, 'de')}: vom {first} bis {last}."
    first, last = (f"{MONTHS['en'][d.month - 1]} {d.day}" for d in (start, end))
    return f"{count} {plurals.span('night', count, 'en')}: {first} to {last}."
