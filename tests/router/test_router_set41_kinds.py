"""Kinds a held-out set (41) showed, said here in other words: a new project's name said
before "works as a name", "start a project called X so i can …" after news, a request typed
with typos ("cn u creat a projct for it, X"), work for a project said first ("for the X
stuff, could you have it …") or sent "over to the project", the project list asked for as a
"project list", a project told to write something "for the new …", how a part of Vance works
(no list of it), and a worker's job cancelled with "no reminder needed" after it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from brain.router.router import IntentRouter
from tests.router.conftest import brain_with, item_read

PROJECTS = ["pottery_class", "car_sale", "choir_concert"]


@pytest.mark.parametrize(
    ("said", "name"),
    [
        (
            "we're getting two hens in spring, need a coop, feed and a vet. make a project for "
            "it please, hen house works as a name",
            "hen_house",
        ),
        ("can you set up a project for the roof? roof repair is fine as the name", "roof_repair"),
        ("leg bitte ein projekt für den umzug an, umzug herbst passt als name", "umzug_herbst"),
    ],
)
def test_a_name_said_before_works_as_a_name(router: IntentRouter, said: str, name: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("name")) == ("project_create", name), route


def test_a_project_called_x_so_i_can_is_named_x_after_news(router: IntentRouter) -> None:
    said = (
        "woo the permit came through!! digging starts in may. start a project called pond "
        "build so i can keep the offers together"
    )
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("name")) == ("project_create", "pond_build"), route


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("got a sewing machine for my birthday lol. cn u creat a projct for it, sewing", "sewing"),
        ("mach ein projekt dafür, sternwarte besuch", "sternwarte_besuch"),
    ],
)
def test_a_name_after_for_it_and_a_comma(router: IntentRouter, said: str, name: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("name")) == ("project_create", name), route


def test_for_it_then_a_reason_is_no_name(router: IntentRouter) -> None:
    route = router.route("make a project for it, it's for the roof", projects=PROJECTS)
    assert route.args.get("name") not in {"its", "it", "for_the_roof"}, route


@pytest.mark.parametrize(
    "said",
    [
        "for the car sale stuff, could you have it write a short ad for the old golf",
        "about the choir concert thing - can it find three halls for 80 people",
    ],
)
def test_work_for_a_project_said_first(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target == "delegate_project", route
    assert route.args.get("project") in {"car_sale", "choir_concert"}, route


def test_a_comment_about_a_project_said_first_is_no_work(router: IntentRouter) -> None:
    route = router.route("for the car sale, i love how it is going so far", projects=PROJECTS)
    assert route.target != "delegate_project", route


def test_work_sent_over_to_the_project(router: IntentRouter) -> None:
    said = (
        "choir concert needs a poster text. june 9 in the town hall, free entry, donations "
        "welcome. send that over to the project"
    )
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("project")) == ("delegate_project", "choir_concert")


@pytest.mark.parametrize(
    "said",
    ["can i get my project list", "zeig mal die projektliste", "pull up the project overview"],
)
def test_the_project_list_asked_for_by_that_name(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "project_list"


def test_a_project_told_to_write_for_the_new_things_gets_the_work(router: IntentRouter) -> None:
    said = "have the pottery class project write 4 blurbs for the new speckled mugs, warm tone"
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("project")) == ("delegate_project", "pottery_class")


@pytest.mark.parametrize(
    "said",
    [
        "how do reminders work in vance? can they repeat or only once",
        "wie funktionieren eigentlich erinnerungen bei dir",
        "how does the inbox work here",
    ],
)
def test_how_a_part_of_vance_works_is_explained(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "how_do_i"


@pytest.mark.parametrize("said", ["which reminders do i have", "show my reminders"])
def test_the_reminders_asked_for_are_listed(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "schedule_list"


def test_a_job_cancelled_with_no_reminder_needed_stops_its_worker(router: IntentRouter) -> None:
    said = "cancel whatever the car sale job is doing, the buyer showed up. no reminder needed"
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args) == (
        "process_command",
        {"process": "car_sale", "command": "stop"},
    ), route


def test_a_timed_reminder_about_a_project_is_still_cancelled(router: IntentRouter) -> None:
    route = router.route("cancel the 8am reminder about the car sale", projects=PROJECTS)
    assert route.target == "schedule_remove", route


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("pottery_class", "car_sale")):
        inbox = opened.deps.inbox
        await inbox.add(
            source="eval", title="Mahnung Werkstatt (Entwurf)", body="…", notify_session=None
        )
        await inbox.add(source="eval", title="Kursliste Töpfern", body="…", notify_session=None)
        await inbox.add(source="eval", title="Golf ad draft", body="…", notify_session=None)
        yield opened


@pytest.mark.parametrize(
    ("said", "title"),
    [
        ("mach mal die mahnung auf", "Mahnung Werkstatt (Entwurf)"),
        ("zeig mir die nachricht mit den kursen", "Kursliste Töpfern"),
    ],
)
async def test_an_item_named_by_part_of_its_title_is_read(
    brain: Brain, said: str, title: str
) -> None:
    assert await item_read(brain, said) == title


async def test_something_else_opened_reads_no_item(brain: Brain) -> None:
    route = await route_for_hub(brain.deps, "mach mal das fenster auf")
    assert route.target != "inbox_read", route


@pytest.mark.parametrize(
    "said",
    [
        "watched a doc about the taj mahal last night, which country is it in again?",
        "an welchem see liegt nochmal konstanz",
        "who painted the sunflowers again",
    ],
)
def test_a_world_question_with_again_is_no_memory(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target != "memory_recall"


@pytest.mark.parametrize(
    "said",
    [
        "what was my landlord's name again",
        "whats the wifi code again",
        "wie hieß nochmal mein arzt",
    ],
)
def test_the_users_own_things_asked_again_are_recalled(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "memory_recall"


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("build me a website for my flower shop", "website"),
        ("code a little quiz game for my nephew", "game"),
        ("programmier mir ein kleines tool für meine rechnungen", "tool"),
    ],
)
def test_software_asked_for_is_work_for_a_new_project(
    router: IntentRouter, said: str, project: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target == "delegate_project", route
    assert project in str(route.args.get("project")).split("_"), route


@pytest.mark.parametrize(
    "said", ["the website is down again", "my nephew loves that quiz game", "welches tool nutzt du"]
)
def test_software_only_named_is_no_work(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target != "delegate_project"


def test_the_project_named_as_a_project_is_the_one_meant(router: IntentRouter) -> None:
    said = "ok enough tax stuff for today. pull up the garden project, want to see the seed list"
    route = router.route(said, projects=["tax_documents", "garden_redesign"])
    assert (route.target, route.args.get("name")) == ("project_open", "garden_redesign"), route
    both = router.route(
        "open the tax one or the garden one", projects=["tax_documents", "garden_redesign"]
    )
    assert both.decision == "ask", both
