"""A project asked for as a place for something (issue 14): "keep all the stuff for X in one
place", "track X separately", "a separate space for X", "leg was neues an für X" all reached
the model, which answered instead of creating the project. Phrasings written for this file."""

from __future__ import annotations

import pytest

from brain.router.router import IntentRouter

PROJECTS = ["roof_repair", "choir", "allotment"]


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("could we keep all the notes about grandpa's 90th in one place", "grandpas_90th"),
        ("i'd like to track the kitchen remodel separately from the rest", "kitchen_remodel"),
        ("can i get a separate space for my novel", "novel"),
        ("leg mir bitte was neues an für die hochzeitsreise", "hochzeitsreise"),
        ("make me a dedicated folder for the tax audit", "tax_audit"),
    ],
)
def test_a_place_asked_for_creates_the_project(router: IntentRouter, said: str, name: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("name")) == ("project_create", name)


@pytest.mark.parametrize(
    "said",
    [
        "keep it apart from the rest",  # what "it" is, nobody said
        "i keep my tools together in one place",
        "ask the choir worker for a separate list of altos",
        "we keep the roof stuff in one place already",
    ],
)
def test_other_words_about_places_create_nothing(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target != "project_create" or route.args.get("name") in PROJECTS
