"""A floor's area (see :mod:`brain.fastpath.loose_plans`): two sides multiplied ("my bedroom is
4m by 3.5m, how many square meters of carpet" → "4 × 3.5 = 14 m²."), with a margin on top for
cutting or waste when one is said ("kitchen 3.6 by 2.5 m, tiles with 15% waste" → "3.6 × 2.5 = 9
m²; + 15% = 10.35 m²."; "wohnzimmer 5,2 x 4 m, parkett mit 10 % verschnitt", "lawn 8m x 6m plus
5% extra turf"), and the packs that cover it when what one covers is said, rounded up."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import PERCENT, amount, margin
from brain.fastpath.reckon import said_number

MEASURE = r"\d{1,6}(?:[.,]\d{1,2})?"
"""A measure as said ("3.6", "5,2"); also what :mod:`brain.fastpath.loose_plans` reads."""


def to_cents(value: Fraction, language: str) -> str:
    """``value`` said to two places at most ("10.35", "22,88")."""
    return said_number(Fraction(round(value * 100), 100), language)


_SIDES = re.compile(
    rf"(?P<a>{MEASURE})\s*(?:m|meters?|metres?|meter)?\s*(?:by|x|×|mal|auf)\s*(?P<b>{MEASURE})\s*"
    r"(?:m|meters?|metres?|meter)\b",
    re.IGNORECASE,
)
_AREA = re.compile(
    r"\b(?:square met(?:er|re)s?|sq\.? ?m|sqm|m2|m²|area|qm|quadratmeter|fläche|flaeche|how big"
    r"|wie groß)\b",
    re.IGNORECASE,
)
_COVERING = re.compile(
    r"\b(?:tiles?|tiling|flooring|floorboards?|laminate|parquet|carpet(?:ing)?|vinyl|lino(?:leum)?"
    r"|turf|sod|decking|paving|pavers|fliesen|kacheln|parkett|laminat|teppich(?:boden)?|dielen"
    r"|bodenbelag|rollrasen|rasen|pflaster(?:steine)?|terrassendielen|estrich)\b",
    re.IGNORECASE,
)
"""What covers a floor or a lawn, bought by the square metre."""
_COVERING_ASKED = re.compile(
    r"\b(?:how much|how many|what do (?:i|we) need|need|wie ?viel\w*|brauch\w*|benötig\w*"
    r"|benoetig\w*|kaufen|bestellen|buy|order)\b|\?",
    re.IGNORECASE,
)
_PAINTED = re.compile(r"\b(?:paint|farbe|wallpaper|tapete)\b", re.IGNORECASE)


_COVERS = re.compile(
    r"(?:(?P<what>[a-zäöü]+)\s+(?:each\s+|only\s+)?(?:covers?|reicht\s+für|reichen\s+für"
    rf"|is\s+enough\s+for|does|ergibt|deckt)\s+(?:about\s+|ca\.?\s+|etwa\s+)?(?P<c>{MEASURE})\s*(?:m²|m2|sqm|sq\.? ?m|qm"
    r"|square\s+met(?:er|re)s?|quadratmeter)"
    rf"|(?P<c2>{MEASURE})\s*(?:m²|m2|sqm|qm|square\s+met(?:er|re)s?)\s+(?:per|a|each|pro|je)\s+"
    r"(?P<what2>pack(?:et)?|box|tin|can|roll|bucket|bag|paket|karton|eimer|rolle|dose|sack))",
    re.IGNORECASE,
)


_HOW_MANY_OF = re.compile(r"\b(?:how many|wie ?viele)\s+([a-zäöü]+)", re.IGNORECASE)
_NO_UNIT = re.compile(
    r"(?:do|does|will|would|should|can|i|we|of|more|square|m|qm|m2|brauche|brauchen|muss|soll"
    r"|ich|wir)$",
    re.IGNORECASE,
)


def floor_area(text: str, language: str) -> str | None:
    """ "my bedroom is 4m by 3.5m, how many square meters of carpet do i need" → "4 × 3.5 =
    14 m²."; with what one pack covers ("packs cover 2.2 m² each") → how many packs."""
    said = number_words.as_digits(text)
    sides = _SIDES.search(said)
    extra = margin(said)
    covered = bool(_COVERING.search(said) or (extra and _PAINTED.search(said)))
    if sides is None or not (
        _AREA.search(said) or (covered and (extra or _COVERING_ASKED.search(said)))
    ):
        return None
    if PERCENT.search(said) and extra is None:
        return None  # a share of the floor said, not a margin on top
    a, b = amount(sides["a"]), amount(sides["b"])
    pct = amount(extra) if extra else Fraction(0)
    if not a or not b or pct is None:
        return None
    share = pct / 100
    area = to_cents(a * b, language)
    sum_ = f"{sides['a']} × {sides['b']} = {area} m²"
    if extra:
        said_pct = f"{extra} %" if language == "de" else f"{extra}%"
        sum_ += f"; + {said_pct} = {to_cents(a * b * (1 + share), language)} m²"
    covers = _COVERS.search(said[sides.end() :]) or _COVERS.search(said[: sides.start()])
    each = amount(covers["c"] or covers["c2"]) if covers else None
    if covers is not None and each:
        asked = _HOW_MANY_OF.search(said)
        what = asked[1] if asked and not _NO_UNIT.match(asked[1]) else ""
        if not what and covers["what2"]:
            one = covers["what2"]
            what = one if language == "de" else one + ("es" if one.lower() == "box" else "s")
        whole = a * b * (1 + share)
        packs = math.ceil(whole / each)
        sum_ += f"; {to_cents(whole, language)} ÷ {to_cents(each, language)} = {to_cents(whole / each, language)}"
        if language == "de":
            return f"{sum_}, also {packs} {what.capitalize()}".rstrip() + " (aufgerundet)."
        return f"{sum_}, so {packs} {what}".rstrip() + " (rounded up)."
    if extra:
        return f"{sum_}."
    note = (
        " Für Verschnitt etwa 10 % mehr einplanen."
        if language == "de"
        else " Add about 10% for cutting."
    )
    return f"{sum_}.{note}"
