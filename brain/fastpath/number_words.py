"""Numbers said in words, English and German, as digits: "nine hundred sixty" → 960, "two
thousand and twenty-six" → 2026, "neunhundertsechzig" → 960, "dreiundzwanzig" → 23. For the
fast path's arithmetic ("whats nine hundred sixty divided by twelve"), where each word alone
had been read as its own number ("9 100 60")."""

from __future__ import annotations

import re
from functools import lru_cache

_UNITS_EN = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
]  # fmt: skip
_TENS_EN = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_SMALL_EN = {word: n for n, word in enumerate(_UNITS_EN)} | {
    word: 20 + 10 * n for n, word in enumerate(_TENS_EN)
}
_SCALES_EN = {"hundred": 100, "thousand": 1000, "million": 1_000_000}

_UNITS_DE = {
    "null": 0, "ein": 1, "eins": 1, "eine": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5,
    "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12,
    "dreizehn": 13, "vierzehn": 14, "fünfzehn": 15, "sechzehn": 16, "siebzehn": 17,
    "achtzehn": 18, "neunzehn": 19,
}  # fmt: skip
_TENS_DE = {
    "zwanzig": 20, "dreißig": 30, "dreissig": 30, "vierzig": 40, "fünfzig": 50, "sechzig": 60,
    "siebzig": 70, "achtzig": 80, "neunzig": 90,
}  # fmt: skip

_WORD_EN = "|".join(sorted([*_SMALL_EN, *_SCALES_EN], key=len, reverse=True))
_RUN_EN = re.compile(
    rf"\b(?:a\s+)?(?:{_WORD_EN})(?:(?:\s+and\s+|\s+|-)(?:{_WORD_EN}|grand))*\b", re.IGNORECASE
)
_PART_DE = "|".join(
    sorted([*_UNITS_DE, *_TENS_DE, "hundert", "tausend", "und"], key=len, reverse=True)
)
_WORD_DE = re.compile(rf"\b(?:{_PART_DE})+\b", re.IGNORECASE)


def english(said: str) -> int | None:
    """ "nine hundred sixty" → 960; None unless every word is part of one number."""
    words = re.split(r"\s+and\s+|\s+|-", said.lower().strip())
    if words and words[0] == "a":
        words[0] = "one"
    total = current = 0
    seen = False
    last = ""
    for word in words:
        tens = _SMALL_EN.get(word, 0) >= 20
        if tens and last in _SMALL_EN and 1 <= current <= 9:
            current = current * 100 + _SMALL_EN[word]  # "one fifty" is 150, as it is said
        elif word in _SMALL_EN:
            current += _SMALL_EN[word]
        elif word == "hundred":
            current = (current or 1) * 100
        elif word in _SCALES_EN:
            total += (current or 1) * _SCALES_EN[word]
            current = 0
        elif word == "grand" and seen:  # "two grand"
            total += (current or 1) * 1000
            current = 0
        else:
            return None
        seen = True
        last = word
    return total + current if seen else None


def german(word: str) -> int | None:
    """ "neunhundertsechzig" → 960, "dreiundzwanzig" → 23, "zweitausend" → 2000; None for a
    word that is no number."""
    word = word.lower()
    if not word:
        return 0
    if "tausend" in word:
        high, _, low = word.partition("tausend")
        thousands = german(high) if high else 1
        rest = german(low)
        return None if thousands is None or rest is None else thousands * 1000 + rest
    if "hundert" in word:
        high, _, low = word.partition("hundert")
        hundreds = german(high) if high else 1
        rest = german(low)
        return None if hundreds is None or rest is None else hundreds * 100 + rest
    if word in _UNITS_DE:
        return _UNITS_DE[word]
    if word in _TENS_DE:
        return _TENS_DE[word]
    unit, found, tens = word.partition("und")
    if found and unit in _UNITS_DE and 1 <= _UNITS_DE[unit] <= 9 and tens in _TENS_DE:
        return _UNITS_DE[unit] + _TENS_DE[tens]
    return None


def value(said: str) -> int | None:
    """The number one word or phrase says, English or German ("twenty-five", "a hundred",
    "zwölf", "dreiundzwanzig"); None for anything else."""
    said = said.strip().lower()
    if not said:
        return None
    found = english(said)
    return found if found is not None else german(said)


_A_BEFORE = re.compile(r"a\s+(?!(?:hundred|thousand|million)\b)", re.IGNORECASE)
"""An "a" before a number that is not its scale ("a twelve pack"): no one."""


@lru_cache(maxsize=256)
def as_digits(text: str) -> str:
    """``text`` with every number said in words written in digits (kept for the texts of the
    last turns: every reader of a turn asks for the same one)."""

    def english_run(match: re.Match[str]) -> str:
        said = match.group(0)
        article = _A_BEFORE.match(said)
        if article is not None:  # "a twelve pack" is a 12 pack, "a hundred" is 100
            rest = english(said[article.end() :])
            return said if rest is None else f"{article.group(0)}{rest}"
        value = english(said)
        return said if value is None else str(value)

    def german_word(match: re.Match[str]) -> str:
        value = german(match.group(0))
        return match.group(0) if value is None else str(value)

    return _WORD_DE.sub(german_word, _RUN_EN.sub(english_run, text))


_ARTICLE = re.compile(r"\b(?:eine[mnrs]?|ein|an?|one)\s+(?=\d)", re.IGNORECASE)


def without_articles(text: str) -> str:
    """``text`` without an article before a number ("eine 2,0", "bei einer 40-stunden-woche"),
    which :func:`as_digits` would read as a 1."""
    return _ARTICLE.sub("", text)
