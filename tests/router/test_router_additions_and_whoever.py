"""An addition to running work said as one ("forgot to mention", "change of plan", "pass that
along while it works") steers the busy worker; "whoever is handling X" is X's worker;
a German compound or a hobby word finds its project (radtour ↔ cycling route, astro ↔
telescope); how to keep work going in the background is the help."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, working


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    projects = ("used_van_search", "dolomiten_radtour", "astro_imaging", "quilt_pattern")
    async for opened in brain_with(tmp_path, projects):
        for busy in ("used_van_search", "dolomiten_radtour", "astro_imaging"):
            await working(opened, busy, f"research for {busy}")
        yield opened


@pytest.mark.parametrize(
    ("said", "project"),
    [
        (
            "re the van search, please also look at campers with a bed, forgot to say",
            "used_van_search",
        ),
        ("change of plans for the telescope shortlist: only ones under two kilos", "astro_imaging"),
        (
            "could you ask whoever is handling the cycling route to avoid motorways",
            "dolomiten_radtour",
        ),
        (
            "the van search should cover vw too, send that along while it's busy",
            "used_van_search",
        ),
    ],
)
async def test_an_addition_steers_the_busy_worker(brain: Brain, said: str, project: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", project), route


async def test_whoever_works_on_it_is_talked_to(brain: Brain) -> None:
    route = await route_for_hub(
        brain.deps, "i'd like to speak to whoever does the van search myself"
    )
    assert (route.target, route.args.get("target")) == ("mediate", "used_van_search")


async def test_a_hobby_word_opens_its_project(brain: Brain) -> None:
    route = await route_for_hub(brain.deps, "bring up the stargazing stuff")
    assert (route.target, route.args.get("name")) == ("project_open", "astro_imaging")


async def test_work_in_the_background_is_asked_of_the_help(brain: Brain) -> None:
    said = "can things keep going in the background while i'm chatting with you?"
    assert (await route_for_hub(brain.deps, said)).target == "how_do_i"


@pytest.mark.parametrize(
    "said",
    [
        "i forgot to mention my sister visits on friday",
        "the quilt pattern: also add a border, forgot to say",
    ],
)
async def test_no_busy_worker_means_no_steer(brain: Brain, said: str) -> None:
    assert (await route_for_hub(brain.deps, said)).target != "steer_project"


@pytest.mark.parametrize(
    "said",
    [
        "re the van search, separately from whatever it is busy with, price a roof box too",
        "for the telescope project, besides whatever its working on, find me a star chart",
    ],
)
async def test_more_beside_what_runs_is_new_work_there(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "delegate_project", route
