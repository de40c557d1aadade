"""A ratio scaled from one known part (see :mod:`brain.fastpath.loose_everyday`): "brine is 1 to
20 salt to water, i have 50 g salt, how much water" → "1:20 salt to water: 50 g salt × 20 =
1,000 g water (1 kg)."; "mix 1:4 concentrate, 250 ml concentrate, how much in total" also adds
the parts up. An amount said as a total to divide ("divide 300 in the ratio 1:2") is split by
:func:`brain.fastpath.loose_parts.ratio_split` and :mod:`brain.fastpath.loose_mix`, which leave
an amount of one named part to this reader (:func:`part_given`).

The parts are named around the ratio ("salt to water 1:20", "1:20 salt to water", "1 part salt
to 20 parts water", "boys and girls in the ratio 3:5"); when only one is named ("coffee ratio
1:16") the other is the one asked for, and water (or petrol) is taken as the larger part."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount
from brain.fastpath.reckon import said_number

_NUM = r"\d{1,4}(?:[.,]\d{1,2})?"
_RATIO = re.compile(
    rf"(?<![\d.,:/])(?<!\bum )(?P<a>{_NUM})\s*(?::|\bto\b|\bzu\b)\s*(?P<b>{_NUM})"
    r"(?![\d:]|[.,]\d|\s*(?:[ap]\.?m\b|uhr\b|h\b|%))",
    re.IGNORECASE,
)
_WORD = r"[a-zäöüß][a-zäöüß-]{1,20}"
_NOT_A_NAME = re.compile(
    r"^(?:ratio|mix|mixture|mixing|the|a|an|is|of|to|and|at|in|by|for|parts?|teile?|verhältnis"
    r"|verhaeltnis|mischung|mischverhältnis|ist|von|im|zu|und|i|ich|my|mein\w*|use|using|have|got"
    r"|with|mit|für|fuer|brine|lake|salzlake|solution|lösung|loesung|drink|dough|teig|mortar|mörtel"
    r"|concrete|beton|recipe|rezept|it|its|it's|that|this|so|then|dann|also|how|what|wie|was"
    r"|much|many|viel|viele|need|brauch\w*|ok|okay|hey|hi|um|like|about|around|roughly|etwa|ca"
    r"|should|be|sein|sind|are|was|were|go|goes|geht|do|does|make|makes|ergibt|wants?|say|says"
    r"|said|sagt|steht|states?|calls?|ml|l|g|kg|cl|cups?|tassen?|litres?|liters?|liter|two-stroke"
    r"|zweitakt\w*|dilut\w*|verdünn\w*|verduenn\w*|mixed|gemischt|mischen|mix(?:es)?|euros?|eur"
    r"|dollars?|bucks|cents?|franken|quid|each|part|jeweils|je|pro|per)$",
    re.IGNORECASE,
)
_BULK = re.compile(
    r"^(?:water|wasser|petrol|gas|gasoline|benzin|fuel|sprit|milk|milch)$", re.IGNORECASE
)
_UNIT = (
    r"(?:kg|g|gr|grams?|gramm|kilos?|mg|ml|cl|l|litres?|liters?|liter|oz|lbs?|pounds?|cups?"
    r"|tassen?|tbsp|tsp|tablespoons?|teaspoons?|el|tl|esslöffel|teelöffel|bags?|sacks?|säcke|sack"
    r"|buckets?|eimer|scoops?|shovels?|schaufeln?|spoons?|löffel|jars?|gläser|glas|cans?|dosen?"
    r"|bottles?|flaschen?|handfuls?|hände|pinch(?:es)?|prisen?)"
)
_KNOWN = re.compile(
    rf"(?<![\d.,:/])(?P<n>{NUMBER})\s*(?:(?P<u>{_UNIT})\b\s*)?(?:of\s+|an\s+|von\s+)?(?:the\s+"
    rf"|der\s+|dem\s+)?(?P<w>{_WORD})",
    re.IGNORECASE,
)
_ASKED = re.compile(
    rf"\b(?:how\s+(?:much|many)|wie\s*viele?)\b(?:\s+(?:{_UNIT}\s+)?(?:of\s+)?(?:the\s+)?"
    rf"(?P<q>{_WORD}))?",
    re.IGNORECASE,
)
_FILLER = re.compile(
    r"^(?:do|does|did|will|would|should|shall|can|is|are|i|we|you|brauche|brauchen|muss|müssen"
    r"|soll|sollte|kommt|ist|sind|ich|wir|more|mehr|then|dann|else|noch|needed|in|for|für|fuer"
    r"|to|zu|at|bei)$",
    re.IGNORECASE,
)
_TOTAL = re.compile(
    r"\b(?:total|in\s+total|altogether|all\s+together|in\s+all|overall|insgesamt|gesamt\w*"
    r"|zusammen|does\s+(?:that|it)\s+make|will\s+(?:that|it|i)\s+(?:make|have|get)|ergibt|macht"
    r"|bekomme\s+ich)\b",
    re.IGNORECASE,
)
_MIXTURES = re.compile(
    r"^(?:brine|lake|salzlake|solution|lösung|loesung|drink|getränk|mix|mixture|mischung|gemisch"
    r"|total|all|liquid|flüssigkeit|fluessigkeit|squash|dough|teig|mortar|mörtel|concrete|beton"
    r"|altogether|insgesamt|gesamt|zusammen|everything|alles)$",
    re.IGNORECASE,
)


def _same(a: str, b: str) -> bool:
    a, b = a.lower().rstrip("sn"), b.lower().rstrip("sn")
    return a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)))


def _name(word: str | None) -> str | None:
    return None if not word or _NOT_A_NAME.match(word) else word


@dataclass(frozen=True)
class Parts:
    """A ratio ``a``:``b`` with the parts' names (either may be unknown)."""

    a: Fraction
    b: Fraction
    first: str | None
    second: str | None
    start: int
    end: int


