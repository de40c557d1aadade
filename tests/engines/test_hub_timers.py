"""Timers and alarms on the small local model, with the schedules' injected clock: set by
what the user says, confirmed in their own words (not "remind you … to Alarm"), due to the
second, said to be a timer when they ring, listed and cancelled by name. No model call."""

from __future__ import annotations

from brain.events.frames import ProcessEvent
from tests.engines.conftest import Hub
from tests.engines.test_hub_reminders import at, berlin_clock


def window_lines(hub: Hub) -> list[str]:
    return [f.summary for f in hub.frames if isinstance(f, ProcessEvent)]


async def test_a_timer_runs_its_length_and_says_it_is_done(small_hub: Hub) -> None:
    clock = berlin_clock(small_hub.client, "2026-12-04 12:31")
    await small_hub.say("can you put on a timer for ten minutes")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "Timer set: 10 minutes, until 12:41."
    service = small_hub.client.brain.deps.schedules
    clock.now = at("2026-12-04 12:40") + 59
    assert await service.tick() == []  # one second early: nothing
    clock.now = at("2026-12-04 12:41")
    assert [r.status for r in await service.tick()] == ["done"]
    assert [i.title for i in await small_hub.client.inbox()] == ["Timer is done"]
    assert any("Timer is done" in line for line in window_lines(small_hub))
    assert not any("Alarm" in line or "Reminder" in line for line in window_lines(small_hub))
    assert small_hub.script.seen == []


async def test_a_timer_for_something_says_what_it_was_for(small_hub: Hub) -> None:
    clock = berlin_clock(small_hub.client, "2026-12-04 18:05")
    await small_hub.say("start a 12 min timer for the rice")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "Timer (rice) set: 12 minutes, until 18:17."
    clock.now = at("2026-12-04 18:17") + 2
    await small_hub.client.brain.deps.schedules.tick()
    assert [i.title for i in await small_hub.client.inbox()] == ["Timer (rice) is done"]
    assert small_hub.script.seen == []


async def test_a_timer_counts_from_the_second_it_was_set(small_hub: Hub) -> None:
    """A one-minute timer set at 09:15:40 rings at 09:16:40, not at the full minute."""
    clock = berlin_clock(small_hub.client, "2026-12-04 09:15")
    clock.now += 40
    await small_hub.say("90 sec timer")
    assert (await small_hub.eddie_said())[-1].content == (
        "Timer set: 1 minute 30 seconds, until 09:17."
    )
    service = small_hub.client.brain.deps.schedules
    clock.now = at("2026-12-04 09:17") + 5
    assert await service.tick() == []
    clock.now = at("2026-12-04 09:17") + 10
    assert len(await service.tick()) == 1


