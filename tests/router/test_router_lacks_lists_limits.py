"""Kinds said loosely (phrasings written for this file): work for a project said as the part it
still lacks, a small tool asked to be built with softeners, the projects asked for as "what do i
have going", what Eddie remembers about one topic, and a limit with its reason for a project's
worker — each with near misses that must stay what they are."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, working

_BOOKS = ("herb_guide", "camping_notes", "kochbuch", "pilzfibel")


@pytest.fixture
async def books(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, _BOOKS):
        yield opened


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("the herb guide is missing a section about drying herbs, can you add one", "herb_guide"),
        (
            "the camping notes have no section on campfire cooking yet, could you do that",
            "camping_notes",
        ),
        ("the camping notes still need a bit on water filters, could u sort that", "camping_notes"),
        (
            "dem kochbuch fehlt noch ein abschnitt über brotbacken, kannst du den ergänzen",
            "kochbuch",
        ),
        ("die pilzfibel braucht noch ein kapitel zu giftpilzen, schreibst du das?", "pilzfibel"),
        (
            "the camping notes are lacking a proper packing list chapter, pls take care of it",
            "camping_notes",
        ),
    ],
)
async def test_a_part_a_project_lacks_is_work_for_it(books: Brain, said: str, project: str) -> None:
    route = await route_for_hub(books.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", project), route
    assert route.args.get("task") and "fits" not in route.args, route


@pytest.mark.parametrize(
    "said",
    ["does the herb guide still need a section on drying herbs?", "how long is the kochbuch now"],
)
async def test_asking_how_a_project_stands_hands_out_no_work(books: Brain, said: str) -> None:
    route = await route_for_hub(books.deps, said)
    assert route.target != "delegate_project", route


@pytest.mark.parametrize(
    "said",
    [
        "quick question, could you throw together a little script that renames my photos by date? "
        "no rush",
        "would you mind hacking together a small tool that merges my pdf invoices",
        "kannst du mir ein kleines tool bauen, das meine rechnungen nach monat sortiert",
        "könntest du mir mal ein skript basteln, um meine fotos umzubenennen",
        "any chance you could knock up a quick python thing that sorts my downloads folder",
        "no hurry, but can you cobble together a tiny app that logs my runs",
    ],
)
async def test_a_small_tool_asked_softly_is_new_work(tmp_path: Path, said: str) -> None:
    async for brain in brain_with(tmp_path, ("garden",)):
        route = await route_for_hub(brain.deps, said)
        assert route.target == "delegate_project", route
        name = str(route.args.get("project"))
        assert name != "garden" and not {"quick", "rush", "hurry", "mind", "chance"} & set(
            name.split("_")
        ), route


@pytest.mark.parametrize(
    "said",
    [
        "how do i rename files in python?",
        "what's a python script?",
        "could you build an app?",
        "can you make a tool recommendation for sorting photos",
    ],
)
async def test_a_question_about_tools_builds_none(tmp_path: Path, said: str) -> None:
    async for brain in brain_with(tmp_path, ()):
        route = await route_for_hub(brain.deps, said)
        assert route.target != "delegate_project" or "recommendation" in said, route


@pytest.mark.parametrize(
    "said",
    [
        "remind me what i have running project wise",
        "can you remind me of my projects",
        "what am i juggling at the moment project wise",
        "remind me what i'm working on these days",
        "kannst du mir nochmal sagen, woran ich gerade so arbeite",
    ],
)
async def test_the_projects_asked_loosely_are_listed(books: Brain, said: str) -> None:
    route = await route_for_hub(books.deps, said)
    assert route.target == "project_list", route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("remind me what you know about me", "memory_recall"),
        ("remind me to call mum", "ask_user"),  # when? a reminder
        ("how's the camping notes going", "process_list"),
    ],
)
async def test_what_only_looks_like_the_list_stays(books: Brain, said: str, target: str) -> None:
    route = await route_for_hub(books.deps, said)
    assert route.target == target, route


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("anything stored on my job?", "job"),
        ("what did you keep about my health", "health"),
        ("what have you got on my work", "work"),
        ("hab ich dir mal was über meine kinder erzählt", "kinder"),
        ("do you remember anything i said about my brother", "brother"),
        ("weißt du noch irgendwas über meine schwester?", "schwester"),
    ],
)
async def test_a_recall_about_one_topic_asks_the_memory_for_it(
    books: Brain, said: str, topic: str
) -> None:
    route = await route_for_hub(books.deps, said)
    assert route.target == "memory_recall", route
    query = str(route.args.get("query")).split()
    assert query[-1] == topic and len(query) == 2, route  # "my job": that topic's facts


@pytest.mark.parametrize("said", ["do you remember things?", "what do you know about my projects"])
async def test_no_topic_of_the_users_is_no_recall_about_it(books: Brain, said: str) -> None:
    route = await route_for_hub(books.deps, said)
    assert route.rule != "router:recall:topic", route


_HUNTS = ("bike_hunt", "laptop_search", "printer_research", "flat_hunt")


@pytest.fixture
async def hunting(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, _HUNTS):
        for project in _HUNTS:
            await working(opened, project, f"find a good {project.split('_')[0]}")
        yield opened


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("with the bike hunt, just used ones, i'm broke", "bike_hunt"),
        (
            "for the laptop search just look at ones with 16gb ram, i do video editing",
            "laptop_search",
        ),
        ("printer research - just inkjets please, we print photos", "printer_research"),
        ("for the flat hunt only places near a park pls, we have a dog", "flat_hunt"),  # no pause
        ("the flat hunt should only look at places by the park, the kids play there", "flat_hunt"),
        (
            "for the printer research, only look at laser ones pls. ink is too pricey",
            "printer_research",
        ),
    ],
)
async def test_a_limit_with_its_reason_is_for_the_worker(
    hunting: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(hunting.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", project), route
    assert route.args.get("message") == said, route


@pytest.mark.parametrize(
    "said",
    [
        "what's the laptop search doing?",
        "just checking, how's the bike hunt going?",
        "is the printer research done yet",
    ],
)
async def test_asking_how_the_worker_does_is_its_status(hunting: Brain, said: str) -> None:
    route = await route_for_hub(hunting.deps, said)
    assert route.target == "process_list", route


@pytest.mark.parametrize("said", ["park the flat hunt for now", "die bike hunt erstmal parken"])
async def test_parking_the_work_still_pauses_it(hunting: Brain, said: str) -> None:
    route = await route_for_hub(hunting.deps, said)
    assert (route.target, route.args.get("command")) == ("process_command", "pause"), route
