"""Names of days and months, and days until a holiday ("how many days till christmas", "wie lange noch bis silvester"),
counted from the machine's clock: the tiny model has no idea what day it is and made up
"The Paris Saint-Léonard is the capital of France" for the count to Christmas."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta

WEEKDAYS = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "de": ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"),
}
# fmt: off
MONTHS = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "de": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
           "September", "Oktober", "November", "Dezember"),
}
# fmt: on


def _easter(year: int) -> date:
    """Easter Sunday (Gregorian; the anonymous algorithm, also known as Meeus/Jones/Butcher)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    leap = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * leap) // 451
    month, day = divmod(h + leap - 7 * m + 114, 31)
    return date(year, month, day + 1)


def _thanksgiving(year: int) -> date:
    """The fourth Thursday of November (the US holiday)."""
    first = date(year, 11, 1)
    return first + timedelta(days=(3 - first.weekday()) % 7 + 21)


def _fixed(month: int, day: int) -> Callable[[int], date]:
    return lambda year: date(year, month, day)


# (words that name it, English name, German name, its date in a year)
_HOLIDAYS: tuple[tuple[str, str, str, Callable[[int], date]], ...] = (
    (r"christmas eve|xmas eve|heilig(?:er )?abend", "Christmas Eve", "Heiligabend", _fixed(12, 24)),
    (r"christmas|xmas|weihnachten", "Christmas", "Weihnachten", _fixed(12, 25)),
    (r"new year'?s eve|nye|silvester", "New Year's Eve", "Silvester", _fixed(12, 31)),
    (r"new year'?s?(?: day)?|neujahr", "New Year's Day", "Neujahr", _fixed(1, 1)),
    (r"halloween", "Halloween", "Halloween", _fixed(10, 31)),
    (r"valentine'?s?(?: day)?|valentinstag", "Valentine's Day", "Valentinstag", _fixed(2, 14)),
    (r"easter|ostern", "Easter", "Ostern", _easter),
    (r"thanksgiving", "Thanksgiving", "Thanksgiving", _thanksgiving),
)
HOLIDAY = "|".join(words for words, _en, _de, _on in _HOLIDAYS)
"""The words for a holiday, for the fast path's patterns (``{{holiday}}``)."""

_DATE = {"en": "{weekday}, {month} {day}", "de": "{weekday}, {day}. {month}"}


def days_until(named: str, today: date, language: str) -> str | None:
    """ "Christmas is in 21 days (Friday, December 25)." for ``named`` (the user's words for a
    holiday); None when the words name none. ``language`` is the answer's ("en" or "de")."""
    said = named.strip().lower()
    found = next((one for one in _HOLIDAYS if re.fullmatch(one[0], said)), None)
    if found is None:
        return None
    _words, english, german, on = found
    lang = "de" if language == "de" else "en"
    day = on(today.year)
    if day < today:
        day = on(today.year + 1)
    name = german if lang == "de" else english
    when = _DATE[lang].format(
        weekday=WEEKDAYS[lang][day.weekday()], month=MONTHS[lang][day.month - 1], day=day.day
    )
    left = (day - today).days
    if left == 0:
        return f"Heute ist {name}!" if lang == "de" else f"It's {name} today!"
    if lang == "de":
        count = "morgen" if left == 1 else f"in {left} Tagen"
        return f"{name} ist {count} ({when})."
    count = "tomorrow" if left == 1 else f"in {left} days"
    return f"{name} is {count} ({when})."
