"""Things set at even spacing along a length (see :mod:`brain.fastpath.loose_everyday`): plants
in a hedge, trees along a road, fence posts, lamps round a pond. On an open line with both ends
set there is one more than the gaps ("a 30 m hedge, a plant every 1.5 m" → "30 m ÷ 1.5 m = 20
gaps; + 1 for both ends = 21 plants."), without the ends ("between") one fewer, and on a closed
loop ("around a round pond of 40 m") as many as the gaps. A loop may be said by a diameter
(π × d) or a rectangle's sides (2 × (a + b))."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount
from brain.fastpath.reckon import said_number

_UNIT = (
    r"(?P<u>km|kilomet(?:er|re)s?|m|met(?:er|re)s?|cm|zentimeter|centimet(?:er|re)s?|mm"
    r"|ft|feet|foot|yds?|yards?|miles?|in(?=\s*(?:apart|intervals?))|inch(?:es)?)"
)
_LENGTH = re.compile(rf"(?<![\d.,])(?P<n>{NUMBER})\s*(?:-\s*)?{_UNIT}(?![\w²³])", re.IGNORECASE)
_BY = re.compile(
    rf"(?<![\d.,])(?P<a>{NUMBER})\s*(?:m|ft|feet|metres?|meters?|meter)?\s*(?:by|x|×|mal)\s*"
    rf"(?P<n>{NUMBER})\s*(?:-\s*)?{_UNIT}(?![\w²³])",
    re.IGNORECASE,
)
_EVERY_BEFORE = re.compile(
    r"(?:\bevery|\beach|\balle|\bjede[nrs]?|\bintervals?\s+of|\bspaced(?:\s+(?:at|by))?|\bgaps?\s+of"
    r"|\bspacing\s+of|\bin\s+abständen\s+von|\bin\s+abstaenden\s+von|\bim\s+abstand\s+von|\babstand"
    r"(?:\s+von)?|\bspacing|\bapart\s+by)\s*$",
    re.IGNORECASE,
)
_EVERY_AFTER = re.compile(
    r"^\s*(?:apart|intervals?|spacing|gaps?|abstand|auseinander|voneinander(?:\s+entfernt)?"
    r"|from\s+each\s+other|between\s+(?:each|them|two)|between\s+(?:the\s+)?(?:plants|trees|posts"
    r"|poles|lamps|stakes|lights))\b",
    re.IGNORECASE,
)
_LOOP = re.compile(
    r"\b(?:around|round|circle|circular|ring|loop|closed|perimeter|encircl\w*|rund\w*|kreis\w*"
    r"|ringsum|rings\s+um|umfang|herum|rundherum|diameter|durchmesser|radius)\b(?!\s+\d)",
    re.IGNORECASE,
)
_NO_ENDS = re.compile(
    r"\b(?:between|zwischen|not\s+at\s+(?:the|either|both)\s+ends?|no\s+\w+\s+at\s+the\s+ends"
    r"|(?:without|excluding|not\s+counting|minus|except(?:\s+at)?)\s+(?:the\s+|both\s+)?ends"
    r"|ohne\s+(?:die\s+)?enden|nicht\s+an\s+den\s+enden|ends?\s+(?:are\s+)?(?:already|not)"
    r"|enden\s+(?:sind\s+)?(?:schon|bereits|nicht))\b",
    re.IGNORECASE,
)
_ONE_END = re.compile(
    r"\b(?:(?:only\s+)?at\s+one\s+end|one\s+end\s+only|nur\s+an\s+einem\s+ende|an\s+einem\s+ende)\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\b(?:how\s+many|wie\s*viele)\b(?:\s+(?P<what>[a-zäöüß-]+))?(?:\s+(?P<what2>[a-zäöüß-]+))?",
    re.IGNORECASE,
)
_NOT_COUNTED = re.compile(
    r"^(?:m|metres?|meters?|meter|km|cm|feet|ft|yards?|gaps?|days?|hours?|minutes?|times|tage|stunden"
    r"|abstände|abstaende|litres?|liters?|liter|kg|euros?|dollars?|m²|square|sq)$",
    re.IGNORECASE,
)
_FILLER = re.compile(
    r"^(?:do|will|would|should|can|of|more|new|young|little|small|big|fence|garden|hedge|street"
    r"|brauche|brauchen|muss|sollte|kann|ich|wir|i|we|you|in|total)$",
    re.IGNORECASE,
)
_THING = re.compile(
    r"\b(?:an?|one|1|eine?n?|jede[nrs]?|each)\s+(?P<thing>[a-zäöüß-]{3,20})\s+(?:every|each|alle|at|in|im|spaced|placed|set)\b",
    re.IGNORECASE,
)


_ARTICLES = re.compile(
    r"(?<![\d.,])1(?=\s*[-–—:,]?\s+[a-zäöüß#])|\b(?:between|zwischen)\s+(?:the\s+|den\s+)?2\s+(?=[a-zäöüß])",
    re.IGNORECASE,
)
"""Numbers that are words: "one every 2 m", "eine Pflanze", "between two trees"."""
_SIDES = re.compile(
    r"\b(?:both|either|each)\s+sides?\b|\b(?:beiden|beide|jeder)\s+seiten?\b|\bbeidseitig\b",
    re.IGNORECASE,
)


_UNITS: tuple[tuple[tuple[str, ...], str, str, Fraction], ...] = (
    (("km", "kilo"), "km", "metric", Fraction(1000)),
    (("cm", "zenti", "centi"), "cm", "metric", Fraction(1, 100)),
    (("mm",), "mm", "metric", Fraction(1, 1000)),
    (("mi",), "mi", "imperial", Fraction(5280)),
    (("yd", "yard"), "yd", "imperial", Fraction(3)),
    (("in",), "in", "imperial", Fraction(1, 12)),
    (("f",), "ft", "imperial", Fraction(1)),
    (("m",), "m", "metric", Fraction(1)),
)
"""A length's unit as shown, its system, and its size in metres or feet."""


