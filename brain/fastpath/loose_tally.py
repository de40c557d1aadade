"""Something done so often over a while, counted or added up (see
:mod:`brain.fastpath.loose_everyday`): "i run 5 km 3 times a week for 4 weeks, how many km" →
"3 a week × 4 weeks = 12 times; 12 × 5 km = 60 km."; "every 2 weeks i get paid 1500, how much
a year" → "52 weeks ÷ 2 = 26 pay periods; 26 × 1,500 = 39,000 a year."; "ich laufe jeden Tag 5
km, wie viele km in der Woche" → "7 Tage × 5 km = 35 km pro Woche."; "twice a week for 3 months,
how many times" → "3 months ≈ 13 weeks (52 ÷ 12 × 3); 2 a week × 13 weeks = about 26 times.".
Months in weeks or days are an average and said so. How often a day or a week is read by
:func:`brain.fastpath.loose_doses.often` (doses themselves are that module's)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from brain.fastpath import loose_doses, loose_habits, number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

_UNITS = {"day": 0, "week": 1, "month": 2, "year": 3}
_IN = {  # a span in a smaller unit: (how many, exact)
    ("week", "day"): (Fraction(7), True),
    ("month", "day"): (Fraction(36525, 1200), False),
    ("year", "day"): (Fraction(365), True),
    ("month", "week"): (Fraction(52, 12), False),
    ("year", "week"): (Fraction(52), True),
    ("year", "month"): (Fraction(12), True),
}
_GERMAN = {"tag": "day", "woche": "week", "monat": "month", "jahr": "year"}
_TIMES = {"once": 1, "twice": 2, "thrice": 3, "einmal": 1, "zweimal": 2, "dreimal": 3}


@dataclass(frozen=True)
class _Often:
    """``times`` every ``every`` ``unit`` ("3 a week": 3, 1, week; "every 2 weeks": 1, 2,
    week), said from ``start`` to ``end``."""

    times: int
    every: int
    unit: str
    start: int
    end: int


def _unit(word: str) -> str:
    word = word.lower().rstrip("s")
    for german, english in _GERMAN.items():
        if word.startswith(german):
            return english
    return word


_INTERVAL = re.compile(
    r"\b(?:every|each|alle)\s+(?P<n>\d{1,2})\s*(?P<u>weeks|wochen|months|monate)\b"
    r"|\b(?:every\s+(?:other|second)|jede[nr]?\s+zweite[nr]?)\s+(?P<ou>week|month|woche|monat)\b"
    r"|\b(?P<fortnight>bi-?weekly|fortnightly|every\s+fortnight|vierzehntägig|zweiwöchentlich)\b"
    rf"|\b(?P<k>\d{{1,2}}|{'|'.join(_TIMES)})\s*(?:x|×|times|mal)?\s*(?:a|per|each|every|pro|im|/)"
    r"\s*(?P<ku>month|monat)\b"
    r"|\b(?P<weekly>every\s+week|each\s+week|weekly|jede\s+woche|wöchentlich)\b"
    r"|\b(?P<monthly>every\s+month|each\s+month|monthly|jeden\s+monat|monatlich)\b",
    re.IGNORECASE,
)


def _often(said: str) -> _Often | None:
    """How often, said once: k a day or a week (:func:`loose_doses.often`), every n weeks or
    months, k a month; None for a dose's hours or amount, or two rates."""
    found = list(_INTERVAL.finditer(said))
    how = loose_doses.often(said)
    if len(found) + (how is not None) != 1:
        return None
    if how is not None:
        if how.every_hours is not None or how.amount is not None:
            return None
        if how.every_days:
            return _Often(1, how.every_days, "day", how.start, how.end)
        unit = "week" if how.per_week else "day"
        bare = re.match(r"\d{1,2}\s*(?![\s\d]*(?:x|×|times|mal)\b)", said[how.start : how.end])
        if bare is not None:  # "$5 every day": 5 is what is done daily, not how often
            if re.match(r"(?:a|per|pro|am|die|/)\b", said[how.start + bare.end() : how.end]):
                return None  # "15 a day": an amount a period, the rules' own
            return _Often(1, 1, unit, how.start + bare.end(), how.end)
        return _Often(how.per_week or how.per_day, 1, unit, how.start, how.end)
    m = found[0]
    at = (m.start(), m.end())
    if m["n"]:
        return _Often(1, int(m["n"]), _unit(m["u"]), *at) if 2 <= int(m["n"]) <= 12 else None
    if m["ou"] or m["fortnight"]:
        return _Often(1, 2, _unit(m["ou"] or "week"), *at)
    if m["k"]:
        k = int(m["k"]) if m["k"].isdigit() else _TIMES[m["k"].lower()]
        return _Often(k, 1, "month", *at) if 1 <= k <= 31 else None
    return _Often(1, 1, "week" if m["weekly"] else "month", *at)


