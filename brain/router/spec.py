"""The router's intents file (``prompts/router/intents.yaml``, overridable at
``router/intents.yaml`` through the document cascade): schema, validation, merging."""

from __future__ import annotations

import logging
import re
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Literal, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from brain.errors import ConfigError

if TYPE_CHECKING:
    from brain.services.documents import DocumentService

log = logging.getLogger(__name__)

INTENTS_PATH = "router/intents.yaml"
HINT = "Fix router/intents.yaml (see prompts/router/intents.yaml for the format)."
Slot = Literal["project", "new_name", "project_or_new", "language", "fact", "when"]


class Thresholds(BaseModel):
    model_config = ConfigDict(extra="forbid")

    act: float = Field(0.42, ge=0, le=1)
    margin: float = Field(0.04, ge=0, le=1)
    ask: float = Field(0.33, ge=0, le=1)
    sure_margin: float = Field(0.10, ge=0, le=1)
    """Between ``ask`` and ``act``, a lead this clear acts too."""
    cue_bonus: float = Field(0.04, ge=0, le=1)
    """Added to an intent's score when one of its ``cues`` is in the utterance."""
    no_cue: float = Field(0.15, ge=0, le=1)
    """Taken from an intent's score when it has ``cues`` and none is in the utterance (twice
    when a ``not_cues`` pattern is): nobody stops a worker without a word for stopping."""
    no_project: float = Field(0.08, ge=0, le=1)
    """Taken from an intent that needs an existing project when none is mentioned."""


class IntentSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    target: str = Field(pattern=r"^[a-z][a-z0-9_]{0,63}$")
    needs: list[Slot] = Field(default_factory=list)
    act: bool = True
    named_only: bool = False
    """Only a reading when the utterance names one of the user's projects."""
    reply: bool = False
    label: str | None = None
    replace: bool = False
    cues: list[str] = Field(default_factory=list)
    """Regular expressions (whole words, any language) of which one is in nearly every way
    of saying this intent: the verbs of a command ("stop|kill|cancel|…")."""
    cue_required: bool = False
    """Never this reading without one of its ``cues``: a command that changes how Eddie
    behaves is only taken when asked for in words ("my german is bad lol" switches nothing)."""
    not_cues: list[str] = Field(default_factory=list)
    """Regular expressions that rule this intent out ("don't forget" is not "forget")."""
    hints: list[str] = Field(default_factory=list)
    """Like ``cues``, but only a bonus: words that often say this intent ("tell X", "instead")
    without being needed for it."""
    examples: dict[str, list[str]] = Field(default_factory=dict)

    @field_validator("cues", "not_cues", "hints")
    @classmethod
    def _compiles(cls, patterns: list[str]) -> list[str]:
        for pattern in patterns:
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(f"not a regular expression: {pattern!r} ({exc})") from exc
        return patterns

    def cue_patterns(
        self,
    ) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None, re.Pattern[str] | None]:
        """(cues, not_cues, hints) as compiled word-bounded patterns (None: there are none)."""
        return (
            _cue_regex(tuple(self.cues)),
            _cue_regex(tuple(self.not_cues)),
            _cue_regex(tuple(self.hints)),
        )


@lru_cache(maxsize=256)
def _cue_regex(patterns: tuple[str, ...]) -> re.Pattern[str] | None:
    if not patterns:
        return None
    alternatives = "|".join(f"(?:{p})" for p in patterns)
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)


class IntentsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: Literal[1] = 1
    extends: Literal["bundled"] | None = None
    thresholds: Thresholds | None = None
    intents: dict[str, IntentSpec]


M = TypeVar("M", bound=BaseModel)


def read_yaml(model: type[M], text: str, source: str, hint: str) -> M:
    """``text`` (a router data file from ``source``) parsed and validated as ``model``; a
    :class:`ConfigError` that says where it is broken otherwise."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{source} is not valid YAML.", hint=hint) from exc
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise ConfigError(f"{source}: {where}: {first['msg']}", hint=hint) from exc


def parse_intents(text: str, *, source: str = "router/intents.yaml") -> IntentsFile:
    """Validate an intents file; with ``extends: bundled`` merge it into the bundled one."""
    parsed = read_yaml(IntentsFile, text, source, HINT)
    if parsed.extends == "bundled":
        parsed = merge(bundled_intents(), parsed)
    for name, intent in parsed.intents.items():
        if not any(intent.examples.values()):
            raise ConfigError(f"{source}: intent {name!r} has no examples.", hint=HINT)
    return parsed


def merge(base: IntentsFile, override: IntentsFile) -> IntentsFile:
    intents = dict(base.intents)
    for name, intent in override.intents.items():
        old = intents.get(name)
        if old is None or intent.replace:
            intents[name] = intent
            continue
        examples = {lang: list(items) for lang, items in old.examples.items()}
        for lang, items in intent.examples.items():
            examples.setdefault(lang, []).extend(items)
        intents[name] = old.model_copy(
            update={
                "examples": examples,
                "cues": [*old.cues, *intent.cues],
                "not_cues": [*old.not_cues, *intent.not_cues],
                "hints": [*old.hints, *intent.hints],
            }
        )
    return IntentsFile(
        thresholds=override.thresholds or base.thresholds, intents=intents, extends=None
    )


@lru_cache(maxsize=1)
def bundled_text() -> str:
    return resources.files("prompts").joinpath("router").joinpath("intents.yaml").read_text("utf-8")


@lru_cache(maxsize=1)
def bundled_intents() -> IntentsFile:
    return parse_intents(bundled_text(), source="prompts/router/intents.yaml")


async def load_intents(documents: DocumentService) -> IntentsFile:
    """The innermost ``router/intents.yaml`` of the document cascade (user project → tenant →
    bundled). A broken override is logged and the bundled intents are used."""
    doc = await documents.lookup(INTENTS_PATH)
    if doc is None or doc.source == "bundled":
        return bundled_intents()
    try:
        return _cached_parse(doc.content, doc.source)
    except ConfigError as exc:
        log.warning("ignoring the %s override of %s: %s", doc.source, INTENTS_PATH, exc.message)
        return bundled_intents()


@lru_cache(maxsize=8)
def _cached_parse(text: str, source: str) -> IntentsFile:
    return parse_intents(text, source=f"{source} {INTENTS_PATH}")
