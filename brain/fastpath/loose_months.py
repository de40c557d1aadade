"""A month and year moved by years and months (see :mod:`brain.fastpath.loose_sums`): "born
march 1990, my sister is 4 years and 8 months younger, what month was she born" → "March 1990
+ 4 years 8 months = November 1994."; "started in october 2021, it runs 2 and a half years,
when does it end"; "ich bin im mai 1985 geboren, mein bruder ist 3 jahre älter"."""

from __future__ import annotations

import re

from brain.fastpath import number_words
from brain.fastpath.dates import MONTH_PATTERN, MONTHS, month_number

_WHEN = re.compile(
    rf"\b(?P<month>{MONTH_PATTERN})\.?,?\s+(?:of\s+)?(?P<year>(?:19|20)\d\d)\b"
    rf"|\b(?P<year2>(?:19|20)\d\d)\s+(?:im\s+)?(?P<month2>{MONTH_PATTERN})\b",
    re.IGNORECASE,
)
_SPAN = re.compile(
    r"\b(?:(?P<y>\d{1,2})(?P<half>\s+and\s+a\s+half|\s+einhalb|,5|\.5)?\s*(?:years?|yrs?|jahre?n?)"
    r"(?:\s*(?:and|und|,)?\s*(?P<m>\d{1,2})\s*(?:months?|monate?n?))?"
    r"|(?P<m2>\d{1,3})\s*(?:months?|monate?n?))\b",
    re.IGNORECASE,
)
_LATER = re.compile(
    r"\b(?:younger|later|after(?:wards)?|from then|runs?|lasts?|takes?|jünger|juenger|später"
    r"|spaeter|danach|nach|dauert|läuft|laeuft)\b",
    re.IGNORECASE,
)
_EARLIER = re.compile(
    r"\b(?:older|earlier|before|ago|prior|älter|aelter|früher|frueher|vorher|davor|zuvor)\b",
    re.IGNORECASE,
)
_ASKS = re.compile(
    r"\b(?:what|which|when|wann|welche[nmrs]?|in welchem)\b.{0,25}\b(?:month|year|monat|jahr|born"
    r"|geboren|end|ends|finish\w*|over|done|ende|endet|vorbei|fertig|start\w*|begin\w*|anfang\w*)"
    r"|\bwhen\b|\bwann\b",
    re.IGNORECASE,
)


def moved(text: str, language: str) -> str | None:
    """The month and year ``text`` names, moved by the years and months it says, when it
    asks which month or when; None unless the direction is plain."""
    said = number_words.as_digits(text)
    when = list(_WHEN.finditer(said))
    spans = list(_SPAN.finditer(said))
    if len(when) != 1 or len(spans) != 1 or not _ASKS.search(said):
        return None
    after = said[when[0].end() :]
    later, earlier = _LATER.search(after), _EARLIER.search(after)
    if (later is None) == (earlier is None):
        return None
    start, span = when[0], spans[0]
    month = month_number(start["month"] or start["month2"])
    if month is None:
        return None
    years = int(span["y"] or 0)
    months = int(span["m"] or span["m2"] or 0) + (6 if span["half"] else 0)
    total = years * 12 + months
    if total == 0 or total > 1200:
        return None
    sign = 1 if later is not None else -1
    index = int(start["year"] or start["year2"]) * 12 + month - 1 + sign * total
    year, new_month = divmod(index, 12)
    names = MONTHS["de" if language == "de" else "en"]
    first = f"{names[month - 1]} {start['year'] or start['year2']}"
    shown = _span(total, language)
    return f"{first} {'+' if sign > 0 else '−'} {shown} = {names[new_month]} {year}."


def _span(months: int, language: str) -> str:
    years, rest = divmod(months, 12)
    if language == "de":
        parts = [f"{years} {'Jahr' if years == 1 else 'Jahre'}"] if years else []
        parts += [f"{rest} {'Monat' if rest == 1 else 'Monate'}"] if rest else []
        return " und ".join(parts)
    parts = [f"{years} {'year' if years == 1 else 'years'}"] if years else []
    parts += [f"{rest} {'month' if rest == 1 else 'months'}"] if rest else []
    return " and ".join(parts)


READERS = (("months_moved", moved),)
