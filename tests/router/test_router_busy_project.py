"""Words for a project whose worker is busy (issue 14, held-out set 14): a question how far it
is shows its status, a correction goes to the worker even when the router was unsure between
it and a new project, a date in the words is no reminder to cancel when none is set, and news
that something "got cancelled" stops nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from brain.router.naming import project_for
from brain.router.route import status_args
from tests.router.conftest import brain_with, working


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("bathroom", "bulletin", "piano")):
        await working(opened, "bathroom", "get quotes from three tilers for the shower wall")
        await working(opened, "bulletin", "write the spring issue of the club bulletin")
        yield opened


@pytest.mark.parametrize(
    "said", ["is the bulletin nearly finished?", "ist das bulletin schon fertig?"]
)
async def test_how_far_a_busy_project_is_shows_its_status(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args) == ("process_list", status_args("bulletin")), route


async def test_a_correction_for_the_running_quotes_goes_to_that_worker(brain: Brain) -> None:
    said = "those quotes should also cover sealing the joints, make sure they compare that"
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "bathroom"), route


async def test_a_date_for_the_running_work_is_no_reminder_to_cancel(brain: Brain) -> None:
    said = "für das bulletin: bitte das sommerfest am 21. noch bei den terminen ergänzen"
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "bulletin"), route


async def test_news_that_something_was_cancelled_stops_nothing(brain: Brain) -> None:
    route = await route_for_hub(
        brain.deps, "bulletin: drop the bake sale from the dates, it was cancelled"
    )
    assert route.target != "process_command", route
    route = await route_for_hub(brain.deps, "the fair got cancelled, so stop the bulletin")
    assert (route.target, route.args.get("process")) == ("process_command", "bulletin"), route


@pytest.mark.parametrize(
    "said", ["any results yet", "hast du neue nachrichten von den projekten für mich"]
)
async def test_results_from_the_workers_are_the_inbox(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target in ("inbox_list", "inbox_read"), route


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("help me pick a used van, thats gonna be a whole thing", "van"),
        ("find a gym with a pool near the office", "gym_pool"),
    ],
)
def test_a_new_projects_name_keeps_short_nouns_and_drops_filler(said: str, name: str) -> None:
    assert project_for(said) == name
