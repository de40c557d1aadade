"""Projects with English names said loosely, through the hub's routing (a real brain;
phrasings written for this file): a German compound of a topic word and "projekt", "ding",
"zeug", "kram" … or an English word form ("birding" for birdwatching_log); a trip said by its
country when the project is named by a region in it (one fits: that one, two: which?); how a
project stands asked colloquially (it is opened); a talk with a project's worker asked in
German slang; and a worker command that names no worker (the one there is, which of several,
or none)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.models import ProcessStatus, SessionKind
from brain.router.hub import route_for_hub
from brain.store import sessions as procs
from tests.router.conftest import brain_with, working

_PROJECTS = (
    "bakery_plans",
    "stargazing_notes",
    "harbour_trip",
    "birdwatching_log",
    "fly_fishing",
    "hiking_routes",
    "kitchen_remodel",
    "wine_cellar",
    "andalusia_tour",
    "provence_trip",
)


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, _PROJECTS):
        yield opened


def _named(route: object) -> str:
    args = getattr(route, "args", {})
    return str(args.get("name") or args.get("project") or args.get("target") or "")


# --- a project named by a German compound or an English word form ----------------------------


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("mach das sternenzeug auf", "stargazing_notes"),
        ("zeig mir den sternekram", "stargazing_notes"),
        ("öffne das hafenthema", "harbour_trip"),
        ("zeig mir die vogelsache", "birdwatching_log"),
        ("zeig mir bitte das hafenprojekt", "harbour_trip"),
        ("zeig mal das vogelprojekt", "birdwatching_log"),
        ("open the birding stuff", "birdwatching_log"),
        ("can you show me the bird stuff", "birdwatching_log"),
    ],
)
async def test_a_project_said_in_other_words_is_opened(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, _named(route)) == ("project_open", project), route


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("wie weit ist eigentlich das sternending", "stargazing_notes"),
        ("wie läuft der hafenkram", "harbour_trip"),
        ("wie weit ist das vogelzeug", "birdwatching_log"),
        ("gibt es fortschritte beim fischprojekt", "fly_fishing"),
    ],
)
async def test_how_far_a_project_said_as_a_compound_is(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.decision == "act" and _named(route) == project, route


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("zeig mir mal die spanienreise", "andalusia_tour"),
        ("open up the spain trip", "andalusia_tour"),
        ("how is the trip to spain coming along", "andalusia_tour"),
        ("wie weit ist die frankreichreise", "provence_trip"),
        ("show me the france trip", "provence_trip"),
        ("was macht die reise nach frankreich", "provence_trip"),
    ],
)
async def test_a_trip_said_by_its_country_is_the_one_in_that_country(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.decision == "act" and _named(route) == project, route


async def test_two_trips_in_the_country_are_asked_about(brain: Brain) -> None:
    await brain.deps.projects.create("normandy_trip")
    route = await route_for_hub(brain.deps, "öffne die frankreichreise")
    assert route.decision == "ask", route
    assert {o.args.get("name") for o in route.options} == {"provence_trip", "normandy_trip"}


@pytest.mark.parametrize(
    "said",
    [
        "open the harbour trip",  # the name itself, not a trip in some country
        "zeig mir die hafenreise",
    ],
)
async def test_a_trip_said_by_its_own_name_is_that_trip(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, _named(route)) == ("project_open", "harbour_trip"), route


@pytest.mark.parametrize(
    "said",
    [
        "such mir ein 4 sterne hotel in lissabon",
        "wie weit ist der flughafen vom zentrum entfernt",
        "was ist eigentlich dein sternzeichen",
    ],
)
async def test_words_that_only_look_like_a_project_open_nothing(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert _named(route) not in ("stargazing_notes", "harbour_trip"), route


# --- how a project stands, asked colloquially -------------------------------------------------


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("wie steht's denn eigentlich um das weinprojekt", "wine_cellar"),
        ("wie schaut's denn aus mit der hafensache", "harbour_trip"),
        ("wie sieht es beim küchenprojekt aus", "kitchen_remodel"),
        ("was macht eigentlich das bäckereiding", "bakery_plans"),
        ("was ist eigentlich mit dem vogelprojekt los", "birdwatching_log"),
        ("what's the deal with the hiking stuff", "hiking_routes"),
        ("whats the story with the kitchen remodel", "kitchen_remodel"),
        ("where are we at on the stargazing notes", "stargazing_notes"),
        ("what's up with the fishing thing", "fly_fishing"),
        ("pull up the whole birding thing", "birdwatching_log"),
        ("could you bring up the bird stuff", "birdwatching_log"),
    ],
)
async def test_how_a_project_stands_said_loosely_opens_it(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, _named(route)) == ("project_open", project), route


@pytest.mark.parametrize(
    "said",
    [
        "wie stehts eigentlich mit dem wetter morgen?",
        "pull up a chair and relax",
        "what's the deal with airline food",
        "was macht eigentlich ein steuerberater",
    ],
)
async def test_the_same_words_about_no_project_open_nothing(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "project_open" and route.decision != "ask", route


# --- a talk with a project's worker, in German slang ------------------------------------------


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("will selber mal mit dem agenten vom vogelprojekt schnacken", "birdwatching_log"),
        ("lass mich mal selber mit dem bot von der hafensache reden", "harbour_trip"),
        ("ich will mal selber mit dem worker vom weinkram schnacken", "wine_cellar"),
        ("darf ich kurz mit dem ki-agenten vom sternekram labern", "stargazing_notes"),
        ("verbind mich mal mit dem bot vom fischprojekt", "fly_fishing"),
    ],
)
async def test_a_talk_with_a_loosely_named_projects_worker(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, _named(route)) == ("mediate", project), route


@pytest.mark.parametrize(
    "said",
    [
        "wie kann ich direkt mit einem agenten quatschen?",
        "ich hab gestern selber mit dem maler geschnackt",
    ],
)
async def test_how_to_talk_or_a_talk_had_is_no_talk_put_through(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "mediate", route


# --- a worker command that names no worker ----------------------------------------------------


async def _paused(brain: Brain, project: str) -> None:
    found = await brain.projects.find(project)
    assert found is not None
    _session, process = await brain.sessions.create(
        found, kind=SessionKind.WORKER, engine="arthur", process_name="arthur", title="quotes"
    )
    async with brain.deps.store.transaction() as tx:
        await procs.set_process_status(tx, process.id, ProcessStatus.SUSPENDED)


@pytest.mark.parametrize(
    ("said", "command"),
    [
        ("stop the worker", "stop"),
        ("ok kill the bot", "stop"),
        ("pause it", "pause"),
        ("halt mal den agenten an", "stop"),
        ("pausier bitte den worker", "pause"),
        ("kannst du den prozess stoppen", "stop"),
    ],
)
async def test_a_command_for_the_only_worker_goes_to_it(
    brain: Brain, said: str, command: str
) -> None:
    await working(brain, "kitchen_remodel", "tile quotes")
    route = await route_for_hub(brain.deps, said)
    assert route.target == "process_command", route
    assert route.args == {"process": "kitchen_remodel", "command": command}, route


@pytest.mark.parametrize(
    "said", ["resume the bot", "lass den worker weitermachen", "setz den agenten fort"]
)
async def test_a_resume_without_a_name_goes_to_the_paused_worker(brain: Brain, said: str) -> None:
    await working(brain, "kitchen_remodel", "tile quotes")
    await _paused(brain, "wine_cellar")
    route = await route_for_hub(brain.deps, said)
    assert route.args == {"process": "wine_cellar", "command": "resume"}, route


@pytest.mark.parametrize(
    "said", ["stop the worker", "pause the agent for now", "stopp mal den bot", "resume it"]
)
async def test_with_several_workers_the_command_asks_which(brain: Brain, said: str) -> None:
    await working(brain, "kitchen_remodel", "tile quotes")
    await working(brain, "hiking_routes", "alpine huts")
    route = await route_for_hub(brain.deps, said)
    assert route.decision == "ask", route
    assert sorted(o.label for o in route.options) == ["hiking_routes", "kitchen_remodel"], route
    assert {o.target for o in route.options} == {"process_command"}, route


@pytest.mark.parametrize(
    "said", ["stop the worker", "halt den agenten an", "resume the bot", "pause it"]
)
async def test_with_no_worker_the_command_says_there_is_none(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "answer" and route.reply, route
    assert "worker" in route.reply.lower(), route


@pytest.mark.parametrize(
    ("said", "process"),
    [
        ("stop the kitchen worker", "kitchen_remodel"),
        ("pausier den wander-agenten", "hiking_routes"),
    ],
)
async def test_a_named_worker_is_still_that_one(brain: Brain, said: str, process: str) -> None:
    await working(brain, "kitchen_remodel", "tile quotes")
    await working(brain, "hiking_routes", "alpine huts")
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("process")) == ("process_command", process), route


@pytest.mark.parametrize("said", ["stop the music", "stop it, that tickles", "ok back to it"])
async def test_other_stops_are_no_worker_command(brain: Brain, said: str) -> None:
    await working(brain, "kitchen_remodel", "tile quotes")
    route = await route_for_hub(brain.deps, said)
    assert route.target != "process_command", route
