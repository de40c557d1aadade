"""Whole offline turns for classes held-out set 20 found (phrasings written for this file): a
command said with a mood is carried out, a project's state is shown without opening it, a
message whose times are its content is written (no reminder is set), a go-ahead that names
nothing is asked about."""

from __future__ import annotations

from tests.engines.conftest import Hub


async def test_an_archive_asked_in_a_low_mood_archives(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("sourdough")
    await small_hub.say("ugh, starter died again and im so done, archive the sourdough project")
    last = (await small_hub.eddie_said())[-1].content
    assert "Archived" in last and "sourdough" in last, last
    names = [p.name for p in await small_hub.client.projects()]
    assert "sourdough" not in names


async def test_how_a_project_goes_shows_its_work(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("pottery_class")
    await small_hub.say("how's the pottery stuff coming along?")
    last = (await small_hub.eddie_said())[-1].content
    assert last.startswith("pottery_class: no workers"), last


async def test_an_invite_with_a_time_is_written_not_scheduled(small_hub: Hub) -> None:
    await small_hub.say("write an invite for my birthday drinks on friday at 8pm at the pub")
    last = (await small_hub.eddie_said())[-1].content
    assert "birthday drinks on Friday at 8pm" in last, last
    assert await small_hub.client.brain.deps.schedules.all() == []


async def test_a_go_ahead_naming_nothing_is_asked_about(small_hub: Hub) -> None:
    await small_hub.say("mach einfach weiter")
    last = (await small_hub.eddie_said())[-1].content
    assert last.startswith("Was genau soll gemacht werden?"), last
