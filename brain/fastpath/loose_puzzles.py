"""Word problems said in a sentence or two (see :mod:`brain.fastpath.loose_sums`):

- the rest shared after one part ("rent is 1350, i pay 40% and my two flatmates split the rest
  equally, how much do they pay" → 540; 810 ÷ 2 = 405 each);
- when one age is a multiple of another ("she's 7, i'm 35, in how many years will i be three
  times her age" → in 7 years);
- so much each, so many times ("3 kids, each gets 12.50 a week, how much in 4 weeks");
- a temperature said apart from its scale ("the thermometer is in fahrenheit and says 41,
  what's that in celsius").

Each answers only when its parts are all there.
"""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, PERCENT, amount, money
from brain.fastpath.reckon import said_number
from brain.fastpath.units import count_of

# --- the rest shared after one part -----------------------------------------------------------

_REST = re.compile(
    r"\b(?:the rest|the remainder|what'?s left|the remaining|den rest|der rest|de[nr] übrigen"
    r"|de[nr] uebrigen)\b",
    re.IGNORECASE,
)
_OTHERS = re.compile(
    r"\b(?P<n>\d{1,2})\s+(?:other\s+)?(?:flat ?mates|room ?mates|house ?mates|friends|others"
    r"|people|kids|siblings|brothers|sisters|colleagues|mitbewohner\w*|freunde|freundinnen"
    r"|andere[n]?|geschwister|kinder|kollegen)\b",
    re.IGNORECASE,
)
_MONEY = re.compile(
    rf"(?<![\w.,%])[$€£]?\s*(?P<n>{NUMBER})(?!\s*(?:%|percent|prozent))(?!\w|[.,]\d)"
)


def rest_split(text: str, language: str) -> str | None:
    """ "rent is 1350. i pay 40% and my two flatmates split the rest equally, how much does
    each of them pay?" → "You: 40% of 1,350 = 540. The rest, 810, split 2 ways: 405 each."."""
    said = number_words.as_digits(text)
    percents = list(PERCENT.finditer(said))
    others = _OTHERS.search(said)
    if len(percents) != 1 or others is None or not _REST.search(said):
        return None
    rest = _OTHERS.sub(" ", PERCENT.sub(" ", said))
    amounts = [m for m in _MONEY.finditer(rest) if amount(m["n"])]
    share, n = amount(percents[0]["p"]), int(others["n"])
    if len(amounts) != 1 or share is None or not 0 < share < 100 or not 1 < n < 50:
        return None
    whole = amount(amounts[0]["n"])
    assert whole is not None
    first = whole * share / 100
    each = (whole - first) / n
    p = said_number(share, language)
    if language == "de":
        return (
            f"Du: {p} % von {money(whole, language)} = {money(first, language)}. Der Rest, "
            f"{money(whole - first, language)}, durch {n}: je {money(each, language)}."
        )
    return (
        f"You: {p}% of {money(whole, language)} = {money(first, language)}. The rest, "
        f"{money(whole - first, language)}, split {n} ways: {money(each, language)} each."
    )


# --- one age a multiple of another ------------------------------------------------------------

_AGE = re.compile(
    r"\b(?:is|'s|s|i'?m|im|i am|am|ist|bin|turned|just turned|wird|werde)\s+(?:now\s+|jetzt\s+"
    r"|gerade\s+)?(?P<age>\d{1,3})\b(?!\s*(?:%|kg|km|cm|euro|eur|dollars?|times|mal))",
    re.IGNORECASE,
)
_TIMES = re.compile(
    r"\b(?:(?P<k>\d|twice|double|three|four|five|doppelt|dreimal|viermal|fünfmal|zweimal)"
    r"\s*(?:times|x|mal)?\s+(?:as old as|her age|his age|their age|my age|its age|so alt wie)"
    r"|(?P<k2>\d)\s*(?:times|x)\s+(?:older|as old))",
    re.IGNORECASE,
)
_WHEN_AGE = re.compile(
    r"\b(?:in how many years|how many years|when will|when was|how long until|how long till"
    r"|in wie vielen jahren|wann|wie viele jahre|how old will)\b",
    re.IGNORECASE,
)
_K_WORDS = {"twice": 2, "double": 2, "doppelt": 2, "zweimal": 2, "three": 3, "dreimal": 3,
            "four": 4, "viermal": 4, "five": 5, "fünfmal": 5}  # fmt: skip


