"""Names of days and months, and days until a holiday ("how many days till christmas", "wie lange noch bis silvester"),
counted from the machine's clock: the tiny model has no idea what day it is and made up
"The Paris Saint-Léonard is the capital of France" for the count to Christmas."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
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


def days_until(named: str, today: date, language: str, *, weeks: bool = False) -> str | None:
    """ "Christmas is in 21 days (Friday, December 25)." for ``named`` (the user's words for a
    holiday, or a date: "March 14 is in 100 days (a Sunday)."); None when the words name
    neither. ``language`` is the answer's ("en" or "de")."""
    found = read_day(named, today)
    day = found.next_from(today) if found is not None else None
    if found is None or day is None or day < today:
        return None
    lang = "de" if language == "de" else "en"
    weekday, left = WEEKDAYS[lang][day.weekday()], (day - today).days
    if found.holiday is None:
        name = said_date(day, lang, year=day.year != today.year)
        if lang == "de":
            count = "heute" if not left else "morgen" if left == 1 else f"in {left} Tagen"
            return f"Der {name} ist {count} (ein {weekday})."
        count = "today" if not left else "tomorrow" if left == 1 else f"in {left} days"
        return f"{name} is {count} (a {weekday})."
    name = found.holiday[1 if lang == "de" else 0]
    when = _DATE[lang].format(weekday=weekday, month=MONTHS[lang][day.month - 1], day=day.day)
    if left == 0:
        return f"Heute ist {name}!" if lang == "de" else f"It's {name} today!"
    if lang == "de":
        count = "morgen" if left == 1 else f"in {left} Tagen"
        if weeks and left >= 7:
            count += f", also in {_weeks(left, lang)}"
        return f"{name} ist {count} ({when})."
    count = "tomorrow" if left == 1 else f"in {left} days"
    if weeks and left >= 7:
        count += f", that's {_weeks(left, lang)}"
    return f"{name} is {count} ({when})."


def _weeks(days: int, lang: str) -> str:
    """ "12 weeks and 1 day", "12 Wochen und 1 Tag"."""
    whole, rest = divmod(days, 7)
    if lang == "de":
        unit = "Woche" if whole == 1 else "Wochen"
        more = f" und {rest} {'Tag' if rest == 1 else 'Tagen'}" if rest else ""
        return f"{whole} {unit}{more}"
    unit = "week" if whole == 1 else "weeks"
    more = f" and {rest} {'day' if rest == 1 else 'days'}" if rest else ""
    return f"{whole} {unit}{more}"


# --- a date as typed: "14 march 1995", "march 14th", "3. oktober 1990", "24.12.", "xmas 2027" ---

_MONTH_NAMES: dict[str, int] = {
    name: index + 1
    for index, (english, german) in enumerate(zip(MONTHS["en"], MONTHS["de"], strict=True))
    for name in {english.lower(), german.lower(), english[:3].lower(), german[:3].lower()}
} | {"sept": 9, "maerz": 3, "jänner": 1, "jaenner": 1}
_MONTH = "|".join(sorted(_MONTH_NAMES, key=len, reverse=True))
MONTH_PATTERN = _MONTH
"""Every month's name (English, German, short), as a regular expression alternation."""


def month_number(name: str) -> int | None:
    """1 to 12 for a month's name as :data:`MONTH_PATTERN` finds it ("march", "Okt", "mär")."""
    return _MONTH_NAMES.get(name.lower().rstrip("."))


_YEAR = r"(?:,?\s*(?P<year>\d{4}))?"
_FORMS = tuple(
    re.compile(form)
    for form in (
        rf"(?P<day>\d{{1,2}})(?:st|nd|rd|th|\.)?\s*(?:of\s+)?(?P<month>{_MONTH})\.?{_YEAR}",
        rf"(?P<month>{_MONTH})\.?\s+(?:the\s+)?(?P<day>\d{{1,2}})(?:st|nd|rd|th|\.)?{_YEAR}",
        r"(?P<day>\d{1,2})\.(?P<number>\d{1,2})\.?(?:\s*(?P<year>\d{4}))?",
        r"(?P<year>\d{4})-(?P<number>\d{1,2})-(?P<day>\d{1,2})",
        r"(?P<a>\d{1,2})/(?P<b>\d{1,2})(?:/(?P<year>\d{4}))?",
        rf"(?P<holiday>{HOLIDAY})(?:\s+day)?(?:\s+(?P<year>\d{{4}})"
        r"|\s+(?P<next>this|next|dieses|nächstes|naechstes)\s+(?:year|jahr))?",
    )
)
_YEAR_FIRST = re.compile(r"^((?:this|next|dieses|nächstes|naechstes) (?:year|jahr)) (.+)$")
_LEADING = re.compile(r"^(?:(?:the|der|den|dem|am|on|vom|von|bis|zum|ist|is|was|war)\s+)+")


@dataclass(frozen=True)
class Day:
    """A day as the user named it: its date in a given year, and the year if they said one."""

    on: Callable[[int], date]
    year: int | None = None
    holiday: tuple[str, str] | None = None
    """The holiday's English and German name, when it was named so."""

    def at(self, year: int) -> date | None:
        try:
            return self.on(year)
        except ValueError:
            return None  # 29 February in a common year, 31 April

    def next_from(self, today: date) -> date | None:
        """In the year said, else the next time it comes (today counts)."""
        if self.year is not None:
            return self.at(self.year)
        for year in range(today.year, today.year + 9):
            found = self.at(year)
            if found is not None and found >= today:
                return found
        return None


