"""Tools: the types and the registry (the executor is in :mod:`brain.tools.executor`).

A tool is a plain typed async function ``(ctx, params) -> str | dict | list`` plus
metadata (:class:`Tool`). Built-ins are registered through the same public path an
extension would use: a module exposing ``TOOLS`` (see :func:`default_registry`).

The executor is the one place that wraps a call: profile check, argument parsing and
validation, approval of risky tools, progress (TOOL_START/TOOL_END with the usage delta
from the process totals), and errors turned into results the model can read
(``"error: …"``). Nothing a tool raises escapes it except cancellation.
"""

from __future__ import annotations

import importlib
import inspect
import json
import logging
import typing
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict

from brain.models import Process, Project
from brain.progress import ProcessProgressSink
from brain.schema import (
    ToolDefinition,
    offered_schemas,
    summary_of,
)

if TYPE_CHECKING:
    from brain.deps import Deps

log = logging.getLogger(__name__)

Label = Literal["read-only", "write", "executive", "side-effect"]
ToolOutput = str | dict[str, Any] | list[Any]

MAX_OUTPUT = 16_000
"""Characters of one tool result the model reads; longer output is cut with a note."""

BUILTIN_MODULES = (
    "brain.tools.hub",
    "brain.tools.memory",
    "brain.tools.docs",
    "brain.tools.workspace",
    "brain.tools.client",
    "brain.tools.help",
    "brain.tools.language",
    "brain.tools.web",
    "brain.tools.schedules",
)


class ToolParams(BaseModel):
    """Base of every parameter model: unknown arguments are an error the model can fix."""

    model_config = ConfigDict(extra="forbid")


P = TypeVar("P", bound=BaseModel)


@dataclass
class ToolContext:
    """Who calls a tool, and where."""

    deps: Deps
    process: Process  # the calling process (eddie / arthur / ford …)
    project: Project  # the process's project (Eddie's: the user's SYSTEM project)
    session_id: str  # the process's session
    approval_session_id: str  # where to ask the user (the hub session the user talks in)
    profile: str  # connection profile: foot | daemon | eddie | mobile | web
    progress: ProcessProgressSink
    message_id: int | None = None  # the user's chat message this turn answers (provenance)
    language: str = "en"  # what the user hears is said in this (the hub's session language)

    def say(self, key: str, /, **params: Any) -> str:
        """The line ``key`` of :mod:`brain.lines` in this context's language."""
        from brain.lines import say

        return say(key, self.language, **params)

    async def log_activity(self, kind: str, summary: str, **refs: Any) -> None:
        """An organizational change: into the activity log at once, and to the user's other
        open hub windows when it changes shared state (see :meth:`Knowledge.log`)."""
        await self.deps.knowledge.log(
            session_id=self.session_id,
            process_id=self.process.id,
            kind=kind,
            summary=summary,
            refs=refs,
        )

    @property
    def workspace(self) -> Path:
        """The project's folder on disk (created on first use)."""
        folder = self.deps.paths.workspaces_dir / self.project.name
        folder.mkdir(parents=True, exist_ok=True)
        return folder


@dataclass(frozen=True, kw_only=True)
class Tool:
    name: str
    description: str
    params: type[BaseModel]
    labels: frozenset[Label]
    profiles: frozenset[str] = frozenset()  # empty = every profile
    run: Callable[[ToolContext, Any], Awaitable[ToolOutput]]
    # True when this call needs the user's approval (risky: write/executive/side-effect
    # outside the project workspace). None = never.
    needs_approval: Callable[[ToolContext, Any], bool] | None = None
    # One line for the approval prompt ("write 120 characters to ~/notes.txt").
    summarize: Callable[[ToolContext, Any], str] | None = None
    # What the output is when it carries text that came neither from the user nor from Eddie
    # ("a document", "the command's output"): the executor frames it as untrusted data.
    untrusted: str | None = None

    def allowed_for(self, profile: str) -> bool:
        return not self.profiles or profile in self.profiles

    @property
    def definition(self) -> ToolDefinition:
        """How the model is offered this tool (kind "function")."""
        return ToolDefinition(self.name, self.description, self.params)


