"""Word problems of everyday life (see :mod:`brain.fastpath.loose_sums`): how long a drive at a
given speed takes ("if i drive 240 km at 80 km/h how long does it take"), the time between two
clock times ("leaves at 14:35 and lands 18:10, how long is the flight"), an amount spread over
months or split between people ("249 split over 14 months, rounded", "split a hundred thirty seven
bucks between 4 of us") and a dough's hydration ("350g water for 500g flour"). Numbers said in
words count (:mod:`brain.fastpath.number_words`)."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_time
from brain.fastpath.reckon import said_number
from brain.fastpath.travel_time import said_hours
from brain.fastpath.units import count_of

_N = r"\d{1,7}(?:[.,]\d{1,2})?"
_MONEY = r"(?:\s*(?:bucks|dollars?|euros?|eur|€|\$|£|pounds?|quid))?"
_HOW_LONG = re.compile(
    r"\b(?:how long|how much time|how many (?:hours|minutes)|when (?:will|would|do) (?:i|we)"
    r" (?:get|arrive)|wie lange?|wie viel zeit|wann (?:bin|sind|komme?) (?:ich|wir))\b",
    re.IGNORECASE,
)


def _number(said: str) -> Fraction | None:
    return count_of(said.replace(",", "."))


def _de(language: str) -> bool:
    return language == "de"


# --- a distance at a speed ----------------------------------------------------------------

_DRIVE = re.compile(
    rf"(?P<d>{_N})\s*(?P<du>km|kilomet\w*|miles?|mi)\b.{{0,40}}?\b(?:at|with|mit|bei|going)\s+"
    rf"(?:an?\s+)?(?:(?:average|avg|speed of|steady|constant)\s+)*(?:of\s+)?(?:about\s+)?"
    rf"(?P<s>{_N})\s*(?P<su>km/?h|kmh|kph|mph|miles (?:an|per) hour|km (?:an|per|pro) (?:hour"
    r"|stunde)|stundenkilometer\w*)",
    re.IGNORECASE,
)


def drive_time(text: str, language: str) -> str | None:
    """ "if i drive 240 km at 80 km/h how long does it take" → "240 km at 80 km/h takes 3 hours."."""
    said = number_words.as_digits(text)
    found = _DRIVE.search(said)
    if found is None or not _HOW_LONG.search(said):
        return None
    distance, speed = _number(found["d"]), _number(found["s"])
    if not distance or not speed:
        return None
    miles_d, miles_s = found["du"].lower().startswith("mi"), found["su"].lower().startswith("m")
    km = distance * Fraction(1609344, 1000000) if miles_d and not miles_s else distance
    km_h = speed * Fraction(1609344, 1000000) if miles_s and not miles_d else speed
    took = said_hours(km / km_h, language)
    if _de(language):
        return f"{found['d']} {found['du']} bei {found['s']} {found['su']} dauern {took}."
    return f"{found['d']} {found['du']} at {found['s']} {found['su']} takes {took}."


# --- from one clock time to another -------------------------------------------------------------

_CLOCK = r"(\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?|\d{1,2}[:.]\d{2})"
_SPAN = re.compile(
    rf"\b(?:leaves?|leaving|departs?|departing|starts?|starting|begins?|takes? off|from|at"
    rf"|ab|um|startet|fliegt|geht|beginnt|von|abflug)\s+(?:at\s+|um\s+)?{_CLOCK}.{{0,40}}?\b"
    rf"(?:lands?|landing|arrives?|arriving|ends?|ending|until|till|to|finishes|gets in"
    rf"|landet|kommt|endet|bis|ankunft|an)\s+(?:at\s+|um\s+)?{_CLOCK}",
    re.IGNORECASE,
)


def span(text: str, language: str) -> str | None:
    """ "my flight leaves at 14:35 and lands 18:10, how long is the flight" → "From 14:35 to
    18:10 is 3 hours 35 minutes."."""
    found = _SPAN.search(text)
    if found is None or not _HOW_LONG.search(text) or not any(":" in g for g in found.groups()):
        return None
    first, last = found[1].strip(), found[2].strip()
    start, end = read_time(first), read_time(last)
    if start is None or end is None:
        return None
    minutes = (end[0] - start[0]) % (24 * 60)
    if not minutes:
        return None
    took = said_hours(Fraction(minutes, 60), language)
    overnight = end[0] < start[0]
    if _de(language):
        night = " (über Nacht)" if overnight else ""
        return f"Von {first} bis {last} sind es {took}{night}."
    night = " (overnight)" if overnight else ""
    return f"From {first} to {last} is {took}{night}."


# --- an amount over months, or between people ----------------------------------------------------

