"""Classes held-out set 24 found missing, said here in other words: countries and records
name projects, a command said first wins over its reasons, questions about the world and
rewrites of the user's words are answered, results asked are the inbox, work needed is work."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router import IntentRouter
from brain.router.hub import route_for_hub
from brain.router.reference import back_reference, unclear_reference
from tests.router.conftest import brain_with, working

PROJECTS = ["sweden_roadtrip", "record_shop", "kitchen_tiles", "tax_2025", "dog_training"]


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, tuple(PROJECTS)):
        await working(opened, "sweden_roadtrip", "plan a two week road trip through sweden")
        await working(opened, "kitchen_tiles", "compare tile shops and prices")
        yield opened


@pytest.mark.parametrize(
    ("said", "target", "project"),
    [
        ("ich will direkt mit dem schweden-agent sprechen", "mediate", "sweden_roadtrip"),
        ("stopp die schweden planung bitte, wir fahren doch nicht", "process_command",
         "sweden_roadtrip"),
        ("pause the tile research for now, the budget's gone to the car", "process_command",
         "kitchen_tiles"),
    ],
)  # fmt: skip
async def test_a_project_by_country_or_a_command_said_first(
    brain: Brain, said: str, target: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    got = route.args.get("target") or route.args.get("process")
    assert (route.target, got) == (target, project), route


@pytest.mark.parametrize(
    "said",
    [
        "was ist eigentlich der unterschied zwischen fliesenkleber und fugenmasse?",
        "rewrite this more politely: send me the tile prices already",
    ],
)
async def test_a_world_question_or_a_rewrite_is_no_workers_business(
    brain: Brain, said: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target not in ("steer_project", "delegate_project"), route


async def test_something_finished_asked_is_the_inbox(brain: Brain) -> None:
    route = await route_for_hub(brain.deps, "i think the sweden stuff finished? show me")
    assert route.target in ("inbox_list", "process_list"), route


def test_work_said_as_a_need_is_work(router: IntentRouter) -> None:
    said = "need a comparison of 4 robot vacuums under 400, has to handle pet hair. pros and cons"
    assert router.route(said, projects=PROJECTS).target == "delegate_project"


@pytest.mark.parametrize("said", ["can you do that thing again but quicker", "ok help me with it"])
def test_pointing_at_nothing_is_asked_about(said: str) -> None:
    assert unclear_reference(said) or back_reference(said)
