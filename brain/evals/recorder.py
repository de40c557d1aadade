"""Observing one turn (its first action or tool), and the scripted model that answers each
case with exactly its expectation."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel

from brain.events.frames import (
    ApprovalRequest,
    ChatAppended,
    Frame,
    ModeChanged,
    ProcessProgress,
    SwitchTo,
    TodosUpdated,
)
from brain.llm.types import Message

if TYPE_CHECKING:
    pass

from brain.evals.cases import (
    IGNORED_KINDS,
    EvalCase,
)

# --- observing one turn ----------------------------------------------------------------------


class FirstAction(BaseModel):
    kind: Literal["tool", "action", "error"]
    name: str
    detail: str | None = None
    arguments: dict[str, Any] | None = None
    """A tool's arguments (from its TOOL_START status), when known."""
    failed: bool | None = None
    """A tool's outcome (from its TOOL_END status); None until it ended."""


_MODES = {"plan": "start_plan", "execute": "start_execution"}


class TurnRecorder:
    """A frame listener for one hub turn: the first tool or action after the user's message.

    ``done`` is set once the turn has produced its answer (an assistant or system message)
    or an error. Progress of other processes (workers, forwarded frames) is ignored."""

    def __init__(self, process_id: str | None = None) -> None:
        self.process_id = process_id
        self.first: FirstAction | None = None
        self.rule: str | None = None
        """The fast-path rule that answered (``meta["fastpath"]``), if any."""
        self.answered = False
        self.started = False
        self.model_calls = 0
        """Metrics frames of the hub process in this turn (one per model round-trip)."""
        self.plan_steps = 0
        """Plan-mode actions (start_plan, start_execution, todo_update) before the answer."""
        self.answer_text: str | None = None
        self.done = asyncio.Event()

    def __call__(self, frame: Frame) -> None:
        if isinstance(frame, ChatAppended):
            self._chat(frame)
        elif not self.started:
            return
        elif isinstance(frame, ProcessProgress):
            status = frame.status
            own = self.process_id is None or frame.process_id == self.process_id
            if own and frame.forwarded_by is None and frame.kind == "metrics" and not self.answered:
                self.model_calls += 1
            if (
                frame.forwarded_by is None
                and own
                and status is not None
                and (frame.kind == "status" and status.tag == "TOOL_START" and status.tool)
            ):
                self._take(
                    FirstAction(kind="tool", name=status.tool, arguments=_arguments(status.detail))
                )
            elif (
                frame.forwarded_by is None
                and own
                and status is not None
                and frame.kind == "status"
                and status.tag == "TOOL_END"
                and self.first is not None
                and self.first.kind == "tool"
                and self.first.name == status.tool
                and self.first.failed is None
            ):
                self.first.failed = bool(status.failed)
                if status.failed:
                    self.first.detail = status.detail
        elif isinstance(frame, TodosUpdated | ModeChanged):
            own = self.process_id is None or frame.process_id == self.process_id
            if own and frame.forwarded_by is None and not self.answered:
                self.plan_steps += 1
                name = (
                    _MODES.get(frame.mode, "") if isinstance(frame, ModeChanged) else "todo_update"
                )
                if name:
                    self._take(FirstAction(kind="action", name=name))
        elif isinstance(frame, ApprovalRequest):
            self._take(FirstAction(kind="tool", name=frame.tool))
        elif isinstance(frame, SwitchTo):
            self._take(FirstAction(kind="action", name="mediate"))

    def _chat(self, frame: ChatAppended) -> None:
        message = frame.message
        if message.role == "user":
            self.started = True
            return
        if not self.started or self.answered:
            return
        if message.role == "assistant":
            if message.meta.kind in IGNORED_KINDS:
                return
            self.answered = True
            self.rule = message.meta.fastpath or None
            self.answer_text = message.content
            action = message.meta.action or "answer"
            self._take(FirstAction(kind="action", name=action))
            self.done.set()
        elif message.role == "system":
            self.answered = True
            self._take(FirstAction(kind="error", name="error", detail=message.content))
            self.done.set()

    @property
    def via(self) -> Literal["fastpath", "model"] | None:
        """Who decided: the fast path (``meta["fastpath"]``, or an answer without any model
        round-trip) or the model; None when the turn did not answer."""
        if self.rule is not None:
            return "fastpath"
        if self.model_calls:
            return "model"
        first = self.first
        return "fastpath" if self.answered and first is not None and first.kind != "error" else None

    def _take(self, action: FirstAction) -> None:
        if self.first is None:
            self.first = action


def _arguments(detail: str | None) -> dict[str, Any] | None:
    import json

    try:
        data = json.loads(detail) if detail else None
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


# --- the scripted model for the pipeline run ---------------------------------------------------

_DEFAULT_ARGS: dict[str, dict[str, Any]] = {
    "ask_user": {
        "message": "Could you tell me a bit more about what you need?",
        "options": [{"label": "Explain more"}, {"label": "Never mind"}],
    },
    "delegate_project": {"project": "eval_project", "task": "{utterance}"},
    "mediate": {"target": "eval_project", "reason": "You asked to switch."},
    "relay": {"source": "eval_project", "message": "The worker says hello."},
    "discover": {"intent": "{utterance}"},
    "project_create": {"name": "eval_project"},
    "project_open": {"name": "eval_project"},
    "project_archive": {"name": "eval_project"},
    "process_list": {"active_only": True},
    "process_command": {"process": "eval_project", "command": "stop"},
    "inbox_list": {"unread_only": False},
    "inbox_read": {"item_id": 1},
    "memory_remember": {"fact": "{utterance}"},
}


def scripted_responder(cases: Iterable[EvalCase]) -> Callable[..., Any]:
    """A responder for ``scripted/evals``: each case's utterance gets its expected action
    (as a tool call; ``answer`` as plain text). Once a tool has run in the turn, or for
    messages that are no case (a worker's task), it answers in plain text."""
    from brain.llm.scripted import Reply, ScriptedToolCall

    by_text = {case.utterance.strip().lower(): case for case in cases}

    def respond(messages: list[Message], tools: list[dict[str, Any]] | None) -> Reply:
        said, after = _last_user(messages)
        case = _find_case(said, by_text)
        if case is None or after:
            return Reply(text="Done.")
        expected = case.expect[0]
        if expected == "answer":
            return Reply(text="A useful answer.")
        args = case.args or {
            key: value.replace("{utterance}", case.utterance) if isinstance(value, str) else value
            for key, value in _DEFAULT_ARGS.get(expected, {}).items()
        }
        return Reply(tool_calls=[ScriptedToolCall(name=expected, arguments=args)])

    return respond


def _last_user(messages: list[Message]) -> tuple[str, bool]:
    """The last user message's text, and whether a tool ran after it."""
    from brain.llm.scripted import last_user_text

    for index in range(len(messages) - 1, -1, -1):
        if messages[index].get("role") == "user":
            later = messages[index + 1 :]
            ran = any(m.get("role") == "tool" or m.get("tool_calls") for m in later)
            return last_user_text(messages), ran
    return "", False


def _find_case(said: str, by_text: dict[str, EvalCase]) -> EvalCase | None:
    text = said.strip().lower()
    if text in by_text:
        return by_text[text]
    for line in text.splitlines():  # the engine may wrap the input in context lines
        if line.strip() in by_text:
            return by_text[line.strip()]
    return None
