"""Amounts over rates and shapes, read by their parts (see :mod:`brain.fastpath.loose_sums`):

- how long a job takes at a rate ("250 flyers, the printer does 18 a minute"; "12kg bag, he
  eats 280g a day"; "4.2 GB at 15 MB/s");
- the floor area of several rooms, the fence round a rectangle less a gate;
- a price without the VAT it includes; an amount in two units ("7 lb 4 oz", "5 ft 9") in another;
- the day a book is finished at so many pages a day.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words, units
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number
from brain.fastpath.travel_time import said_hours

_SIZES: dict[str, tuple[str, int | Fraction]] = {  # a base unit per kind: g, ml, MB
    "g": ("mass", 1), "gr": ("mass", 1), "grams": ("mass", 1), "kg": ("mass", 1000),
    "kilo": ("mass", 1000), "kilos": ("mass", 1000), "ml": ("volume", 1), "l": ("volume", 1000),
    "litres": ("volume", 1000), "liters": ("volume", 1000), "litre": ("volume", 1000),
    "mb": ("data", 1), "gb": ("data", 1000), "tb": ("data", 1_000_000), "kb": ("data", Fraction(1, 1000)),
}  # fmt: skip
_PER = {"second": 1, "sec": 1, "s": 1, "minute": 60, "min": 60, "hour": 3600, "hr": 3600,
        "h": 3600, "day": 86400, "tag": 86400, "stunde": 3600}  # fmt: skip
_UNITS = "|".join(sorted(_SIZES, key=len, reverse=True))
_RATE = re.compile(
    rf"(?P<r>{NUMBER})\s*(?P<u>{_UNITS}|pages?|flyers?|copies|pieces?|items?|seiten|stück)?\s*"
    r"(?:a|per|each|every|/|pro|am|in the)\s*(?P<per>second|sec|s|minute|min|hour|hr|h|day|tag|stunde)\b",
    re.IGNORECASE,
)
_TOTAL = re.compile(
    rf"(?<![\d.,])(?P<n>{NUMBER})\s*(?P<u>{_UNITS}|pages?|flyers?|copies|pieces?|items?)?\b", re.I
)
_LONG = re.compile(
    r"\b(?:how long|how many (?:days|hours|minutes|weeks)|wie lange?|wie viele (?:tage|stunden|minuten))\b"
    r"|\bdoes (?:a|the|one) \w+ last\b",
    re.IGNORECASE,
)


def _kind(unit: str | None) -> tuple[str, Fraction]:
    if not unit:
        return "count", Fraction(1)
    found = _SIZES.get(unit.lower())
    return (found[0], Fraction(found[1])) if found else ("count", Fraction(1))


def at_a_rate(text: str, language: str) -> str | None:
    """ "need 250 flyers, the printer does 18 a minute, how long" → "250 ÷ 18 a minute ≈ 13.9
    minutes (14 minutes)."."""
    said = (
        number_words.as_digits(text).replace("MB/s", "MB a second").replace("mb/s", "mb a second")
    )
    rate = _RATE.search(said)
    if rate is None or not _LONG.search(said):
        return None
    if re.fullmatch(r"pages?|seiten", rate["u"] or "", re.IGNORECASE) and rate["per"].lower() in (
        "day",
        "tag",
    ):
        return None  # "30 pages a day, a 400 page book": finished on the 14th day (loose_plans)
    rest = said[: rate.start()] + " " + said[rate.end() :]
    totals = [m for m in _TOTAL.finditer(rest) if amount(m["n"])]
    kind, size = _kind(rate["u"])
    fitting = [m for m in totals if _kind(m["u"])[0] == kind]
    if len(fitting) != 1:
        return None
    r = amount(rate["r"])
    n = amount(fitting[0]["n"])
    if not r or not n:
        return None
    total_size = _kind(fitting[0]["u"])[1]
    seconds = n * total_size / (r * size) * _PER[rate["per"].lower()]
    if seconds >= 86400 * 2 and rate["per"].lower() in ("day", "tag"):
        days = seconds / 86400
        shown = said_number(Fraction(round(days * 10), 10), language)
        whole = math.floor(days)
        if language == "de":
            return f"Etwa {shown} Tage (volle {whole} Tage)."
        return f"About {shown} days ({whole} full days)."
    took = said_hours(seconds / 3600, language)
    return f"About {took}." if language != "de" else f"Etwa {took}."


# --- floor area of rooms, a fence round a rectangle -------------------------------------------

_BY = re.compile(
    rf"(?P<a>{NUMBER})\s*(?:m|cm)?\s*(?:by|x|×|mal)\s*(?P<b>{NUMBER})\s*(?:m\b)?", re.I
)


