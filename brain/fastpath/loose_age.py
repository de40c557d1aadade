"""An age in months, weeks or days today (see :mod:`brain.fastpath.loose_sums`), for a form or a
baby: "my daughter was born on 14 march 2025, how old is she in months" → "March 14, 2025 to
November 14, 2026 is 20 months; 18 days more to today (December 2, 2026): 20 months old.";
"born 2026-10-01, how many weeks old" → "… is 62 days = 8 weeks and 6 days."; "she turned 2
in august, how many months" (the day unknown: the months, or one less before her day). An age on
a day said ("born 2 may 2020, the check-up is on 10 oct 2025", "am 1.9.2025") is counted to
that day; in years it is :func:`brain.fastpath.loose_plans.age_on`'s."""

from __future__ import annotations

import re
from datetime import date, datetime

from brain.fastpath import number_words
from brain.fastpath.dates import MONTH_PATTERN, MONTHS, month_number, read_day, said_date

_DATE = (
    rf"\d{{1,2}}(?:st|nd|rd|th|\.)?\s*(?:of\s+)?(?:{MONTH_PATTERN})\.?,?\s*\d{{4}}"
    rf"|(?:{MONTH_PATTERN})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s*\d{{4}}"
    r"|\d{1,2}\.\d{1,2}\.\d{4}|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{4}"
)
_BORN = re.compile(
    rf"\b(?:born|birthday|date\s+of\s+birth|dob|geboren|geburtstag|geburtsdatum)\b\W*(?:on|am|is"
    rf"|was|ist|war|:)?\s*(?:the\s+|den\s+)?(?P<d>{_DATE})"
    rf"|(?:am|on)\s+(?P<d2>{_DATE})\s+(?:geboren|born)\b",
    re.IGNORECASE,
)
_TURNED = re.compile(
    rf"\b(?:turned|became|wurde|ist)\s+(?P<a>\d{{1,2}})\s+(?:years?\s+old\s+)?(?:in|im)\s+"
    rf"(?P<m>{MONTH_PATTERN})\b(?:\s+(?:geworden))?"
    rf"|\b(?:wurde|ist)\s+(?:im|in)\s+(?P<m2>{MONTH_PATTERN})\s+(?P<a2>\d{{1,2}})\b",
    re.IGNORECASE,
)
_UNIT = re.compile(
    r"\b(?:in|how\s+many|wie\s*viele|age\s+in|alter\s+in|in\s+den)\s+(?P<u>months|weeks|days|monate[n]?"
    r"|wochen|tage[n]?)\b|\b(?P<u2>months|weeks|days|monate|wochen|tage)\s+(?:old|alt)\b",
    re.IGNORECASE,
)
_LATER = re.compile(
    r"\b(?:will|would|wird|würde|wuerde|when|wann|until|till|bis|by|next|nächst\w*|naechst\w*"
    r"|ago|vor)\b",
    re.IGNORECASE,
)
_UNITS = {"month": "months", "monat": "months", "week": "weeks", "woche": "weeks", "day": "days",
          "tag": "days"}  # fmt: skip
_NAMES = {"months": ("months", "Monate"), "weeks": ("weeks", "Wochen"), "days": ("days", "Tage")}


def _months(born: date, today: date) -> tuple[int, date]:
    """Full months from ``born`` to ``today``, and the day the last of them was full."""
    count = (today.year - born.year) * 12 + today.month - born.month
    while count > 0:
        year, month = divmod(born.month - 1 + count, 12)
        try:
            mark = born.replace(year=born.year + year, month=month + 1)
        except ValueError:  # the 31st in a shorter month: the first of the next
            nxt = month + 2
            mark = date(born.year + year + (nxt > 12), (nxt - 1) % 12 + 1, 1)
        if mark <= today:
            return count, mark
        count -= 1
    return 0, born


