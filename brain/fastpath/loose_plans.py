"""Everyday planning sums (see :mod:`brain.fastpath.loose_sums`): how long at a steady rate
("25 pages a day, a 400 page book" → 16 days), how many groups a crowd needs ("35 kids, each
table seats 4" → 9 tables), a floor's area (:mod:`brain.fastpath.loose_floor`), a price that
rises or falls ("from 30 a month to 36" → 20% more), a tariff with a first hour ("2.50 for the
first hour and 1.80 for each hour after, 4 hours" → 7.90), the n-th of a timetable ("every 12
min, first at 6:05, the 5th" → 6:53). When to get up is
:mod:`brain.fastpath.loose_count_back`'s."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_time
from brain.fastpath.loose_extra import amount, money
from brain.fastpath.loose_floor import MEASURE as _N
from brain.fastpath.loose_floor import floor_area
from brain.fastpath.loose_floor import to_cents as _n
from brain.fastpath.reckon import a_or_an

# --- how long at a steady rate ---------------------------------------------------------------------

_PERIOD = (
    r"day|week|month|night|evening|morning|weekend|tag|woche|monat|nacht|abend|morgen|wochenende"
)
_RATE = re.compile(
    rf"(?P<r>{_N})\s+(?:(?P<what>[a-zäöü]+)\s+)?(?:a|an|per|each|every|pro|am|im|jeden|jede|in\s+the)\s+"
    rf"(?P<per>{_PERIOD})s?\b"
    rf"|\b(?:each|every|per|jeden|jede|pro)\s+(?P<per2>{_PERIOD})s?\s*,?\s*(?:i\s+\w+\s+|ich\s+|\w+\s+ich\s+)?"
    rf"(?P<r2>{_N})\s+(?P<what2>[a-zäöü]+)",
    re.IGNORECASE,
)
_READ = re.compile(r"pages?|chapters?|episodes?|seiten?|kapitel|folgen?|episoden?", re.IGNORECASE)
"""What is got through at a pace when the rate names no thing ("20 a night, 310 pages")."""
_GOAL = re.compile(rf"(?P<g>{_N})[\s-]+(?P<what>[a-zäöü]+)", re.IGNORECASE)
_HOW_LONG = re.compile(
    r"\b(?:how long|how many (?:days|weeks|months|nights|evenings|mornings|weekends)|when will i"
    r"|wie lange?|wie viele (?:tage|wochen|monate|nächte|naechte|abende|morgen|wochenenden))\b",
    re.IGNORECASE,
)
_PER = {"day": ("day", "days", "Tag", "Tage"), "tag": ("day", "days", "Tag", "Tage"),
        "week": ("week", "weeks", "Woche", "Wochen"), "woche": ("week", "weeks", "Woche", "Wochen"),
        "month": ("month", "months", "Monat", "Monate"),
        "monat": ("month", "months", "Monat", "Monate"),
        **dict.fromkeys(("night", "nacht"), ("night", "nights", "Abend", "Abende")),
        **dict.fromkeys(("evening", "abend"), ("evening", "evenings", "Abend", "Abende")),
        **dict.fromkeys(("morning", "morgen"), ("morning", "mornings", "Morgen", "Morgen")),
        **dict.fromkeys(("weekend", "wochenende"),
                        ("weekend", "weekends", "Wochenende", "Wochenenden"))}  # fmt: skip


def _stem(word: str) -> str:
    return word.lower().rstrip("s").removesuffix("e").removesuffix("n")


def steady_rate(text: str, language: str) -> str | None:
    """ "if i read 25 pages a day how long will it take me to finish a 400 page book" → "400
    pages at 25 a day takes 16 days."."""
    said = number_words.as_digits(text)
    rate = _RATE.search(said)
    if rate is None or not _HOW_LONG.search(said):
        return None
    rate_of, what, period = (
        rate["r"] or rate["r2"],
        rate["what"] or rate["what2"],
        rate["per"] or rate["per2"],
    )
    rest = said[: rate.start()] + " , " + said[rate.end() :]
    goals = [
        g
        for g in _GOAL.finditer(rest)
        if _stem(g["what"]) == _stem(what or "") or (not what and _READ.fullmatch(g["what"]))
    ]
    if len(goals) != 1:
        return None
    what = what or goals[0]["what"]
    per, goal = amount(rate_of), amount(goals[0]["g"])
    if not per or not goal or goal <= per:
        return None
    count = goal / per
    whole = math.ceil(count)
    unit = _PER[period.lower()]
    de = language == "de"
    units = (unit[2] if whole == 1 else unit[3]) if de else (unit[0] if whole == 1 else unit[1])
    last = goal - (whole - 1) * per
    exact = (
        ""
        if count == whole
        else f" ({_n(count, language)}, aufgerundet; am letzten {unit[2]} nur {_n(last, language)})"
        if de
        else f" ({_n(count, language)}, rounded up; the last {unit[0]} only {_n(last, language)})"
    )
    if de:
        what = what.capitalize()
        return f"{goals[0]['g']} {what} bei {rate_of} pro {unit[2]} dauern {whole} {units}{exact}."
    a = "an" if unit[0].startswith("e") else "a"
    return f"{goals[0]['g']} {what} at {rate_of} {a} {unit[0]} takes {whole} {units}{exact}."


