"""What marvin's planning model says, turned into tree nodes (pure: no Brain, no model).

A plan reply is JSON (maybe inside prose or a code fence) with ``steps``; each step is one of

- a worker step: ``{"title", "task", "engine": "ford"|"arthur", "after_previous"}``;
- a question for the user: ``{"title", "question", "options": ["…", …]}`` → a USER_INPUT
  node that reaches the user through Eddie like a worker's ask_user (answerable by number);
- a part to plan further: ``{"title", "task", "plan": true}`` → a PLAN node the planner
  decomposes when its turn comes (up to :data:`MAX_DEPTH`; deeper, it is a worker step).

A failed step is decided by the planner too (:func:`parse_failure_decision`): retry it
(once), skip it, or ask the user (:data:`FAILURE_OPTIONS`).
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from brain.actions import AskOption, match_option
from brain.planning.tree import MAX_ATTEMPTS, NodeKind, PlanNode, PlanTree

WORKER_ENGINES = ("ford", "arthur")
MAX_STEPS = 6
MAX_DEPTH = 4  # root (0) → combine (1) → a part (2) → its steps (3); a part deeper is a worker


class Question(BaseModel):
    """A USER_INPUT node's question (stored as JSON in the node's ``task``)."""

    question: str
    options: list[str] = []


def question_task(question: str, options: list[str]) -> str:
    return Question(question=question, options=options).model_dump_json()


def question_of(node: PlanNode) -> Question:
    """The question a USER_INPUT node asks (a plain ``task`` is the question itself)."""
    try:
        return Question.model_validate_json(node.task)
    except ValidationError:
        return Question(question=node.task or node.title)


def step_nodes(reply: str, *, depth: int) -> list[PlanNode]:
    """The nodes of a plan reply for children at ``depth``; [] if the reply has no usable
    steps. At most :data:`MAX_STEPS`; a ``plan`` step at :data:`MAX_DEPTH` is a worker."""
    nodes: list[PlanNode] = []
    for step in _raw_steps(reply)[:MAX_STEPS]:
        title = str(step.get("title") or step.get("question") or step.get("task") or "")[:80]
        question = str(step.get("question") or "").strip()
        task = str(step.get("task") or "").strip()
        if question:
            options = [str(o)[:60] for o in step.get("options") or [] if str(o).strip()][:4]
            nodes.append(
                PlanNode(
                    kind=NodeKind.USER_INPUT,
                    title=title,
                    task=question_task(question, options),
                )
            )
        elif task and step.get("plan") and depth < MAX_DEPTH - 1:
            nodes.append(PlanNode(kind=NodeKind.PLAN, title=title, task=task))
        elif task:
            engine = str(step.get("engine") or "ford")
            nodes.append(
                PlanNode(
                    kind=NodeKind.WORKER,
                    title=title,
                    task=task,
                    engine=engine if engine in WORKER_ENGINES else "ford",
                    sequential=bool(step.get("after_previous")),
                )
            )
    return nodes


_JSON = re.compile(r"\{.*\}", re.S)


def _raw_steps(reply: str) -> list[dict[str, Any]]:
    match = _JSON.search(reply or "")
    if match is None:
        return []
    try:
        data = json.loads(match.group(0))
    except json.JSONDecodeError:
        return []
    steps = data.get("steps") if isinstance(data, dict) else None
    if not isinstance(steps, list):
        return []
    return [step for step in steps if isinstance(step, dict)]


def answers_so_far(tree: PlanTree) -> list[str]:
    """The user's answers to the plan's questions, as lines for later steps' tasks."""
    return [
        f"- {question_of(node).question} → {node.result}"
        for node in tree.walk()
        if node.kind is NodeKind.USER_INPUT and node.result
    ]


def with_answers(task: str, tree: PlanTree) -> str:
    """A step's task plus what the user answered earlier in the plan (the answers feed the
    steps after them)."""
    answers = answers_so_far(tree)
    if not answers:
        return task
    return task + "\n\nThe user's answers so far:\n" + "\n".join(answers)


# --- a failed step ---------------------------------------------------------------------------

FailureDecision = Literal["retry", "skip", "ask"]
FAILURE_OPTIONS = ("Retry it", "Skip it", "Stop the plan")
"""What the user is offered when the planner asks about a failed step."""


def failure_prompt(tree: PlanTree, node: PlanNode) -> str:
    retry = (
        "retry (run it once more)"
        if node.attempts < MAX_ATTEMPTS
        else "(it was retried already: no retry)"
    )
    return (
        f"A step of the plan failed.\n\nTask: {tree.root.task}\nStep: {node.title}\n"
        f"Its task: {node.task}\nWhy it failed: {node.error}\n\n"
        f"Decide: {retry}, skip (the plan goes on without it), or ask (the user decides). "
        "Reply with one word: retry, skip or ask."
    )


def parse_failure_decision(reply: str, node: PlanNode) -> FailureDecision:
    """The planner's decision on a failed step. Bounded: a step runs at most
    :data:`MAX_ATTEMPTS` times, so a second failure is never retried (it is skipped, or
    asked about if the planner said ask). An unclear reply: retry once, then skip."""
    words = reply.strip().lower()
    found: FailureDecision | None = None
    for decision in ("retry", "skip", "ask"):
        if re.search(rf"\b{decision}\b", words):
            found = decision
            break
    can_retry = node.attempts < MAX_ATTEMPTS
    if found is None:
        return "retry" if can_retry else "skip"
    if found == "retry" and not can_retry:
        return "skip"
    return found


def failure_question(node: PlanNode) -> tuple[str, list[AskOption]]:
    """The question to the user about a failed step (no retry offered after one)."""
    options = list(FAILURE_OPTIONS)
    if node.attempts >= MAX_ATTEMPTS:
        options.remove("Retry it")
    message = f"The step “{node.title}” failed: {node.error}. What should I do?"
    return message, [AskOption(label=label) for label in options]


def parse_failure_answer(text: str, node: PlanNode) -> Literal["retry", "skip", "stop"] | None:
    """The user's answer to :func:`failure_question` (by number, label or word)."""
    _message, options = failure_question(node)
    picked = match_option(text, options)
    words = text.strip().lower()
    if picked == "Retry it" or (picked is None and words.startswith(("retry", "again"))):
        return "retry" if node.attempts < MAX_ATTEMPTS else "skip"
    if picked == "Skip it" or (picked is None and words.startswith(("skip", "go on"))):
        return "skip"
    if picked == "Stop the plan" or (picked is None and words.startswith(("stop", "cancel"))):
        return "stop"
    return None