def read_day(said: str, today: date) -> Day | None:
    """The day ``said`` names, or None ("june 3", "3. Juni 2027", "24.12.", "christmas 2027",
    "today"); a month-first ``a/b`` only when a number over 12 says which is the day."""
    text = _LEADING.sub("", " ".join(said.lower().split()).strip(" ,.?!")).rstrip(",")
    text = _YEAR_FIRST.sub(r"\2 \1", text)  # "nächstes jahr ostern" → "ostern nächstes jahr"
    if text in ("today", "heute"):
        return Day(_fixed(today.month, today.day), today.year)
    for form in _FORMS:
        found = form.fullmatch(text)
        if found is not None:
            return _day(found.groupdict(), today)
    return None


def _day(parts: dict[str, str | None], today: date) -> Day | None:
    year = int(str(parts["year"])) if parts.get("year") else None
    if parts.get("holiday"):
        said = str(parts["holiday"])
        _words, english, german, on = next(h for h in _HOLIDAYS if re.fullmatch(h[0], said))
        if parts.get("next") in ("next", "nächstes", "naechstes"):
            year = today.year + 1
        return Day(on, year, (english, german))
    if parts.get("a"):
        a, b = int(str(parts["a"])), int(str(parts["b"]))
        if a > 12 >= b:
            month, day = b, a
        elif b > 12 >= a:
            month, day = a, b
        else:
            return None  # 3/6: the third of June or March the sixth?
    else:
        number = parts.get("number")
        month = int(number) if number else _MONTH_NAMES[str(parts["month"])]
        day = int(str(parts["day"]))
    if not 1 <= month <= 12 or not 1 <= day <= 31:
        return None
    found = Day(_fixed(month, day), year)
    return found if year is None or found.at(year) is not None else None


def said_date(day: date, language: str, *, year: bool = True) -> str:
    """ "March 14, 1995" / "14. März 1995" (without the year: "March 14", "14. März")."""
    lang = "de" if language == "de" else "en"
    month = MONTHS[lang][day.month - 1]
    if lang == "de":
        return f"{day.day}. {month} {day.year}" if year else f"{day.day}. {month}"
    return f"{month} {day.day}, {day.year}" if year else f"{month} {day.day}"


def weekday_of(said: str, today: date, language: str) -> str | None:
    """ "March 14, 1995 was a Tuesday." / "Der 3. Oktober 1990 war ein Mittwoch."; a day said
    without a year is the next one ("christmas" in December 2026: 2026's)."""
    named = read_day(said, today)
    day = named.next_from(today) if named is not None else None
    if named is None or day is None:
        return None
    lang = "de" if language == "de" else "en"
    weekday = WEEKDAYS[lang][day.weekday()]
    past = day < today
    if named.holiday is not None:
        name = f"{named.holiday[1 if lang == 'de' else 0]} {day.year}"
        when = said_date(day, lang, year=False)
        if lang == "de":
            return f"{name} ({when}) {'war' if past else 'ist'} ein {weekday}."
        return f"{name} ({when}) {'was' if past else 'is'} a {weekday}."
    if lang == "de":
        return f"Der {said_date(day, lang)} {'war' if past else 'ist'} ein {weekday}."
    return f"{said_date(day, lang)} {'was' if past else 'is'} a {weekday}."


def days_between(first: str, second: str, today: date, language: str) -> str | None:
    """ "From June 3 to August 20 is 78 days (79 counting both days)."; a day without a year
    takes the other's (or this year's), and the second comes after the first."""
    a, b = read_day(first, today), read_day(second, today)
    if a is None or b is None:
        return None
    start: date | None
    end: date | None
    if a.year is None and b.year is not None:
        end = b.at(b.year)
        start = a.at(b.year)
        if start is not None and end is not None and start > end:
            start = a.at(b.year - 1)
    else:
        year = a.year if a.year is not None else today.year
        start = a.at(year)
        end = b.at(b.year if b.year is not None else year)
        if b.year is None and start is not None and end is not None and end < start:
            end = b.at(year + 1)
    if start is None or end is None or start == end:
        return None
    start, end = min(start, end), max(start, end)
    days = (end - start).days
    february = any(start < date(y, 3, 1) <= end for y in range(start.year, end.year + 1))
    year = a.year is not None or b.year is not None or start.year != end.year or february
    lang = "de" if language == "de" else "en"
    since, until = (said_date(d, lang, year=year) for d in (start, end))
    if lang == "de":
        count = "1 Tag" if days == 1 else f"{days:,} Tage".replace(",", ".")
        both = f"{days + 1:,}".replace(",", ".")
        return (
            f"Vom {since} bis zum {until} sind es {count} ({both}, wenn man beide Tage mitzählt)."
        )
    count = "1 day" if days == 1 else f"{days:,} days"
    return f"From {since} to {until} is {count} ({days + 1:,} counting both days)."
