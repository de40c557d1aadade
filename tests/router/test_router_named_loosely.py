"""Requests said loosely, through the hub's routing (a real brain; phrasings written for this
file): the projects asked for as "running" (the list, not the workers), a project asked for
"again" under a name written together or apart, work asked of a project as the doer or placed
in it, a question passed on through "whoever works on" a project, a worker paused or let go on
in everyday words, an inbox item named by its topic and "that came in", a forget said with
another verb or with what goes first, and a plain comparison that names "running" or
"processes" (answered, no status)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.models import ProcessStatus, SessionKind
from brain.router.hub import route_for_hub
from brain.store import sessions as procs
from tests.router.conftest import brain_with, item_read, working

_PROJECTS = ("tool_shed", "garden_party", "van_trip", "tax_prep", "pond")


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, _PROJECTS):
        for title in (
            "Shortlist of hiking boots",
            "Quotes for gutter cleaning",
            "Fährzeiten Rügen",
        ):
            await opened.deps.inbox.add(source="eval", title=title, body="…", notify_session=None)
        yield opened


async def _paused(brain: Brain, project: str) -> None:
    """A worker in ``project`` that the user paused."""
    found = await brain.projects.find(project)
    assert found is not None
    _session, process = await brain.sessions.create(
        found, kind=SessionKind.WORKER, engine="arthur", process_name="arthur", title="pond pump"
    )
    async with brain.deps.store.transaction() as tx:
        await procs.set_process_status(tx, process.id, ProcessStatus.SUSPENDED)


# --- the projects "running" --------------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "welche projekte sind bei mir gerade am laufen",
        "was für projekte hab ich eigentlich grad laufen?",
        "what projects have i got running at the minute",
        "which of my projects are running",
        "what projects am i running these days",
    ],
)
async def test_the_projects_asked_as_running_are_listed(brain: Brain, said: str) -> None:
    await working(brain, "van_trip", "ferry prices")
    route = await route_for_hub(brain.deps, said)
    assert route.target == "project_list", route


@pytest.mark.parametrize(
    "said",
    [
        "läuft gerade irgendein worker?",
        "woran arbeitet gerade jemand",
        "is anything running at the moment",
    ],
)
async def test_what_runs_is_still_the_running_work(brain: Brain, said: str) -> None:
    await working(brain, "van_trip", "ferry prices")
    route = await route_for_hub(brain.deps, said)
    assert route.target == "process_list", route


# --- a project asked for again -----------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "the toolshed stuff again",
        "das tool-shed zeug nochmal bitte",
        "can we go back to the toolshed thing",
        "the tool shed again",
        "wieder das toolshed ding",
    ],
)
async def test_a_project_asked_for_again_is_opened(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("name")) == ("project_open", "tool_shed"), route


@pytest.mark.parametrize(
    "said", ["the tool shed worker again", "the toolshed stuff, again it's leaking through"]
)
async def test_a_worker_or_news_said_with_again_opens_nothing(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "project_open", route


# --- work asked of a project by name ----------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "can the garden party project go through the guest replies and make me a seating table",
        "make me a budget in the garden party project",
        "mach die einkaufsliste im garden-party projekt",
        "in the garden party project, work out how much lemonade we need for 40 people",
        "erstell im gardenparty projekt eine liste der gäste",
        "im garden-party projekt bitte eine kostenübersicht machen",
    ],
)
async def test_work_asked_of_a_project_goes_to_it(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", "garden_party"), route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("can the garden party project be archived", "project_archive"),
        ("what can the garden party project do", None),
        ("open the guest list in the garden party project", None),
        ("i did the guest list in the garden party project yesterday", None),
    ],
)
async def test_other_things_said_of_a_project_are_no_work_for_it(
    brain: Brain, said: str, target: str | None
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "delegate_project", route
    assert target is None or route.target == target, route


# --- a question through whoever works on a project --------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "can you ask whoever's on the van trip thing if we need vignettes",
        "could you check with the person doing the van trip stuff if we need snow chains",
        "ask whoever's on the van trip whether anything came back from the ferry company",
        "frag den, der den van trip macht, ob die fähre schon bezahlt ist",
    ],
)
async def test_a_question_through_whoever_is_for_the_busy_worker(brain: Brain, said: str) -> None:
    await working(brain, "van_trip", "ferry prices")
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "van_trip"), route
    named = await route_for_hub(brain.deps, "ask the van trip worker whether the ferry is booked")
    assert (named.target, named.args.get("target")) == (route.target, "van_trip"), named


@pytest.mark.parametrize(
    "said",
    [
        "check with whoever's doing the van trip stuff whether the van is booked",
        "ask whoever's on the van trip whether anything came back from the ferry company",
        "frag den, der den van trip macht, ob die fähre schon bezahlt ist",
    ],
)
async def test_a_question_through_whoever_goes_to_an_idle_project(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", "van_trip"), route
    named = await route_for_hub(brain.deps, "ask the van trip worker whether the ferry is booked")
    assert (named.target, named.args.get("project")) == (route.target, "van_trip"), named


@pytest.mark.parametrize("said", ["who's working on the van trip", "wer sitzt gerade am van trip"])
async def test_who_works_on_a_project_is_its_state(brain: Brain, said: str) -> None:
    await working(brain, "van_trip", "ferry prices")
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("project")) == ("process_list", "van_trip"), route


# --- pausing and going on, said loosely --------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "hold the tax prep worker for a minute",
        "give the tax prep worker a break",
        "let the tax prep one take a breather",
        "the tax prep one can take a break for now",
        "the tax prep worker needs a rest for a bit",
    ],
)
async def test_a_worker_paused_loosely_is_paused(brain: Brain, said: str) -> None:
    await working(brain, "tax_prep", "receipts by month")
    route = await route_for_hub(brain.deps, said)
    assert route.target == "process_command", route
    assert route.args == {"process": "tax_prep", "command": "pause"}, route


@pytest.mark.parametrize(
    "said",
    [
        "lass den pond worker weitermachen",
        "the pond worker can get back to work",
        "take pond off ice",
        "pond darf jetzt weiterarbeiten",
        "ok pond, back to work",
    ],
)
async def test_a_paused_worker_let_go_on_loosely_is_resumed(brain: Brain, said: str) -> None:
    await _paused(brain, "pond")
    route = await route_for_hub(brain.deps, said)
    assert route.target == "process_command", route
    assert route.args == {"process": "pond", "command": "resume"}, route


@pytest.mark.parametrize(
    "said", ["i need a break", "hold on a sec", "lass uns an pond weiterarbeiten"]
)
async def test_a_break_or_a_return_to_a_chat_pauses_nothing(brain: Brain, said: str) -> None:
    await working(brain, "tax_prep", "receipts by month")
    await _paused(brain, "pond")
    route = await route_for_hub(brain.deps, said)
    assert route.target != "process_command", route


# --- an inbox item by its topic and "that came in" ---------------------------------------------


@pytest.mark.parametrize(
    ("said", "title"),
    [
        ("show me that boots shortlist that came in", "Shortlist of hiking boots"),
        ("the gutter quotes that arrived, open them", "Quotes for gutter cleaning"),
        ("the boots shortlist that came in this morning", "Shortlist of hiking boots"),
        ("zeig mal die fährzeiten, die reingekommen sind", "Fährzeiten Rügen"),
        ("die rügen sache die heute gekommen ist", "Fährzeiten Rügen"),
    ],
)
async def test_an_item_named_by_its_topic_that_came_in_is_read(
    brain: Brain, said: str, title: str
) -> None:
    assert await item_read(brain, said) == title


@pytest.mark.parametrize(
    "said",
    ["anything new come in?", "what came in while i was out", "show me everything that came in"],
)
async def test_asking_what_came_in_lists_the_inbox(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "inbox_list", route


# --- a forget said loosely -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("scrap the piano lessons thing from your memory", "piano lessons"),
        ("take the bit about my landlord out of your memory", "my landlord"),
        ("drop the stuff about my old car from memory", "my old car"),
        ("das mit dem chor kannst du aus deinem gedächtnis streichen", "chor"),
        ("meine alte handynummer kannst du aus dem gedächtnis löschen", "meine alte handynummer"),
        ("vergiss das mit dem nachbarn", "nachbarn"),
    ],
)
async def test_a_forget_said_loosely_forgets_that(brain: Brain, said: str, fact: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("fact")) == ("memory_forget", fact), route


@pytest.mark.parametrize(
    "said",
    ["do you remember the piano thing", "i forgot my piano music at my mums", "forget it"],
)
async def test_a_memory_asked_about_or_a_lapse_forgets_nothing(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "memory_forget", route


# --- a comparison of two things --------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "are threads faster than processes?",
        "laufen dieselmotoren länger als benziner?",
        "is swimming better than running for your back?",
        "laufen elektroautos länger als benziner?",
        "sind prozesse langsamer als threads",
        "is walking or running better for your knees",
        "what's better for a beginner, running or cycling",
    ],
)
async def test_a_comparison_is_answered_not_a_status(brain: Brain, said: str) -> None:
    await working(brain, "van_trip", "ferry prices")
    route = await route_for_hub(brain.deps, said)
    assert route.decision == "model", route


@pytest.mark.parametrize(
    "said",
    [
        "is anything running longer than usual?",
        "läuft irgendwas schon länger als eine stunde?",
        "what's running right now",
    ],
)
async def test_how_long_work_runs_is_still_the_status(brain: Brain, said: str) -> None:
    await working(brain, "van_trip", "ferry prices")
    route = await route_for_hub(brain.deps, said)
    assert route.target == "process_list", route
