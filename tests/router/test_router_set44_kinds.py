"""Kinds a held-out set (44) showed, said here in other words: a German project made with the
verb's particle before a colon ("leg ein projekt an: X" is X, not "an_X"), and a recurrence that
belongs to the work asked for ("a route with where to sleep each night") instead of a schedule
for it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router import slots
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("scotland_trip", "meal_prep")):
        yield opened


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("leg bitte ein neues projekt an: gartenteich", "gartenteich"),
        ("mach bitte ein projekt auf: steuer 2026", "steuer_2026"),
        ("leg ein projekt an:  hundeschule", "hundeschule"),
        ("leg ein projekt an gartenteich", "gartenteich"),
    ],
)
async def test_a_particle_before_the_colon_is_no_part_of_the_name(
    brain: Brain, said: str, name: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("name")) == ("project_create", name), route


@pytest.mark.parametrize(
    "said",
    [
        "for the scotland trip: work out a 6 day route and where we sleep each night",
        "scotland trip - plan the drive with what to eat each day",
        "für den schottland trip: stell eine route zusammen, wo wir jede nacht schlafen",
    ],
)
async def test_a_recurrence_inside_the_work_asks_for_no_schedule(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "schedule_add", route


@pytest.mark.parametrize(
    "said",
    ["every night at 10 remind me to take my pills", "send me the weather every morning"],
)
async def test_a_recurrence_asked_for_is_still_a_schedule(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "schedule_add", route


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("so done with my cv stuff now", "cv_update"),
        ("how's the ai course coming along", "ai_course"),
        ("any news on the tv thing", "tv_wall_mount"),
        ("im done, thanks", None),  # "done" is no typo of drone
        ("it's gone quiet today", None),
        ("so what do we do now", None),  # "so", "do" are words, not parts
    ],
)
def test_short_parts_are_named_and_common_words_are_no_typos(
    said: str, project: str | None
) -> None:
    projects = ["cv_update", "drone_buying", "ai_course", "tv_wall_mount", "phone_plan"]
    found = slots.find_project(said, projects)
    assert (found.project if found else None) == project, found


async def test_news_then_archiving_a_short_named_project(tmp_path: Path) -> None:
    async for brain in brain_with(tmp_path, ("cv_update", "drone_buying", "dog_training")):
        said = "got the offer!! so i'm finished with the cv stuff, archive that project"
        route = await route_for_hub(brain.deps, said)
        assert (route.target, route.args.get("name")) == ("project_archive", "cv_update"), route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        (
            "kannst du für den umzug eine übersicht machen, welche firmen in köln unter 1500 gehen",
            "delegate_project",
        ),
        ("could you for the bike trip find three campsites near the coast", "delegate_project"),
        (
            "kannst du mir für den umzug bitte drei angebote für kartons raussuchen",
            "delegate_project",
        ),
        ("can you for the bike trip tell me how far along it is", "process_list"),
    ],
)
async def test_work_asked_for_a_project_named_after_for(
    tmp_path: Path, said: str, target: str
) -> None:
    async for brain in brain_with(tmp_path, ("umzug_koeln", "bike_trip", "ukulele")):
        route = await route_for_hub(brain.deps, said)
        assert route.target == target, route
        if target == "delegate_project":
            assert route.args.get("project") in ("umzug_koeln", "bike_trip"), route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("den salsa kurs kram kannste löschen, mach ich eh nicht mehr", "project_archive"),
        ("das salsa ding kannst du löschen, mach ich eh nicht mehr", "project_archive"),
        ("das salsa zeug kannst du aus deinem gedächtnis streichen", "memory_forget"),
        ("lösch das mit meiner alten adresse", "memory_forget"),
    ],
)
async def test_deleting_a_named_project_is_no_forget(
    tmp_path: Path, said: str, target: str
) -> None:
    async for brain in brain_with(tmp_path, ("salsa_kurs", "bike_trip")):
        route = await route_for_hub(brain.deps, said)
        assert route.target == target, route
