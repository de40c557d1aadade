"""A project pointed at with "it" right after Eddie named it: "open the kitchen one" ("kitchen_reno:
no workers yet.") … "ask it for a list of tile shops" asks kitchen_reno; "new project for the
speech" … "actually, archive it" archives the speech project. Only Eddie's last answer says
which project "it" is, when it names exactly one by its name; a list of several, an answer
about something else, or the user's own words ("remind me … about the kitchen") leave "it"
unclear (Eddie asks)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.router import slots
from brain.router.reference import last_answer

if TYPE_CHECKING:
    from collections.abc import Sequence

    from brain.router.glossary import Glossary
    from brain.tools.base import ToolContext

_LEAD = (
    r"^\W*(?:(?:ok(?:ay)?|so|and|also|actually|then|now|yeah|yes|right|alright|hm+|pls|please"
    r"|just|und|dann|jetzt|ach|gut|bitte|mal|eddie|(?:can|could|would) (?:you|u)"
    r"|(?:kannst|könntest) du)\W+)*"
)
_REF = r"(?P<ref>it|that(?: one| project)?|this(?: one| project)?|the project|es|das(?: projekt)?)"
_VERB = (
    r"(?:archive|open|close|stop|pause|resume|unpause|restart|kill|cancel|delete|remove|bin"
    r"|shelve|ask|tell|check on|show me|switch to|go to|jump into|get|have|let|archivier\w*"
    r"|öffne|oeffne|stopp\w*|pausier\w*|lösch\w*|zeig mir)"
)
_POINTED = (
    re.compile(rf"{_LEAD}{_VERB}\s+{_REF}\b(?!\s*(?:'s|is|was)\b)", re.IGNORECASE),
    re.compile(
        rf"{_LEAD}(?:is|has|ist|läuft|laeuft) {_REF} (?=(?:done|finished|ready|running|still"
        r"|working|going|stuck|through|fertig|noch|schon)\b)",
        re.IGNORECASE,
    ),
)


def pointer(said: str) -> re.Match[str] | None:
    """Where ``said`` points at a project with a word like "it" after a command verb."""
    return next((m for p in _POINTED if (m := p.match(said.strip())) is not None), None)


async def it_named(ctx: ToolContext, said: str) -> str:
    """``said`` with "it" replaced by the project the last messages named (one only)."""
    if pointer(said) is None:
        return said
    projects = [project.name for project in await ctx.deps.projects.list()]
    glossary = (await ctx.deps.router.router()).glossary
    return await with_project_named(ctx, said, projects, glossary)


async def with_project_named(
    ctx: ToolContext, said: str, projects: Sequence[str], glossary: Glossary
) -> str:
    """``said`` with its "it" replaced by the project Eddie's last answer named, when it named
    exactly one and ``said`` names no other; ``said`` as it is otherwise."""
    found = pointer(said)
    if found is None or not projects:
        return said
    last = await last_answer(ctx)
    said_last = "" if last is None else last.content
    named = [p for p in projects if re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", said_last)]
    relayed = None if last is None else last.project  # what its worker said, relayed
    if not named and relayed is not None and relayed in projects:
        named = [relayed]
    mention = slots.find_project(slots.clean(said), projects, glossary)
    if len(named) != 1 or (mention is not None and mention.project != named[0]):
        return said  # "3 projects: a, b and c", an answer about something else, another project
    start, end = found.span("ref")
    return f"{said[:start]}{named[0]}{said[end:]}"
