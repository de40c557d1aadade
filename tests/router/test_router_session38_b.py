"""Classes a second held-out set found missing, said here in other words and with other
projects: "is it true …" asks about the world, "stop working on it" stops a busy worker even
after "forget", "start" is no typo of a project's "stair", research asked after a first
sentence is work, what runs "in the background", a repetition every few months, a vague
"whatever's easiest"."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.asked_world import world_question
from brain.router.hub import route_for_hub
from brain.router.naming import vague_work
from brain.router.statements import asks_for_work
from brain.router.when import parse
from brain.schedules.wording import say_cron
from tests.router.conftest import brain_with, working

PROJECTS = ["stair_carpet", "zeppelin_flight", "wood_stove", "choir_trip"]


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, tuple(PROJECTS)):
        await working(opened, "stair_carpet", "find a runner carpet for the stairs")
        await working(opened, "zeppelin_flight", "book a zeppelin flight as a gift")
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "is it true that a zeppelin can't fly in the rain?",
        "stimmt es, dass kamine die luft verschmutzen",
    ],
)
def test_is_it_true_asks_about_the_world(said: str) -> None:
    assert world_question(said), said


async def test_is_it_true_is_no_steer(brain: Brain) -> None:
    said = "is it true you can't really steer a zeppelin in strong wind?"
    route = await route_for_hub(brain.deps, said)
    assert route.decision == "model", route


async def test_forget_it_and_stop_working_on_it_stops_the_worker(brain: Brain) -> None:
    said = "forget the zeppelin gift, my aunt booked one already. stop working on it"
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("process")) == ("process_command", "zeppelin_flight")


async def test_start_is_no_typo_of_stair(brain: Brain) -> None:
    said = (
        "i want to start learning to sail this summer. can you find out which schools near kiel"
        " do beginner courses and what a licence costs"
    )
    route = await route_for_hub(brain.deps, said)
    assert route.args.get("target") != "stair_carpet", route
    assert route.args.get("project") != "stair_carpet", route


@pytest.mark.parametrize(
    "said",
    [
        "thinking about pottery. find me studios around kassel with evening classes and prices",
        "so i might get a kayak. can you find out whether i need a permit for the lake and what a"
        " used one costs",
    ],
)
def test_research_asked_after_a_first_sentence_is_work(said: str) -> None:
    assert asks_for_work(said), said


@pytest.mark.parametrize("said", ["can you find my glasses", "find me a joke"])
def test_no_research(said: str) -> None:
    assert not asks_for_work(said), said


@pytest.mark.parametrize(
    "said", ["is anything still busy in the background", "what's still cooking in the background?"]
)
async def test_what_runs_in_the_background(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "process_list", route


@pytest.mark.parametrize(
    ("said", "months"),
    [
        ("every 4 months remind me to descale the coffee machine", "4,8,12"),
        ("alle sechs monate an die zahnreinigung erinnern", "6,12"),
        ("quarterly remind me to read the water meter", "3,6,9,12"),
    ],
)
def test_every_few_months(said: str, months: str) -> None:
    now = datetime(2026, 12, 6, 8, 0, tzinfo=UTC)
    when = parse(said, now)
    assert when is not None and when.cron is not None
    assert when.cron.split()[3] == months, when.cron
    assert "remind" not in when.phrase


def test_every_five_months_is_not_guessed() -> None:
    when = parse(
        "every 5 months remind me to check the tyres",
        datetime(2026, 12, 6, 8, 0, tzinfo=UTC),
    )
    assert when is None or when.cron is None or when.cron.split()[3] == "*"


def test_a_few_months_said_plainly() -> None:
    assert say_cron("0 9 6 3,6,9,12 *") == "every 3 months on the 6th (Mar, Jun, Sep, Dec) at 09:00"
    assert say_cron("0 9 6 6,12 *", "de") == "alle 6 Monate am 6. (Juni, Dez) um 09:00"


@pytest.mark.parametrize(
    "said",
    ["ugh just handle the thing from earlier, whatever's simplest", "mach das halt, egal wie"],
)
def test_whatever_is_easiest_is_vague(said: str) -> None:
    assert vague_work(said), said
