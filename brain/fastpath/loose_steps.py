"""Getting somewhere step by step, said in a sentence or two (see :mod:`brain.fastpath.loose_sums`):

- how long the rest takes at the pace so far ("read 25 pages in 40 min, 350 left, how long");
- when a target is reached by the same step each week ("bench 60kg, add 2.5 a week, how many
  weeks till 80").

Each answers only when its parts are all there.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount
from brain.fastpath.reckon import said_number
from brain.fastpath.travel_time import said_hours

# --- the rest at the pace so far --------------------------------------------------------------

_DONE_IN = re.compile(
    rf"(?P<a>{NUMBER})\s+(?P<unit>[a-zäöü]+)\s+(?:\w+\s+){{0,3}}?in\s+(?:about\s+|ca\.?\s+)?"
    r"(?P<t>\d{1,3}(?:[.,]\d)?)\s*(?P<tu>min(?:ute)?s?|minuten|h|hours?|hrs?|stunden?)\b",
    re.IGNORECASE,
)
_LEFT = re.compile(
    rf"(?P<b>{NUMBER})\s+(?:more\s+)?(?P<unit>[a-zäöü]+)\s+(?:left|to go|remaining|still to"
    r"|übrig|uebrig|noch)\b|\b(?:still|noch)\s+(?P<b2>\d{1,6})\s+(?P<unit2>[a-zäöü]+)",
    re.IGNORECASE,
)
_HOW_LONG = re.compile(
    r"\b(?:how long|how much (?:longer|time)|when (?:will|do|would) i (?:be )?finish|wie lange"
    r"|wann bin ich fertig)\b",
    re.IGNORECASE,
)


def pace_left(text: str, language: str) -> str | None:
    """ "i read 25 pages in 40 min, 350 pages left, how long till i finish" → "350 pages at 25
    per 40 minutes: 560 minutes, that's 9 hours 20 minutes."."""
    said = number_words.as_digits(text)
    done, left = _DONE_IN.search(said), _LEFT.search(said)
    if done is None or left is None or not _HOW_LONG.search(said):
        return None
    unit = (left["unit"] or left["unit2"]).lower()
    if unit.rstrip("s") != done["unit"].lower().rstrip("s"):
        return None
    a, b = amount(done["a"]), amount(left["b"] or left["b2"])
    t = amount(done["t"])
    if not a or not b or not t:
        return None
    per = t * 60 if done["tu"].lower().startswith(("h", "s")) else t
    minutes = b / a * per
    took = said_hours(minutes / 60, language)
    total = said_number(Fraction(round(minutes)), language)
    if language == "de":
        return f"{left.group(0).split()[0]} {unit} bei {done['a']} in {done['t']} {done['tu']}: {total} Minuten, also {took}."
    return (
        f"{b} {unit} at {done['a']} per {done['t']} {done['tu']}: {total} minutes, that's {took}."
    )


_HOW_MANY_UNITS = re.compile(
    r"\b(?:how many (?:weeks|months|days|years)|how long|wie (?:viele|lange)|wie viele (?:wochen"
    r"|monate|tage|jahre)|when can i|wann kann ich)\b",
    re.IGNORECASE,
)
_PERIODS = {"week": ("weeks", "Wochen"), "woche": ("weeks", "Wochen"),
            "month": ("months", "Monate"), "monat": ("months", "Monate"),
            "day": ("days", "Tage"), "tag": ("days", "Tage"),
            "year": ("years", "Jahre"), "jahr": ("years", "Jahre")}  # fmt: skip

# --- a target reached step by step ------------------------------------------------------------

_NOW_AT = re.compile(
    rf"\b(?:i (?:bench|lift|squat|deadlift|run|weigh|do|read|can do|am at|'m at)|i'?m at|currently"
    rf"|right now|now at|at the moment|ich (?:bin bei|schaffe|drücke|laufe|wiege))\s+(?:about\s+)?"
    rf"(?P<a>{NUMBER})\s*(?P<unit>kg|lbs?|km|reps|pages|minutes|min|kilos?)?",
    re.IGNORECASE,
)
_STEP = re.compile(
    rf"\b(?:add|adding|increase|increasing|go up|going up|put on|gain|steigere?|lege?)\s+(?:by\s+)?"
    rf"(?P<s>{NUMBER})\s*(?:kg|lbs?|km|reps|pages|minutes|min|kilos?)?\s*(?:more\s+)?(?:every|a|an"
    r"|per|each|pro|jede[nr]?)\s+(?P<per>week|month|day|session|woche|monat|tag)\b",
    re.IGNORECASE,
)
_TARGET = re.compile(
    rf"\b(?:till|until|to|before|bis)\s+(?:i\s+)?(?:hit|reach|get to|am at|make|can do|ich)?\s*"
    rf"(?P<t>{NUMBER})\b",
    re.IGNORECASE,
)


def reach_target(text: str, language: str) -> str | None:
    """ "i bench 60kg now. if i add 2.5kg every week how many weeks till i hit 80?" → "(80 −
    60) ÷ 2.5 = 8 weeks."."""
    said = number_words.as_digits(text)
    now, step = _NOW_AT.search(said), _STEP.search(said)
    target = _TARGET.search(said[step.end() :]) if step is not None else None
    if now is None or step is None or target is None or not _HOW_MANY_UNITS.search(said):
        return None
    a, s, t = amount(now["a"]), amount(step["s"]), amount(target["t"])
    if a is None or not s or t is None or t <= a:
        return None
    units = math.ceil((t - a) / s)
    en, de = _PERIODS.get(step["per"].lower(), ("sessions", "Einheiten"))
    near = (
        ""
        if ((t - a) / s).denominator == 1
        else (" (aufgerundet)" if language == "de" else " (rounded up)")
    )
    shown = [said_number(x, language) for x in (t, a, s)]
    word = de if language == "de" else en
    return f"({shown[0]} − {shown[1]}) ÷ {shown[2]} = {units} {word}{near}."


READERS = (
    ("pace_left", pace_left),
    ("reach_target", reach_target),
)
