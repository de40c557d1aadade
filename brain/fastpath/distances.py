"""How far apart two cities are and how long a flight between them takes, from the cities'
coordinates (``prompts/facts/cities.yaml``): "how far is berlin from rome" → "Berlin to Rome
is about 1,180 km (730 miles) as the crow flies; by road it is usually a fifth to a third
more.", "how long is a flight frankfurt to tokyo roughly" → "… a nonstop flight takes about
12 hours.". The distance is the great circle; a flight is that at about 800 km/h plus half an
hour for take-off and landing, so it is said as an estimate."""

from __future__ import annotations

import math
import re
import unicodedata
from fractions import Fraction
from functools import cache
from importlib import resources

import yaml

from brain.fastpath.reckon import said_number

_EARTH_KM = 6371.0
_CRUISE_KMH = 800.0
_KM_PER_MILE = 1.609344

_ASKS_FAR = re.compile(
    r"\b(?:how far|distance|how many (?:km|kilomet\w*|miles)|wie weit|entfernung|wie viele?"
    r" (?:km|kilometer)|wieviele? (?:km|kilometer))\b",
    re.IGNORECASE,
)
_ASKS_FLIGHT = re.compile(
    r"\b(?:flights?|fly|flying|flight time|flug\w*|fliegt|fliegen|fliege)\b", re.IGNORECASE
)
_ASKS_LONG = re.compile(
    r"\b(?:how long|how many hours|wie lange?|wie viele? stunden|flight time|flying time|flugzeit"
    r"|flugdauer)\b",
    re.IGNORECASE,
)


def _plain(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in folded if not unicodedata.combining(c))


@cache
def _cities() -> tuple[dict[str, tuple[str, float, float]], re.Pattern[str]]:
    raw = yaml.safe_load(
        resources.files("prompts").joinpath("facts/cities.yaml").read_text("utf-8")
    )
    names: dict[str, tuple[str, float, float]] = {}
    for city in raw:
        place = (str(city["name"]), float(city["lat"]), float(city["lon"]))
        if "de" in city:
            _GERMAN[place[0]] = str(city["de"])
        for said in (city["name"], city.get("de", city["name"]), *city.get("also", [])):
            names[_plain(str(said))] = place
    words = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return names, re.compile(rf"(?<![\w-])(?:{words})(?![\w-])")


_GERMAN: dict[str, str] = {}
"""A city's German name where it differs ("Munich" → "München")."""


def _km(a: tuple[str, float, float], b: tuple[str, float, float]) -> float:
    lat1, lon1, lat2, lon2 = map(math.radians, (a[1], a[2], b[1], b[2]))
    h = (
        math.sin((lat2 - lat1) / 2) ** 2
        + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    )
    return 2 * _EARTH_KM * math.asin(math.sqrt(h))


def _rounded(value: float) -> int:
    step = 50 if value >= 1000 else 10
    return int(round(value / step) * step)


def _hours(km: float, language: str) -> str:
    hours = round((km / _CRUISE_KMH + 0.5) * 2) / 2
    whole, half = int(hours), hours % 1 == 0.5
    de = language == "de"
    if whole == 0:
        return "eine halbe Stunde" if de else "half an hour"
    if de:
        if whole == 1:
            return "anderthalb Stunden" if half else "eine Stunde"
        return f"{whole},5 Stunden" if half else f"{whole} Stunden"
    unit = "hour" if whole == 1 and not half else "hours"
    return f"{whole}½ {unit}" if half else f"{whole} {unit}"


def between(text: str, language: str) -> str | None:
    """The distance (and, when a flight is asked about, its time) between the two cities
    ``text`` names, or None."""
    far, flight = _ASKS_FAR.search(text), _ASKS_FLIGHT.search(text) and _ASKS_LONG.search(text)
    if not (far or flight):
        return None
    names, pattern = _cities()
    found = [names[m.group(0)] for m in pattern.finditer(_plain(text))]
    places = list(dict.fromkeys(found))
    if len(places) != 2:
        return None
    a, b = places
    km = _km(a, b)
    if km < 20:
        return None
    de = language == "de"
    shown_km = said_number(Fraction(_rounded(km)), language)
    miles = said_number(Fraction(_rounded(km / _KM_PER_MILE)), language)
    road = km < 2500
    if de:
        a, b = ((_GERMAN.get(p[0], p[0]), p[1], p[2]) for p in (a, b))
        said = f"Von {a[0]} nach {b[0]} sind es etwa {shown_km} km Luftlinie ({miles} Meilen)"
        if flight and km > 12000:
            return f"{said}; das sind ungefähr {_hours(km, language)} reine Flugzeit, meist mit Zwischenstopp."
        if flight:
            return f"{said}; ein Direktflug dauert ungefähr {_hours(km, language)}."
        return (
            f"{said}; auf der Straße meist ein Fünftel bis ein Drittel mehr."
            if road
            else f"{said}."
        )
    said = f"{a[0]} to {b[0]} is about {shown_km} km ({miles} miles) as the crow flies"
    if flight and km > 12000:
        return f"{said}; that is about {_hours(km, language)} of flying, usually with a stop."
    if flight:
        return f"{said}; a nonstop flight takes about {_hours(km, language)}."
    return f"{said}; by road it is usually a fifth to a third more." if road else f"{said}."


READERS = (("between", between),)
