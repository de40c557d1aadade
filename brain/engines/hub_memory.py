"""What the user states about themselves ("my name is Zed", "call me Cap", "ich wohne in
Köln", "no, I moved to Berlin") is remembered with provenance, and "forget …" forgets: before
any router or model (step 0 of :mod:`brain.engines.hub_route`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.engines.second_look import written_whole
from brain.lines import say

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.tools.base import ToolContext


async def memory_statement(
    deps: Deps, ctx: ToolContext, text: str, language: str
) -> tuple[str, str] | None:
    """(what to say, rule) when ``text`` states facts about the user or asks to forget one;
    they are stored through the memory tools (provenance: session, message, process)."""
    import json

    from brain.engines.toolbox import toolbox
    from brain.ids import new_id
    from brain.memory.extract import extract, parse_forget
    from brain.router.asked_world import text_asked
    from brain.router.busy_words import STOP_WORK

    text = await _follow_up(deps, ctx, text)
    if parse_forget(text) is not None and not STOP_WORK.search(text):  # "…, stop working on it"
        tool, key, rule = "memory_forget", "forgotten", "memory:forget"
    elif (
        extract(text) and not text_asked(text.lower()) and not written_whole(text)
    ):  # "… write a bio? my name is jess"; "schreib dem klempner, …, ich wohne in …": the text's
        tool, key, rule = "memory_remember", "facts", "memory:remember"
    else:
        return None
    _registry, executor = toolbox()
    outcome = await executor.run(ctx, tool, {"fact": text}, new_id("mem"))
    try:
        facts = json.loads(outcome.content).get(key) if outcome.ok else None
    except (json.JSONDecodeError, AttributeError):
        facts = None
    if facts is None:
        return None  # the model explains what went wrong
    if not facts:
        return say("memory.nothing", language), rule
    shown = "; ".join(f"{fact['what']}: {fact['value']}" for fact in facts)
    actions = {fact.get("action", "forgotten") for fact in facts}
    said = (
        "memory.forgotten"
        if tool == "memory_forget"
        else "memory.corrected"
        if "corrected" in actions
        else "memory.unchanged"
        if actions == {"unchanged"}
        else "memory.added"
    )
    return say(said, language, facts=shown), rule


async def _follow_up(deps: Deps, ctx: ToolContext, text: str) -> str:
    """ "actually his name is mr kessler" right after "my landlord is mr keller": said again
    as the fact it corrects; other words as they are."""
    from brain.memory.follow_up import bare_correction, restated

    value = bare_correction(text)
    if value is None:
        return text  # the store is read only for a correction
    newest = await deps.memory.list_facts(limit=1)
    return restated(value, newest[0] if newest else None, ctx.session_id) or text


_KEEP_IT = re.compile(
    r"\b(?:(?:don'?t|do not) let me forget|remember (?:that|this|it)|keep (?:that|this|it) in mind"
    r"|note (?:that|this|it)(?: down)?|merk (?:dir )?(?:das|es)|lass mich (?:das |es )?nicht vergessen"
    r"|nicht vergessen lassen)\b",
    re.IGNORECASE,
)


def keep_asked(text: str) -> bool:
    """Whether ``text`` asks outright to keep what it tells ("… 12 june, don't let me forget")."""
    return _KEEP_IT.search(text) is not None
