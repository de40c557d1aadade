"""Whole offline turns for the set-48 kinds, said here in other words: work asked of "a worker"
is handed out (to its topic's project or a new one named by it), an ache after the user's work
day is not answered with what is running, and inbox items are read by their place, number or
as the question a worker left."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def _projects(hub: Hub) -> set[str]:
    return {p.name for p in await hub.client.brain.deps.projects.list()}


async def test_work_asked_of_a_worker_goes_to_the_topics_project(small_hub: Hub) -> None:
    for name in ("family_tree", "herb_garden"):
        await small_hub.client.brain.deps.projects.create(name)
    await small_hub.say(
        "been digging into my nan's roots - could a worker find out which old church registers"
        " still exist for her and how i request copies",
        wait_all=False,  # the worker it starts has nothing scripted to say
    )
    said_back = (await small_hub.eddie_said())[0].content
    assert "Using your project family_tree" in said_back, said_back
    assert await _projects(small_hub) == {"family_tree", "herb_garden"}


async def test_a_tool_asked_of_a_worker_is_a_new_project(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("herb_garden")
    said_back = await answer(
        small_hub,
        "ive got about 400 scanned receipts with meaningless file names, can a worker make a"
        " little program that renames every file after the date printed on it",
    )
    assert said_back.startswith("I created the project"), said_back
    assert "receipt_renamer" in await _projects(small_hub)


async def test_a_fact_asked_of_a_worker_is_answered(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("herb_garden")
    await answer(small_hub, "could a worker tell me what the capital of canada is")
    assert await _projects(small_hub) == {"herb_garden"}


@pytest.mark.parametrize(
    "said",
    [
        "my lower back is destroyed after working at the laptop all day",
        "back is totally shot after 10 hours of working",
    ],
)
async def test_an_ache_after_work_is_not_answered_with_the_workers(
    small_hub: Hub, said: str
) -> None:
    said_back = await answer(small_hub, said)
    assert "running" not in said_back.lower(), said_back


async def _inbox(hub: Hub) -> None:
    inbox = hub.client.brain.deps.inbox
    for source, title in (
        ("arthur · herb_garden", "Basil varieties compared"),
        ("arthur · herb_garden", "Question - should the herbs go on the balcony?"),
        ("arthur · piano_lessons", "Practice pieces for beginners"),
    ):
        await inbox.add(source=source, title=title, body=f"{title}.", notify_session=None)


@pytest.mark.parametrize(
    ("said", "title"),
    [
        ("read me the second one", "Question - should the herbs go on the balcony?"),
        ("zeig mir mal die letzte", "Practice pieces for beginners"),
        ("open #1", "Basil varieties compared"),
    ],
)
async def test_an_item_by_its_place_or_number_is_read(
    small_hub: Hub, said: str, title: str
) -> None:
    await _inbox(small_hub)
    said_back = await answer(small_hub, said)
    assert title in said_back, said_back


async def test_a_workers_question_asked_after_is_read(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("herb_garden")
    await _inbox(small_hub)
    said_back = await answer(
        small_hub, "hang on, didn't the herb garden worker want to ask me something? show me"
    )
    assert "should the herbs go on the balcony" in said_back, said_back


async def test_a_casual_german_ask_for_what_came_in_lists_the_inbox(small_hub: Hub) -> None:
    await _inbox(small_hub)
    said_back = await answer(small_hub, "was kam heute so von den workern rein")
    assert "Basil varieties compared" in said_back, said_back
