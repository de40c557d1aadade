"""A list of numbers averaged (see :mod:`brain.fastpath.loose_sums`): "bowling scores: 132,
147, 118, 155, whats my average" → "(132 + 147 + 118 + 155) ÷ 4 = 138."; "was ist der
durchschnitt von 2,5 und 3,5" (a decimal comma in German)."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import said_number

_AVERAGE = re.compile(
    r"\b(?:average|avg|mean|durchschnitt\w*|schnitt|mittelwert|im mittel)\b", re.IGNORECASE
)
_WEIGHTED = re.compile(
    r"\b(?:weighted|gewichtet\w*|credits?|ects|%|percent|prozent|per|pro|each|je|a day|a week"
    r"|am tag|die woche)\b|%",
    re.IGNORECASE,
)
_NUMBERS_EN = re.compile(r"(?<![\w.,:/-])\d{1,7}(?:\.\d+)?(?![\w:/]|[.,]\d)")
_NUMBERS_DE = re.compile(r"(?<![\w.,:/-])\d{1,7}(?:,\d+)?(?![\w:/]|[.,]\d)")
_MOST = 30


def average(text: str, language: str) -> str | None:
    """The mean of the numbers ``text`` lists, when it asks for their average (and nothing
    weighs them)."""
    said = number_words.as_digits(text)
    if _AVERAGE.search(said) is None or _WEIGHTED.search(said):
        return None
    decimal_comma = language == "de" or re.search(r"\d,\d{1,2}(?!\d)", said) is not None
    found = (_NUMBERS_DE if decimal_comma else _NUMBERS_EN).findall(said)
    values = [amount(n.replace(",", ".")) for n in found]
    if len(values) < 2 or len(values) > _MOST or any(v is None for v in values):
        return None
    numbers = [v for v in values if v is not None]
    mean = sum(numbers, Fraction(0)) / len(numbers)
    shown = " + ".join(said_number(n, language) for n in numbers)
    result = said_number(Fraction(round(mean * 100), 100), language)
    if language == "de":
        return f"Durchschnitt: ({shown}) ÷ {len(numbers)} = {result}."
    return f"({shown}) ÷ {len(numbers)} = {result}."


READERS = (("average", average),)
