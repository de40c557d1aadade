"""A topic of a kind of light request (a tip, an idea, a caption …) and how many of its tags
what the user said names. A tag is its words as a whole (plural too; "..." stands for up to
three words: "phone ... slow" is named in "my phone is so slow"); a tag said only in a figure
of speech ("so it doesn't turn into a nightmare") names nothing. Used by
:mod:`brain.llm.tiny_ideas`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from brain.llm.tiny_objects import clash, things

Lines = dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class Topic:
    tags: tuple[re.Pattern[str], ...]
    lines: Lines
    needs: tuple[re.Pattern[str], ...] = ()
    """Tags one of which must be named for the topic to count ("sick" for a sick-day note:
    "a birthday message for my teacher" is none)."""
    made_for: frozenset[str] | None = None
    """A tip's things (:func:`~brain.llm.tiny_objects.things` of its tags): a question about
    another thing, or about brakes or medicine it is not for, gets no such tip."""

    def score(self, said: str) -> int:
        """How many of the topic's tags ``said`` names: none counts said in a figure of speech
        ("so it doesn't turn into a nightmare" names no nightmares)."""
        loose = [found.span() for found in _FIGURATIVE.finditer(said)]
        named = [span for tag in self.tags if (span := _place(tag, said, loose))]
        if named and self.made_for is not None and clash(self.made_for, said, named):
            return 0  # "my car brakes squeak": not the door hinge's oil
        if self.needs and not any(_place(tag, said, loose) for tag in self.needs):
            return 0
        return len(named)


def read_topic(raw: dict[str, Any], lines: Lines, tip: bool) -> Topic:
    """The topic of ``raw`` (its ``tags`` and ``needs``) with its ``lines``; ``tip``: a tip,
    made for the things its tags name."""
    tags, needs = list(raw["tags"]), list(raw.get("needs", ()))
    return Topic(
        tuple(map(_tag, tags)),
        lines,
        tuple(map(_tag, needs)),
        things(" | ".join([*tags, *needs])) if tip else None,  # a sore throat "without medicine"
    )


def _tag(tag: str) -> re.Pattern[str]:
    """A tag's pattern: its words as a whole (plural too); "..." stands for up to three words
    ("phone ... slow" is named in "my phone is so slow")."""
    parts = (r"[\s-]*".join(re.escape(word) for word in part.split()) for part in tag.split("..."))
    words = r"(?:\W+\w+){0,3}\W+".join(parts)
    return re.compile(rf"\b{words}(?:s|es)?\b", re.IGNORECASE)


_FIGURATIVE = re.compile(
    r"\b(?:is|was|be|been|being|are|were|becomes?|became|turns? into|turned into|turning into"
    r"|(?:it|that|this|which)'?s) (?:(?:a|an|such a|the|total|absolute|complete|real|living|pure"
    r"|utter|actual|bit of a) )+(?:nightmare|disaster|pain|headache|zoo|circus)\b"
    r"|\b(?:wird|wurde|werden|ist|war|sind|waren) (?:(?:zum|zur|ein|eine|der|die|das|reinste[rn]?"
    r"|totale[rn]?|echte[rn]?|absolute[rn]?) )+(?:albtraum|alptraum|katastrophe|chaos|zoo)\b"
    r"|\bzum (?:albtraum|alptraum)\b",
    re.IGNORECASE,
)
"""Words said as a figure of speech, not of the thing ("turn into a nightmare", "ist der
reinste Albtraum"): a tag said only inside them is not named."""


def _place(tag: re.Pattern[str], said: str, loose: list[tuple[int, int]]) -> tuple[int, int] | None:
    """Where ``tag`` is first named in ``said`` outside a figure of speech, or None."""
    return _outside((found.span() for found in tag.finditer(said)), loose)


def _outside(
    spans: Iterable[tuple[int, int]], loose: list[tuple[int, int]]
) -> tuple[int, int] | None:
    return next((s for s in spans if not any(a <= s[0] and s[1] <= b for a, b in loose)), None)
