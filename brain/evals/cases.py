"""The eval cases: loading and validating them. The default cases ship inside the package
(``brain/evals/data/hub_routing.yaml``), so ``vance eval`` works from any install."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from brain.errors import ConfigError

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable


DEFAULT_CASES: Traversable = (
    resources.files(__package__ or "brain.evals") / "data" / "hub_routing.yaml"
)
"""The bundled cases (package data)."""
SCRIPT_NAME = "evals"
SCRIPTED_MODEL = f"scripted/{SCRIPT_NAME}"
ACTIONS = frozenset(
    {
        "answer",
        "ask_user",
        "relay",
        "relay_inbox",
        "delegate_project",
        "steer_project",
        "mediate",
        "discover",
        "start_plan",
        "propose_plan",
        "start_execution",
        "todo_update",
    }
)
"""Terminal actions (everything else an eval expects is a hub tool)."""
WORKER_ENGINE = "arthur"
"""The engine of the idle workers a case's ``setup.workers`` creates."""
IGNORED_KINDS = frozenset({"recap", "peer"})
"""Assistant messages that are not the turn's answer (``meta["kind"]``)."""


# --- cases -------------------------------------------------------------------------------------


class CaseSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")

    projects: list[str] = Field(default_factory=list)
    """Projects that exist before the utterance is sent."""
    workers: list[str] = Field(default_factory=list)
    """Projects with an idle worker (``arthur``) session, e.g. to mediate to."""
    inbox: list[str] = Field(default_factory=list)
    """Titles of inbox items that exist (ids 1, 2, …), e.g. to read one."""


class EvalCase(BaseModel):
    model_config = ConfigDict(extra="forbid")

    utterance: str = Field(min_length=1)
    expect: list[str] = Field(min_length=1)
    """Acceptable first actions or tools; the first is the canonical one."""
    category: str = Field(min_length=1)
    args: dict[str, Any] = Field(default_factory=dict)
    """Arguments the scripted model uses for its call."""
    setup: CaseSetup = Field(default_factory=CaseSetup)
    note: str | None = None

    @field_validator("expect", mode="before")
    @classmethod
    def _one(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value


def parse_cases(text: str, *, source: str = "cases") -> list[EvalCase]:
    """Cases from YAML: a list, or a mapping with ``cases:``. Errors name the case."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{source} is not valid YAML: {exc}".splitlines()[0]) from exc
    if isinstance(data, dict):
        data = data.get("cases")
    if not isinstance(data, list) or not data:
        raise ConfigError(f"{source} needs a non-empty list of cases (`cases:`).")
    cases: list[EvalCase] = []
    for index, raw in enumerate(data):
        try:
            cases.append(EvalCase.model_validate(raw))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(part) for part in first["loc"])
            raise ConfigError(
                f"{source}, case {index + 1}: {where}: {first['msg']}",
                hint="Each case needs `utterance`, `expect` and `category`.",
            ) from exc
    return cases


def load_cases(path: Path | Traversable | None = None) -> list[EvalCase]:
    """The cases in ``path``, by default the bundled ones."""
    path = path or DEFAULT_CASES
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(
            f"Cannot read the eval cases {path}: {exc}",
            hint="Pass an existing YAML file with --cases.",
        ) from exc
    return parse_cases(text, source=str(path))