_DILUTED = re.compile(
    r"^(?:concentrates?|squash|syrup|sirup|cordial|konzentrat|bleach|cleaner|reiniger|dünger"
    r"|duenger|fertili[sz]er|juice|saft|coffee|kaffee|salt|salz|vinegar|essig)$",
    re.IGNORECASE,
)
"""A part thinned with water when only it is named ("1:4 concentrate")."""
_NOT_A_RATIO = re.compile(
    r"\b(?:meet\w*|o'?clock|tomorrow|tonight|today|morgen|heute|termin|appointment|train|bus"
    r"|flight|zug|flug|score[ds]?|won|lost|gewonnen|verloren|scale|maßstab|massstab)\b",
    re.IGNORECASE,
)


def _named(said: str) -> Parts | None:
    """The one ratio said, with the names of its parts as said around it."""
    parts = re.search(
        rf"(?<![\d.,])(?P<a>{_NUM})\s+(?:parts?|teil(?:e|en)?)\s+(?:of\s+)?(?P<x>{_WORD})\s*(?:,|to"
        rf"|and|for\s+every|auf|zu|und|:)\s*(?P<b>{_NUM})\s+(?:parts?|teil(?:e|en)?)\s+(?:of\s+)?"
        rf"(?P<y>{_WORD})",
        said,
        re.IGNORECASE,
    )
    if parts is not None:
        a, b = amount(parts["a"].replace(",", ".")), amount(parts["b"].replace(",", "."))
        x, y = _name(parts["x"]), _name(parts["y"])
        if not a or not b or x is None or y is None:
            return None
        return Parts(a, b, x, y, parts.start(), parts.end())
    ratios = list(_RATIO.finditer(said))
    if len(ratios) != 1:
        return None
    ratio = ratios[0]
    a, b = amount(ratio["a"].replace(",", ".")), amount(ratio["b"].replace(",", "."))
    if not a or not b:
        return None
    after = re.match(
        rf"\s*(?:of\s+|von\s+)?(?:the\s+)?(?P<x>{_WORD})(?:\s+(?:to|zu|:|and|und|vs\.?)\s+"
        rf"(?P<y>{_WORD}))?",
        said[ratio.end() :],
        re.IGNORECASE,
    )
    before = re.search(
        rf"(?:(?P<x>{_WORD})\s+(?:to|zu|:|and|und|vs\.?)\s+)?(?P<y>{_WORD})\s*(?:ratio\s+|verhältnis\s+"
        r"|mix\s+)?(?:(?:is|of|ist|von|=|:|at|bei|in\s+(?:the\s+|a\s+)?ratio(?:\s+of)?|im\s+verhältnis"
        r"(?:\s+von)?)\s*)?(?:(?:about|ca\.?|etwa|roughly)\s+)?$",
        said[: ratio.start()],
        re.IGNORECASE,
    )
    x = y = None
    if after is not None and after["y"] and _name(after["x"]) and _name(after["y"]):
        x, y = after["x"], after["y"]
    elif before is not None and before["x"] and _name(before["x"]) and _name(before["y"]):
        x, y = before["x"], before["y"]
    elif before is not None and _name(before["y"]):
        x = before["y"]
    elif after is not None and _name(after["x"]):
        x = after["x"]
    return Parts(a, b, x, y, ratio.start(), ratio.end())


