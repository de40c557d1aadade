"""Eddie's conversation language, set by the user in words ("speak German from now on")."""

from __future__ import annotations

from pydantic import Field

from brain.services.settings import language_code
from brain.tools.base import ToolContext, ToolParams, tool

_SAID = {
    "de": "Ab jetzt spreche ich Deutsch mit dir.",
    "en": "From now on I'll speak English with you.",
    "fr": "D'accord, je parle français avec toi maintenant.",
    "es": "De acuerdo, ahora te hablo en español.",
}


class SetLanguageParams(ToolParams):
    language: str = Field(description="The language code or name, e.g. 'de' or 'German'")


@tool(labels=["write"])
async def set_language(ctx: ToolContext, p: SetLanguageParams) -> str:
    """Answer in this language from now on (this and later sessions), like ``/lang``."""
    code = language_code(p.language)
    cascade = ctx.deps.settings_cascade
    await cascade.set_user("chat.language", code)
    await cascade.set("chat.language", None, scope="process", scope_id=ctx.process.id)
    return _SAID.get(code, f"From now on I'll answer in '{code}'.")


TOOLS = [set_language]
