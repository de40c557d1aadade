"""Everyday sums of amounts over time answered whole (see :mod:`brain.fastpath.loose_whole`):

- savings that grow by a fixed amount each month, summed over the months;
- a quantity times its price per unit ("45 liter à 1,79");
- a rate per week over some weeks, with its unit ("25 km pro woche, in 12 wochen").
"""

from __future__ import annotations

import re

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.loose_whole_counts import ASKS, cut, rounded

# --- savings growing by a fixed amount each month ----------------------------------------------

_CUR = r"(?:[$€£]|\s*(?:euros?|eur|dollars?|bucks|quid)\b)?"
_STEP = re.compile(
    rf"[$€£]?\s*(?P<b>{NUMBER}){_CUR}\s*more\s+(?:each|every|a|per|the\s+next)\s+(?P<p>month|week)"
    rf"|\b(?:each|every)\s+(?P<p2>month|week)\s+(?:after(?:\s+that)?\s+)?(?:\w+\s+){{0,3}}?[$€£]?\s*"
    rf"(?P<b2>{NUMBER}){_CUR}\s*more\b"
    rf"|\b(?:increas\w*|rais\w*|go(?:ing)?\s+up|add\w*)\s+(?:it\s+)?by\s+[$€£]?\s*(?P<b3>{NUMBER})"
    rf"{_CUR}\s*(?:each|every|a|per)\s+(?P<p3>month|week)"
    rf"|\b(?:jeden|jede|pro|im)\s+(?P<p4>monat|woche)\s+(?:danach\s+)?(?:\w+\s+){{0,2}}?[$€£]?\s*"
    rf"(?P<b4>{NUMBER}){_CUR}\s*mehr\b"
    rf"|[$€£]?\s*(?P<b5>{NUMBER}){_CUR}\s*mehr\s+(?:pro|jeden|jede|im|je)\s+(?P<p5>monat|woche)",
    re.IGNORECASE,
)
_SPAN = re.compile(
    r"\b(?:after|in|over|for|within|by\s+the\s+end\s+of|nach|in|über|ueber|innerhalb\s+von)\s+"
    r"(?:the\s+)?(?:first\s+)?(?P<n>\d{1,3}|a|an|one|ein(?:em|er)?)\s+(?P<u>months?|weeks?|years?"
    r"|monat(?:e|en)?|wochen?|jahr(?:e|en)?)\b",
    re.IGNORECASE,
)


def growing_savings(text: str, language: str) -> str | None:
    """ "i save 50 in january and 10 more each month after that, how much after 12 months" →
    "50 in month 1 up to 160 in month 12: 12 × (50 + 160) ÷ 2 = 1,260."."""
    said = number_words.as_digits(text)
    step = _STEP.search(said)
    if step is None or not ASKS.search(said):
        return None
    rest = cut(said, step)
    span = _SPAN.search(rest)
    if span is None:
        return None
    rest = cut(rest, span)
    starts = list(re.finditer(rf"(?<![\w.,])[$€£]?\s*(?P<a>{NUMBER}){_CUR}", rest))
    if len(starts) != 1:
        return None
    rest = cut(rest, starts[0])
    if re.search(r"\d", rest):
        return None
    per = next(p for p in (step["p"], step["p2"], step["p3"], step["p4"], step["p5"]) if p)
    weekly = per.lower().startswith(("week", "woche"))
    said_n = span["n"].lower()
    n = int(said_n) if said_n.isdigit() else 1
    unit = span["u"].lower()
    if unit.startswith(("year", "jahr")):
        n *= 52 if weekly else 12
    elif unit.startswith(("week", "woche")) != weekly:
        return None
    first = amount(starts[0]["a"])
    more = amount(next(b for b in (step["b"], step["b2"], step["b3"], step["b4"], step["b5"]) if b))
    if not first or not more or not 2 <= n <= 520:
        return None
    last = first + (n - 1) * more
    total = n * (first + last) / 2
    de = language == "de"
    names = ("Woche", "week") if weekly else ("Monat", "month")
    f, lst, t = money(first, language), money(last, language), money(total, language)
    if de:
        return f"{f} im 1. {names[0]} bis {lst} im {n}.: {n} × ({f} + {lst}) ÷ 2 = {t}."
    return f"{f} in {names[1]} 1 up to {lst} in {names[1]} {n}: {n} × ({f} + {lst}) ÷ 2 = {t}."


