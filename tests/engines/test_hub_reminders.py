"""Reminders on the small local model: set by what the user says, delivered to the inbox
at their time without a model call; a pending one survives a restart."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from brain.client import Client
from brain.config import Paths
from brain.events.frames import ProcessEvent
from brain.llm.scripted import ScriptedModel, clear_scripts
from brain.llm.seat import ModelSeat
from tests.engines.conftest import Hub

BERLIN = "Europe/Berlin"


def at(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=ZoneInfo(BERLIN)).timestamp()


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def berlin_clock(client: Client, now: str) -> Clock:
    service = client.brain.deps.schedules
    service.settings = service.settings.model_copy(update={"timezone": BERLIN})
    clock = Clock(at(now))
    service.clock = clock
    return clock


async def test_a_reminder_lands_in_the_inbox_at_its_time_without_a_model_call(
    small_hub: Hub,
) -> None:
    clock = berlin_clock(small_hub.client, "2026-12-04 10:00")  # a Friday morning
    await small_hub.say("pls remind me tomorrow at 9 to phone grandma")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "I'll remind you tomorrow (Sat 5 Dec) at 09:00 to phone grandma."
    service = small_hub.client.brain.deps.schedules
    assert await service.tick() == []  # not yet
    assert await small_hub.client.inbox() == []

    clock.now = at("2026-12-05 09:00") + 20
    runs = await service.tick()
    assert [r.status for r in runs] == ["done"]
    items = await small_hub.client.inbox()
    assert [i.title for i in items] == ["Reminder: phone grandma"]
    lines = [f.summary for f in small_hub.frames if isinstance(f, ProcessEvent)]
    assert any("phone grandma" in line for line in lines)
    assert small_hub.script.seen == []  # no model call at any point
    assert await service.all() == []  # done: no longer listed
    assert await service.tick() == []  # and fires only once


async def test_a_recurring_task_names_its_worker_and_time(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 10:00")
    await small_hub.client.brain.deps.projects.create_or_reuse("garden_planner")
    await small_hub.say("every tuesday at 7 have the garden worker look up the frost forecast")
    said = (await small_hub.eddie_said())[-1].content
    assert said == (
        "Every Tuesday at 07:00 the garden_planner worker will look up the frost forecast; "
        "results go to your inbox."
    )
    [schedule] = await small_hub.client.brain.deps.schedules.all()
    assert (schedule.cron, schedule.project, schedule.kind) == (
        "0 7 * * 2",
        "garden_planner",
        "task",
    )
    await small_hub.say("what have i got scheduled")
    assert "frost forecast" in (await small_hub.eddie_said())[-1].content


async def test_asking_about_what_was_said_is_not_a_reminder(small_hub: Hub) -> None:
    await small_hub.say("remind me what i said about my niece")
    assert await small_hub.client.brain.deps.schedules.all() == []


async def test_cancelling_a_reminder_by_its_words(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 10:00")
    await small_hub.say("remind me on monday at 8 to renew the parking permit")
    await small_hub.say("remind me at 6pm to feed the cat")
    await small_hub.say("cancel the parking permit reminder")
    left = await small_hub.client.brain.deps.schedules.all()
    assert [s.prompt for s in left] == ["feed the cat"]


async def test_a_pending_reminder_survives_a_restart_and_fires_as_missed(tmp_path: Any) -> None:
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    script = ScriptedModel()
    client = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(script, small=True), poll_seconds=0.02
    )
    berlin_clock(client, "2026-12-04 10:00")
    await client.brain.deps.schedules.add(
        "", "water the orchid", tz=BERLIN, kind="reminder", at=at("2026-12-04 18:00")
    )
    await client.close()

    client = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(script, small=True), poll_seconds=0.02
    )
    try:
        berlin_clock(client, "2026-12-05 08:00")  # nothing ran overnight
        [pending] = await client.brain.deps.schedules.all()
        assert pending.once and pending.prompt == "water the orchid"
        runs = await client.brain.deps.schedules.tick()
        assert [(r.reason, r.status) for r in runs] == [("missed", "done")]
        [item] = await client.inbox()
        assert item.title == "Missed reminder: water the orchid"
        assert "Fri 2026-12-04 18:00" in item.body
        assert script.seen == []
    finally:
        await client.close()
        clear_scripts()


async def test_cancelling_one_of_several_matching_reminders_asks_which(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 10:00")
    await small_hub.say("remind me at 6pm to call the bank")
    await small_hub.say("remind me tomorrow at 11 to call the plumber")
    await small_hub.say("cancel the call reminder")
    question = (await small_hub.eddie_said())[-1]
    assert question.meta.action == "ask_user"
    labels = [option.label for option in question.meta.options]
    assert labels == ["call the bank, Fri 18:00", "call the plumber, Sat 11:00"]
    await small_hub.say("2")
    left = await small_hub.client.brain.deps.schedules.all()
    assert [s.prompt for s in left] == ["call the bank"]
    assert small_hub.script.seen == []


async def test_an_alarm_is_set_for_the_hour_said(small_hub: Hub) -> None:
    """ "an alarm for 7" is a time (a table for 4 is not); it was read as tomorrow at 09:00."""
    clock = berlin_clock(small_hub.client, "2026-12-04 22:00")
    await small_hub.say("could you set an alarm for 6 tomorrow morning")
    said = (await small_hub.eddie_said())[-1].content
    assert said == "Alarm set for tomorrow (Sat 5 Dec) at 06:00."
    clock.now = at("2026-12-05 06:00") + 5
    await small_hub.client.brain.deps.schedules.tick()
    assert [i.title for i in await small_hub.client.inbox()] == ["Alarm · 06:00"]
    assert small_hub.script.seen == []


async def test_a_reminder_is_said_back_to_the_user_as_theirs(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 10:00")
    await small_hub.say("remind me tomorrow at 9 to call my mom")
    assert (await small_hub.eddie_said())[-1].content == (
        "I'll remind you tomorrow (Sat 5 Dec) at 09:00 to call your mom."
    )
    await small_hub.say("jeden montag um 8 erinnern dass ich meine tabletten nehme")
    assert (await small_hub.eddie_said())[-1].content == (
        "Jeden Montag um 08:00 erinnere ich dich: deine tabletten nehmen."
    )
    await small_hub.say("erinnere mich jeden letzten freitag im monat an die teamrunde")
    assert (await small_hub.eddie_said())[-1].content == (
        "Jeden letzten Freitag im Monat um 09:00 erinnere ich dich an die teamrunde."
    )
    crons = sorted(s.cron for s in await small_hub.client.brain.deps.schedules.all())
    assert crons == ["0 8 * * 1", "0 9 * * L5", "once"]


async def test_every_other_week_rings_every_second_week_only(small_hub: Hub) -> None:
    clock = berlin_clock(small_hub.client, "2026-12-04 10:00")  # a Friday
    await small_hub.say("remind me every other monday at 7pm to put the bins out")
    said = (await small_hub.eddie_said())[-1].content
    assert said == (
        "Every other Monday at 19:00 (next: Mon 7 Dec) I'll remind you to put the bins out."
    )
    [schedule] = await small_hub.client.brain.deps.schedules.all()
    assert (schedule.cron, schedule.every_weeks) == ("0 19 * * 1", 2)
    service = small_hub.client.brain.deps.schedules
    rang = []
    for day in ("07", "14", "21", "28"):  # four Mondays in December
        clock.now = at(f"2026-12-{day} 19:00") + 5
        rang += [day for _ in await service.tick()]
    assert rang == ["07", "21"]
    titles = [i.title for i in await small_hub.client.inbox()]
    assert titles == ["Reminder: put the bins out"] * 2
    assert small_hub.script.seen == []


async def test_alle_zwei_wochen_is_said_back_in_german(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 10:00")
    await small_hub.say("erinnere mich alle zwei wochen freitags um 8 an den biomüll")
    said = (await small_hub.eddie_said())[-1].content
    assert said.startswith("Jeden zweiten Freitag um 08:00 (nächster: Fr 11. Dez)"), said
    assert "biomüll" in said
    [schedule] = await small_hub.client.brain.deps.schedules.all()
    assert (schedule.cron, schedule.every_weeks) == ("0 8 * * 5", 2)
