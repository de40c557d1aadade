"""A counted word in the form its count takes, English and German ("1 onion" → "3 onions", "3
eggs" → "1 egg", "1 zwiebel" → "3 zwiebeln", "2 eier" → "1 ei"). The word keeps its case as said;
abbreviated units ("g", "ml", "tbsp", "EL") never change. The one place for word forms by count:
the kitchen's counts (:mod:`brain.fastpath.loose_kitchen`), packs to buy
(:mod:`brain.fastpath.loose_packs`), spans of time (:func:`span`) and :func:`brain.text.plural`."""

from __future__ import annotations

import re
from fractions import Fraction

_FIXED = {"g", "gr", "kg", "ml", "cl", "dl", "l", "tbsp", "tsp", "el", "tl", "oz", "lb", "lbs",
          "stk", "pck", "pkg", "bund", "handvoll", "stück", "stueck"}  # fmt: skip
_EN_ODD = {"leaf": "leaves", "loaf": "loaves", "tomato": "tomatoes", "potato": "potatoes",
           "mango": "mangoes", "knife": "knives", "half": "halves"}  # fmt: skip
_DE_ODD = {"ei": "eier", "apfel": "äpfel", "glas": "gläser", "blatt": "blätter", "block": "blöcke",
           "karton": "kartons", "beutel": "beutel", "riegel": "riegel", "löffel": "löffel"}  # fmt: skip
_SPANS = {
    "night": ("night", "nights", "Nacht", "Nächte"),
    "day": ("day", "days", "Tag", "Tage"),
    "week": ("week", "weeks", "Woche", "Wochen"),
    "fortnight": ("fortnight", "fortnights", "zwei Wochen", "mal zwei Wochen"),
    "month": ("month", "months", "Monat", "Monate"),
    "quarter": ("quarter", "quarters", "Quartal", "Quartale"),
    "year": ("year", "years", "Jahr", "Jahre"),
    "hour": ("hour", "hours", "Stunde", "Stunden"),
    "session": ("session", "sessions", "Termin", "Termine"),
}
"""A span of time (or a meeting) said with a count: English one, many; German one, many."""
_EN_ONE = {many: one for one, many in _EN_ODD.items()}
_DE_ONE = {many: one for one, many in _DE_ODD.items()}


def _as_said(word: str, like: str) -> str:
    """``word`` with the first letter's case of ``like``."""
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


def _english(word: str, many: bool) -> str:
    if word in _EN_ODD or word in _EN_ONE:
        return _EN_ODD.get(word, word) if many else _EN_ONE.get(word, word)
    if many:
        if word.endswith("s") and not word.endswith("ss"):
            return word  # said in the plural already
        if word.endswith(("ch", "sh", "x", "ss")):
            return f"{word}es"
        if re.search(r"[^aeiou]y$", word):
            return f"{word[:-1]}ies"
        return f"{word}s"
    if word.endswith("ies") and len(word) > 4:
        return f"{word[:-3]}y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _german(word: str, many: bool) -> str:
    if word in _DE_ODD or word in _DE_ONE:
        return _DE_ODD.get(word, word) if many else _DE_ONE.get(word, word)
    if word.endswith(("chen", "lein")):
        return word  # the same in both
    if many:
        if word.endswith(("ung", "heit", "keit", "ion", "schaft")):
            return f"{word}en"  # packung → packungen
        if word.endswith(("e", "el")):
            return f"{word}n"  # zwiebel → zwiebeln, dose → dosen
        return f"{word}s" if word.endswith(("a", "o")) else word
    if word.endswith(("ungen", "heiten", "keiten", "ionen", "schaften")):
        return word[:-2]
    if word.endswith(("en", "eln")) and word[:-1].endswith(("e", "el")):
        return word[:-1]
    return word[:-1] if re.search(r"[ao]s$", word) else word


def counted(word: str, count: Fraction | int, language: str) -> str:
    """``word`` as said with ``count`` of it ("onion", 3 → "onions"; "Eier", 1 → "Ei")."""
    low = word.lower()
    if not low or low in _FIXED:
        return word
    many = count != 1
    form = _german(low, many) if language == "de" else _english(low, many)
    return _as_said(form, word)


def dative(plural: str) -> str:
    """A German plural after "aus", "mit" ("eier" → "eiern"; "zwiebeln" stays)."""
    low = plural.lower()
    if low in _DE_ODD or low.endswith(("n", "s")) or low in _FIXED:
        return plural
    return f"{plural}n" if low.endswith(("er", "el")) else plural


def nominative(plural: str) -> str:
    """A German plural said after "mit" or "aus" in its plain form ("eiern" → "eier", "äpfeln"
    → "äpfel"; "zwiebeln" stays): what :func:`dative` added, taken off."""
    low = plural.lower()
    bare = low[:-1]
    if low.endswith("n") and (bare in _DE_ONE or bare.endswith("er")):
        return plural[:-1]
    return plural


def span(kind: str, count: int, language: str) -> str:
    """The word for ``count`` spans of ``kind`` ("night", 3, "de" → "Nächte"; "week", 1 → "week");
    ``kind`` is a key of the table above ("night", "day", "week", "fortnight", "month", …)."""
    return _SPANS[kind][(2 if language == "de" else 0) + (count != 1)]
