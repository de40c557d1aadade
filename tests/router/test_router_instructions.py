"""How the work should be done, said to Eddie while workers are busy (issue 14): "btw the
numbers should all be in euros" was stored as a note about the user, and "oh and for the
bakery, assume we open in may" opened the project. Phrasings written for this file."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, working


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("cafe_plan", "relocation", "sewing")):
        yield opened


async def test_an_instruction_naming_the_project_goes_to_its_worker(brain: Brain) -> None:
    await working(brain, "cafe_plan", "draft a first-year budget for the cafe")
    route = await route_for_hub(brain.deps, "for the cafe plan, assume rent is 1800 a month")
    assert (route.target, route.args.get("target")) == ("steer_project", "cafe_plan")


@pytest.mark.parametrize(
    "said", ["ps the prices should all be in swiss francs", "ah and make sure it's all in metric"]
)
async def test_an_instruction_with_one_worker_busy_goes_to_it(brain: Brain, said: str) -> None:
    await working(brain, "relocation", "compare removal firms for the move")
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "relocation")


async def test_an_instruction_with_two_workers_busy_asks_which(brain: Brain) -> None:
    await working(brain, "relocation", "compare removal firms for the move")
    await working(brain, "sewing", "find a pattern for a linen dress")
    route = await route_for_hub(brain.deps, "ps the prices should all be in swiss francs")
    assert route.target == "ask_user"
    assert {o.args.get("target") for o in route.options} == {"relocation", "sewing"}


@pytest.mark.parametrize(
    "said", ["btw the spare key is under the blue pot", "remember that my dentist is dr lange"]
)
async def test_facts_are_still_remembered_while_workers_are_busy(brain: Brain, said: str) -> None:
    await working(brain, "relocation", "compare removal firms for the move")
    route = await route_for_hub(brain.deps, said)
    assert route.target != "steer_project"
