"""What the user asks of one of their projects, said loosely (phrasings written for this file):
a talk with its worker in person, what an inbox item about it concluded, work said after the
project and a dash or colon, that the project can go, and whether it will be done in time. The
project is often named by its topic ("the website worker" for ``bakery_site``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, working

PROJECTS = ("loft_conversion", "choir_concert", "bakery_site", "italian_class", "camper_van")


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, PROJECTS):
        yield opened


# --- a talk with a project's worker in person ----------------------------------------------


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("lemme sort it out with the loft bot myself", "loft_conversion"),
        ("hook me up with whatever bot is on the choir stuff", "choir_concert"),
        ("get me the website bot on the line", "bakery_site"),
        ("stell mich mal zum camper-bot durch", "camper_van"),
        ("ich will selbst mit dem worker von der webseite reden", "bakery_site"),
        ("kannst du mich mit dem agenten vom chor verbinden", "choir_concert"),
    ],
)
async def test_a_talk_with_a_projects_worker_asked_loosely_puts_it_through(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("mediate", project), route


async def test_a_talk_asked_while_the_worker_is_busy_is_still_a_talk(brain: Brain) -> None:
    await working(brain, "choir_concert", "Find a hall for 80 singers")
    route = await route_for_hub(brain.deps, "hook me up with whatever bot is on the choir stuff")
    assert (route.target, route.args.get("target")) == ("mediate", "choir_concert"), route


@pytest.mark.parametrize(
    "said",
    [
        "let me talk to my brother about the camper first",
        "can i talk to you about the choir concert",
    ],
)
async def test_a_talk_with_someone_else_about_a_project_puts_nobody_through(
    brain: Brain, said: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "mediate" and "mediate" not in {o.target for o in route.options}, route


async def test_a_talk_told_or_asked_how_is_no_talk_but_one_asked_is(brain: Brain) -> None:
    asked = await route_for_hub(brain.deps, "stell mich mal zum loft-agenten durch")
    assert (asked.target, asked.args.get("target")) == ("mediate", "loft_conversion"), asked
    told = await route_for_hub(brain.deps, "i chatted with the loft builder myself last night")
    assert told.target != "mediate" and "mediate" not in {o.target for o in told.options}, told
    how = await route_for_hub(brain.deps, "how can i chat with a worker myself?")
    assert how.target == "how_do_i", how


# --- what an inbox item concluded ------------------------------------------------------------


async def _with_items(brain: Brain) -> None:
    for title in ("Choir venue shortlist", "Camper van insurance quotes"):
        await brain.deps.inbox.add(source="eval", title=title, body="…", notify_session=None)


@pytest.mark.parametrize(
    ("said", "title"),
    [
        ("what did the choir venue research end up recommending", "Choir venue shortlist"),
        ("so what came out of the camper insurance comparison", "Camper van insurance quotes"),
        ("whats the final verdict on the choir venues", "Choir venue shortlist"),
        ("how did the insurance thing pan out", "Camper van insurance quotes"),
        (
            "was hat der vergleich der camper versicherungen am ende ergeben",
            "Camper van insurance quotes",
        ),
        ("und was war das fazit zu den chor locations?", "Choir venue shortlist"),
    ],
)
async def test_an_item_asked_about_by_what_it_concluded_is_read(
    brain: Brain, said: str, title: str
) -> None:
    await _with_items(brain)
    route = await route_for_hub(brain.deps, said)
    assert route.target == "inbox_read", route
    assert (await brain.deps.inbox.get(route.args["item_id"])).title == title


async def test_a_conclusion_asked_of_nothing_in_the_inbox_reads_no_item(brain: Brain) -> None:
    await _with_items(brain)
    asked = await route_for_hub(brain.deps, "whats the bottom line on the camper insurance")
    assert asked.target == "inbox_read", asked
    for said in (
        "what did the vet end up saying about the dog",
        "so what came out of the election in the end",
        "what did the berlin report end up saying",
    ):
        route = await route_for_hub(brain.deps, said)
        assert route.target != "inbox_read", route


# --- work said after the project and a dash or a colon -----------------------------------------


@pytest.mark.parametrize(
    ("said", "project"),
    [
        (
            "for the loft stuff - dig thru which permits a dormer needs and write up the steps",
            "loft_conversion",
        ),
        (
            "re the loft stuff - sift thru the council rules on dormers and write up what applies",
            "loft_conversion",
        ),
        ("the choir stuff - track down a hall with a raised stage", "choir_concert"),
        ("the camper thing - track down a garage that is insured and certified", "camper_van"),
        ("fürs loft zeug - trag mal zusammen welche förderungen es gibt", "loft_conversion"),
    ],
)
async def test_work_said_after_a_project_and_a_dash_goes_to_it(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", project), route


async def test_a_status_asked_after_a_dash_is_still_the_status(brain: Brain) -> None:
    said = "for the camper stuff - sift thru ferry timetables and write up what runs in may"
    work = await route_for_hub(brain.deps, said)
    assert (work.target, work.args.get("project")) == ("delegate_project", "camper_van"), work
    route = await route_for_hub(brain.deps, "the camper thing - how far along is it?")
    assert (route.target, route.args.get("project")) == ("process_list", "camper_van"), route


# --- a project that can go -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("drop the choir project", "choir_concert"),
        ("bin the camper project, we sold the van", "camper_van"),
        ("the loft stuff can be binned, we're staying put", "loft_conversion"),
        ("das camper projekt kann gelöscht werden", "camper_van"),
        ("scrap the website project, not doing it anymore", "bakery_site"),
    ],
)
async def test_a_project_dropped_or_said_to_go_is_archived(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("name")) == ("project_archive", project), route


async def test_dropping_a_project_said_as_one_archives_it_while_it_runs(brain: Brain) -> None:
    await working(brain, "choir_concert", "Find a hall for 80 singers")
    route = await route_for_hub(brain.deps, "drop the choir project")
    assert (route.target, route.args.get("name")) == ("project_archive", "choir_concert"), route


async def test_a_drop_of_something_else_archives_and_forgets_nothing(brain: Brain) -> None:
    dropped = await route_for_hub(brain.deps, "drop the camper project")
    assert (dropped.target, dropped.args.get("name")) == ("project_archive", "camper_van")
    for said in (
        "drop me a message when the loft is done",
        "drop the kids off at choir at 6",
        "can you drop the insurance comparison for now and focus on campsites",
    ):
        route = await route_for_hub(brain.deps, said)
        assert route.target not in ("project_archive", "memory_forget", "how_do_i"), route


async def test_work_dropped_for_other_work_is_for_the_busy_worker(brain: Brain) -> None:
    await working(brain, "camper_van", "Compare insurance quotes for the van")
    said = "can you drop the insurance comparison for now and focus on campsites"
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "camper_van"), route


# --- whether a project will be done in time --------------------------------------------------


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("will the loft project make it in time?", "loft_conversion"),
        ("is the choir thing gonna make it by saturday", "choir_concert"),
        ("wird der camper noch rechtzeitig fertig?", "camper_van"),
        ("are we going to make it on time with the website?", "bakery_site"),
        ("schafft ihr das loft bis ende des monats?", "loft_conversion"),
    ],
)
async def test_whether_a_project_will_be_done_in_time_is_its_state(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("project")) == ("process_list", project), route


@pytest.mark.parametrize(
    "said", ["will the loft project make it in time?", "can the camper project make it by may?"]
)
async def test_making_it_in_time_is_no_new_project(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "project_create" and "project_create" not in {
        o.target for o in route.options
    }, route


async def test_a_new_project_asked_for_a_named_thing_is_still_made(brain: Brain) -> None:
    status = await route_for_hub(brain.deps, "can the camper project make it by may?")
    seen = status.args.get("project", status.args.get("name"))
    assert status.target in ("process_list", "project_open") and seen == "camper_van", status
    route = await route_for_hub(brain.deps, "can you make a new project for the garage?")
    assert (route.target, route.args.get("name")) == ("project_create", "garage"), route
