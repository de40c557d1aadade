"""Kinds a held-out set showed, said here in other words: a place asked to be made for
something to come (a project named by its topic, no work yet), a project taken up again by
loose words (opened), and questions about Eddie itself (what archiving does, what it can do
beyond talking, which models are inside) that read like a command or a look at what runs."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.asked_self import asks_about_eddie
from brain.router.going_on import taken_up
from brain.router.hub import route_for_hub
from brain.router.new_name import space_wanted
from tests.router.conftest import brain_with

_PROJECTS = ("bathroom_reno", "tax_return", "kayak_trip")


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, _PROJECTS):
        yield opened


@pytest.fixture
async def empty(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ()):
        yield opened


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("one day i might write a cookbook, could you make me a space for it, i will jot recipes there", "cookbook"),
        ("can you set up a folder for a possible escape room idea, nothing to do yet", "escape_room"),
        ("give me a space for the treehouse, i'll dump sketches in there later", "treehouse"),
        ("pls create a little corner for my future podcast", "podcast"),
        ("i may start my own newsletter one day, can you make a place for it for drafts", "newsletter"),
        ("richte mir bitte einen ordner für das puppentheater ein, ideen kommen später", "puppentheater"),
        ("ich will irgendwann ein brettspiel erfinden, leg mir schon mal nen platz dafür an", "brettspiel"),
        ("mach mal nen bereich fürs gartenhaus, infos kommen noch", "gartenhaus"),
    ],
)  # fmt: skip
async def test_a_place_for_something_to_come_is_a_new_project(
    empty: Brain, said: str, name: str
) -> None:
    route = await route_for_hub(empty.deps, said)
    assert (route.decision, route.target, route.args.get("name")) == (
        "act",
        "project_create",
        name,
    ), route


@pytest.mark.parametrize(
    "said",
    [
        "can you find me a place for dinner tonight",
        "i need a place for my bike in the flat",
        "what's a good place for a picnic near munich",
        "wo ist ein guter platz für einen weihnachtsbaum",
    ],
)
def test_a_place_in_the_world_is_no_project(said: str) -> None:
    assert space_wanted(said) is None


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("ok so back to the bathroom renovation", "bathroom_reno"),
        ("right, let's carry on with the bathroom where we left off", "bathroom_reno"),
        ("can we pick up where we stopped on the paddling trip", "kayak_trip"),
        ("alright, continuing with the tax stuff", "tax_return"),
        ("zurück zum kajak", "kayak_trip"),
        ("lass uns mal mit der badsanierung weitermachen", "bathroom_reno"),
        ("weiter mit den steuern bitte", "tax_return"),
    ],
)
async def test_a_project_taken_up_again_is_opened(brain: Brain, said: str, project: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("name")) == ("project_open", project), route


@pytest.mark.parametrize(
    "said",
    [
        "back to the bathroom, order the tiles from the shop",
        "continue with the taxes and tell me how much i owe",
        "back to square one i guess",
        "i went back to the bathroom earlier",
        "let's continue",
    ],
)
def test_more_than_taking_a_project_up_again_opens_nothing(said: str) -> None:
    assert taken_up(said, list(_PROJECTS)) is None


@pytest.mark.parametrize(
    "said",
    [
        "say i archive the kayak project, is everything in it lost?",
        "are archived projects deleted for good or can i restore them",
        "wenn man ein projekt archiviert, kann man es wiederherstellen?",
        "what happens to the workers when i stop a project",
        "which llms are inside you, any chatgpt?",
        "was für modelle laufen bei dir, ist gpt dabei",
    ],
)
async def test_a_question_about_eddie_gets_the_help(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "how_do_i", route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("archive the kayak project", "project_archive"),
        ("archive tax_return, i can always restore it later?", "project_archive"),
        ("what's running right now", "process_list"),
    ],
)
async def test_a_command_near_a_question_about_eddie_is_still_a_command(
    brain: Brain, said: str, target: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == target, route


@pytest.mark.parametrize(
    "said",
    [
        "if i delete my photos can i recover them",
        "which model of car should i buy",
        "what can you do about a leaky tap",
    ],
)
def test_a_question_about_the_world_is_none_about_eddie(said: str) -> None:
    assert not asks_about_eddie(said)
