"""Vogon procedures: the YAML schema, the cascade, and the phase state machine (gates,
bounded loops, parallel branches that join, PHASE_DONE with usage)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from brain.errors import ConfigError
from brain.planning.phase_progress import phase_done_status, procedure_frame
from brain.planning.phases import (
    AskGate,
    Finish,
    GateAnswer,
    RunTask,
    TaskDone,
    Transition,
    advance,
    begin,
    gate_answer,
)
from brain.planning.procedure import Procedure, fill, load_procedure, parse_procedure
from brain.planning.snapshot import meta_of
from brain.planning.tree import Usage
from brain.services.documents import bundled


@dataclass
class Doc:
    content: str
    source: str


class Docs:
    def __init__(self, docs: dict[str, str]) -> None:
        self.docs = docs

    async def lookup(self, path: str) -> Doc | None:
        if path in self.docs:
            return Doc(self.docs[path], "user")
        text = bundled(path)
        return Doc(text, "bundled") if text is not None else None


def use(tokens: int) -> Usage:
    return Usage(tokens_in=tokens, tokens_out=tokens // 10, llm_calls=1, elapsed_ms=100)


async def bundled_review() -> Procedure:
    return await load_procedure(Docs({}), "document-review")


def only(transition: Transition) -> RunTask | AskGate | Finish:
    assert len(transition.steps) == 1, transition.steps
    return transition.steps[0]


async def test_the_bundled_procedure_runs_write_review_revise_approve() -> None:
    procedure = await bundled_review()
    assert [p.kind for p in procedure.phases] == ["task", "parallel", "task", "gate"]
    t = begin(procedure, "a one-page note on our backup policy")
    write = only(t)
    assert isinstance(write, RunTask) and write.engine == "arthur"
    assert "a one-page note on our backup policy" in write.task

    t = advance(procedure, t.state, TaskDone(phase_id="write", result="DRAFT-1", usage=use(1000)))
    assert [d.phase_id for d in t.done] == ["write"]
    assert {(s.branch_id, "DRAFT-1" in s.task) for s in t.steps if isinstance(s, RunTask)} == {
        ("style", True),
        ("facts", True),
    }
    t = advance(
        procedure,
        t.state,
        TaskDone(phase_id="review", branch_id="facts", result="F", usage=use(300)),
    )
    assert t.steps == [] and t.done == []  # the join waits for the style branch
    t = advance(
        procedure,
        t.state,
        TaskDone(phase_id="review", branch_id="style", result="S", usage=use(200)),
    )
    review_done = t.done[0]
    assert review_done.phase_id == "review" and review_done.usage.tokens_in == 500
    revise = only(t)
    assert isinstance(revise, RunTask) and revise.iteration == 1
    assert "## style\nS" in revise.task and "## facts\nF" in revise.task

    # round 1: revised, the check finds something left → round 2 with the findings
    t = advance(procedure, t.state, TaskDone(phase_id="revise", result="DRAFT-2", usage=use(800)))
    check = only(t)
    assert isinstance(check, RunTask) and check.check and "DRAFT-2" in check.task
    t = advance(
        procedure, t.state, TaskDone(phase_id="revise", result="the intro is long", usage=use(50))
    )
    again = only(t)
    assert isinstance(again, RunTask) and again.iteration == 2
    assert "the intro is long" in again.task and "DRAFT-2" in again.task
    t = advance(procedure, t.state, TaskDone(phase_id="revise", result="DRAFT-3", usage=use(800)))
    t = advance(procedure, t.state, TaskDone(phase_id="revise", result="Ready.", usage=use(50)))
    assert t.done[0].phase_id == "revise" and t.done[0].usage.llm_calls == 4
    gate = only(t)
    assert isinstance(gate, AskGate) and gate.options == ("Approve", "Change it", "Stop")
    assert t.state.status == "blocked"

    t = advance(procedure, t.state, GateAnswer(phase_id="approve", decision="approve"))
    finish = only(t)
    assert finish == Finish(status="done", result="DRAFT-3")
    assert t.state.status == "done"


async def test_a_rejected_gate_goes_back_with_the_users_notes_and_is_bounded() -> None:
    procedure = parse_procedure(
        "tiny",
        """
        phases:
          - {id: write, task: "Write {input}. Notes: {feedback}"}
          - id: ok
            gate: {question: "Good?", on_reject: write, max_rejections: 2}
        """,
    )
    t = begin(procedure, "a haiku")
    t = advance(procedure, t.state, TaskDone(phase_id="write", result="v1"))
    t = advance(
        procedure, t.state, GateAnswer(phase_id="ok", decision="reject", feedback="more snow")
    )
    rewrite = only(t)
    assert isinstance(rewrite, RunTask) and "Notes: more snow" in rewrite.task
    t = advance(procedure, t.state, TaskDone(phase_id="write", result="v2"))
    t = advance(procedure, t.state, GateAnswer(phase_id="ok", decision="reject"))
    assert only(t) == Finish(status="failed", error="Ok: rejected 2 times")


async def test_stop_at_a_gate_stops_the_run() -> None:
    procedure = parse_procedure("g", "phases: [{id: ok, gate: {question: 'Go on?'}}]")
    t = begin(procedure, "")
    t = advance(procedure, t.state, GateAnswer(phase_id="ok", decision="stop"))
    assert isinstance(only(t), Finish) and t.state.status == "stopped"


async def test_a_loop_without_a_check_ends_when_the_marker_appears_or_the_bound_is_hit() -> None:
    procedure = parse_procedure(
        "loop", "phases: [{id: fix, task: 'Fix it', loop: {until: PASS, max_iterations: 2}}]"
    )
    t = begin(procedure, "")
    t = advance(procedure, t.state, TaskDone(phase_id="fix", result="still broken"))
    assert isinstance(only(t), RunTask)
    t = advance(procedure, t.state, TaskDone(phase_id="fix", result="still broken"))
    assert isinstance(only(t), Finish) and t.state.status == "done"  # on_exhausted: continue
    assert t.done[0].note == "the check did not pass after 2 rounds"
    assert "did not pass" in phase_done_status(t.done[0]).text


async def test_a_failed_task_fails_the_run_with_its_phase() -> None:
    procedure = await bundled_review()
    t = begin(procedure, "x")
    t = advance(
        procedure, t.state, TaskDone(phase_id="write", error="the model is down", usage=use(10))
    )
    assert only(t) == Finish(status="failed", error="Write the draft: the model is down")
    status = phase_done_status(t.done[0])
    assert status.tag == "PHASE_DONE" and status.failed and status.usage is not None


async def test_events_for_another_phase_are_refused() -> None:
    procedure = await bundled_review()
    t = begin(procedure, "x")
    with pytest.raises(ValueError, match="current"):
        advance(procedure, t.state, TaskDone(phase_id="revise", result="?"))


async def test_the_snapshot_shows_phases_branches_and_loop_rounds() -> None:
    procedure = await bundled_review()
    t = begin(procedure, "x")
    t = advance(procedure, t.state, TaskDone(phase_id="write", result="D", usage=use(1000)))
    frame = procedure_frame(procedure, t.state, "pr-1")
    assert frame.kind == "procedure" and frame.status == "running"
    assert [(c.kind, c.status) for c in frame.children] == [
        ("phase", "done"),
        ("phase", "running"),
        ("phase", "pending"),
        ("gate", "pending"),
    ]
    assert [b.title for b in frame.children[1].children] == ["Style review", "Fact check"]
    assert meta_of(frame.children[0]).tokens_in == 1000
    assert meta_of(frame).total_tokens_in == 1000
    assert meta_of(frame.children[2]).max_iterations == 3


async def test_a_users_own_procedure_overrides_through_the_cascade() -> None:
    docs = Docs({"procedures/document-review.yaml": "title: Mine\nphases: [{id: a, task: t}]"})
    assert (await load_procedure(docs, "document-review")).title == "Mine"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("phases: [{id: a}]", "exactly one of task, parallel, gate"),
        ("phases: [{id: a, task: t}, {id: a, task: u}]", "used twice"),
        (
            "phases: [{id: g, gate: {question: q, on_reject: later}}, {id: later, task: t}]",
            "earlier phase",
        ),
        ("phases: [{id: a, gate: {question: q}, loop: {until: X}}]", "only a task phase"),
        ("phases: []", "phases"),
        ("- just a list", "mapping"),
        ("phases: [{id: a, task: t", "invalid"),
    ],
)
def test_invalid_procedures_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message) as caught:
        parse_procedure("bad", text, "user")
    assert "(user)" in caught.value.message and caught.value.hint


async def test_unknown_or_malformed_names_are_clear_errors() -> None:
    with pytest.raises(ConfigError, match="No procedure named 'nope'"):
        await load_procedure(Docs({}), "nope")
    with pytest.raises(ConfigError, match="not a procedure name"):
        await load_procedure(Docs({}), "../recipes/arthur")


def test_fill_never_evaluates_braces_in_results() -> None:
    assert fill("A {x} B {y.z} {unknown}", {"x": "{input.__class__}", "y.z": "2"}) == (
        "A {input.__class__} B 2"
    )


@pytest.mark.parametrize(
    ("reply", "decision", "feedback"),
    [
        ("1", "approve", ""),
        ("Approve", "approve", ""),
        ("yes.", "approve", ""),
        ("the first one", "approve", ""),
        ("3", "stop", ""),
        ("stop", "stop", ""),
        ("2", "reject", ""),
        (
            "Make the intro shorter and drop the table.",
            "reject",
            "Make the intro shorter and drop the table.",
        ),
    ],
)
def test_a_gate_is_answered_by_number_label_or_words(
    reply: str, decision: str, feedback: str
) -> None:
    answer = gate_answer("approve", reply)
    assert answer is not None
    assert (answer.decision, answer.feedback) == (decision, feedback)


def test_an_empty_gate_reply_is_not_an_answer() -> None:
    assert gate_answer("approve", "  ") is None
