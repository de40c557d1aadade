"""How far one gets at a speed in a time, and how fast a distance in a time is (see
:mod:`brain.fastpath.loose_sums`): "driving 2.5 hours at 90 km/h how far" → "90 km/h × 2.5 h =
225 km."; "i run 10 km/h for 45 minutes, how far" → "10 km/h × 0.75 h (45 min) = 7.5 km.";
"150 km in 2 hours, how fast is that" → "150 km ÷ 2 h = 75 km/h."; and the time a distance
takes at a speed, the two said in any order with words between ("its 2.5 miles to school and my
kid walks 3 mph, how many minutes" → "… takes 50 minutes.", in minutes when minutes are asked),
said as :func:`brain.fastpath.loose_word.drive_time` says it."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_duration
from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import said_number
from brain.fastpath.travel_time import said_hours

_N = r"\d{1,4}(?:[.,]\d{1,2})?"
_SPEED = re.compile(
    rf"(?<![\d.,])(?P<s>{_N})\s*(?P<su>km/?h|kmh|kph|mph|miles? (?:an|per|a) hour|km (?:an|per|pro|a)"
    r" (?:hour|stunde)|kilomet\w+ (?:an|per|pro|a) (?:hour|stunde)|stundenkilometer\w*|km/std)(?!\w)",
    re.IGNORECASE,
)
_DURATION = re.compile(
    r"(?<![\d.,:])(?:\d{1,2}\s+and\s+a\s+half\s+hours?|\d{1,3}(?:[.,]\d{1,2})?\s*(?:h|hrs?|hours?|std|stunden?)\.?(?:\s*(?:and|und|,)?"
    r"\s*\d{1,2}\s*(?:m|mins?|minutes?|minuten)\.?)?|\d{1,4}\s*(?:mins?|minutes?|minuten)\b"
    r"|(?:an?|one)\s+hour\s+and\s+a\s+half|(?:anderthalb|eineinhalb)\s+stunden?"
    r"|(?:a\s+)?half\s+an\s+hour|(?:eine\s+)?halbe\s+stunde|(?:an?|one|eine|einer)\s+(?:hour|stunde))"
    r"(?![\w/])",
    re.IGNORECASE,
)
_DISTANCE = re.compile(
    rf"(?<![\d.,])(?P<d>{_N})\s*(?P<du>km|kilomet(?:er|re)s?|miles?|mi)(?![\w/])", re.IGNORECASE
)
_HOW_FAR = re.compile(
    r"\b(?:how far|how many (?:km|kilomet\w+|miles)|what distance|which distance|wie weit"
    r"|wie ?viele? (?:km|kilometer|meilen)|welche strecke|distance|entfernung)\b",
    re.IGNORECASE,
)
_HOW_FAST = re.compile(
    r"\b(?:how fast|what speed|average speed|what(?:'s| is| was) (?:my|the|our) speed|wie schnell"
    r"|welche geschwindigkeit|durchschnittsgeschwindigkeit|schnitt|km/h (?:is|was) that)\b",
    re.IGNORECASE,
)
_PACE = re.compile(r"\b(?:pace|tempo|per km|pro km|/km|min/km)\b", re.IGNORECASE)


def _hours_said(minutes: int, language: str) -> str:
    hours = Fraction(minutes, 60)
    shown = said_number(hours, language)
    unit = "Std." if language == "de" else "h"
    exact = hours.denominator in (1, 2, 4, 5, 10, 20)
    if hours.denominator == 1 or (exact and minutes >= 60 and minutes % 30 == 0):
        return f"{shown} {unit}"
    return f"{shown} {unit} ({minutes} min)"


def _minutes_beside(said: str, found: re.Match[str]) -> int | None:
    """The minutes of the one duration said beside ``found`` (a speed or a distance), when no
    other number is said; else None."""
    rest = said[: found.start()] + " # " + said[found.end() :]
    spans = list(_DURATION.finditer(rest))
    if len(spans) != 1:
        return None
    rest = rest[: spans[0].start()] + " # " + rest[spans[0].end() :]
    if re.search(r"\d", rest):
        return None
    return read_duration(spans[0].group(0))


def distance_at_speed(text: str, language: str) -> str | None:
    """ "driving 2.5 hours at 90 km/h how far" → "90 km/h × 2.5 h = 225 km."."""
    said = number_words.as_digits(text)
    if not _HOW_FAR.search(said):
        return None
    speeds = list(_SPEED.finditer(said))
    if len(speeds) != 1:
        return None
    speed = speeds[0]
    minutes = _minutes_beside(said, speed)
    v = amount(speed["s"].replace(",", "."))
    if not minutes or not v:
        return None
    unit = "mi" if speed["su"].lower().startswith(("mph", "mile")) else "km"
    far = v * Fraction(minutes, 60)
    shown = said_number(Fraction(round(far * 10), 10), language)
    per = f"{said_number(v, language)} {'mph' if unit == 'mi' else 'km/h'}"
    return f"{per} × {_hours_said(minutes, language)} = {shown} {unit}."


def speed_of(text: str, language: str) -> str | None:
    """ "drove 150 km in 2 hours, how fast is that on average" → "150 km ÷ 2 h = 75 km/h."."""
    said = number_words.as_digits(text)
    if not _HOW_FAST.search(said) or _PACE.search(said) or _SPEED.search(said):
        return None
    distances = list(_DISTANCE.finditer(said))
    if len(distances) != 1:
        return None
    found = distances[0]
    minutes = _minutes_beside(said, found)
    d = amount(found["d"].replace(",", "."))
    if not minutes or not d:
        return None
    miles = found["du"].lower().startswith("mi")
    v = d / Fraction(minutes, 60)
    shown = said_number(Fraction(round(v * 10), 10), language)
    return (
        f"{said_number(d, language)} {'mi' if miles else 'km'} ÷ {_hours_said(minutes, language)}"
        f" = {shown} {'mph' if miles else 'km/h'}."
    )


_HOW_LONG = re.compile(
    r"\b(?:how\s+long|how\s+much\s+time|how\s+many\s+(?P<m>minutes|mins|hours)|wie\s+lange?"
    r"|wie\s*viel\s+zeit|wie\s*viele\s+(?P<m2>minuten|stunden))\b",
    re.IGNORECASE,
)
_MILE = Fraction(1609344, 1000000)


def time_at_speed(text: str, language: str) -> str | None:
    """ "its 2.5 miles to school and my kid walks 3 mph, how many minutes" → "2.5 miles at 3 mph
    takes 50 minutes."; "zur arbeit sind es 9 km, mit dem rad schaffe ich 20 km/h" → "9 km bei
    20 km/h dauern 27 Minuten."."""
    said = number_words.as_digits(text)
    asked = _HOW_LONG.search(said)
    speeds, distances = list(_SPEED.finditer(said)), list(_DISTANCE.finditer(said))
    if asked is None or len(speeds) != 1 or _PACE.search(said):
        return None
    speed = speeds[0]
    distances = [d for d in distances if not speed.start() <= d.start() < speed.end()]
    if len(distances) != 1:
        return None
    found = distances[0]
    rest = _SPEED.sub(" # ", said[: found.start()] + " # " + said[found.end() :])
    d, v = amount(found["d"].replace(",", ".")), amount(speed["s"].replace(",", "."))
    if re.search(r"\d", rest) or not d or not v:
        return None
    miles_d, miles_s = found["du"].lower().startswith("mi"), speed["su"].lower().startswith("m")
    km = d * _MILE if miles_d and not miles_s else d
    km_h = v * _MILE if miles_s and not miles_d else v
    hours = km / km_h
    minutes = round(hours * 60)
    if not 0 < minutes <= 48 * 60:
        return None
    took = said_hours(hours, language)
    de = language == "de"
    if (asked["m"] or asked["m2"] or "").lower().startswith("min") and minutes >= 60:
        took = f"{minutes} {'Minuten' if de else 'minutes'} ({took})"
    if de:
        return f"{found['d']} {found['du']} bei {speed['s']} {speed['su']} dauern {took}."
    return f"{found['d']} {found['du']} at {speed['s']} {speed['su']} takes {took}."


READERS = (
    ("distance_at_speed", distance_at_speed),
    ("speed_of", speed_of),
    ("drive_time", time_at_speed),
)
