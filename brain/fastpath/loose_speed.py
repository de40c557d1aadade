"""Average speed over legs (see :mod:`brain.fastpath.loose_everyday`). The same way there and
back (or two halves of a distance) at two speeds averages by the harmonic mean, not the plain
one ("60 there, 40 back, average speed" → "Same distance each way: 2 × 60 × 40 ÷ (60 + 40) = 48
(not 50: the slower leg takes longer)."); legs said with distances, times or speeds average as
the whole distance over the whole time ("20 km at 20 km/h, then 20 km at 10 km/h" → "20 km ÷
20 km/h = 1 h; 20 km ÷ 10 km/h = 2 h; 40 km ÷ 3 h ≈ 13.33 km/h."). Equal times at two speeds
("an hour at 100, an hour at 50") do average plainly."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount
from brain.fastpath.reckon import said_number

_AVERAGE_SPEED = re.compile(
    r"\b(?:average|avg|mean|overall)\s+(?:speed|pace|velocity|mph|km/?h)\b|\baverage\b.{0,40}"
    r"\b(?:speed|mph|km/?h|kph)\b|\b(?:speed|mph|km/?h|kph)\b.{0,40}\baverage\b"
    r"|\bdurchschnitt\w*|\bschnitt\b|\bmittlere\w*\s+geschwindigkeit\b|\bim\s+mittel\b",
    re.IGNORECASE,
)
_SPEED_UNIT = r"(?P<su>km/h|kmh|kph|km/std|mph|m/s|knots|kn|kilomet(?:er|re)s?\s+(?:per|an|pro)\s+(?:hour|stunde)|miles\s+(?:per|an)\s+hour)"
_DIST_UNIT = r"(?P<du>km|kilomet(?:er|re)s?|mi|miles?|meilen|m|met(?:er|re)s?)"
_TIME_UNIT = r"(?P<tu>h|hrs?|hours?|std\.?|stunden?|min|mins|minutes?|minuten)"
_NOT_BARE = (
    r"\s*(?:%|mph|kmh|kph|knots|kn\b|m/s|km|kilo|mi\b|miles?|meilen|m\b|met|h\b|hrs?\b|hours?|std|stunden?|min|euro|dollar"
    r"|[$€£]|times|mal|x\b|people|leute|kg|g\b|l\b|years?|jahre?)"
)
_QUANTITY = re.compile(
    rf"(?<![\d.,])(?P<n>{NUMBER}|an?|one|half\s+an?|eine[nr]?|einer\s+halben|1/2)\s*"
    rf"(?:{_SPEED_UNIT}|{_DIST_UNIT}(?![\w/])|{_TIME_UNIT}(?!\w))"
    rf"|(?:\b(?:at|with|mit|bei|doing|going|averaging|went|drove|rode|ran|cycled|walked|fuhr)\s+"
    rf"(?:about\s+|around\s+|etwa\s+|ca\.?\s+)?)(?P<bare>{NUMBER})\b(?!{_NOT_BARE})",
    re.IGNORECASE,
)
_BARE = re.compile(rf"(?<![\d.,:/])(?P<n>{NUMBER})(?![\d.,:/]|{_NOT_BARE})", re.I)
_THERE_AND_BACK = re.compile(
    r"\b(?:there|back|return\w*|home|way\s+back|way\s+there|outbound|up|down|uphill|downhill"
    r"|hin|zurück|zurueck|rückweg|rueckweg|hinweg|rauf|runter|(?<!wie )hoch|bergauf|bergab|heimweg"
    r"|first\s+half|second\s+half|other\s+half|erste\w*\s+hälfte|zweite\w*\s+hälfte|half\s+(?:the|of\s+the)"
    r"\s+(?:way|distance|trip|route|journey|race|course))\b",
    re.IGNORECASE,
)
_SAME_TIME = re.compile(
    r"\bhalf\s+(?:the|of\s+the)\s+time\b|\bhälfte\s+der\s+zeit\b|\bhalbe\s+zeit\b", re.IGNORECASE
)


def _speed_unit(said: str | None) -> str:
    if not said:
        return ""
    word = said.lower()
    if word.startswith(("mph", "mile")):
        return "mph"
    if word in ("m/s", "knots", "kn"):
        return "m/s" if word == "m/s" else "kn"
    return "km/h"


def _dist_unit(said: str) -> str:
    word = said.lower()
    return "mi" if word.startswith(("mi", "meil")) else "km" if word.startswith("k") else "m"


def _hours(n: Fraction, unit: str) -> Fraction:
    return n / 60 if unit.lower().startswith("min") else n


def _count(said: str) -> Fraction | None:
    word = said.lower()
    if word.startswith(("half", "einer halben", "1/2")):
        return Fraction(1, 2)
    if word in ("a", "an", "one", "ein", "eine", "einen", "einer"):
        return Fraction(1)
    return amount(word)


def legs_said(said: str) -> bool:
    """Whether ``said`` asks an average speed over legs (there and back, or with distances or
    times): never the plain mean of the numbers."""
    if not _AVERAGE_SPEED.search(said) or not re.search(
        r"\b(?:speed|mph|km/?h|kph|pace|velocity|geschwindigkeit\w*|tempo|schnitt)\b|km/h",
        said,
        re.IGNORECASE,
    ):
        return False
    found = list(_QUANTITY.finditer(said))
    return bool(
        _THERE_AND_BACK.search(said)
        or _SAME_TIME.search(said)
        or any(m["du"] or m["tu"] for m in found)
        or re.search(r"\b(?:how\s+(?:long|far)|wie\s+(?:lange?|weit))\b", said, re.IGNORECASE)
    )


def average_speed(text: str, language: str) -> str | None:
    """ "drove there at 60 and back at 40, what was my average speed" → "Same distance each
    way: 2 × 60 × 40 ÷ (60 + 40) = 48 (not 50: the slower leg takes longer)."."""
    said = number_words.as_digits(text)
    if not _AVERAGE_SPEED.search(said):
        return None
    found = list(_QUANTITY.finditer(said))
    speeds = [m for m in found if m["su"] or m["bare"]]
    dists = [m for m in found if m["du"]]
    times = [m for m in found if m["tu"]]
    units = {_speed_unit(m["su"]) for m in speeds if m["su"]}
    if len(units) > 1:
        return None
    unit = units.pop() if units else ""
    if not dists and not times:
        return _two_ways(said, speeds, unit, language)
    return _legs(said, found, unit, language)


