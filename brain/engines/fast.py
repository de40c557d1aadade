"""The fast path inside a hub turn: a rule match runs its tool, then its action — no model."""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any

from brain.actions import ACTION_ADAPTER, Action, Answer
from brain.ids import new_id
from brain.lines import say
from brain.text import spoken_list

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.fastpath import FastMatch, FastPath
    from brain.tools.base import ToolContext

log = logging.getLogger(__name__)


async def fast_path(deps: Deps) -> FastPath:
    """The rules from the cascade, parsed once per distinct document."""
    return await deps.fastpath.rules()


RECKONING = frozenset({"arithmetic", "time"})
"""Rule categories that only work something out (a sum, a conversion, a date): no command."""


async def run_fast_path(
    deps: Deps,
    ctx: ToolContext,
    text: str,
    language: str,
    *,
    only: frozenset[str] | None = None,
) -> tuple[Action, str] | None:
    """(action, rule id) when a rule recognises ``text`` (of a category in ``only``, when
    given); None sends it to the model."""
    rules = await fast_path(deps)
    projects = [project.name for project in await deps.projects.list()]
    match = rules.match(text, language=language, projects=projects)
    if match is None or (only is not None and match.category not in only):
        return None
    return await execute_match(ctx, match)


async def execute_match(ctx: ToolContext, match: FastMatch) -> tuple[Action, str] | None:
    """Run a recognised command: its tool (if any), then its action with ``{result}``
    filled in. Shared by the fast-path rules and the intent router
    (:meth:`brain.router.Route.as_fast_match`)."""
    result: str | None = None
    if match.tool:
        from brain.engines.toolbox import toolbox

        _registry, executor = toolbox()
        outcome = await executor.run(ctx, match.tool, match.args, new_id("fp"))
        result = speak_result(outcome.content, ctx.language)
        if not outcome.ok:
            return Answer(message=ctx.say("fast.failed", reason=result)), match.rule
    try:
        return ACTION_ADAPTER.validate_python(match.final_action(result)), match.rule
    except ValueError:
        log.exception("fast-path rule %s produced an invalid action", match.rule)
        return None


def speak_result(content: str, language: str = "en") -> str:
    """A tool result as one or two speakable sentences (a bare list's words in ``language``;
    the tools write their sentences in the session's language themselves)."""
    text = content.strip()
    if text.startswith("error:"):
        # The first clause is for the user; what follows a ";" is advice for the model.
        return text.removeprefix("error:").split(";")[0].strip().rstrip(".") + "."
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return _whole(text)
    return _speak(data, language)


TEXT_LIMIT = 3000
"""A plain-text tool result (help sections) is shown whole up to this many characters."""


def _whole(text: str) -> str:
    """``text``, or when it is longer than :data:`TEXT_LIMIT` its paragraphs (or sentences)
    up to there: never cut inside a word ("More help on: G")."""
    if len(text) <= TEXT_LIMIT:
        return text
    head = text[:TEXT_LIMIT]
    for mark in ("\n\n", ". ", "\n"):
        end = head.rfind(mark)
        if end > TEXT_LIMIT // 2:
            return head[: end + (1 if mark == ". " else 0)].rstrip() + " …"
    return head.rsplit(" ", 1)[0] + " …"


def _speak(data: Any, language: str) -> str:
    if isinstance(data, dict):
        for key in ("spoken", "message", "summary", "text", "result"):
            if isinstance(data.get(key), str):
                return str(data[key])
        for value in data.values():
            if isinstance(value, list):
                return _speak(value, language)
        return ", ".join(f"{k}: {v}" for k, v in data.items() if not isinstance(v, (dict, list)))
    if isinstance(data, list):
        if not data:
            return say("list.nothing", language)
        names = [
            str(item.get("name") or item.get("title") or item.get("label") or item)
            if isinstance(item, dict)
            else str(item)
            for item in data
        ]
        return spoken_list(names, 8, language)
    return str(data)
