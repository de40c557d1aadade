"""`vance eval` counts a case right only when the first action did what was meant: a
plan-mode loop, an unusable answer text, a failed tool or a tool call with a wrong name
are wrong even when the action's name was expected."""

from __future__ import annotations

import json
from typing import Any

from brain.evals import EvalCase, TurnRecorder
from brain.evals.runner import judge
from brain.events.frames import ChatAppended, ProcessProgress, Status, TodosUpdated
from brain.llm.guard import FALLBACK
from brain.models import ChatMessage
from brain.wire import ChatMeta


def _chat(role: str, content: str = "text", **meta: Any) -> ChatAppended:
    message = ChatMessage(
        id=1,
        tenant_id="t",
        session_id="s",
        process_id="p",
        role=role,
        author="eddie",
        content=content,
        meta=ChatMeta.model_validate(meta),
        created_at=0.0,
    )
    return ChatAppended(session_id="s", message=message)


def _tool(tag: str, tool: str, detail: str | None = None, failed: bool | None = None) -> Any:
    status = Status(tag=tag, text="…", tool=tool, detail=detail, failed=failed)  # type: ignore[arg-type]
    return ProcessProgress(
        session_id="s",
        process_id="p",
        process_name="eddie",
        engine="eddie",
        kind="status",
        status=status,
    )


def _todos() -> TodosUpdated:
    return TodosUpdated(session_id="s", process_id="p", todos=[{"title": "x", "status": "pending"}])


def _judge(case: EvalCase, *frames: Any) -> tuple[bool, str | None]:
    recorder = TurnRecorder("p")
    for frame in (_chat("user", case.utterance), *frames):
        recorder(frame)
    return judge(case, recorder)


HELLO = EvalCase(utterance="hello Eddie, who are you?", expect=["answer"], category="smalltalk")


def test_a_usable_answer_is_right() -> None:
    assert _judge(HELLO, _chat("assistant", "I'm Eddie, your assistant.")) == (True, None)


def test_a_plan_mode_loop_before_the_answer_is_wrong() -> None:
    ok, why = _judge(
        HELLO, _todos(), _todos(), _todos(), _chat("assistant", "To do update: Todo list updated.")
    )
    assert not ok
    assert why is not None and "plan-mode loop (3" in why


def test_a_plan_action_where_the_case_expects_one_is_right() -> None:
    case = EvalCase(utterance="plan my move", expect=["todo_update"], category="plans")
    assert _judge(case, _todos(), _chat("assistant", "Here is the list."))[0]


def test_unusable_answer_texts_are_wrong() -> None:
    for text in ("<reply>", "hello Eddie, who are you?", "hi<|im_end|>", FALLBACK["en"]):
        ok, why = _judge(HELLO, _chat("assistant", text))
        assert not ok, text
        assert why is not None


def test_a_fast_path_call_with_a_wrong_name_is_wrong() -> None:
    case = EvalCase(
        utterance="pls create a project called wedding 2026",
        expect=["project_create"],
        category="projects",
        args={"name": "wedding_2026"},
    )
    said = json.dumps({"name": "wedding_2026_pls"})
    ok, why = _judge(
        case,
        _tool("TOOL_START", "project_create", said),
        _tool("TOOL_END", "project_create", failed=False),
        _chat("assistant", "Created wedding_2026_pls.", fastpath="project_create_en"),
    )
    assert not ok
    assert why == "name='wedding_2026_pls', expected 'wedding_2026'"
    right = json.dumps({"name": "wedding_2026"})
    assert _judge(
        case,
        _tool("TOOL_START", "project_create", right),
        _tool("TOOL_END", "project_create", failed=False),
        _chat("assistant", "Created wedding_2026.", fastpath="project_create_en"),
    ) == (True, None)


def test_a_failed_tool_is_wrong() -> None:
    case = EvalCase(utterance="open the garden project", expect=["project_open"], category="p")
    ok, why = _judge(
        case,
        _tool("TOOL_START", "project_open", json.dumps({"name": "garden"})),
        _tool("TOOL_END", "project_open", detail="no project named garden", failed=True),
        _chat("assistant", "I couldn't do that."),
    )
    assert not ok
    assert why == "project_open failed: no project named garden"
