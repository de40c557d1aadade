"""Messages for a busy worker that name no project, and a project's things thrown away, in
a real brain (the workers' tasks come from the store). Phrasings written for this file."""

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
    async for opened in brain_with(tmp_path, ("thesis", "moving_house", "cookbook")):
        yield opened


_working = working


async def _two_workers(brain: Brain) -> None:
    await _working(brain, "thesis", "collect sources on coral bleaching for chapter two")
    await _working(brain, "moving_house", "get three quotes from removal companies")


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("oh and the removal quotes should include packing, pass it on", "moving_house"),
        ("sag ihm noch dass die quellen nicht älter als 2015 sein sollen, bleaching", "thesis"),
        ("chapter two can skip the history part, let them know", "thesis"),
    ],
)
async def test_a_message_passed_on_by_topic_goes_to_that_worker(
    brain: Brain, said: str, project: str
) -> None:
    before = await route_for_hub(brain.deps, said)
    assert before.target != "steer_project"  # nobody works yet
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, said)
    assert (route.decision, route.target, route.args.get("target")) == (
        "act",
        "steer_project",
        project,
    ), route
    assert route.args["message"] == said


async def test_with_two_workers_and_no_topic_eddie_asks_which(brain: Brain) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, "keep it under budget, let it know")
    assert route.decision == "ask", route
    assert {(o.target, o.args["target"]) for o in route.options} == {
        ("steer_project", "thesis"),
        ("steer_project", "moving_house"),
    }
    picked = route.picked(route.options[0].label)
    assert picked is not None and picked.target == "steer_project"


async def test_with_one_worker_a_message_passed_on_is_for_it(brain: Brain) -> None:
    await _working(brain, "cookbook", "draft ten vegetarian soup recipes")
    route = await route_for_hub(brain.deps, "no more than 5 ingredients each, tell it that")
    assert (route.target, route.args.get("target")) == ("steer_project", "cookbook"), route


async def test_calling_off_work_by_its_topic_stops_that_worker(brain: Brain) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, "forget the removal quotes, call it off")
    assert (route.target, route.args) == (
        "process_command",
        {"process": "moving_house", "command": "stop"},
    ), route
    chat = await route_for_hub(brain.deps, "call it off")  # no topic: nothing is stopped
    assert chat.target != "process_command"
    assert chat.target != "project_create"  # and "off" is no project's name


async def test_getting_rid_of_a_project_asks_stop_or_archive(brain: Brain) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, "can we get rid of the moving stuff")
    assert route.decision == "ask", route
    assert {o.target for o in route.options} == {"process_command", "project_archive"}
    idle = await route_for_hub(brain.deps, "ditch the cookbook project")  # nothing runs there
    assert (idle.target, idle.args) == ("project_archive", {"name": "cookbook"}), idle
    inside = await route_for_hub(brain.deps, "how do i get rid of the notes in my thesis")
    assert inside.target not in ("process_command", "project_archive")


@pytest.mark.parametrize(
    "said",
    [
        "how do i pack glasses for moving house",
        "how can i make the thesis less boring",
    ],
)
async def test_a_how_do_i_question_naming_a_busy_project_is_asked_of_eddie(
    brain: Brain, said: str
) -> None:
    """Asked how to do something, the user wants an answer, not their words passed to the
    worker or the project's status."""
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, said)
    assert route.target not in ("steer_project", "project_open"), route
    assert not any(o.target == "steer_project" for o in route.options), route


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("the removal quotes must include the piano too", "moving_house"),
        ("sources older than 2010 are useless btw", "thesis"),
    ],
)
async def test_a_correction_naming_only_the_work_goes_to_that_worker(
    brain: Brain, said: str, project: str
) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", project), route


@pytest.mark.parametrize(
    "said",
    ["what counts as a good source for a thesis?", "i used to work for a removal company"],
)
async def test_a_question_or_news_about_me_is_not_passed_to_a_worker(
    brain: Brain, said: str
) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, said)
    assert route.target != "steer_project", route


async def test_progress_on_a_topic_shows_the_project_doing_it(brain: Brain) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, "any progress on the removal quotes?")
    assert (route.target, route.args) == ("process_list", status_args("moving_house")), route
