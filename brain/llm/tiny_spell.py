"""How a word is spelled, from word-frequency lists instead of the tiny model (which spells
whatever it was shown back, or makes up letters): "how do you spell necesary" → "It's spelled
N-E-C-E-S-S-A-R-Y: necessary.", "wie schreibt man rytmus" → "Man schreibt es R-H-Y-T-H-M-U-S.",
"is it seperate or separate" → the right one.

The lists come with ``pyspellchecker`` (English and German, part of the offline install); a
word counts as right when it is listed and no word one letter away is far more common
("calender" is listed, but "calendar" is 60 times as common). Without the package, or for a
word nothing close to is listed, there is no answer (the model or another line answers).
"""

from __future__ import annotations

import math
import re
from difflib import SequenceMatcher
from functools import cache
from typing import Any

_WORD = r"[\"'“„‚]?(?P<{name}>[^\W\d_][\w'’-]{{1,30}})[\"'”“‘’]?"
_ONE = _WORD.format(name="word")
_TWO = _WORD.format(name="word") + r"\s+(?:or|oder)\s+" + _WORD.format(name="other")
_TAIL = r"(?:\s+(?:correctly|right|properly|again|pls|please|bitte|eigentlich|richtig|lol))*\W*$"
_LEAD = {
    "en": r"^\W*(?:(?:hey|so|quick q|ok|um+|btw)\W+)*",
    "de": r"^\W*(?:(?:hey|sag mal|kurze frage|mal)\W+)*",
}
_FORMS = {
    "en": (
        rf"how\s+(?:do|would|should|can|d)\s+(?:you|i|u|we|one|ya)\s+(?:(?:actually|even|correctly|properly)\s+)?spell\s+(?:the\s+word\s+)?{_ONE}",
        rf"how\s+(?:is|'s|are)\s+{_ONE}\s+spel(?:led|t)",
        rf"how\s+to\s+spell\s+{_ONE}",
        rf"(?:can\s+you\s+|pls\s+|please\s+)?spell\s+{_ONE}(?:\s+for\s+me)?",
        rf"(?:what(?:'s|s|\s+is)\s+the\s+)?(?:correct\s+|right\s+|proper\s+)?spelling\s+(?:of|for)\s+{_ONE}",
        rf"is\s+{_ONE}\s+spel(?:led|t)\s+(?:right|correctly|correct)",
        rf"is\s+it\s+(?:spel(?:led|t)\s+)?{_TWO}",
        rf"{_TWO}\W+(?:which\s+(?:one\s+)?is\s+(?:right|correct)|which\s+spelling)",
    ),
    "de": (
        rf"wie\s+(?:schreibt|buchstabiert)\s+man\s+(?:(?:eigentlich|denn|nochmal|jetzt|richtig)\s+)*(?:das\s+wort\s+)?{_ONE}",
        rf"wie\s+schreib(?:e|t)?\s+(?:ich|man)\s+{_ONE}",
        rf"wie\s+wird\s+{_ONE}\s+geschrieben",
        rf"(?:was\s+ist\s+die\s+)?(?:richtige\s+)?schreibweise\s+(?:von|für)\s+{_ONE}",
        rf"(?:schreibt\s+man|heißt\s+es|heisst\s+es|ist\s+es)\s+{_TWO}",
        rf"schreibt\s+man\s+{_ONE}\s+(?:so|richtig|mit\s+\w+)",
    ),
}
_ASKS = {
    lang: tuple(re.compile(f"{_LEAD[lang]}(?:{form}){_TAIL}", re.IGNORECASE) for form in forms)
    for lang, forms in _FORMS.items()
}
_NOT_WORDS = frozenset(
    {
        "it",
        "this",
        "that",
        "these",
        "those",
        "them",
        "your",
        "my",
        "his",
        "her",
        "our",
        "their",
        "me",
        "you",
        "das",
        "dies",
        "diese",
        "dieses",
        "es",
        "ihn",
        "sie",
        "deinen",
        "deine",
        "meinen",
        "namen",
        "name",
        "den",
        "die",
        "der",
        "so",
        "richtig",
    }
)
"""Words that point at something ("how do you spell your name"): no word to spell."""
COMMON = 30
"""How many times as common a word one letter away must be to count as the one meant."""
_APART = {"alot": "a lot", "infront": "in front", "incase": "in case", "aswell": "as well"}
"""Run together, though they are two words."""
KEPT = 25
"""How much keeping the letters typed counts against how common a word is."""
FAR = 1.5
"""What being two letters away costs (in orders of magnitude of how common a word is)."""


@cache
def _checker(language: str) -> Any | None:
    try:
        from spellchecker import SpellChecker
    except ImportError:  # not installed: no spelling answers (the model tries)
        return None
    return SpellChecker(language=language, distance=2)


def _frequency(checker: Any, word: str) -> int:
    return int(checker.word_frequency[word])


def right_spelling(word: str, language: str) -> str | None:
    """The spelling of the word ``word`` stands for (itself when it is right); None when no
    listed word is close (:func:`_likely` weighs the candidates)."""
    checker = _checker(language)
    if checker is None:
        return None
    said = word.lower().replace("’", "'")
    if said in _APART:
        return _APART[said]
    own = _frequency(checker, said)
    near = checker.known(checker.edit_distance_1(said)) - {said}
    best = max(near, key=lambda w: _frequency(checker, w), default=None)
    if own:
        common = best is not None and _frequency(checker, best) >= COMMON * own
        return best if common else said
    scores = {w: _likely(checker, said, w) for w in near}
    for far in checker.known(checker.edit_distance_2(said)) - near - {said}:
        scores[far] = _likely(checker, said, far) - FAR
    best = max(scores, key=scores.__getitem__, default=None)
    return best


def _likely(checker: Any, said: str, word: str) -> float:
    """How likely ``word`` is what was meant by ``said``: how common it is (in orders of
    magnitude), and how much of what was typed it keeps ("tatoo" is tattoo, not the far more
    common "too")."""
    kept = SequenceMatcher(None, said, word).ratio()
    start = 1.0 if word[:1] == said[:1] else 0.0
    return math.log10(_frequency(checker, word) + 1) + KEPT * kept + start


def _letters(word: str) -> str:
    return "-".join(ch.upper() if ch != "ß" else ch for ch in word if ch not in "'’")


def spelling(user_text: str, language: str = "en") -> str | None:
    """The spelling asked for in ``user_text``, in the question's language; None if none is."""
    said = user_text.strip()
    asked = [
        (lang, found)
        for lang in dict.fromkeys((language, "en", "de"))
        for pattern in _ASKS.get(lang, ())
        if (found := pattern.search(said)) is not None
    ]
    if not asked:
        return None
    lang, found = asked[0]
    words = [w for w in (found.group("word"), found.groupdict().get("other")) if w]
    if any(w.lower() in _NOT_WORDS for w in words):
        return None
    right = [right_spelling(w, lang) for w in words]
    if len(words) == 2:  # "is it seperate or separate": the one that is right
        chosen = [w for w, r in zip(words, right, strict=True) if r == w.lower()]
        picked = (
            chosen[0].lower() if len(chosen) == 1 else right[0] if right[0] == right[1] else None
        )
    else:
        picked = right[0]
    if picked is None:
        return None
    if " " in picked:
        return f"Getrennt: {picked}." if lang == "de" else f"It's two words: {picked}."
    if lang == "de":
        return f"Man schreibt es {_letters(picked)}."
    return f"It's spelled {_letters(picked)}: {picked}."
