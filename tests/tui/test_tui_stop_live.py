"""Stopping a project with two workers of different engines: one toast names them both, and
the chat says it once — the real app on the embedded brain and the scripted model."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets._toast import Toast
from tui_helpers import notes, settle, submit, until

from brain.client import Client
from brain.config import Paths, Settings
from brain.llm.scripted import Reply, ScriptedModel, ScriptedToolCall, clear_scripts
from vance_tui.app import create_app

pytestmark = pytest.mark.slow


@pytest.fixture
def script() -> Iterator[ScriptedModel]:
    yield ScriptedModel()
    clear_scripts()


def delegate(engine: str, task: str) -> ScriptedToolCall:
    return ScriptedToolCall(
        name="delegate_project", arguments={"project": "garden", "engine": engine, "task": task}
    )


async def test_stopping_two_workers_shows_one_toast_that_names_them(
    tmp_path: Path, script: ScriptedModel
) -> None:
    script.add(
        "eddie",
        Reply(tool_calls=[delegate("arthur", "Plan the beds.")]),
        Reply(tool_calls=[delegate("ford", "List seeds.")]),
    )
    script.add("arthur", Reply(text="Beds: …", delay_s=60))  # still thinking when stopped
    script.add("ford", Reply(text="Seeds: …", delay_s=60))
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")

    async def start() -> Client:
        return await Client.start(
            profile="foot", paths=paths, settings=Settings(model=script.model), poll_seconds=0.02
        )

    app = create_app(start)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(pilot)
        await submit(pilot, "have arthur plan the beds in garden")
        await until(pilot, lambda: len(app.activity.workers) == 1)
        await submit(pilot, "and have ford list seeds there")
        await until(pilot, lambda: len(app.activity.workers) == 2)
        await submit(pilot, "/stop garden")
        await until(pilot, lambda: not app.activity.workers)
        await settle(pilot)

        on_screen = [str(toast.render()) for toast in app.screen.query(Toast)]
        stops = [text for text in on_screen if "topped" in text]
        assert stops in (
            ["Stopped arthur and ford in garden"],
            ["Stopped ford and arthur in garden"],
        ), on_screen
        said = [note for note in notes(app) if "topped" in note]
        assert len(said) == 1 and "arthur" in said[0] and "ford" in said[0], said
