"""How-tos and "is there …" questions about Vance are help, said loosely (issue 14: "how do i
get a worker started on something?" and "is there a list of commands or do i just type
normally?" had no reading); texting shorthand ("thats", "hows") reads as what it stands for."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, working


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("garden", "novel")):
        await working(opened, "novel", "outline chapters 4 to 6 of my mystery novel")
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "how can i make a worker start on a new task?",
        "is there a shortcut to jump back to the chat",
        "what were the commands for the inbox again",
        "how do i tell you to use a different model",
    ],
)
async def test_a_how_to_about_vance_is_help(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.decision, route.target) == ("act", "how_do_i"), route


async def test_everything_thats_running_is_stopped(brain: Brain) -> None:
    route = await route_for_hub(brain.deps, "kill everything thats running pls")
    assert route.target == "process_command", route


async def test_hows_it_going_is_small_talk(brain: Brain) -> None:
    route = await route_for_hub(brain.deps, "hows it going")
    assert route.target not in ("process_list", "project_open"), route


@pytest.mark.parametrize(
    "said",
    [
        "find me a cheap used bike in leipzig",
        "can you help me find a dentist who takes new patients",
    ],
)
async def test_work_said_outright_is_handed_out_even_if_it_reads_like_a_question(
    brain: Brain, said: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target in ("delegate_project", "project_create") or route.decision == "ask", route


@pytest.mark.parametrize(
    "said", ["thx that really helped", "can i talk to you in german or just english?"]
)
async def test_thanks_and_a_question_about_languages_are_no_command(
    brain: Brain, said: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target not in ("set_language", "ask_user"), route
