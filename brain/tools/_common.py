"""Helpers shared by the tool modules."""

from __future__ import annotations

from brain.text import plural, spoken_list
from brain.tools.base import ToolContext

__all__ = ["plural", "replace_once", "source_of", "spoken_list"]


def source_of(ctx: ToolContext) -> str:
    """Who did it, as chat authors are named: ``eddie`` or ``arthur · garden_planner``."""
    if ctx.project.id == ctx.deps.home.user_project.id:
        return ctx.process.engine
    return f"{ctx.process.engine} · {ctx.project.name}"


def replace_once(text: str, old: str, new: str, what: str) -> str:
    """``text`` with the one occurrence of ``old`` replaced; a clear error otherwise."""
    from brain.errors import ToolError

    if not old:
        raise ToolError("old is empty; give the exact text to replace.")
    count = text.count(old)
    if count == 0:
        raise ToolError(
            f"the text to replace was not found in {what}; read it first and copy the exact "
            "text (whitespace included)."
        )
    if count > 1:
        raise ToolError(
            f"the text to replace occurs {count} times in {what}; include more surrounding "
            "text so it is unique."
        )
    return text.replace(old, new, 1)
