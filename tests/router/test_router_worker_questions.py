"""A question for the worker of a named project: what it thinks is asked of that worker
(passed on while it is busy, given to it as work when it is not); what it found or is doing
is the project's state, with its latest result from the inbox."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from brain.router.route import status_args
from tests.router.conftest import brain_with, working


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("move_hamburg", "kitchen_reno", "garden_plan")):
        await working(opened, "move_hamburg", "compare three moving companies for the flat")
        await working(opened, "kitchen_reno", "collect offers for the kitchen fronts")
        yield opened


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("what does the moving worker think about renting a van ourselves", "move_hamburg"),
        ("was sagt der umzugs-worker zu den kosten fürs klavier", "move_hamburg"),
        ("ok and what would the kitchen agent suggest for the worktop", "kitchen_reno"),
        ("was meint der küchen-worker, lieber eiche oder nussbaum?", "kitchen_reno"),
    ],
)
async def test_a_question_for_a_busy_worker_is_passed_on(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", project), route
    assert route.args["message"] == said


async def test_a_question_for_an_idle_worker_is_work_for_it(brain: Brain) -> None:
    said = "was denkt der garten-worker über hochbeete aus lärche"
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", "garden_plan"), route


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("what did the kitchen worker find so far", "kitchen_reno"),
        ("was hat der küchen-worker bisher rausgefunden", "kitchen_reno"),
        ("any results from the garden agent?", "garden_plan"),
        ("is the moving worker done yet", "move_hamburg"),
        ("what's the kitchen team working on", "kitchen_reno"),
    ],
)
async def test_what_a_worker_found_or_does_is_its_projects_state(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args) == ("process_list", status_args(project)), route
