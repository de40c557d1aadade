"""Kinds a held-out set (42) showed, said here in other words: an inbox item asked for by its
place in the list ("the third message"), a result named in German by a word of its English
title ("das mikrofon ergebnis"), a project archived with its name said first ("X kannst du
löschen"), sizeable work asked in German or as a brainstorm of many items, a time that says
when something is open (no reminder), a correction said "for the X —", an opened oven (no
project opened), a trip's project named place first, and a project named after what the user
has long read about."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from brain.router.router import IntentRouter
from tests.router.conftest import brain_with, item_read


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("boat_club", "family_tree")):
        inbox = opened.deps.inbox
        for title in ("Microphone shortlist", "Sailing course dates", "Census records found"):
            await inbox.add(source="eval", title=title, body="…", notify_session=None)
        yield opened


@pytest.mark.parametrize(
    ("said", "title"),
    [
        ("pls open the third message", "Microphone shortlist"),  # the list shows newest first
        ("read me the first item", "Census records found"),
        ("show me the last entry", "Census records found"),  # the latest
        ("open the oldest item", "Microphone shortlist"),
        ("read me the most recent one in my inbox", "Census records found"),
        ("zeig mir die neueste nachricht", "Census records found"),
        ("zeig mir bitte die zweite nachricht", "Sailing course dates"),
        ("lies mir den ersten eintrag vor", "Census records found"),
    ],
)
async def test_an_item_by_its_place_in_the_list_is_read(
    brain: Brain, said: str, title: str
) -> None:
    assert await item_read(brain, said) == title


@pytest.mark.parametrize("said", ["open the fifth message", "open the second project"])
async def test_a_place_past_the_end_or_of_nothing_named_reads_no_item(
    brain: Brain, said: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "inbox_read", route


async def test_a_german_word_for_an_english_title_finds_the_item(brain: Brain) -> None:
    said = "zeig mir das ergebnis zu den mikrofonen"
    assert await item_read(brain, said) == "Microphone shortlist"


@pytest.mark.parametrize(
    "said",
    [
        "den boat club kannst du löschen, brauch ich nicht mehr",
        "das boat club zeug kannst du archivieren",
        "lösch den boat club",
    ],
)
async def test_a_project_named_first_is_archived(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("name")) == ("project_archive", "boat_club"), route


@pytest.mark.parametrize(
    "said",
    ["wie kann ich ein projekt löschen", "kannst du mir erklären wie man projekte archiviert"],
)
async def test_how_to_archive_is_still_a_help_question(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "how_do_i", route


@pytest.mark.parametrize(
    "said",
    [
        "kannst du für den family tree mal alte kirchenbücher aus westfalen online "
        "zusammensuchen, so 10-15 quellen mit link und kurzer notiz",
        "brainstorm 25 questions for the family tree interviews with grandma and sort them "
        "by topic",
    ],
)
async def test_sizeable_work_for_a_project_is_handed_to_it(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "delegate_project", route
    assert route.args.get("project") == "family_tree", route


@pytest.mark.parametrize(
    "said",
    [
        "let the boat club guy know we're closed on sundays from now on, update the flyer",
        "let the boat club person know we're open on saturdays now",
    ],
)
def test_opening_hours_told_to_a_worker_are_passed_on(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=["boat_club"])
    assert (route.target, route.args.get("target")) == ("steer_project", "boat_club"), route


def test_a_reminder_for_opening_hours_is_still_set(router: IntentRouter) -> None:
    route = router.route("remind me on sundays that the club is closed", projects=["boat_club"])
    assert route.target == "schedule_add", route


def test_a_correction_for_some_work_is_no_memory_to_forget(router: IntentRouter) -> None:
    route = router.route(
        "oh and for the boat research — forget wooden hulls, fibreglass only",
        projects=["boat_club"],
    )
    assert route.target != "memory_forget" and not any(
        o.target == "memory_forget" for o in route.options
    ), route
    route = router.route("forget that my boat is called wanda", projects=["boat_club"])
    assert route.target == "memory_forget", route


def test_an_opened_oven_opens_no_project(router: IntentRouter) -> None:
    said = "haha the cake finally worked, i opened the oven door and wow, golden"
    route = router.route(said, projects=["cake_shop"])
    assert route.target != "project_open", route
    assert router.route("open the cake shop", projects=["cake_shop"]).target == "project_open"


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("set up a project for the cycling tour through the alps pls", "alps_cycling_tour"),
        ("new project for our camping trip to norway", "norway_camping_trip"),
        ("mach ein projekt für die rundreise durch portugal", "portugal_rundreise"),
        ("create a project called trip to rome", "trip_to_rome"),  # a name said is kept
    ],
)
def test_a_trip_is_named_place_first(router: IntentRouter, said: str, name: str) -> None:
    route = router.route(said, projects=["boat_club"])
    assert (route.target, route.args.get("name")) == ("project_create", name), route


def test_a_project_for_it_is_named_after_what_was_long_read_about(router: IntentRouter) -> None:
    said = (
        "been reading about astronomy for months and my telescope arrived today. make a "
        "project for it"
    )
    route = router.route(said, projects=["boat_club"])
    assert (route.target, route.args.get("name")) == ("project_create", "astronomy"), route


@pytest.mark.parametrize("said", ["i love this app", "honestly this tool is great"])
def test_this_app_is_vance_not_a_project_named_app(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=["app_shopping_list", "tool_shed"])
    assert "app_shopping_list" not in route.args.values(), route
    assert "tool_shed" not in route.args.values(), route
    route = router.route("how is the app going", projects=["app_shopping_list"])
    assert route.args.get("project") == "app_shopping_list", route


@pytest.mark.parametrize(
    "said",
    [
        "den wecker für den boat club brauch ich nicht mehr",
        "i don't need the timer for the pasta anymore",
    ],
)
def test_an_alarm_no_longer_needed_is_cancelled_not_asked_for(
    router: IntentRouter, said: str
) -> None:
    route = router.route(said, projects=["boat_club"])
    assert route.target == "schedule_remove", route
    assert router.route("stell einen wecker für den boat club").decision == "ask"


@pytest.mark.parametrize(
    "said", ["the family tree stuff can go, im done with it", "family tree can go, finished"]
)
def test_a_project_that_can_go_is_archived(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=["boat_club", "family_tree"])
    assert (route.target, route.args.get("name")) == ("project_archive", "family_tree"), route


def test_going_ahead_is_no_switch_to_the_project(router: IntentRouter) -> None:
    route = router.route("the boat club can go ahead with the flyer", projects=["boat_club"])
    assert route.target != "mediate", route
    said = "go ahead and switch me to the boat club"
    assert router.route(said, projects=["boat_club"]).target == "mediate"


def test_whose_it_is_does_not_name_the_project(router: IntentRouter) -> None:
    said = "i want to start planning my brothers stag party, can we make a project"
    route = router.route(said, projects=["boat_club"])
    assert (route.target, route.args.get("name")) == ("project_create", "stag_party"), route


@pytest.mark.parametrize(
    ("said", "what"),
    [
        ("in 3 stunden an den kuchen erinnern bitte", "an den kuchen"),
        ("kannst du mich morgen um 8 an den müll erinnern", "an den müll"),
    ],
)
def test_a_german_reminder_keeps_no_erinnern_in_what(
    router: IntentRouter, said: str, what: str
) -> None:
    route = router.route(said)
    assert (route.target, route.args.get("prompt")) == ("schedule_add", what), route
