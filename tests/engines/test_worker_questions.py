"""Two workers' questions open at once (issue 10): the first is asked, the second waits its
turn (one line says so) and is asked with its options as soon as the first is answered;
every answer reaches the worker that asked; a waiting question whose worker was stopped
does not block; a restart keeps the waiting questions; a named reply answers a waiting one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from brain.client import Client
from brain.config import Paths
from brain.llm.scripted import Reply, ScriptedModel, clear_scripts
from brain.llm.seat import ModelSeat
from brain.models import ChatMessage, Process, ProcessStatus
from tests.engines.conftest import Hub, call

CUISINE = call(
    "ask_user", message="Which cuisine?", options=[{"label": "Italian"}, {"label": "Thai"}]
)
YEAR = call("ask_user", message="Which tax year?", options=[{"label": "2024"}, {"label": "2025"}])


def echo(messages: list[dict[str, Any]]) -> Reply:
    return Reply(text=f"Working with {messages[-1]['content']}.")


async def worker_in(hub: Hub, project: str) -> Process:
    names = {p.id: p.name for p in await hub.client.projects()}
    return next(
        p
        for p in await hub.client.processes()
        if p.engine == "arthur" and names.get(p.project_id) == project
    )


def questions(said: list[ChatMessage]) -> list[tuple[str, list[str]]]:
    """The worker questions shown, in order: who asked, and the option buttons."""
    return [(m.author, [o.label for o in m.meta.options]) for m in said if m.meta.options]


async def two_questions(hub: Hub) -> None:
    """A worker in dinner asks; while its question is open, a worker in taxes asks too."""
    hub.script.add("arthur", CUISINE, YEAR)
    await hub.say("ask a worker in dinner to plan dinner")
    await hub.say("ask a worker in taxes to sort my receipts")


async def test_two_questions_are_asked_one_after_the_other_and_answered_right(hub: Hub) -> None:
    await two_questions(hub)
    said = await hub.eddie_said()
    # the first question stays the open one: the second is announced, not shown over it
    assert questions(said) == [("arthur · dinner", ["Italian", "Thai"])]
    assert "arthur in taxes also has a question" in said[-1].content
    assert (await worker_in(hub, "taxes")).status == ProcessStatus.BLOCKED

    hub.script.add("arthur", echo, echo)
    await hub.say("2")  # Thai, for dinner
    said = await hub.eddie_said()
    assert any(m.author == "arthur · dinner" and m.content == "Working with Thai." for m in said)
    # the taxes question is asked now, with its own options: a number picks one of them
    assert questions(said)[-1] == ("arthur · taxes", ["2024", "2025"])
    assert (await worker_in(hub, "taxes")).status == ProcessStatus.BLOCKED

    await hub.say("1")
    said = await hub.eddie_said()
    assert said[-1].author == "arthur · taxes" and said[-1].content == "Working with 2024."
    assert (await worker_in(hub, "dinner")).status == ProcessStatus.READY
    assert (await worker_in(hub, "taxes")).status == ProcessStatus.READY


async def test_a_command_while_two_questions_wait_keeps_both(hub: Hub) -> None:
    await two_questions(hub)
    await hub.say("what time is it")
    assert (await hub.eddie_said())[-1].meta.fastpath
    hub.script.add("arthur", echo, echo)
    await hub.say("italian")
    await hub.say("2025")
    said = await hub.eddie_said()
    assert any(m.author == "arthur · dinner" and m.content == "Working with Italian." for m in said)
    assert said[-1].author == "arthur · taxes" and said[-1].content == "Working with 2025."


async def test_a_waiting_question_of_a_stopped_worker_does_not_block(hub: Hub) -> None:
    await two_questions(hub)
    taxes = await worker_in(hub, "taxes")
    await hub.client.process_command(taxes.id, "stop")
    hub.script.add("arthur", echo)
    await hub.say("1")
    said = await hub.eddie_said()
    assert any(m.author == "arthur · dinner" and m.content == "Working with Italian." for m in said)
    assert questions(said)[-1][0] == "arthur · dinner"  # the stopped worker's is not asked
    # the user's next words are Eddie's again
    hub.script.add("eddie", Reply(text="Hello again."))
    await hub.say("thanks, anything else?")
    assert (await hub.eddie_said())[-1].content == "Hello again."


async def test_naming_the_waiting_worker_answers_its_question(hub: Hub) -> None:
    await two_questions(hub)
    hub.script.add("arthur", echo, echo)
    await hub.say("tell taxes: 2")
    said = await hub.eddie_said()
    assert any(m.author == "arthur · taxes" and m.content == "Working with 2025." for m in said)
    assert (await worker_in(hub, "dinner")).status == ProcessStatus.BLOCKED
    # the dinner question is still the open one: shown again, so its numbers work
    assert questions(said)[-1] == ("arthur · dinner", ["Italian", "Thai"])
    await hub.say("2")
    said = await hub.eddie_said()
    assert said[-1].author == "arthur · dinner" and said[-1].content == "Working with Thai."


async def test_waiting_questions_survive_a_restart(tmp_path: Path) -> None:
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    first = ScriptedModel()
    first.add("arthur", CUISINE, YEAR)
    client = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(first), poll_seconds=0.02
    )
    session = await client.open_hub()
    hub = Hub(client, session, [], first)
    await two_questions(hub)
    await client.close()
    clear_scripts()

    second = ScriptedModel()
    second.add("arthur", echo, echo)
    again = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(second), poll_seconds=0.02
    )
    try:
        hub = Hub(again, await again.open_hub(session.id), [], second)
        await hub.say("1")
        said = await hub.eddie_said()
        assert any(
            m.author == "arthur · dinner" and m.content == "Working with Italian." for m in said
        )
        assert questions(said)[-1] == ("arthur · taxes", ["2024", "2025"])
        await hub.say("2")
        said = await hub.eddie_said()
        assert said[-1].author == "arthur · taxes" and said[-1].content == "Working with 2025."
    finally:
        await again.close()
        clear_scripts()


# --- planners: two steps' workers ask at once --------------------------------------------------

REPO = call("ask_user", message="Which repo?", options=[{"label": "api"}, {"label": "web"}])
BRANCH = call("ask_user", message="Which branch?", options=[{"label": "main"}, {"label": "dev"}])
ANSWERS = {"Which repo?": ("2", "web"), "Which branch?": ("1", "main")}


def two_askers(hub: Hub) -> None:
    """arthur's step asks for a repo and ford's for a branch; each says what it got."""
    hub.script.add("arthur", REPO, lambda m: Reply(text=f"Scanned {m[-1]['content']}."))
    hub.script.add("ford", BRANCH, lambda m: Reply(text=f"Deps of {m[-1]['content']}."))


async def answer_both(hub: Hub, asker: str) -> None:
    """Answer the two questions by number, each when it is shown: one at a time, every
    answer to the worker that asked."""
    asked = []
    for _ in range(2):
        shown = [m for m in await hub.eddie_said() if m.meta.options]
        question = next(q for q in ANSWERS if q in shown[-1].content)
        assert shown[-1].author.startswith(asker) and question not in asked
        asked.append(question)
        # only this question is shown: the other waits
        assert sum(q in m.content for m in shown for q in ANSWERS if q not in asked) == 0
        await hub.say(ANSWERS[question][0])
    assert sorted(asked) == sorted(ANSWERS)


async def test_marvin_with_two_steps_asking_at_once_gets_both_answers_right(hub: Hub) -> None:
    from tests.engines.test_marvin_tree import delegate, engine_process, said_to

    steps = {
        "steps": [
            {"title": "Scan", "task": "Scan the repo.", "engine": "arthur"},
            {"title": "Deps", "task": "List the dependencies.", "engine": "ford"},
        ]
    }
    hub.script.add("marvin", Reply(text=json.dumps(steps)), Reply(text="Both in."))
    two_askers(hub)
    await delegate(hub)
    await answer_both(hub, "marvin")
    combine = said_to(hub, "marvin")[-1]
    assert "Scanned web." in combine and "Deps of main." in combine
    assert (await engine_process(hub, "marvin")).status == ProcessStatus.DONE


TWO_SIDES = (
    "title: Two sides\nphases:\n  - id: look\n    parallel:\n"
    "      - {id: scan, engine: arthur, task: 'Scan {input}'}\n"
    "      - {id: deps, engine: ford, task: 'Deps of {input}'}\n"
)


async def test_vogon_with_two_branches_asking_at_once_gets_both_answers_right(hub: Hub) -> None:
    await hub.client.brain.documents.write_user("procedures/two-sides.yaml", TWO_SIDES)
    hub.script.add(
        "eddie",
        call("delegate_project", project="p", engine="vogon", procedure="two-sides", task="x"),
    )
    two_askers(hub)
    await hub.say("go")
    await answer_both(hub, "vogon")
    report = (await hub.eddie_said())[-1]
    assert "Scanned web." in report.content + (report.info or "")
    assert "Deps of main." in report.content + (report.info or "")


async def test_a_planner_question_whose_worker_was_stopped_is_taken_back(hub: Hub) -> None:
    """marvin's step asks through Eddie; the user stops that step's worker instead of
    answering: Eddie says the question no longer stands, and the next words are Eddie's."""
    from tests.engines.test_marvin_tree import delegate

    steps = {
        "steps": [
            {"title": "Scan", "task": "Scan the repo.", "engine": "arthur"},
            {"title": "Report", "task": "Write it up.", "engine": "ford"},
        ]
    }
    hub.script.add("marvin", Reply(text=json.dumps(steps)), Reply(text="Report done."))
    hub.script.add("arthur", REPO)
    hub.script.add("ford", Reply(text="Written."))
    await delegate(hub)
    shown = [m for m in await hub.eddie_said() if m.meta.options]
    assert shown and "Which repo?" in shown[-1].content
    scanner = next(p for p in await hub.client.processes() if p.engine == "arthur")
    await hub.client.process_command(scanner.id, "stop")
    await hub.settle()
    said = [m.content for m in await hub.eddie_said()]
    assert any("no longer needs an answer" in line and "Which repo?" in line for line in said), said
    hub.script.add("eddie", Reply(text="Sure, what else?"))
    await hub.say("ok then, never mind")
    assert (await hub.eddie_said())[-1].content == "Sure, what else?"  # not passed to marvin