def _unit(said: str) -> tuple[str, str, Fraction]:
    word = said.lower()
    for prefixes, shown, system, size in _UNITS:
        if word.startswith(prefixes):
            return shown, system, size
    return "m", "metric", Fraction(1)


def _spacing(said: str) -> re.Match[str] | None:
    """The one length said as the spacing ("every 1.5 m", "2 m apart")."""
    found = [
        m
        for m in _LENGTH.finditer(said)
        if _EVERY_BEFORE.search(said[: m.start()]) or _EVERY_AFTER.search(said[m.end() :])
    ]
    return found[0] if len(found) == 1 else None


def spaced(text: str, language: str) -> str | None:
    """ "30 m hedge, a plant every 1.5 m, how many plants" → "30 m ÷ 1.5 m = 20 gaps; + 1 for
    both ends = 21 plants."."""
    said = number_words.as_digits(text)
    asked = _ASKED.search(said)
    step = _spacing(said)
    if asked is None or step is None:
        return None
    rest = said[: step.start()] + " # " + said[step.end() :]
    side = _BY.search(rest)
    lengths = [side] if side is not None else list(_LENGTH.finditer(rest))
    if len(lengths) != 1:
        return None
    length = lengths[0]
    left = rest[: length.start()] + " # " + rest[length.end() :]
    if re.search(r"\d", _ARTICLES.sub(" ", left)):
        return None
    whole, s = amount(length["n"]), amount(step["n"])
    if not whole or not s:
        return None
    system, gap_system = _unit(length["u"])[1], _unit(step["u"])[1]
    long, gap = whole * _unit(length["u"])[2], s * _unit(step["u"])[2]
    if system != gap_system or not 0 < gap < long:
        return None
    return _said(said, left, asked, (length, step, side), (long, gap), language)


def _what(said: str, asked: re.Match[str], language: str) -> str:
    words = [w for w in (asked["what"], asked["what2"]) if w]
    for word in words:
        if _NOT_COUNTED.match(word):
            return ""
        if not _FILLER.match(word):
            return word
    thing = _THING.search(said)
    if thing is not None and not _NOT_COUNTED.match(thing["thing"]):
        word = thing["thing"]
        if language == "de":
            return {"pflanze": "Pflanzen", "laterne": "Laternen", "lampe": "Lampen"}.get(
                word.lower(), word
            )
        return word if word.endswith("s") else f"{word}s"
    return "Stück" if language == "de" else "in all"