_UNIT = r"(?P<u>days?|weeks?|months?|years?|tage?n?|wochen?|monate?n?|jahre?n?)"
_SPAN = re.compile(
    rf"\b(?:for|in|over|within|during|after|für|fuer|über|ueber|innerhalb(?:\s+von)?|nach)"
    rf"\s+(?:the\s+next\s+|the\s+|den\s+nächsten\s+)?(?P<n>\d{{1,3}}|a|an|one)\s+{_UNIT}\b"
    rf"|(?<![\d.,])(?P<n2>\d{{1,3}})\s+{_UNIT.replace('P<u>', 'P<u2>')}\s+lang\b"
    r"|\b(?P<per>a|per|each|every|in\s+a|in\s+one|the|pro|im|in\s+der|in\s+einer|die|jede[nms]?"
    r"|in\s+1|in\s+einem)\s+(?P<pu>day|week|month|year|tag|woche|monat|jahr)\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\bhow\s+(?:many|much)\b(?:\s+(?P<what>[a-zäöüß-]+))?|\bwie\s*viele?\b(?:\s+(?P<was>[a-zäöüß-]+))?"
    r"|\b(?P<often>how\s+often|wie\s+oft)\b|\b(?:in\s+total|total|altogether|insgesamt|zusammen"
    r"|what(?:'?s|\s+is)\s+(?:that|it)|whats\s+(?:that|it)|was\s+(?:ist|macht|sind)\s+das)\b",
    re.IGNORECASE,
)
_NOT_A_NOUN = re.compile(
    r"^(?:is|are|ist|sind|in|im|a|per|pro|do|does|did|will|would|should|can|could|i|we|ich|wir"
    r"|each|every|that|this|das|dies|it|es|of|von|total|insgesamt|more|mehr|over|über|after|nach"
    r"|for|für|the|die|der|den)$",
    re.IGNORECASE,
)
_COUNTED = re.compile(
    r"^(?:times|mal|male|sessions?|classes|workouts|visits|runs|lessons|trainings?|einheiten"
    r"|besuche|termine|appointments)$",
    re.IGNORECASE,
)
_NOT_TALLY = re.compile(
    r"\b(?:left|remaining|last|lasts|run\s+out|übrig|uebrig|reicht|reichen|until|till|bis|by"
    r"|when|wann|remind\w*|erinner\w*|ago|since|seit|(?:next|nächste\w*)(?!\s+\d)|first|erste\w*"
    r"|an\s+hour|per\s+hour|die\s+stunde|pro\s+stunde)\b|%",
    re.IGNORECASE,
)
_QUANTITY = re.compile(
    rf"(?<![\d.,:/])(?P<cur>[$€£])?\s*(?P<q>{NUMBER})(?![\d:/])\s*(?P<w>[a-zäöüß€$£-]+)?",
    re.IGNORECASE,
)
_NOT_A_UNIT = re.compile(
    r"^(?:a|an|the|per|each|every|and|und|or|oder|i|ich|we|wir|im|in|pro|am|die|der|das|for|für"
    r"|x|times|mal|is|ist|sind|how|wie|to|bis|so)$",
    re.IGNORECASE,
)
_MONEY = re.compile(
    r"[$€£]|\b(?:euros?|eur|dollars?|bucks|pounds?|quid|paid|pay|salary|wage|gehalt|lohn|verdien\w*"
    r"|bezahlt|bekomm\w*|kriege?|spar\w*|save|saving|spend|ausgeb\w*|kost\w*|cost\w*)\b",
    re.IGNORECASE,
)
_CURRENCY = re.compile(r"^(?:euros?|eur|dollars?|bucks|pounds?|quid|€|\$|£)$", re.IGNORECASE)
_PAY = re.compile(
    r"\b(?:paid|pay|salary|payday|pay\s?checks?|paycheques?|payslips?|gehalt\w*|lohn\w*"
    r"|bezahlt)\b",
    re.IGNORECASE,
)