# --- how many groups a crowd needs -----------------------------------------------------------------

_CROWD = re.compile(
    r"(?P<n>\d{1,5})\s+(?:kids|children|people|guests|students|persons|players|kinder|leute|gäste|gaeste"
    r"|personen|schüler|schueler)\b",
    re.IGNORECASE,
)
_FITS = re.compile(
    r"\b(?:each|every|one|a|jede[rs]?|ein(?:e|en)?)\s+(?P<what>[a-zäöü]+)\s+(?:seats|holds|fits|takes|sits"
    r"|has room for|hat platz für|fasst|bietet platz für)\s+(?P<k>\d{1,4})\b"
    r"|\b(?P<k2>\d{1,4})\s+(?:per|a|to a|each|pro)\s+(?P<what2>table|car|bus|room|tent|boat|tisch|auto"
    r"|zimmer|zelt|team|group|gruppe)\b",
    re.IGNORECASE,
)
_HOW_MANY = re.compile(r"\b(?:how many|wie viele)\b", re.IGNORECASE)


def groups_needed(text: str, language: str) -> str | None:
    """ "35 kids are coming and each table seats 4. how many tables" → "35 ÷ 4 = 8.75, so 9
    tables (the last one with 3)."."""
    said = number_words.as_digits(text)
    crowd, fits = _CROWD.search(said), _FITS.search(said)
    if crowd is None or fits is None or not _HOW_MANY.search(said):
        return None
    people, size = int(crowd["n"]), int(fits["k"] or fits["k2"])
    what = (fits["what"] or fits["what2"]).lower()
    if not size or people <= 0:
        return None
    needed = math.ceil(people / size)
    rest = people - (needed - 1) * size
    last = (
        ""
        if rest == size
        else (f" (der letzte mit {rest})" if language == "de" else f" (the last one with {rest})")
    )
    share = _n(Fraction(people, size), language)
    plural = what if needed == 1 else (what if what.endswith("s") else f"{what}s")
    if language == "de":
        return f"{people} ÷ {size} = {share}, also {needed}{last}."
    return f"{people} ÷ {size} = {share}, so {needed} {plural}{last}."


# --- a price that rises or falls -------------------------------------------------------------------

_FROM_TO = re.compile(
    rf"\bfrom\s+[$€£]?\s*(?P<a>{_N})\b.{{0,25}}?\bto\s+[$€£]?\s*(?P<b>{_N})\b|\bvon\s+(?P<a2>{_N})\b.{{0,25}}?"
    rf"\bauf\s+(?P<b2>{_N})\b",
    re.IGNORECASE,
)
_CHANGE = re.compile(
    r"\b(?:percent|per cent|%|prozent)\b.{0,20}\b(?:increase|more|rise|raise|up|higher|decrease|less"
    r"|drop|down|lower|change|teurer|mehr|weniger|billiger|erhöhung|steigerung)\b|\b(?:how much|by how"
    r" much|wie viel)\b.{0,20}\b(?:percent|prozent|%)",
    re.IGNORECASE,
)


def price_change(text: str, language: str) -> str | None:
    """ "my gym went from 30 a month to 36. what percent increase is that" → "From 30 to 36 is
    6 more, a 20% increase."."""
    said = number_words.as_digits(text)
    found = _FROM_TO.search(said)
    if found is None or not _CHANGE.search(said):
        return None
    a, b = amount(found["a"] or found["a2"]), amount(found["b"] or found["b2"])
    if not a or b is None or a == b:
        return None
    pct = _n(abs(b - a) / a * 100, language)
    diff = _n(abs(b - a), language)
    up = b > a
    if language == "de":
        return f"Von {_n(a, language)} auf {_n(b, language)} sind {diff} {'mehr' if up else 'weniger'}, also {pct} % {'teurer' if up else 'günstiger'}."
    return f"From {_n(a, language)} to {_n(b, language)} is {diff} {'more' if up else 'less'}, {a_or_an(pct)} {pct}% {'increase' if up else 'decrease'}."


# --- a tariff with a first hour ----------------------------------------------------------------------

