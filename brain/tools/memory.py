"""Memory tools: what the user told Eddie about themselves, with provenance.

Backed by :class:`brain.memory.service.MemoryService` (facts with subject, source, confidence
and history; a correction supersedes, "forget" hides and keeps for audit). Results mark the
stored values as data, never instructions.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from brain.memory.models import Provenance
from brain.memory.tooling import correct_result, forget_result, recall_result, remember_result
from brain.tools.base import ToolContext, ToolParams, tool


def _provenance(ctx: ToolContext) -> Provenance:
    return Provenance(
        session_id=ctx.session_id, message_id=ctx.message_id, process_id=ctx.process.id
    )


async def _changed(ctx: ToolContext, result: dict[str, Any], key: str) -> None:
    """Tell the user's other windows that what Eddie knows about them changed (only when
    something did: a fact already known or nothing matched changes nothing)."""
    changed = [f for f in result.get(key, []) if f.get("action") != "unchanged"]
    if changed:
        what = ", ".join(str(f["what"]) for f in changed)
        await ctx.log_activity("MEMORY_CHANGED", f"updated what it knows about you ({what})")


class RememberParams(ToolParams):
    fact: str = Field(description="One fact about the user, e.g. 'lives in Lyon'", max_length=500)


@tool(labels=["write"])
async def memory_remember(ctx: ToolContext, p: RememberParams) -> dict[str, Any]:
    """Remember a fact the user stated about themselves, for later conversations."""
    result = await remember_result(ctx.deps.memory, p.fact, _provenance(ctx), language=ctx.language)
    await _changed(ctx, result, "facts")
    return result


class RecallParams(ToolParams):
    query: str = Field(
        "", description="Words to look for; empty = everything stored", max_length=200
    )


@tool(labels=["read-only"])
async def memory_recall(ctx: ToolContext, p: RecallParams) -> dict[str, Any]:
    """Recall stored facts about the user, best matches first."""
    return await recall_result(ctx.deps.memory, p.query, language=ctx.language)


class CorrectParams(ToolParams):
    id: int = Field(description="The fact's id (from memory_recall)")
    value: str = Field(description="The corrected value", max_length=500)


@tool(labels=["write"])
async def memory_correct(ctx: ToolContext, p: CorrectParams) -> dict[str, Any]:
    """Correct a stored fact (the old value stays in its history)."""
    result = await correct_result(ctx.deps.memory, p.id, p.value, _provenance(ctx), ctx.language)
    await _changed(ctx, result, "facts")
    return result


class ForgetParams(ToolParams):
    fact: str = Field("", description="What to forget, e.g. 'where I live'", max_length=500)
    id: int | None = Field(None, description="Or the fact's id (from memory_recall)")


@tool(labels=["write"])
async def memory_forget(ctx: ToolContext, p: ForgetParams) -> dict[str, Any]:
    """Forget a fact: it is no longer used (kept only for the user's own audit)."""
    result = await forget_result(ctx.deps.memory, fact_id=p.id, what=p.fact, language=ctx.language)
    await _changed(ctx, result, "forgotten")
    return result


TOOLS = [memory_remember, memory_recall, memory_correct, memory_forget]
