"""/memory on the real embedded brain: what the user said about themselves is listed with its
provenance, searched, corrected with `c` and forgotten with `f` (kept for audit)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static
from tui_helpers import settle

from brain.client import Client
from brain.config import Paths
from brain.llm.scripted import ScriptedModel
from brain.llm.seat import ModelSeat
from vance_tui.app import create_app
from vance_tui.screens.memory import MemoryScreen


async def until(pilot: Pilot[Any], condition: Callable[[], bool], rounds: int = 50) -> None:
    """Let the app run until ``condition`` holds (screens, workers and the brain in turn)."""
    for _ in range(rounds):
        if condition():
            return
        await pilot.pause()
    assert condition()


def listed(screen: MemoryScreen) -> list[str]:
    options = screen.query_one("#memory-list", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def test_memory_screen_lists_searches_corrects_and_forgets(tmp_path: Path) -> None:
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    clients: list[Client] = []

    async def start() -> Client:
        client = await Client.start(
            profile="foot", paths=paths, model=ModelSeat.of(ScriptedModel()), poll_seconds=0.02
        )
        clients.append(client)
        return client

    app = create_app(start)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        for words in ("I live in Lyon", "call me Captain"):  # remembered without the model
            app.composer.load_text(words)
            await pilot.press("enter")
            await clients[0].brain.runtime.wait_idle(timeout=20)
        await settle(pilot)

        app.composer.load_text("/memory")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, MemoryScreen))
        screen = app.screen
        assert isinstance(screen, MemoryScreen)
        await until(pilot, lambda: len(listed(screen)) == 2)
        assert any("Lyon" in line and "user-stated" in line for line in listed(screen))
        detail = str(screen.query_one("#memory-detail", Static).render())
        assert "session" in detail and "source: user-stated" in detail

        screen.query_one("#memory-search", Input).value = "lyon"
        await until(pilot, lambda: len(listed(screen)) == 1)
        assert "Lyon" in listed(screen)[0]

        screen.query_one("#memory-list", OptionList).focus()
        await pilot.press("c")
        edit = screen.query_one("#memory-edit", Input)
        assert edit.has_focus and edit.value == "Lyon"
        edit.value = "Berlin"
        await pilot.press("enter")
        await until(pilot, lambda: any("Berlin" in line for line in listed(screen)))
        facts = await clients[0].facts()
        assert "Berlin" in [f.value for f in facts] and "Lyon" not in [f.value for f in facts]

        assert "Berlin" in str(screen.query_one("#memory-detail", Static).render())
        await pilot.press("f")  # the corrected fact stays highlighted: forget it
        await until(pilot, lambda: len(listed(screen)) == 1)
        assert "Captain" in listed(screen)[0]
        remaining = [f.value for f in await clients[0].facts()]
        assert remaining == ["Captain"]
        hidden = [f.value for f in await clients[0].facts(include_hidden=True)]
        assert {"Lyon", "Berlin"} <= set(hidden)  # kept for audit

        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, MemoryScreen))
