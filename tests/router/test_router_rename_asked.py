"""A project asked to be renamed is not opened or created: the help says that a name cannot be
changed yet and what to do instead. Opening or creating a project still does that."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from brain.tools.help import search_help
from tests.router.conftest import brain_with


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("flute_practice", "roof_repair")):
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "rename the flute project to flute_lessons",
        "can you give the roof project a new name? roof_and_gutters",
        "bitte das projekt roof_repair umbenennen in dach",
        "change the project's name of flute practice",
    ],
)
async def test_a_rename_is_answered_by_the_help(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "how_do_i", route
    [section, *_] = search_help(route.args["topic"])
    assert "cannot be renamed" in section.body


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("open the flute project", "project_open"),
        ("new project called roof_gutters", "project_create"),
        ("could a worker write me a script that renames my scans by date", "delegate_project"),
    ],
)
async def test_opening_creating_and_renaming_files_stay(
    brain: Brain, said: str, target: str
) -> None:
    assert (await route_for_hub(brain.deps, said)).target == target
