"""What marvin's planning model says becomes nodes: worker steps, questions for the user,
parts to plan further (bounded depth); a failed step is retried at most once."""

from __future__ import annotations

import json

from brain.planning.decompose import (
    MAX_DEPTH,
    failure_question,
    parse_failure_answer,
    parse_failure_decision,
    question_of,
    step_nodes,
    with_answers,
)
from brain.planning.tree import NodeKind, NodeStatus, PlanNode, PlanTree

REPLY = (
    "Here you go:\n```json\n"
    + json.dumps(
        {
            "steps": [
                {"title": "Scan", "task": "Scan it.", "engine": "arthur"},
                {"question": "Which repo?", "options": ["api", "web", ""]},
                {"title": "Deps", "task": "Check deps.", "plan": True},
                {
                    "title": "Bad engine",
                    "task": "Do it.",
                    "engine": "zaphod",
                    "after_previous": True,
                },
                {"title": "no task"},
                "not a step",
            ]
        }
    )
    + "\n```"
)


def test_a_reply_becomes_workers_questions_and_parts() -> None:
    nodes = step_nodes(REPLY, depth=2)
    assert [n.kind for n in nodes] == [
        NodeKind.WORKER,
        NodeKind.USER_INPUT,
        NodeKind.PLAN,
        NodeKind.WORKER,
    ]
    assert nodes[0].engine == "arthur" and nodes[3].engine == "ford" and nodes[3].sequential
    question = question_of(nodes[1])
    assert question.question == "Which repo?" and question.options == ["api", "web"]
    assert nodes[1].title == "Which repo?"


def test_a_part_at_the_deepest_level_is_a_worker_step() -> None:
    nodes = step_nodes(REPLY, depth=MAX_DEPTH - 1)
    assert NodeKind.PLAN not in [n.kind for n in nodes]


def test_no_usable_steps_is_an_empty_plan() -> None:
    assert step_nodes("Sure, I will do it.", depth=2) == []
    assert step_nodes('{"steps": "all of it"}', depth=2) == []
    assert step_nodes("{not json}", depth=2) == []


def test_answers_feed_the_later_steps() -> None:
    tree = PlanTree.new("t", "task")
    asked = tree.add(tree.root.id, step_nodes(REPLY, depth=1)[1])
    assert with_answers("Do it.", tree) == "Do it."
    asked.result, asked.status = "web", NodeStatus.DONE
    assert with_answers("Do it.", tree).endswith("- Which repo? → web")


def test_a_failed_step_is_retried_at_most_once() -> None:
    step = PlanNode(kind=NodeKind.WORKER, title="Scan", attempts=1, error="boom")
    assert parse_failure_decision("Retry.", step) == "retry"
    assert parse_failure_decision("I'd skip it", step) == "skip"
    assert parse_failure_decision("ask", step) == "ask"
    assert parse_failure_decision("hmm", step) == "retry"  # unclear: retry once
    step.attempts = 2
    assert parse_failure_decision("retry", step) == "skip"
    assert parse_failure_decision("hmm", step) == "skip"
    message, options = failure_question(step)
    assert "Scan" in message and "boom" in message
    assert [o.label for o in options] == ["Skip it", "Stop the plan"]  # no retry offered again
    assert parse_failure_answer("1", step) == "skip"
    assert parse_failure_answer("retry", step) == "skip"
    assert parse_failure_answer("what?", step) is None
    step.attempts = 1
    assert parse_failure_answer("1", step) == "retry"
    assert parse_failure_answer("3", step) == "stop"
