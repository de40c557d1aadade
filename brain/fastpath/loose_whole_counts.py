"""Everyday sums of counts and measures answered whole (see :mod:`brain.fastpath.loose_whole`):

- a value said with its unit ("a 55-inch tv", "27 zoll") in another unit, not the factor alone;
- how many packs (pizzas) to buy for people who each have so many, K to a pack (rounded up);
- how many portions of a weight come out of a larger one ("burger zu 150 g aus 2,4 kg");
- how many more evenings (days) what is left takes at a rate (rounded up);
- an amount per 100 ml (100 g) scaled to a whole bottle (bag);
- and the sums of :mod:`brain.fastpath.loose_whole_rates`.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount
from brain.fastpath.reckon import said_number

# --- a value with its unit, in another unit ----------------------------------------------------

_UNIT_WORDS = (
    r"inch(?:es)?|zoll|cm|centimet(?:er|re)s?|zentimeter|miles?|meilen?|km|kilomet(?:er|re)s?"
    r"|lbs?|pounds?|pfund|kg|kilos?|kilograms?|kilogramm|feet|foot|ft|fuß|fuss|m|met(?:er|re)s?"
    r"|fahrenheit|celsius|°\s*[cf]|degrees?\s+(?:f|c|fahrenheit|celsius)|grad\s+(?:fahrenheit|celsius)"
)
_VALUE = re.compile(
    rf"(?<![\w.,])(?P<n>-?\d{{1,5}}(?:[.,]\d{{1,2}})?)\s*(?:-\s*)?(?P<u>{_UNIT_WORDS}|\"|″|”)(?!\w)",
    re.IGNORECASE,
)
_INTO = re.compile(
    rf"\b(?:in|to|into|nach|auf|as)\s+(?P<u>{_UNIT_WORDS})\b|\bhow\s+many\s+(?P<u2>{_UNIT_WORDS})"
    rf"\b|\bwie\s*viele?\s+(?P<u3>{_UNIT_WORDS})\b|\bwhat\s+(?:is\s+(?:that|it)|'?s\s+that)\s+in"
    rf"\s+(?P<u4>{_UNIT_WORDS})\b",
    re.IGNORECASE,
)


def _unit_name(said: str) -> str:
    name = re.sub(r"^(?:°\s*|degrees?\s+|grad\s+)", "", said.lower()).strip()
    return "inches" if name in ('"', "″", "”") else name


def value_in_unit(text: str, language: str) -> str | None:
    """ "how many centimeters is a 55-inch tv" → "55 inches is 139.7 centimetres."; "how many
    cm in an inch? my screen is 27 inches" → the 27 inches, not the factor alone."""
    from brain.fastpath.units import convert

    targets = {_unit_name(next(g for g in m.groups() if g)) for m in _INTO.finditer(text)}
    if len(targets) != 1:
        return None
    target = targets.pop()
    found = []
    for value in _VALUE.finditer(text):
        count = amount(value["n"].lstrip("-"))
        if count is None:
            continue
        count = -count if value["n"].startswith("-") else count
        said = convert(count, _unit_name(value["u"]), target, language)
        if said is not None:
            found.append(said)
        elif _unit_name(value["u"]) != target:
            return None  # a number of another kind said too
    numbers = re.findall(r"\d+(?:[.,]\d+)?", text)
    if len(found) != 1 or len(numbers) != 1:
        return None
    return found[0]


ASKS = re.compile(
    r"\?|\b(?:how\s+(?:much|many|far|long)|what|whats|total|wie\s*(?:viel|weit|lange?)|was"
    r"|insgesamt)\b",
    re.IGNORECASE,
)


def cut(text: str, found: re.Match[str]) -> str:
    return text[: found.start()] + " # " + text[found.end() :]


def rounded(value: Fraction, language: str) -> str:
    return said_number(Fraction(round(value * 100), 100), language)


# --- packs to buy for people who each have so many ---------------------------------------------