def age_multiple(text: str, language: str) -> str | None:
    """ "my daughter is 7 and i'm 35. in how many years will i be exactly 3 times her age?" →
    "In 7 years: you'll be 42 and she 14 (42 = 3 × 14)."."""
    times = _TIMES.search(text)
    if times is None or not _WHEN_AGE.search(text):
        return None
    ages = [int(m["age"]) for m in _AGE.finditer(text[: times.start()] + text[times.end() :])]
    if len(ages) != 2 or ages[0] == ages[1]:
        return None
    said_k = (times["k"] or times["k2"]).lower()
    k = int(said_k) if said_k.isdigit() else _K_WORDS.get(said_k, 0)
    old, young = max(ages), min(ages)
    if k < 2:
        return None
    years = Fraction(old - k * young, k - 1)
    if years.denominator != 1 or young + years < 1:
        return None
    x = int(years)
    then_old, then_young = old + x, young + x
    de = language == "de"
    check = f"{then_old} = {k} × {then_young}"
    if x > 0:
        if de:
            return f"In {x} Jahren: dann seid ihr {then_old} und {then_young} ({check})."
        return f"In {x} years: you'll be {then_old} and {then_young} ({check})."
    if x == 0:
        return f"Jetzt schon: {check}." if de else f"Right now: {check}."
    if de:
        return f"Das war vor {-x} Jahren: mit {then_old} und {then_young} ({check})."
    return f"That was {-x} years ago, at {then_old} and {then_young} ({check})."


# --- so much each, so many times --------------------------------------------------------------

_EACH_GETS = re.compile(
    rf"\b(?P<n>\d{{1,3}})\s+(?P<who>[a-zäöü]+)\b.{{0,40}}?\b(?:each|jede[snr]?|every one)\b.{{0,30}}?"
    rf"[$€£]?(?P<x>{NUMBER})\s*(?:[$€£]|euros?|eur|dollars?|bucks|pounds?)?\s*(?:\w+\s+){{0,2}}?"
    r"(?:a|an|per|every|each|pro|die|in der|jede)\s+(?P<per>week|woche|day|tag|month|monat)\b",
    re.IGNORECASE,
)
_OVER = re.compile(
    r"\b(?P<m>\d{1,2})\s+(?P<per>weeks|wochen|days|tage|months|monate)\b", re.IGNORECASE
)
_MONTH_ASKED = re.compile(r"\b(?:a|per|in a|im|pro|the) (?:month|monat)\b", re.IGNORECASE)


def each_times(text: str, language: str) -> str | None:
    """ "3 kids, each gets 12.50 pocket money a week, how much is that a month if i count 4
    weeks" → "3 × 12.50 = 37.50 a week; × 4 weeks = 150."."""
    said = number_words.as_digits(text)
    found = _EACH_GETS.search(said)
    if found is None:
        return None
    n, x = int(found["n"]), amount(found["x"])
    rest = said[found.end() :]
    over = _OVER.search(rest) or _OVER.search(said[: found.start()])
    per = found["per"].lower()
    if not x or not 1 < n < 100:
        return None
    if over is not None:
        m = int(over["m"])
    elif per in ("week", "woche") and _MONTH_ASKED.search(rest):
        m = 4
    else:
        return None
    week = x * n
    per_word = {"week": "a week", "woche": "pro Woche", "day": "a day", "tag": "pro Tag",
                "month": "a month", "monat": "pro Monat"}[per]  # fmt: skip
    times = f"{m} {'Wochen' if per == 'woche' else over['per'] if over else 'weeks'}"
    total = money(week * m, language)
    return f"{n} × {money(x, language)} = {money(week, language)} {per_word}; × {times} = {total}."


# --- a temperature said apart from its scale --------------------------------------------------

_SCALE_SAID = re.compile(
    r"\b(?:in|auf|set to|reads?|shows?|says?|zeigt)\s+(?:\w+\s+){0,2}?(?P<from>fahrenheit|celsius)\b",
    re.IGNORECASE,
)
_READING = re.compile(
    r"\b(?:says|shows|reads|zeigt|is at|steht auf|set to|at|on)\s+(?:about\s+|ca\.?\s+)?(?P<t>-?\d{1,3}(?:[.,]\d)?)"
    r"(?!\s*(?:°|degrees|grad|f\b|c\b|%))",
    re.IGNORECASE,
)
_TO_SCALE = re.compile(r"\b(?:in|to|into|auf|nach)\s+(?P<to>celsius|fahrenheit)\b", re.IGNORECASE)
_FRIDGE = re.compile(r"\b(?:fridge|refrigerator|kühlschrank|kuehlschrank)\b", re.IGNORECASE)


