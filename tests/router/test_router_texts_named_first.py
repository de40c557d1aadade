"""A text asked by its name first, to someone, with what it says after a comma or a colon ("msg
to my landlord mr hale, the radiator …, can he send someone"): Eddie writes it; it is no look
at the inbox and no note to remember, whatever its words ("someone", "message") recall. The
inbox asked for stays the inbox."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("garden_plan",)):
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "msg to my landlord mr hale, the radiator in the bedroom is cold, can he send someone",
        "message to my landlady ms barker, the heating has been off since monday, can she send "
        "someone round",
        "note to my neighbour: could he move his van, it's blocking my garage",
        "quick text for my flatmate, the wifi is down again, could she restart the router",
    ],
)
async def test_a_text_named_first_is_written(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.decision == "model", route


@pytest.mark.parametrize(
    "said",
    ["any new messages in my inbox?", "check my messages pls"],
)
async def test_the_inbox_asked_for_stays_the_inbox(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "inbox_list", route