def age_in(text: str, language: str, now: datetime | None = None) -> str | None:
    """ "born 14 march 2025, how old in months" → the full months, weeks or days to today."""
    said = number_words.as_digits(text)
    unit_said = _UNIT.search(said)
    if unit_said is None:
        return None
    word = (unit_said["u"] or unit_said["u2"]).lower()
    unit = next(v for k, v in _UNITS.items() if word.startswith(k))
    today = (now or datetime.now()).date()
    de = language == "de"
    found = list(_BORN.finditer(said))
    if len(found) == 1:
        rest = said[: found[0].start()] + " # " + said[found[0].end() :]
        on = _on_day(rest, today)
        if on is None and (re.search(r"\d", rest) or _LATER.search(said)):
            return None  # "… old will she be at christmas", another number: not today
        day = read_day(found[0]["d"] or found[0]["d2"], today)
        born = day.at(day.year) if day is not None and day.year is not None else None
        if born is None or born > (on or today) or (on or today).year - born.year > 120:
            return None
        return _exact(born, on or today, unit, language, on is not None)
    if _LATER.search(said):
        return None
    turned = list(_TURNED.finditer(said))
    if found or len(turned) != 1 or unit != "months":
        return None
    if re.search(r"\d", said[: turned[0].start()] + " " + said[turned[0].end() :]):
        return None
    age = int(turned[0]["a"] or turned[0]["a2"])
    month = month_number(turned[0]["m"] or turned[0]["m2"])
    if month is None or not 0 < age <= 20:
        return None
    year = today.year if month <= today.month else today.year - 1  # the last such month
    months = (today.year - (year - age)) * 12 + today.month - month
    shown = f"{MONTHS['de' if de else 'en'][month - 1]} {year - age}"
    if de:
        return (
            f"Geboren im {shown} ({year} − {age}): bis heute {months} Monate"
            f" ({months - 1}, wenn der Geburtstag nach dem {today.day}. ist)."
        )
    return (
        f"Born in {shown} ({year} − {age}): {months} months to this month"
        f" ({months - 1} if the birthday is after the {today.day}{_th(today.day)})."
    )


_ON = re.compile(
    rf"(?P<d>{_DATE})",
    re.IGNORECASE,
)
_NOT_ON = re.compile(
    r"\b(?:ago|vor|since|seit|today|heute|now|jetzt|ab|from|between|zwischen|sibling|brother|sister"
    r"|bruder|schwester|twins?|zwilling\w*)\b",
    re.IGNORECASE,
)


def _on_day(rest: str, today: date) -> date | None:
    """The one other day said besides the birth ("the appointment is 1 sep 2025", "on
    3.6.2026"), with no other number; None when there is none or more."""
    days = list(_ON.finditer(rest))
    if len(days) != 1 or _NOT_ON.search(rest):
        return None
    if re.search(r"\d", rest[: days[0].start()] + " " + rest[days[0].end() :]):
        return None
    day = read_day(days[0]["d"], today)
    return day.at(day.year) if day is not None and day.year is not None else None


def _th(day: int) -> str:
    return "th" if 10 < day % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def _exact(born: date, today: date, unit: str, language: str, on: bool = False) -> str:
    de = language == "de"
    start, now_said = said_date(born, language), said_date(today, language)
    if on:
        return _on(born, today, unit, language)
    days = (today - born).days
    if unit == "months":
        count, mark = _months(born, today)
        more = (today - mark).days
        if de:
            return (
                f"Vom {start} bis zum {said_date(mark, language)} sind es {count} Monate; dazu"
                f" {more} Tage bis heute ({now_said}): {count} Monate alt."
            )
        return (
            f"{start} to {said_date(mark, language)} is {count} months; {more} days more to today"
            f" ({now_said}): {count} months old."
        )
    if unit == "weeks":
        weeks, rest = divmod(days, 7)
        if de:
            return f"Vom {start} bis heute ({now_said}) sind es {days} Tage = {weeks} Wochen und {rest} Tage."
        return f"{start} to today ({now_said}) is {days} days = {weeks} weeks and {rest} days."
    if de:
        return f"Vom {start} bis heute ({now_said}) sind es {days} Tage."
    return f"{start} to today ({now_said}) is {days} days."


def _on(born: date, day: date, unit: str, language: str) -> str:
    """The age on ``day`` (an appointment), not today: "March 14, 2019 to September 1, 2025:
    … 77 months old on September 1, 2025."."""
    de = language == "de"
    start, end = said_date(born, language), said_date(day, language)
    days = (day - born).days
    if unit == "months":
        count, mark = _months(born, day)
        more = (day - mark).days
        if de:
            return (
                f"Vom {start} bis zum {said_date(mark, language)} sind es {count} Monate, dazu"
                f" {more} Tage bis zum {end}: am {end} {count} Monate alt."
            )
        return (
            f"{start} to {said_date(mark, language)} is {count} months, plus {more} days to {end}:"
            f" {count} months old on {end}."
        )
    if unit == "weeks":
        weeks, rest = divmod(days, 7)
        if de:
            return (
                f"Vom {start} bis zum {end} sind es {days} Tage = {weeks} Wochen und {rest} Tage."
            )
        return f"{start} to {end} is {days} days = {weeks} weeks and {rest} days."
    if de:
        return f"Vom {start} bis zum {end} sind es {days} Tage."
    return f"{start} to {end} is {days} days."
