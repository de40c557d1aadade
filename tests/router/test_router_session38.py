"""Classes a held-out set of this session found missing, said here in other words and with
other projects: questions about the world asked as "who wrote …" or "the highest X in Y", the
user's own struggle with work, "report back" as the inbox, a medical result that is no
inbox, "save this: …" remembered, a project created as a placeholder, trash as a noun, parents
and surgery named in German, a span of weeks that names no project, "patch me through", and
a reminder asked after a clause of news."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.asked_world import own_struggle, world_question
from brain.router.hub import route_for_hub
from brain.router.timing import schedule_args
from tests.router.conftest import brain_with, working

PROJECTS = [
    "week_in_rome",
    "mum_knee_operation",
    "street_cleanup",
    "driving_school",
    "bakery_plan",
]


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, tuple(PROJECTS)):
        await working(opened, "week_in_rome", "plan a week in rome with hotels")
        await working(opened, "mum_knee_operation", "organise mums knee operation and the clinic")
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "who invented the dishwasher, was it a woman?",
        "wer hat eigentlich die glühbirne erfunden",
        "what's the longest river in europe",
        "whats the oldest city in italy? just curious",
        "was ist der höchste berg in deutschland",
    ],
)
def test_questions_about_the_world(said: str) -> None:
    assert world_question(said), said


@pytest.mark.parametrize(
    "said",
    [
        "who wrote this message in the rome project",
        "what's the plan for the rome week",
    ],
)
def test_no_world_question(said: str) -> None:
    assert not world_question(said), said


@pytest.mark.parametrize(
    ("said", "struggle"),
    [
        ("thesis chapter due friday and i just keep putting it off. ugh", True),
        ("i cant make myself to start the tax stuff, any advice", True),
        ("ich schiebe das aufräumen seit tagen vor mir her", True),
        ("research how long a tax return takes to process", False),
    ],
)
def test_the_users_own_struggle(said: str, struggle: bool) -> None:
    assert own_struggle(said) is struggle


async def test_a_struggle_with_work_gets_advice_not_a_project(brain: Brain) -> None:
    said = (
        "got a 15 page essay due next month and i keep procrastinating, nothing written yet. help"
    )
    route = await route_for_hub(brain.deps, said)
    assert route.decision == "model", route


@pytest.mark.parametrize(
    "said", ["has anybody reported back yet", "did the workers get back to me?"]
)
async def test_reporting_back_is_the_inbox(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.decision, route.target) == ("act", "inbox_list"), route


async def test_a_medical_result_told_is_no_inbox(brain: Brain) -> None:
    said = "the biopsy came back negative, i'm shaking, so relieved"
    route = await route_for_hub(brain.deps, said)
    assert route.target != "inbox_list", route


@pytest.mark.parametrize(
    "said",
    [
        "store this: my bike frame number is WTU 88213",
        "note that down please - the gate code is 4711",
    ],
)
async def test_save_this_remembers(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "memory_remember", route


async def test_a_placeholder_project_is_created_alone(brain: Brain) -> None:
    said = "make a new project called garage_sale, only a placeholder for now, nothing to do yet"
    route = await route_for_hub(brain.deps, said)
    assert (route.decision, route.target) == ("act", "project_create"), route


async def test_trash_as_a_noun_archives_nothing(brain: Brain) -> None:
    said = (
        "for the street cleanup, can you find out who collects the garbage bags and put together"
        " a list of what gloves and grabbers we need"
    )
    route = await route_for_hub(brain.deps, said)
    assert route.target == "delegate_project", route
    assert route.args.get("project") == "street_cleanup", route


async def test_a_parent_and_a_surgery_named_in_german(brain: Brain) -> None:
    said = "mamas op ist jetzt doch erst im april, die klinik hat angerufen"
    route = await route_for_hub(brain.deps, said)
    assert route.target == "steer_project", route
    assert route.args.get("target") == "mum_knee_operation", route


async def test_a_span_of_weeks_names_no_project(brain: Brain) -> None:
    said = "finally got the scan results, benign!! two whole weeks of waiting, i need a drink"
    route = await route_for_hub(brain.deps, said)
    assert route.target != "steer_project", route


async def test_patch_me_through_mediates(brain: Brain) -> None:
    said = "patch me through to the rome planner, i'd rather explain the hotel thing myself"
    route = await route_for_hub(brain.deps, said)
    assert route.target == "mediate", route
    assert route.args.get("target") == "week_in_rome", route


async def test_a_licence_names_driving(brain: Brain) -> None:
    said = "for my licence can you find out which schools near me still have evening lessons"
    route = await route_for_hub(brain.deps, said)
    assert route.target == "delegate_project", route
    assert route.args.get("project") == "driving_school", route


@pytest.mark.parametrize(
    ("said", "when", "prompt"),
    [
        ("the laundry is in, remind me in 45 min to hang it up", "in 45 minutes", "hang it up"),
        (
            "put the oven on so remind me in 30 min to take the cake out",
            "in 30 minutes",
            "take the cake out",
        ),
    ],
)
def test_a_reminder_asked_after_news(said: str, when: str, prompt: str) -> None:
    args = schedule_args(said, None)
    assert args is not None
    assert (args["when"], args["prompt"]) == (when, prompt)