_LEAD = r"(?:for\s+(?:every|each)|für\s+(?:jede[nmrs]?|eine[nmr]?)|auf|per|pro|je)"
_AMOUNT = r"(?:\d{1,4}(?:[.,]\d{1,2})?|a|an|one|ein(?:e[nmr]?)?)"
_EACH_UNIT = rf"(?:{_UNIT}|parts?|teile?)"
_MEASURED = (
    re.compile(  # "1 cup oats to 2 cups milk", "1 tasse reis auf 2 tassen wasser"
        rf"(?<![\d.,])(?P<a>\d{{1,4}}(?:[.,]\d{{1,2}})?|a|one|eine?)\s+(?P<u>{_EACH_UNIT})\s+(?:of\s+)?"
        rf"(?P<x>{_WORD})\s*(?:to|zu|auf|:|for\s+every|per|für\s+je|pro)\s*(?P<b>{NUMBER})\s*"
        rf"(?P<v>{_EACH_UNIT})\s+(?:of\s+)?(?P<y>{_WORD})",
        re.IGNORECASE,
    ),
    re.compile(  # "for every cup of rice i use 1.5 cups water", "auf 1 teil reis kommen 2 teile"
        rf"(?<![\w.,]){_LEAD}\s+(?:(?P<a>{_AMOUNT})\s+)?(?P<u>{_EACH_UNIT})\s+(?:of\s+)?"
        rf"(?P<x>{_WORD})\s*,?\s*(?:(?:i|we|you)\s+(?:use|add|need|take|put\s+in|do)\s+"
        r"|(?:use|add|take|need|you\s+need)\s+|(?:nehme|brauche|gebe)\s+ich\s+|kommen\s+"
        r"|(?:nimmt|braucht)\s+man\s+|there(?:'s|\s+is|\s+are)\s+|it's\s+)?"
        rf"(?P<b>{NUMBER})\s*(?P<v>{_EACH_UNIT})\s+(?:of\s+)?(?P<y>{_WORD})",
        re.IGNORECASE,
    ),
    re.compile(  # "rice 1 cup to water 1.5 cups"
        rf"(?<![\w.,])(?P<x>{_WORD})\s+(?P<a>\d{{1,4}}(?:[.,]\d{{1,2}})?)\s*(?P<u>{_EACH_UNIT})\s*"
        rf"(?:to|zu|auf|:)\s*(?P<y>{_WORD})\s+(?P<b>{NUMBER})\s*(?P<v>{_EACH_UNIT})\b",
        re.IGNORECASE,
    ),
)


