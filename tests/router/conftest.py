"""The bundled router, built and warmed once per test module; a real brain with projects and
busy workers for the hub's routing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.config import Paths, Settings
from brain.core import Brain
from brain.models import SessionKind
from brain.router.router import IntentRouter


@pytest.fixture(scope="module")
def router() -> IntentRouter:
    built = IntentRouter.bundled()
    built.warm()
    return built


async def brain_with(tmp_path: Path, projects: tuple[str, ...]) -> AsyncIterator[Brain]:
    """A brain (no runtime) with the user's ``projects``, closed after the test."""
    root = tmp_path / "brain"
    paths = Paths(config_dir=root / "config", data_dir=root / "data", log_dir=root / "logs")
    opened = await Brain.open(paths, Settings(), start_runtime=False)
    for name in projects:
        await opened.deps.projects.create(name)
    try:
        yield opened
    finally:
        await opened.close()


async def working(brain: Brain, project: str, task: str) -> None:
    """A worker busy in ``project`` on ``task`` (its session's title, as a real one has)."""
    found = await brain.projects.find(project)
    assert found is not None
    await brain.sessions.create(
        found, kind=SessionKind.WORKER, engine="arthur", process_name="arthur", title=task
    )


async def item_read(brain: Brain, said: str) -> str:
    """The title of the inbox item the hub reads for ``said`` (it must read one)."""
    from brain.router.hub import route_for_hub

    route = await route_for_hub(brain.deps, said)
    assert route.target == "inbox_read", route
    return (await brain.deps.inbox.get(route.args["item_id"])).title
