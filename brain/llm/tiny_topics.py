"""A topic of a kind of light request (a tip, an idea, a caption …) and how many of its tags
what the user said names. A tag is its words as a whole (plural too; "..." stands for up to
three words: "phone ... slow" is named in "my phone is so slow"); a tag said only in a figure
of speech ("so it doesn't turn into a nightmare") names nothing; and in German a tag's German
words are named in their other forms too (:mod:`brain.llm.tiny_forms`: the tag "kater
vermeiden" in "wie vermeide ich einen kater"), its English words as they are (an English "kind"
is not named by "kinder"). Used by :mod:`brain.llm.tiny_ideas`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from brain.llm.tiny_forms import FormIndex, Key, Said
from brain.llm.tiny_objects import clash, things

Lines = dict[str, tuple[str, ...]]
WORD = re.compile(r"\w+")
"""A word of a tag or of what is said, for the German forms."""


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
    german: tuple[Key | None, ...] = ()
    """The words of each tag, then of each need, when one of them is German (named in its
    other forms too), else None."""
    inflected: frozenset[str] = frozenset()
    """The German words of the tags and needs that have other forms."""

    def score(self, said: str, forms: Said | None = None) -> Score:
        """How many of the topic's tags ``said`` names: none counts said in a figure of speech
        ("so it doesn't turn into a nightmare" names no nightmares). ``forms``: the words of
        ``said`` in a German question, whose tags' German words are named in other forms too."""
        loose = [found.span() for found in _FIGURATIVE.finditer(said)]
        german = self.german if forms and not self.inflected.isdisjoint(forms.keys) else ()
        named = [span for tag in self.tags if (span := _place(tag, said, loose))]
        written = len(named)
        for index in range(len(self.tags) if german else 0):  # words no tag has named yet
            span = _in_forms(german, index, forms, loose)
            if span and not any(a < span[1] and span[0] < b for a, b in named):
                named.append(span)  # "quietschen" for "quietscht" once, not twice
        if named and self.made_for is not None and clash(self.made_for, said, named):
            return Score(0, 0)  # "my car brakes squeak": not the door hinge's oil
        first = len(self.tags)
        if self.needs and not any(
            _place(tag, said, loose) or (german and _in_forms(german, first + index, forms, loose))
            for index, tag in enumerate(self.needs)
        ):
            return Score(0, 0)
        return Score(written, len(named) - written)


class Score(NamedTuple):
    """How many tags a topic's question names: as written first; then, between topics
    naming as many, those named only in other forms (German)."""

    written: int
    inflected: int


def read_topic(raw: dict[str, Any], lines: Lines, english: frozenset[str], tip: bool) -> Topic:
    """The topic of ``raw`` (its ``tags`` and ``needs``) with its ``lines``; ``english``: the
    words of the English lines (a tag's word among them is English); ``tip``: a tip, made for
    the things its tags name."""
    tags, needs = list(raw["tags"]), list(raw.get("needs", ()))
    german = tuple(_german(tag, english) for tag in (*tags, *needs))
    return Topic(
        tuple(map(_tag, tags)),
        lines,
        tuple(map(_tag, needs)),
        things(" | ".join([*tags, *needs])) if tip else None,  # a sore throat "without medicine"
        german if any(german) else (),
        frozenset(word for key in german if key for part in key for word in part if len(word) > 3)
        - english,
    )


def form_index(topics: Iterable[Topic]) -> FormIndex:
    """The other forms of the German words of ``topics``' tags."""
    return FormIndex(one.inflected for one in topics)


def english_words(texts: Iterable[str]) -> frozenset[str]:
    """The words of ``texts`` (the English lines)."""
    return frozenset(word for text in texts for word in WORD.findall(text.lower()))


def _german(tag: str, english: frozenset[str]) -> Key | None:
    """The words of ``tag`` in parts ("hab ... kater"), when one of them is German."""
    key = tuple(tuple(WORD.findall(part.lower())) for part in tag.split("..."))
    is_german = any(len(word) > 3 and word not in english for part in key for word in part)
    return key if is_german and all(key) else None


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


def _in_forms(
    german: tuple[Key | None, ...], index: int, forms: Said | None, loose: list[tuple[int, int]]
) -> tuple[int, int] | None:
    """Where the German tag ``index`` is first named in other forms, or None."""
    key = german[index] if german else None
    return _outside(forms.find(key), loose) if key and forms else None


def _outside(
    spans: Iterable[tuple[int, int]], loose: list[tuple[int, int]]
) -> tuple[int, int] | None:
    return next((s for s in spans if not any(a <= s[0] and s[1] <= b for a, b in loose)), None)
