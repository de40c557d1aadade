"""Parts of a whole, read by their parts (see :mod:`brain.fastpath.loose_sums`):

- a percentage of an amount said apart ("ich hab 1,2 kg mehl und will 72% hydration, wie viel
  wasser ist das" → 72 % von 1,2 kg sind 864 g), its unit kept;
- an amount split by a ratio ("rent is 1450, we split 60/40, what's my share if i'm the 60");
- what selling so many a day earns in a month ("180 burgers a day at 9.50, ingredients 3.20
  each, 22 days a month, what's the margin").

Each answers only when its parts are all there and nothing else is asked; the more specific
readers (a discount, a raise, a tip) are tried before these.
"""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import loose_ratio, number_words
from brain.fastpath.loose_extra import NUMBER, PERCENT, amount, money
from brain.fastpath.reckon import said_number

_UNIT = (
    r"(?:kg|g|gr|grams?|gramm|kilos?|mg|l|ml|litres?|liters?|liter|cl|[$€£]|euros?|eur|dollars?"
    r"|pounds?|bucks|km|m|meters?|metres?|miles?|min|minutes?|minuten|h|hours?|stunden)"
)
_AMOUNT = re.compile(
    rf"(?<![\w.,%])(?:(?P<cur>[$€£])\s*)?(?P<n>{NUMBER})\s*(?P<unit>{_UNIT})?(?![\w%])", re.I
)
_HOW_MUCH = re.compile(
    r"\b(?:how much|how many|what(?:'?s| is)|whats|wie ?viel\w*|was (?:ist|sind|macht|zahlt|zahle"
    r"|bekommt|kriegt|kostet)|what do(?:es)? (?:\w+ )?(?:pay|get)|how big)\b",
    re.IGNORECASE,
)
_OTHER_SUM = re.compile(
    r"\b(?:off|discount\w*|rabatt\w*|reduziert|sale|more|less|mehr|weniger|increase\w*|raise"
    r"|rise|rises|steig\w*|erh(?:ö|oe)h\w*|tax|vat|mwst|interest|zins\w*|tip|trinkgeld|cheaper"
    r"|billiger|each|per|pro|je|a day|a week|a month|a year|grow\w*|wächst|compound|plus|add\w*"
    r"|on top|extra|surcharge|mark-?up|zzgl|zuzüglich|zuzueglich|zuschlag|aufschlag|drauf"
    r"|obendrauf|dazu)\b",
    re.IGNORECASE,
)
"""A percentage that changes a price, is added or grows: the readers for those answer."""
_SMALLER = {"kg": ("g", 1000), "l": ("ml", 1000), "km": ("m", 1000)}


def percent_of(text: str, language: str) -> str | None:
    """ "i have 500g flour and want 70% hydration, how much water" → "70% of 500 g is 350 g."."""
    said = number_words.as_digits(text)
    percents = list(PERCENT.finditer(said))
    if len(percents) != 1 or not _HOW_MUCH.search(said) or _OTHER_SUM.search(said):
        return None
    rest = said[: percents[0].start()] + " " + said[percents[0].end() :]
    amounts = [m for m in _AMOUNT.finditer(rest) if m["unit"] or m["cur"]]
    if len(amounts) != 1 or len(list(_AMOUNT.finditer(rest))) != 1:
        return None
    share, whole = amount(percents[0]["p"]), amount(amounts[0]["n"])
    if share is None or not whole or not 0 < share <= 1000:
        return None
    unit = part_unit = _unit_of(amounts[0]["cur"] or amounts[0]["unit"])
    part = whole * share / 100
    if unit in _SMALLER and part < 1:
        part_unit, part = _SMALLER[unit][0], part * _SMALLER[unit][1]
    is_money = unit in ("€", "$", "£")
    shown = money(part, language) if is_money else said_number(_rounded(part), language)
    whole_shown = said_number(whole, language, money=is_money and whole.denominator != 1)
    of = "von" if language == "de" else "of"
    verb = "sind" if language == "de" else "is"
    pct = said_number(share, language)
    return f"{pct} % {of} {whole_shown} {unit} {verb} {shown} {part_unit}.".replace(" % ", "% ", 1)