def tally(text: str, language: str) -> str | None:
    """ "i run 5 km 3 times a week for 4 weeks, how many km" → "3 a week × 4 weeks = 12 times;
    12 × 5 km = 60 km."."""
    said = number_words.as_digits(text)
    asked = _ASKED.search(said)
    how = _often(said)
    if asked is None or how is None or _NOT_TALLY.search(said):
        return None
    if loose_habits.habit_cost(text, language) is not None:
        return None  # "a 4.20 coffee 3 times a week, how much a year": a habit's cost
    rest = said[: how.start] + " # " + said[how.end :]
    spans = list(_SPAN.finditer(rest))
    if len(spans) != 1:
        return None
    span = spans[0]
    rest = rest[: span.start()] + " # " + rest[span.end() :]
    n_said = span["n"] or span["n2"] or "1"
    n = int(n_said) if n_said.isdigit() else 1
    unit = _unit(span["u"] or span["u2"] or span["pu"])
    quantities = list(_QUANTITY.finditer(rest))
    if len(quantities) > 1 or n < 1 or _UNITS[unit] < _UNITS[how.unit]:
        return None
    what = "times" if asked["often"] else (asked["what"] or asked["was"] or "").lower()
    what = "" if _NOT_A_NOUN.match(what) else what
    if re.match(rf"^{_UNIT}$|^(?:hours?|minutes?|stunden|minuten)$", what, re.IGNORECASE):
        return None  # "i run every day, how many days a year": no tally
    quantity = quantities[0] if quantities else None
    if quantity is not None and _COUNTED.match(what):
        quantity = None  # "how many times": the runs, not the km
    if quantity is None and what and not _COUNTED.match(what) and not _said_before(what, said):
        return None  # "how many calories" of runs: never said
    counted = _counted(how, n, unit, language)
    if counted is None:
        return None
    per = span["per"] is not None or n_said.lower() in ("a", "an", "one", "1")
    return _said(said, counted, quantity, (what, per, unit), language)


@dataclass(frozen=True)
class _Count:
    """The working (``first``: a month put in weeks; ``line``), the number of times, whether it
    is exact, and whether the line is the span alone ("7 days": once a day)."""

    first: str
    line: str
    count: Fraction
    exact: bool
    plain: bool


def _counted(how: _Often, n: int, unit: str, language: str) -> _Count | None:
    """How many times ``how`` comes round in ``n`` ``unit``, with the working."""
    de = language == "de"
    found = (Fraction(1), True) if unit == how.unit else _IN.get((unit, how.unit))
    if found is None:
        return None
    inside, exact = found
    span = n * inside
    first = ""
    if not exact:  # "3 months ≈ 13 weeks (52 ÷ 12 × 3)"
        base = "52 ÷ 12" if how.unit == "week" else "365,25 ÷ 12" if de else "365.25 ÷ 12"
        first = (
            f"{n} {_name(unit, n, de)} ≈ {_n(span, language)} {_name(how.unit, 2, de)}"
            f" ({base}{f' × {n}' if n != 1 else ''}); "
        )
    shown = f"{_n(span, language)} {_name(how.unit, span, de)}"
    count = span * how.times / how.every
    if not 0 < count <= 100_000:
        return None
    if how.every != 1:
        line = f"{shown} ÷ {how.every}"
    elif how.times != 1:
        a = {"day": "am Tag", "week": "pro Woche", "month": "im Monat"} if de else {}
        line = f"{how.times} {a.get(how.unit, f'a {how.unit}')} × {shown}"
    else:
        line = shown
    exact = exact and count.denominator == 1
    return _Count(first, line, count, exact, how.every == how.times == 1)


