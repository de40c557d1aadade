"""Sums over hours, days and ages, read by their parts (see :mod:`brain.fastpath.loose_sums`):

- pay for hours worked on several days ("18.50 an hour, worked 7.5 hrs monday, 6 tuesday and
  8.25 wednesday" → 21.75 h × 18.50);
- when a drive ends ("270 km at 90 km/h, leaving at 14:40" → 17:40);
- the next doses of a medicine taken every so many hours ("every 8 hours, first at 7:30am");
- a cooking time per weight ("25 min per 500g, the joint is 1.8kg" → 90 minutes);
- when a child is half (or a third) of a parent's age;
- two price plans over a while ("A is 25/month, B 19/month but 99 upfront, over 2 years").
"""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import SPAN, read_duration, read_time, said_time
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.loose_oven import more_than_weight
from brain.fastpath.reckon import said_number
from brain.fastpath.travel_time import said_hours

_DAYS = (
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag"
    r"|samstag|sonntag|mo|di|mi|do|fr|sa|so"
)

# --- hours worked on several days -------------------------------------------------------------

_RATE = re.compile(
    rf"[$€£]?\s*(?P<rate>{NUMBER})\s*(?:[$€£]|euros?|eur|dollars?|bucks)?\s*(?:an|per|a|/|pro|die)"
    r"\s*(?:hour|hr|h|stunde)\b",
    re.IGNORECASE,
)
_ON_A_DAY = re.compile(
    rf"(?<![\d.,:])(?P<h>{NUMBER})\s*(?:hours?|hrs?|h|std|stunden)?\s*(?:on\s+|am\s+)?(?:{_DAYS})\b",
    re.IGNORECASE,
)


def hours_worked(text: str, language: str) -> str | None:
    """ "18.50 an hour, worked 7.5 hrs monday, 6 tuesday and 8.25 wednesday" → "7.5 + 6 +
    8.25 = 21.75 hours × 18.50 = 402.38 (before tax)."."""
    said = number_words.as_digits(text)
    rate = _RATE.search(said)
    if rate is None:
        return None
    rest = said[: rate.start()] + " " + said[rate.end() :]
    days = [amount(m["h"]) for m in _ON_A_DAY.finditer(rest)]
    if len(days) < 2 or not all(d and d <= 24 for d in days):
        return None
    pay = amount(rate["rate"])
    if not pay:
        return None
    hours = sum((d for d in days if d), Fraction(0))
    parts = " + ".join(said_number(d, language) for d in days if d)
    total = money(hours * pay, language)
    each = f"{said_number(hours, language)} × {money(pay, language)}"
    if language == "de":
        return f"{parts} = {said_number(hours, language)} Stunden; {each} = {total} (brutto)."
    return f"{parts} = {said_number(hours, language)} hours; {each} = {total} (before tax)."


# --- when a drive ends ------------------------------------------------------------------------

_DISTANCE = re.compile(rf"(?P<d>{NUMBER})\s*(?P<unit>km|kilometers?|kilometres?|miles?|mi)\b", re.I)
_SPEED = re.compile(
    rf"(?P<v>{NUMBER})\s*(?:km/h|kmh|kph|km an hour|km per hour|mph|miles an hour|miles per hour"
    r"|stundenkilometer)",
    re.IGNORECASE,
)
_LEAVING = re.compile(
    r"\b(?:leav\w*|leave at|set off|start\w*|depart\w*|go at|los(?:fahren)?|abfahrt|fahre?\w* (?:um"
    r" )?)\D{0,12}?(?P<t>\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?|uhr)?)",
    re.IGNORECASE,
)
_ARRIVE = re.compile(
    r"\b(?:when|what time|wann|um wie viel uhr)\b.*\b(?:get there|arrive|be there|land|ankomm\w*"
    r"|da|an)\b",
    re.IGNORECASE,
)


