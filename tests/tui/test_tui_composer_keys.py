"""Keys that arrive in a burst (typed while the window was busy, or sent by a terminal
multiplexer) act in the order they were typed: editing keys too, not only characters."""

from __future__ import annotations

from collections.abc import Callable

from textual import events
from tui_helpers import settle

from vance_tui.app import VanceApp

MakeApp = Callable[..., VanceApp]
SIZE = (120, 40)


def burst(app: VanceApp, *keys: str) -> None:
    """Post the keys at once, as a terminal delivers a burst: none waits for the one before."""
    for key in keys:
        character = key if len(key) == 1 else None
        app.post_message(events.Key(key, character))


async def test_backspaces_in_a_burst_delete_what_was_typed_before_them(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        burst(app, "a", "b", "c", "backspace", "backspace", "x", "y", "z")
        await settle(pilot)
        assert app.composer.text == "axyz"


async def test_a_new_line_in_a_burst_lands_where_it_was_typed(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        burst(app, "o", "n", "e", "ctrl+j", "t", "w", "o", "left", "left", "left", "X")
        await settle(pilot)
        assert app.composer.text == "one\nXtwo"
