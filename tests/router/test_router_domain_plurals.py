"""Work placed in an idle project by the words of its domain, plural and names included, and
a correction for a busy project named by a part of its name (issue 14, held-out set 12:
"campsites along the danube" and "10 recent papers on urban heat islands" went to the model,
"bike rentals" became a new project beside cycling_trip, "flat thing: skip the ground floor"
handed the busy flat search a second task)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, working


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("road_trip", "dissertation", "wohnung", "piano")):
        await working(opened, "wohnung", "find 3-room flats in freiburg under 1200 euros")
        yield opened


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("can you look for campgrounds near lake garda that take dogs", "road_trip"),
        ("gather 15 peer-reviewed papers about soil erosion in the alps", "dissertation"),
        ("could someone compare bike rentals in verona for a day", "road_trip"),
    ],
)
async def test_idle_work_goes_where_its_domain_words_are(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.decision, route.target) == ("act", "delegate_project"), route
    assert route.args["project"] == project


async def test_a_plural_of_a_domain_name_steers_the_busy_project(brain: Brain) -> None:
    route = await route_for_hub(brain.deps, "bei den wohnungen bitte nur welche mit balkon")
    assert (route.target, route.args.get("target")) == ("steer_project", "wohnung"), route


async def test_a_busy_project_addressed_by_name_is_corrected_not_given_more_work(
    brain: Brain,
) -> None:
    route = await route_for_hub(brain.deps, "wohnung: only ones with a lift pls")
    assert (route.target, route.args.get("target")) == ("steer_project", "wohnung"), route


async def test_new_work_for_a_busy_project_is_still_new_work(brain: Brain) -> None:
    route = await route_for_hub(
        brain.deps, "wohnung: also research which energy contracts are cheapest in freiburg"
    )
    assert route.target == "delegate_project", route


async def test_a_short_name_is_no_word_of_the_work(tmp_path: Path) -> None:
    async for opened in brain_with(tmp_path, ("bad", "garden")):
        route = await route_for_hub(opened.deps, "had a bad day, find me a funny film for tonight")
        assert route.args.get("project") != "bad", route


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("pls compare a few onsen hotels near hakone, mid budget", "japan_trip"),
        ("such mal zugverbindungen von rom nach florenz raus", "italien_urlaub"),
        ("look into whale watching tours from reykjavik", "island_reise"),
    ],
)
async def test_a_trip_named_by_its_country_gets_work_about_its_places(
    tmp_path: Path, said: str, project: str
) -> None:
    names = ("japan_trip", "italien_urlaub", "island_reise", "garden")
    async for opened in brain_with(tmp_path, names):
        route = await route_for_hub(opened.deps, said)
        assert (route.target, route.args.get("project")) == ("delegate_project", project), route