def _said(
    said: str,
    left: str,
    asked: re.Match[str],
    found: tuple[re.Match[str], re.Match[str], re.Match[str] | None],
    base: tuple[Fraction, Fraction],
    language: str,
) -> str | None:
    length, step, side = found
    long, gap = base
    what = _what(said, asked, language)
    loop = _LOOP.search(left) is not None
    if not what or (side is not None and not loop):
        return None
    de = language == "de"
    what = what[:1].upper() + what[1:] if de else what
    unit, gap_unit = _unit(length["u"])[0], _unit(step["u"])[0]
    said_long, said_gap = amount(length["n"]) or Fraction(0), amount(step["n"]) or Fraction(0)
    round_ = " Umfang; " if de else " round; "
    line = ""
    if side is not None:  # a rectangle's sides
        a = amount(side["a"]) or Fraction(0)
        long = long * 2 * (a + said_long) / said_long
        line = f"2 × ({_n(a, language)} {unit} + {_n(said_long, language)} {unit}) = "
        line += f"{_n(2 * (a + said_long), language)} {unit}{round_}"
    elif across := re.search(r"\b(?:diameter|durchmesser|across|radius)\b", said, re.I):
        times = 2 if across.group(0).lower() == "radius" else 1
        long = long * times * Fraction(math.pi)
        shown = f"{'2 × ' if times == 2 else ''}π × {_n(said_long, language)} {unit}"
        line = f"{shown} ≈ {_n(said_long * times * Fraction(math.pi), language)} {unit}{round_}"
    elif unit != gap_unit:
        line = f"{_n(said_long, language)} {unit} = "
    line += (
        f"{_n(long * said_gap / gap, language)} {gap_unit} ÷ {_n(said_gap, language)} {gap_unit}"
    )
    return _counted(line, (long / gap, said_gap, gap_unit), left, what, language)


def _n(x: Fraction, language: str) -> str:
    return said_number(Fraction(round(x * 100), 100), language)


def _counted(
    line: str, gaps_said: tuple[Fraction, Fraction, str], left: str, what: str, language: str
) -> str | None:
    """The count from the gaps: as many on a loop, one more with both ends, one fewer
    without them."""
    exact, gap, gap_unit = gaps_said
    gaps = Fraction(math.ceil(exact - Fraction(1, 1000)))
    if gaps > 10_000:
        return None
    de = language == "de"
    gaps_word = "Abstände" if de else "gaps"
    loop = _LOOP.search(left) is not None
    if gaps != exact:
        most = (
            f"je höchstens {_n(gap, language)} {gap_unit}"
            if de
            else f"at most {_n(gap, language)} {gap_unit} each"
        )
        line += f" ≈ {_n(exact, language)}, {'also' if de else 'so'} {_n(gaps, language)} {gaps_word} ({most})"
    elif not loop:
        line += f" = {_n(gaps, language)} {gaps_word}"
    count = _n(gaps, language)
    if loop:
        note = (
            "im geschlossenen Kreis so viele wie Abstände"
            if de
            else "a closed loop has as many as gaps"
        )
        return f"{line}{' →' if gaps != exact else ' ='} {count} {what} ({note})."
    if _NO_ENDS.search(left):
        ends = "ohne die Enden" if de else "without the ends"
        return f"{line}; − 1 {ends} = {_n(gaps - 1, language)} {what}." if gaps >= 2 else None
    if _ONE_END.search(left):
        ends = "nur an einem Ende" if de else "at one end only"
        return f"{line} → {count} {what} ({ends})."
    ends = "für beide Enden" if de else "for both ends"
    line = f"{line}; + 1 {ends} = {_n(gaps + 1, language)}"
    if _SIDES.search(left):
        return (
            f"{line} {'pro Seite' if de else 'a side'}; × 2 = {_n(2 * gaps + 2, language)} {what}."
        )
    return f"{line} {what}."


READERS = (("spaced", spaced),)
