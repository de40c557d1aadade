"""Work and questions said in the other language than the running work's task, and German
compounds of its words (issue 14: "bei den malerangeboten bitte auch die decke im flur mit
einrechnen" made a new project `malerangeboten_auch`); a fact about a thing that shares a
word with a project is no status question; "whens my …" asks for something remembered."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, working


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("flat", "marathon", "bakery")):
        await working(opened, "flat", "get estimates from two electricians for the hallway lights")
        await working(opened, "bakery", "draft a price list for the sourdough bakery's products")
        yield opened


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("bei den elektrikerangeboten bitte die flurlampen dimmbar", "flat"),
        ("beim sauerteigbrot bitte auch die dinkelvariante aufnehmen", "bakery"),
    ],
)
async def test_a_correction_in_german_reaches_the_english_task(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", project), route


@pytest.mark.parametrize(
    "said", ["how far is a half marathon in miles?", "what is a marathon pace for 4 hours"]
)
async def test_a_fact_about_a_projects_topic_is_no_status_question(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target not in ("project_open", "process_list"), route


@pytest.mark.parametrize("said", ["whens my brothers birthday again", "wheres my spare key"])
async def test_when_or_where_is_my_something_is_recalled(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "memory_recall", route


@pytest.mark.parametrize(
    "said",
    [
        "how do you get a tick out of a dog",
        "how do you stop a nosebleed fast",
        "how do i remove a stripped screw",
        "how can i delete my old facebook account",
        "how to stop my dog barking at night",
        "wie kündige ich mein fitnessstudio",
    ],
)
async def test_a_how_to_about_the_world_is_no_command(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.decision != "act" or route.target not in (
        "memory_forget",
        "process_command",
        "schedule_remove",
        "memory_remember",
    ), route


async def test_filler_words_are_no_project_name_and_a_baby_bag_is_baby_work(
    tmp_path: Path,
) -> None:
    async for opened in brain_with(tmp_path, ("baby", "garden")):
        said = "kuemmer dich bitte drum, ne erstausstattung fuers baby zusammenzustellen"
        route = await route_for_hub(opened.deps, said)
        assert route.args.get("project") == "baby", route
        said = "kannst du dich drum kuemmern, was in die kliniktasche muss"
        route = await route_for_hub(opened.deps, said)
        assert route.args.get("project") == "baby", route
