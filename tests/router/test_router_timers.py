"""Timers by meaning, offline: a timer word with a length is a one-off reminder that long from
now, what it is for in brackets; cancelling names the timer or the alarm."""

from __future__ import annotations

import pytest

from brain.router import IntentRouter

PROJECTS = ["garden_planner", "tax_return", "wedding_2026"]


@pytest.mark.parametrize(
    ("said", "when", "prompt"),
    [
        ("could you set me a timer for 12 minutes", "in 12 minutes", "Timer"),
        ("timer 3 mins", "in 3 minutes", "Timer"),
        ("8 min timer pls", "in 8 minutes", "Timer"),
        ("start a 45-minute timer for the roast", "in 45 minutes", "Timer (roast)"),
        ("hey eddie, 20 minute timer for the laundry", "in 20 minutes", "Timer (laundry)"),
        ("put on a timer for an hour and a half", "in 90 minutes", "Timer"),
        ("a timer of 90 seconds for the tea", "in 90 seconds", "Timer (tea)"),
        ("countdown 30 seconds", "in 30 seconds", "Timer"),
        ("kannst du einen timer für 4 minuten stellen", "nach 4 minuten", "Timer"),
        ("timer auf eine halbe stunde", "nach 30 minuten", "Timer"),
        ("mach mal nen timer 15 min", "nach 15 minuten", "Timer"),
        ("eieruhr 6 min", "nach 6 minuten", "Timer"),
    ],
)
def test_a_timer_is_a_reminder_that_long_from_now(
    router: IntentRouter, said: str, when: str, prompt: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "schedule_add"), said
    assert route.args == {"when": when, "prompt": prompt, "kind": "reminder"}


def test_a_timer_without_a_length_is_no_alarm_at_that_hour(router: IntentRouter) -> None:
    """ "a timer for 10" says no length: it is not an alarm at 10:00 ("an alarm for 7" is)."""
    route = router.route("set a timer for 10", projects=PROJECTS)
    assert route.target != "schedule_add" or "10" not in str(route.args.get("when"))


@pytest.mark.parametrize(
    ("said", "match"),
    [
        ("cancel the timer", "timer"),
        ("stop the timer", "timer"),
        ("cancel the pasta timer", "pasta timer"),
        ("kill the timer", "timer"),
        ("delete my alarm", "alarm"),
        ("switch the alarm off", "alarm"),
        ("stopp den timer", "timer"),
        ("lösch den wecker", "alarm"),
    ],
)
def test_cancelling_a_timer_or_an_alarm(router: IntentRouter, said: str, match: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "schedule_remove"), said
    assert route.args == {"match": match}


def test_stopping_a_worker_is_still_stopping_a_worker(router: IntentRouter) -> None:
    route = router.route("stop the garden worker", projects=PROJECTS)
    assert route.target == "process_command"


@pytest.mark.parametrize(
    ("said", "question"),
    [
        ("set a timer", "How long should the timer run?"),
        ("timer pls", "How long should the timer run?"),
        ("start a timer for the pasta", "How long should the timer run?"),
        ("stell einen timer", "Wie lange soll der Timer laufen?"),
        ("set an alarm", "What time should the alarm go off?"),
        ("stell mir bitte einen wecker", "Wann soll der Wecker klingeln?"),
    ],
)
def test_a_timer_or_an_alarm_without_a_time_asks_for_it(
    router: IntentRouter, said: str, question: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.question, route.options) == ("ask", question, [])


@pytest.mark.parametrize(
    "said",
    [
        "cancel the timer",
        "my timers",
        "is the timer still running?",
        "list my alarms",
        "remind me to check the timer",
        "the timer is up",
        "lösch den wecker",
    ],
)
def test_words_about_a_timer_ask_nothing(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.question not in (
        "How long should the timer run?",
        "What time should the alarm go off?",
    )


@pytest.mark.parametrize("said", ["erinner mich dran", "remind me pls", "erinnere mich"])
def test_a_reminder_asked_for_with_nothing_more_asks_when(said: str) -> None:
    from brain.router.timing import wants_time

    assert wants_time(said) == "reminder"
