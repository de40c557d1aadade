"""A price per kilo (or litre) for an amount said in grams (or ml), for
:func:`brain.fastpath.loose_money.unit_cost`: "cheese is 18.90/kg and i want 250 g" → "250 g =
0.25 kg × 18.90 = 4.73." (half a cent rounded up, as a till does)."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath.loose_extra import amount, money
from brain.fastpath.reckon import said_number

_N = r"\d{1,7}(?:[.,]\d{1,2})?"
_SMALL = re.compile(rf"(?<![\d.,])(?P<q>{_N})\s*(?P<u>g|grams?|gramm|ml)\b", re.IGNORECASE)
_BIG = {"g": "kg", "gram": "kg", "grams": "kg", "gramm": "kg", "ml": "l"}


def in_grams(rest: str, price: Fraction | None, unit: str, language: str) -> str | None:
    """The one amount in grams (ml) of ``rest`` at ``price`` a kg (litre), or None."""
    found = [m for m in _SMALL.finditer(rest) if _BIG[m["u"].lower()] == unit]
    quantity = amount(found[0]["q"]) if len(found) == 1 else None
    if not price or not quantity:
        return None
    big = quantity / 1000
    till = Fraction(math.floor(big * price * 100 + Fraction(1, 2)), 100)
    small = "g" if unit == "kg" else "ml"
    return (
        f"{found[0]['q']} {small} = {said_number(big, language)} {unit} × {money(price, language)}"
        f" = {money(till, language)}."
    )
