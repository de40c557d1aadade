"""A worker's stop, pause or resume said loosely: with a typo of the verb, a German resume said
as letting it run again or switching it back on, a worker named by a hyphen compound of a word
and "agent", "bot" or "worker" (the project's name through the glossary, or a word of its work).
A stop of the user's own worrying, and how to pause a worker, stop nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, working


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("garden_redo", "lisbon_trip")):
        await working(opened, "lisbon_trip", "compare kayak rentals in lisbon")
        await working(opened, "garden_redo", "find greenhouse suppliers")
        yield opened


async def _command(brain: Brain, said: str) -> tuple[str | None, object, object]:
    route = await route_for_hub(brain.deps, said)
    return route.target, route.args.get("process"), route.args.get("command")


@pytest.mark.parametrize(
    ("said", "project", "command"),
    [
        ("stpo the lisbon worker", "lisbon_trip", "stop"),
        ("sotp the kayak agent", "lisbon_trip", "stop"),
        ("paus garden_redo", "garden_redo", "pause"),
        ("resum the lisbon bot please", "lisbon_trip", "resume"),
        ("pls resme the garden worker", "garden_redo", "resume"),
    ],
)
async def test_a_typo_of_the_command_is_that_command(
    brain: Brain, said: str, project: str, command: str
) -> None:
    assert await _command(brain, said) == ("process_command", project, command)


@pytest.mark.parametrize(
    ("said", "project", "command"),
    [
        ("wirf den lieferanten-agent wieder an", "garden_redo", "resume"),
        ("den lissabon-worker bitte wieder anschmeißen", "lisbon_trip", "resume"),
        ("weiter geht's mit dem garten-agent", "garden_redo", "resume"),
        ("den kajak-bot wieder loslaufen lassen", "lisbon_trip", "resume"),
        ("the greenhouse bot can carry on now", "garden_redo", "resume"),
        ("leg den lieferanten-bot erstmal auf eis", "garden_redo", "pause"),
        ("lass den kajak-agenten weiterlaufen", "lisbon_trip", "resume"),
        ("the lisbon bot can get going again", "lisbon_trip", "resume"),
    ],
)
async def test_a_worker_named_by_a_compound_or_its_work_gets_the_command(
    brain: Brain, said: str, project: str, command: str
) -> None:
    assert await _command(brain, said) == ("process_command", project, command)


@pytest.mark.parametrize(
    "said",
    [
        "stop worrying about the kayaks",
        "i have to stop stressing over the garden",
        "hör auf, dir sorgen um lissabon zu machen",
    ],
)
async def test_a_stop_of_the_users_own_worry_stops_no_worker(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "process_command" and route.decision == "model", route


@pytest.mark.parametrize(
    "said", ["wie pausiere ich eigentlich einen worker?", "how would i resume a worker"]
)
async def test_how_to_pause_a_worker_is_the_how_to(brain: Brain, said: str) -> None:
    assert (await route_for_hub(brain.deps, said)).target == "how_do_i"


async def test_going_on_with_a_running_project_still_talks_to_it(brain: Brain) -> None:
    route = await route_for_hub(brain.deps, "weiter geht's mit dem garten")
    assert (route.target, route.args.get("target")) == ("mediate", "garden_redo"), route
