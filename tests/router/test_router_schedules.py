"""Schedules by meaning: a time makes a reminder or a scheduled task; no time, no schedule."""

from __future__ import annotations

import pytest

from brain.router import IntentRouter

PROJECTS = ["garden_planner", "tax_return", "wedding_2026"]


@pytest.mark.parametrize(
    ("said", "when", "prompt"),
    [
        ("remind me on sunday at 10 to ring the landlord", "on sunday at 10", "ring the landlord"),
        ("hey, in 45 minutes remind me to check the bread", "in 45 minutes", "check the bread"),
        ("could you remind me tmrw at 8 about the vet", "tomorrow at 8", "about the vet"),
        ("erinnere mich übermorgen um 9 an die steuer", "übermorgen um 9", "an die steuer"),
        (
            "erinner mich heute abend um 7 daran, die fenster zu schließen",
            "heute abend um 7",
            "daran, die fenster zu schließen",
        ),
    ],
)
def test_a_reminder_with_a_time_is_set(
    router: IntentRouter, said: str, when: str, prompt: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "schedule_add")
    assert route.args == {"when": when, "prompt": prompt, "kind": "reminder"}


def test_a_recurring_job_for_a_named_worker_runs_in_its_project(router: IntentRouter) -> None:
    route = router.route(
        "every thursday at 6 get the tax worker to sort new receipts", projects=PROJECTS
    )
    assert route.target == "schedule_add"
    assert route.args == {
        "when": "every thursday at 6",
        "prompt": "sort new receipts",
        "kind": "task",
        "project": "tax_return",
    }


def test_a_german_weekday_schedule(router: IntentRouter) -> None:
    route = router.route(
        "werktags um halb acht meinen posteingang zusammenfassen", projects=PROJECTS
    )
    assert route.target == "schedule_add"
    assert route.args["when"] == "werktags um halb acht"
    assert route.args["kind"] == "task"


@pytest.mark.parametrize(
    "said",
    [
        "remind me what i said about my niece",
        "remind me of my landlord's name",
        "i swim every wednesday",
        "what did the garden worker do yesterday at 5",
    ],
)
def test_no_schedule_without_a_time_to_act_on(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target != "schedule_add"


@pytest.mark.parametrize(
    "said",
    [
        "anything on the schedule?",
        "show me the reminders i set",
        "welche erinnerungen sind eingeplant",
    ],
)
def test_listing_schedules(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "schedule_list")


def test_cancelling_names_the_reminder_by_its_words(router: IntentRouter) -> None:
    route = router.route("please cancel the reminder about the landlord", projects=PROJECTS)
    assert route.target == "schedule_remove"
    assert route.args == {"match": "landlord"}


@pytest.mark.parametrize(
    "said",
    ["got a suggestion for lunch today", "something fun for tonight", "any plans for the evening"],
)
def test_a_part_of_the_day_alone_is_no_schedule(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target != "schedule_add"


@pytest.mark.parametrize(
    ("said", "prompt"),
    [
        ("every thursday at 6 ring grandma", "ring grandma"),
        ("jeden abend um 21 uhr tabletten einnehmen", "tabletten einnehmen"),
    ],
)
def test_what_only_the_user_can_do_is_a_reminder_not_a_job(
    router: IntentRouter, said: str, prompt: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target == "schedule_add"
    assert (route.args["prompt"], route.args["kind"]) == (prompt, "reminder")


@pytest.mark.parametrize(
    ("said", "when", "prompt"),
    [
        (
            "on the last friday of each month have the tax worker check which receipts are missing",
            "on the last friday of each month",
            "check which receipts are missing",
        ),
        (
            "jeden ersten montag im monat soll der garten worker prüfen wie die beete gewachsen sind",
            "jeden ersten montag im monat",
            "prüfen wie die beete gewachsen sind",
        ),
    ],
)
def test_a_job_on_days_of_the_month_is_set_without_an_hour(
    router: IntentRouter, said: str, when: str, prompt: str
) -> None:
    """A day of the month says when a job runs as clearly as an hour; "how they went" in the
    job is a question it asks, not something that happened."""
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "schedule_add"), route
    assert (route.args["when"], route.args["prompt"]) == (when, prompt)


@pytest.mark.parametrize(
    "said", ["my sister visits every sunday", "the bins went out every monday last year"]
)
def test_a_habit_on_a_weekday_sets_nothing(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target != "schedule_add"
