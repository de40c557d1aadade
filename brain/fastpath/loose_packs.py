"""Packs of a fixed size to buy for an amount (see :mod:`brain.fastpath.loose_sums`): "a stick
of butter is 113 g, the recipe needs 250 g, how many sticks" → "250 g ÷ 113 g = 2.21, so 3
sticks (2 are 226 g: 24 g short; 3 are 339 g: 89 g left over)."; "wie viele dosen à 400 ml
brauche ich für 1 l" → "1.000 ml ÷ 400 ml = 2,5, also 3 Dosen …". Always rounded up: what is
bought must cover what is needed. How many portions come out of an amount (rounded down) is
:func:`brain.fastpath.loose_whole_counts.portions`."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain import plurals
from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount
from brain.fastpath.reckon import said_number

_SIZE = {"g": (1, "g"), "gram": (1, "g"), "grams": (1, "g"), "gramm": (1, "g"), "kg": (1000, "g"),
         "kilo": (1000, "g"), "kilos": (1000, "g"), "ml": (1, "ml"), "cl": (10, "ml"),
         "l": (1000, "ml"), "liter": (1000, "ml"), "litre": (1000, "ml"), "liters": (1000, "ml"),
         "litres": (1000, "ml"), "oz": (1, "oz"), "ounces": (1, "oz"), "m": (1, "m"),
         "meter": (1, "m"), "meters": (1, "m"), "metres": (1, "m"), "metre": (1, "m")}  # fmt: skip
_UNIT = r"kg|kilos?|g|grams?|gramm|ml|cl|l|lit(?:er|re)s?|oz|ounces|m|met(?:er|re)s?"
_QUANTITY = re.compile(rf"(?<![\w.,])(?P<n>{NUMBER})\s*(?P<u>{_UNIT})\b", re.IGNORECASE)
_PACK = (
    r"sticks?|packs?|packets?|packages?|cans?|tins?|jars?|bottles?|bags?|blocks?|cartons?|tubs?"
    r"|tubes?|bars?|päckchen|packungen?|dosen?|gläser|glas|flaschen?|tüten?|beutel|becher"
    r"|stück|riegel|tafeln?|blöcke|block|rolls?|rollen?|boxes|box|kartons?"
)
_ASKED = re.compile(
    rf"\b(?:how\s+many|wie\s*viele?)\s+(?:\w+\s+){{0,2}}?(?P<pack>{_PACK})\b", re.IGNORECASE
)
_NEED = re.compile(
    r"\b(?:need\w*|calls?\s+for|requires?|recipe|für|fuer|for|to\s+(?:make|get|have)|brauch\w*"
    r"|benötig\w*|benoetig\w*|verlangt|rezept|buy|kaufen|get)\b",
    re.IGNORECASE,
)
_SIZE_CUE = re.compile(
    rf"(?:\b(?:{_PACK})\s+(?:[a-zäöüß]+\s+)?(?:(?:is|are|has|have|holds?|hold|contains?|of|with|à|a|zu|je|mit|sind"
    r"|ist|hat|haben|enthält|each|jeweils|weighs?|wiegt|wiegen|at)\s+){1,3}(?:about\s+|etwa\s+"
    r"|ca\.?\s+|only\s+|nur\s+|just\s+)?$"
    rf"|\b(?:{_PACK})\s*$)",
    re.IGNORECASE,
)
"""What stands before a pack's size ("sticks are 113 g", "dosen à 400 ml", "a stick of")."""
_SIZE_AFTER = re.compile(
    rf"^\s*(?:-\s*)?(?:{_PACK})\b|^\s*(?:each|apiece|je|jeweils|pro\s+stück|(?:a|per|pro|je)\s+"
    rf"(?:{_PACK}))\b",
    re.IGNORECASE,
)
"""What stands after a pack's size ("113 g sticks", "400 ml each")."""
_ONE = re.compile(rf"\b(?:1|one|a|an|ein\w*|per|pro)\s+(?=(?:{_PACK})\b)", re.IGNORECASE)
_DE_PACKS = frozenset(
    [
        "päckchen",
        "packung",
        "packungen",
        "dose",
        "dosen",
        "glas",
        "gläser",
        "flasche",
        "flaschen",
        "tüte",
        "tüten",
        "beutel",
        "becher",
        "stück",
        "riegel",
        "tafel",
        "tafeln",
        "block",
        "blöcke",
        "rolle",
        "rollen",
        "karton",
        "kartons",
    ]
)


