"""Classes held-out set 23 found missing, each said here in other words: resuming a worker
(and telling an idle one to go on), a time that says what something does, the busy one of two
projects a correction names, an explicit archive or new project that settles a question,
results asked for by the work's name, a language named for how something sounds, a project
said as one word, work asked after its reason."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router import IntentRouter
from brain.router.hub import route_for_hub
from brain.router.statements import large_work
from brain.router.times_told import time_in_content
from tests.router.conftest import brain_with, working

PROJECTS = ["boat_restoration", "spanish_course", "garden_shed", "wedding_fund", "kids_names"]


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, tuple(PROJECTS)):
        await working(opened, "boat_restoration", "compare marine varnishes for a teak deck")
        await working(opened, "spanish_course", "find evening spanish classes near me")
        yield opened


@pytest.mark.parametrize(
    ("said", "command"),
    [
        ("pause the boat stuff for now, the yard is closed", "pause"),
        ("the boat restoration can continue now", "resume"),
        ("unpause spanish course pls", "resume"),
        ("stop the spanish course worker", "stop"),
    ],
)
def test_a_worker_is_paused_resumed_or_stopped_as_said(
    router: IntentRouter, said: str, command: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("command")) == ("process_command", command), route


async def test_a_resume_said_with_news_carries_the_news(brain: Brain) -> None:
    said = "ok the quote came in, resume the boat stuff"
    route = await route_for_hub(brain.deps, said)
    assert route.target == "process_command", route
    assert route.args == {"process": "boat_restoration", "command": "resume", "message": said}
    plain = await route_for_hub(brain.deps, "resume the boat stuff")
    assert "message" not in plain.args, plain
    short = "the boat stuff can carry on, the mast arrived"
    assert (await route_for_hub(brain.deps, short)).args.get("message") == short


@pytest.mark.parametrize(
    "said",
    [
        "für den schuppen bitte nur handwerker, die auch samstags kommen",
        "only classes that run in the evenings please",
    ],
)
def test_a_time_that_says_what_something_does_is_no_schedule(said: str) -> None:
    assert time_in_content(said)


async def test_a_correction_naming_two_projects_goes_to_the_busy_one(brain: Brain) -> None:
    said = "tell whoever does the spanish course research the wedding fund can pay 200 at most"
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "spanish_course")


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("the shed is built, finally! you can archive the garden shed one", "project_archive"),
        (
            "i'd like a separate project for my dad's 60th, he deserves a big party",
            "project_create",
        ),
    ],
)
async def test_an_explicit_order_settles_it(brain: Brain, said: str, target: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == target, route


def test_results_asked_for_by_the_works_name_are_the_inbox(router: IntentRouter) -> None:
    route = router.route("what did the varnish comparison turn up?", projects=PROJECTS)
    assert route.target == "inbox_list", route


def test_how_a_name_sounds_in_a_language_is_no_switch(router: IntentRouter) -> None:
    said = "für die kindernamen: such 10 jungennamen, die auch auf englisch gut klingen"
    route = router.route(said, projects=PROJECTS)
    assert route.target != "set_language", route


def test_a_project_said_as_one_word(router: IntentRouter) -> None:
    route = router.route("was macht das gartenshed ding", projects=PROJECTS)
    assert route.args.get("project") == "garden_shed" or route.args.get("name") == "garden_shed"


def test_work_asked_after_its_reason_is_sizeable() -> None:
    said = "my sister moves to leeds next month, could you put together 20 tips for her first week"
    assert large_work(said)
