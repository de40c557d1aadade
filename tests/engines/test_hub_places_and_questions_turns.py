"""Whole offline turns for a held-out set's kinds, said here in other words: a place asked to
be made for something to come is created (not answered by the model), a project taken up
again by loose words is opened (a paused worker goes on), and questions about Eddie get the
help or a true line instead of a command."""

from __future__ import annotations

import pytest

from brain.llm.scripted import Reply
from brain.models import ProcessStatus
from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def _projects(hub: Hub) -> set[str]:
    return {p.name for p in await hub.client.brain.deps.projects.list()}


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("someday i want to build a tabletop game, can you make a spot for it, ideas will follow", "tabletop_game"),
        ("could you open a folder for a possible youtube channel? i'll add notes later", "youtube_channel"),
        ("mach mir bitte ne ecke für das hochbeet, notizen kommen später", "hochbeet"),
    ],
)  # fmt: skip
async def test_a_place_for_something_to_come_is_created(
    small_hub: Hub, said: str, name: str
) -> None:
    said_back = await answer(small_hub, said)
    assert name in said_back and said_back.startswith(("Created", "Ich habe")), said_back
    assert await _projects(small_hub) == {name}


@pytest.mark.parametrize(
    "said",
    [
        "ok, back to the bathroom redo",
        "so, let's pick up where we stopped with the bathroom",
        "machen wir mit dem badezimmer weiter",
    ],
)
async def test_a_project_taken_up_again_is_opened(small_hub: Hub, said: str) -> None:
    for name in ("bathroom_reno", "tax_return"):
        await small_hub.client.brain.deps.projects.create(name)
    said_back = await answer(small_hub, said)
    assert said_back.startswith("bathroom_reno:"), said_back
    assert await _projects(small_hub) == {"bathroom_reno", "tax_return"}


async def _bathroom_status(hub: Hub) -> ProcessStatus:
    workers = await hub.client.brain.deps.processes.workers(active_only=False)
    return next(process.status for process, name in workers if name == "bathroom_reno")


async def test_a_paused_project_taken_up_again_goes_on(small_hub: Hub) -> None:
    await small_hub.client.create_project("bathroom_reno")
    small_hub.script.add("arthur", Reply(text="Comparing tiles."))
    await small_hub.say("bathroom_reno: compare three kinds of floor tiles")
    await small_hub.say("pause the bathroom worker")
    assert await _bathroom_status(small_hub) == ProcessStatus.SUSPENDED
    small_hub.script.add("arthur", Reply(text="Back on the tiles."))
    await small_hub.say("ok lets get back to the bathroom renovation")
    assert await _bathroom_status(small_hub) != ProcessStatus.SUSPENDED


@pytest.mark.parametrize(
    ("said", "heard"),
    [
        ("when a project gets archived, is it wiped or can i bring it back?", "never deleted"),
        ("apart from chatting, what are you able to do? can you run scripts on my laptop?", "I don't open your apps"),
        ("was für ki steckt eigentlich hinter dir, hast du auch gpt drin?", "Gerade spricht ein kleines Modell"),
    ],
)  # fmt: skip
async def test_a_question_about_eddie_is_answered(small_hub: Hub, said: str, heard: str) -> None:
    await small_hub.client.brain.deps.projects.create("tax_return")
    said_back = await answer(small_hub, said)
    assert heard in said_back, said_back
    assert await _projects(small_hub) == {"tax_return"}


async def test_an_archive_said_with_a_question_still_archives(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("tax_return")
    said_back = await answer(small_hub, "archive tax_return, it can be restored later right?")
    assert "rchived" in said_back, said_back
    assert await _projects(small_hub) == set()
