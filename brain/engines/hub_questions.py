"""The workers' questions in the hub: first come, first asked.

A blocked worker's question is relayed with its options when no other is open; while one
is, it waits in a queue (Eddie's params, so it survives a restart) and Eddie says so in one
line. The user's words answer the open question — or a waiting one they name ("tell taxes:
yes") — and the next is asked at once. A question whose worker ended meanwhile is dropped.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.actions import match_option, render_question
from brain.engines.prompting import language_of
from brain.lines import say
from brain.models import Process
from brain.wire import ChatMeta, PendingWorkerQuestion, UserInput, WorkerEvent, source_name

if TYPE_CHECKING:
    from brain.engines.eddie import Eddie

# "tell taxes: yes", "ford in taxes, the second one", "for ford: 2"
_ADDRESSED = re.compile(
    r"^\s*(?:(?:tell|ask|answer|to|for)\s+)?([\w .·-]+?)\s*[:,]\s*(\S.*)$", re.S
)


async def enqueue(eddie: Eddie, process: Process, event: WorkerEvent, question: str) -> Process:
    """A worker asks the user: asked at once when no other question is open, else queued
    (one line says so), first asked first shown. A worker that asks anew replaces its own
    question: it waits for one answer at a time, to its newest question (a planner asks
    again what its newer question — the token cap — took the place of)."""
    assert event.process_id is not None
    asked = PendingWorkerQuestion(
        process_id=event.process_id,
        question=question,
        options=event.options,
        engine=event.engine,
        project=event.project,
    )
    queue = list(process.params.pending_worker_questions)
    at = next((i for i, q in enumerate(queue) if q.process_id == asked.process_id), None)
    if at is None:
        queue.append(asked)
        if len(queue) > 1:
            language = await language_of(eddie.deps, process)
            said = say("question.also", language, who=_who(asked), count=len(queue) - 1)
            await eddie.say(process, said, action="answer")
    else:
        queue[at] = asked
    if queue[0] is asked:
        await _ask(eddie, process, asked)
    return await eddie._set_params(process, pending_worker_questions=queue)


def addressed(text: str, queue: list[PendingWorkerQuestion]) -> tuple[int, str] | None:
    """The question the user names in their reply ("tell taxes: yes") — its place in the
    queue and the answer — when exactly one matches the name."""
    found = _ADDRESSED.match(text)
    if found is None:
        return None
    name = " ".join(found.group(1).casefold().split())
    hits = [
        i
        for i, q in enumerate(queue)
        if name in {n.casefold() for n in (q.engine, q.project, _who(q), _source(q))}
    ]
    return (hits[0], found.group(2).strip()) if len(hits) == 1 else None


async def forward(eddie: Eddie, process: Process, index: int, text: str) -> Process:
    """The user answered question ``index`` of the queue: pass the answer on (an option
    picked by number as its label), then ask the open question: the next one, or — when a
    waiting one was answered by name — the one still open, again."""
    deps = eddie.deps
    process = await deps.processes.get(process.id)
    queue = list(process.params.pending_worker_questions)
    asked = queue.pop(index)
    process = await eddie._set_params(process, pending_worker_questions=queue)
    worker = await deps.processes.get(asked.process_id)
    answer = match_option(text, asked.options) or text
    project = await deps.projects.by_id(worker.project_id)
    language = await language_of(deps, process)
    who = say("worker.in", language, worker=worker.engine, project=project.name)
    if worker.status.terminal:
        await eddie.say(process, say("question.ended", language, who=who), action="answer")
    else:
        await deps.runtime.post(
            worker, UserInput(text=answer, profile="eddie"), sender_process_id=process.id
        )
        said = say("question.passed", language, answer=answer, who=who)
        await eddie.say(process, said, action="relay")
    return await _ask_next(eddie, process)  # the next one, or the open one again (buttons)


async def withdraw(eddie: Eddie, process: Process, process_id: str) -> Process:
    """A worker ended: its question (if it still waits) goes; when it was the open one,
    the next is asked."""
    queue = process.params.pending_worker_questions
    kept = [q for q in queue if q.process_id != process_id]
    if len(kept) == len(queue):
        return process
    process = await eddie._set_params(process, pending_worker_questions=kept)
    if queue[0].process_id == process_id:
        return await _ask_next(eddie, process)
    return process


async def _ask_next(eddie: Eddie, process: Process) -> Process:
    """Ask the first question of the queue; one whose worker ended meanwhile is dropped."""
    deps = eddie.deps
    process = await deps.processes.get(process.id)
    queue = list(process.params.pending_worker_questions)
    while queue:
        worker = await deps.processes.get(queue[0].process_id)
        if not worker.status.terminal:
            await _ask(eddie, process, queue[0])
            break
        queue.pop(0)  # the user saw it end (or ended it): nothing to ask any more
    return await eddie._set_params(process, pending_worker_questions=queue)


async def _ask(eddie: Eddie, process: Process, asked: PendingWorkerQuestion) -> None:
    """The worker's question in the hub, under its name, with its options (buttons; a
    number picks one)."""
    await eddie.say(
        process,
        render_question(asked.question, asked.options or None),
        action="relay",
        author=_source(asked),
        engine=asked.engine,
        project=asked.project or None,
        meta=ChatMeta(options=asked.options, worker_process_id=asked.process_id),
    )


def _who(asked: PendingWorkerQuestion) -> str:
    return f"{asked.engine} in {asked.project}" if asked.project else asked.engine


def _source(asked: PendingWorkerQuestion) -> str:
    return source_name(asked.engine, asked.project)
