"""The router inside a real brain: the user's projects come from the store."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.config import Paths, Settings
from brain.core import Brain
from brain.router.hub import hub_targets, route_for_hub


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    root = tmp_path / "brain"
    paths = Paths(config_dir=root / "config", data_dir=root / "data", log_dir=root / "logs")
    opened = await Brain.open(paths, Settings(), start_runtime=False)
    try:
        yield opened
    finally:
        await opened.close()


async def test_projects_in_the_store_are_resolved(brain: Brain) -> None:
    await brain.deps.projects.create("garden_planner")
    route = await route_for_hub(brain.deps, "stop the garden worker")
    assert (route.target, route.args) == (
        "process_command",
        {"process": "garden_planner", "command": "stop"},
    )
    match = route.as_fast_match()
    assert match is not None and match.tool == "process_command"


async def test_a_target_without_a_hub_tool_goes_to_the_model(brain: Brain) -> None:
    assert {"memory_forget", "project_create"} <= hub_targets()
    router = await brain.deps.router.router()
    said = "please drop the fact that i like jazz, forget it"
    assert router.route(said, available=hub_targets()).target == "memory_forget"
    without = hub_targets() - {"memory_forget"}  # e.g. a trimmed tool set
    assert router.route(said, available=without).decision == "model"


async def test_the_router_is_built_once_per_intents_document(brain: Brain) -> None:
    first = await brain.deps.router.router()
    assert await brain.deps.router.router() is first