def _unit_of(said: str) -> str:
    word = said.lower()
    if word in ("euro", "euros", "eur"):
        return "€"
    if word in ("dollar", "dollars", "bucks"):
        return "$"
    if word in ("gr", "gram", "grams", "gramm"):
        return "g"
    if word in ("kilo", "kilos"):
        return "kg"
    if word in ("litre", "litres", "liter", "liters"):
        return "l"
    return said


def _rounded(value: Fraction) -> Fraction:
    return Fraction(round(value * 100), 100)


# --- an amount split by a ratio ---------------------------------------------------------------

_RATIO = re.compile(
    r"(?<![\d.,/:])(?P<a>\d{1,2})\s*(?:/|:|-|to|zu)\s*(?P<b>\d{1,2})(?![\d/:]|[.,]\d)",
    re.IGNORECASE,
)
_SPLIT = re.compile(
    r"\b(?:split\w*|share\w*|divide\w*|teil\w*|aufteil\w*|anteil\w*|ratio|verhältnis)\b", re.I
)
_MINE = re.compile(
    r"\b(?:i'?m|im|i am|i pay|i take|i get|ich zahle?|ich (?:bin|übernehme|uebernehme|nehme|"
    r"kriege?|bekomme?))\s+(?:the\s+|die\s+|den\s+)?(?P<mine>\d{1,2})\b",
    re.IGNORECASE,
)


_DIVIDE = re.compile(
    r"\b(?:divide|split|share|teile?|verteile?|aufteilen)\b[^?]*?\b(?:in(?:to)?\s+(?:the\s+|a\s+)?"
    r"ratio|im\s+verh(?:ä|ae)ltnis|nach\s+dem\s+verh(?:ä|ae)ltnis)\b|\b(?:in\s+the\s+ratio|im\s+verh"
    r"(?:ä|ae)ltnis)\b[^?]*\b(?:auf)?teil\w*",
    re.IGNORECASE,
)
"""Splitting asked for in so many words: "divide 300 in the ratio 1:2"."""
_BETWEEN = re.compile(
    r"\b(?:between|among|zwischen|unter)\s+(?P<x>[a-zäöüß]{2,20})\s+(?:and|und)\s+"
    r"(?P<y>[a-zäöüß]{2,20})\b",
    re.IGNORECASE,
)
_NOT_NAMES = re.compile(
    r"^(?:me|us|my|him|her|them|the|a|mir|uns|mich|mein\w*|dem|der|den|die|das|ihm|ihr)$", re.I
)


def ratio_split(text: str, language: str) -> str | None:
    """ "flat is 1450 a month, we split it 60/40, what's my share if i'm the 60" → "60% of
    1,450 is 870; the other 40%: 580."; an amount of one named part ("i have 50 g salt, salt
    to water 1:20") is scaled by :mod:`brain.fastpath.loose_ratio`, not split."""
    said = number_words.as_digits(text)
    ratio = _RATIO.search(said)
    if ratio is None or not _SPLIT.search(said) or loose_ratio.part_given(text):
        return None
    if not _HOW_MUCH.search(said) and "?" not in said and not _DIVIDE.search(said):
        return None
    a, b = int(ratio["a"]), int(ratio["b"])
    if not a or not b:
        return None
    rest = said[: ratio.start()] + " " + said[ratio.end() :]
    mine = _MINE.search(rest)
    if mine is not None:
        rest = rest[: mine.start()] + rest[mine.end() :]
    amounts = [m for m in _AMOUNT.finditer(rest) if amount(m["n"])]
    if len(amounts) != 1:
        return None
    whole = amount(amounts[0]["n"])
    assert whole is not None
    first, second = whole * a / (a + b), whole * b / (a + b)
    de = language == "de"
    parts = f"{a}:{b}" if a + b != 100 else f"{a}/{b}"
    if mine is not None and int(mine["mine"]) in (a, b):
        yours, other = (first, second) if int(mine["mine"]) == a else (second, first)
        if de:
            return f"Dein Anteil bei {parts} von {money(whole, language)}: {money(yours, language)} (der andere Teil: {money(other, language)})."
        return f"Your share at {parts} of {money(whole, language)}: {money(yours, language)} (the other part: {money(other, language)})."
    between = _BETWEEN.search(rest)
    a_shown, b_shown = money(first, language), money(second, language)
    if between is not None and not any(_NOT_NAMES.match(w) for w in (between["x"], between["y"])):
        a_shown = f"{between['x'].capitalize()} {a_shown}"
        b_shown = f"{between['y'].capitalize()} {b_shown}"
    if de:
        return f"{parts} von {money(whole, language)}: {a_shown} und {b_shown}."
    return f"{parts} of {money(whole, language)}: {a_shown} and {b_shown}."


