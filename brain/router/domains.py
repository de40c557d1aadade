"""What a project is about beyond its name: the words typical of its domain, as data
(``prompts/router/domains.yaml``, overridable at ``router/domains.yaml`` through the
document cascade).

::

    domains = bundled_domains()
    "shower" in domains.words_of(["bathroom"])      # True: a bathroom project's kind of work
    "shower" in domains.words_of(["kitchen"])       # False

A project named ``bathroom`` is where "what would turning the tub into a walk-in shower
cost" belongs, though no word of its name is said. The glossary says which words *mean*
the same; a domain lists the words of the *work* there, and counts as weaker evidence
(:mod:`brain.router.topic`).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

from brain.router.glossary import compound_of, fold, load_override
from brain.router.spec import read_yaml

if TYPE_CHECKING:
    from brain.services.documents import DocumentService

DOMAINS_PATH = "router/domains.yaml"
HINT = "Fix router/domains.yaml (see prompts/router/domains.yaml for the format)."
_NAME_ENDINGS = ("", "s", "es", "e", "en", "n")


class DomainSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    names: list[str] = Field(min_length=1)
    """What a project about the domain is called ("bathroom", "badezimmer")."""
    words: list[str] = Field(default_factory=list)
    """Words typical of the work there ("shower", "fliesen")."""


class DomainsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: Literal[1] = 1
    extends: Literal["bundled"] | None = None
    domains: dict[str, DomainSpec] = Field(default_factory=dict)


MIN_NAME_WORD = 4
"""A domain's name is also a word of its work ("the wohnungen" are flat-hunting work), unless
it is short enough to be another word too ("bad" is a German bathroom, "rad" a bike)."""


class Domains:
    """The domains a project's name places it in, and the words of their work."""

    def __init__(self, domains: dict[str, DomainSpec]) -> None:
        self._names: dict[str, set[str]] = {}
        self._phrases: list[tuple[str, str]] = []
        self._words: dict[str, tuple[str, ...]] = {}
        for key, spec in domains.items():
            for name in spec.names:
                said = fold(name.strip()).replace("_", " ").replace("-", " ")
                if " " in said:
                    self._phrases.append((said, key))
                elif said:
                    self._names.setdefault(said, set()).add(key)
            named = (n.lower().replace("_", " ") for n in spec.names if len(n) >= MIN_NAME_WORD)
            words = (w.lower().strip() for w in spec.words if w)
            self._words[key] = tuple(dict.fromkeys([*named, *words]))

    def __bool__(self) -> bool:
        return bool(self._words)

    def of(self, name_words: Iterable[str]) -> set[str]:
        """The domains the words of a project's name or title name ("bathroom_reno" →
        bathroom; "hochzeitsplanung" → wedding by its first word)."""
        words = [fold(w) for w in name_words if w]
        found: set[str] = set()
        joined = f" {' '.join(words)} "
        for phrase, key in self._phrases:
            if f" {phrase} " in joined:
                found.add(key)
        for word in words:
            for name, keys in self._names.items():
                if _names(word, name):
                    found |= keys
        return found

    def words_of(self, name_words: Iterable[str]) -> tuple[str, ...]:
        """The words of the work in the domains ``name_words`` name."""
        found = sorted(self.of(name_words))
        return tuple(dict.fromkeys(w for key in found for w in self._words[key]))


def _names(word: str, name: str) -> bool:
    """Whether a project's name word is the domain's ``name`` (inflected, or a compound
    that begins or ends with it: "badsanierung", "hundeschule")."""
    if word.startswith(name) and word[len(name) :] in _NAME_ENDINGS:
        return True
    return compound_of(word, name)


def parse_domains(text: str, *, source: str = DOMAINS_PATH) -> Domains:
    """Validate a domains file; with ``extends: bundled`` its domains join the bundled ones
    (a domain of the same key replaces the bundled one)."""
    parsed = read_yaml(DomainsFile, text, source, HINT)
    domains = parsed.domains
    if parsed.extends == "bundled":
        domains = {**_bundled_file().domains, **domains}
    return Domains(domains)


@lru_cache(maxsize=1)
def _bundled_text() -> str:
    return resources.files("prompts").joinpath("router", "domains.yaml").read_text("utf-8")


@lru_cache(maxsize=1)
def _bundled_file() -> DomainsFile:
    return DomainsFile.model_validate(yaml.safe_load(_bundled_text()))


@lru_cache(maxsize=1)
def bundled_domains() -> Domains:
    return parse_domains(_bundled_text(), source="prompts/router/domains.yaml")


async def load_domains(documents: DocumentService) -> tuple[Domains, int]:
    """The innermost ``router/domains.yaml`` of the cascade and a key of its text; a broken
    override is logged and the bundled domains are used."""
    return await load_override(documents, DOMAINS_PATH, _cached_parse, bundled_domains)


@lru_cache(maxsize=8)
def _cached_parse(text: str, source: str) -> Domains:
    return parse_domains(text, source=f"{source} {DOMAINS_PATH}")
