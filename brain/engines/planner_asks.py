"""A planner's questions for the user, one at a time.

A planner (marvin, vogon) can have several questions at once — two steps' workers ask
together, a plan question comes up while a worker asks. They wait in a queue in the
process params (a restart keeps them); only the first is with the user, through Eddie. When
it is answered the next is reported, so every answer goes to the question it belongs to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from brain.engines.delegation import WITHDRAWN, report_to_observer
from brain.models import Process
from brain.wire import Option

if TYPE_CHECKING:
    from brain.deps import Deps


class Ask(BaseModel):
    """One question of a planner: what the answer is for, and what the user sees."""

    key: str  # a plan node (marvin) or a worker process (vogon)
    about: str = "worker"  # marvin: question | failure | worker
    question: str = ""
    options: list[Option] = Field(default_factory=list)


def asks_of(process: Process, param: str) -> list[Ask]:
    """The queue under ``param``; read too as stored before there was one (marvin: one
    ``{"node", "about"}``; vogon: one worker id)."""
    raw: Any = process.params.extra(param)
    if not raw:
        return []
    if isinstance(raw, str):
        raw = [{"key": raw}]
    elif isinstance(raw, dict):
        raw = [{"key": raw.get("node", ""), "about": raw.get("about") or "worker"}]
    return [Ask.model_validate(item) for item in raw]


async def ask(deps: Deps, process: Process, param: str, item: Ask, *, first: bool = False) -> None:
    """Queue a question (``first``: before the others, as a question asked again). It goes to
    the user when it is the first; one with the same key replaces the older."""
    queue = asks_of(await deps.processes.get(process.id), param)
    at = next((i for i, queued in enumerate(queue) if queued.key == item.key), None)
    if at is not None:
        queue[at] = item
    elif first:
        queue.insert(0, item)
    else:
        queue.append(item)
    await _save(deps, process, param, queue)
    if queue[0] is item:
        await _report(deps, process, item)


async def take(deps: Deps, process: Process, param: str) -> Ask | None:
    """The question the user's words answer (the first), off the queue. The caller reports
    the next with :func:`ask_next` once it has dealt with the answer."""
    queue = asks_of(await deps.processes.get(process.id), param)
    if not queue:
        return None
    await _save(deps, process, param, queue[1:])
    return queue[0]


async def drop(deps: Deps, process: Process, param: str, key: str, why: str = WITHDRAWN) -> None:
    """A question no longer stands (its worker ended; ``why`` :data:`ANSWERED`: the user
    answered it in the worker's own window): off the queue; when it was with the user, the
    next goes instead."""
    queue = asks_of(await deps.processes.get(process.id), param)
    kept = [item for item in queue if item.key != key]
    if len(kept) == len(queue):
        return
    await _save(deps, process, param, kept)
    if queue[0].key != key:
        return
    if kept:
        await ask_next(deps, process, param)
    else:  # the question with the user no longer stands: Eddie stops waiting for an answer
        await report_to_observer(
            deps, process, why, summary=queue[0].question, question=queue[0].question
        )


async def ask_next(deps: Deps, process: Process, param: str) -> None:
    """The first question of the queue goes to the user (if there is one)."""
    queue = asks_of(await deps.processes.get(process.id), param)
    if queue:
        await _report(deps, process, queue[0])


async def _save(deps: Deps, process: Process, param: str, queue: list[Ask]) -> None:
    dumped = [item.model_dump(mode="json", exclude_defaults=True) for item in queue]
    await deps.processes.update_params(process.id, **{param: dumped or None})


async def _report(deps: Deps, process: Process, item: Ask) -> None:
    """Through Eddie, who relays it with its options and sends the answer back here."""
    await report_to_observer(
        deps,
        process,
        "blocked",
        summary=item.question,
        question=item.question,
        options=item.options,
    )