def rooms_area(text: str, language: str) -> str | None:
    """ "3 rooms: 4 by 5 m, 3 by 3.5 and 2.5 by 2, how many square metres altogether" → "20 +
    10.5 + 5 = 35.5 m²."."""
    if not re.search(r"\b(?:altogether|in total|total|combined|insgesamt|zusammen)\b", text, re.I):
        return None
    if not re.search(r"\b(?:square|sq|m²|m2|quadratmeter|qm|area|fläche)\b", text, re.I):
        return None
    said = number_words.as_digits(text)
    rooms = [(amount(m["a"]), amount(m["b"])) for m in _BY.finditer(said)]
    if len(rooms) < 2 or not all(a and b for a, b in rooms):
        return None
    areas = [a * b for a, b in rooms if a and b]
    parts = " + ".join(said_number(x, language) for x in areas)
    return f"{parts} = {said_number(sum(areas, Fraction(0)), language)} m²."


_GATE = re.compile(rf"(?P<g>{NUMBER})\s*m\s*(?:wide\s+)?(?:gate|opening|tor|durchgang)", re.I)


def fence(text: str, language: str) -> str | None:
    """ "a rectangle 12 m by 7.5 m, with a 1 m gate, how many metres of fencing" → "2 × (12 +
    7.5) = 39 m round, less the 1 m gate: 38 m."."""
    if not re.search(
        r"\b(?:fenc\w*|zaun|around|round|perimeter|umfang|edging|border)\b", text, re.I
    ):
        return None
    said = number_words.as_digits(text)
    sides = list(_BY.finditer(said))
    if len(sides) != 1:
        return None
    a, b = amount(sides[0]["a"]), amount(sides[0]["b"])
    if not a or not b:
        return None
    round_ = 2 * (a + b)
    gate = _GATE.search(said)
    g = amount(gate["g"]) if gate else None
    shown = f"2 × ({said_number(a, language)} + {said_number(b, language)}) = {said_number(round_, language)} m"
    if g:
        less = "abzüglich" if language == "de" else "less the"
        gate_word = "Tor" if language == "de" else "gate"
        return f"{shown}, {less} {said_number(g, language)} m {gate_word}: {said_number(round_ - g, language)} m."
    return f"{shown}."


# --- VAT taken out, an amount in two units, a book finished ----------------------------------

_VAT = re.compile(
    rf"(?P<x>{NUMBER})\s*(?:[$€£]|euros?|eur)?\s*(?:\w+\s+){{0,3}}?(?:incl(?:uding|\.)?|inkl(?:usive|\.)?|with)"
    rf"\s*(?P<p>{NUMBER})\s*%\s*(?:vat|tax|mwst|ust|sales tax)",
    re.IGNORECASE,
)


def vat_removed(text: str, language: str) -> str | None:
    """ "89 euros including 19% vat, price before tax?" → "89 ÷ 1.19 = 74.79 (VAT 14.21)."."""
    if not re.search(r"\b(?:before|without|excl\w*|net|netto|ohne|vor)\b", text, re.I):
        return None
    found = _VAT.search(number_words.as_digits(text))
    if found is None:
        return None
    x, p = amount(found["x"]), amount(found["p"])
    if not x or not p:
        return None
    net = x / (1 + p / 100)
    factor = said_number(1 + p / 100, language)
    vat = "MwSt." if language == "de" else "VAT"
    if language == "de":
        return f"Ohne {vat} sind es {money(net, language)}: {found['x']} ÷ {factor} ({vat} {money(x - net, language)})."
    return f"Without {vat} it is {money(net, language)}: {found['x']} ÷ {factor} ({vat} {money(x - net, language)})."


_NEXT = {"foot": "inch", "pound": "ounce", "stone": "pound", "metre": "centimetre",
         "kilogram": "gram", "litre": "millilitre"}  # fmt: skip
"""The smaller unit meant when a number follows a unit alone ("5 ft 9", "1 m 80")."""
_MIXED = re.compile(
    rf"(?<![\w.,])(?P<a>\d{{1,4}}(?:[.,]\d{{1,3}})?)\s*(?P<ua>{units.NAMES}|')(?![a-zäöüß])\.?\s*"
    rf"(?:and\s+|und\s+|&\s+)?(?P<b>\d{{1,4}}(?:[.,]\d{{1,3}})?)(?:\s*(?P<ub>{units.NAMES}|\"|'')"
    r"(?![a-zäöüß])\.?)?(?![\d.,]*\d|\s*(?:%|x\b|times\b|mal\b|per\b|pro\b|/))",
    re.IGNORECASE,
)
"""An amount in two units ("7 lb 4 oz", "2 kg 300 g", "5'9\"", "1 m 80")."""
_TARGET = re.compile(rf"(?<![\w'’])(?P<u>{units.NAMES})(?![\w'’])", re.IGNORECASE)
_NOT_TARGETS = frozenset({"in", "t", "s", "h", "l", "g", "m", "mi"})
"""Names that are mostly other words ("in", "i'm"): no unit asked for, alone."""


