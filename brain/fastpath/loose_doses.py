"""Doses over a course (see :mod:`brain.fastpath.loose_everyday`): how many pills a course
takes ("one pill every 6 hours for 5 days, how many pills" → "5 days × 24 h ÷ 6 h = 20 pills.";
"2 tablets 3 times a day for a week" → "3 a day × 7 days = 21 doses × 2 tablets = 42 tablets.";
"alle 8 Stunden eine Tablette, 4 Tage lang"). How often a dose is taken is also read by
:mod:`brain.fastpath.loose_supply` (how long a pack lasts). A reminder ("remind me every 8
hours") is a schedule, not a sum, and never reaches these readers."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount
from brain.fastpath.reckon import said_number

_TIMES_WORDS = {
    "once": 1, "twice": 2, "thrice": 3, "einmal": 1, "zweimal": 2, "dreimal": 3, "viermal": 4,
    "fünfmal": 5, "fuenfmal": 5, "sechsmal": 6,
}  # fmt: skip
_TIMES = r"\d{1,2}|once|twice|thrice|einmal|zweimal|dreimal|viermal|fünfmal|fuenfmal|sechsmal"
_X = r"(?:\s*(?:-\s*)?(?:x|×|times|mal)\b)"
_A_DAY = r"(?:(?:a|per|each|every|pro|am|jeden|/)\s*(?:day|tag|d)\b|daily|a\s+day|täglich|taeglich)"
_A_WEEK = r"(?:(?:a|per|each|every|pro|die|in\s+der|/)\s*(?:week|woche)\b|weekly|wöchentlich|woechentlich)"
_NOUNS = {
    **dict.fromkeys(("pill", "pills", "pillen", "pille"), ("pills", "Pillen")),
    **dict.fromkeys(("tablet", "tablets", "tabletten", "tablette", "tabs"), ("tablets", "Tabletten")),
    **dict.fromkeys(("capsule", "capsules", "caps", "kapsel", "kapseln"), ("capsules", "Kapseln")),
    **dict.fromkeys(("dose", "doses", "dosen", "dosis", "einnahmen"), ("doses", "Einnahmen")),
    **dict.fromkeys(("drop", "drops", "tropfen"), ("drops", "Tropfen")),
    **dict.fromkeys(("puff", "puffs", "hub", "hübe", "huebe", "sprühstöße"), ("puffs", "Hübe")),
    **dict.fromkeys(("spray", "sprays"), ("sprays", "Sprühstöße")),
    **dict.fromkeys(("sachet", "sachets", "beutel", "päckchen"), ("sachets", "Beutel")),
    **dict.fromkeys(("lozenge", "lozenges", "lutschtabletten"), ("lozenges", "Lutschtabletten")),
    **dict.fromkeys(("injection", "injections", "shots", "spritzen", "spritze"), ("injections", "Spritzen")),
    **dict.fromkeys(("ml",), ("ml", "ml")),
}  # fmt: skip
_ONE = {"Tabletten": "Tablette", "Kapseln": "Kapsel", "Pillen": "Pille", "Spritzen": "Spritze"}
_NOUN = "|".join(sorted(_NOUNS, key=len, reverse=True))
_DOSE = re.compile(
    rf"(?<![\d.,/])(?P<d>{NUMBER}|1/2|half\s+an?|a|an|one|eine?n?|halbe?)\s*(?P<noun>{_NOUN})\b",
    re.I,
)
_TIME_NOUN = re.compile(
    r"^(?:days?|hours?|weeks?|months?|years?|minutes?|times?|tage?n?|stunden?|wochen?|monate?n?"
    r"|jahre?n?|minuten?|mal)$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Often:
    """How often something is taken: ``per_day`` times a day, or every ``every_hours`` hours
    or ``every_days`` days, or ``per_week`` times a week, as said from ``start`` to ``end``;
    ``amount`` and ``noun`` when so many of a thing a day were said ("2 tablets a day")."""

    start: int
    end: int
    per_day: int = 0
    every_hours: Fraction | None = None
    every_days: int = 0
    per_week: int = 0
    amount: Fraction | None = None
    noun: str = ""


_OFTEN = re.compile(
    rf"\b(?:every|evry|each|alle)\s+(?P<h>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std\.?)(?!\w)"
    r"|\b(?P<hourly>every\s+hour|hourly|stündlich|stuendlich|jede\s+stunde)\b"
    r"|\b(?:every|evry|alle)\s+(?P<d>\d{1,2})\s*(?:days|tage)\b"
    r"|\b(?P<other>every\s+other\s+day|every\s+second\s+day|jeden\s+(?:zweiten|2\.?)\s+tag)\b"
    rf"|\b(?P<k>{_TIMES}){_X}?\s*(?P<day>{_A_DAY})"
    rf"|\b(?P<w>{_TIMES}){_X}?\s*(?P<week>{_A_WEEK})"
    rf"|(?<![\d.,])(?P<n>{NUMBER})\s*(?P<noun>{_NOUN})\s*(?:of\s+\w+\s+)?{_A_DAY}"
    r"|\b(?P<daily>daily|every\s+day|each\s+day|once\s+a\s+day|täglich|taeglich|jeden\s+tag)\b"
    r"|\b(?P<me>morning\s+and\s+(?:evening|night)|morgens\s+und\s+abends)\b"
    r"|\b(?P<mne>morning,?\s+noon\s+and\s+night|morgens,?\s+mittags\s+und\s+abends)\b",
    re.IGNORECASE,
)


def _times(word: str) -> int:
    return int(word) if word.isdigit() else _TIMES_WORDS[word.lower()]


def often(said: str) -> Often | None:
    """How often ``said`` (numbers in digits) says a dose is taken, or None (or when it says
    two rates)."""
    found = list(_OFTEN.finditer(said))
    if len(found) != 1:
        return None
    m = found[0]
    at = (m.start(), m.end())
    if m["h"] or m["hourly"]:
        hours = amount(m["h"]) if m["h"] else Fraction(1)
        return Often(*at, every_hours=hours) if hours and 1 <= hours <= 24 else None
    if m["d"] or m["other"]:
        days = int(m["d"]) if m["d"] else 2
        return Often(*at, every_days=days) if 1 <= days <= 31 else None
    if m["day"]:
        k = _times(m["k"])
        return Often(*at, per_day=k) if 1 <= k <= 24 else None
    if m["week"]:
        k = _times(m["w"])
        return Often(*at, per_week=k) if 1 <= k <= 14 else None
    if m["n"]:
        n = amount(m["n"])
        return Often(*at, per_day=1, amount=n, noun=m["noun"].lower()) if n else None
    return Often(*at, per_day=3 if m["mne"] else 2 if m["me"] else 1)


_SPAN = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,3}|a|an|one|eine[nm]?)\s*(?:-\s*)?(?P<u>days?|weeks?|fortnights?"
    r"|months?|hours?|tage?n?|wochen?|monate?n?|stunden)\b(?!\s*(?:ago|old|her|alt))"
    r"|\b(?P<fortnight>a\s+fortnight|zwei\s+wochen)\b",
    re.IGNORECASE,
)


def _hours(found: re.Match[str]) -> tuple[Fraction, int]:
    """A course's length in hours, and in days (0 when said in hours)."""
    if found["fortnight"]:
        return Fraction(14 * 24), 14
    n = int(found["n"]) if found["n"].isdigit() else 1
    unit = found["u"].lower()
    if unit.startswith(("hour", "stunde")):
        return Fraction(n), 0
    days = n * (
        7
        if unit.startswith(("week", "woche"))
        else 14
        if unit.startswith("fortnight")
        else 30
        if unit.startswith(("month", "monat"))
        else 1
    )
    return Fraction(days * 24), days


