"""How well one word the user said names one part of a project's name: the same word, an
inflection ("gardening" for garden), a compound ("hundetraining"), a small typo ("garden
planer") — but no common word read as a typo ("done" is no drone) and no two-letter part
unless said as it is ("my cv stuff" for cv_update). :func:`two_parts` finds two parts named
in one word or side by side ("die frankreichreise" for provence_trip)."""

from __future__ import annotations

from difflib import SequenceMatcher
from functools import cache, lru_cache
from importlib import resources
from itertools import pairwise
from typing import TYPE_CHECKING

from brain.router.glossary import compound_of
from brain.router.texting import STOPWORDS

if TYPE_CHECKING:
    from brain.router.glossary import Glossary


def likeness(a: str, b: str) -> float:
    return SequenceMatcher(None, a, b).ratio()


@cache
def common_words() -> frozenset[str]:
    """The common English and German words of ``prompts/router/common_words.txt``."""
    text = resources.files("prompts").joinpath("router/common_words.txt").read_text("utf-8")
    lines = (line for line in text.splitlines() if not line.startswith("#"))
    return frozenset(word for line in lines for word in line.split())


_SHORT_WORDS = frozenset(
    [
        "am",
        "an",
        "as",
        "at",
        "be",
        "by",
        "do",
        "go",
        "he",
        "hi",
        "if",
        "in",
        "is",
        "it",
        "me",
        "my",
        "no",
        "of",
        "oh",
        "ok",
        "on",
        "or",
        "so",
        "to",
        "up",
        "us",
        "we",
        "ja",
        "ob",
        "wo",
        "zu",
        "da",
        "du",
        "er",
        "es",
        "im",
        "um",
    ]
)
"""Two-letter words said all the time: a project part this short is named only by others
("cv", "uk", "tv")."""


_WEAK_PARTS = frozenset({"job"})
"""Parts of a project's name that are also words for any work ("job_hunt"): said as they
are, they name the project, but less surely than a word of the name that is no filler."""
WEAK_SCORE = 0.6


@lru_cache(maxsize=4096)
def part_score(word: str, part: str) -> float:
    if part in _WEAK_PARTS and word == part:
        return WEAK_SCORE  # "how's the job stuff going" with a project job_hunt
    if len(part) == 2 and word == part and part.isalpha() and part not in _SHORT_WORDS:
        return 0.9  # "the cv stuff" for cv_update
    if len(part) < 3 or part.isdigit() or part in STOPWORDS or word in STOPWORDS:
        return 0.0
    if word == part:
        return 1.0
    # "gardening" is garden, "photo" photos; "news" is no newsletter, "do" no dog, "carlos"
    # no car, "bandage" no band
    if len(word) >= 3 and (
        (word.startswith(part) and _inflected(word[len(part) :], part))
        or (
            part.startswith(word)
            and not _agent(part[len(word) :], word)
            and (_inflected(part[len(word) :], word) or len(word) >= 0.75 * len(part))
        )  # "tax" is taxes, "photo" photos; "came" is no camera, "print" no printer
    ):
        return 0.9 if min(len(word), len(part)) >= 4 else 0.8
    if compound_of(word, part):  # "hundetraining" for dog_training
        return 0.8
    shorter = min(len(word), len(part))
    if (
        shorter < 4
        or abs(len(word) - len(part)) > max(len(word), len(part)) * 0.4
        or (shorter < 6 and abs(len(word) - len(part)) > 1)  # "brands" is no typo of "band"
    ):
        return 0.0
    if shorter < 6 and word[-1] != part[-1]:
        return 0.0  # "start" is no typo of "stair", "stiar" may be
    if word in common_words():
        return 0.0  # "done" is a word of its own, no typo of "drone"
    alike = likeness(word, part)
    return alike if alike >= 0.8 else 0.0


_INFLECTIONS = ("", "s", "es", "'s", "e", "en", "n", "er", "ers", "ern", "ing", "ed", "ings")
_AGENT = ("er", "ers")


def _inflected(rest: str, part: str) -> bool:
    """Whether ``rest`` after a project word's ``part`` only inflects it ("garden·ing",
    "photo·s", "plan·ning"), not makes another word of it ("car·los", "band·age")."""
    if rest in _INFLECTIONS or rest.startswith("-"):  # "band-sache"
        return True
    return len(rest) > 1 and rest[0] == part[-1] and rest[1:] in _INFLECTIONS  # "planning"


def _agent(rest: str, word: str) -> bool:
    """Whether a project's name part is ``word`` and ``rest`` that makes someone or something
    that does it ("print·er", "plan·ner", "play·er"): another word, and ``word`` is often the
    verb ("print the list" names no printer_3d)."""
    return rest in _AGENT or (len(rest) > 2 and rest[0] == word[-1] and rest[1:] in _AGENT)


def two_parts(
    parts: list[str], lowered: list[str], yours: list[bool], glossary: Glossary | None
) -> tuple[int, int] | None:
    """The words (start, end) of ``lowered`` that name two of ``parts`` in one word or two side
    by side (or with a preposition between them): a trip named by its country and "reise" is
    that trip, not another trip ("die frankreichreise", "the reise nach frankreich")."""
    named = [set(_named_parts(word, parts, glossary)) if not mine else set() for word, mine in
             zip(lowered, yours, strict=True)]  # fmt: skip
    for i, here in enumerate(named):
        if len(here) > 1:
            return i, i + 1
        j = i + 1
        while j < len(named) and j - i <= _GAP and lowered[j] in _BETWEEN:
            j += 1
        after = named[j] if j < len(named) else set()
        if here and after and len(here | after) > 1:
            return i, j + 1
    return None


_GAP = 2
_BETWEEN = frozenset({
    "to", "in", "into", "for", "through", "around", "across", "of", "the", "a", "nach",
    "im", "durch", "für", "fuer", "ins", "an", "die", "der", "das", "den", "dem",
})  # fmt: skip
"""Words between two parts of a project's name said apart ("trip to spain", "reise nach …")."""


def _named_parts(word: str, parts: list[str], glossary: Glossary | None) -> list[int]:
    """Which of ``parts`` ``word`` names: as it is or inflected, or through the glossary (a
    pair of parts side by side too: "schwarzwald" for black_forest_hike's first two)."""
    if word in STOPWORDS:
        return []
    found = [i for i, part in enumerate(parts) if part_score(word, part)]
    if glossary:
        found += [i for i, part in enumerate(parts) if glossary.refers(word, part)]
        found += [j for i, pair in enumerate(pairwise(parts)) for j in (i, i + 1)
                  if glossary.refers(word, " ".join(pair))]  # fmt: skip
    return found
