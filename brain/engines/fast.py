"""The fast path inside a hub turn: a rule match runs its tool, then its action — no model."""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any

from brain.actions import ACTION_ADAPTER, Action, Answer
from brain.ids import new_id

if TYPE_CHECKING:
    from brain.core import Brain
    from brain.fastpath import FastPath
    from brain.tools.base import ToolContext

log = logging.getLogger(__name__)


async def fast_path(brain: Brain) -> FastPath:
    """The rules from the cascade, parsed once per distinct document."""
    from brain.fastpath import FastPath

    doc = await brain.documents.lookup("fastpath/rules.yaml")
    key = hash(doc.content) if doc else 0
    cached = brain.extras.get("fastpath")
    if isinstance(cached, tuple) and cached[0] == key:
        return cached[1]  # type: ignore[no-any-return]
    rules = await FastPath.load(brain.documents)
    brain.extras["fastpath"] = (key, rules)
    return rules


async def run_fast_path(brain: Brain, ctx: ToolContext, text: str, language: str) -> Action | None:
    rules = await fast_path(brain)
    match = rules.match(text, language=language)
    if match is None:
        return None
    values: dict[str, Any] = {**match.args}
    if match.tool:
        from brain.engines.toolbox import toolbox

        _registry, executor = toolbox()
        result = await executor.run(ctx, match.tool, match.args, new_id("fp"))
        values["result"] = speak_result(result.content)
        if not result.ok:
            return Answer(message=values["result"])
    data = {key: _fill(value, values) for key, value in match.action.items()}
    try:
        return ACTION_ADAPTER.validate_python(data)
    except ValueError:
        log.exception("fast-path rule %s produced an invalid action", match.rule)
        return None


def _fill(template: Any, values: dict[str, Any]) -> Any:
    if not isinstance(template, str):
        return template
    try:
        return template.format_map(_Default(values))
    except (ValueError, IndexError):
        return template


class _Default(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def speak_result(content: str) -> str:
    """A tool result as one or two speakable sentences."""
    text = content.strip()
    if text.startswith("error:"):
        return text.removeprefix("error:").strip()
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return text[:400]
    return _speak(data)


def _speak(data: Any) -> str:
    if isinstance(data, dict):
        for key in ("spoken", "message", "summary", "text", "result"):
            if isinstance(data.get(key), str):
                return str(data[key])
        for value in data.values():
            if isinstance(value, list):
                return _speak(value)
        return ", ".join(f"{k}: {v}" for k, v in data.items() if not isinstance(v, (dict, list)))
    if isinstance(data, list):
        if not data:
            return "nothing"
        names = [
            str(item.get("name") or item.get("title") or item.get("label") or item)
            if isinstance(item, dict)
            else str(item)
            for item in data
        ]
        if len(names) == 1:
            return names[0]
        shown = names[:8]
        more = f" and {len(names) - 8} more" if len(names) > 8 else ""
        return (
            ", ".join(shown[:-1]) + f" and {shown[-1]}{more}"
            if not more
            else ", ".join(shown) + more
        )
    return str(data)
