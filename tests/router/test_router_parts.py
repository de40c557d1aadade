"""Utterances in two parts: "create X and have someone …" and "project: instruction" (found in
a stranger's trial: the first created the project and dropped the work, the second went to the
model). The phrasings are written for this file, not taken from the router's examples or its
eval."""

from __future__ import annotations

import pytest

from brain.router.router import IntentRouter

PROJECTS = ["wedding", "moving_house", "birthday_party", "car_repair", "allotment"]


@pytest.mark.parametrize(
    ("said", "project"),
    [
        (
            "could you set up a project named pottery and have somebody list beginner courses",
            "pottery",
        ),
        ("new project called kayak and then ask a worker to compare three models", "kayak"),
        (
            "leg bitte ein projekt flohmarkt an und lass jemanden eine preisliste machen",
            "flohmarkt",
        ),
        (
            "mach ein projekt namens keller, dann soll jemand eine entrümpelungsfirma finden",
            "keller",
        ),
    ],
)
def test_create_and_hand_out_work_starts_the_work_in_the_new_project(
    router: IntentRouter, said: str, project: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "delegate_project"), route
    assert route.args["project"] == project
    assert said.split()[-1] in route.args["task"]  # the work itself reaches the worker


def test_work_asked_first_in_a_new_project_goes_to_that_project(router: IntentRouter) -> None:
    said = "get somebody to price the old furniture in a new project called flea market"
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args["project"]) == ("delegate_project", "flea_market")


def test_create_and_something_else_is_still_just_a_create(router: IntentRouter) -> None:
    route = router.route("make a project called pottery and open it", projects=PROJECTS)
    assert (route.target, route.args) == ("project_create", {"name": "pottery"})


@pytest.mark.parametrize(
    ("said", "project", "task"),
    [
        (
            "allotment: order seed potatoes before march",
            "allotment",
            "order seed potatoes before march",
        ),
        ("Car Repair: book the MOT for june", "car_repair", "book the mot for june"),
        ("hochzeit: band bis freitag buchen", "wedding", "band bis freitag buchen"),
    ],
)
def test_a_project_a_colon_and_an_instruction_go_to_that_projects_worker(
    router: IntentRouter, said: str, project: str, task: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "delegate_project"), route
    assert route.args == {"project": project, "task": task}


@pytest.mark.parametrize(
    "said",
    ["one more question: how tall is everest", "shopping: eggs and flour", "note: it rained"],
)
def test_a_colon_after_something_that_is_no_project_is_no_instruction_for_one(
    router: IntentRouter, said: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.args.get("project") not in PROJECTS, route


def test_a_command_to_the_worker_before_a_colon_stays_that_command(router: IntentRouter) -> None:
    route = router.route("allotment worker: stop right now", projects=PROJECTS)
    assert (route.target, route.args.get("process")) == ("process_command", "allotment")
    route = router.route("car repair worker: use the cheaper garage", projects=PROJECTS)
    assert (route.target, route.args.get("target")) == ("steer_project", "car_repair")


@pytest.mark.parametrize(
    "said", ["allotment - cover the beds with straw", "allotment -> cover the beds"]
)
def test_a_dash_or_an_arrow_after_the_project_works_like_a_colon(
    router: IntentRouter, said: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("project")) == ("delegate_project", "allotment")
    assert route.args["task"].startswith("cover the beds")
