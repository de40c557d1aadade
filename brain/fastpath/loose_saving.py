"""What is left to save, spread over the time left (see :mod:`brain.fastpath.loose_trade`):
"the bike is 960, i've put aside 240, i want it in 6 months, how much per month" → "(960 − 240)
/ 6 = 120 a month."; "urlaub kostet 2400, 600 hab ich schon, noch 8 monate" → 225 pro Monat;
"need 500 for a console, have 80, 12 weeks left" → 35 a week. The goal, what is put aside
already (said before or after its number) and the months, weeks, years or days left; asked per
another period, the time left is counted in it first. An amount already per period ("i save 40
a month") is a rate, not a goal: how long saving at a rate takes is :func:`save_time`'s (read
before a supply that lasts, :mod:`brain.fastpath.loose_everyday`: "can spare 40 a week" is no
bag of food)."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, PERCENT, amount, money
from brain.fastpath.reckon import said_number

_N = r"\d{1,7}(?:[.,]\d{1,2})?"
_CUR = r"(?:[$€£]|euros?|eur|dollars?|bucks|quid|pounds?)"

_SPAN = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,3})\s*(?P<u>months?|mths?|mnths?|mos|weeks?|wks?|years?|yrs?|days?|monate?n?"
    r"|wochen?|jahre?n?|tage?n?)\b"
    r"|\b(?:in|within|over|innerhalb(?:\s+von)?|binnen|für|fuer)\s+(?:a|an|one|einem|einer)\s+"
    r"(?P<u2>month|week|year|monat|woche|jahr)\b"
    r"|\b(?P<half>half\s+a\s+year|(?:1\s+|einem\s+)?halbe[ns]?\s+jahr)\b",
    re.IGNORECASE,
)
"""The time left to save, in whole months, weeks, years or days ("in 8 monaten", "12 weeks
left", "in a year", "ein halbes Jahr")."""
_UNIT = {"m": "month", "w": "week", "y": "year", "j": "year", "d": "day", "t": "day"}
_EVERY = (
    r"(?:per|a|an|each|every|/|pro|im|in\s+der|am|jede[nmrs]?|die)\s*(?P<{0}>month|week|day|year"
    r"|monat|woche|tag|jahr)\b|\b(?P<{1}>monthly|weekly|daily|monatlich|wöchentlich|woechentlich"
    r"|täglich|taeglich)\b"
)
_PER_ASKED = re.compile(_EVERY.format("per", "ly"), re.IGNORECASE)
_RATE_SAID = re.compile(
    rf"(?<![\d.,])(?:{_N})\s*{_CUR}?\s*(?:{_EVERY.format('p', 'l')})", re.IGNORECASE
)
"""An amount already per period ("40 a month"): a rate said, no time to spread a sum over."""
_MONEY = re.compile(rf"(?<![\w.,])(?:[$€£]\s*)?(?P<m>{_N})(?![\w%]|[.,]\d)", re.IGNORECASE)
_HAVE_BEFORE = re.compile(
    r"\b(?:put\s+(?:aside|away|by)|set\s+aside|saved(?:\s+up)?|have(?:\s+saved)?|got|i'?ve"
    r"|already|hab(?:e)?|habe\s+ich|hab\s+ich|gespart|zurückgelegt|zurueckgelegt|angespart"
    r"|schon|bereits|beiseite(?:gelegt)?|there'?s|da\s+sind|auf\s+dem\s+konto|in\s+the\s+bank)"
    r"(?:\s+(?:got|already|saved|schon|bereits|about|around|ca\.?|etwa|so|like))*\s*[$€£]?\s*$",
    re.IGNORECASE,
)
_HAVE_AFTER = re.compile(
    rf"^\s*{_CUR}?\s*(?:is\s+|are\s+|sind\s+|liegen\s+)?(?:already\s+|schon\s+|bereits\s+)?"
    r"(?:saved|put\s+(?:aside|away|by)|set\s+aside|in\s+the\s+bank|on\s+the\s+side|in\s+savings"
    r"|already|hab\w*|gespart|zurückgelegt|zurueckgelegt|angespart|beiseite|auf\s+dem\s+konto"
    r"|im\s+sparschwein|da\b|schon|bereits)",
    re.IGNORECASE,
)
_SAVING = re.compile(
    r"\b(?:save|saving|put\s+(?:aside|away|by)|set\s+aside|afford|goal|target|spar\w*"
    r"|zurücklegen|zuruecklegen|zurückleg\w*|beiseite\w*|ziel)\b",
    re.IGNORECASE,
)
_LEFT_ASKED = re.compile(
    r"\b(?:how\s+much|wie\s*viel|left|to\s+go|remaining|until|till|noch|übrig|uebrig|bis)\b"
    r"|\?|\bin\s+\d",
    re.IGNORECASE,
)
_IN_A: dict[str, dict[str, Fraction]] = {
    "day": {"week": Fraction(1, 7)},
    "week": {"month": Fraction(12, 52), "day": Fraction(7)},
    "month": {"week": Fraction(52, 12)},
    "year": {"month": Fraction(12), "week": Fraction(52)},
}
"""How many of one period make another (a month is 52/12 weeks)."""
_SAID = {
    "day": ("day", "days", "Tag", "Tage"),
    "week": ("week", "weeks", "Woche", "Wochen"),
    "month": ("month", "months", "Monat", "Monate"),
    "year": ("year", "years", "Jahr", "Jahre"),
}


def _kept(said: str, sums: list[re.Match[str]]) -> list[re.Match[str]]:
    """The amounts of ``sums`` said as put aside already ("i've put aside 240", "600 hab ich
    schon")."""
    return [
        m
        for m in sums
        if _HAVE_BEFORE.search(said[: m.start()]) or _HAVE_AFTER.match(said[m.end() :])
    ]


def saved_already(said: str) -> bool:
    """Whether ``said`` (numbers in digits) says an amount is put aside already: then a sum
    paid off in parts is what is left to save (see :func:`save_per`)."""
    return bool(_kept(said, list(_MONEY.finditer(said))))


def save_per(text: str, language: str) -> str | None:
    """What is left to save, spread over the time left: "the bike is 960, i've put aside 240,
    i want it in 6 months, how much per month" → "(960 − 240) / 6 = 120 a month."; "need 500
    for a console, have 80, 12 weeks left" → a week; asked per another period, the time left is
    counted in it first ("6 months = 26 weeks")."""
    said = number_words.as_digits(text)
    spans = list(_SPAN.finditer(said))
    if len(spans) != 1 or _RATE_SAID.search(said) or PERCENT.search(said):
        return None
    span = spans[0]
    rest = said[: span.start()] + " # " + said[span.end() :]
    sums = [m for m in _MONEY.finditer(rest) if amount(m["m"])]
    if not 1 <= len(sums) <= 2 or not _LEFT_ASKED.search(said):
        return None
    kept = _kept(rest, sums)
    if len(kept) > 1 or len(kept) == len(sums) or not (kept or _SAVING.search(said)):
        return None
    goal = amount(next(m for m in sums if m not in kept)["m"])
    have = amount(kept[0]["m"]) if kept else Fraction(0)
    unit = "month" if span["half"] else _UNIT[(span["u"] or span["u2"])[0].lower()]
    count = Fraction(6 if span["half"] else int(span["n"] or 1))
    asked = _PER_ASKED.search(said[span.end() :]) or _PER_ASKED.search(said)
    per = _UNIT[(asked["per"] or asked["ly"])[0].lower()] if asked is not None else unit
    if goal is None or have is None or goal <= have:
        return None
    de = language == "de"
    counted = ""  # the time left in the period asked
    if per != unit:
        factor = _IN_A[unit].get(per)
        if factor is None:
            return None
        was = f"{said_number(count, language)} {_SAID[unit][(count != 1) + 2 * de]}"
        count *= factor
        near = "=" if count.denominator == 1 else "≈"
        counted = f"{was} {near} {_n2(count, language)} {_SAID[per][(count != 1) + 2 * de]}: "
    start = (
        f"({money(goal, language)} − {money(have, language)})" if have else money(goal, language)
    )
    each = money(Fraction(math.ceil((goal - have) / count * 100), 100), language)
    if de:
        return f"{counted}{start} / {_n2(count, language)} = {each} pro {_SAID[per][2]}."
    return f"{counted}{start} / {_n2(count, language)} = {each} a {per}."


def _n2(value: Fraction, language: str) -> str:
    """A number to two places at most."""
    return said_number(Fraction(round(value * 100), 100), language)


# --- how long saving takes at a rate ----------------------------------------------------------

_EACH = r"(?:a|an|per|each|every|/|pro|im|in\s+der|am|jede[nmrs]?|die)"
_PERIOD = (
    rf"{_EACH}\s*(?P<{{0}}>month|week|year|day|monat|woche|jahr|tag)s?\b|\b(?P<{{1}}>monthly|weekly"
    r"|yearly|daily|monatlich|wöchentlich|woechentlich|jährlich|jaehrlich|täglich|taeglich)\b"
)
_RATE_AFTER = re.compile(
    rf"(?<![\w.,])(?:[$€£]\s*)?(?P<r>{NUMBER})\s*{_CUR}?\s*(?:(?:aside|away|by|zurück|zurueck|weg"
    r"|beiseite)\s+)?(?:" + _PERIOD.format("p", "ly") + ")",
    re.IGNORECASE,
)
"""An amount put by each period ("70 every month", "40 im monat", "25 weekly")."""
_RATE_BEFORE = re.compile(
    r"\b(?:every|each|per|jede[nmrs]?|pro|im)\s+(?P<p2>month|week|year|day|monat|woche|jahr|tag)\b"
    r"[\s,]*(?:(?:i|we|ich|wir|can|could|will|would|kann|können|koennen|könnte|about|around|etwa"
    r"|ca\.?|so|maybe|probably|like)\s+)*(?:(?:save|spare|stash|put|set|lege|leg|sparen|packe?"
    r"|schiebe?)\s+(?:(?:away|aside|by|up|in)\s+)?)?"
    rf"(?:[$€£]\s*)?(?P<r2>{NUMBER})(?![\w%]|[.,]\d)(?!\s*(?:%|kg|km|pages?|seiten|hours?|stunden|min))",
    re.IGNORECASE,
)
"""The period first ("jeden monat 50", "every week i can put away 25")."""
_PUT_BY = re.compile(
    r"\b(?:sav(?:e|ing)|put(?:ting)?\s+(?:\w+\s+)?(?:away|aside|by|in)|set(?:ting)?\s+aside|stash\w*"
    r"|spare|squirrel\w*|spar\w*|zurückleg\w*|zuruecklegen|leg\w*\b[^.?!]*\bzurück|beiseite\w*"
    r"|auf\s+die\s+seite|into\s+(?:my\s+)?savings)\b",
    re.IGNORECASE,
)
"""Putting money by: a rate of it is saving, not earning or eating."""
_HOW_LONG = re.compile(
    r"\b(?:how\s+long|how\s+many\s+(?:more\s+)?(?:weeks|months|years|days)|when\s+(?:will|can|do"
    r"|would)\s+i|wie\s+lange?|wie\s+viele\s+(?:wochen|monate|jahre|tage)|wann\s+(?:kann|hab|habe"
    r"|bin)\s+ich)\b",
    re.IGNORECASE,
)
_GOAL_CUE = re.compile(
    r"\b(?:costs?|cost\s+of|is|are|was|for|need|needs|want|wants|goal|target|until|till|til|have"
    r"|hit|reach|get\s+to|save\s+up|save|of|total|kostet|kosten|für|fuer|brauche|brauch|brauchen"
    r"|bis|ziel|habe|von|insgesamt)\s+(?:(?:about|around|like|ca\.?|etwa|rund|ich|i|me)\s+)?"
    r"[$€£]?\s*$",
    re.IGNORECASE,
)
_GOAL_AFTER = re.compile(
    rf"^\s*(?:{_CUR}\s*)?(?:for|für|fuer|kostet|kosten|cost)\b|^\s*{_CUR}", re.I
)
_UNTIL = re.compile(
    r"\b(?:until|till|til|bis|before|to\s+(?:get|reach|hit|have))\b[^,.;]{0,20}$", re.I
)
_NOT_MONEY = re.compile(
    r"^\s*(?:%|x\b|kg|km|g\b|l\b|pages?|seiten|hours?|stunden|h\b|min|years?|jahre?n?|months?"
    r"|monate?n?|weeks?|wochen?|days?|tage?n?|people|leute|kids|kinder|times|mal)",
    re.IGNORECASE,
)
_SUMS = re.compile(
    rf"(?<![\w.,])(?:[$€£]\s*)?(?P<m>{NUMBER})(?!(?!k\b)[\w%]|[.,]\d)", re.IGNORECASE
)
_IN_UNITS = {"m": ("month", "months", "Monat", "Monate", "Monaten"),
             "w": ("week", "weeks", "Woche", "Wochen", "Wochen"),
             "y": ("year", "years", "Jahr", "Jahre", "Jahren"),
             "j": ("year", "years", "Jahr", "Jahre", "Jahren"),
             "d": ("day", "days", "Tag", "Tage", "Tagen"),
             "t": ("day", "days", "Tag", "Tage", "Tagen")}  # fmt: skip


def save_time(text: str, language: str) -> str | None:
    """How long saving up takes at a steady rate: "need 1100 for a phone, i can set aside 70
    every month, how long" → "1,100 ÷ 70 ≈ 15.71, so 16 months: 15 months of 70 and 50 in the
    last one."; "ich lege jeden monat 50 zurück für ein rad das 700 kostet, wie lange" → 14
    Monate; what is saved already comes off first. No rate or no goal said: no answer."""
    said = number_words.as_digits(text)
    if not _HOW_LONG.search(said) or not _PUT_BY.search(said) or PERCENT.search(said):
        return None
    rates = [(m, m["r"], m["p"] or m["ly"]) for m in _RATE_AFTER.finditer(said)]
    rates += [(m, m["r2"], m["p2"]) for m in _RATE_BEFORE.finditer(said)]
    spans = {(m.start(), m.end()) for m, _r, _p in rates}
    if len(rates) < 1 or len({r for _m, r, _p in rates}) != 1 or len(spans) > 2:
        return None
    found, said_rate, period = rates[0]
    rest = said[: found.start()] + " # " + said[found.end() :]
    for other, _r, _p in rates[1:]:
        rest = rest.replace(other[0], " # ")
    sums = [
        m for m in _SUMS.finditer(rest) if amount(m["m"]) and not _NOT_MONEY.match(rest[m.end() :])
    ]
    ahead = [m for m in sums if _UNTIL.search(rest[: m.start()])]
    kept = [m for m in _kept(rest, sums) if m not in ahead]
    goals = ahead or [
        m
        for m in sums
        if m not in kept
        and (_GOAL_CUE.search(rest[: m.start()]) or _GOAL_AFTER.match(rest[m.end() :]))
    ]
    if len(goals) > 1:
        goals = [m for m in goals if amount(m["m"]) != 1]  # "für ein sofa für 500"
    rate, goal = amount(said_rate), amount(goals[0]["m"]) if len(goals) == 1 else None
    have = amount(kept[0]["m"]) if len(kept) == 1 else Fraction(0)
    if goal is not None and re.match(r"k\b", rest[goals[0].end() :], re.I):
        goal *= 1000  # "the trip is 2k"
    if not rate or goal is None or have is None or len(kept) > 1 or goal - have <= rate:
        return None
    return _took(goal, have, rate, _IN_UNITS[period[0].lower()], language)


def _took(
    goal: Fraction, have: Fraction, rate: Fraction, unit: tuple[str, ...], language: str
) -> str:
    """The sum said: whole periods, the last one's smaller amount when it does not divide."""
    left = goal - have
    count = math.ceil(left / rate)
    start = (
        f"({money(goal, language)} − {money(have, language)})" if have else money(goal, language)
    )
    sum_ = f"{start} ÷ {money(rate, language)}"
    last = money(left - (count - 1) * rate, language)
    if language == "de":
        if left % rate == 0:
            return f"{sum_} = {count}: in {count} {unit[4]}."
        return (
            f"{sum_} ≈ {_n2(left / rate, language)}, also in {count} {unit[4]}: "
            f"{count - 1} {unit[2 if count == 2 else 3]} je {money(rate, language)} und im letzten nur "
            f"noch {last}."
        )
    units = unit[0] if count == 1 else unit[1]
    if left % rate == 0:
        return f"{sum_} = {count} {units}."
    return (
        f"{sum_} ≈ {_n2(left / rate, language)}, so {count} {units}: {count - 1} "
        f"{unit[0] if count == 2 else unit[1]} of {money(rate, language)} and {last} in the last one."
    )
