"""The router's intents file (``prompts/router/intents.yaml``, overridable at
``router/intents.yaml`` through the document cascade): schema, validation, merging."""

from __future__ import annotations

import logging
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from brain.errors import ConfigError

if TYPE_CHECKING:
    from brain.services.documents import DocumentService

log = logging.getLogger(__name__)

INTENTS_PATH = "router/intents.yaml"
HINT = "Fix router/intents.yaml (see prompts/router/intents.yaml for the format)."
Slot = Literal["project", "new_name", "project_or_new", "language", "fact"]


class Thresholds(BaseModel):
    model_config = ConfigDict(extra="forbid")

    act: float = Field(0.42, ge=0, le=1)
    margin: float = Field(0.04, ge=0, le=1)
    ask: float = Field(0.33, ge=0, le=1)
    sure_margin: float = Field(0.10, ge=0, le=1)
    """Between ``ask`` and ``act``, a lead this clear acts too."""


class IntentSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    target: str = Field(pattern=r"^[a-z][a-z0-9_]{0,63}$")
    needs: list[Slot] = Field(default_factory=list)
    act: bool = True
    reply: bool = False
    label: str | None = None
    replace: bool = False
    examples: dict[str, list[str]] = Field(default_factory=dict)


class IntentsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: Literal[1] = 1
    extends: Literal["bundled"] | None = None
    thresholds: Thresholds | None = None
    intents: dict[str, IntentSpec]


def parse_intents(text: str, *, source: str = "router/intents.yaml") -> IntentsFile:
    """Validate an intents file; with ``extends: bundled`` merge it into the bundled one."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{source} is not valid YAML.", hint=HINT) from exc
    try:
        parsed = IntentsFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise ConfigError(f"{source}: {where}: {first['msg']}", hint=HINT) from exc
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
        intents[name] = old.model_copy(update={"examples": examples})
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
