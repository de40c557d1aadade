"""The engine the user asks for, and a project's own status (found in a stranger's trial: "…,
have marvin do it" went to arthur in a project named "e-bikes_marvin"; "garden status" listed
every worker). Phrasings written for this file."""

from __future__ import annotations

import pytest

from brain.router.naming import engine_for
from brain.router.route import status_args
from brain.router.router import IntentRouter

PROJECTS = ["kitchen", "garden_planner", "newsletter"]


@pytest.mark.parametrize(
    ("said", "engine"),
    [
        ("compare four rice cookers and write it up, let marvin handle it", "marvin"),
        ("draft the club newsletter with the review steps, use vogon for it", "vogon"),
        ("get three quotes for a new fence, step by step please", "marvin"),
        ("sort out my bookshelf inventory in several steps", "marvin"),
        ("have a worker find two good hiking boots", None),
    ],
)
def test_the_engine_asked_for(router: IntentRouter, said: str, engine: str | None) -> None:
    assert engine_for(said) == engine
    route = router.route(said, projects=PROJECTS)
    if route.target == "delegate_project":
        assert route.args.get("engine") == engine, route.args
        assert engine is None or engine not in route.args["project"], route.args


@pytest.mark.parametrize(
    ("said", "project"), [("kitchen status", "kitchen"), ("status of the garden", "garden_planner")]
)
def test_a_named_projects_status_is_that_projects(
    router: IntentRouter, said: str, project: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args) == ("process_list", status_args(project)), route
