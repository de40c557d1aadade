"""Kinds a held-out set showed the router missing, said here in other words and with other
projects: a project named with a hyphen or umlauts ("das Dachboden-Projekt"), going "into" a
project opens it, every project asked about lists them, typed-wrong command words, more
languages to switch to, and an inbox item named in another inflection."""

from __future__ import annotations

import pytest

from brain.router.reference import back_reference
from brain.router.router import IntentRouter
from brain.router.slots import find_project

PROJECTS = ["dachboden", "kajak_kauf", "gaestezimmer", "bird_feeder"]


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("öffne mal das Dachboden-Projekt", "dachboden"),
        ("zeig mir das Gästezimmer-Projekt", "gaestezimmer"),
        ("open the bird-feeder project", "bird_feeder"),
    ],
)
def test_a_project_said_with_a_hyphen_or_umlauts_is_found(said: str, project: str) -> None:
    found = find_project(said, PROJECTS)
    assert found is not None and found.project == project


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("geh mal ins Gästezimmer-Projekt", "gaestezimmer"),
        ("spring mal in das kajak projekt, da will ich was nachschauen", "kajak_kauf"),
        ("lemme get into the bird feeder one, i want to sketch it myself", "bird_feeder"),
        ("lets hop into the kayak project", "kajak_kauf"),
    ],
)
def test_going_into_a_project_opens_it(router: IntentRouter, said: str, project: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args) == ("project_open", {"name": project}), route


def test_work_the_user_does_themselves_is_not_handed_out_unless_a_worker_is_told(
    router: IntentRouter,
) -> None:
    told = router.route(
        "have the kayak project compare three boats, i want to paddle it myself",
        projects=PROJECTS,
    )
    assert (told.target, told.args["project"]) == ("delegate_project", "kajak_kauf"), told


@pytest.mark.parametrize(
    "said",
    [
        "give me a quick look at every project i have going",
        "run me through each project ive got set up",
    ],
)
def test_every_project_asked_about_lists_them(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target == "project_list", route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("whcih wokers are bussy rn", "process_list"),
        ("open my inobx pls", "inbox_list"),
        ("froget that my gym is fitbox", "memory_forget"),
    ],
)
def test_command_words_typed_wrong_are_read(router: IntentRouter, said: str, target: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target == target, route


@pytest.mark.parametrize(
    ("said", "code"),
    [
        ("please reply in italian from now on", "it"),
        ("ab jetzt bitte auf polnisch antworten", "pl"),
        ("can you talk to me in portuguese", "pt"),
    ],
)
def test_more_languages_can_be_switched_to(router: IntentRouter, said: str, code: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args) == ("set_language", {"language": code}), route


@pytest.mark.parametrize(
    "said",
    ["how do you say good night in italian", "is polish hard to learn", "i love greek food"],
)
def test_a_language_talked_about_is_no_switch(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target != "set_language"


@pytest.mark.parametrize(
    "said",
    ["ok now do it like the previous one", "same as last time pls", "do teh same thing again"],
)
def test_pointing_back_at_something_earlier_is_noticed(said: str) -> None:
    assert back_reference(said) is not None


def test_pointing_back_with_the_thing_said_is_no_back_reference() -> None:
    assert back_reference("write it like the last one but about our trip to oslo") is None