# --- selling so many a day --------------------------------------------------------------------

_DAILY = re.compile(
    rf"(?<![\d.,])(?P<n>{NUMBER})\s+(?:[\w-]+\s+){{0,2}}?(?:a|per|each|every|am|pro|jeden)\s+"
    r"(?:day|tag)\b",
    re.IGNORECASE,
)
_PRICE = re.compile(
    rf"\b(?:at|for|à|zu|für|fuer|je|@)\s*[$€£]?\s*(?P<p>{NUMBER})\s*(?:[$€£]|euros?|eur|dollars?)?",
    re.IGNORECASE,
)
_UNIT_COST = re.compile(
    rf"(?:(?:cost\w*|ingredients?|material\w*|einkauf\w*|zutaten|wareneinsatz|kosten)\D{{0,12}}?"
    rf"[$€£]?\s*(?P<c>{NUMBER})|[$€£]?\s*(?P<c2>{NUMBER})\s*(?:[$€£]|euros?|eur|dollars?)?\s*"
    r"(?:each|apiece|per (?:piece|unit|item|one)|je|pro st(?:ü|ue)ck|das st(?:ü|ue)ck))",
    re.IGNORECASE,
)
_DAYS = re.compile(
    rf"(?<![\d.,])(?P<d>{NUMBER})\s*(?:working |open |business |arbeits|verkaufs|öffnungs)?"
    r"(?:days|tage)\b",
    re.IGNORECASE,
)
_EARNS = re.compile(
    r"\b(?:margin|profit|make|earn\w*|left|net|gross|gewinn\w*|marge|verdien\w*|bleibt|rohertrag"
    r"|deckungsbeitrag)\b",
    re.IGNORECASE,
)


def daily_margin(text: str, language: str) -> str | None:
    """ "180 burgers a day at 9.50, ingredients 3.20 each, 22 days a month, what's the gross
    margin per month" → "Per piece 9.50 − 3.20 = 6.30; 180 a day × 22 days = 3,960; 3,960 ×
    6.30 = 24,948."."""
    said = number_words.as_digits(text)
    daily, days = _DAILY.search(said), _DAYS.search(said)
    if daily is None or days is None or not _EARNS.search(said):
        return None
    price = _PRICE.search(said, daily.end())
    cost = _UNIT_COST.search(said, price.end() if price is not None else 0)
    if price is None or cost is None:
        return None
    n, p = amount(daily["n"]), amount(price["p"])
    c, d = amount(cost["c"] or cost["c2"]), amount(days["d"])
    if not n or not p or c is None or not d or d > 31:
        return None
    per, count = p - c, n * d
    total = per * count
    de = language == "de"
    pieces = said_number(count, language)
    piece = "Pro Stück" if de else "Per piece"
    days_word = "Tage" if de else "days"
    daily_word = "am Tag" if de else "a day"
    return (
        f"{piece} {money(p, language)} − {money(c, language)} = {money(per, language)}; "
        f"{said_number(n, language)} {daily_word} × {said_number(d, language)} {days_word} = "
        f"{pieces}; {pieces} × {money(per, language)} = {money(total, language)}"
        + (" im Monat." if de else " a month.")
    )


READERS = (
    ("daily_margin", daily_margin),
    ("ratio_split", ratio_split),
    ("percent_of", percent_of),
)
