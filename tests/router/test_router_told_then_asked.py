"""An event told with its time, then a reminder asked for at another time: "the plumber comes
on wednesday at 11, remind me on tuesday" is set on Tuesday and says what was told (it was
set for the event itself, "to the plumber comes, remind me on tuesday"); a clock time alone is
on the event's day. An hour from 1 to 5 written with minutes ("2:45") is in the afternoon, as
a bare hour is (it was read as 02:45); "tonight at 1:15" is after midnight. Said back, "i have"
is "you have"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.router import timing_ahead
from brain.router.when import parse
from brain.schedules.wording import _yours

NOW = datetime(2026, 12, 7, 10, 0, tzinfo=ZoneInfo("Europe/Berlin"))  # Monday


def _at(phrase: str) -> str:
    found = parse(phrase, NOW)
    assert found is not None and found.at is not None, phrase
    return found.at.strftime("%a %H:%M")


@pytest.mark.parametrize(
    ("said", "at", "prompt"),
    [
        ("the plumber comes on wednesday at 11, remind me on tuesday", "Tue 09:00",
         "that the plumber comes on wednesday at 11"),
        ("parents evening is thursday at 18:00, so remind me at 4", "Thu 16:00",
         "that parents evening is thursday at 18:00"),
        ("i have a call with the bank at 3 on friday, ping me at 1", "Fri 13:00",
         "that i have a call with the bank at 3 on friday"),
        ("friseur ist am mittwoch um 15 uhr, erinner mich am dienstag", "Tue 09:00",
         "friseur ist am mittwoch um 15 uhr"),
    ],
)  # fmt: skip
def test_the_reminder_is_at_the_time_asked_and_says_what_was_told(
    said: str, at: str, prompt: str
) -> None:
    args = timing_ahead.schedule_args(said, None, now=NOW)
    assert args is not None and args["prompt"] == prompt
    assert _at(args["when"]) == at


@pytest.mark.parametrize(
    ("said", "prompt"),
    [
        (
            "the plumber comes on wednesday at 11, remind me on tuesday to tidy the hall",
            "tidy the hall",
        ),
        ("the ferry leaves at 8:50, remind me 20 min before", "that the ferry leaves at 08:50"),
    ],
)
def test_a_job_of_its_own_or_a_lead_keeps_its_reading(said: str, prompt: str) -> None:
    args = timing_ahead.schedule_args(said, None, now=NOW)
    assert args is not None and args["prompt"] == prompt


@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("remind me at 2:45 to call the school", "Mon 14:45"),
        ("remind me at 4.15 to pick up the parcel", "Mon 16:15"),
        ("remind me at 02:45 to check the server", "Tue 02:45"),  # the zero says the night
        ("remind me at 7:30 to water the ferns", "Tue 07:30"),
        ("remind me at 1:15 tonight to move the car", "Tue 01:15"),
        ("set an alarm for 5:40", "Tue 05:40"),
    ],
)
def test_small_hours_with_minutes_are_in_the_afternoon(said: str, at: str) -> None:
    assert _at(said) == at


def test_said_back_the_user_is_you() -> None:
    assert _yours("i have a call at 3") == "you have a call at 3"
    assert _yours("i'm out of milk") == "you're out of milk"
    assert _yours("bring my charger") == "bring your charger"
