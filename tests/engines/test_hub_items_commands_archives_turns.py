"""Whole offline turns (phrasings written for this file): a worker's result asked for by a word
of its topic is read from the inbox, in English and German; a worker named by a compound with
"bot" or "agent", or with a typo of the command, is paused, resumed or stopped; a project said to
be done with leave to remove it is archived; the user's own worry stops nothing."""

from __future__ import annotations

import pytest

from brain.llm.scripted import Reply
from brain.models import ProcessStatus
from tests.engines.conftest import Hub


async def _greenhouse_worker(hub: Hub) -> None:
    await hub.client.create_project("garden_redo")
    await hub.client.create_project("lisbon_trip")
    hub.script.add("arthur", Reply(text="Looking for suppliers."))
    await hub.say("garden_redo: find greenhouse suppliers near me")


async def _garden_worker_status(hub: Hub) -> ProcessStatus:
    workers = await hub.client.brain.deps.processes.workers(active_only=False)
    return next(process.status for process, name in workers if name == "garden_redo")


@pytest.mark.parametrize(
    "said",
    [
        "what did the agent dig up on greenhouse suppliers",
        "was hat der worker über die lieferanten herausgefunden",
    ],
)
async def test_a_result_asked_by_its_topic_is_read(small_hub: Hub, said: str) -> None:
    await _greenhouse_worker(small_hub)
    inbox = small_hub.client.brain.deps.inbox
    await inbox.add(
        source="garden_redo",
        title="Greenhouse supplier quotes",
        body="Three firms deliver; Glasbau Nord is cheapest.",
        notify_session=None,
    )
    await inbox.add(source="eval", title="Ferry timetable", body="Hourly.", notify_session=None)
    await small_hub.say(said)
    assert "Glasbau Nord" in (await small_hub.eddie_said())[-1].content


async def test_a_worker_named_by_its_work_in_a_compound_is_resumed(small_hub: Hub) -> None:
    await _greenhouse_worker(small_hub)
    await small_hub.say("leg den lieferanten-bot erstmal auf eis")
    assert await _garden_worker_status(small_hub) == ProcessStatus.SUSPENDED
    small_hub.script.add("arthur", Reply(text="Back on the suppliers."))
    await small_hub.say("wirf den lieferanten-agent wieder an")
    said = [m.content for m in await small_hub.eddie_said()]
    assert any(text.startswith("arthur in garden_redo ist jetzt") for text in said), said
    assert await _garden_worker_status(small_hub) != ProcessStatus.SUSPENDED


async def test_a_typo_of_stop_stops_the_worker(small_hub: Hub) -> None:
    await _greenhouse_worker(small_hub)
    await small_hub.say("stpo the garden worker")
    assert (await small_hub.eddie_said())[-1].content == "Stopped arthur in garden_redo."


async def test_the_users_own_worry_stops_no_worker(small_hub: Hub) -> None:
    await _greenhouse_worker(small_hub)
    await small_hub.say("i have to stop stressing over the garden")
    assert "Stopped" not in (await small_hub.eddie_said())[-1].content
    assert await _garden_worker_status(small_hub) != ProcessStatus.STOPPED


@pytest.mark.parametrize(
    "said", ["garden redo is finished, you can bin it", "der garten ist erledigt, weg damit"]
)
async def test_a_project_said_done_and_removable_is_archived(small_hub: Hub, said: str) -> None:
    await _greenhouse_worker(small_hub)
    await small_hub.say(said)
    last = (await small_hub.eddie_said())[-1].content
    assert "garden_redo" in last and "rchiv" in last, last
    names = [project.name for project in await small_hub.client.brain.deps.projects.list()]
    assert "garden_redo" not in names


async def test_going_on_with_a_paused_project_resumes_its_worker(small_hub: Hub) -> None:
    await _greenhouse_worker(small_hub)
    await small_hub.say("pause the garden worker")
    assert await _garden_worker_status(small_hub) == ProcessStatus.SUSPENDED
    small_hub.script.add("arthur", Reply(text="Back on the suppliers."))
    await small_hub.say("so, weiter geht's mit dem garten")
    assert await _garden_worker_status(small_hub) != ProcessStatus.SUSPENDED
