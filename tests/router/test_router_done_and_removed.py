"""A project said to be over, with leave to remove it ("… is finished, you can bin it", "… ist
erledigt, weg damit"), is archived, also while its worker runs; asking whether it is done, or
for what its worker found, archives nothing."""

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
        await working(opened, "garden_redo", "find greenhouse suppliers")
        yield opened


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("garden redo is finished, you can bin it", "garden_redo"),
        ("the garden stuff is over at last, go ahead and get rid of it", "garden_redo"),
        ("garden_redo: all done, clear it out", "garden_redo"),
        ("der garten ist erledigt, weg damit", "garden_redo"),
        ("mit dem lissabon-kram sind wir fertig, darf gelöscht werden", "lisbon_trip"),
    ],
)
async def test_a_project_said_done_and_removable_is_archived(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("name")) == ("project_archive", project), route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("is the lisbon trip done yet?", "process_list"),
        ("ist der garten schon fertig?", "process_list"),
        ("the garden worker is done, show me what it found", "inbox_list"),
    ],
)
async def test_done_asked_or_a_result_wanted_archives_nothing(
    brain: Brain, said: str, target: str
) -> None:
    assert (await route_for_hub(brain.deps, said)).target == target
