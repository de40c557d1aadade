"""Vogon procedures: phases with gates, bounded loops and parallel branches (YAML).

A procedure lives at ``procedures/<name>.yaml`` in the document cascade (user project →
tenant → bundled ``prompts/procedures/``), so users add or override their own. Example::

    title: Write, review, revise, approve
    phases:
      - id: write
        task: "Write {input}"
      - id: review
        parallel:                      # branches run together and join
          - {id: style, task: "Review the style of: {write}"}
          - {id: facts, task: "Check the facts of: {write}"}
      - id: revise
        task: "Revise {write} using {review}. {feedback}"
        loop: {until: READY, max_iterations: 3}   # repeat until the result says READY
      - id: approve
        gate: {question: "Is the document ready?", on_reject: revise}

A phase is exactly one of: ``task`` (one worker), ``parallel`` (branches), ``gate`` (the
user approves). Tasks may use ``{input}`` (what the user asked), ``{previous}`` (the
result before), ``{feedback}`` (the user's words at a rejected gate) and ``{<phase id>}``
/ ``{<phase id>.<branch id>}`` (earlier results). The state machine is
:mod:`brain.planning.phases`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Literal, Protocol

import yaml
from pydantic import BaseModel, Field, ValidationError, model_validator

from brain.errors import ConfigError

WorkerEngine = Literal["ford", "arthur"]
_ID = r"^[a-z][a-z0-9_-]{0,39}$"


class Loop(BaseModel):
    """Repeat the phase until its result (or the check's) contains ``until``."""

    until: str = Field(min_length=1, description="Marker the result must contain (any case)")
    max_iterations: int = Field(default=3, ge=1, le=20)
    check: str | None = Field(
        default=None, description="A separate check task run after each round ({previous})"
    )
    on_exhausted: Literal["continue", "fail"] = "continue"


class Gate(BaseModel):
    question: str = Field(min_length=1)
    on_reject: str | None = Field(default=None, description="Phase to go back to; None = stop")
    max_rejections: int = Field(default=3, ge=1, le=10)


class Branch(BaseModel):
    id: str = Field(pattern=_ID)
    title: str = ""
    task: str = Field(min_length=1)
    engine: WorkerEngine = "ford"


class Phase(BaseModel):
    id: str = Field(pattern=_ID)
    title: str = ""
    task: str | None = None
    engine: WorkerEngine = "arthur"
    loop: Loop | None = None
    parallel: list[Branch] | None = None
    gate: Gate | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> Phase:
        kinds = [name for name in ("task", "parallel", "gate") if getattr(self, name)]
        if len(kinds) != 1:
            raise ValueError(
                f"phase {self.id!r} needs exactly one of task, parallel, gate (has {kinds or 'none'})"
            )
        if self.loop is not None and self.task is None:
            raise ValueError(f"phase {self.id!r}: only a task phase can loop")
        if self.parallel is not None:
            ids = [branch.id for branch in self.parallel]
            if len(set(ids)) != len(ids):
                raise ValueError(f"phase {self.id!r}: branch ids must be unique")
        if not self.title:
            self.title = self.id.replace("-", " ").replace("_", " ").capitalize()
        return self

    @property
    def kind(self) -> Literal["task", "parallel", "gate"]:
        if self.gate is not None:
            return "gate"
        return "parallel" if self.parallel is not None else "task"


class Procedure(BaseModel):
    name: str
    title: str
    description: str = ""
    phases: list[Phase] = Field(min_length=1)

    @model_validator(mode="after")
    def _references(self) -> Procedure:
        seen: list[str] = []
        for phase in self.phases:
            if phase.id in seen:
                raise ValueError(f"phase id {phase.id!r} is used twice")
            back = phase.gate.on_reject if phase.gate is not None else None
            if back is not None and back not in seen:
                raise ValueError(
                    f"gate {phase.id!r}: on_reject must name an earlier phase, not {back!r}"
                )
            seen.append(phase.id)
        return self

    def index_of(self, phase_id: str) -> int:
        for index, phase in enumerate(self.phases):
            if phase.id == phase_id:
                return index
        raise KeyError(phase_id)


def parse_procedure(name: str, text: str, source: str = "bundled") -> Procedure:
    """A procedure from YAML text; a clear :class:`ConfigError` when it is invalid."""
    try:
        data = yaml.safe_load(text) or {}
        if not isinstance(data, dict):
            raise ValueError("the document must be a mapping with title and phases")
        data.setdefault("title", name)
        return Procedure.model_validate({**data, "name": name})
    except (yaml.YAMLError, ValidationError, ValueError) as exc:
        raise ConfigError(
            f"The procedure {name!r} ({source}) is invalid: {_first_line(exc)}",
            hint="Fix the YAML (see prompts/procedures/document-review.yaml) or remove the override.",
        ) from exc


class _Doc(Protocol):
    @property
    def content(self) -> str: ...

    @property
    def source(self) -> str: ...


class DocumentLookup(Protocol):
    async def lookup(self, path: str) -> _Doc | None: ...


async def load_procedure(documents: DocumentLookup, name: str) -> Procedure:
    """The procedure ``name`` from the document cascade."""
    if not re.match(_ID, name):
        raise ConfigError(f"{name!r} is not a procedure name.", hint="Use lower-case-with-dashes.")
    doc = await documents.lookup(f"procedures/{name}.yaml")
    if doc is None:
        raise ConfigError(
            f"No procedure named {name!r}.",
            hint="Procedures are YAML documents under procedures/ (bundled: document-review).",
        )
    return parse_procedure(name, doc.content, doc.source)


_PLACEHOLDER = re.compile(r"\{([a-z][a-z0-9_.-]*)\}")


def fill(template: str, values: Mapping[str, str]) -> str:
    """Replace ``{name}`` placeholders with known values; unknown ones become empty (never
    ``str.format``: results are untrusted text and may contain braces)."""
    return _PLACEHOLDER.sub(lambda match: values.get(match.group(1), ""), template).strip()


def _first_line(exc: Exception) -> str:
    text = str(exc)
    if isinstance(exc, ValidationError):
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"])
        text = f"{where}: {error['msg']}" if where else error["msg"]
    return text.splitlines()[0] if text else type(exc).__name__