def arrival(text: str, language: str) -> str | None:
    """ "driving 270 km at 90 km/h, leaving at 14:40, when do i get there" → "270 km at 90
    km/h take 3 hours: you arrive at 17:40 (without breaks)."."""
    said = number_words.as_digits(text)
    distance, speed, leaving = _DISTANCE.search(said), _SPEED.search(said), _LEAVING.search(said)
    if distance is None or speed is None or leaving is None or not _ARRIVE.search(said):
        return None
    d, v = amount(distance["d"]), amount(speed["v"])
    start = read_time(leaving["t"])
    if not d or not v or start is None:
        return None
    minutes = round(d / v * 60)
    took = said_hours(Fraction(minutes, 60), language)
    rest = break_minutes(said)
    at = said_time(start[0] + minutes + rest, twelve=start[1])
    if rest:
        pause = said_hours(Fraction(rest, 60), language)
        if language == "de":
            return f"{distance.group(0)} bei {speed.group(0)} dauern {took}, dazu {pause} Pause: Du bist um {at} Uhr da."
        return f"{distance.group(0)} at {speed.group(0)} take {took}, plus {pause} of breaks: you arrive at {at}."
    if language == "de":
        return f"{distance.group(0)} bei {speed.group(0)} dauern {took}: Du bist um {at} Uhr da (ohne Pausen)."
    return (
        f"{distance.group(0)} at {speed.group(0)} take {took}: you arrive at {at} (without breaks)."
    )


_A_BREAK = (
    r"(?:(?:unpaid|paid|lunch|coffee|smoke|short|(?:un)?bezahlte[nrs]?|kurze[nrs]?)\s+)?"
    r"(?:lunch\s*breaks?|breaks?|stops?|pauses?|rests?|lunch"
    r"|(?:mittags?|kaffee|frühstücks)?pausen?)"
)
_LENGTH = rf"(?:{SPAN.pattern})"
_BREAK = re.compile(
    rf"(?:(?<![\w.,])(?P<k>[1-4])\s*(?:x|×|mal)?\s+)?(?P<d>{_LENGTH})\s*(?:long\s+|lange\s+)?"
    rf"(?:off\s+)?(?:for\s+)?(?:an?\s+|the\s+|my\s+)?{_A_BREAK}\b"
    rf"|\b(?:(?P<k2>[1-4])\s+)?{_A_BREAK}\b(?:\s*(?:of|von|was|is|were|are|war|waren|ist|sind"
    r"|lasted|lasting|dauerte|à|a|je|each|jeweils|about|around|ca\.?|etwa|:|=)(?!\w))*\s*"
    rf"(?P<d2>{_LENGTH})"
    rf"|\b(?P<k3>[1-4])\s+{_A_BREAK}\s*,\s*(?:of\s+)?(?P<d3>{_LENGTH})\s+(?:each|je|jeweils)\b",
    re.IGNORECASE,
)
_NOT_TAKEN = re.compile(r"\b(?:no|without|ohne|keine?)\s+(?:\w+\s+)?$", re.IGNORECASE)


