"""A dose per volume of water scaled to a can or a tank (see
:mod:`brain.fastpath.loose_everyday`): "10 ml per litre of water, the watering can holds 7
litres, how much concentrate" → "10 ml per litre × 7 l = 70 ml."; "25 ml per 5 litres, i have
an 8 litre sprayer" → "25 ml ÷ 5 l × 8 l = 40 ml."; "dünger: 20 ml auf 5 liter wasser, die
gießkanne fasst 12 liter". A ratio such as "1:50" is :mod:`brain.fastpath.loose_mix`'s."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import said_number

_N = r"\d{1,4}(?:[.,]\d{1,3})?"
_LITRE = r"(?:l|litres?|liters?|liter|ltr)"
_DOSE = re.compile(
    rf"(?<![\d.,])(?P<d>{_N})\s*(?P<du>ml|millilit(?:er|re)s?|g|grams?|gramm|cl)\s*(?:of\s+"
    r"[a-z]+\s+)?(?:per|a|an|each|every|for|to|in|into|/|pro|auf|je|für|fuer|in|zu)\s*"
    rf"(?:(?:one|1|a|einen?|einem)\s+)?(?:(?P<v>{_N})\s*)?(?P<vu>{_LITRE}|ml)\b",
    re.IGNORECASE,
)
_VOLUME = re.compile(
    rf"(?<![\d.,])(?P<v>{_N})\s*(?:-\s*)?(?P<u>{_LITRE}|ml)\b(?!\s*(?:/|per|a|pro|je)\s*(?:min|h\b))",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\b(?:how\s+much|how\s+many\s+(?:ml|millilit\w+|g|grams?)|what\s+amount|wie\s*viel"
    r"|wie\s*viele\s+(?:ml|milliliter|g|gramm)|welche\s+menge)\b",
    re.IGNORECASE,
)
_MONEY = re.compile(r"[$€£]|\b(?:euros?|dollars?|bucks|cost\w*|price|kost\w*|preis)\b", re.I)


def _litres(number: str, unit: str) -> Fraction | None:
    value = amount(number)
    if value is None:
        return None
    return value / 1000 if unit.lower() == "ml" else value


def _l(value: Fraction, language: str) -> str:
    if value < 1:
        return f"{said_number(value * 1000, language)} ml"
    return f"{said_number(value, language)} l"


def per_volume(text: str, language: str) -> str | None:
    """ "10 ml per litre of water, the watering can holds 7 litres, how much concentrate" →
    "10 ml per litre × 7 l = 70 ml."."""
    said = number_words.as_digits(text)
    doses = list(_DOSE.finditer(said))
    if len(doses) != 1 or not _ASKED.search(said) or _MONEY.search(said):
        return None
    dose = doses[0]
    rest = said[: dose.start()] + " # " + said[dose.end() :]
    volumes = list(_VOLUME.finditer(rest))
    if len(volumes) != 1:
        return None
    rest = rest[: volumes[0].start()] + " # " + rest[volumes[0].end() :]
    if re.search(r"\d", rest):
        return None
    d = amount(dose["d"])
    per = _litres(dose["v"] or "1", dose["vu"])
    have = _litres(volumes[0]["v"], volumes[0]["u"])
    if not d or not per or not have or have > 100_000:
        return None
    unit = dose["du"].lower()
    unit = "g" if unit.startswith("g") else "cl" if unit == "cl" else "ml"
    need = d / per * have
    shown = said_number(Fraction(round(need * 10), 10), language)
    de = language == "de"
    if per == 1:
        each = "pro Liter" if de else "per litre"
        return f"{said_number(d, language)} {unit} {each} × {_l(have, language)} = {shown} {unit}."
    return (
        f"{said_number(d, language)} {unit} ÷ {_l(per, language)} × {_l(have, language)}"
        f" = {shown} {unit}."
    )


READERS = (("per_volume", per_volume),)
