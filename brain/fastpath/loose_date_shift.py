"""A date so many days, weeks or months after or before a day said or today (see
:mod:`brain.fastpath.loose_sums`): "what date is 100 days after march 3" → "March 3, 2026 +
100 days = Thursday, June 11, 2026."; "what's the date in 6 weeks"; "what was the date 90 days
ago"; "welches datum ist 100 tage nach dem 3. märz"; "was ist heute in 3 wochen". A day said
without a year is taken in this year, and the answer shows the year it took."""

from __future__ import annotations

import calendar
import re
from datetime import date, datetime, timedelta

from brain import plurals
from brain.fastpath import number_words
from brain.fastpath.dates import HOLIDAY, MONTH_PATTERN, WEEKDAYS, read_day, said_date

_COUNT = r"(?P<n>\d{1,4}|an?|one|eine[nm]?|ein)"
_UNIT = r"(?P<unit>days?|weeks?|months?|tage[n]?|wochen|monate[n]?|fortnights?)"
_DAY_SAID = (
    rf"\d{{1,2}}(?:st|nd|rd|th|\.)?\s*(?:of\s+)?(?:{MONTH_PATTERN})\b\.?(?:,?\s+\d{{4}})?"
    rf"|(?:{MONTH_PATTERN})\.?\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th|\.)?(?:,?\s+\d{{4}})?"
    r"|\d{1,2}\.\d{1,2}(?:\.(?:\d{4})?|$)|\d{4}-\d{1,2}-\d{1,2}"
    rf"|(?:{HOLIDAY})(?:\s+\d{{4}})?"
    r"|today|now|heute|jetzt|tomorrow|morgen|yesterday|gestern"
)
_SHIFT = re.compile(
    rf"(?<![\d.,])(?:{_COUNT}\s+){_UNIT}\s+(?P<way>after|before|from|since|past|prior to|later than"
    r"|earlier than|nach|vor|ab|seit)\s+(?:the\s+|dem\s+|den\s+|der\s+)?"
    rf"(?P<day>{_DAY_SAID})(?!\w)",
    re.IGNORECASE,
)
_IN = re.compile(rf"\b(?P<way>in|vor)\s+{_COUNT}\s+{_UNIT}\b", re.IGNORECASE)
_AGO = re.compile(
    rf"(?<![\d.,]){_COUNT}\s+{_UNIT}\s+(?P<way>ago|from now|from today|hence|later)\b",
    re.IGNORECASE,
)
_ASKS_DATE = re.compile(
    r"\b(?:what|which|whats|what's|welche[sr]?|was)\b.{0,30}\b(?:date|day|datum|tag|wochentag)\b"
    r"|\b(?:den wie ?vielten|wann ist das|what date|welches datum|which date)\b"
    r"|^\s*(?:was ist )?heute (?:in|vor)\s",
    re.IGNORECASE,
)
_ASKS = re.compile(r"\b(?:what|which|when|whats|what's|welche[sr]?|wann|was)\b|\?", re.IGNORECASE)
_TODAY_SAID = re.compile(
    rf"\b(?:(?:say|if|assume|assuming|suppose|let'?s say)\s+)?(?:today|it)(?:'s|\s+is|\s+was|\s+were"
    rf"|\s+being)\s+(?:the\s+)?(?P<day>{_DAY_SAID})(?!\w)"
    rf"|\bheute\s+(?:ist|wäre|waere)\s+(?:der\s+|den\s+)?(?P<tag>{_DAY_SAID})(?!\w)",
    re.IGNORECASE,
)
"""Today as the user says it is ("today is march 3rd, what's the date 45 days from today")."""
_BEFORE = frozenset({"before", "prior to", "earlier than", "vor", "ago"})


def _count(said: str) -> int | None:
    if said.isdigit():
        return int(said)
    return 1 if said.lower() in ("a", "an", "one", "ein", "eine", "einen", "einem") else None


def _moved(start: date, count: int, unit: str, sign: int) -> date | None:
    unit = unit.lower()
    if unit.startswith(("month", "monat")):
        index = start.year * 12 + start.month - 1 + sign * count
        year, month = divmod(index, 12)
        if not 1 <= year <= 9999:
            return None
        day = min(start.day, calendar.monthrange(year, month + 1)[1])
        return date(year, month + 1, day)
    days = count * (
        14 if unit.startswith("fortnight") else 7 if unit.startswith(("week", "woche")) else 1
    )
    try:
        return start + timedelta(days=sign * days)
    except OverflowError:
        return None


def _start(said: str, today: date) -> date | None:
    word = said.lower()
    if word in ("today", "now", "heute", "jetzt"):
        return today
    if word in ("tomorrow", "morgen"):
        return today + timedelta(days=1)
    if word in ("yesterday", "gestern"):
        return today - timedelta(days=1)
    named = read_day(said, today)
    return None if named is None else named.at(named.year or today.year)


def _unit_said(count: int, unit: str, language: str) -> str:
    kind = {"tag": "day", "wee": "week", "woc": "week", "mon": "month", "for": "fortnight"}.get(
        unit.lower()[:3], "day"
    )
    return f"{count} {plurals.span(kind, count, language)}"


def date_shift(text: str, language: str, now: datetime | None = None) -> str | None:
    """ "what date is 100 days after march 3" → "March 3, 2026 + 100 days = Thursday, June 11,
    2026."."""
    said = number_words.as_digits(text)
    today = (now or datetime.now()).date()
    if (told := _TODAY_SAID.search(said)) is not None:
        day = told["day"] or told["tag"]
        if day.lower() not in ("today", "now", "heute", "jetzt", "tomorrow", "morgen"):
            today = _start(day, today) or today
            said = said[: told.start()] + said[told.end() :]
    found = _SHIFT.search(said)
    if found is not None:
        if not _ASKS.search(said) or len(_SHIFT.findall(said)) != 1:
            return None
        start = _start(found["day"], today)
        sign = -1 if found["way"].lower() in _BEFORE else 1
        count, unit = _count(found["n"]), found["unit"]
    else:
        moves = [*_IN.finditer(said), *_AGO.finditer(said)]
        if len(moves) != 1 or not _ASKS_DATE.search(said):
            return None
        found, start = moves[0], today
        way = found["way"].lower()
        sign = -1 if way in _BEFORE else 1
        count, unit = _count(found["n"]), found["unit"]
    if start is None or count is None or not 0 < count <= 5000:
        return None
    end = _moved(start, count, unit, sign)
    if end is None:
        return None
    lang = "de" if language == "de" else "en"
    weekday = WEEKDAYS[lang][end.weekday()]
    first = said_date(start, lang)
    if start == today:
        first = f"{'Heute' if lang == 'de' else 'Today'} ({first})"
    shift = f"{'+' if sign > 0 else '−'} {_unit_said(count, unit, lang)}"
    if lang == "de":
        return f"{first} {shift} = {weekday}, {said_date(end, lang)}."
    return f"{first} {shift} = {weekday}, {said_date(end, lang)}."
