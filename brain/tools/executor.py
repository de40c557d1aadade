"""The executor every tool call goes through: profile check, argument parsing and validation,
approval of risky tools, progress (TOOL_START/TOOL_END with the usage delta from the process
totals), and errors turned into results the model can read (``"error: …"``). Nothing a tool
raises escapes it except cancellation."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from brain.errors import StoreError, ToolError, UserFacingError
from brain.events.frames import UsageDelta
from brain.memory.framing import frame_untrusted
from brain.models import Process
from brain.schema import (
    describe_params,
    format_validation_error,
)

if TYPE_CHECKING:
    pass

from brain.tools.base import (
    MAX_OUTPUT,
    Tool,
    ToolContext,
    ToolRegistry,
    ToolResult,
    cap,
    render_output,
)

log = logging.getLogger(__name__)


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