def tool(
    *,
    labels: Iterable[Label],
    profiles: Iterable[str] = (),
    needs_approval: Callable[[ToolContext, Any], bool] | None = None,
    summarize: Callable[[ToolContext, Any], str] | None = None,
    untrusted: str | None = None,
    name: str | None = None,
    params: type[BaseModel] | None = None,
) -> Callable[[Callable[[ToolContext, P], Awaitable[ToolOutput]]], Tool]:
    """Make a :class:`Tool` from a typed function: the name is the function's, the description
    its docstring's first paragraph, the parameters the type of its second argument (or
    ``params`` when the annotation cannot be resolved, e.g. a class local to a function)."""

    def wrap(fn: Callable[[ToolContext, P], Awaitable[ToolOutput]]) -> Tool:
        model = params if params is not None else _params_model(fn)
        return Tool(
            name=name or fn.__name__,
            description=summary_of(fn.__doc__),
            params=model,
            labels=frozenset(labels),
            profiles=frozenset(profiles),
            run=fn,
            needs_approval=needs_approval,
            summarize=summarize,
            untrusted=untrusted,
        )

    return wrap


def _params_model(fn: Callable[..., Any]) -> type[BaseModel]:
    arg_names = list(inspect.signature(fn).parameters)
    if len(arg_names) != 2:
        raise TypeError(f"{fn.__name__}: a tool takes (ctx, params: SomeParams)")
    try:
        model = typing.get_type_hints(fn).get(arg_names[1])
    except NameError as exc:
        raise TypeError(
            f"{fn.__name__}: cannot resolve the params type ({exc}); pass params="
        ) from exc
    if not (isinstance(model, type) and issubclass(model, BaseModel)):
        raise TypeError(f"{fn.__name__}: params must be annotated with a pydantic model")
    return model


class ToolResult(BaseModel):
    call_id: str
    name: str
    ok: bool
    content: str  # what the model reads; errors start with "error: "


class ToolRegistry:
    def __init__(self) -> None:
        self._tools: dict[str, Tool] = {}

    def register(self, tool: Tool) -> None:
        if tool.name in self._tools:
            raise ValueError(f"A tool named {tool.name!r} is already registered.")
        self._tools[tool.name] = tool

    def register_module(self, module_name: str) -> None:
        """Register every tool in ``module.TOOLS`` (how built-ins and extensions come in)."""
        module = importlib.import_module(module_name)
        for item in module.TOOLS:
            self.register(item)

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def names(self) -> list[str]:
        return list(self._tools)

    def available(
        self, names: Iterable[str] | None, profile: str, removed: Iterable[str] = ()
    ) -> list[Tool]:
        """The tools to offer the model: ``names`` (None = all) minus ``removed`` minus those the
        profile may not use. Unknown names are skipped (and logged)."""
        drop = set(removed)
        chosen: dict[str, Tool] = {}
        for name in self._tools if names is None else names:
            found = self._tools.get(name)
            if found is None:
                log.warning("tool %r is configured but not registered", name)
                continue
            if name in drop or name in chosen or not found.allowed_for(profile):
                continue
            chosen[name] = found
        return list(chosen.values())

    def schemas(self, tools: Sequence[Tool]) -> list[dict[str, Any]]:
        """OpenAI function-tool dicts (compact: no titles)."""
        return offered_schemas([t.definition for t in tools])


def default_registry() -> ToolRegistry:
    """A registry with every built-in tool."""
    registry = ToolRegistry()
    for module_name in BUILTIN_MODULES:
        registry.register_module(module_name)
    return registry


def render_output(value: ToolOutput) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return cap(text, MAX_OUTPUT)


def cap(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit] + f"\n… [output cut: {limit} of {len(text)} characters shown]"