def _said(
    said: str,
    counted: _Count,
    quantity: re.Match[str] | None,
    asked: tuple[str, bool, str],
    language: str,
) -> str | None:
    what, per, unit = asked
    de = language == "de"
    about = "" if counted.exact else "etwa " if de else "about "
    times = _n(counted.count if counted.exact else Fraction(round(counted.count)), language)
    a_per = ""
    if per:
        a_per = (
            {"day": " am Tag", "week": " pro Woche", "month": " im Monat", "year": " im Jahr"}
            if de
            else {"day": " a day", "week": " a week", "month": " a month", "year": " a year"}
        )[unit]
    line = counted.first + counted.line
    if quantity is None:
        named = what if what and what not in ("times", "mal", "male") else ""
        noun = (named.capitalize() or "Mal") if de else named or "times"
        return f"{line} = {about}{times} {noun}{a_per}."
    q = amount(quantity["q"])
    word = quantity["w"] if quantity["w"] and not _NOT_A_UNIT.match(quantity["w"]) else ""
    word = "km" if word.lower() == "k" else word  # a runner's "8k"
    is_money = bool(quantity["cur"]) or _MONEY.search(said) is not None
    if is_money and not _CURRENCY.match(word):
        word = ""  # "1500 gehalt": the amount alone
    if not q or (what and not is_money and word and not _same(what, word)):
        return None  # "how many miles" of km
    shown_q = _amount(q, word, is_money, language)
    total = _amount(q * counted.count, word, is_money, language)
    if counted.plain:
        return f"{line} × {shown_q} = {about}{total}{a_per}."  # "7 days × 5 km"
    noun = ("Zahltage" if de else "pay periods") if _PAY.search(said) else "Mal" if de else "times"
    times = _n(counted.count, language)  # "4.33 weeks ÷ 2 = 2.17": the sum goes on with it
    if not counted.exact and counted.count.denominator != 1:
        return f"{line} = {times}; {times} × {shown_q} = {about}{total}{a_per}."
    return f"{line} = {about}{times} {noun}; {times} × {shown_q} = {about}{total}{a_per}."


def _said_before(what: str, said: str) -> bool:
    """Whether the thing asked was named ("band practice … how many practices")."""
    one = re.escape(what.lower().removesuffix("es" if what.endswith("ches") else "s"))
    return len(re.findall(rf"\b{one}", said, re.IGNORECASE)) > 1


def _same(asked: str, said: str) -> bool:
    a, b = asked.lower().rstrip("s"), said.lower().rstrip("s")
    return a.startswith(b) or b.startswith(a)


def _amount(value: Fraction, word: str, is_money: bool, language: str) -> str:
    shown = money(value, language) if is_money else _n(value, language)
    return f"{shown} {word}" if word and word not in "$€£" else shown


def _name(unit: str, count: Fraction | int, de: bool) -> str:
    names = {
        "day": ("Tag", "Tage"),
        "week": ("Woche", "Wochen"),
        "month": ("Monat", "Monate"),
        "year": ("Jahr", "Jahre"),
    }[unit]
    if de:
        return names[count != 1]
    return unit if count == 1 else f"{unit}s"


def _n(value: Fraction, language: str) -> str:
    return said_number(Fraction(round(value * 100), 100), language)


READERS = (("tally", tally),)
