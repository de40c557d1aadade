"""Whole offline turns for projects and workers named loosely (phrasings written for this
file): a German compound of a topic word opens the English-named project, how a project stands
asked colloquially shows it (no model call), a talk with its worker asked in slang is put
through, and a worker command without a name goes to the one worker, asks which of several or
says there is none (never "no process 'the'")."""

from __future__ import annotations

import pytest

from brain.llm.scripted import Reply
from brain.models import ProcessStatus, SessionKind
from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def _projects(hub: Hub, *names: str, workers: tuple[str, ...] = ()) -> None:
    brain = hub.client.brain
    for name in names:
        project = await brain.deps.projects.create(name)
        if name in workers:
            await brain.sessions.create(
                project, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
            )


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("zeig mir mal das vogelprojekt", "birdwatching_log"),
        ("mach bitte die hafensache auf", "harbour_trip"),
        ("wie schauts eigentlich aus mit dem sternekram", "stargazing_notes"),
        ("what's the deal with the birding stuff", "birdwatching_log"),
        ("open the spain trip", "andalusia_tour"),
    ],
)
async def test_a_loosely_named_project_is_shown_without_the_model(
    small_hub: Hub, said: str, project: str
) -> None:
    await _projects(
        small_hub, "birdwatching_log", "harbour_trip", "stargazing_notes", "andalusia_tour"
    )
    said_back = await answer(small_hub, said)
    assert said_back.startswith(f"{project}:"), said_back  # that project's state, no question
    assert small_hub.script.seen == []


async def test_pulling_up_a_chair_is_answered(small_hub: Hub) -> None:
    await _projects(small_hub, "birdwatching_log", "harbour_trip")
    small_hub.script.add("eddie", Reply(text="Thanks, I'm comfortable where I am."))
    said_back = await answer(small_hub, "pull up a chair")
    assert "birdwatching_log" not in said_back and "harbour_trip" not in said_back, said_back


async def test_a_talk_asked_in_slang_is_put_through(small_hub: Hub) -> None:
    await _projects(small_hub, "birdwatching_log", "harbour_trip", workers=("birdwatching_log",))
    said_back = await answer(small_hub, "darf ich selber kurz mit dem bot vom vogelding schnacken")
    assert "birdwatching_log" in said_back and "/hub" in said_back, said_back


async def test_a_stop_without_a_name_asks_which_of_the_workers(small_hub: Hub) -> None:
    await _projects(small_hub, "garden", "band", "taxes", workers=("garden", "band"))
    said_back = await answer(small_hub, "stop the worker")
    assert "no process" not in said_back, said_back
    assert "garden" in said_back and "band" in said_back and "taxes" not in said_back, said_back
    assert len(await small_hub.client.brain.deps.processes.workers(active_only=True)) == 2


async def test_a_pause_without_a_name_pauses_the_only_worker(small_hub: Hub) -> None:
    await _projects(small_hub, "garden", "band", "taxes", "pond", "loft", workers=("loft",))
    said_back = await answer(small_hub, "pausier mal den agenten")
    assert "loft" in said_back, said_back
    workers = await small_hub.client.brain.deps.processes.workers(active_only=True)
    assert [process.status for process, _name in workers] == [ProcessStatus.SUSPENDED]


@pytest.mark.parametrize(
    ("said", "word"), [("stop the bot", "worker"), ("halt den worker an", "Worker")]
)
async def test_a_command_with_no_worker_says_there_is_none(
    small_hub: Hub, said: str, word: str
) -> None:
    await _projects(small_hub, "garden", "band")
    said_back = await answer(small_hub, said)
    assert word in said_back and "no process" not in said_back, said_back