_TARIFF = re.compile(
    rf"[$€£]?\s*(?P<first>{_N})\s*(?:[$€£]|euros?|dollars?)?\s*(?:for|für)\s+(?:the\s+|die\s+)?first\s+(?P<unit>hour|day|night|month)"
    rf".{{0,40}}?[$€£]?\s*(?P<then>{_N})\s*(?:[$€£]|euros?|dollars?)?\s*(?:for\s+)?(?:each|every|per|a)\s+(?:additional\s+|extra\s+)?(?:hour|day|night|month)",
    re.IGNORECASE,
)
_STAY = re.compile(
    r"\b(?:stay|park|for|rent|use|keep)\s+(?:it\s+)?(?:for\s+)?(?P<n>\d{1,3})\s+(?:hours?|days?|nights?|months?)\b",
    re.I,
)


def tariff(text: str, language: str) -> str | None:
    """ "parking is 2.50 for the first hour and 1.80 for each hour after that. how much if i stay
    4 hours" → "2.50 + 3 × 1.80 = 7.90."."""
    said = number_words.as_digits(text)
    found, stay = _TARIFF.search(said), _STAY.search(said)
    if found is None or stay is None:
        return None
    first, then, count = amount(found["first"]), amount(found["then"]), int(stay["n"])
    if first is None or then is None or count < 1:
        return None
    total = first + (count - 1) * then
    if count == 1:
        return f"{money(first, language)}."
    return (
        f"{money(first, language)} + {count - 1} × {money(then, language)}"
        f" = {money(total, language)}."
    )


# --- the n-th of a timetable ---------------------------------------------------------------------

_EVERY = re.compile(
    r"\bevery\s+(?P<m>\d{1,3})\s*(?:min|mins|minutes)\b|\balle\s+(?P<m2>\d{1,3})\s*(?:min|minuten)\b",
    re.I,
)
_FIRST_AT = re.compile(
    r"\b(?:first|erste[rs]?)\b[^.?!]{0,20}?\b(?:at|um)\s+(?P<t>\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?)?)",
    re.I,
)
_NTH = re.compile(
    r"\b(?P<n>\d{1,2})(?:st|nd|rd|th|\.)\s+(?:bus|train|tram|one|ferry|bahn|zug)\b|\b(?P<w>second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(?:bus|train|tram|one|ferry)\b",
    re.I,
)
_ORDINALS = {
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}


def nth_departure(text: str, language: str) -> str | None:
    """ "bus comes every 12 min, first one is at 6:05. what time is the 5th bus" → "6:05 + 4 ×
    12 min = 6:53."."""
    every, first, nth = _EVERY.search(text), _FIRST_AT.search(text), _NTH.search(text)
    if every is None or first is None or nth is None:
        return None
    start = read_time(first["t"])
    n = int(nth["n"]) if nth["n"] else _ORDINALS[nth["w"].lower()]
    if start is None or n < 1:
        return None
    step = int(every["m"] or every["m2"])
    minutes = start[0] + (n - 1) * step
    clock = f"{minutes // 60 % 24}:{minutes % 60:02d}"
    return f"{first['t'].strip()} + {n - 1} × {step} min = {clock}."


# --- an age on a given day ---------------------------------------------------------------------------

_BORN = re.compile(
    r"\bborn\s+(?:on\s+)?(?P<b>[\w. /-]+?\d{4})\b.*?\bhow old\b.*?\b(?:on|by|at)\s+(?P<d>[\w. /-]+?\d{4})\b"
    r"|\bgeboren\s+(?:am\s+)?(?P<b2>[\w. /-]+?\d{4})\b.*?\bwie alt\b.*?\b(?:am|zum)\s+(?P<d2>[\w. /-]+?\d{4})\b",
    re.IGNORECASE,
)


def age_on(text: str, language: str) -> str | None:
    """ "my son was born march 3 2017, how old will he be on june 1 2025" → "8 (he turned 8 on
    March 3, 2025)."."""
    from datetime import date

    from brain.fastpath.dates import read_day

    found = _BORN.search(text)
    if found is None:
        return None
    today = date.today()
    born, on = (
        read_day(found["b"] or found["b2"], today),
        read_day(found["d"] or found["d2"], today),
    )
    first = born.next_from(date(1, 1, 1)) if born else None
    then = on.next_from(date(1, 1, 1)) if on else None
    if first is None or then is None or then < first:
        return None
    years = then.year - first.year - ((then.month, then.day) < (first.month, first.day))
    if language == "de":
        return f"{years} Jahre alt."
    return f"{years} years old."


READERS = (
    ("age_on", age_on),
    ("steady_rate", steady_rate),
    ("groups_needed", groups_needed),
    ("floor_area", floor_area),
    ("price_change", price_change),
    ("tariff", tariff),
    ("nth_departure", nth_departure),
)