def _measure(unit: str | None) -> str | None:
    """A unit's stem ("cups" → "cup", "Tassen" → "tass", "g" → "g"), None for parts."""
    if not unit:
        return None
    stem = _unit(unit).lower()
    stem = {"l": "l", "ml": "ml"}.get(stem, re.sub(r"(?:e?n|e?s|e)$", "", stem) or stem)
    return None if stem in ("part", "teil") else stem


def measured(said: str) -> tuple[str, str | None]:
    """``said`` with a ratio of two measured parts ("1 cup oats to 2 cups milk", "for every
    cup of rice i use 1.5 cups water") said as parts ("1 parts rice to 1.5 parts water"), and
    the unit both parts were measured in (None: parts, or no such ratio)."""
    found = [m for pattern in _MEASURED for m in pattern.finditer(said)]
    if len(found) != 1:
        return said, None
    m = found[0]
    unit, other = _measure(m["u"]), _measure(m["v"])
    a = "1" if not m["a"] or not m["a"][0].isdigit() else m["a"]
    if unit != other or _name(m["x"]) is None or _name(m["y"]) is None or m["x"] == m["y"]:
        return said, None
    if not m["b"][0].isdigit() or not amount(m["b"].replace(",", ".")):
        return said, None
    return (
        f"{said[: m.start()]}{a} parts {m['x']} to {m['b']} parts {m['y']}{said[m.end() :]}",
        unit,
    )


@dataclass(frozen=True)
class _Reading:
    parts: Parts
    known: re.Match[str]
    value: Fraction
    known_is_first: bool
    other: str
    total: bool


def _read(said: str) -> _Reading | None:
    if _NOT_A_RATIO.search(said):
        return None
    said = re.sub(r"\b(?:2[- ]?stroke|2t|2-takt\w*)\b", "two-stroke", said, flags=re.I)
    said, measure = measured(said)
    parts = _named(said)
    if parts is None or (parts.first is None and parts.second is None and not _bulk_said(said)):
        return None
    rest = said[: parts.start] + " # " + said[parts.end :]
    asked = _ASKED.search(rest)
    if asked is None:
        return None
    q = asked["q"] if asked["q"] and not _FILLER.match(asked["q"]) else None
    rest = rest[: asked.start()] + " # " + rest[asked.end() :]
    known = [m for m in _KNOWN.finditer(rest) if amount(m["n"]) and _name(m["w"])]
    if len(known) != 1:
        return None
    found = known[0]
    word = found["w"]
    names = _assign(parts, q, word, said)
    if names is None:
        return None
    first, second = names
    if _same(word, first):
        known_is_first = True
    elif _same(word, second):
        known_is_first = False
    else:
        return None
    other = second if known_is_first else first
    total = bool(_TOTAL.search(rest)) or bool(q and _MIXTURES.match(q))
    if q is not None and not total and not _same(q, other):
        return None
    left = rest[: found.start()] + " # " + rest[found.end() :]
    if re.search(r"\d", left):
        return None
    value = amount(found["n"])
    assert value is not None
    if measure and _measure(found["u"]) != measure:
        return None  # "1 cup oats to 2 cups milk … 250 g rice": cups are no grams
    named = Parts(parts.a, parts.b, first, second, parts.start, parts.end)
    return _Reading(named, found, value, known_is_first, other, total)


def _assign(parts: Parts, q: str | None, word: str, said: str) -> tuple[str, str] | None:
    """The parts' names in the ratio's order, those not said around the ratio taken from the
    part asked for (``q``) and the part whose amount is known (``word``)."""
    first, second = parts.first, parts.second
    bulk_first = parts.a > parts.b  # water, petrol: the larger part
    if first is not None and second is not None:
        return first, second
    if first is None:  # no names: the small part known ("100 ml oil"), the bulk one asked
        if q is None or not _BULK.match(q) or _BULK.match(word):
            return None  # "10 l of petrol, how much oil": loose_mix reads that
        return (q, word) if bool(_BULK.match(q)) == bulk_first else (word, q)
    other = q if q and not _same(q, first) and not _MIXTURES.match(q) else None
    if other is None and _DILUTED.match(first):  # "1:4 concentrate … how much in total"
        other = "wasser" if re.search(r"\b(?:wie|ich|hab\w*|und)\b", said, re.I) else "water"
    if other is None:
        return None
    if _BULK.match(other) or _BULK.match(first):
        return (other, first) if bool(_BULK.match(other)) == bulk_first else (first, other)
    return first, other


