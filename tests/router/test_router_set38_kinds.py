"""Kinds a second held-out set showed, said here in other words: a project addressed after a
filler and a dash gets the work, "opening hours" opens nothing, a dentist is the dental
project, "fürs"/"zum" is no part of a new name, a project asked "for it" after a story is
named by the thing told, and a German "wie funktioniert das mit …" about Vance finds the help."""

from __future__ import annotations

import pytest

from brain.router.naming import told_project
from brain.router.router import IntentRouter
from brain.router.slots import find_project
from brain.tools.help import for_the_world, search_help

PROJECTS = ["pantry_shelves", "museum_weekend", "dental_crown"]


@pytest.mark.parametrize(
    ("said", "project"),
    [
        (
            "ok so the pantry project - could it find three shelf systems under 200",
            "pantry_shelves",
        ),
        ("have the museum project list the opening hours of five museums", "museum_weekend"),
    ],
)
def test_work_for_a_named_project_is_handed_out(
    router: IntentRouter, said: str, project: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("project")) == ("delegate_project", project), route


def test_a_dentist_names_the_dental_project(router: IntentRouter) -> None:
    found = find_project("how is the dentist stuff going", PROJECTS, router.glossary)
    assert found is not None and found.project == "dental_crown"


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("ich brauche ein projekt fürs vogelhaus", "vogelhaus"),
        ("mach mal ein neues projekt zum gartenfest", "gartenfest"),
        ("can you start a project for the bike tour", "bike_tour"),
    ],
)
def test_a_new_name_has_no_preposition(router: IntentRouter, said: str, name: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args) == ("project_create", {"name": name}), route


def test_projects_typed_wrong_are_listed(router: IntentRouter) -> None:
    route = router.route("can u show me my porjects", projects=PROJECTS)
    assert route.target == "project_list", route


@pytest.mark.parametrize(
    ("said", "name"),
    [
        (
            "my grandad gave me his old camera collection, maybe forty cameras, no idea what "
            "they are. can you make a project for that?",
            "camera_collection",
        ),
        (
            "we finally booked the canal tour in may after ages of talking. set up a project for it",
            "canal_tour",
        ),
    ],
)
def test_a_project_for_it_is_named_by_the_thing_told(said: str, name: str) -> None:
    assert told_project(said) == name


@pytest.mark.parametrize(
    "said",
    [
        "i want to learn knitting before winter. make a project for it",  # what they mean to do
        "make me a project for the garden",  # nothing told first
    ],
)
def test_no_told_thing_names_nothing(said: str) -> None:
    assert told_project(said) is None


@pytest.mark.parametrize(
    "said",
    [
        "wie funktioniert das eigentlich mit dem posteingang",
        "wie geht das mit den erinnerungen",
        "how do reminders work",
    ],
)
def test_how_a_part_of_vance_works_finds_the_help(said: str) -> None:
    assert not for_the_world(said)
    assert search_help(said)


def test_how_a_thing_of_the_world_works_is_no_help_question() -> None:
    assert for_the_world("wie funktioniert das mit der kfz-versicherung")
