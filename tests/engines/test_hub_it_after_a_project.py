""" "it" right after one project was named is that project: opened, then asked for work,
asked about, stopped, archived. After a list of several, "it" is still asked about; words
that name their own project keep it."""

from __future__ import annotations

from tests.engines.conftest import Hub


async def _projects(hub: Hub, *names: str) -> None:
    for name in names:
        await hub.client.create_project(name)


async def _archived(hub: Hub) -> set[str]:
    return {p.name for p in await hub.client.brain.deps.projects.list(include_archived=True)} - {
        p.name for p in await hub.client.brain.deps.projects.list()
    }


async def test_work_for_it_goes_to_the_project_just_opened(small_hub: Hub) -> None:
    await _projects(small_hub, "loft_insulation", "violin_lessons")
    await small_hub.say("open the loft one")
    await small_hub.say("ask it to compare three kinds of sheep wool batts")
    [said] = [m for m in await small_hub.eddie_said() if m.meta.fastpath == "router:delegate"]
    assert "loft_insulation" in said.content
    assert not any("sheep" in p.name for p in await small_hub.client.brain.deps.projects.list())
    await small_hub.say("is it finished?")
    assert "loft_insulation" in (await small_hub.eddie_said())[-1].content


async def test_a_project_just_made_is_archived_as_it(small_hub: Hub) -> None:
    await _projects(small_hub, "violin_lessons")
    await small_hub.say("make a project for the allotment shed")
    await small_hub.say("hmm actually archive it")
    assert (await small_hub.eddie_said())[-1].content.startswith("Archived")
    assert await _archived(small_hub) == {"allotment_shed"}


async def test_after_a_list_it_is_asked_about(small_hub: Hub) -> None:
    await _projects(small_hub, "loft_insulation", "violin_lessons")
    await small_hub.say("which projects do i have")
    await small_hub.say("archive it")
    assert (await small_hub.eddie_said())[-1].meta.options
    assert await _archived(small_hub) == set()


async def test_a_project_named_in_the_words_is_the_one(small_hub: Hub) -> None:
    await _projects(small_hub, "loft_insulation", "violin_lessons")
    await small_hub.say("open the loft one")
    await small_hub.say("archive violin lessons, i quit it")
    assert await _archived(small_hub) == {"violin_lessons"}


async def test_it_after_words_about_something_else_archives_nothing(small_hub: Hub) -> None:
    await _projects(small_hub, "loft_insulation", "violin_lessons")
    await small_hub.say("remind me at 6pm to phone the roofer about the loft insulation")
    await small_hub.say("delete it")
    await small_hub.say("open the violin one")
    await small_hub.say("what's the weather like")
    await small_hub.say("archive it")
    assert await _archived(small_hub) == set()
