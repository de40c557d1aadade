"""Schedules every few weeks ("every other monday"): the weeks are counted from the first due
time, through pauses, missed runs and daylight saving; said back in words."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.errors import UserFacingError
from brain.llm.scripted import Reply
from brain.schedules import cron
from brain.schedules.wording import say_weeks
from tests.schedules.conftest import BERLIN, Home, at


def local(stamp: float) -> str:
    return datetime.fromtimestamp(stamp, ZoneInfo(BERLIN)).strftime("%a %d %b %H:%M")


def test_every_other_week_skips_the_week_between() -> None:
    first = at("2026-12-07 09:00")  # a Monday
    due = [first]
    for _ in range(3):
        due.append(cron.next_after("0 9 * * 1", BERLIN, due[-1], every_weeks=2, anchor=first))
    assert [local(d) for d in due] == [
        "Mon 07 Dec 09:00", "Mon 21 Dec 09:00", "Mon 04 Jan 09:00", "Mon 18 Jan 09:00",
    ]  # fmt: skip


def test_two_days_a_week_every_third_week_and_across_summer_time() -> None:
    first = at("2027-03-02 18:00")  # a Tuesday
    due = [first]
    for _ in range(4):
        due.append(cron.next_after("0 18 * * 2,4", BERLIN, due[-1], every_weeks=3, anchor=first))
    assert [local(d) for d in due] == [
        "Tue 02 Mar 18:00", "Thu 04 Mar 18:00", "Tue 23 Mar 18:00", "Thu 25 Mar 18:00",
        "Tue 13 Apr 18:00",  # summer time began on 28 March: still six in the evening
    ]  # fmt: skip


def test_the_newest_missed_time_is_one_of_its_weeks() -> None:
    first = at("2026-12-07 09:00")
    newest = cron.previous_at_or_before(
        "0 9 * * 1", BERLIN, at("2026-12-30 12:00"), every_weeks=2, anchor=first
    )
    assert local(newest) == "Mon 21 Dec 09:00"  # not the 28th, which is an off week


async def test_fires_every_other_week_and_keeps_its_weeks_through_a_pause(home: Home) -> None:
    schedule = await home.client.add_schedule(
        "0 9 * * 1", "check the car tyres", tz=BERLIN, every_weeks=2
    )
    assert (schedule.every_weeks, schedule.anchor_at) == (2, at("2026-12-07 09:00"))
    fired = []
    for day in ("07", "14", "21"):
        home.script.add("arthur", Reply(text="Checked."))
        home.clock.now = at(f"2026-12-{day} 09:00") + 1
        fired += [(day, run.reason) for run in await home.service.tick()]
        await home.settle()
    assert fired == [("07", "due"), ("21", "due")]

    await home.client.schedule_command(schedule.id, "pause")
    home.clock.now = at("2026-12-29 10:00")  # a Tuesday: resumed in an off week
    resumed = await home.client.schedule_command(schedule.id, "resume")
    assert local(resumed.next_run_at) == "Mon 04 Jan 09:00"  # the 28th was the off week


async def test_missed_while_away_fires_the_newest_of_its_weeks(home: Home) -> None:
    await home.client.add_schedule("0 9 * * 1", "check the car tyres", tz=BERLIN, every_weeks=2)
    home.script.add("arthur", Reply(text="Checked."))
    home.clock.now = at("2026-12-30 12:00")
    [run] = await home.service.tick()
    assert (run.reason, local(run.due_at)) == ("missed", "Mon 21 Dec 09:00")
    await home.settle()
    assert local((await home.client.schedules())[0].next_run_at) == "Mon 04 Jan 09:00"


@pytest.mark.parametrize("weeks", [0, 53])
async def test_weeks_out_of_range_are_refused_and_nothing_is_stored(home: Home, weeks: int) -> None:
    with pytest.raises(UserFacingError) as caught:
        await home.client.add_schedule("0 9 * * 1", "tyres", tz=BERLIN, every_weeks=weeks)
    assert "weeks" in caught.value.message
    assert await home.client.schedules() == []


def test_said_back_in_english_and_german() -> None:
    assert say_weeks("every Monday at 09:00", 2) == "every other Monday at 09:00"
    assert say_weeks("every Friday at 18:00", 3) == "every 3 weeks on Friday at 18:00"
    assert say_weeks("jeden Freitag um 08:00", 2, "de") == "jeden zweiten Freitag um 08:00"
    assert say_weeks("jeden Montag um 08:00", 4, "de") == "alle 4 Wochen am Montag um 08:00"
    assert say_weeks("every Monday at 09:00", 1) == "every Monday at 09:00"
