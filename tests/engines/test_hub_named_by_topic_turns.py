"""Whole offline turns for projects named by an everyday word for their topic (phrasings
written for this file): "the running thing" hands work to the marathon project instead of
listing what is running, and "the lizard project" archives the terrarium without asking."""

from __future__ import annotations

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub


async def test_the_running_thing_is_work_for_the_marathon_project(small_hub: Hub) -> None:
    for name in ("spring_marathon", "sourdough_bakery"):
        await small_hub.client.create_project(name)
    small_hub.script.add("arthur", Reply(text="Three weeks of taper, mileage down a third each."))
    said = "the running thing: sketch a taper for the last 3 weeks before the race"
    await small_hub.say(said, wait_all=False)  # Eddie's turn; the worker's is not waited for
    handed = [m for m in await small_hub.eddie_said() if m.meta.action == "delegate_project"]
    assert handed and "spring_marathon" in handed[-1].content, await small_hub.eddie_said()
    assert "Nothing is running." not in [m.content for m in await small_hub.eddie_said()]
    assert sorted(p.name for p in await small_hub.client.projects()) == [
        "sourdough_bakery",
        "spring_marathon",
    ]  # no new project for it


async def test_anything_running_is_still_the_state(small_hub: Hub) -> None:
    await small_hub.client.create_project("spring_marathon")
    await small_hub.say("anything running?")
    assert (await small_hub.eddie_said())[-1].content == "Nothing is running."


async def test_the_lizard_project_is_archived_without_a_question(small_hub: Hub) -> None:
    for name in ("terrarium_setup", "sourdough_bakery"):
        await small_hub.client.create_project(name)
    await small_hub.say("we can close the lizard project, the enclosure is finished, archive it")
    last = (await small_hub.eddie_said())[-1]
    assert last.meta.action != "ask_user", last
    names = [p.name for p in await small_hub.client.brain.deps.projects.list()]
    assert names == ["sourdough_bakery"], names
