"""Words that mean the same, for finding the user's projects (``prompts/router/glossary.yaml``,
overridable at ``router/glossary.yaml`` through the document cascade).

::

    glossary = bundled_glossary()
    glossary.refers("hochzeitsplanung", "wedding")   # True: a German compound of "hochzeit"
    glossary.refers("mond", "wedding")               # False

The sentence embeddings do not carry meaning across languages ("hochzeit" and "wedding" are
as far apart as two unrelated words), so a small table does it, as data.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Literal, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, Field

from brain.errors import ConfigError
from brain.router.spec import read_yaml

if TYPE_CHECKING:
    from brain.services.documents import DocumentService

log = logging.getLogger(__name__)
T = TypeVar("T")

GLOSSARY_PATH = "router/glossary.yaml"
HINT = "Fix router/glossary.yaml (see prompts/router/glossary.yaml for the format)."
_FOLD = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})
_ENDINGS = ("", "s", "e", "es", "en", "n", "er", "ern")
"""Inflections a glossary word may carry ("gärten" aside: "autos", "hochzeiten")."""
_LINKS = ("", "s", "es", "n", "en", "-")
"""What joins the first word of a German compound to the rest ("geburtstag-s-party")."""
MIN_COMPOUND_HEAD = 5
MIN_COMPOUND_REST = 4
_SUFFIXES = ("lich", "isch", "haft", "los", "voll", "frei", "reif", "mäßig", "maessig")
"""Endings that make an adjective, not a compound ("steuerlich", "urlaubsreif")."""


def fold(word: str) -> str:
    return word.lower().translate(_FOLD)


class GlossaryFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: Literal[1] = 1
    extends: Literal["bundled"] | None = None
    groups: list[list[str]] = Field(default_factory=list)
    exceptions: list[str] = Field(default_factory=list)
    """Words that begin like a group's word but mean something else ("feierabend")."""


class Glossary:
    """Groups of words with one meaning; :meth:`refers` says whether a word of the user's
    names a part of a project's name through one of them."""

    def __init__(self, groups: list[list[str]], exceptions: list[str] | None = None) -> None:
        self._exceptions = frozenset(fold(w) for w in exceptions or ())
        mates: dict[str, set[str]] = {}
        for group in groups:
            words = {fold(w) for w in group if w.strip()}
            for word in words:
                mates.setdefault(word, set()).update(words - {word})
        self._mates = {word: frozenset(others) for word, others in mates.items()}
        self.refers = lru_cache(maxsize=8192)(self._refers)

    def __bool__(self) -> bool:
        return bool(self._mates)

    refers: Callable[[str, str], bool]
    """Whether a word of the user's stands for a part of a project's name (cached)."""

    def mates(self, part: str) -> frozenset[str]:
        """Other words for ``part`` (a part of a project's name), folded."""
        return self._mates.get(fold(part), frozenset())

    def _refers(self, word: str, part: str) -> bool:
        """(:meth:`refers`, uncached.) Whether ``word`` (as said) stands for ``part`` through the glossary: one of its
        mates, inflected, or the first word of a compound (or of "auto-worker")."""
        return self._names(word, part, _refers)

    def by_end_only(self, word: str, part: str) -> bool:
        """Whether ``word`` stands for ``part`` only as the last word of a compound: the
        "reise" of "portugalreise" names a trip, but less than "portugal" names a place."""
        return self.refers(word, part) and not self._names(word, part, _begins)

    def _names(self, word: str, part: str, match: Callable[[str, str], bool]) -> bool:
        mates = self.mates(part)
        if not mates:
            return False
        said = fold(word)
        if said in self._exceptions:
            return False
        if "-" in said and any(match(said, mate) for mate in mates if "-" in mate):
            return True  # "e-bike", "3d-drucker" said as they are in the group
        pieces = [p for p in said.split("-") if p] or [said]
        return any(match(piece, mate) for piece in pieces[:1] for mate in mates) or any(
            piece in mates for piece in pieces[1:]
        )


_VAGUE_TAIL = re.compile(
    r"(?:projekts?|sachen?|dings?|zeugs?|kram|themas?|recherchen?|planung|suche)$"
)
"""The vague second word of a compound that names a project by its first: "hunde·projekt",
"oma·recherche", "solar·zeug" (the first word may then be short: "hund", "oma")."""


