"""Whole offline turns for what the user asks of one of their projects, said loosely (phrasings
written for this file): a talk with its worker put through, an inbox item read for what it
concluded, work after a dash handed to the project, a project said to go archived, and whether
it will be done in time answered with its state (never a new project)."""

from __future__ import annotations

from brain.llm.scripted import Reply
from brain.models import ProjectStatus, SessionKind
from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def _project(hub: Hub, name: str, *, worker: bool = False) -> None:
    brain = hub.client.brain
    project = await brain.deps.projects.create(name)
    if worker:
        await brain.sessions.create(
            project, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
        )


async def test_a_talk_with_a_projects_worker_asked_loosely_is_put_through(small_hub: Hub) -> None:
    await _project(small_hub, "loft_conversion", worker=True)
    await _project(small_hub, "camper_van", worker=True)
    said = await answer(small_hub, "lemme sort it out with the loft bot myself")
    assert "connecting you with arthur in loft_conversion" in said, said


async def test_a_talk_asked_in_german_is_put_through(small_hub: Hub) -> None:
    await _project(small_hub, "loft_conversion", worker=True)
    await _project(small_hub, "camper_van", worker=True)
    said = await answer(small_hub, "stell mich mal zum camper-bot durch")
    assert "verbinde dich mit arthur in camper_van" in said, said


async def test_an_item_asked_for_what_it_concluded_is_read(small_hub: Hub) -> None:
    inbox = small_hub.client.brain.deps.inbox
    await inbox.add(
        source="eval",
        title="Camper van insurance quotes",
        body="Cheapest cover: 412 € a year.",
        notify_session=None,
    )
    await inbox.add(source="eval", title="Choir venue shortlist", body="…", notify_session=None)
    said = await answer(small_hub, "how did the insurance thing pan out")
    assert "412 €" in said, said


async def test_work_after_a_dash_is_handed_to_that_project(small_hub: Hub) -> None:
    await _project(small_hub, "loft_conversion")
    await _project(small_hub, "camper_van")
    small_hub.script.add("arthur", Reply(text="Dormer rules summed up."))
    await small_hub.say(
        "re the loft stuff - sift thru the council rules on dormers and write up what applies",
        wait_all=False,
    )
    workers = await small_hub.client.brain.deps.processes.workers(active_only=False)
    assert [name for _p, name in workers] == ["loft_conversion"], await small_hub.eddie_said()
    assert len(await small_hub.client.projects()) == 2


async def test_a_project_said_to_go_is_archived(small_hub: Hub) -> None:
    await _project(small_hub, "loft_conversion")
    await _project(small_hub, "camper_van")
    await small_hub.say("the loft stuff can be binned, we're staying put")
    kept = {p.name: p.status for p in await small_hub.client.projects(include_archived=True)}
    assert kept["loft_conversion"] == ProjectStatus.ARCHIVED, await small_hub.eddie_said()
    assert kept["camper_van"] != ProjectStatus.ARCHIVED


async def test_whether_a_project_makes_it_in_time_is_its_state_not_a_new_project(
    small_hub: Hub,
) -> None:
    await _project(small_hub, "loft_conversion")
    await _project(small_hub, "camper_van")
    said = await answer(small_hub, "will the loft project make it in time?")
    assert said.startswith("loft_conversion:"), said
    assert len(await small_hub.client.projects()) == 2
