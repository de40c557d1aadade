"""Through the hub on the small local model: a reminder a span ahead ("… next month") is set
for the same day then, and an evening out said at 7:45 is in the evening; neither is taken
for a question about what Eddie remembers, and no model is called."""

from __future__ import annotations

from tests.engines.conftest import Hub
from tests.engines.test_hub_reminders import berlin_clock


async def test_next_month_sets_a_reminder_not_a_memory_question(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 10:00")  # a Friday morning
    await small_hub.say("can you remind me next month to stop the streaming trial")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "I'll remind you on Mon 4 Jan 2027 at 09:00 to stop the streaming trial."
    assert len(await small_hub.client.brain.deps.schedules.all()) == 1
    assert small_hub.script.seen == []


async def test_an_evening_out_is_reminded_in_the_evening(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 10:00")
    await small_hub.say("remind me about trivia night on wednesday at 7:45")
    said = (await small_hub.eddie_said())[-1].content
    assert "19:45" in said and "trivia night" in said, said


async def test_a_day_and_what_to_be_reminded_of_sets_it_without_asking(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 10:00")
    await small_hub.say("remind me on march 3 that it's my sister's name day")
    said = (await small_hub.eddie_said())[-1].content
    assert said.startswith("I'll remind you on Wed 3 Mar 2027 at 09:00"), said
    assert len(await small_hub.client.brain.deps.schedules.all()) == 1
