"""A worker's question waits in Eddie's queue; the user answers it in the worker's own window
instead: it is gone from Eddie's queue at once (the next waiting question is asked), and the
user's next words in the hub are Eddie's again, not a second answer to that worker."""

from __future__ import annotations

import json

from brain.client import Client
from brain.llm.scripted import Reply
from brain.models import ProcessStatus
from tests.engines.conftest import Hub, call
from tests.engines.test_worker_questions import CUISINE, echo, questions, two_questions, worker_in


async def answer_in_its_window(hub: Hub, project: str, text: str) -> None:
    """The user switches to the worker's session (a project window) and answers there."""
    worker = await worker_in(hub, project)
    window = Client(hub.client.brain, "foot")
    await window.bind(worker.session_id)
    await window.send(worker.session_id, text)
    await hub.settle()


async def test_a_question_answered_in_the_workers_window_leaves_the_hub(hub: Hub) -> None:
    hub.script.add("arthur", CUISINE)
    await hub.say("ask a worker in dinner to plan dinner")
    assert questions(await hub.eddie_said()) == [("arthur · dinner", ["Italian", "Thai"])]

    hub.script.add("arthur", echo)
    await answer_in_its_window(hub, "dinner", "Thai")
    dinner = await worker_in(hub, "dinner")
    said_there = await hub.client.history(dinner.session_id)
    assert said_there[-1].content == "Working with Thai."
    eddie = await hub.client.brain.sessions.chat_process(hub.session.id)
    assert eddie.params.pending_worker_questions == []
    said = [m.content for m in await hub.eddie_said()]
    assert any("answered in another window" in line and "dinner" in line for line in said)
    assert said[-1] == "Working with Thai."  # the task's outcome reaches the hub, as always

    hub.script.add("eddie", Reply(text="Hello again."))
    await hub.say("2")  # Eddie's again: not a second answer to dinner's question
    assert (await hub.eddie_said())[-1].content == "Hello again."
    assert [m.content for m in await hub.client.history(dinner.session_id)].count("2") == 0
    assert (await worker_in(hub, "dinner")).status == ProcessStatus.READY


async def test_the_next_waiting_question_is_asked_when_the_open_one_is_answered_elsewhere(
    hub: Hub,
) -> None:
    await two_questions(hub)
    hub.script.add("arthur", echo, echo)
    await answer_in_its_window(hub, "dinner", "Italian")
    said = await hub.eddie_said()
    assert questions(said)[-1] == ("arthur · taxes", ["2024", "2025"])
    eddie = await hub.client.brain.sessions.chat_process(hub.session.id)
    assert [q.project for q in eddie.params.pending_worker_questions] == ["taxes"]

    await hub.say("1")  # answers taxes, the open question now
    said = await hub.eddie_said()
    assert said[-1].author == "arthur · taxes" and said[-1].content == "Working with 2024."


async def test_a_waiting_question_answered_elsewhere_is_not_asked_later(hub: Hub) -> None:
    await two_questions(hub)
    hub.script.add("arthur", echo, echo)
    await answer_in_its_window(hub, "taxes", "2025")
    said = await hub.eddie_said()
    assert questions(said) == [("arthur · dinner", ["Italian", "Thai"])]  # still the open one
    await hub.say("2")
    said = await hub.eddie_said()
    assert any(m.author == "arthur · dinner" and m.content == "Working with Thai." for m in said)
    assert questions(said)[-1][0] == "arthur · dinner"  # taxes is not asked again
    eddie = await hub.client.brain.sessions.chat_process(hub.session.id)
    assert eddie.params.pending_worker_questions == []


async def test_a_planner_steps_question_answered_in_the_steps_window_leaves_the_hub(
    hub: Hub,
) -> None:
    """marvin's step asks through Eddie; the user answers in the step worker's window: the
    step goes on with that answer, and Eddie no longer waits for one."""
    from tests.engines.test_marvin_tree import delegate, engine_process, said_to
    from tests.engines.test_worker_questions import REPO

    steps = {
        "steps": [
            {"title": "Scan", "task": "Scan the repo.", "engine": "arthur"},
            {"title": "Report", "task": "Write it up.", "engine": "ford"},
        ]
    }
    hub.script.add("marvin", Reply(text=json.dumps(steps)), Reply(text="Report done."))
    hub.script.add("arthur", REPO, lambda m: Reply(text=f"Scanned {m[-1]['content']}."))
    hub.script.add("ford", Reply(text="Written."))
    await delegate(hub)
    shown = [m for m in await hub.eddie_said() if m.meta.options]
    assert shown and "Which repo?" in shown[-1].content
    scanner = next(p for p in await hub.client.processes() if p.engine == "arthur")
    window = Client(hub.client.brain, "foot")
    await window.bind(scanner.session_id)
    await window.send(scanner.session_id, "web")
    await hub.settle()
    eddie = await hub.client.brain.sessions.chat_process(hub.session.id)
    assert eddie.params.pending_worker_questions == []
    said = [m.content for m in await hub.eddie_said()]
    assert any("answered in another window" in line for line in said), said
    assert not any("has ended" in line for line in said)  # the worker did not end
    assert "Scanned web." in said_to(hub, "marvin")[-1]
    assert (await engine_process(hub, "marvin")).status == ProcessStatus.DONE
    hub.script.add("eddie", Reply(text="Sure, what else?"))
    await hub.say("api")  # Eddie's words again: nothing waits for an answer
    assert (await hub.eddie_said())[-1].content == "Sure, what else?"


async def test_a_vogon_branchs_question_answered_in_its_window_is_not_asked_in_the_hub(
    hub: Hub,
) -> None:
    from tests.engines.test_worker_questions import TWO_SIDES, two_askers

    await hub.client.brain.documents.write_user("procedures/two-sides.yaml", TWO_SIDES)
    hub.script.add(
        "eddie",
        call("delegate_project", project="p", engine="vogon", procedure="two-sides", task="x"),
    )
    two_askers(hub)
    await hub.say("go")
    asker = next(p for p in await hub.client.processes() if p.engine == "arthur")
    window = Client(hub.client.brain, "foot")
    await window.bind(asker.session_id)
    await window.send(asker.session_id, "web")  # arthur's repo question, answered there
    await hub.settle()
    shown = [m for m in await hub.eddie_said() if m.meta.options]
    assert "Which branch?" in shown[-1].content  # the one still open is the one asked
    await hub.say("1")
    report = (await hub.eddie_said())[-1]
    assert "Scanned web." in report.content + (report.info or "")
    assert "Deps of main." in report.content + (report.info or "")
    eddie = await hub.client.brain.sessions.chat_process(hub.session.id)
    assert eddie.params.pending_worker_questions == []
