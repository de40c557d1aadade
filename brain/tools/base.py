"""Tools: the types, the registry and the executor every tool call goes through.

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
import time
import typing
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from brain.errors import StoreError, ToolError, UserFacingError
from brain.events.frames import UsageDelta
from brain.memory.framing import frame_untrusted
from brain.models import Process, Project
from brain.progress import ProcessProgressSink
from brain.schema import (
    ToolDefinition,
    describe_params,
    format_validation_error,
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


class ToolExecutor:
    """Runs tool calls for engines. Never raises for a failing tool (only on cancellation)."""

    def __init__(self, registry: ToolRegistry) -> None:
        self.registry = registry

    async def run(
        self,
        ctx: ToolContext,
        name: str,
        arguments: str | dict[str, Any] | None,
        call_id: str,
        *,
        allowed: Iterable[str] | None = None,
    ) -> ToolResult:
        """Run one call. ``allowed`` (optional): the names offered to the model this turn; a
        call outside it is refused like an unknown tool."""
        before = await _totals(ctx)
        started = time.perf_counter()
        operation = ctx.progress.open(
            "TOOL_START", f"{name} …", tool=name, detail=_arguments_line(arguments)
        )
        try:
            ok, content = await self._call(ctx, name, arguments, allowed)
        except Exception as exc:  # a bug outside the tool itself (arguments, approvals …)
            log.exception("tool call %s failed", name)
            ok, content = False, _error(f"internal error in {name}: {type(exc).__name__}: {exc}")
        except BaseException:
            ctx.progress.close(operation, f"{name} cancelled", tool=name, failed=True)
            raise
        after = await _totals(ctx)
        usage = UsageDelta(
            tokens_in=max(0, after.tokens_in - before.tokens_in),
            tokens_out=max(0, after.tokens_out - before.tokens_out),
            llm_calls=max(0, after.llm_calls - before.llm_calls),
            elapsed_ms=round((time.perf_counter() - started) * 1000, 1),
        )
        detail = None if ok else content.removeprefix("error: ")[:300]
        ctx.progress.close(
            operation,
            f"{name} {'done' if ok else 'failed'}",
            tool=name,
            failed=not ok,
            detail=detail,
            usage=usage,
        )
        return ToolResult(call_id=call_id, name=name, ok=ok, content=content)

    async def _call(
        self,
        ctx: ToolContext,
        name: str,
        arguments: str | dict[str, Any] | None,
        allowed: Iterable[str] | None,
    ) -> tuple[bool, str]:
        found = self.registry.get(name)
        if found is None and ctx.deps.mcp is not None:
            found = ctx.deps.mcp.tool(name)
        offered = None if allowed is None else set(allowed)
        if found is None or (offered is not None and name not in offered):
            choices = (
                sorted(offered)
                if offered is not None
                else [t.name for t in self.registry.available(None, ctx.profile)]
            )
            return False, _error(f"unknown tool {name!r}. Available tools: {', '.join(choices)}.")
        if not found.allowed_for(ctx.profile):
            return False, _error(
                f"{name} is not available in this connection (profile {ctx.profile}); it needs a "
                f"direct client of kind {', '.join(sorted(found.profiles))}."
            )
        try:
            params = found.params.model_validate(_parse_arguments(name, arguments))
        except ToolError as exc:
            return False, _error(f"{exc} Expected: {describe_params(found.params)}.")
        except ValidationError as exc:
            return False, _error(format_validation_error(name, exc, found.params))
        try:
            denied = await self._approve(ctx, found, params)
            if denied is not None:
                return False, _error(denied)
            text = render_output(await found.run(ctx, params))
            if found.untrusted is not None:
                text = frame_untrusted(found.untrusted, text)
            return True, text
        except ToolError as exc:
            return False, _error(str(exc))
        except UserFacingError as exc:
            return False, _error(exc.full_text())
        except ValidationError as exc:
            return False, _error(format_validation_error(name, exc, None))
        except Exception as exc:
            log.exception("tool %s failed", name)
            return False, _error(f"internal error in {name}: {type(exc).__name__}: {exc}")

    async def _approve(self, ctx: ToolContext, found: Tool, params: BaseModel) -> str | None:
        """None when the call may run, else the reason it may not."""
        if found.needs_approval is None or not found.needs_approval(ctx, params):
            return None
        summary = (
            found.summarize(ctx, params)
            if found.summarize is not None
            else f"{found.name} {params.model_dump_json()}"
        )
        summary = summary if len(summary) <= 200 else summary[:199] + "…"
        ctx.progress.status("WAITING", f"waiting for your approval: {summary}", tool=found.name)
        approved, reason = await ctx.deps.approvals.request(
            session_id=ctx.approval_session_id,
            process_id=ctx.process.id,
            tool=found.name,
            summary=summary,
            detail=cap(params.model_dump_json(indent=2), 4000),
        )
        if approved:
            return None
        return f"denied — {reason.removeprefix('Denied: ')} Do not retry unless the user asks."


def _parse_arguments(name: str, arguments: str | dict[str, Any] | None) -> dict[str, Any]:
    if isinstance(arguments, dict):
        return arguments
    text = (arguments or "").strip()
    if not text:
        return {}
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ToolError(
            f"the arguments for {name} are not valid JSON ({exc.msg} at character {exc.pos}); "
            "send one JSON object."
        ) from None
    if not isinstance(value, dict):
        raise ToolError(
            f"the arguments for {name} must be a JSON object, not {type(value).__name__}."
        )
    return value


def _error(message: str) -> str:
    return cap(f"error: {message}", MAX_OUTPUT)


async def _totals(ctx: ToolContext) -> Process:
    """The process's usage totals as stored now (tools with nested LLM calls add to them)."""
    try:
        return await ctx.deps.processes.get(ctx.process.id)
    except StoreError:  # includes NotFound: no delta rather than no result
        return ctx.process


ARGUMENTS_LINE = 240
"""The longest arguments line a TOOL_START status carries (longer ones are left out)."""


def _arguments_line(arguments: str | dict[str, Any] | None) -> str | None:
    """The call's arguments as compact JSON for the TOOL_START status (what verbose progress
    and ``vance eval`` see), or None when there are none or they are long (file contents)."""
    if not arguments:
        return None
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return None
    line = json.dumps(arguments, ensure_ascii=False, separators=(",", ":"))
    return line if len(line) <= ARGUMENTS_LINE else None