_ASKED = re.compile(
    r"\b(?:how\s+many|wie\s*viele)\s+(?:(?:more|in\s+total|total|all|insgesamt|gesamt|brauche\s+ich"
    r"|do\s+i\s+need|will\s+i\s+need|muss\s+ich)\s+)?(?P<what>[a-zäöüß]+)?"
    r"|\b(?:how\s+much|wie\s*viel)\b|\b(?:in\s+total|insgesamt|total|altogether)\b",
    re.IGNORECASE,
)
_NOT_A_COURSE = re.compile(
    r"\b(?:left|remaining|last|lasts|run\s+out|übrig|uebrig|reicht|reichen|noch\s+da|when|wann"
    r"|next|nächste\w*|naechste\w*|first\s+(?:at|one|dose)|erste\w*|until|till|bis|by|since|seit"
    r"|ago|cost\w*|kost\w*|price|preis|[$€£])\b|[$€£]",
    re.IGNORECASE,
)


def _plural(noun: str, language: str) -> str:
    known = _NOUNS.get(noun.lower())
    if known is not None:
        return known[1] if language == "de" else known[0]
    if noun.lower() in ("times", "mal"):
        return "Mal" if language == "de" else "times"
    return noun[:1].upper() + noun[1:] if language == "de" else noun


