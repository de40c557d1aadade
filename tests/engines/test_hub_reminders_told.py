"""Through the hub on the small local model: reminders as people ask for them in one breath —
days before an event, at another time than the event, every year, on a day told after it —
and a reminder with its time but nothing to remind of asks what (the small model answered
"Sorry, I don't have a good answer"), the answer completing it. No model is called."""

from __future__ import annotations

from tests.engines.conftest import Hub
from tests.engines.test_hub_reminders import berlin_clock


async def _set(hub: Hub, text: str) -> str:
    berlin_clock(hub.client, "2026-12-07 10:00")  # a Monday morning
    await hub.say(text)
    return (await hub.eddie_said())[-1].content


async def test_days_before_an_event(small_hub: Hub) -> None:
    said = await _set(small_hub, "the recital is on saturday, remind me the day before")
    assert said == "I'll remind you on Fri 11 Dec at 09:00 about the recital."
    assert small_hub.script.seen == []


async def test_an_event_then_the_time_to_remind(small_hub: Hub) -> None:
    said = await _set(small_hub, "the gas man comes on thursday at 10, remind me on wednesday")
    assert said.startswith("I'll remind you on Wed 9 Dec at 09:00 that the gas man comes"), said


async def test_a_date_every_year(small_hub: Hub) -> None:
    said = await _set(small_hub, "remind me of our anniversary on 14 may every year")
    assert said == "Every year on 14 May at 09:00 I'll remind you of our anniversary.", said
    assert len(await small_hub.client.brain.deps.schedules.all()) == 1


async def test_the_day_told_after_the_event(small_hub: Hub) -> None:
    said = await _set(small_hub, "remind me on my brother's wedding day, it's june 20")
    assert said == "I'll remind you on Sun 20 Jun 2027 at 09:00 about your brother's wedding day."


async def test_a_time_with_nothing_to_remind_of_asks_what(small_hub: Hub) -> None:
    said = await _set(small_hub, "remind me on thursday")
    assert said == "What should I remind you of then?"
    assert await small_hub.client.brain.deps.schedules.all() == []
    await small_hub.say("return the library books")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "I'll remind you on Thu 10 Dec at 09:00 to return the library books."
    assert small_hub.script.seen == []