def break_parts(said: str) -> tuple[int, int]:
    """How many breaks ``said`` tells of and the minutes of each ("two 15 minute breaks" → (2,
    15), "an hour lunch" → (1, 60), "mit halber Stunde Pause" → (1, 30), "2 Pausen à 15
    Minuten"); (0, 0) when none is. Each length is read by
    :func:`brain.fastpath.clock.read_duration`."""
    text = re.sub(r"(\d)\s*-\s*(?=min|hour|hr|stunde)", r"\1 ", said, flags=re.IGNORECASE)
    text = re.sub(r"(\d)\s*-?\s*minütige[nrs]?\b", r"\1 min", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(?:un)?paid\s+(?=(?:an?\s+)?hour)", "", text, flags=re.IGNORECASE)
    for found in _BREAK.finditer(text):
        if _NOT_TAKEN.search(text[: found.start()]):
            continue  # "no break, 8 hours"
        each = read_duration(found["d"] or found["d2"] or found["d3"])
        if each is None or each > 4 * 60:
            continue
        return int(found["k"] or found["k2"] or found["k3"] or 1), each
    return 0, 0


def break_minutes(said: str) -> int:
    """The minutes of breaks said ("want one 30 min break", "2 stops of 15 minutes", "an hour
    lunch", "45 Minuten Pause"), 0 when none is."""
    count, each = break_parts(said)
    return count * each


# --- doses every so many hours ----------------------------------------------------------------

_EVERY = re.compile(r"\b(?:every|alle)\s+(?P<n>\d{1,2})\s*(?:hours?|hrs?|h|stunden)\b", re.I)
_FIRST = re.compile(
    r"\b(?:first(?: one| 1| dose| pill| tablet)?|erste\w*)\b\D{0,20}?(?:at|um)\s+(?P<t>\d{1,2}(?:[:.]\d{2})?\s*"
    r"(?:[ap]\.?m\.?|uhr)?)|\b(?:took|take|taken|genommen|nehme?)\b\D{0,25}?(?:at|um)\s+(?P<t2>\d{1,2}"
    r"(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?|uhr)?)",
    re.IGNORECASE,
)
_NEXT = re.compile(r"\b(?:next|nächsten|naechsten)\s+(?P<k>\d)\b", re.IGNORECASE)


def doses(text: str, language: str) -> str | None:
    """ "every 8 hours, took the first one at 7:30am, when are the next 3" → "3:30 PM, 11:30
    PM and 7:30 AM (the next day)."."""
    said = number_words.as_digits(text)
    every, first = _EVERY.search(said), _FIRST.search(said)
    if every is None or first is None or not re.search(r"\b(?:when|wann|next|nächst)", said, re.I):
        return None
    start = read_time(first["t"] or first["t2"])
    step = int(every["n"]) * 60
    if start is None or not 1 <= int(every["n"]) <= 24:
        return None
    wanted = _NEXT.search(said)
    count = int(wanted["k"]) if wanted else max(1, min(4, 24 * 60 // step))
    times = [start[0] + step * i for i in range(1, count + 1)]
    shown = [said_time(t, twelve=start[1]) for t in times]
    later = " (the next day)" if language != "de" else " (am nächsten Tag)"
    shown = [s + (later if t >= 24 * 60 else "") for s, t in zip(shown, times, strict=True)]
    both = " und " if language == "de" else " and "
    listed = ", ".join(shown[:-1]) + both + shown[-1] if len(shown) > 1 else shown[0]
    if language == "de":
        return f"Alle {every['n']} Stunden ab {said_time(start[0], twelve=start[1])}: {listed}."
    return f"Every {every['n']} hours from {said_time(start[0], twelve=start[1])}: {listed}."


# --- a cooking time per weight ----------------------------------------------------------------

_PER_WEIGHT = re.compile(
    rf"(?P<min>{NUMBER})\s*(?:min(?:ute)?s?|minuten)\s*(?:per|a|for every|each|pro|je)\s*"
    rf"(?P<w>{NUMBER})?\s*(?P<wu>g|gr|grams?|kg|kilos?|lbs?|pounds?)\b",
    re.IGNORECASE,
)
_WEIGHT = re.compile(
    rf"(?<![\d.,])(?P<w>{NUMBER})\s*(?P<wu>g|gr|grams?|kg|kilos?|lbs?|pounds?)\b", re.I
)
_GRAMS = {"g": 1, "gr": 1, "gram": 1, "grams": 1, "kg": 1000, "kilo": 1000, "kilos": 1000}


def _grams(value: Fraction, unit: str) -> Fraction | None:
    unit = unit.lower()
    if unit in ("lb", "lbs", "pound", "pounds"):
        return value * Fraction(45359237, 100000)
    factor = _GRAMS.get(unit)
    return value * factor if factor else None


def per_weight(text: str, language: str) -> str | None:
    """ "roast 25 min per 500g, my joint is 1.8kg, how long" → "1,800 g ÷ 500 g × 25 min =
    90 minutes (1 hour 30 minutes)."."""
    said = number_words.as_digits(text)
    rate = _PER_WEIGHT.search(said)
    if rate is None or not re.search(r"\bhow long|wie lange?\b", said, re.I):
        return None
    if more_than_weight(said, rate.end()):
        return None  # "… plus 20 min, rest 15": the roast reader (loose_oven)
    rest = said[rate.end() :] + " " + said[: rate.start()]
    weights = list(_WEIGHT.finditer(rest))
    if len(weights) != 1:
        return None
    minutes, per = amount(rate["min"]), amount(rate["w"] or "1")
    total = amount(weights[0]["w"])
    if not minutes or not per or not total:
        return None
    per_g, total_g = _grams(per, rate["wu"]), _grams(total, weights[0]["wu"])
    if not per_g or not total_g:
        return None
    took = total_g / per_g * minutes
    shown = said_hours(took / 60, language)
    m = said_number(Fraction(round(took)), language)
    if language == "de":
        return f"{said_number(total_g, language)} g ÷ {said_number(per_g, language)} g × {rate['min']} Min. = {m} Minuten ({shown})."
    return f"{said_number(total_g, language)} g ÷ {said_number(per_g, language)} g × {rate['min']} min = {m} minutes ({shown})."


# --- a part of a parent's age -----------------------------------------------------------------

_AGES = re.compile(
    r"\b(?:my|our)\s+(?:son|daughter|kid|child|boy|girl)\s+is\s+(?P<child>\d{1,2})\b.*?\b(?:i'?m"
    r"|i am|im)\s+(?P<me>\d{2})\b|\b(?:i'?m|i am|im)\s+(?P<me2>\d{2})\b.*?\b(?:my|our)\s+(?:son"
    r"|daughter|kid|child|boy|girl)\s+is\s+(?P<child2>\d{1,2})\b",
    re.IGNORECASE,
)
_PART = re.compile(r"\b(?P<part>half|a third|a quarter|one third)\s+(?:of\s+)?my age\b", re.I)
_PARTS = {"half": 2, "a third": 3, "one third": 3, "a quarter": 4}


def part_of_age(text: str, language: str) -> str | None:
    """ "my son is 4 and im 31, how old will i be when he's half my age" → "The gap stays 27
    years: he is half your age at 27, when you are 54 (in 23 years)."."""
    ages, part = _AGES.search(text), _PART.search(text)
    if ages is None or part is None or language == "de":
        return None
    child = int(ages["child"] or ages["child2"])
    me = int(ages["me"] or ages["me2"])
    times = _PARTS[part["part"].lower()]
    gap = me - child
    if gap <= 0 or gap % (times - 1):
        return None
    then = gap // (times - 1)  # child = me / times and me - child = gap
    if then < child:
        return None
    return (
        f"The gap stays {gap} years: your child is {part['part'].lower()} your age at {then}, "
        f"when you are {then + gap} (in {then - child} years)."
    )


# --- two plans over a while -------------------------------------------------------------------

_PLAN = re.compile(
    rf"(?P<m>{NUMBER})\s*(?:[$€£]|euros?|eur|dollars?)?\s*(?:/\s*|a |per |pro |im |each )"
    r"(?:month|mo|monat)\b(?P<rest>[^.;,]*)",
    re.IGNORECASE,
)
_UPFRONT = re.compile(
    rf"(?P<u>{NUMBER})\s*(?:[$€£]|euros?|eur|dollars?)?\s*(?:upfront|up front|setup|set-up|one-off"
    r"|one off|fee|einmalig|anschluss\w*)|(?:upfront|setup fee|set-up fee|one-off|einmalig)\D{0,6}"
    rf"(?P<u2>{NUMBER})",
    re.IGNORECASE,
)
_OVER = re.compile(
    r"\b(?:over|for|in|after|über|nach)\s+(?P<n>\d{1,2})\s*(?P<unit>years?|months?|jahren?|monaten?)\b",
    re.IGNORECASE,
)


def two_plans(text: str, language: str) -> str | None:
    """ "plan A is 25/month no setup fee, plan B is 19/month but 99 upfront, over 2 years
    which is cheaper" → "A: 25 × 24 = 600; B: 19 × 24 + 99 = 555; B is cheaper by 45."."""
    said = number_words.as_digits(text)
    plans = list(_PLAN.finditer(said))
    over = _OVER.search(said)
    if len(plans) != 2 or over is None or language == "de":
        return None
    months = int(over["n"]) * (12 if over["unit"].lower().startswith(("year", "jahr")) else 1)
    totals, shown = [], []
    for name, plan in zip("AB", plans, strict=True):
        monthly = amount(plan["m"])
        start = plan.start()
        before = said[max(0, start - 40) : start]
        fee = _UPFRONT.search(plan["rest"]) or _UPFRONT.search(before.split(",")[-1])
        once = amount(fee["u"] or fee["u2"]) if fee else Fraction(0)
        if not monthly or once is None:
            return None
        total = monthly * months + once
        totals.append(total)
        extra = f" + {money(once, language)}" if once else ""
        shown.append(
            f"{name}: {money(monthly, language)} × {months}{extra} = {money(total, language)}"
        )
    if totals[0] == totals[1]:
        return f"{'; '.join(shown)}: both cost the same."
    cheaper = "A" if totals[0] < totals[1] else "B"
    return f"{'; '.join(shown)}: {cheaper} is cheaper by {money(abs(totals[0] - totals[1]), language)}."


READERS = (
    ("hours_worked", hours_worked),
    ("arrival", arrival),
    ("doses", doses),
    ("per_weight", per_weight),
    ("part_of_age", part_of_age),
    ("two_plans", two_plans),
)
