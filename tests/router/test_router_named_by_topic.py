"""The user's projects named by an everyday word for their topic, not by their names.

A sport word said as the name of a project ("the running thing", "my running stuff") is that
project, not a question what is running; "anything running?" and "which workers are running"
still are. Everyday words for a project's thing come from the glossary, two words side by side
too ("the fish tanks" for an aquarium, "the piggy bank project" for savings_plan, "the pv
system" for a solar roof), in English and German ("die eidechse", "taschengeld"). A word that
names none of the user's projects picks none. The projects and sentences are written for this
file."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.glossary import bundled_glossary
from brain.router.hub import route_for_hub
from brain.router.slots import clean, find_project
from tests.router.conftest import brain_with, working

SPORT = ("spring_marathon", "sourdough_bakery")


@pytest.fixture
async def sporty(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, SPORT):
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "the running thing: sketch a taper for the last 3 weeks before the race",
        "for my running stuff, put together a strength routine for two evenings a week",
    ],
)
async def test_a_sport_said_as_a_name_is_work_for_its_project(sporty: Brain, said: str) -> None:
    route = await route_for_hub(sporty.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", "spring_marathon")
    assert "spring marathon" not in str(route.args.get("task", ""))  # the user's words stay


async def test_the_state_of_the_project_named_by_its_sport(sporty: Brain) -> None:
    route = await route_for_hub(sporty.deps, "is the running thing done yet?")
    assert (route.target, route.args.get("project")) == ("process_list", "spring_marathon")


@pytest.mark.parametrize("said", ["which workers are running at the moment", "anything running?"])
async def test_what_is_running_stays_a_status_question(sporty: Brain, said: str) -> None:
    route = await route_for_hub(sporty.deps, said)
    assert route.target == "process_list"
    assert "project" not in route.args


async def test_running_asked_about_in_general_is_answered(sporty: Brain) -> None:
    route = await route_for_hub(sporty.deps, "what's a good way to get into running")
    assert route.target not in ("process_list", "delegate_project")


async def test_a_sport_without_its_project_picks_no_other_project(tmp_path: Path) -> None:
    async for brain in brain_with(tmp_path, ("sourdough_bakery", "tax_return")):
        route = await route_for_hub(
            brain.deps, "the running project: add hill sprints on thursdays"
        )
        assert route.target != "delegate_project"
        assert "project" not in route.args


@pytest.mark.parametrize(
    ("project", "said", "target"),
    [
        (
            "terrarium_setup",
            "we can close the lizard project, the enclosure is finished, archive it",
            "project_archive",
        ),
        (
            "savings_plan",
            "for the piggy bank project, work out how much to put aside each month for a 2000 "
            "euro bike",
            "delegate_project",
        ),
        (
            "solar_roof",
            "for the pv system, compare three inverters under 800 euros",
            "delegate_project",
        ),
        (
            "reptile_corner",
            "die eidechse braucht eine neue wärmelampe, such mir drei modelle raus",
            "delegate_project",
        ),
    ],
)
async def test_a_project_named_by_an_everyday_word(
    tmp_path: Path, project: str, said: str, target: str
) -> None:
    async for brain in brain_with(tmp_path, (project, "sourdough_bakery")):
        route = await route_for_hub(brain.deps, said)
        assert route.target == target, route
        assert project in (route.args.get("project"), route.args.get("name"))


async def test_an_everyday_word_for_no_project_archives_none(tmp_path: Path) -> None:
    async for brain in brain_with(tmp_path, ("sourdough_bakery", "tax_return")):
        route = await route_for_hub(brain.deps, "we're done with the lizard tank, archive it")
        assert route.decision != "act"  # which one? neither is meant


@pytest.mark.parametrize(
    "said",
    [
        "for the fishtank thing, besides what it's working on, i'd like a feeding schedule for "
        "8 neon tetras",
        "the fish tanks: on top of whatever it's doing, i need a shopping list for a co2 kit",
    ],
)
async def test_more_work_beside_what_a_busy_worker_does(tmp_path: Path, said: str) -> None:
    async for brain in brain_with(tmp_path, ("aquarium_corner", "sourdough_bakery")):
        await working(brain, "aquarium_corner", "compare canister filters")
        route = await route_for_hub(brain.deps, said)
        assert route.target in ("delegate_project", "steer_project"), route
        assert "aquarium_corner" in (route.args.get("project"), route.args.get("target"))


async def test_a_look_at_a_busy_project_stays_a_look(tmp_path: Path) -> None:
    async for brain in brain_with(tmp_path, ("aquarium_corner", "sourdough_bakery")):
        await working(brain, "aquarium_corner", "compare canister filters")
        route = await route_for_hub(brain.deps, "open the fish tank project")
        assert (route.target, route.args.get("name")) == ("project_open", "aquarium_corner")


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("the fish tanks need a new heater", "aquarium_corner"),
        ("die keyboard lessons am dienstag verschieben", "piano_exercises"),
        ("the piggy bank is almost full", "savings_plan"),
    ],
)
def test_two_words_of_the_glossary_name_a_project(said: str, project: str) -> None:
    projects = ["aquarium_corner", "piano_exercises", "savings_plan", "sourdough_bakery"]
    found = find_project(clean(said), projects, bundled_glossary())
    assert found is not None and found.project == project


@pytest.mark.parametrize(
    "said",
    [
        "the fish were cheap at the market",  # a fish is no aquarium
        "the tank of the car is empty",
        "meine freundin ist krankenschwester",  # no sister
        "the keyboard of my laptop is sticky",  # a computer keyboard is no piano
    ],
)
def test_a_word_alone_names_no_project(said: str) -> None:
    projects = ["aquarium_corner", "piano_exercises", "sister_wedding"]
    assert find_project(clean(said), projects, bundled_glossary()) is None