def course(text: str, language: str) -> str | None:
    """ "one pill every 6 hours for 5 days, how many pills" → "5 days × 24 h ÷ 6 h = 20
    pills."."""
    said = number_words.as_digits(text)
    asked = _ASKED.search(said)
    how = often(said)
    if asked is None or how is None or _NOT_A_COURSE.search(said):
        return None
    what = (asked["what"] or "").lower()
    if _TIME_NOUN.match(what) and what not in ("times", "mal"):
        return None  # "how many days": how long a pack lasts, not a course
    if what in ("more", "of", "do", "brauche", "should", "would", "will", "i", "ich", "we"):
        what = ""
    return _course(said, how, what, language)


def _dose(rest: str) -> tuple[Fraction, str, str] | None:
    """The amount taken at a time ("2 tablets", "half a pill", "5 ml") and the words left,
    or None when two are said."""
    doses = list(_DOSE.finditer(rest))
    if len(doses) > 1:
        return None
    if not doses:
        return Fraction(1), "", rest
    said = doses[0]["d"].lower()
    half = said.startswith(("half", "halb", "1/2"))
    dose = Fraction(1, 2) if half else amount(said) or Fraction(1)
    return dose, doses[0]["noun"].lower(), rest[: doses[0].start()] + " # " + rest[doses[0].end() :]


def _course(said: str, how: Often, what: str, language: str) -> str | None:
    rest = said[: how.start] + " # " + said[how.end :]
    spans = list(_SPAN.finditer(rest))
    if len(spans) != 1:
        return None
    hours, days = _hours(spans[0])
    rest = rest[: spans[0].start()] + " # " + rest[spans[0].end() :]
    bare = re.search(r"(?<![\d.,])(?P<d>\d{1,2})\s*$", said[: how.start])  # "take 2 twice a day"
    if bare is not None and how.amount is None and what:
        rest = rest[: bare.start()] + " # " + rest[bare.end() :]
        taken: tuple[Fraction, str, str] | None = (Fraction(int(bare["d"])), what, rest)
    else:
        taken = (Fraction(1), how.noun, rest) if how.amount is not None else _dose(rest)
    if taken is None:
        return None
    dose, noun, rest = taken
    strength = r"\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|ie|iu)\b"  # "500 mg tablets": a strength
    if re.search(r"\d", re.sub(strength, " ", rest, flags=re.I)):
        return None
    counted = _counted(how, hours, days, language)
    if counted is None:
        return None
    line, count = counted
    de = language == "de"
    whole = Fraction(math.ceil(count))
    if whole != count:
        line += f", {'also' if de else 'so'} {_n(whole, language)}"
    first = ""
    if whole != count:
        first = " (die erste gleich zu Beginn)" if de else " (the first at the start)"
    if dose == 1 or what in ("doses", "dose", "dosen", "einnahmen"):
        return f"{line} {_plural(what or noun or 'doses', language)}{first}."
    unit = _plural(noun, language)
    each = "½" if dose == Fraction(1, 2) else _n(dose, language)
    one = _ONE.get(unit, unit.removesuffix("s")) if dose <= 1 else unit
    times = "Einnahmen" if de else "doses"
    return f"{line} {times}{first} × {each} {one} = {_n(whole * dose, language)} {unit}."


def _n(x: Fraction, language: str) -> str:
    return said_number(Fraction(round(x * 100), 100), language)


def _counted(how: Often, hours: Fraction, days: int, language: str) -> tuple[str, Fraction] | None:
    """The working and the number of doses over ``hours`` (``days`` when said in days)."""
    de = language == "de"
    day_words = ("Tag", "Tage") if de else ("day", "days")
    days_said = f"{days} {day_words[days != 1]}"
    if how.every_hours is not None:
        line = f"{days_said} × 24 h" if days else f"{_n(hours, language)} h"
        line += f" ÷ {_n(how.every_hours, language)} h"
        count = hours / how.every_hours
    elif not days:
        return None  # "twice a day for 36 hours": not said that way
    elif how.every_days:
        count = Fraction(days, how.every_days)
        line = f"{days_said} ÷ {how.every_days}"
    elif how.per_week:
        weeks = days // 7
        if days % 7:
            return None
        count = Fraction(how.per_week * weeks)
        week_words = ("Woche", "Wochen") if de else ("week", "weeks")
        line = (
            f"{how.per_week} {'pro Woche' if de else 'a week'} × {weeks} {week_words[weeks != 1]}"
        )
    else:
        per = how.per_day * (how.amount or Fraction(1))
        count = per * days
        line = f"{_n(per, language)} {'am Tag' if de else 'a day'} × {days_said}"
    if not 0 < count <= 10_000:
        return None
    return f"{line} = {_n(count, language)}", count


READERS = (("dose_course", course),)
