"""Which of two workers asking at once is asked first (issue 10, left over): the one whose
question reached the asker first — Eddie, or the planner that relays its steps' questions —
is shown first; the other is asked when that one is answered. A worker asking the same
question again is asked once."""

from __future__ import annotations

import json
from typing import Any

from brain.llm.scripted import Reply
from brain.models import Process
from brain.wire import WorkerEvent
from tests.engines.conftest import Hub
from tests.engines.test_worker_questions import (
    BRANCH,
    CUISINE,
    REPO,
    YEAR,
    echo,
    questions,
)


def by_task(messages: list[dict[str, Any]]) -> Any:
    """The dinner worker asks about the cuisine, the taxes worker about the year — whichever
    of the two calls the model first."""
    return CUISINE if "dinner" in json.dumps(messages) else YEAR


async def blocked(hub: Hub, process: Process) -> list[WorkerEvent]:
    """The workers' questions that reached ``process``, in the order they came."""
    rows = await hub.client.brain.store.fetch(
        "SELECT payload FROM engine_messages WHERE process_id = ? AND kind = 'worker-event'"
        " ORDER BY id",
        (process.id,),
    )
    events = [WorkerEvent.model_validate_json(row["payload"]) for row in rows]
    return [e for e in events if e.event == "blocked"]


async def test_two_workers_asking_at_once_are_asked_in_the_order_they_asked(hub: Hub) -> None:
    hub.script.add("arthur", by_task, by_task)
    await hub.say("ask a worker in dinner to plan dinner", wait_all=False)
    await hub.say("ask a worker in taxes to sort my receipts", wait_all=False)
    await hub.settle()
    eddie = await hub.client.brain.sessions.chat_process(hub.session.id)
    first, second = [e.project for e in await blocked(hub, eddie)]
    said = await hub.eddie_said()
    assert questions(said) == [(f"arthur · {first}", questions(said)[0][1])]
    assert f"arthur in {second} also has a question" in said[-1].content

    hub.script.add("arthur", echo, echo)
    await hub.say("1")
    said = await hub.eddie_said()
    assert questions(said)[-1][0] == f"arthur · {second}"
    await hub.say("2")
    said = await hub.eddie_said()
    assert said[-1].author == f"arthur · {second}"
    assert said[-1].content in ("Working with Thai.", "Working with 2025.")


async def test_a_planners_two_steps_are_asked_in_the_order_they_asked(hub: Hub) -> None:
    from tests.engines.test_marvin_tree import delegate, engine_process

    steps = {
        "steps": [
            {"title": "Scan", "task": "Scan the repo.", "engine": "arthur"},
            {"title": "Deps", "task": "List the dependencies.", "engine": "ford"},
        ]
    }
    hub.script.add("marvin", Reply(text=json.dumps(steps)), Reply(text="Both in."))
    hub.script.add("arthur", REPO, echo)
    hub.script.add("ford", BRANCH, echo)
    await delegate(hub)
    marvin = await engine_process(hub, "marvin")
    asked = [e.question for e in await blocked(hub, marvin)]
    assert sorted(asked) == ["Which branch?", "Which repo?"]
    shown = [m for m in await hub.eddie_said() if m.meta.options]
    assert asked[0] in shown[-1].content and asked[1] not in shown[-1].content
    await hub.say("1")
    shown = [m for m in await hub.eddie_said() if m.meta.options]
    assert asked[1] in shown[-1].content


async def test_the_same_question_asked_again_is_asked_once(hub: Hub) -> None:
    hub.script.add("arthur", CUISINE)
    await hub.say("ask a worker in dinner to plan dinner")
    eddie = await hub.client.brain.sessions.chat_process(hub.session.id)
    [waiting] = eddie.params.pending_worker_questions
    again = WorkerEvent(
        event="blocked",
        process_id=waiting.process_id,
        engine="arthur",
        project="dinner",
        question=waiting.question,
        options=waiting.options,
    )
    await hub.client.brain.runtime.post(eddie, again, sender_process_id=waiting.process_id)
    await hub.settle()
    eddie = await hub.client.brain.sessions.chat_process(hub.session.id)
    assert [q.question for q in eddie.params.pending_worker_questions] == ["Which cuisine?"]
    assert not any("also has a question" in m.content for m in await hub.eddie_said())
