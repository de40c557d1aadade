"""A reminder asked for some time before a time said in the same breath ("the ferry goes at 8.50,
remind me 20 min before", "um 17:12 fährt der zug, erinner mich 12 minuten vorher") is set at the
earlier time, and says what the time is of; a time that has no such lead time stays as said."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.router import IntentRouter
from brain.router.timing_ahead import schedule_args

EARLY = datetime(2026, 12, 2, 5, 0, tzinfo=ZoneInfo("Europe/Berlin"))
"""A Wednesday before dawn: every time of day said is still ahead."""


@pytest.mark.parametrize(
    ("said", "when", "prompt"),
    [
        ("the dentist is on friday at 10:20, remind me 20 minutes before", "on friday at 10:00",
         "that the dentist is at 10:20"),
        ("tomorrow at 6:40 my bus goes, ping me a quarter of an hour before", "tomorrow at 06:25",
         "that my bus goes at 06:40"),
        ("every weekday at 8:15 the school bus comes, nudge me 10 mins before",
         "every weekday at 08:05", "that the school bus comes at 08:15"),
        ("jeden dienstag um 18 uhr ist training, erinner mich eine stunde vorher",
         "jeden dienstag um 17:00", "training ist um 18:00"),
        ("übermorgen um 14:15 landet der flieger, sag mir 45 min vorher bescheid",
         "übermorgen um 13:30", "der flieger landet um 14:15"),
    ],
)  # fmt: skip
def test_a_reminder_before_a_time_said_is_set_earlier(
    router: IntentRouter, said: str, when: str, prompt: str
) -> None:
    route = router.route(said, projects=["garden_planner"])
    assert (route.decision, route.target) == ("act", "schedule_add")
    assert route.args == {"when": when, "prompt": prompt, "kind": "reminder"}


@pytest.mark.parametrize(
    ("said", "when", "prompt"),
    [
        ("my ferry departs at 8.50, remind me 20 min before", "at 08:30",
         "that my ferry departs at 08:50"),
        ("call with the bank at 2pm, buzz me half an hour before", "at 13:30",
         "about call with the bank at 14:00"),
        ("remind me 5 minutes before my 11:45 standup", "at 11:40", "about my standup at 11:45"),
        ("um 17:12 fährt der zug, erinner mich 12 minuten vorher", "um 17:00",
         "der zug fährt um 17:12"),
        ("the lasagne is done in 50 minutes, remind me 10 min before", "in 40 minutes",
         "that the lasagne is done in 10 minutes"),
        ("i have a call at 4:30pm, remind me a quarter hour before", "at 16:15",
         "that i have a call at 16:30"),
    ],
)  # fmt: skip
def test_a_time_of_day_said_moves_by_the_lead_time(said: str, when: str, prompt: str) -> None:
    args = schedule_args(said, None, now=EARLY)
    assert args is not None
    assert args == {"when": when, "prompt": prompt, "kind": "reminder"}


def test_a_lead_time_that_has_already_passed_leaves_the_time_said() -> None:
    args = schedule_args(
        "my ferry departs at 8.50, remind me 20 min before",
        None,
        now=EARLY.replace(hour=8, minute=40),
    )
    assert args is not None and args["when"] == "at 8.50", args


def test_a_lead_time_into_the_day_before_leaves_the_time_said() -> None:
    args = schedule_args("the stream starts at 0:10, remind me 30 min before", None, now=EARLY)
    assert args is not None and args["when"] == "at 0:10", args


@pytest.mark.parametrize(
    ("said", "when"),
    [
        ("remind me at 9 to call the garage", "at 9"),
        ("erinner mich morgen um 7 an den müll", "morgen um 7"),
    ],
)
def test_a_reminder_without_a_lead_time_keeps_its_time(
    router: IntentRouter, said: str, when: str
) -> None:
    route = router.route(said, projects=["garden_planner"])
    assert route.target == "schedule_add" and route.args["when"] == when, route.args


def test_a_time_told_with_a_lead_time_but_no_reminder_asks_for_none(router: IntentRouter) -> None:
    route = router.route("i got to the station 15 min before the train left")
    assert route.target != "schedule_add", route