_PEOPLE = re.compile(
    r"(?<![\d.,])(?P<p>\d{1,3})\s+(?:people|persons|ppl|guests|kids|children|adults|friends"
    r"|players|of\s+us|gäste|gaeste|gästen|personen|leute|leuten|kinder|kindern|erwachsene"
    r"|freunde)\b|\bfor\s+(?P<p2>\d{1,3})\b(?!\s*[.,]\d)",
    re.IGNORECASE,
)
_EACH_HAS = re.compile(
    r"\b(?:each|every\s*one|everybody|per\s+(?:person|head|kid|guest)|jede[rs]?|pro\s+(?:person"
    r"|kopf|kind|gast))\s+(?:\w+\s+){0,2}?(?P<m>\d{1,2})\s+(?P<item>[a-zäöüß]{3,20})"
    r"|(?<![\d.,])(?P<m2>\d{1,2})\s+(?P<item2>[a-zäöüß]{3,20})\s+(?:each|apiece|per\s+(?:person"
    r"|head|kid|guest)|pro\s+(?:person|kopf|kind|gast)|jeweils)\b",
    re.IGNORECASE,
)
_PACK = (
    r"(?:packs?|packets?|boxe?s?|bags?|pizzas?|cartons?|cases?|trays?|loaves|loaf|rolls?|bottles?"
    r"|packungen|packung|päckchen|schachteln?|tüten?|kisten?|beutel|flaschen?|pizzen|pizza)"
)
_PACK_SIZE = re.compile(
    rf"\b(?P<pack>{_PACK})\s+(?:of|with|mit|à|zu|has|have|hat|haben|holds?|contains?|enthält)\s+"
    rf"(?P<k>\d{{1,3}})\b|(?<![\d.,])(?P<k2>\d{{1,3}})\s+(?:[a-zäöüß]{{3,20}}\s+)?(?:per|pro|a|an"
    rf"|in\s+(?:a|each|one)|je|in\s+(?:einer|jeder))\s+(?P<pack2>{_PACK})\b",
    re.IGNORECASE,
)
_HOW_MANY_PACKS = re.compile(rf"\b(?:how\s+many|wie\s*viele)\s+(?P<pack>{_PACK})\b", re.I)