def scale_apart(text: str, language: str) -> str | None:
    """ "my fridge thermometer is in fahrenheit and says 41. whats that in celsius? is that ok
    for a fridge" → "41 °F is 5 °C: fine for a fridge (5 °C or colder)."."""
    said = number_words.as_digits(text)
    scale, reading = _SCALE_SAID.search(said), _READING.search(said)
    to = _TO_SCALE.search(said[scale.end() :]) if scale is not None else None
    if scale is None or reading is None or to is None:
        return None
    source, target = scale["from"].lower(), to["to"].lower()
    t = amount(reading["t"].lstrip("-"))
    if source == target or t is None:
        return None
    t = -t if reading["t"].startswith("-") else t
    if source == "fahrenheit":
        value, a, b = (t - 32) * 5 / 9, "°F", "°C"
        celsius = value
    else:
        value, a, b = t * 9 / 5 + 32, "°C", "°F"
        celsius = t
    shown = said_number(Fraction(round(value * 10), 10), language)
    de = language == "de"
    answer = f"{said_number(t, language)} {a} {'sind' if de else 'is'} {shown} {b}"
    if _FRIDGE.search(said):
        ok = celsius <= 5
        if de:
            answer += (
                ": passt für den Kühlschrank (5 °C oder kälter)"
                if ok
                else ": zu warm für den Kühlschrank, er sollte bei 5 °C oder kälter sein"
            )
        else:
            answer += (
                ": fine for a fridge (5 °C / 41 °F or colder; 3–4 °C is ideal)"
                if ok
                else ": too warm for a fridge, which should be at 5 °C / 41 °F or colder"
            )
    return answer + "."


# --- a price with a discount, plus a fee ------------------------------------------------------

_OFF = re.compile(
    r"\b(?:off|discount|rabatt|reduced|reduziert|günstiger|guenstiger|nachlass)\b", re.IGNORECASE
)
_FEE = re.compile(
    rf"\b(?:plus|and|\+|zzgl\.?|zuzüglich|zuzueglich|dazu|then)\s+(?:about\s+|ca\.?\s+)?[$€£]?"
    rf"(?P<f>{NUMBER})\s*(?:[$€£]|euros?|eur|dollars?|bucks)?\s*(?:for\s+)?(?:the\s+)?(?P<what>delivery"
    r"|shipping|postage|fee|installation|assembly|setup|set-up|lieferung|versand|montage"
    r"|aufbau|gebühr|gebuehr|porto)\b"
    rf"|\b(?P<what2>delivery|shipping|postage|installation|assembly|lieferung|versand|montage)"
    rf"\s+(?:is|costs?|kostet|of|von)?\s*[$€£]?(?P<f2>{NUMBER})\b",
    re.IGNORECASE,
)
_PAY_ASKED = re.compile(
    r"\b(?:what do (?:i|we) (?:end up )?pay\w*|how much (?:do|will|would|does|is) (?:i|we|it|that)"
    r"|total|in (?:the )?end|altogether|all in|was zahle? (?:ich|wir)|wie ?viel (?:zahle|kostet"
    r"|macht)|insgesamt|am ende)\b",
    re.IGNORECASE,
)


def off_plus_fee(text: str, language: str) -> str | None:
    """ "couch is 1299, 15% off if i pay cash, plus 89 delivery. what do i end up paying" →
    "1,299 − 15% = 1,104.15; + 89 delivery = 1,193.15."."""
    said = number_words.as_digits(text)
    percents = list(PERCENT.finditer(said))
    fee = _FEE.search(said)
    if len(percents) != 1 or fee is None or not _OFF.search(said) or not _PAY_ASKED.search(said):
        return None
    rest = _FEE.sub(" ", PERCENT.sub(" ", said))
    prices = [m for m in _MONEY.finditer(rest) if amount(m["n"])]
    p, f = amount(percents[0]["p"]), amount(fee["f"] or fee["f2"])
    if len(prices) != 1 or p is None or f is None or not 0 < p < 100:
        return None
    price = amount(prices[0]["n"])
    assert price is not None
    after = price * (100 - p) / 100
    what = (fee["what"] or fee["what2"]).lower()
    what = what.capitalize() if language == "de" else what
    pct = said_number(p, language)
    if language == "de":
        return (
            f"{money(price, language)} − {pct} % = {money(after, language)}; + {money(f, language)} "
            f"{what} = {money(after + f, language)}."
        )
    return (
        f"{money(price, language)} − {pct}% = {money(after, language)}; + {money(f, language)} "
        f"{what} = {money(after + f, language)}."
    )


# --- a measure with the factor given ----------------------------------------------------------