_OVER = re.compile(
    rf"(?P<x>{_N}){_MONEY}\s+(?:\w+\s+)?(?:split|spread|divided|paid|broken up|verteilt|aufgeteilt)"
    rf"\s+(?:over|across|into|in|auf|über)\s+(?P<n>\d{{1,3}})\s+(?P<per>months?|weeks?|years?"
    r"|payments|instal+ments|rates?|monate?n?|wochen|raten|jahre?n?)\b",
    re.IGNORECASE,
)
_SPLIT = re.compile(
    rf"\b(?:split|divide|share|teil\w*)\s+(?:the\s+|a\s+|die\s+)?(?:bill\s+of\s+)?[$€£]?(?P<x>{_N})"
    rf"{_MONEY}\s+(?:(?:bill|check|tab|rechnung)\s+)?(?:between|among|amongst|by|with|across|in"
    r"|zwischen|unter|durch|auf)\s+(?:the\s+)?"
    r"(?P<n>\d{1,3})\b",
    re.IGNORECASE,
)
_ROUNDED = re.compile(r"\b(?:round\w*|gerundet|runde?)\b", re.IGNORECASE)


def split_over(text: str, language: str) -> str | None:
    """ "how much is 249 split over 14 months, rounded" → "249 over 14 months is 17.79 a
    month, about 18 rounded."; "split 137 bucks between 4 of us" → "137 split 4 ways is 34.25
    each."."""
    said = number_words.as_digits(text)
    over, split = _OVER.search(said), _SPLIT.search(said)
    found = over or split
    if found is None:
        return None
    amount, count = _number(found["x"]), _number(found["n"])
    if not amount or not count or count < 2:
        return None
    each = amount / count
    shown = said_number(Fraction(round(each * 100), 100), language, money=True)
    rounded = f", about {round(each)} rounded" if _ROUNDED.search(said) else ""
    if over is not None:
        per = re.sub(r"s$", "", over["per"].lower())
        if _de(language):
            rounded = f", gerundet etwa {round(each)}" if rounded else ""
            return f"{found['x']} auf {over['n']} {over['per']} sind {shown} pro Rate{rounded}."
        return f"{found['x']} over {over['n']} {over['per']} is {shown} a {per}{rounded}."
    if _de(language):
        return f"{found['x']} durch {found['n']} sind {shown} pro Kopf."
    return f"{found['x']} split {found['n']} ways is {shown} each."


# --- a dough's hydration ------------------------------------------------------------------------

_WATER = re.compile(rf"(?P<w>{_N})\s*(?:g|gr|grams?|gramm|ml)\s+(?:of\s+)?(?:water|wasser)\b", re.I)
_FLOUR = re.compile(rf"(?P<f>{_N})\s*(?:g|gr|grams?|gramm|kg)\s+(?:of\s+)?(?:flour|mehl)\b", re.I)
_HYDRATION = re.compile(r"\b(?:hydration|hydratation|teigausbeute|wasseranteil)\b", re.I)


def hydration(text: str, language: str) -> str | None:
    """ "whats the hydration % if i use 350g water for 500g flour" → "350 g water to 500 g
    flour is 70% hydration."."""
    water, flour = _WATER.search(text), _FLOUR.search(text)
    if water is None or flour is None or not _HYDRATION.search(text):
        return None
    w, f = _number(water["w"]), _number(flour["f"])
    if not w or not f:
        return None
    share = said_number(Fraction(round(w / f * 1000), 10), language)
    if _de(language):
        return f"{water['w']} g Wasser auf {flour['f']} g Mehl sind {share} % Hydration."
    return f"{water['w']} g water to {flour['f']} g flour is {share}% hydration."


# --- an amount per period in another period ----------------------------------------------------

_FACTOR: dict[tuple[str, str], Fraction | int] = {("month", "year"): 12, ("week", "year"): 52, ("day", "year"): 365, ("week", "month"):
           Fraction(52, 12), ("day", "week"): 7, ("day", "month"): Fraction(365, 12)}  # fmt: skip
_SPANS = {"day": "day", "week": "week", "month": "month", "year": "year", "tag": "day",
          "woche": "week", "monat": "month", "jahr": "year"}  # fmt: skip
_RATE = re.compile(
    rf"(?P<x>{_N}){_MONEY}\s+(?:a|an|per|each|every|im|pro|jeden|jede|in der)\s+(?P<per>day|week"
    r"|month|tag|woche|monat)\b.{0,40}?\b(?:how much|what|wie ?viel|was)\b.{0,30}?\b(?:a|per|in a"
    r"|each|every|im|pro|in einem|aufs)\s+(?P<want>week|month|year|woche|monat|jahr)\b",
    re.IGNORECASE,
)


def per_span(text: str, language: str) -> str | None:
    """ "my rent is fourteen fifty a month how much is that a year" → "1450 a month is 17,400 a
    year."."""
    said = number_words.as_digits(text)
    found = _RATE.search(said)
    if found is None:
        return None
    per, want = _SPANS[found["per"].lower()], _SPANS[found["want"].lower()]
    factor = _FACTOR.get((per, want))
    value = _number(found["x"])
    if factor is None or not value:
        return None
    total = said_number(Fraction(round(value * factor * 100), 100), language, money=True)
    if _de(language):
        names = {"day": "Tag", "week": "Woche", "month": "Monat", "year": "Jahr"}
        return f"{found['x']} pro {names[per]} sind {total} pro {names[want]}."
    return f"{found['x']} a {per} is {total} a {want}."


READERS = (
    ("drive_time", drive_time),
    ("span", span),
    ("split_over", split_over),
    ("hydration", hydration),
    ("per_span", per_span),
)
