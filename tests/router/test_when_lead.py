"""A reminder set days before an event: the event's day is read, the lead taken from it ("the
day before" was left in what to remind of, and the reminder was set for the event itself).
What to remind of names the event ("about the recital"), or the job and the event ("book a
taxi before the recital"). Minutes and hours before a time are tests/router/
test_router_reminders_ahead.py's. Berlin, Monday 7 December 2026, 12:00."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.router import timing
from brain.router.when import parse

NOW = datetime(2026, 12, 7, 12, 0, tzinfo=ZoneInfo("Europe/Berlin"))


def _at(text: str) -> str | None:
    found = parse(text, NOW)
    return None if found is None or found.at is None else found.at.strftime("%a %d %H:%M")


@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("the recital is on saturday, remind me the day before", "Fri 11 09:00"),
        ("remind me two days before the vet appointment on the 17th", "Tue 15 09:00"),
        ("my haircut is wednesday at 15:30, ping me 2 days before", "Mon 07 15:30"),
        ("my haircut is friday at 15:30, ping me 2 days before", "Wed 09 15:30"),
        ("remind me to iron a shirt the evening before the interview on thursday", "Wed 09 19:00"),
        ("der elternabend ist am freitag um 19 uhr, erinnere mich am vortag", "Thu 10 19:00"),
        ("die klausur ist am 18., erinnere mich zwei tage vorher", "Wed 16 09:00"),
        ("remind me a week before mum's visit on the 28th", "Mon 21 09:00"),
    ],
)
def test_the_reminder_is_set_the_lead_before_the_event(said: str, at: str | None) -> None:
    assert _at(said) == at


@pytest.mark.parametrize(
    "said",
    [
        "the recital is on saturday, remind me the day before",
        "remind me to iron a shirt the evening before the interview on thursday",
        "der elternabend ist am freitag um 19 uhr, erinnere mich am vortag",
    ],
)
def test_the_time_said_to_the_tool_reads_the_same_again(said: str) -> None:
    args = timing.schedule_args(said, None)
    assert args is not None
    assert _at(args["when"]) == _at(said)


@pytest.mark.parametrize(
    ("said", "prompt"),
    [
        ("the recital is on saturday, remind me the day before", "about the recital"),
        ("remind me the day before the vet appointment on the 17th", "about the vet appointment"),
        (
            "the recital is on saturday, remind me two days before to book a taxi",
            "book a taxi before the recital",
        ),
        (
            "remind me to charge the camera the night before the trip on the 20th",
            "charge the camera before the trip",
        ),
    ],
)
def test_what_to_remind_of_names_the_event(said: str, prompt: str) -> None:
    args = timing.schedule_args(said, None)
    assert args is not None and args["prompt"] == prompt


@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("remind me the day before the recital tomorrow", None),  # that is now: asked
        ("the recital was yesterday, the day before i was nervous", None),
        ("remind me on saturday at 10 to call the piano tuner", "Sat 12 10:00"),
        ("remind me tomorrow to buy flowers before the recital", "Tue 08 09:00"),
    ],
)
def test_no_lead_or_no_hour_keeps_the_old_reading(said: str, at: str | None) -> None:
    assert _at(said) == at


@pytest.mark.parametrize(
    ("said", "cron", "prompt"),
    [
        ("every friday remind me the day before to water the ferns", "0 9 * * 4", "water the ferns"),
        ("paper collection is every monday, remind me the evening before", "0 19 * * 0",
         "about paper collection"),
        ("on weekdays at 7 remind me the day before to pack lunch", "0 7 * * 0,1,2,3,4",
         "pack lunch"),
        ("the choir rehearses on the 20th of every month, remind me 3 days before", "0 9 17 * *",
         "that the choir rehearses"),
        ("on the 1st of every month remind me the day before to pay rent", "0 9 L * *",
         "pay rent"),
    ],
)  # fmt: skip
def test_a_recurrence_moves_by_the_lead(said: str, cron: str, prompt: str) -> None:
    found = parse(said, NOW)
    assert found is not None and found.cron == cron
    args = timing.schedule_args(said, None)
    assert args is not None and args["prompt"] == prompt
    again = parse(args["when"], NOW)
    assert again is not None and again.cron == cron


@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("remind me on thursday to return the drill i borrowed the day before", "Thu 10 09:00"),
        ("remind me tomorrow at 8 to ask why the parcel came 2 days late", "Tue 08 08:00"),
        ("remind me in 2 days about the invoice from the week before", "Wed 09 09:00"),
    ],
)
def test_a_lead_inside_the_job_is_what_happened(said: str, at: str) -> None:
    assert _at(said) == at


def test_a_job_with_a_question_in_it_keeps_its_words() -> None:
    args = timing.schedule_args("remind me friday to check where the spare keys are", None)
    assert args is not None and args["prompt"] == "check where the spare keys are"