# --- a quantity times its price per unit -------------------------------------------------------

_PRICED = re.compile(
    rf"(?<![\w.,])(?P<q>{NUMBER})\s*(?P<u>l|lit(?:er|re)s?|kg|kilos?)\s*(?:à|a|at|zu|für|fuer|@|x"
    rf"|×|je)\s*[$€£]?\s*(?P<p>{NUMBER}){_CUR}\s*(?:(?:per|a|pro|je|/|the|das|den|die|for\s+(?:a|each"
    r"|one))\s*(?:l|lit(?:er|re)|kg|kilo)\b)?",
    re.IGNORECASE,
)
_PAY = re.compile(
    r"\b(?:how\s+much|what|whats|total|cost\w*|pay|wie\s*viel|was|kostet|kosten|zahl\w*"
    r"|insgesamt)\b|\?",
    re.IGNORECASE,
)


def priced_quantity(text: str, language: str) -> str | None:
    """ "45 liter à 1,79 euro, wie viel zahle ich" → "45 l × 1,79 = 80,55."."""
    said = number_words.as_digits(text)
    found = _PRICED.search(said)
    if found is None or not _PAY.search(said) or re.search(r"\d", cut(said, found)):
        return None
    q, p = amount(found["q"]), amount(found["p"])
    if not q or not p or p > 100:
        return None
    unit = "l" if found["u"].lower().startswith("l") else "kg"
    return f"{rounded(q, language)} {unit} × {money(p, language)} = {money(q * p, language)}."


# --- a rate per week over some weeks, with its unit ----------------------------------------------

_RATE_UNIT = re.compile(
    rf"(?<![\w.,])(?P<r>{NUMBER})\s*(?P<u>km|kilomet(?:er|re)s?|miles?|meilen|m|stunden|hours|h"
    r"|seiten|pages|l|liter|litres?|liters?)\s*(?:pro|per|a|an|each|every|jede[nr]?|in\s+der|die"
    r"|im|am)\s+(?P<p>woche|week|tag|day|monat|month)\b",
    re.IGNORECASE,
)
_PERIODS = {"woche": "week", "week": "week", "tag": "day", "day": "day", "monat": "month",
            "month": "month"}  # fmt: skip
_DE_PLURAL = {"week": "Wochen", "day": "Tage", "month": "Monate"}


def rate_over_span(text: str, language: str) -> str | None:
    """ "ich laufe 25 km pro woche, wie viel in 12 wochen" → "25 km × 12 Wochen = 300 km."."""
    said = number_words.as_digits(text)
    rate = _RATE_UNIT.search(said)
    if rate is None or not ASKS.search(said):
        return None
    rest = cut(said, rate)
    span = _SPAN.search(rest)
    if span is None or re.search(r"\d", cut(rest, span)):
        return None
    per = _PERIODS[rate["p"].lower()]
    unit = span["u"].lower()
    said_n = span["n"].lower()
    n = int(said_n) if said_n.isdigit() else 1
    span_per = next(e for g, e in _PERIODS.items() if unit.startswith(g[:4]))
    if unit.startswith(("year", "jahr")):
        n, span_per = n * {"week": 52, "month": 12, "day": 365}[per], per
    if span_per != per or not 2 <= n <= 1000:
        return None
    r = amount(rate["r"])
    if not r:
        return None
    u = rate["u"]
    times = f"{n} {_DE_PLURAL[per]}" if language == "de" else f"{n} {per}s"
    return f"{rounded(r, language)} {u} × {times} = {rounded(r * n, language)} {u}."


_MEASURE_AFTER = re.compile(
    r"\s*(?:km|kilomet\w*|miles?|meilen|l|liter|litres?|liters?)\b",
    re.IGNORECASE,
)


def measured(text: str, rate: re.Match[str]) -> bool:
    """Whether the amount of a rate (group ``amount``) is a measure, not money ("25 km pro
    woche"): :func:`rate_over_span` says it with its unit."""
    return _MEASURE_AFTER.match(text, rate.end("amount")) is not None


READERS = (
    ("growing_savings", growing_savings),
    ("priced_quantity", priced_quantity),
    ("rate_over_span", rate_over_span),
)