def _two_ways(said: str, speeds: list[re.Match[str]], unit: str, language: str) -> str | None:
    if not _THERE_AND_BACK.search(said) and not _SAME_TIME.search(said):
        return None
    values = [amount(m["n"] or m["bare"]) for m in speeds]
    if len(values) != 2:  # "60 there, 40 back": the bare numbers
        values = [amount(m["n"]) for m in _BARE.finditer(said)]
        if len(values) != 2:
            return None
    a, b = values
    if not a or not b or a > 2000 or b > 2000:
        return None
    de = language == "de"

    def n(x: Fraction) -> str:
        return said_number(Fraction(round(x * 100), 100), language)

    shown = f" {unit}" if unit else ""
    if _SAME_TIME.search(said):
        same = "Gleich lange Zeit" if de else "Equal times"
        return f"{same}: ({n(a)} + {n(b)}) ÷ 2 = {n((a + b) / 2)}{shown}."
    mean = 2 * a * b / (a + b)
    plain = (a + b) / 2
    line = f"2 × {n(a)} × {n(b)} ÷ ({n(a)} + {n(b)}) = {n(mean)}{shown}"
    if de:
        return f"Gleiche Strecke hin wie zurück: {line} (nicht {n(plain)}: auf der langsameren Strecke ist man länger unterwegs)."
    return f"Same distance each way: {line} (not {n(plain)}: the slower leg takes longer)."


def _legs(said: str, found: list[re.Match[str]], unit: str, language: str) -> str | None:
    """Legs of two of distance, time and speed each, in the order said."""
    legs: list[dict[str, Fraction]] = []
    current: dict[str, Fraction] = {}
    dist_units: set[str] = set()
    for m in found:
        kind = "v" if (m["su"] or m["bare"]) else "d" if m["du"] else "t"
        value = _count(m["n"] or m["bare"])
        if not value or kind in current:
            return None
        if kind == "d":
            dist_units.add(_dist_unit(m["du"]))
        current[kind] = _hours(value, m["tu"]) if kind == "t" else value
        if len(current) == 2:
            legs.append(current)
            current = {}
    if current or not 2 <= len(legs) <= 5 or len(dist_units) > 1:
        return None
    dist_unit = (
        dist_units.pop() if dist_units else {"mph": "mi", "km/h": "km", "m/s": "m"}.get(unit, "")
    )
    speed_unit = unit or {"mi": "mph", "km": "km/h", "m": "m/s"}[dist_unit] if dist_unit else unit
    if {"mi": "mph", "km": "km/h", "m": "m/s", "": ""}[dist_unit] != speed_unit:
        return None  # metres at km/h, miles at km/h: not said that way

    def n(x: Fraction) -> str:
        return said_number(Fraction(round(x * 100), 100), language)

    def u(x: Fraction, unit: str) -> str:
        return f"{n(x)} {unit}".rstrip()

    steps: list[str] = []
    total_d = total_t = Fraction(0)
    for leg in legs:
        if "d" in leg and "v" in leg:
            d, t = leg["d"], leg["d"] / leg["v"]
            steps.append(f"{u(d, dist_unit)} ÷ {u(leg['v'], speed_unit)} = {n(t)} h")
        elif "d" in leg:
            d, t = leg["d"], leg["t"]
            steps.append(f"{u(d, dist_unit)} in {n(t)} h")
        else:
            d, t = leg["t"] * leg["v"], leg["t"]
            steps.append(f"{n(t)} h × {u(leg['v'], speed_unit)} = {u(d, dist_unit)}")
        total_d += d
        total_t += t
    if not total_t:
        return None
    mean = total_d / total_t
    about = "=" if Fraction(round(mean * 100), 100) == mean else "≈"
    return f"{'; '.join(steps)}; {u(total_d, dist_unit)} ÷ {n(total_t)} h {about} {u(mean, speed_unit)}."


READERS = (("average_speed", average_speed),)
