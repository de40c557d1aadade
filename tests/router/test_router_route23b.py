"""Kinds users typed, said here in other words: an instruction for a worker called by a
nickname no project has ("the e-mail guy", "dem Brief-Bot") goes to the busy worker it means;
a fear that a worker crashed asks after its state; anything waiting for the user is the inbox
listed; an inbox item asked for by a broader word ("die Versicherung" for a liability item) is
read though a project has the topic too; an appointment told with a worry is no reminder."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, item_read, working


@pytest.fixture
async def one_busy(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("kuendigung_fitness", "herb_garden")):
        await working(opened, "kuendigung_fitness", "Kündigung ans Fitnessstudio")
        yield opened


@pytest.fixture
async def two_busy(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("complaint_landlord", "bike_tour", "tax_2026")):
        await working(opened, "complaint_landlord", "Complaint about the broken heating")
        await working(opened, "bike_tour", "Route along the Danube")
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "sag dem Schreib-Bot bitte, er soll weniger förmlich klingen",
        "tell the e-mail guy to make it sound less angry",
        "ask the wording bot to cut it down to half a page",
    ],
)
async def test_a_nicknamed_worker_is_the_only_busy_one(one_busy: Brain, said: str) -> None:
    route = await route_for_hub(one_busy.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "kuendigung_fitness")


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("tell the email guy to soften the second paragraph", "complaint_landlord"),
        ("sag dem Mail-Bot er soll den Ton runterschrauben", "complaint_landlord"),
    ],
)
async def test_a_nicknamed_worker_of_several_is_found_by_its_work(
    two_busy: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(two_busy.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", project), route


async def test_a_nickname_for_a_projects_work_stays_with_it(two_busy: Brain) -> None:
    route = await route_for_hub(two_busy.deps, "tell the danube guy to add a rest day")
    assert (route.target, route.args.get("target")) == ("steer_project", "bike_tour"), route


@pytest.mark.parametrize(
    "said", ["ask the bakery guy whether they open on sunday", "tell the pizza guy to ring twice"]
)
async def test_a_real_person_is_no_worker(one_busy: Brain, said: str) -> None:
    route = await route_for_hub(one_busy.deps, said)
    assert route.target != "steer_project", route


async def test_a_nickname_of_a_project_without_a_worker_is_not_steered(one_busy: Brain) -> None:
    route = await route_for_hub(one_busy.deps, "tell the herb guy to add more basil")
    assert route.args.get("target") != "kuendigung_fitness", route


@pytest.fixture
async def climbing(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("climbing_gym", "umzug_planung")):
        await working(opened, "climbing_gym", "Weekly bouldering plan")
        await working(opened, "umzug_planung", "Umzugsplan erstellen")
        yield opened


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("hang on, is the climbing thing still on or did it crash", "climbing_gym"),
        ("hold on - has the climbing stuff frozen?", "climbing_gym"),
        ("ist die umzugssache abgestürzt oder arbeitet die noch?", "umzug_planung"),
        ("sag mal, hängt das mit dem umzug oder läuft das noch", "umzug_planung"),
    ],
)
async def test_a_worker_feared_stopped_is_its_state(
    climbing: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(climbing.deps, said)
    assert (route.target, route.args.get("project")) == ("process_list", project), route


@pytest.mark.parametrize(
    "said",
    ["is climbing still on my schedule for thursday?", "did my laptop crash again?"],
)
async def test_no_worker_feared_stopped(climbing: Brain, said: str) -> None:
    route = await route_for_hub(climbing.deps, said)
    assert route.target != "process_list", route


@pytest.fixture
async def inbox(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("boat_charter", "reading_club")):
        await working(opened, "boat_charter", "Compare charter boats")
        for source, title in (
            ("arthur · boat_charter", "Boat: liability cover needed in NL"),
            ("arthur · boat_charter", "Boat: moorings on the Ijsselmeer"),
            ("arthur · boat_charter", "Question - which week suits you?"),
            ("arthur · reading_club", "Reading club: list for 2027"),
        ):
            await opened.deps.inbox.add(
                source=source, title=title, body=f"{title}.", notify_session=None
            )
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "so what's waiting for me",
        "anything waiting for me today?",
        "was wartet denn so auf mich",
        "gibts was, das auf mich wartet",
    ],
)
async def test_anything_waiting_lists_the_inbox(inbox: Brain, said: str) -> None:
    route = await route_for_hub(inbox.deps, said)
    assert route.target == "inbox_list", route


async def test_a_question_the_worker_waits_on_is_still_read(inbox: Brain) -> None:
    title = await item_read(inbox, "is the boat worker waiting on me for something?")
    assert title == "Question - which week suits you?"


@pytest.mark.parametrize(
    "said",
    [
        "mach mal das zur Versicherung vom Boot auf",
        "zeig mir bitte das über die Bootsversicherung",
        "open the insurance one for the boat",
        "lies mal das wegen der versicherung vor",
        "pull up the insurance for the boat",
    ],
)
async def test_an_item_asked_by_a_broader_word_is_read(inbox: Brain, said: str) -> None:
    assert await item_read(inbox, said) == "Boat: liability cover needed in NL"


async def test_the_project_itself_is_still_opened(inbox: Brain) -> None:
    route = await route_for_hub(inbox.deps, "mach mal das boat charter projekt auf")
    assert (route.target, route.args.get("name")) == ("project_open", "boat_charter"), route


@pytest.fixture
async def plain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("proj_a", "proj_b")):
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "i have my root canal on friday at 10 and honestly im terrified, any ideas to keep calm",
        "i have the orthodontist tomorrow at 3 and i'm dreading it",
        "ich hab morgen um 11 den zahnarzt und echt schiss davor",
    ],
)
async def test_an_appointment_told_with_a_worry_is_no_reminder(plain: Brain, said: str) -> None:
    route = await route_for_hub(plain.deps, said)
    assert route.target not in ("schedule_add", "ask_user"), route


@pytest.mark.parametrize(
    "said",
    [
        "remind me about the orthodontist tomorrow at 3",
        "orthodontist tomorrow at 3, can you remind me",
        "orthodontist tomorrow at 3 and im nervous, remind me an hour before",
    ],
)
async def test_a_reminder_asked_with_the_appointment_stays(plain: Brain, said: str) -> None:
    route = await route_for_hub(plain.deps, said)
    assert route.target == "schedule_add", route


async def test_an_appointment_told_calmly_still_offers_a_reminder(plain: Brain) -> None:
    route = await route_for_hub(plain.deps, "i have the orthodontist tomorrow at 3")
    assert route.target == "ask_user" and route.options[0].target == "schedule_add", route
