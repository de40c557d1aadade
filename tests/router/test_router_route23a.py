"""Work asked loosely (route 23a), said here in other words: a formal letter that must hold
legally is work for a new project named by its matter (a short text stays a text), new work
started "for figuring out" a question is a new project named by its topic, a topic said as
"d&d" or "rowers" finds its project, a place asked for by its name is a project, and "the
bigger one" said with nothing before points at something never said."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from brain.router.new_name import place_named
from brain.router.reference import unclear_reference
from tests.router.conftest import brain_with, working


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    projects = ("ttrpg_campaign", "rowing_crew_plan", "patio_redo")
    async for opened in brain_with(tmp_path, projects):
        await working(opened, "patio_redo", "pavers compared")
        yield opened


@pytest.mark.parametrize(
    ("said", "word"),
    [
        (
            "könntest du mir ein schreiben an den vermieter aufsetzen wegen der feuchten wände,"
            " mit frist von 14 tagen, muss rechtlich einwandfrei sein",
            "vermieter",
        ),
        (
            "kannst du einen brief an die hausverwaltung verfassen, der aufzug ist seit wochen"
            " kaputt, ich will mietminderung ankündigen",
            "hausverwaltung",
        ),
        (
            "write a formal letter to my landlord about the broken window, give them a 10 day"
            " deadline and make it legally sound",
            "letter",
        ),
    ],
)
async def test_a_letter_that_must_hold_legally_is_a_new_project(
    brain: Brain, said: str, word: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "delegate_project", route
    project = str(route.args.get("project"))
    assert word in project and project not in ("patio_redo", "rowing_crew_plan"), route


@pytest.mark.parametrize(
    "said",
    [
        "text my landlord that the window got fixed, thanks",
        "schreib meiner freundin kurz dass ich später komme",
    ],
)
async def test_a_short_text_stays_a_text(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "delegate_project", route
    assert route.target != "project_create", route


@pytest.mark.parametrize(
    ("said", "words"),
    [
        (
            "start something for figuring out whether solar panels pay off on a north facing roof",
            {"solar", "panels"},
        ),
        ("kick off something to find out if air fryers are really healthier", {"air", "fryers"}),
        ("start something on which houseplants survive a dark hallway", {"houseplants"}),
    ],
)
async def test_something_started_for_a_question_is_a_new_project(
    brain: Brain, said: str, words: set[str]
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "delegate_project", route
    assert words & set(str(route.args.get("project")).split("_")), route


async def test_something_started_for_a_thing_is_no_research(brain: Brain) -> None:
    route = await route_for_hub(brain.deps, "start something for the attic")
    assert route.target != "delegate_project", route


@pytest.mark.parametrize(
    ("said", "project"),
    [
        (
            "i need a one-shot for my d&d table: level 4, five players, a flooded temple, two"
            " fights and a trap puzzle",
            "ttrpg_campaign",
        ),
        (
            "write a 6 week programme for our novice rowers: two water sessions and an erg"
            " session each week, drills included, a 2k test at the end",
            "rowing_crew_plan",
        ),
    ],
)
async def test_a_topic_said_in_other_words_finds_its_project(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", project), route


@pytest.mark.parametrize(
    "said",
    [
        "set up a folder called tent repairs, notes come later",
        "mach mir nen leeren ordner namens fahrradteile",
        "create a space for knitting patterns, i'll add things later",
    ],
)
def test_a_place_asked_for_by_its_name(said: str) -> None:
    assert place_named(said)


@pytest.mark.parametrize(
    "said", ["make me a list of old lamp brands", "the thing called love", "open the folder"]
)
def test_no_place_asked_for(said: str) -> None:
    assert not place_named(said)


@pytest.mark.parametrize(
    ("said", "ref"),
    [
        ("pls get the cheaper one", "the cheaper one"),
        ("go ahead and reserve the earlier one", "the earlier one"),
        ("ok buy the red one", "the red one"),
        ("nimm doch das größere", "das größere"),
    ],
)
def test_one_of_several_never_said(said: str, ref: str) -> None:
    assert unclear_reference(said) == ref


@pytest.mark.parametrize(
    ("said", "ref"),
    [
        ("i think the bigger one looks nicer", None),
        ("ok move it to friday", "it"),
        ("can u finish the other one too", "the other one"),
    ],
)
def test_other_words_point_as_before(said: str, ref: str | None) -> None:
    assert unclear_reference(said) == ref


@pytest.fixture
async def gym(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("bouldering_gym", "bakery_plan", "patio_redo")):
        await working(opened, "patio_redo", "pavers compared")
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "anyone able to dig into how climbing halls price 10-visit cards vs monthly memberships?"
        " it's for the business plan of my own gym",
        "was hoping somebody could find out what bouldering gyms charge in weekly fees for kids"
        " clubs, i need it for my gym",
    ],
)
async def test_research_asked_of_anyone_for_the_users_own_project(gym: Brain, said: str) -> None:
    route = await route_for_hub(gym.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", "bouldering_gym"), (
        route
    )


@pytest.mark.parametrize(
    ("said", "when"),
    [
        ("remind me monthly to renew the gym membership", "monthly"),
        ("water the ferns weekly", "weekly"),
    ],
)
async def test_a_repetition_said_is_still_one(gym: Brain, said: str, when: str) -> None:
    route = await route_for_hub(gym.deps, said)
    assert (route.target, route.args.get("when")) == ("schedule_add", when), route
