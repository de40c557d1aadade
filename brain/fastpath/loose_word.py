"""Word problems of everyday life (see :mod:`brain.fastpath.loose_sums`): how long a drive at a
given speed takes ("if i drive 240 km at 80 km/h how long does it take"), the time between two
clock times ("leaves at 14:35 and lands 18:10, how long is the flight"), an amount spread over
months or split between people ("249 split over 14 months, rounded", "split a hundred thirty seven
bucks between 4 of us"), a dough's hydration ("350g water for 500g flour") and running: the
pace of a time ("ran 5k in 27 min, whats my pace") or the time at a pace ("at 5:30 per km how
long for a half marathon"). Numbers said in words count (:mod:`brain.fastpath.number_words`)."""

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
MILE_KM = Fraction(1609344, 1000000)
"""A mile in km."""
_HOW_LONG = re.compile(
    r"\b(?:how long|how much time|how many (?:hours|minutes)|when (?:will|would|do) (?:i|we)"
    r" (?:get|arrive)|how much sleep|wie lange?|wie ?viel(?:e)? (?:zeit|schlaf|stunden)|wann (?:bin|sind|komme?) (?:ich|wir))\b",
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


_IN_AN_HOUR = re.compile(
    rf"({_N})\s*(km|kilomet\w*|miles?)\s+(?:in|per|an|pro)\s+(?:an|one|1|einer)?\s*(?:hour|stunde)\b",
    re.I,
)
_DRIVE_SPEED_FIRST = re.compile(
    rf"\b(?:at|with|mit|bei|going|drive|driving|fahre|fahr|walk|walking|run|running|cycle|cycling|ride"
    rf"|riding|gehe|laufe|radle)\s+(?:an?\s+)?(?:average\s+(?:of\s+)?)?"
    rf"(?:about\s+)?(?P<s>{_N})\s*(?P<su>km/?h|kmh|kph|mph|miles (?:an|per) hour|km (?:an|per|pro)"
    rf" (?:hour|stunde)|stundenkilometer\w*)\b.{{0,40}}?\b(?P<d>{_N})\s*(?P<du>km|kilomet\w*|miles?"
    r"|mi)\b",
    re.IGNORECASE,
)


_LEGS = re.compile(
    rf"(?<![\d.,]){_N}\s*(?:km|kilomet\w*|miles?|mi)\b(?!\s*(?:/|an\s+hour|per\s+hour|pro\s+stunde))",
    re.IGNORECASE,
)


def drive_time(text: str, language: str) -> str | None:
    """ "if i drive 240 km at 80 km/h how long does it take" → "240 km at 80 km/h takes 3 hours."."""
    said = _IN_AN_HOUR.sub(
        lambda m: f"{m[1]} {'mph' if m[2].lower().startswith('mi') else 'km/h'}",
        number_words.as_digits(text),
    )  # "i walk about 5 km in an hour"
    found = _DRIVE.search(said) or _DRIVE_SPEED_FIRST.search(said)  # "drive 65 mph … 240 miles"
    if found is None or not _HOW_LONG.search(said) or len(_LEGS.findall(said)) > 1:
        return None  # "100 km at 50 km/h and then 50 km at 100 km/h": two legs
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
    r"|alarm(?: is| goes off| went off| rings| rang| will go off| set)?(?: for)?|wake(?: up)?|woke(?: up)?|get up|got up|up"
    r"|wecker(?: klingelt| geht| ist)?|aufstehen|aufwachen"
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
    rf"\b(?:split|divide|share|teil\w*)\s+(?:(?:the|a|an|our|my|this|die|den|unsere?)\s+)?"
    rf"(?:[a-zäöü]+\s+){{0,2}}?(?:of\s+|von\s+)?[$€£]?(?P<x>{_N})"
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
    from brain.fastpath.loose_salary import salaries_said
    from brain.fastpath.loose_wage import hourly_rate

    said = number_words.as_digits(text)
    found = _RATE.search(said)
    if found is None or salaries_said(said):  # "13 gehälter": not 12 months a year
        return None
    if hourly_rate(said) is not None:
        return None  # "16.40 an hour, shifts of 7.5 h, 4 a week": a wage (loose_wage)
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


# --- running: a pace over a distance, or the pace of a time over a distance -----------------------

_TIMED = re.compile(
    rf"(?:(?P<dist>{_N})\s*(?P<unit>k|km|kilomet(?:er|re)s?|miles?|mi)|(?P<named>half[ -]marathon"
    r"|halbmarathon|marathon))\b.{0,20}?\b(?:in|within"
    r"|at|mit|unter)\s+(?P<time>\d{1,2}:\d{2}(?::\d{2})?|\d{1,3}\s*(?:min|mins|minutes|minuten)"
    r"(?:\s*(?:and\s+|und\s+)?(?P<sec>\d{1,2})\s*(?:s|sec|secs|seconds?|sekunden))?"
    r"|\d{1,2}\s*h\s*\d{1,2}(?:\s*min)?)\b(?=.*\b(?:pace|per km|per mile|/km|tempo|schnitt"
    r"|pro km|pro kilometer|min/km)\b)",
    re.IGNORECASE,
)


_RACES = {
    "marathon": Fraction("42.195"),
    "half marathon": Fraction("21.0975"),
    "halbmarathon": Fraction("21.0975"),
}


def pace(text: str, language: str) -> str | None:
    """ "i ran 5k in 27 min, whats my pace per km" → "27 min for 5 km is a pace of 5:24 per km
    (8:41 per mile)."."""
    from brain.fastpath.clock import read_duration

    found = _TIMED.search(text)
    if found is None:
        return None
    named = (found["named"] or "").lower()
    dist = _RACES.get(named.replace("-", " ")) if named else _number(found["dist"])
    said = found["time"]
    parts = said.split(":")
    if len(parts) == 3:
        seconds = int(parts[0]) * 3600 + int(parts[1]) * 60 + int(parts[2])
    elif len(parts) == 2:
        seconds = int(parts[0]) * 60 + int(parts[1])
    else:  # "27 min 30 sec": the seconds too
        minutes = read_duration(
            re.sub(r"\s*(?:and|und)?\s*\d+\s*(?:s|sec|secs|seconds?|sekunden)$", "", said)
        )
        seconds = minutes * 60 + int(found["sec"] or 0) if minutes else 0
    if not dist or not seconds:
        return None
    km = dist * MILE_KM if (found["unit"] or "").lower().startswith("mi") else dist
    per_km, per_mile = (round(seconds / x) for x in (km, km / MILE_KM))
    shown = [f"{s // 60}:{s % 60:02d}" for s in (per_km, per_mile)]
    speed = said_number(Fraction(round(km * 3600 / seconds * 10), 10), language)
    if language == "de":
        return f"Das ist ein Tempo von {shown[0]} min pro km ({shown[1]} pro Meile), also {speed} km/h."
    return f"That's a pace of {shown[0]} per km ({shown[1]} per mile), or {speed} km/h."


_PACE = re.compile(
    r"\b(?P<m>\d{1,2})(?::(?P<s>\d{2})|\s*min(?:utes?)?(?:\s*(?P<s2>\d{1,2})\s*(?:s(?:ec\w*)?)?)?)"
    r"\s*(?:min(?:utes?)?\s*)?(?:/|per|pro|a|an|the|je)\s*(?P<unit>km|kilomet\w*|k|mile|mi)\b",
    re.IGNORECASE,
)
_DISTANCE = re.compile(
    r"\b(?P<half>half[- ]?marathon|halbmarathon|halben marathon)|\b(?P<full>marathon)\b"
    rf"|\b(?P<d>{_N})\s*(?P<du>km|kilomet\w*|k|miles?|mi)\b",
    re.IGNORECASE,
)
_MINUTE_MILE = re.compile(r"\b(\d{1,2})[- ]min(?:ute)?[- ](mile|km|k)s?\b", re.IGNORECASE)


def _clock_of(seconds: Fraction) -> str:
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _km(found: re.Match[str]) -> Fraction | None:
    if found["half"]:
        return _RACES["half marathon"]
    if found["full"]:
        return _RACES["marathon"]
    distance = _number(found["d"])
    if not distance:
        return None
    return distance * MILE_KM if found["du"].lower().startswith("mi") else distance


def run_time(text: str, language: str) -> str | None:
    """ "wenn ich 5:30 pro km laufe, wie lang brauch ich für 21,1 km" → "21,1 km at 5:30 per km
    takes 1:56:03."."""
    text = _MINUTE_MILE.sub(r"\1 min per \2", text)  # "a 9 minute mile"
    pace = _PACE.search(text)
    if pace is None:
        return None
    rest = text[: pace.start()] + " " + text[pace.end() :]
    distance = _DISTANCE.search(rest)
    if distance is None or (not _HOW_LONG.search(text) and "?" not in text):
        return None
    km = _km(distance)
    per = int(pace["m"]) * 60 + int(pace["s"] or pace["s2"] or 0)
    if not km or not per:
        return None
    per_km = per / MILE_KM if pace["unit"].lower().startswith("mi") else Fraction(per)
    total = _clock_of(km * per_km)
    what = distance.group(0)
    said = f"{pace['m']}:{int(pace['s'] or pace['s2'] or 0):02d}"
    unit = "mile" if pace["unit"].lower().startswith("mi") else "km"
    if _de(language):
        return f"{what} bei {said} pro {unit} dauern {total}."
    return f"{what} at {said} per {unit} takes {total}."


READERS = (
    ("drive_time", drive_time),
    ("run_time", run_time),
    ("pace", pace),
    ("span", span),
    ("split_over", split_over),
    ("hydration", hydration),
    ("per_span", per_span),
)
