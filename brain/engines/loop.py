"""The shared action loop: model call → tool calls → … → exactly one terminal action.

Bounded: at most ``MAX_CORRECTIONS`` round-trips for invalid or unknown actions
(the model is told exactly what was wrong) and at most ``max_tool_steps`` tool
calls per turn. Past either, the loop returns an answer that says so, and the
session stays usable.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from brain.actions import (
    ACTION_DEFINITIONS,
    CONTINUING_ACTIONS,
    Action,
    ActionInvalid,
    Answer,
    Discover,
    StartExecution,
    StartPlan,
    TodoUpdate,
    parse_action,
)
from brain.events.frames import StreamAborted, StreamChunk
from brain.ids import new_id
from brain.planning.budget import Budget, BudgetExceeded, estimate_call
from brain.runtime.journal import current_turn
from brain.schema import offered_schemas

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.llm.types import LlmResult, Message
    from brain.tools.base import ToolContext, ToolResult
    from brain.tools.executor import ToolExecutor

MAX_CORRECTIONS = 3
ESTIMATED_ANSWER = 1_000
"""Tokens a model call is assumed to answer with, for the budget check before it."""
ANSWER_CEILING = 4_096
"""Below this many tokens left after the prompt, a capped call's answer is limited to them
(above it the provider's usual output limit applies; a larger max_tokens some refuse)."""


@dataclass
class Streamed:
    """The answer text the current turn has streamed but not yet persisted: kept (marked
    interrupted) when the user cancels the turn."""

    session_id: str | None = None
    author: str = ""
    stream_id: str | None = None
    parts: list[str] = field(default_factory=list)

    def add(self, session_id: str, author: str, stream_id: str, text: str) -> None:
        if stream_id != self.stream_id:
            self.session_id, self.author, self.stream_id, self.parts = (
                session_id,
                author,
                stream_id,
                [],
            )
        self.parts.append(text)

    def drop(self, stream_id: str | None) -> None:
        """The stream ended without an answer, or its answer was persisted."""
        if stream_id is not None and stream_id == self.stream_id:
            self.stream_id, self.parts = None, []

    @property
    def text(self) -> str:
        return "".join(self.parts).strip()


STREAMED: ContextVar[Streamed | None] = ContextVar("vance_streamed", default=None)
"""The current turn's :class:`Streamed` (set by the engine's turn bracket)."""


@dataclass
class LoopOutcome:
    action: Action
    stream_id: str | None = None  # set when the answer text was streamed
    tool_calls: int = 0
    corrections: int = 0
    notes: list[str] = field(default_factory=list)
    capped: Budget | None = None  # the token budget stopped the turn before a model call
    carried: list[Message] = field(default_factory=list)
    """At the cap: this turn's tool calls and results so far, to go on with after the user
    decided (nothing done before the cap is lost)."""


@dataclass
class LoopSpec:
    """What one engine offers the model this turn."""

    model_alias: str
    messages: list[Message]
    actions: tuple[str, ...]
    tool_names: list[str] | None  # None = every tool the profile may use
    removed_tools: tuple[str, ...] = ()
    stream_author: str = "eddie"
    stream_session_id: str | None = None  # where chunks go (None = no streaming)
    max_tool_steps: int = 12
    budget: int | None = None  # hard cap on the process's tokens (in + out); None = none


async def run_action_loop(deps: Deps, ctx: ToolContext, spec: LoopSpec) -> LoopOutcome:
    from brain.engines.toolbox import toolbox

    registry, executor = toolbox()
    tools = registry.available(spec.tool_names, ctx.profile, spec.removed_tools)
    if deps.mcp is not None and spec.tool_names != []:  # MCP servers' tools, as configured
        tools += [t for t in deps.mcp.tools() if t.allowed_for(ctx.profile)]
    # One list of definitions: tools (kind "function") and actions (kind "output").
    definitions = {
        d.name: d
        for d in [*(t.definition for t in tools), *(ACTION_DEFINITIONS[a] for a in spec.actions)]
    }
    offered = offered_schemas(list(definitions.values()))
    messages = list(spec.messages)
    corrections = 0
    steps = 0
    while True:
        stream_id = new_id("st")
        try:
            result = await _call_model(deps, ctx, spec, messages, offered, stream_id)
        except BudgetExceeded as exc:
            totals = await deps.processes.get(ctx.process.id)
            spent = Budget(allowed=spec.budget, used=totals.tokens_in + totals.tokens_out)
            return LoopOutcome(
                Answer(message=exc.check.reason),
                tool_calls=steps,
                corrections=corrections,
                notes=["token budget"],
                capped=spent,
                carried=messages[len(spec.messages) :],
            )
        if not result.tool_calls:
            text = result.text.strip()
            if text:
                return LoopOutcome(
                    Answer(message=text),
                    stream_id=stream_id if spec.stream_session_id else None,
                    tool_calls=steps,
                    corrections=corrections,
                )
            corrections += 1
            _abort_stream(deps, spec, ctx, stream_id)
            if corrections > MAX_CORRECTIONS:
                return _gave_up(steps, corrections)
            messages.append({"role": "assistant", "content": ""})
            messages.append(
                {"role": "user", "content": "(Your reply was empty. Answer with an action.)"}
            )
            continue
        _abort_stream(deps, spec, ctx, stream_id)
        messages.append(_assistant_message(result))
        for call in result.tool_calls:
            definition = definitions.get(call.name)
            if definition is None:
                corrections += 1
                messages.append(
                    _tool_message(
                        call.id,
                        f"error: unknown tool or action '{call.name}'. "
                        f"Use one of: {', '.join(definitions)}.",
                    )
                )
                continue
            if definition.kind == "output":
                try:
                    action = parse_action(call.name, call.arguments, spec.actions)
                except ActionInvalid as exc:
                    corrections += 1
                    messages.append(_tool_message(call.id, f"error: {exc} Try again."))
                    continue
                match action:
                    case Discover(intent=intent):
                        found = await executor.run(ctx, "how_do_i", {"topic": intent}, call.id)
                        messages.append(_tool_message(call.id, found.content))
                        continue
                    case StartPlan() | StartExecution() | TodoUpdate():
                        from brain.engines.planmode import continue_plan

                        note = await continue_plan(deps, ctx.process, action, ctx.progress)
                        messages.append(_tool_message(call.id, note))
                        continue
                    case _:
                        assert action.type not in CONTINUING_ACTIONS
                        return LoopOutcome(action, tool_calls=steps, corrections=corrections)
            steps += 1
            if steps > spec.max_tool_steps:
                return LoopOutcome(
                    Answer(
                        message=f"I stopped after {spec.max_tool_steps} tool steps without "
                        "finishing. Tell me how to narrow it down, or ask again.",
                    ),
                    tool_calls=steps - 1,
                    corrections=corrections,
                    notes=["tool-step limit"],
                )
            outcome = await _run_tool(executor, ctx, call.name, call.arguments, call.id)
            messages.append(_tool_message(call.id, outcome.content))
        if corrections > MAX_CORRECTIONS:
            return _gave_up(steps, corrections)


def _gave_up(steps: int, corrections: int) -> LoopOutcome:
    return LoopOutcome(
        Answer(
            message="Sorry, I could not put together a valid reply this time. "
            "Please say it again, perhaps in other words.",
            info=f"The model returned {corrections} invalid or unknown actions in a row; "
            "the turn was ended. A more capable model (`/model`) helps with this.",
        ),
        tool_calls=steps,
        corrections=corrections,
        notes=["correction limit"],
    )


async def _run_tool(
    executor: ToolExecutor, ctx: ToolContext, name: str, arguments: str, call_id: str
) -> ToolResult:
    """One tool call, as a journaled step: a retried turn gets the recorded result back instead
    of running the tool again; the tool's effects are keyed by the step (effect_key)."""
    from brain.tools.base import ToolResult

    journal = current_turn()
    if journal is None:
        return await executor.run(ctx, name, arguments, call_id)
    return await journal.step(
        "tool",
        lambda: executor.run(ctx, name, arguments, call_id),
        lambda result: result.model_dump_json(),
        ToolResult.model_validate_json,
    )


async def _call_model(
    deps: Deps,
    ctx: ToolContext,
    spec: LoopSpec,
    messages: list[Message],
    offered: list[dict[str, Any]],
    stream_id: str,
) -> LlmResult:
    """One model call, as a journaled step (see :mod:`brain.runtime.journal`)."""
    from brain.llm.types import LlmResult

    journal = current_turn()
    if journal is None:
        return await _ask_model(deps, ctx, spec, messages, offered, stream_id)
    return await journal.step(
        "model",
        lambda: _ask_model(deps, ctx, spec, messages, offered, stream_id),
        lambda result: result.model_dump_json(),
        LlmResult.model_validate_json,
    )


async def _ask_model(
    deps: Deps,
    ctx: ToolContext,
    spec: LoopSpec,
    messages: list[Message],
    offered: list[dict[str, Any]],
    stream_id: str,
) -> LlmResult:
    answer_cap: int | None = None
    if spec.budget is not None:
        # The hard cap, checked before the call (a journaled call replays without one); the
        # answer may use what the prompt leaves, no more.
        totals = await deps.processes.get(ctx.process.id)
        budget = Budget(allowed=spec.budget, used=totals.tokens_in + totals.tokens_out)
        prompt = estimate_call([dict(m) for m in messages], 0, tools_chars=len(str(offered)))
        budget.require(prompt + ESTIMATED_ANSWER)
        left = (budget.remaining or 0) - prompt
        answer_cap = left if left < ANSWER_CEILING else None  # else the provider's own limit
    on_text = None
    if spec.stream_session_id is not None:
        session_id = spec.stream_session_id
        process_id = ctx.process.id

        async def on_text(chunk: str) -> None:
            held = STREAMED.get()
            if held is not None:
                held.add(session_id, spec.stream_author, stream_id, chunk)
            deps.events.publish(
                StreamChunk(
                    session_id=session_id,
                    process_id=process_id,
                    stream_id=stream_id,
                    text=chunk,
                    author=spec.stream_author,
                )
            )

    result = await deps.models.gateway.complete(
        spec.model_alias, messages, tools=offered or None, on_text=on_text, max_tokens=answer_cap
    )
    await count_usage(deps, ctx, spec.model_alias, result)
    return result


async def count_usage(deps: Deps, ctx: ToolContext, alias: str, result: LlmResult) -> None:
    """Add one model call to the process's totals and show them (HUD metrics)."""
    totals = await deps.processes.add_usage(
        ctx.process.id,
        tokens_in=result.usage.tokens_in,
        tokens_out=result.usage.tokens_out,
        calls=1,
        elapsed_ms=result.elapsed_ms,
    )
    ctx.progress.metrics(
        totals,
        model_alias=alias,
        model=result.model,
        last_in=result.usage.tokens_in,
        last_out=result.usage.tokens_out,
    )
    if result.note:  # e.g. a found model server went away: the user hears it once
        await deps.chat.note(ctx.process.session_id, ctx.process.id, result.note)
        if ctx.process.params.channel_mode == "verbatim":  # a watched worker: the hub hears it
            from brain.engines.delegation import report_to_observer

            await report_to_observer(deps, ctx.process, "note", summary=result.note)


def _abort_stream(deps: Deps, spec: LoopSpec, ctx: ToolContext, stream_id: str) -> None:
    held = STREAMED.get()
    if held is not None:
        held.drop(stream_id)
    if spec.stream_session_id is not None:
        deps.events.publish(
            StreamAborted(
                session_id=spec.stream_session_id, process_id=ctx.process.id, stream_id=stream_id
            )
        )


def _assistant_message(result: LlmResult) -> Message:
    return {
        "role": "assistant",
        "content": result.text or None,
        "tool_calls": [
            {
                "id": call.id,
                "type": "function",
                "function": {"name": call.name, "arguments": call.arguments or "{}"},
            }
            for call in result.tool_calls
        ],
    }


def _tool_message(call_id: str, content: str) -> Message:
    return {"role": "tool", "tool_call_id": call_id, "content": content}