def _refers(said: str, mate: str) -> bool:
    """``said`` is ``mate`` inflected, or a compound that begins with it ("hochzeitsplanung",
    "weihnachtsgeschenke" from weihnachten) or ends with it ("krafttraining"), or ``mate``
    and a vague word ("hundeprojekt")."""
    return _begins(said, mate) or _compound_end(said, mate)


def _begins(said: str, mate: str) -> bool:
    """``said`` is ``mate`` inflected, a compound that begins with it, or ``mate`` and a vague
    word: ``mate`` is what ``said`` is about (not only what kind of thing it is)."""
    if said.startswith(mate) and said[len(mate) :] in _ENDINGS:
        return True
    tail = _VAGUE_TAIL.search(said)
    if tail is not None and tail.start() >= 3:
        head = said[: tail.start()].rstrip("-")
        if head.startswith(mate) and head[len(mate) :] in _ENDINGS:
            return True
    return _compound_start(said, mate)


def compound_of(said: str, head: str) -> bool:
    """Whether ``said`` is a compound of ``head`` and another word of four letters or more:
    "hochzeit·s·planung", "weihnacht·s·geschenke" (head weihnachten), "kraft·training"."""
    return _compound_end(said, head) or _compound_start(said, head)


def _compound_end(said: str, head: str) -> bool:
    return (
        len(head) >= MIN_COMPOUND_HEAD
        and said.endswith(head)
        and len(said) - len(head) >= MIN_COMPOUND_REST
    )


def _compound_start(said: str, head: str) -> bool:
    if len(head) < MIN_COMPOUND_HEAD:
        return False
    stems = {head, head.removesuffix("en"), head.removesuffix("e"), head.removesuffix("n")}
    for stem in stems:
        if len(stem) < MIN_COMPOUND_HEAD or not said.startswith(stem):
            continue
        rest = said[len(stem) :]
        if rest.endswith(_SUFFIXES):
            continue
        if any(
            rest.startswith(link) and len(rest) - len(link) >= MIN_COMPOUND_REST for link in _LINKS
        ):
            return True
    return False


def parse_glossary(text: str, *, source: str = GLOSSARY_PATH) -> Glossary:
    """Validate a glossary file; with ``extends: bundled`` its groups join the bundled ones."""
    parsed = read_yaml(GlossaryFile, text, source, HINT)
    groups, exceptions = parsed.groups, parsed.exceptions
    if parsed.extends == "bundled":
        bundled = _bundled_file()
        groups, exceptions = [*bundled.groups, *groups], [*bundled.exceptions, *exceptions]
    return Glossary(groups, exceptions)


@lru_cache(maxsize=1)
def _bundled_file() -> GlossaryFile:
    """The bundled groups and, from the countries' factbook, each country with its capital,
    biggest city, regions and cities ("the portugal worker" is lisbon_workation's)."""
    from brain.fastpath.countries import place_groups

    bundled = GlossaryFile.model_validate(yaml.safe_load(bundled_glossary_text()))
    return bundled.model_copy(update={"groups": [*bundled.groups, *place_groups()]})


@lru_cache(maxsize=1)
def bundled_glossary_text() -> str:
    return resources.files("prompts").joinpath("router", "glossary.yaml").read_text("utf-8")


@lru_cache(maxsize=1)
def bundled_glossary() -> Glossary:
    bundled = _bundled_file()
    return Glossary(bundled.groups, bundled.exceptions)


async def load_glossary(documents: DocumentService) -> tuple[Glossary, int]:
    """The innermost ``router/glossary.yaml`` of the cascade and a key of its text; a broken
    override is logged and the bundled glossary is used."""
    return await load_override(documents, GLOSSARY_PATH, _cached_parse, bundled_glossary)


async def load_override(
    documents: DocumentService,
    path: str,
    parse: Callable[[str, str], T],
    bundled: Callable[[], T],
) -> tuple[T, int]:
    """The innermost ``path`` of the document cascade, parsed, and a key of its text (0 for
    the bundled file); a broken override is logged and the bundled one is used."""
    doc = await documents.lookup(path)
    if doc is None or doc.source == "bundled":
        return bundled(), 0
    try:
        return parse(doc.content, doc.source), hash(doc.content)
    except ConfigError as exc:
        log.warning("ignoring the %s override of %s: %s", doc.source, path, exc.message)
        return bundled(), 0


@lru_cache(maxsize=8)
def _cached_parse(text: str, source: str) -> Glossary:
    return parse_glossary(text, source=f"{source} {GLOSSARY_PATH}")