async def test_a_german_timer_is_confirmed_in_german(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 12:31")
    await small_hub.say("kannst du mir einen timer auf 20 minuten stellen")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "Timer gestellt: 20 Minuten, bis 12:51."


async def test_an_alarm_is_confirmed_as_an_alarm(small_hub: Hub) -> None:
    clock = berlin_clock(small_hub.client, "2026-12-04 21:10")  # a Friday evening
    await small_hub.say("please set an alarm for 6:45 tomorrow")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "Alarm set for tomorrow (Sat 5 Dec) at 06:45."
    await small_hub.say("stell mir einen wecker für 8 uhr übermorgen")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "Wecker gestellt: am So 6. Dez um 08:00."
    clock.now = at("2026-12-05 06:45")
    await small_hub.client.brain.deps.schedules.tick()
    assert [i.title for i in await small_hub.client.inbox()] == ["Alarm · 06:45"]
    assert small_hub.script.seen == []


async def test_timers_and_alarms_are_listed_and_cancelled_by_name(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 17:00")
    await small_hub.say("remind me at 6pm to feed the cat")
    await small_hub.say("timer 25 minutes for the laundry")
    await small_hub.say("set an alarm for 7 tomorrow")
    await small_hub.say("what's scheduled?")
    listed = (await small_hub.eddie_said())[-1].content
    assert "timer: laundry" in listed and "alarm." in listed and "reminder: feed the cat" in listed
    assert "reminder: Timer" not in listed and "reminder: Alarm" not in listed

    await small_hub.say("cancel the timer")
    service = small_hub.client.brain.deps.schedules
    assert [s.prompt for s in await service.all()] == ["feed the cat", "Alarm"]
    await small_hub.say("lösch den wecker")  # set in English, called by its German name
    assert [s.prompt for s in await service.all()] == ["feed the cat"]
    assert small_hub.script.seen == []


async def test_a_timer_is_confirmed_with_the_length_asked_on_a_slow_machine(
    small_hub: Hub,
) -> None:
    """Each read of the clock is a second later (a busy machine): the confirmation still says
    the ten minutes the user asked for, not "9 minutes 59 seconds"."""
    clock = berlin_clock(small_hub.client, "2026-12-04 14:14")
    service = small_hub.client.brain.deps.schedules

    def slow() -> float:
        clock.now += 1
        return clock.now

    service.clock = slow
    await small_hub.say("set a timer for 10 minutes for the tea")
    said = (await small_hub.eddie_said())[-1].content
    assert said.startswith("Timer (tea) set: 10 minutes, until 14:2"), said


async def test_a_german_timer_without_a_purpose_rings_in_german(small_hub: Hub) -> None:
    """ "Timer" is a word in both languages: the timer rings in the language it was set in."""
    clock = berlin_clock(small_hub.client, "2026-12-04 12:31")
    await small_hub.client.set_language(small_hub.session.id, "de")
    await small_hub.say("stell einen timer auf 10 minuten")
    assert (await small_hub.eddie_said())[-1].content == "Timer gestellt: 10 Minuten, bis 12:41."
    await small_hub.say("stell einen wecker auf 7 uhr morgen")
    assert (await small_hub.eddie_said())[-1].content.startswith("Wecker gestellt")
    service = small_hub.client.brain.deps.schedules
    clock.now = at("2026-12-04 12:41")
    await service.tick()
    clock.now = at("2026-12-05 07:00")
    await service.tick()
    titles = [i.title for i in await small_hub.client.inbox()]
    assert sorted(titles) == ["Timer ist abgelaufen", "Wecker · 07:00"]
    lines = window_lines(small_hub)
    assert any("Timer ist abgelaufen" in line for line in lines)
    assert not any("done" in line or "Alarm" in line for line in lines)
    assert small_hub.script.seen == []


async def test_a_timer_set_in_german_words_rings_in_german_in_any_session(
    small_hub: Hub,
) -> None:
    clock = berlin_clock(small_hub.client, "2026-12-04 12:31")
    await small_hub.say("kannst du einen timer für 5 minuten stellen")
    assert (await small_hub.eddie_said())[-1].content == "Timer gestellt: 5 Minuten, bis 12:36."
    clock.now = at("2026-12-04 12:36") + 400  # missed: no Vance ran at 12:36
    await small_hub.client.brain.deps.schedules.tick()
    assert [i.title for i in await small_hub.client.inbox()] == ["Timer ist abgelaufen (verpasst)"]
    assert any("(fällig" in line for line in window_lines(small_hub))


async def test_a_timer_without_a_length_asks_how_long_and_the_answer_sets_it(
    small_hub: Hub,
) -> None:
    berlin_clock(small_hub.client, "2026-12-04 12:31")
    service = small_hub.client.brain.deps.schedules
    for asked, answer, said in [
        ("set a timer", "10 min", "Timer set: 10 minutes, until 12:41."),
        ("timer pls", "for 5 minutes", "Timer set: 5 minutes, until 12:36."),
        ("start a timer for the pasta", "12", "Timer (pasta) set: 12 minutes, until 12:43."),
    ]:
        await small_hub.say(asked)
        assert (await small_hub.eddie_said())[-1].content == "How long should the timer run?"
        await small_hub.say(answer)
        assert (await small_hub.eddie_said())[-1].content == said
    assert [s.prompt for s in await service.all()] == ["Timer", "Timer", "Timer (pasta)"]
    assert small_hub.script.seen == []


async def test_a_german_timer_or_alarm_without_a_time_asks_in_german(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 12:31")
    await small_hub.client.set_language(small_hub.session.id, "de")
    await small_hub.say("stell einen timer")
    assert (await small_hub.eddie_said())[-1].content == "Wie lange soll der Timer laufen?"
    await small_hub.say("zehn minuten")
    assert (await small_hub.eddie_said())[-1].content == "Timer gestellt: 10 Minuten, bis 12:41."
    await small_hub.say("set a timer")  # English words in a German session: asked in German
    assert (await small_hub.eddie_said())[-1].content == "Wie lange soll der Timer laufen?"
    await small_hub.say("stell einen wecker")
    assert (await small_hub.eddie_said())[-1].content == "Wann soll der Wecker klingeln?"
    await small_hub.say("morgen um 7")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "Wecker gestellt: morgen (Sa 5. Dez) um 07:00."
    assert len(await small_hub.client.brain.deps.schedules.all()) == 2
    assert small_hub.script.seen == []


async def test_an_alarm_without_a_time_asks_for_it(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 21:10")
    await small_hub.say("set an alarm")
    assert (await small_hub.eddie_said())[-1].content == "What time should the alarm go off?"
    await small_hub.say("6:45 tomorrow")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "Alarm set for tomorrow (Sat 5 Dec) at 06:45."


async def test_other_words_after_the_question_are_no_timer(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 12:31")
    await small_hub.say("set a timer")
    await small_hub.say("never mind")
    assert (await small_hub.eddie_said())[-1].content == "Okay, no problem."
    await small_hub.say("10 min")  # asked once: the question is over
    assert await small_hub.client.brain.deps.schedules.all() == []


async def test_a_reminder_without_a_time_asks_when_and_the_answer_sets_it(
    small_hub: Hub,
) -> None:
    berlin_clock(small_hub.client, "2026-12-04 12:31")
    service = small_hub.client.brain.deps.schedules
    await small_hub.say("could you remind me to take the bins out")
    assert (await small_hub.eddie_said())[-1].content == "When should I remind you?"
    await small_hub.say("at 8 tonight")
    assert "20:00" in (await small_hub.eddie_said())[-1].content
    assert [s.prompt for s in await service.all()] == ["take the bins out"]
    await small_hub.say("remind me what my landlord is called")  # a question to memory
    assert (await small_hub.eddie_said())[-1].content != "When should I remind you?"
    assert len(await service.all()) == 1
    assert small_hub.script.seen == []
