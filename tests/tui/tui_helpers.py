"""Helpers for the app's pilot and snapshot tests."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Static

from vance_tui.app import VanceApp
from vance_tui.widgets.message import MessageView, NoteView


@dataclass
class FixedClock:
    now: float = 1000.0

    def __call__(self) -> float:
        return self.now

    def tick(self, seconds: float) -> None:
        self.now += seconds


async def settle(pilot: Pilot[Any], rounds: int = 2) -> None:
    """Let messages, workers and repaints run to quiet."""
    for _ in range(rounds):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def until(pilot: Pilot[Any], condition: Callable[[], bool], rounds: int = 200) -> None:
    """Let the app (and the brain beside it) run until ``condition`` holds; fail if it never
    does. Each round is one pass of the app's message loop, not a fixed wait."""
    for _ in range(rounds):
        if condition():
            return
        await pilot.pause()
    assert condition()


async def submit(pilot: Pilot[Any], text: str) -> None:
    app = pilot.app
    assert isinstance(app, VanceApp)
    app.composer.load_text(text)
    await pilot.press("enter")
    await settle(pilot)


def messages(app: VanceApp) -> list[tuple[str, str]]:
    return [
        (view.author, view.message.content if view.message else "<streaming>")
        for view in app.query(MessageView)
    ]


def notes(app: VanceApp, kind: str | None = None) -> list[str]:
    return [n.text for n in app.query(NoteView) if kind is None or n.kind == kind]


def strip_text(app: VanceApp) -> str:
    """The activity strip as shown once the pending (throttled) repaint ran."""
    app.flush_paint()
    return str(app.query_one("#activity").render())


def hud_text(app: VanceApp) -> str:
    """The HUD as shown once the pending (throttled) repaint ran."""
    app.flush_paint()
    return str(app.query_one("#hud").render())


def help_rows(app: VanceApp) -> list[tuple[str, str]]:
    """What the /help view shows, top to bottom: ``(usage or key, what it does)`` per row and
    ``(group title, "")`` per group."""
    from vance_tui.screens.help import HelpScreen

    screen = app.screen
    assert isinstance(screen, HelpScreen)
    shown: list[tuple[str, str]] = []
    for widget in screen.query(".help-group, .help-row"):
        if widget.has_class("help-group"):
            shown.append((str(widget.render()), ""))
        else:
            usage, text = widget.query(Static)
            shown.append((str(usage.render()), str(text.render())))
    return shown