def packs_needed(text: str, language: str) -> str | None:
    """ "12 people, each eats 3 slices, a pizza has 8 slices, how many pizzas" → "12 × 3 = 36
    slices; 36 ÷ 8 = 4.5, so 5 pizzas (4 slices spare)."."""
    said = number_words.as_digits(text)
    asked = _HOW_MANY_PACKS.search(said)
    if asked is None:
        return None
    people = _PEOPLE.search(said)
    if people is None:
        return None
    rest = cut(said, people)
    each = _EACH_HAS.search(rest)
    if each is None:
        return None
    rest = cut(rest, each)
    size = _PACK_SIZE.search(rest)
    if size is None:
        return None
    rest = cut(rest, size)
    if re.search(r"\d", rest):
        return None
    n, m, k = (
        int(people["p"] or people["p2"]),
        int(each["m"] or each["m2"]),
        int(size["k"] or size["k2"]),
    )
    item = each["item"] or each["item2"]
    if (
        not n
        or not m
        or not 1 < k <= 200
        or re.match(r"(?:euros?|dollars?|bucks|times|mal)$", item, re.I)
    ):
        return None
    need = n * m
    packs = math.ceil(need / k)
    spare = packs * k - need
    pack = asked["pack"]
    if language == "de":
        item, pack = item.capitalize(), pack.capitalize()
    ratio = said_number(Fraction(need, k), language) if need % k else str(need // k)
    so = "" if need % k == 0 else (f", also {packs}" if language == "de" else f", so {packs}")
    if language == "de":
        extra = f" ({spare} übrig)" if spare else ""
        return f"{n} × {m} = {need} {item}; {need} ÷ {k} = {ratio}{so} {pack}{extra}."
    extra = f" ({spare} {item} spare)" if spare else ""
    return f"{n} × {m} = {need} {item}; {need} ÷ {k} = {ratio}{so} {pack}{extra}."


# --- portions of a weight out of a larger one --------------------------------------------------

_MASS = {"g": 1, "gramm": 1, "grams": 1, "gram": 1, "kg": 1000, "kilo": 1000, "kilos": 1000,
         "ml": 1, "l": 1000, "liter": 1000, "litre": 1000, "liters": 1000, "litres": 1000}  # fmt: skip
_QUANTITY = re.compile(
    rf"(?<![\w.,])(?P<n>{NUMBER})\s*(?P<u>kg|kilos?|g|gramm|grams?|ml|l|lit(?:er|re)s?)\b", re.I
)
_HOW_MANY_OF = re.compile(
    r"\b(?:how\s+many|wie\s*viele)\s+(?:\d+\s*(?:g|ml)\s+)?(?P<item>[a-zäöüß-]{3,20})\b", re.I
)
_NOT_PORTIONS = re.compile(
    r"^(?:calories|kalorien|kcal|grams?|gramm|kilos?|kg|ml|liters?|litres?|people|personen"
    r"|times|mal|percent|prozent|minutes|minuten|hours|stunden|days|tage|more|mehr)$",
    re.IGNORECASE,
)
_PORTION_CUE = re.compile(
    r"\b(?:each|apiece|per|je|jede[rs]?|jeweils|pro|à|of|von|zu|a|an)\s*$", re.IGNORECASE
)


_NEEDED = re.compile(r"\b(?:need|needs|brauch\w*|benötig\w*|benoetig\w*)\b", re.IGNORECASE)


def portions(text: str, language: str) -> str | None:
    """ "wie viele burger bekomme ich aus 2,4 kg hack wenn jeder 150 g hat" → "2,4 kg = 2.400
    g; 2.400 ÷ 150 = 16 Burger."."""
    said = number_words.as_digits(text)
    asked = _HOW_MANY_OF.search(said)
    quantities = list(_QUANTITY.finditer(said))
    if asked is None or _NOT_PORTIONS.match(asked["item"]) or len(quantities) != 2:
        return None
    if _NEEDED.search(said):
        return None  # "how many sticks do i need for 250 g": packs to buy, rounded up
    # (brain.fastpath.loose_packs)
    rest = _QUANTITY.sub(" ", said)
    if re.search(r"\d", rest):
        return None
    kinds = {"l" if q["u"].lower().startswith(("l", "m")) else "g" for q in quantities}
    values = [amount(q["n"]) for q in quantities]
    if len(kinds) != 1 or not all(values):
        return None
    grams = [v * _MASS[q["u"].lower()] for v, q in zip(values, quantities, strict=True) if v]
    small = 0 if grams[0] < grams[1] else 1
    one, whole = quantities[small], quantities[1 - small]
    before, after = said[: one.start()], said[one.end() : one.end() + 25]
    item = asked["item"].capitalize() if language == "de" else asked["item"]
    if not (
        _PORTION_CUE.search(before)
        or re.match(r"\s*(?:each|apiece|je|jeweils|pro\s+stück)\b", after, re.I)
        or re.match(rf"\s*{re.escape(item)}", after, re.I)
    ):
        return None
    count, left = divmod(grams[1 - small], grams[small])
    if not 2 <= count <= 10000:
        return None
    unit = "ml" if kinds == {"l"} else "g"
    total = f"{said_number(grams[1 - small], language)} {unit}"
    head = (
        f"{whole['n']} {whole['u']} = {total}; "
        if whole["u"].lower() not in ("g", "gramm", "grams", "gram", "ml")
        else ""
    )
    shown = f"{head}{said_number(grams[1 - small], language)} ÷ {said_number(grams[small], language)} = {count} {item}"
    if left:
        rest_said = f"{rounded(left, language)} {unit}"
        return f"{shown} ({rest_said} {'bleiben übrig' if language == 'de' else 'left over'})."
    return f"{shown}."


# --- how many more evenings (days) what is left takes --------------------------------------------

_SITTINGS = {
    "evening": "evening", "evenings": "evening", "night": "evening", "nights": "evening",
    "abend": "evening", "abende": "evening", "abenden": "evening", "nacht": "evening",
    "nächte": "evening", "naechte": "evening", "day": "day", "days": "day", "tag": "day",
    "tage": "day", "tagen": "day", "week": "week", "weeks": "week", "woche": "week",
    "wochen": "week", "session": "session", "sessions": "session", "sitting": "session",
    "sittings": "session", "sitzung": "session", "sitzungen": "session", "morning": "morning",
    "mornings": "morning", "morgen": "morning",
}  # fmt: skip
_SITTING = "|".join(sorted(_SITTINGS, key=len, reverse=True))
_HOW_MANY_MORE = re.compile(
    rf"\bhow\s+many\s+more\s+(?P<s>{_SITTING})\b|\bwie\s*viele\s+weitere\s+(?P<s2>{_SITTING})\b"
    rf"|\bwie\s*viele\s+(?P<s3>{_SITTING})\s+(?:\w+\s+){{0,3}}?noch\b|\bwie\s*viele\s+(?:\w+\s+)?"
    rf"noch\s+(?P<s4>{_SITTING})\b",
    re.I,
)
_AT_RATE = re.compile(
    rf"(?<![\w.,])(?P<r>{NUMBER})\s*(?P<u>[a-zäöü]{{1,12}})?\s*(?:a|an|per|each|every|pro|am|jeden"
    rf"|jede|im|die|in\s+der|pro)\s+(?P<s>{_SITTING})\b",
    re.IGNORECASE,
)
_LEFT = re.compile(
    rf"(?<![\w.,])(?P<n>{NUMBER})\s*(?P<u>[a-zäöü]{{1,12}})?\s*(?:left|to\s+go|remaining|still\s+to"
    rf"\s+(?:read|do|go)|übrig|uebrig|fehlen)\b|\b(?:noch|still|another)\s+(?P<n2>{NUMBER})\s*"
    r"(?P<u2>[a-zäöü]{1,12})?",
    re.IGNORECASE,
)
_DONE = re.compile(
    rf"(?<![\w.,])(?P<d>{NUMBER})\s*(?P<u>[a-zäöü]{{1,12}})?\s*(?:done|read|finished|knitted|knit"
    r"|written|already|so\s+far|geschafft|gelesen|fertig|gestrickt|geschrieben|schon)\b"
    rf"|\b(?:on|at|auf|bei)\s+(?:page|seite)\s+(?P<d2>{NUMBER})\b"
    rf"|\b(?:done|read|finished|already|geschafft|gelesen|schon|bereits)\s+(?:\w+\s+)?(?P<d3>{NUMBER})",
    re.IGNORECASE,
)


def more_sittings(text: str, language: str) -> str | None:
    """ "i have 180 pages left and read 25 a night, how many more evenings" → "180 ÷ 25 = 7.2,
    so 8 more evenings (the last one 5)."."""
    said = number_words.as_digits(text)
    asked = _HOW_MANY_MORE.search(said)
    if asked is None:
        return None
    rate = _AT_RATE.search(said)
    sitting = next(s for s in (asked["s"], asked["s2"], asked["s3"], asked["s4"]) if s)
    if rate is None or _SITTINGS[rate["s"].lower()] != _SITTINGS[sitting.lower()]:
        return None
    rest = cut(said, rate)
    left, done = _LEFT.search(rest), None
    step = ""
    if left is not None:
        remaining = amount(left["n"] or left["n2"])
        rest = cut(rest, left)
    else:
        done = _DONE.search(rest)
        if done is None:
            return None
        rest = cut(rest, done)
        totals = list(re.finditer(rf"(?<![\w.,])(?P<t>{NUMBER})", rest))
        if len(totals) != 1:
            return None
        whole, part = amount(totals[0]["t"]), amount(done["d"] or done["d2"] or done["d3"])
        rest = cut(rest, totals[0])
        if whole is None or part is None or not 0 < part < whole:
            return None
        remaining = whole - part
        step = f"{rounded(whole, language)} − {rounded(part, language)} = {rounded(remaining, language)}; "
    per = amount(rate["r"])
    if re.search(r"\d", rest) or not remaining or not per or not 1 < remaining / per <= 1000:
        return None
    times = math.ceil(remaining / per)
    last = remaining - (times - 1) * per
    ratio = rounded(remaining / per, language)
    word = sitting.capitalize() if language == "de" else sitting
    whole_ratio = (remaining / per).denominator == 1
    if language == "de":
        so = "" if whole_ratio else f", also {times}"
        tail = "" if whole_ratio else f" (am letzten nur {rounded(last, language)})"
        return f"{step}{rounded(remaining, language)} ÷ {rounded(per, language)} = {ratio}{so} {word}{tail}."
    so = "" if whole_ratio else f", so {times}"
    tail = "" if whole_ratio else f" (the last one only {rounded(last, language)})"
    return f"{step}{rounded(remaining, language)} ÷ {rounded(per, language)} = {ratio}{so} more {word}{tail}."


# --- an amount per 100 ml (100 g) in a whole pack ----------------------------------------------

_PER_100 = re.compile(
    rf"(?<![\w.,])(?P<a>{NUMBER})\s*(?P<au>g|mg|kcal|kj|cal|calories|kalorien|gramm|grams?)\s+"
    r"(?:(?:of\s+)?(?P<what>[a-zäöü]{3,20})\s+)?(?:per|pro|je|/|in|auf|in\s+every)\s*100\s*"
    r"(?P<base>ml|g|gramm|grams?)\b",
    re.IGNORECASE,
)
_WHOLE = re.compile(
    rf"(?<![\w.,])(?P<n>{NUMBER})\s*(?P<u>ml|cl|l|lit(?:er|re)s?|g|gramm|grams?|kg|kilos?)\b", re.I
)
_BASE = {"ml": 1, "cl": 10, "l": 1000, "liter": 1000, "litre": 1000, "liters": 1000,
         "litres": 1000, "g": 1, "gramm": 1, "gram": 1, "grams": 1, "kg": 1000, "kilo": 1000,
         "kilos": 1000}  # fmt: skip


def per_hundred(text: str, language: str) -> str | None:
    """ "juice has 11 g sugar per 100 ml, the bottle is 750 ml, how much sugar" → "11 g per
    100 ml × 750 ml = 82.5 g."."""
    said = number_words.as_digits(text)
    rate = _PER_100.search(said)
    if rate is None or not ASKS.search(said):
        return None
    rest = cut(said, rate)
    wholes = list(_WHOLE.finditer(rest))
    if len(wholes) != 1:
        return None
    whole = wholes[0]
    rest = cut(rest, whole)
    base, unit = rate["base"].lower(), whole["u"].lower()
    liquid = base == "ml"
    if re.search(r"\d", rest) or liquid != unit.startswith(("ml", "cl", "l")):
        return None
    size, per = amount(whole["n"]), amount(rate["a"])
    if not size or per is None:
        return None
    base_units = size * _BASE[unit]
    result = per * base_units / 100
    b = "ml" if liquid else "g"
    shown = f"{rounded(base_units, language)} {b}"
    head = "" if unit in ("ml", "g") else f"{whole['n']} {whole['u']} = {shown}; "
    what = f" {rate['what']}" if rate["what"] else ""
    per_word = "pro" if language == "de" else "per"
    return (
        f"{head}{rate['a']} {rate['au']}{what} {per_word} 100 {b} × {shown} ÷ 100 ="
        f" {rounded(result, language)} {rate['au']}{what}."
    )


READERS = (
    ("value_in_unit", value_in_unit),
    ("packs_needed", packs_needed),
    ("portions", portions),
    ("more_sittings", more_sittings),
    ("per_hundred", per_hundred),
)