def _packs(word: str, count: int = 2) -> str:
    """A pack word in the form ``count`` takes, German ones with a capital ("dose" → "Dosen")."""
    word = word.lower()
    if word in _DE_PACKS:
        return plurals.counted(word, count, "de").capitalize()
    return plurals.counted(word, count, "en")


_HOW_MANY = re.compile(r"\b(?:how\s+many|wie\s*viele?)\b(?!\s+(?:\w+\s+){0,2}?\d)", re.I)
_PACK_SAID = re.compile(rf"\b(?P<pack>{_PACK})\b", re.IGNORECASE)


def _asked_bare(said: str) -> re.Match[str] | None:
    """ "cans are 400 ml, … how many do i need to buy": the one kind of pack named elsewhere."""
    if _HOW_MANY.search(said) is None:
        return None
    packs = list(_PACK_SAID.finditer(said))
    kinds = {_packs(m["pack"]) for m in packs}
    return packs[0] if len(kinds) == 1 else None


def packs_needed(text: str, language: str) -> str | None:
    """ "sticks are 113 g, how many do i need for 250 g" → the packs to buy, rounded up, with
    what the count below falls short and what the count bought leaves over."""
    said = number_words.as_digits(text)
    asked = _ASKED.search(said) or _asked_bare(said)
    if asked is None or _NEED.search(said) is None:
        return None
    found = list(_QUANTITY.finditer(said))
    rest = _ONE.sub(" ", _QUANTITY.sub(" ", said))
    if len(found) != 2 or re.search(r"\d", rest):
        return None
    sized = [
        q
        for q in found
        if _SIZE_CUE.search(said[max(0, q.start() - 40) : q.start()])
        or _SIZE_AFTER.match(said[q.end() : q.end() + 20])
    ]
    if len(sized) != 1:
        return None
    size_said = sized[0]
    need_said = found[1] if found[0] is size_said else found[0]
    size_unit, need_unit = _SIZE[size_said["u"].lower()], _SIZE[need_said["u"].lower()]
    size_n, need_n = amount(size_said["n"]), amount(need_said["n"])
    if size_unit[1] != need_unit[1] or not size_n or not need_n:
        return None
    size, need, unit = size_n * size_unit[0], need_n * need_unit[0], size_unit[1]
    if not 0 < need <= size * 1000:
        return None
    return _said(need, size, unit, asked["pack"], language)


def _said(need: Fraction, size: Fraction, unit: str, pack: str, language: str) -> str:
    de = language == "de"
    packs = _packs(pack)

    def n(x: Fraction) -> str:
        return said_number(Fraction(round(x * 100), 100), language)

    ratio = need / size
    count = math.ceil(ratio)
    head = f"{n(need)} {unit} ÷ {n(size)} {unit} = {n(ratio)}"
    if ratio == count:
        return f"{head}: {'genau' if de else 'exactly'} {count} {_packs(pack, count)}."
    below, short = count - 1, need - (count - 1) * size
    spare = count * size - need
    if not below:
        one = _packs(pack, 1)
        if de:
            return f"{head}: 1 {one} reicht ({n(spare)} {unit} bleiben übrig)."
        return f"{head}: 1 {one} is enough ({n(spare)} {unit} left over)."
    are = ("ist" if de else "is") if below == 1 else ("sind" if de else "are")
    if de:
        return (
            f"{head}, also {count} {packs} kaufen ({below} {are} {n(below * size)} {unit}: "
            f"{n(short)} {unit} zu wenig; {count} sind {n(count * size)} {unit}: "
            f"{n(spare)} {unit} bleiben übrig)."
        )
    return (
        f"{head}, so {count} {packs} ({below} {are} {n(below * size)} {unit}: {n(short)} {unit} "
        f"short; {count} are {n(count * size)} {unit}: {n(spare)} {unit} left over)."
    )


READERS = (("packs_needed", packs_needed),)
