"""The year someone was born, from the age they turn on a day said (see
:mod:`brain.fastpath.loose_everyday`): "mein opa wird morgen 90, in welchem jahr ist er geboren"
→ "Am 3. Dezember 1936 (2026 − 90)."; "my mum turns 60 next week, what year was she born" →
"In 1966 (2026 − 60)." ("Im Jahr 1966 …"); "wird dieses jahr 40", "turned 30 yesterday", "wird am 5. januar 50".
A day in the next week that may fall in either year, or no day said, and it is left alone."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from brain.fastpath import number_words
from brain.fastpath.dates import MONTH_PATTERN, WEEKDAYS, month_number, read_day, said_date

_WHEN = (
    r"today|tomorrow|yesterday|the\s+day\s+after\s+tomorrow|next\s+week|last\s+week|this\s+year"
    r"|next\s+year|last\s+year|in\s+\d{1,3}\s+days|on\s+[\w. ]{3,20}?|heute|morgen|übermorgen"
    r"|uebermorgen|gestern|vorgestern|nächste\s+woche|naechste\s+woche|letzte\s+woche|dieses\s+jahr"
    r"|heuer|nächstes\s+jahr|naechstes\s+jahr|letztes\s+jahr|in\s+\d{1,3}\s+tagen|am\s+[\w. ]{3,20}?"
    rf"|im\s+(?:{MONTH_PATTERN})|in\s+(?:{MONTH_PATTERN})"
)
_TURNS = re.compile(
    rf"\b(?:turns?|turning|turned|will\s+be|is\s+going\s+to\s+be|was)\s+(?P<a>\d{{1,3}})\s+"
    rf"(?:years?\s+old\s+)?(?P<w>{_WHEN})(?=\W|$)"
    rf"|\b(?P<w2>{_WHEN})\s+(?:she|he|they|it|my\s+\w+|\w+)?\s*(?:turns?|turned|will\s+be)\s+"
    rf"(?P<a2>\d{{1,3}})\b"
    rf"|\b(?:wird|wurde|werde|ist|bin)\s+(?P<w3>{_WHEN})\s+(?P<a3>\d{{1,3}})(?:\s+jahre(?:\s+alt)?)?"
    r"(?:\s+geworden)?\b",
    re.IGNORECASE,
)
_BORN_ASKED = re.compile(
    r"\b(?:what|which)\s+year\s+(?:was|were|is)\s+\w+(?:\s+\w+)?\s+born\b|\bwhen\s+was\s+\w+"
    r"(?:\s+\w+)?\s+born\b|\bborn\s+(?:in\s+)?(?:what|which)\s+year\b|\byear\s+of\s+birth\b"
    r"|\bbirth\s*year\b|\b(?:in\s+)?welchem\s+jahr\b.*\bgeboren\b|\bwann\s+(?:ist|wurde|war)\b.*"
    r"\bgeboren\b|\bgeburtsjahr\b|\bjahrgang\b",
    re.IGNORECASE,
)
_NAMED_DAYS = {
    "today": 0, "heute": 0, "tomorrow": 1, "morgen": 1, "the day after tomorrow": 2,
    "übermorgen": 2, "uebermorgen": 2, "yesterday": -1, "gestern": -1, "vorgestern": -2,
}  # fmt: skip
_PAST = re.compile(r"\b(?:turned|was|wurde|geworden|bin)\b", re.IGNORECASE)


def _day_of(when: str, today: date, past: bool) -> tuple[date | None, int | None] | None:
    """The day the age is reached (or None with just the year), or None when unclear."""
    said = " ".join(when.lower().split())
    if said in _NAMED_DAYS:
        return today + timedelta(days=_NAMED_DAYS[said]), None
    years = {"this year": 0, "dieses jahr": 0, "heuer": 0, "next year": 1, "nächstes jahr": 1,
             "naechstes jahr": 1, "last year": -1, "letztes jahr": -1}  # fmt: skip
    if said in years:
        return None, today.year + years[said]
    month = re.fullmatch(r"(?:in|im) (\S+)", said)
    number = month_number(month[1]) if month is not None else None
    if number is not None:  # "turns 80 in may": the next may, "turned 80 in may" the last
        later = number > today.month if past else number < today.month
        return None, today.year + (-1 if past and later else 1 if not past and later else 0)
    days = re.fullmatch(r"in (\d{1,3}) (?:days|tagen)", said)
    if days is not None:
        return today + timedelta(days=int(days[1])), None
    if said in ("next week", "nächste woche", "naechste woche", "last week", "letzte woche"):
        step = 7 if said.startswith("n") else -7
        monday = today - timedelta(days=today.weekday()) + timedelta(days=step)
        first, last = monday, monday + timedelta(days=6)
        return (None, first.year) if first.year == last.year else None
    named = said.removeprefix("on ").removeprefix("am ").strip(" .")
    for names in WEEKDAYS.values():
        if named in (n.lower() for n in names):
            index = [n.lower() for n in names].index(named)
            ahead = (index - today.weekday()) % 7 or 7
            return today + timedelta(days=ahead - (7 if past else 0)), None
    day = read_day(named, today)
    if day is None:
        return None
    if day.year is not None:
        return day.at(day.year), None
    then = day.next_from(today) if not past else day.at(today.year)
    if past and then is not None and then > today:
        then = day.at(today.year - 1)
    return then, None


def born(text: str, language: str, now: datetime | None = None) -> str | None:
    """ "mein opa wird morgen 90, in welchem jahr ist er geboren" → "Am 3. Dezember 1936 (2026
    − 90)."."""
    said = number_words.as_digits(text)
    turns = list(_TURNS.finditer(said))
    if len(turns) != 1 or not _BORN_ASKED.search(said):
        return None
    found = turns[0]
    age = int(found["a"] or found["a2"] or found["a3"])
    rest = said[: found.start()] + " " + said[found.end() :]
    if re.search(r"\d", rest) or not 0 < age <= 120:
        return None
    today = (now or datetime.now()).date()
    when = found["w"] or found["w2"] or found["w3"]
    read = _day_of(when, today, past=_PAST.search(found.group(0)) is not None)
    if read is None:
        return None
    day, year = read
    de = language == "de"
    if day is not None:
        try:
            birth = day.replace(year=day.year - age)
        except ValueError:  # the 29th of February
            birth = None
        if birth is not None:
            shown = said_date(birth, language)
            start = f"Am {shown}" if de else f"On {shown}"
            return f"{start} ({day.year} − {age})."
        year = day.year
    if year is None:
        return None
    return f"{'Im Jahr' if de else 'In'} {year - age} ({year} − {age})."
