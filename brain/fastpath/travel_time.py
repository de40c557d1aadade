"""How long a distance takes on foot, by bike or by car at a usual pace, said with the pace
assumed ("how long does it take to walk 5 km" → "About 1 hour, at an easy 5 km/h."). Read by
:mod:`brain.fastpath.loose_sums` with the other sums said in one's own words."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath.units import count_of

_SPEEDS = {  # km/h and how it is said
    "walk": (Fraction(5), "an easy 5 km/h", "gemütlichen 5 km/h"),
    "run": (Fraction(10), "a steady 10 km/h", "gleichmäßigen 10 km/h"),
    "cycle": (Fraction(16), "a relaxed 16 km/h", "entspannten 16 km/h"),
    "drive": (Fraction(80), "an average 80 km/h (more on motorways, less in towns)",
              "durchschnittlich 80 km/h (auf der Autobahn mehr, in der Stadt weniger)"),
}  # fmt: skip
_HOW = {
    **dict.fromkeys(("walk", "walking", "hike", "hiking", "gehen", "laufen", "wandern", "zu fuß", "zu fuss", "on foot"), "walk"),
    **dict.fromkeys(("run", "running", "jog", "jogging", "joggen", "rennen"), "run"),
    **dict.fromkeys(("cycle", "cycling", "bike", "biking", "ride", "radeln", "radfahren", "mit dem rad", "mit dem fahrrad", "by bike", "fahrrad fahren"), "cycle"),
    **dict.fromkeys(("drive", "driving", "by car", "autofahren", "mit dem auto", "fahren"), "drive"),
}  # fmt: skip
_ASKED = re.compile(
    r"\b(?:how long (?:does it|will it|would it|do i need|to) (?:take )?(?:me )?(?:to )?"
    r"|wie lange? (?:brauch\w* (?:ich|man)|dauert (?:es|das))\W+(?:f(?:ü|ue)r |um )?)"
    r".{0,30}?\b(?P<n>\d{1,4}(?:[.,]\d{1,2})?)\s*(?P<unit>km|k|kilomet\w*|miles?|mi)\b"
    r"|\bhow long (?:is|would be|will be) an? (?P<n2>\d{1,4}(?:[.,]\d{1,2})?)\s*(?P<unit2>km|k"
    r"|kilomet\w*|miles?|mi)\b",
    re.IGNORECASE,
)
_MODE = re.compile(r"\b(" + "|".join(sorted(_HOW, key=len, reverse=True)) + r")\b", re.IGNORECASE)
_MILE = Fraction(1609344, 1000000)


def said_hours(hours: Fraction, language: str) -> str:
    minutes = round(hours * 60)
    h, m = divmod(minutes, 60)
    de = language == "de"
    if not h:
        return f"{m} Minuten" if de else f"{m} minutes"
    hour = ("Stunde" if h == 1 else "Stunden") if de else ("hour" if h == 1 else "hours")
    if m < 5:
        return f"{h} {hour}"
    return f"{h} {hour} {m} Minuten" if de else f"{h} {hour} {m} minutes"


def read(text: str, language: str) -> str | None:
    """ "how long does it take to walk 5 km" → "About 1 hour, at an easy 5 km/h."."""
    found = _ASKED.search(text)
    mode = _MODE.search(text)
    if found is None or mode is None:
        return None
    distance = count_of(found["n"] or found["n2"])
    if not distance:
        return None
    unit = (found["unit"] or found["unit2"]).lower()
    km = distance * _MILE if unit.startswith("mi") else distance
    speed, en, de = _SPEEDS[_HOW[mode.group(1).lower()]]
    took = said_hours(km / speed, language)
    if language == "de":
        return f"Etwa {took}, bei {de}."
    return f"About {took}, at {en}."
