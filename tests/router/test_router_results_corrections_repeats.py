"""An inbox item asked for by what came back of a piece of work ("let me see what the X worker
sent over"), a correction to running work ("no X after all, just Y") that steers its worker, a
repeated recap said with its day first ("jeden montag fass mir zusammen, was …"), and a how-to
about having Eddie do something by itself again and again; each with its near misses."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, item_read, working

_ITEMS = (
    "Car insurance: premium comparison",
    "School fair: stall price list",
    "School fair: question about the date",
    "Home budget: grocery costs",
)


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    projects = (
        "car_insurance", "school_fair", "garden_shed", "home_budget", "kitchen_remodel",
        "photo_book",
    )  # fmt: skip
    async for opened in brain_with(tmp_path, projects):
        await working(opened, "kitchen_remodel", "remodel plan")
        for title in _ITEMS:
            await opened.deps.inbox.add(source="eval", title=title, body="…", notify_session=None)
        yield opened


@pytest.mark.parametrize(
    ("said", "title"),
    [
        ("show me what the school fair pricing came back with", _ITEMS[1]),
        ("let me see what the insurance worker sent over", _ITEMS[0]),
        ("was hat der insurance worker zurückgeschickt", _ITEMS[0]),
        ("can i see what the stall pricing work delivered", _ITEMS[1]),
        ("let me see what the budget worker sent over", _ITEMS[3]),  # not the price list
    ],
)
async def test_what_came_back_of_a_piece_of_work_is_its_item(
    brain: Brain, said: str, title: str
) -> None:
    assert await item_read(brain, said) == title


@pytest.mark.parametrize(
    "said",
    [
        "what's in my inbox",
        "show me what the garden shed worker sent back",  # nothing about the shed came in
        "what did the school fair stuff deliver",  # two items about the fair: the list
    ],
)
async def test_what_came_back_without_one_item_lists_the_inbox(brain: Brain, said: str) -> None:
    assert (await route_for_hub(brain.deps, said)).target == "inbox_list"


@pytest.mark.parametrize(
    "said",
    [
        "kitchen remodel: no marble after all, just laminate, and price the cabinets first",
        "beim kitchen remodel doch lieber helles holz, und lass die fliesen weg",
    ],
)
async def test_a_correction_steers_the_busy_worker(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "kitchen_remodel"), route


@pytest.mark.parametrize(
    "said",
    [
        "actually just tell me a joke",
        "no dessert after all, just the main course",
        "let's do the washing first",
    ],
)
async def test_a_correction_naming_no_project_steers_no_one(brain: Brain, said: str) -> None:
    assert (await route_for_hub(brain.deps, said)).target != "steer_project"


@pytest.mark.parametrize(
    ("said", "target", "project"),
    [
        # nobody works on the photo book: new work there
        ("photo book: no glossy covers after all, just matte", "delegate_project", "photo_book"),
        (
            "apart from what it's doing, the kitchen remodel worker should also find an"
            " electrician",
            "delegate_project",
            "kitchen_remodel",
        ),
        ("i'll skip the gym after all, too tired", None, None),  # the user's own day
    ],
)
async def test_no_correction_of_running_work(
    brain: Brain, said: str, target: str | None, project: str | None
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("project")) == (target, project), route


async def test_a_change_to_a_reminder_steers_no_worker(brain: Brain) -> None:
    route = await route_for_hub(brain.deps, "forget the dentist thing, just remind me on friday")
    assert route.target != "steer_project", route


@pytest.mark.parametrize(
    ("said", "day", "project"),
    [
        (
            "every thursday evening give me a short recap of what the kitchen remodel got done"
            " that week",
            "thursday",
            "kitchen_remodel",
        ),
        (
            "jeden montag fass mir zusammen, was beim kitchen remodel passiert ist",
            "montag",
            "kitchen_remodel",
        ),
        (
            "jeden freitag schick mir eine übersicht was der photo book gemacht hat",
            "freitag",
            "photo_book",
        ),
    ],
)
async def test_a_recap_said_after_its_day_is_a_schedule(
    brain: Brain, said: str, day: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "schedule_add", route
    assert day in route.args["when"] and route.args.get("project") == project, route


@pytest.mark.parametrize(
    "said",
    [
        "give me a recap of what the photo book got done",
        "fass mir zusammen was der photo book gemacht hat",
    ],
)
async def test_a_recap_asked_once_is_no_schedule(brain: Brain, said: str) -> None:
    assert (await route_for_hub(brain.deps, said)).target != "schedule_add"


@pytest.mark.parametrize(
    "said",
    [
        "is there a way to have eddie sort my receipts each month without me asking?",
        "is there a way to have you tidy up the inbox weekly without me asking",
        "wie kann ich einrichten, dass du jeden sonntag meine termine durchgehst",
        "how can i make you look over the car insurance automatically every year?",
    ],
)
async def test_how_to_have_eddie_do_it_by_itself_is_the_help(brain: Brain, said: str) -> None:
    assert (await route_for_hub(brain.deps, said)).target == "how_do_i"


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("check the garden shed every week", "schedule_add"),  # said, not asked how
        ("how do i get my cat to stop scratching every night", None),  # not about Eddie
    ],
)
async def test_no_how_to_about_eddie(brain: Brain, said: str, target: str | None) -> None:
    assert (await route_for_hub(brain.deps, said)).target == target
