"""Marvin's words: the prompts it sends its model (plan a part, combine results) and the
final report, which names every step that failed or did not run, and why."""

from __future__ import annotations

from brain.planning.decompose import answers_so_far, question_of
from brain.planning.snapshot import tokens_k
from brain.planning.tree import MAX_ATTEMPTS, NodeKind, NodeStatus, PlanNode, PlanTree, Usage
from brain.text import plural


def plan_prompt(tree: PlanTree, node: PlanNode) -> str:
    """Ask for the steps of the whole task (the root) or of one part of it."""
    if node.parent_id is None:
        return "Make the plan for this task. Reply with the JSON only.\n\nTask: " + node.task
    lines = [
        "Make the plan for one part of a larger task. Reply with the JSON only.",
        "",
        f"The whole task: {tree.root.task}",
        f"This part: {node.task}",
    ]
    answers = answers_so_far(tree)
    if answers:
        lines += ["", "The user's answers so far:", *answers]
    return "\n".join(lines)


def outcome(tree: PlanTree, node: PlanNode, indent: str = "") -> str:
    """What one step came to, for the combine prompt and the fallback report."""
    if node.status is NodeStatus.FAILED:
        return f"FAILED: {node.error}"
    if node.status is NodeStatus.SKIPPED:
        return f"NOT DONE: {node.error}"
    if node.kind is NodeKind.USER_INPUT:
        return f"the user answered “{node.result}” to “{question_of(node).question}”"
    if node.kind is NodeKind.PLAN:
        parts = [
            f"\n{indent}   - {child.title}: {outcome(tree, child, indent + '   ')}"
            for child in tree.children(node.id)
        ]
        return "".join(parts)
    return node.result or ""


def combine_prompt(tree: PlanTree, node: PlanNode) -> str:
    lines = [f"Task: {node.task}", "", "What the steps came to:"]
    for index, step in enumerate(tree.children(node.id), 1):
        lines.append(f"{index}. {step.title}: {outcome(tree, step)}")
    lines += ["", "Write the final answer for the user (say which steps failed and why)."]
    return "\n".join(lines)


def fallback_result(tree: PlanTree) -> str:
    """The report when nothing was combined (the run was stopped): the steps' results."""
    done = [
        f"- {node.title}: {node.result}"
        for node in tree.walk()
        if node.kind is NodeKind.WORKER and node.status is NodeStatus.DONE and node.result
    ]
    if not done:
        return "I could not put a result together."
    return "What the finished steps found:\n" + "\n".join(done)


def report_notes(tree: PlanTree, total: Usage) -> str:
    """The ``info`` of the final report: size, tokens, and every step that failed or did
    not run, with the reason (and whether it was retried)."""
    steps = [n for n in tree.walk() if n.kind in (NodeKind.WORKER, NodeKind.USER_INPUT)]
    info = f"Plan: {plural(len(steps), 'step')}, {tokens_k(total.tokens)} tokens."
    notes = []
    for node in steps:
        if node.status is NodeStatus.FAILED:
            tried = " after a retry" if node.attempts >= MAX_ATTEMPTS else ""
            notes.append(f"- {node.title}: failed{tried} ({node.error})")
        elif node.status is NodeStatus.SKIPPED:
            notes.append(f"- {node.title}: not done ({node.error})")
    return info + ("\n" + "\n".join(notes) if notes else "")


def failed_steps(tree: PlanTree) -> list[PlanNode]:
    return [
        n
        for n in tree.walk()
        if n.kind is NodeKind.WORKER and n.status in (NodeStatus.FAILED, NodeStatus.SKIPPED)
    ]
