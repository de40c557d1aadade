"""What a pool, a tank or an aquarium holds (see :mod:`brain.fastpath.loose_everyday`): a box
from its length, width and depth ("pool is 8 m long, 4 m wide and 1.5 m deep, how many litres" →
"8 m × 4 m × 1.5 m = 48 m³ = 48,000 litres."; "aquarium 100 x 40 x 50 cm"), a round one from
its diameter and depth ("round pool 3.6 m across, 1.2 m deep" → "π × (3.6 m ÷ 2)² × 1.2 m ≈
12.21 m³ ≈ 12,215 litres."), and how long it takes to fill at so many litres a minute or an hour
("… a hose gives 20 l a minute" → "48,000 ÷ 20 l/min = 2,400 min = 40 h."). Sizes are in metres
or centimetres; any other number said, or no vessel named, and it is left alone."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import said_length
from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import said_number

_N = r"\d{1,4}(?:[.,]\d{1,3})?"
_LEN = r"(?:cm|centimet(?:er|re)s?|zentimeter|m|met(?:er|re)s?|mtr)(?![\w²³/])"
_VESSEL = re.compile(
    r"\b(?:pool|pools|swimming pool|paddling pool|kiddie pool|tank|water tank|fish tank|aquarium"
    r"|terrarium|pond|hot tub|tub|bathtub|trough|cistern|water butt|rain barrel|container|basin"
    r"|becken|schwimmbecken|planschbecken|plantschbecken|pools?|teich|gartenteich|wanne|badewanne"
    r"|zisterne|regentonne|behälter|behaelter|wassertank|tank|bottich|trog|whirlpool)\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\b(?:how many (?:litres|liters|l|gallons|cubic)|how much water|volume|capacity|hold|holds"
    r"|take|fit|how long|fill|wie ?viele? (?:liter|l|kubikmeter)|wie ?viel wasser|volumen"
    r"|fassungsvermögen|fassungsvermoegen|fasst|passen|passt|rein|hinein|wie lange|füll\w*"
    r"|fuell\w*|voll)\b",
    re.IGNORECASE,
)
_FILL = re.compile(
    r"\b(?:how long|wie lange|wie ?viele? (?:stunden|minuten)|how many (?:hours|minutes))\b",
    re.IGNORECASE,
)
_BOX = re.compile(
    rf"(?<![\d.,])(?P<a>{_N})\s*(?P<ua>{_LEN})?\s*(?:x|×|\*|by|mal)\s*(?P<b>{_N})\s*(?P<ub>{_LEN})?"
    rf"\s*(?:x|×|\*|by|mal)\s*(?P<c>{_N})\s*(?P<uc>{_LEN})?",
    re.IGNORECASE,
)
_SIDE = {
    "long": "l", "length": "l", "lang": "l", "länge": "l", "laenge": "l",
    "wide": "w", "width": "w", "breit": "w", "breite": "w",
    "deep": "d", "depth": "d", "high": "d", "height": "d", "tall": "d", "tief": "d", "tiefe": "d",
    "hoch": "d", "höhe": "d", "hoehe": "d",
    "diameter": "r", "across": "r", "durchmesser": "r",
}  # fmt: skip
_SIDE_WORD = "|".join(sorted(_SIDE, key=len, reverse=True))
_SIDES = re.compile(
    rf"(?<![\d.,])(?P<n>{_N})\s*(?P<u>{_LEN})\s*(?:in\s+|im\s+)?(?:of\s+)?(?P<s>{_SIDE_WORD})\b"
    rf"|\b(?P<s2>{_SIDE_WORD})\s*(?:is\s+|of\s+|von\s+|ist\s+|:\s*|=\s*)?(?P<n2>{_N})\s*(?P<u2>{_LEN})",
    re.IGNORECASE,
)
_ROUND = re.compile(r"\b(?:round|circular|rund\w*|kreisrund\w*|diameter|durchmesser)\b", re.I)
_RATE = re.compile(
    rf"(?<![\d.,])(?P<r>{_N})\s*(?:l|litres?|liters?|liter)\s*(?:a|an|per|each|every|/|pro|in\s+der"
    r"|je|die|in\s+einer)\s*(?P<per>min(?:ute)?|h|hr|hour|stunde|std)\b",
    re.IGNORECASE,
)
_LITRES = re.compile(r"\b(?:litres?|liters?|liter|l)\b", re.IGNORECASE)


def _metres(number: str, unit: str | None) -> Fraction | None:
    value = amount(number)
    if value is None or unit is None:
        return None
    return value / 100 if unit.lower().startswith(("c", "z")) else value


def _sizes(said: str) -> tuple[str, list[Fraction], str] | None:
    """``("box" | "round", sizes in metres, the rest of the words)``."""
    box = _BOX.search(said)
    if box is not None:
        last = box["uc"]
        units = [box["ua"] or last, box["ub"] or last, last]
        sizes = [_metres(box[k], u) for k, u in zip("abc", units, strict=True)]
        rest = said[: box.start()] + " # " + said[box.end() :]
        if any(s is None or not s for s in sizes):
            return None
        return "box", [s for s in sizes if s is not None], rest
    found: dict[str, Fraction] = {}
    rest = said
    for m in _SIDES.finditer(said):
        side = _SIDE[(m["s"] or m["s2"]).lower()]
        size = _metres(m["n"] or m["n2"], m["u"] or m["u2"])
        if side in found or not size:
            return None
        found[side] = size
        rest = rest.replace(m.group(0), " # ", 1)
    if set(found) == {"l", "w", "d"}:
        return "box", [found["l"], found["w"], found["d"]], rest
    if set(found) == {"r", "d"} and _ROUND.search(said):
        return "round", [found["r"], found["d"]], rest
    return None


def _n(value: Fraction, language: str, places: int = 2) -> str:
    scale = 10**places
    return said_number(Fraction(round(value * scale), scale), language)


def volume(text: str, language: str) -> str | None:
    """ "our pool is 8 m long, 4 m wide and 1.5 m deep, how many litres" → "8 m × 4 m × 1.5 m
    = 48 m³ = 48,000 litres."."""
    said = number_words.as_digits(text)
    if _VESSEL.search(said) is None or _ASKED.search(said) is None:
        return None
    sized = _sizes(said)
    if sized is None:
        return None
    shape, sizes, rest = sized
    rate = _RATE.search(rest)
    if rate is not None:
        rest = rest[: rate.start()] + " # " + rest[rate.end() :]
    if re.search(r"\d", rest) or any(s > 100 for s in sizes):
        return None
    de = language == "de"
    if shape == "box":
        cubic = sizes[0] * sizes[1] * sizes[2]
        sum_ = " × ".join(f"{_n(s, language)} m" for s in sizes)
        eq = "="
    else:
        radius = sizes[0] / 2
        cubic = Fraction(math.pi * float(radius * radius * sizes[1]))
        sum_ = f"π × ({_n(sizes[0], language)} m ÷ 2)² × {_n(sizes[1], language)} m"
        eq = "≈"
    litres = Fraction(round(cubic * 1000))
    if not 0 < litres <= 10**7:
        return None
    held = f"{said_number(litres, language)} {'Liter' if de else 'litres'}"
    line = f"{sum_} {eq} {_n(cubic, language, 3 if cubic < 1 else 2)} m³ {eq} {held}"
    if rate is None:
        if _FILL.search(said) and not _LITRES.search(rest):
            return None  # "how long to fill" with no rate said: not this sum
        return f"{line}."
    per = amount(rate["r"])
    if not per:
        return None
    hourly = rate["per"].lower().startswith(("h", "s"))
    minutes = litres / per * (60 if hourly else 1)
    took = said_length(round(minutes), language)
    shown_rate = f"{_n(per, language)} l/{'h' if hourly else 'min'}"
    if not _FILL.search(said) or round(minutes) < 1:
        return None
    count = said_number(Fraction(round(minutes)), language)
    took_said = took
    if minutes >= 60 and not hourly:
        took_said = f"{count} {'Min.' if de else 'min'} = {took}"
    if de:
        return f"{line}; {said_number(litres, language)} l ÷ {shown_rate} = {took_said} zum Füllen."
    return f"{line}; {said_number(litres, language)} l ÷ {shown_rate} = {took_said} to fill."


READERS = (("volume", volume),)