_UNIT_WORD = r"(?:[a-zäöü]+|[$€£¥])"
_GIVEN = re.compile(
    rf"(?:\b(?:1|one|an?|ein|eine|einen)\s*|(?<![\w.,])1\s*)(?P<u>{_UNIT_WORD})\s*(?:=|is|equals|sind"
    r"|ist|hat|gets?|buys?|kriegt|bekommt|gibt)\s*(?:about|around|roughly|approx\.?|approximately"
    r"|ca\.?|etwa|rund|ungefähr|ungefaehr|so|circa|like)?\s*"
    rf"(?P<f>{NUMBER})\s*(?!(?:times|mal|x|as|so|more|less|older|younger|years?|jahre?|percent"
    rf"|prozent)\b)(?P<v>{_UNIT_WORD})(?![\w])",
    re.IGNORECASE,
)
_QUANTITY = r"(?<![\d/.,])(?P<n>\d+\s+\d/\d|\d/\d|\d+(?:[.,]\d+)?|a half|half a|a quarter|three quarters)\s*"
_FRACTIONS = {"a half": Fraction(1, 2), "half a": Fraction(1, 2), "a quarter": Fraction(1, 4),
              "three quarters": Fraction(3, 4)}  # fmt: skip
_SAME_MANY = frozenset({"yen", "yuan", "baht", "won", "rand", "zloty", "franken"})
_SYMBOLS = {"€": "euro", "$": "dollar", "£": "pound", "¥": "yen"}


def _unit(said: str) -> str:
    """A unit's name as a quantity is matched against it: "€" is euro, "cups" a cup."""
    low = said.lower()
    return _SYMBOLS.get(low, low.rstrip("s") if len(low) > 2 else low)


def _quantity(said: str) -> Fraction | None:
    said = said.lower()
    if said in _FRACTIONS:
        return _FRACTIONS[said]
    if " " in said.strip():
        whole, part = said.split()
        top, bottom = part.split("/")
        return int(whole) + Fraction(int(top), int(bottom)) if int(bottom) else None
    if "/" in said:
        top, bottom = said.split("/")
        return Fraction(int(top), int(bottom)) if int(bottom) else None
    return amount(said)


def _said_in(unit: str, text: str) -> re.Match[str] | None:
    """A quantity said in ``unit`` ("4800 yen", "¥4800", "3/4 cup")."""
    symbol = next((s for s, name in _SYMBOLS.items() if name == unit), None)
    before = rf"|{re.escape(symbol)}\s*(?P<m>\d+(?:[.,]\d+)?)" if symbol else ""
    return re.search(
        _QUANTITY
        + rf"(?:{re.escape(unit)}(?:es|s)?\b{'|' + re.escape(symbol) if symbol else ''})"
        + before,
        text,
        re.IGNORECASE,
    )


def given_factor(text: str, language: str) -> str | None:
    """ "says 3/4 cup milk, how many ml is that? (1 cup = 240ml)" → "3/4 × 240 ml = 180 ml."
    (the user's own factor, not a table's); an amount in the second unit is divided: "1 euro
    is about 160 yen, the bowl costs 4800 yen, how much in euro" → "4800 yen ÷ 160 = 30 euro."."""
    given = _GIVEN.search(text)
    if given is None:
        return None
    unit, other = _unit(given["u"]), _unit(given["v"])
    if unit == other:
        return None
    rest = text[: given.start()] + " " + text[given.end() :]
    said_f = given["f"]
    # "1 mile = 1.609 km": a factor's three decimals, not a thousand (but "1 km = 1.000 m")
    f = (
        count_of(said_f.replace(",", "."))
        if re.fullmatch(r"\d[.,]\d\d[1-9]", said_f)
        else amount(said_f)
    )
    found = _said_in(unit, rest)
    if found is not None and found["n"]:
        n = _quantity(found["n"])
        if not n or not f:
            return None
        total = said_number(Fraction(round(n * f * 100), 100), language)
        return f"{found['n'].strip()} × {said_f} {given['v']} = {total} {given['v']}."
    back = _said_in(other, rest)
    if back is None or not f:
        return None
    n = _quantity(back["n"] or back["m"])
    if not n:
        return None
    result = Fraction(round(n / f * 100), 100)
    total, name = said_number(result, language), given["u"]
    if language != "de" and result != 1 and (len(name) > 3 or name.lower() == "cup"):
        # "500 pounds", "2.5 cups" (not "usds", "yens")
        name = name if name.endswith("s") or name.lower() in _SAME_MANY else f"{name}s"
    shown = (back["n"] or back["m"]).strip()
    return f"{shown} {given['v']} ÷ {said_f} = {total} {name}."


READERS = (
    ("given_factor", given_factor),
    ("off_plus_fee", off_plus_fee),
    ("rest_split", rest_split),
    ("age_multiple", age_multiple),
    ("each_times", each_times),
    ("scale_apart", scale_apart),
)
