"""Eddie's conversation language, set by the user in words ("speak German from now on")."""

from __future__ import annotations

from pydantic import Field

from brain.lines import has, say
from brain.services.settings import language_code
from brain.tools.base import ToolContext, ToolParams, tool


class SetLanguageParams(ToolParams):
    language: str = Field(description="The language code or name, e.g. 'de' or 'German'")


@tool(labels=["write"])
async def set_language(ctx: ToolContext, p: SetLanguageParams) -> str:
    """Answer in this language from now on (this and later sessions), like ``/lang``."""
    code = language_code(p.language)
    cascade = ctx.deps.settings_cascade
    await cascade.set_user("chat.language", code)
    await cascade.set("chat.language", None, scope="process", scope_id=ctx.process.id)
    if has("language.set", code):  # said in the language it now is
        return say("language.set", code)
    return say("language.set_other", code=code)


TOOLS = [set_language]