def _key(name: str | None, language: str) -> str | None:
    said = {"'": "foot", '"': "inch", "''": "inch"}.get(name or "", name)
    return units.key(said, language) if said else None


def mixed_amount(text: str, language: str) -> str | None:
    """ "she weighed 7 lb 4 oz at birth, in kg?" → "7 pounds 4 ounces is about 3.29
    kilograms."; "2 kg 300 g in pounds", "1 stone 3 lb in kg", "5 foot 9, the form wants cm":
    the whole amount, not its last part alone. Durations are
    :func:`brain.fastpath.loose_extra.duration_in`'s."""
    language = "de" if language == "de" and units.GERMAN.search(text) else "en"
    found = [m for m in _MIXED.finditer(text) if _key(m["ua"], language)]
    if len(found) != 1:
        return None
    said = found[0]
    big = _key(said["ua"], language)
    kind = units.unit(big or "", language)
    small, end = _key(said["ub"], language), said.end()
    second = units.unit(small, language) if small else None
    if second is None or kind is None or second.kind != kind.kind:
        small, end = _NEXT.get(big or ""), said.end("b")  # "1 kilo 200 in pounds": grams
    if big == "pfund" and small == "ounce":
        big = "pound"  # "7 Pfund 4 Unzen": pounds of ounces, not half kilos
    if big is None or small is None or kind is None or kind.kind == "time":
        return None
    rest = text[: said.start()] + " # " + text[end:]
    wanted = set()
    for target in _TARGET.finditer(rest):
        before = rest[: target.start()]
        if re.search(r"\d\s*$", before):
            continue  # "now she's 9 kg": an amount, not the unit asked for
        if target["u"].lower() in _NOT_TARGETS and not re.search(
            r"\b(?:in|to|into|as)\s+$", before
        ):
            continue
        found_unit = units.unit(target["u"], language)
        if found_unit is not None and found_unit.kind == kind.kind:
            wanted.add(units.key(target["u"], language))
    a, b = amount(said["a"]), amount(said["b"])
    if len(wanted) != 1 or a is None or b is None:
        return None
    return units.mixed([(a, big), (b, small)], str(wanted.pop()), language)


_PAGES = re.compile(
    r"\b(?:page|seite)\s+(?P<at>\d{1,4})\s+(?:of|von)\s+(?:a|an|the)?\s*(?P<of>\d{1,4})"
    r"|(?P<at2>\d{1,4})\s+(?:of|von)\s+(?P<of2>\d{1,4})\s+pages",
    re.I,
)
_A_DAY = re.compile(
    r"(?P<n>\d{1,3})\s*(?:pages|seiten)\s*(?:a|per|each|every|am|pro)\s*(?:day|tag)", re.I
)
_TODAY = re.compile(
    r"\b(?:it'?s|today is|heute ist)\s+the\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?\b|\bthe (?P<d2>\d{1,2})(?:st|nd|rd|th)\b",
    re.I,
)


def book_done(text: str, language: str) -> str | None:
    """ "up to page 118 of a 412 page book, 35 pages a day starting today (the 3rd), on what day
    do i finish" → "294 pages left ÷ 35 = 8.4, so 9 days: you finish on the 11th."."""
    pages, rate = _PAGES.search(text), _A_DAY.search(text)
    if pages is None or rate is None:
        return None
    at, of = int(pages["at"] or pages["at2"]), int(pages["of"] or pages["of2"])
    per = int(rate["n"])
    if not per or at >= of:
        return None
    left = of - at
    days = -(-left // per)
    line = (
        f"{left} pages left ÷ {per} = {said_number(Fraction(left, per), language)}, so {days} days"
    )
    today = _TODAY.search(text)
    if today is not None:
        start = int(today["d"] or today["d2"])
        end = start + days - 1
        suffix = "th" if 10 <= end % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(end % 10, "th")
        return f"{line}, counting today: you finish on the {end}{suffix}."
    return f"{line}."


READERS = (
    ("at_a_rate", at_a_rate),
    ("rooms_area", rooms_area),
    ("fence", fence),
    ("vat_removed", vat_removed),
    ("mixed_amount", mixed_amount),
    ("book_done", book_done),
)