def _bulk_said(said: str) -> bool:
    return re.search(r"\b(?:water|wasser|petrol|benzin|gas|fuel|sprit)\b", said, re.I) is not None


def part_given(text: str) -> bool:
    """Whether ``text`` gives an amount of one named part of a ratio and asks for another (or
    the total): a ratio to scale, not an amount to split."""
    return _read(number_words.as_digits(text)) is not None


def _bigger(value: Fraction, unit: str, language: str) -> str:
    """ " (1.25 l)" after 1,250 ml, " (250 ml)" after 0.25 l, or nothing."""
    big = {"g": "kg", "ml": "l"}.get(unit)
    if big and value >= 1000:
        return f" ({said_number(Fraction(round(value / 10), 100), language)} {big})"
    small = {"kg": "g", "l": "ml"}.get(unit)
    if small and value < 1:
        return f" ({said_number(Fraction(round(value * 1000)), language)} {small})"
    return ""


def _unit(said: str | None) -> str:
    if not said:
        return ""
    word = said.lower()
    short = {"gr": "g", "grams": "g", "gram": "g", "gramm": "g", "litre": "l", "litres": "l",
             "liter": "l", "liters": "l", "kilo": "kg", "kilos": "kg", "tasse": "Tasse",
             "tassen": "Tassen", "esslöffel": "Esslöffel", "teelöffel": "Teelöffel"}  # fmt: skip
    return short.get(word, said)


def scaled(text: str, language: str) -> str | None:
    """ "salt to water 1:20, i have 50 g salt, how much water" → "1:20 salt to water: 50 g
    salt × 20 = 1,000 g water (1 kg)."."""
    reading = _read(number_words.as_digits(text))
    if reading is None:
        return None
    parts, value = reading.parts, reading.value
    de = language == "de"
    mine, theirs = (parts.a, parts.b) if reading.known_is_first else (parts.b, parts.a)
    other = value * theirs / mine
    unit = _unit(reading.known["u"])

    def n(x: Fraction) -> str:
        return said_number(Fraction(round(x * 100), 100), language)

    def called(word: str) -> str:
        return word[:1].upper() + word[1:] if de else word.lower()

    to = "zu" if de else "to"
    assert parts.first is not None and parts.second is not None
    head = f"{n(parts.a)}:{n(parts.b)} {called(parts.first)} {to} {called(parts.second)}"
    of = "" if de or not re.match(_CONTAINERS, unit, re.I) else " of"  # "2 bags of cement"
    known = f"{n(value)} {unit}{of} {called(reading.known['w'])}".replace("  ", " ")
    step = f"÷ {n(mine)}" if mine != 1 else ""
    step = f"{step} × {n(theirs)}".strip() if theirs != 1 else step
    line = f"{head}: {known} {step} = {n(other)} {unit}{of} {called(reading.other)}"
    line = line.replace("  ", " ") + _bigger(other, unit, language)
    if not reading.total:
        return f"{line}."
    total = f"{n(value + other)} {unit}".rstrip()
    in_all = "insgesamt" if de else "in all"
    return f"{line}; {n(value)} + {n(other)} = {total} {in_all}{_bigger(value + other, unit, language)}."


_CONTAINERS = r"(?:bag|sack|bucket|scoop|shovel|cup|jar|can|bottle|handful|pinch|spoon)"


READERS = (("ratio_scaled", scaled),)
