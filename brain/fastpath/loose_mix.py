"""A mixing ratio (see :mod:`brain.fastpath.loose_sums`): two-stroke fuel, where "1:50" means
the oil is a fiftieth of the petrol ("1:50 two-stroke mix, how much oil for 5 litres" → "5 l ÷
50 = 100 ml oil (for 5 l of petrol)."), and a concentrate diluted with water, where the parts
add up to the drink ("1:4 squash for 2 litres" → "2 l ÷ 5 parts = 400 ml concentrate and 1.6 l
water."); "for 2 litres of water" makes the water the 4 parts."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import loose_ratio, number_words
from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import said_number

_RATIO = re.compile(
    r"(?<![\d.,:/])(?<!\bat )(?<!\bum )(?P<a>\d{1,3})\s*(?::|to|zu)\s*(?P<b>\d{1,3})(?![\d:/]|[.,]\d"
    r"|\s*(?:[ap]\.?m\b|uhr\b|h\b))",
    re.IGNORECASE,
)
_VOLUME = re.compile(
    r"(?<![\d.,])(?P<v>\d{1,4}(?:[.,]\d{1,3})?)\s*(?P<u>ml|cl|l|litres?|liters?|millilit(?:er|re)s?"
    r"|gallons?|gal)\b(?P<of>\s+(?:of\s+|an\s+|mit\s+)?(?:the\s+)?(?:\w+\s+)?(?P<what>petrol|gas"
    r"|gasoline|fuel|benzin|sprit|super|water|wasser|mix|mixture|gemisch|drink|getränk|squash"
    r"|lösung|loesung|solution))?",
    re.IGNORECASE,
)
_TWO_STROKE = re.compile(
    r"\b(?:two[- ]?stroke|2[- ]?stroke|2t|zweitakt\w*|2-takt\w*|chainsaw|kettensäge|kettensaege"
    r"|moped|mower|rasenmäher|rasenmaeher|trimmer|leaf blower|laubbläser|outboard|scooter|roller"
    r"|strimmer|motorsäge|motorsaege|oil|öl|oel|petrol|benzin|fuel|sprit|gemisch)\b",
    re.IGNORECASE,
)
_DILUTE = re.compile(
    r"\b(?:squash|concentrate|cordial|syrup|sirup|dilut\w*|verdünn\w*|verduenn\w*|konzentrat"
    r"|cleaner|reiniger|fertili[sz]er|dünger|duenger|bleach|essig|vinegar|juice|saft|mix\w*|misch\w*"
    r"|water|wasser|ratio|verhältnis|verhaeltnis|parts?|teile?)\b",
    re.IGNORECASE,
)
_ASKS = re.compile(
    r"\b(?:how much|how many|what amount|wie ?viel|need|brauch\w*|for|für|fuer|auf|into|in)\b",
    re.IGNORECASE,
)
_UNIT_SHOWN = {"ml": "ml", "mil": "ml", "cl": "cl", "gal": "gal"}
_ML: dict[str, Fraction] = {
    "ml": Fraction(1),
    "cl": Fraction(10),
    "l": Fraction(1000),
    "gal": Fraction(3785411, 1000),
}


def _ml(value: Fraction, unit: str) -> Fraction:
    word = unit.lower()
    key = "ml" if word.startswith("milli") else "l" if word.startswith("lit") else word
    key = "gal" if key.startswith("gal") else key
    return value * _ML[key]


def _volume(ml: Fraction, language: str) -> str:
    if ml >= 1000:
        return f"{said_number(Fraction(round(ml / 10), 100), language)} l"
    return f"{said_number(Fraction(round(ml)), language)} ml"


def mixed(text: str, language: str) -> str | None:
    """ "mischung 1:50, wie viel öl für 5 liter" → "5 l ÷ 50 = 100 ml Öl (auf 5 l Benzin)."."""
    said = number_words.as_digits(text)
    if loose_ratio.part_given(text):  # "250 ml concentrate, how much water": scaled, not split
        return None
    ratios = list(_RATIO.finditer(said))
    if len(ratios) != 1 or not _ASKS.search(said):
        return None
    ratio = ratios[0]
    small, big = sorted((int(ratio["a"]), int(ratio["b"])))
    rest = said[: ratio.start()] + " # " + said[ratio.end() :]
    volumes = list(_VOLUME.finditer(rest))
    if len(volumes) != 1 or small != 1 or not 2 <= big <= 200:
        return None
    volume = volumes[0]
    left = rest[: volume.start()] + " # " + rest[volume.end() :]
    if re.search(r"\d", re.sub(r"\b(?:2[- ]?stroke|2t|2-takt\w*)\b", " ", left, flags=re.I)):
        return None
    value = amount(volume["v"].replace(",", "."))
    if not value:
        return None
    ml = _ml(value, volume["u"])
    what = (volume["what"] or "").lower()
    de = language == "de"
    said_volume = f"{said_number(value, language)} {_UNIT_SHOWN.get(volume['u'].lower()[:3], 'l')}"
    if _TWO_STROKE.search(left) and not re.search(r"\b(?:water|wasser)\b", said, re.I):
        if what in ("mix", "mixture", "gemisch"):
            oil = ml / (big + 1)
            petrol = _volume(ml - oil, language)
            if de:
                return f"{said_volume} ÷ {big + 1} Teile = {_volume(oil, language)} Öl und {petrol} Benzin."
            return f"{said_volume} ÷ {big + 1} parts = {_volume(oil, language)} oil and {petrol} petrol."
        oil = ml / big
        if de:
            return f"{ratio['a']}:{ratio['b']} → {said_volume} ÷ {big} = {_volume(oil, language)} Öl (auf {said_volume} Benzin)."
        return f"{ratio['a']}:{ratio['b']} → {said_volume} ÷ {big} = {_volume(oil, language)} oil (for {said_volume} of petrol)."
    if not _DILUTE.search(left):
        return None
    if what in ("water", "wasser"):
        part = ml / big
        if de:
            return f"{said_volume} Wasser ÷ {big} = {_volume(part, language)} Konzentrat dazu."
        return f"{said_volume} of water ÷ {big} = {_volume(part, language)} of concentrate to add."
    part = ml / (big + 1)
    water = _volume(ml - part, language)
    if de:
        return f"{said_volume} ÷ {big + 1} Teile = {_volume(part, language)} Konzentrat und {water} Wasser."
    return f"{said_volume} ÷ {big + 1} parts = {_volume(part, language)} concentrate and {water} water."


READERS = (("mixed", mixed),)
