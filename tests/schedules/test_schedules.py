"""Schedules fired with an injected clock: no sleeping, real SQLite, the scripted model."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from brain.client import Client
from brain.config import Paths, SchedulesSettings
from brain.errors import ConfigError, NotFound, Refused
from brain.events.frames import InboxChanged, ProcessEvent
from brain.llm.scripted import Reply, ScriptedModel, ScriptedToolCall, clear_scripts
from brain.llm.seat import ModelSeat
from brain.schedules import cron
from brain.schedules.cron import BadSchedule
from tests.schedules.conftest import BERLIN, Home, at


async def inbox_when_filled(client: Client) -> list[Any]:
    """The inbox once something arrived (waits for the condition, at most 10 s)."""
    for _ in range(1000):
        items = await client.inbox()
        if items:
            return items
        await asyncio.sleep(0.01)
    raise AssertionError("nothing arrived in the inbox")


# --- cron and time zones -------------------------------------------------------------------


def test_weekday_mornings_in_berlin_stay_at_eight_across_daylight_saving() -> None:
    friday_evening = at("2027-03-26 18:00")
    monday = cron.next_after("0 8 * * 1-5", BERLIN, friday_evening)
    assert datetime.fromtimestamp(monday, ZoneInfo(BERLIN)).isoformat() == (
        "2027-03-29T08:00:00+02:00"  # summer time began on Sunday: still eight o'clock
    )
    assert monday - friday_evening == (2 * 24 + 14 - 1) * 3600  # one hour fewer that weekend


def test_the_same_expression_in_another_zone_is_another_instant() -> None:
    start = at("2026-12-07 00:00", "UTC")
    berlin = cron.next_after("0 8 * * *", BERLIN, start)
    new_york = cron.next_after("0 8 * * *", "America/New_York", start)
    assert new_york - berlin == 6 * 3600


def test_bad_expressions_and_zones_are_explained() -> None:
    with pytest.raises(BadSchedule) as caught:
        cron.normalize("every day at 8")
    assert "five fields" in caught.value.message and "0 8 * * 1-5" in (caught.value.hint or "")
    with pytest.raises(BadSchedule):
        cron.normalize("0 8 * *")
    with pytest.raises(BadSchedule) as zone:
        cron.zone("Mars/Olympus")
    assert "Unknown time zone" in zone.value.message
    assert cron.normalize("  0  8 * *   1-5 ") == "0 8 * * 1-5"


# --- managing ------------------------------------------------------------------------------


async def test_add_list_pause_resume_remove(home: Home) -> None:
    client = home.client
    schedule = await client.add_schedule("0 8 * * 1-5", "brief me on my inbox", tz=BERLIN)
    assert (schedule.cron, schedule.tz, schedule.engine) == ("0 8 * * 1-5", BERLIN, "scheduled")
    assert schedule.next_run_at == at("2026-12-07 08:00")
    assert [s.id for s in await client.schedules()] == [schedule.id]

    paused = await client.schedule_command(schedule.id, "pause")
    assert paused.paused
    home.clock.now = at("2026-12-09 09:00")  # two due times pass while paused
    assert await home.service.tick() == []
    resumed = await client.schedule_command(schedule.id, "resume")
    assert not resumed.paused and resumed.next_run_at == at("2026-12-10 08:00")
    assert await home.service.tick() == []  # nothing passed while paused is a missed run

    await client.schedule_command(schedule.id, "remove")
    assert await client.schedules() == []
    with pytest.raises(NotFound):
        await client.schedule_command(schedule.id, "pause")


async def test_bad_input_is_refused_and_nothing_is_stored(home: Home) -> None:
    with pytest.raises(BadSchedule):
        await home.client.add_schedule("61 8 * * *", "x")
    with pytest.raises(BadSchedule):
        await home.client.add_schedule("0 8 * * *", "x", tz="Nowhere/Town")
    with pytest.raises(ConfigError):
        await home.client.add_schedule("0 8 * * *", "x", engine="zaphod")
    assert await home.client.schedules() == []


# --- firing --------------------------------------------------------------------------------


async def test_a_due_schedule_runs_a_worker_and_its_answer_lands_in_the_inbox(home: Home) -> None:
    schedule = await home.client.add_schedule(
        "0 8 * * 1-5", "brief me on my inbox", project="morning", tz=BERLIN
    )
    home.script.add("arthur", Reply(text="Two new reports; nothing failed overnight."))

    home.clock.now = at("2026-12-07 07:59")
    assert await home.service.tick() == []
    home.clock.now = at("2026-12-07 08:00:20")
    [run] = await home.service.tick()
    assert (run.reason, run.status, run.due_at) == ("due", "started", at("2026-12-07 08:00"))
    assert await home.service.tick() == []  # fired once, not at every look
    await home.settle()

    [item] = await home.client.inbox()
    assert item.source == f"schedule #{schedule.id}"
    assert item.title.startswith("brief me on my inbox · Mon 2026-12-07 08:00")
    assert "Two new reports; nothing failed overnight." in item.body
    assert f"vance --session {run.session_id}" in item.body
    after = await home.client.schedule_runs(schedule.id)
    assert [(r.status, r.inbox_item_id) for r in after] == [("done", item.id)]
    listed = (await home.client.schedules())[0]
    assert listed.last_status == "done" and listed.runs == 1
    assert listed.next_run_at == at("2026-12-08 08:00")
    worker = await home.client.brain.processes.get(run.process_id or "")
    project = await home.client.brain.projects.by_id(worker.project_id)
    assert project.name == "morning" and worker.name == f"schedule-{schedule.id}"
    # the worker ran the schedule's prompt with the unattended recipe (it can read the inbox)
    engine, messages = home.script.seen[-1]
    assert engine == "arthur" and worker.params.recipe == "scheduled"
    assert "You run on a schedule" in str(messages[0].get("content"))
    assert any("brief me on my inbox" in str(m.get("content")) for m in messages)


async def test_missed_runs_fire_once_on_start_by_default(home: Home) -> None:
    schedule = await home.client.add_schedule("0 8 * * *", "water the plants", tz=BERLIN)
    home.script.add("arthur", Reply(text="Done watering."))
    home.clock.now = at("2026-12-10 12:00")  # three days of due times passed unattended
    runs = await home.service.tick()
    assert [(r.reason, r.due_at) for r in runs] == [("missed", at("2026-12-10 08:00"))]
    await home.settle()
    assert len(await home.client.inbox()) == 1
    assert (await home.client.schedules())[0].next_run_at == at("2026-12-11 08:00")
    assert await home.service.tick() == []
    assert schedule.id == (await home.client.schedule_runs(schedule.id))[0].schedule_id


async def test_missed_runs_are_skipped_with_the_skip_policy(home: Home) -> None:
    home.service.settings = SchedulesSettings(missed="skip")
    schedule = await home.client.add_schedule("0 8 * * *", "water the plants", tz=BERLIN)
    home.clock.now = at("2026-12-10 12:00")
    [run] = await home.service.tick()
    assert (run.status, run.process_id) == ("skipped", None)
    assert "skipped" in (run.summary or "")
    await home.settle()
    assert await home.client.inbox() == []
    listed = (await home.client.schedules())[0]
    assert (listed.last_status, listed.runs) == ("skipped", 0)
    assert listed.next_run_at == at("2026-12-11 08:00")
    # a due time looked at in time still runs
    home.script.add("arthur", Reply(text="Watered."))
    home.clock.now = at("2026-12-11 08:01")
    [on_time] = await home.service.tick()
    assert on_time.reason == "due" and on_time.status == "started"
    await home.settle()
    assert schedule.id == on_time.schedule_id and len(await home.client.inbox()) == 1


async def test_two_brains_looking_at_once_fire_a_due_time_once(home: Home, tmp_path: Any) -> None:
    await home.client.add_schedule("0 8 * * *", "hello", tz=BERLIN)
    other = await Client.start(
        profile="daemon",
        paths=home.client.brain.paths,
        model=ModelSeat.of(ScriptedModel()),
        runtime=False,
    )
    try:
        other.brain.deps.schedules.clock = home.clock
        home.script.add("arthur", Reply(text="hi"))
        home.clock.now = at("2026-12-07 08:00")
        first, second = await asyncio.gather(home.service.tick(), other.brain.deps.schedules.tick())
        assert len(first) + len(second) == 1
    finally:
        await other.close()
    # whichever won, this brain's runtime runs the worker (the other one runs no lanes)
    assert len(await inbox_when_filled(home.client)) == 1


async def test_run_now_waits_for_the_result_and_keeps_the_next_due_time(home: Home) -> None:
    schedule = await home.client.add_schedule("0 8 * * *", "what's up", tz=BERLIN)
    home.script.add("arthur", Reply(text="All quiet."))
    run = await home.client.run_schedule(schedule.id, wait=True)
    assert run.reason == "run-now" and run.status == "done" and run.inbox_item_id is not None
    item = await home.client.inbox_item(run.inbox_item_id)
    assert "All quiet." in item.body
    assert (await home.client.schedules())[0].next_run_at == schedule.next_run_at


async def test_a_failed_run_is_reported_in_the_inbox(home: Home) -> None:
    schedule = await home.client.add_schedule("0 8 * * *", "check the build", tz=BERLIN)
    home.script.add("arthur", Reply(error="rate_limit"))
    run = await home.client.run_schedule(schedule.id, wait=True)
    assert run.status == "failed"
    [item] = await home.client.inbox()
    assert item.title == "Failed: check the build"
    assert "could not finish" in item.body


async def test_an_open_window_hears_about_the_result(home: Home) -> None:
    session = await home.client.open_hub()
    frames: list[Any] = []
    home.client.subscribe(session.id, frames.append)
    schedule = await home.client.add_schedule("0 8 * * *", "brief me", tz=BERLIN)
    home.script.add("arthur", Reply(text="Nothing new."))
    await home.client.run_schedule(schedule.id, wait=True)
    [event] = [f for f in frames if isinstance(f, ProcessEvent)]
    assert event.event == "done" and "brief me" in event.summary and "inbox" in event.summary
    assert [f.unread for f in frames if isinstance(f, InboxChanged)] == [1]


async def test_the_firing_loop_fires_what_is_due_when_it_starts(home: Home) -> None:
    await home.client.add_schedule("0 8 * * *", "good morning", tz=BERLIN)
    home.script.add("arthur", Reply(text="Morning!"))
    home.clock.now = at("2026-12-07 08:00")
    home.service.start()
    try:
        for _ in range(500):  # wait for a condition, not for time
            if await home.client.inbox():
                break
            await asyncio.sleep(0.01)
    finally:
        await home.service.close()
    assert "Morning!" in (await home.client.inbox())[0].body


# --- Eddie ---------------------------------------------------------------------------------


async def test_every_weekday_at_eight_brief_me_through_eddie(home: Home) -> None:
    session = await home.client.open_hub()
    home.script.add(
        "eddie",
        Reply(
            tool_calls=[
                ScriptedToolCall(
                    name="schedule_add",
                    arguments={"cron": "0 8 * * 1-5", "prompt": "Brief me on my inbox."},
                )
            ]
        ),
        Reply(text="Done: every weekday at eight I'll brief you."),
    )
    # said so that the router finds no time: the model writes the cron expression
    await home.client.send(session.id, "i'd like a briefing on my inbox before work, working days")
    await home.settle()
    [schedule] = await home.client.schedules()
    assert (schedule.cron, schedule.prompt) == ("0 8 * * 1-5", "Brief me on my inbox.")
    said = [m.content for m in await home.client.history(session.id) if m.role == "assistant"]
    assert said[-1] == "Done: every weekday at eight I'll brief you."
    home.script.add(
        "eddie",
        Reply(tool_calls=[ScriptedToolCall(name="schedule_remove", arguments={"id": schedule.id})]),
        Reply(text="Removed."),
    )
    await home.client.send(session.id, "stop the morning briefing")
    await home.settle()
    assert await home.client.schedules() == []


async def test_a_run_whose_worker_crashed_twice_is_reported_failed(tmp_path: Any) -> None:
    """Two brains died during the scheduled turn: the next one gives it up, and says so in
    the inbox (nothing is silently lost)."""
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    script = ScriptedModel()
    idle = await Client.start(
        profile="daemon", paths=paths, model=ModelSeat.of(script), runtime=False
    )
    try:
        schedule = await idle.add_schedule("0 8 * * *", "check the backups", tz=BERLIN)
        run = await idle.run_schedule(schedule.id)  # queued; nothing here runs it
        await idle.brain.store.execute(
            "UPDATE engine_messages SET attempts = 2 WHERE process_id = ?", (run.process_id,)
        )
    finally:
        await idle.close()
    client = await Client.start(
        profile="daemon", paths=paths, model=ModelSeat.of(script), poll_seconds=0.02
    )
    try:
        await client.brain.runtime.wait_idle(timeout=20)
        for _ in range(500):
            if await client.inbox():
                break
            await asyncio.sleep(0.01)
        [item] = await client.inbox()
        assert item.title == "Failed: check the backups"
        assert "interrupted twice" in item.body
        [after] = await client.schedule_runs(schedule.id)
        assert after.status == "failed" and after.inbox_item_id == item.id
    finally:
        await client.close()
        clear_scripts()


async def test_a_schedule_whose_project_was_archived_fails_once_and_moves_on(home: Home) -> None:
    with pytest.raises(Refused):
        await home.client.add_schedule("0 8 * * *", "x", project="not a/valid name", tz=BERLIN)
    schedule = await home.client.add_schedule("0 8 * * *", "tidy up", project="Garden", tz=BERLIN)
    assert schedule.project == "garden"
    await home.client.create_project("garden")
    await home.client.archive_project("garden")
    home.clock.now = at("2026-12-07 08:00")
    [run] = await home.service.tick()
    assert run.status == "failed" and "archived" in (run.summary or "")
    assert await home.service.tick() == []  # not again at every look
    [item] = await home.client.inbox()
    assert item.title == "Failed: tidy up" and "could not start" in item.body
    assert (await home.client.schedules())[0].next_run_at == at("2026-12-08 08:00")


def test_the_built_in_help_explains_schedules() -> None:
    from brain.tools.help import search_help

    [first, *_] = search_help("how do I run something every morning on a schedule")
    assert first.doc == "schedules"
