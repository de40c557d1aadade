"""/help in its own view (grouped, every usage intact, scrolls, Esc closes) and the command
palette (ctrl+p) listing and running Vance's slash commands."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.command import CommandList, CommandPalette
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from tui_fakes import FakeClient, inbox_item
from tui_helpers import FixedClock, help_rows, notes, settle, submit, until

from vance_tui.app import VanceApp, create_app
from vance_tui.render import KEYS
from vance_tui.screens.help import HelpScreen
from vance_tui.slash import COMMANDS

MakeApp = Callable[..., VanceApp]


async def test_help_is_a_grouped_view_with_every_command_and_key(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await submit(pilot, "/help")
        rows = help_rows(app)
        groups = [usage for usage, text in rows if not text]
        assert groups == ["conversation", "work", "memory & inbox", "window", "keys"]
        shown = dict(rows)
        for spec in COMMANDS.values():  # a "|" in a usage neither splits nor loses the row
            assert shown[spec.usage] == spec.help
        assert shown["/schedules [pause|resume|remove|run ID]"].startswith("Your schedules")
        assert "scroll the conversation" in shown["pageup / pagedown"]
        assert "command palette" in shown["ctrl+p"]
        assert "cancel the running turn" in shown["esc"]
        assert len(rows) == len(groups) + len(COMMANDS) + len(KEYS)  # one row each
        assert notes(app) == [] and fake.sent == []


async def test_help_scrolls_with_the_page_keys_and_esc_closes_it(
    make_app: MakeApp, fake: FakeClient
) -> None:
    for n in range(40):
        fake.message("s-hub", f"line {n}")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        transcript = app.transcript
        before = transcript.scroll_y
        await submit(pilot, "/help")
        body = app.screen.query_one("#help-body", VerticalScroll)
        assert body.max_scroll_y > 0 and body.scroll_y == 0  # longer than the window
        await pilot.press("pagedown")
        await pilot.wait_for_scheduled_animations()
        assert body.scroll_y > 0
        await pilot.press("end")
        await pilot.wait_for_scheduled_animations()
        assert body.scroll_y == body.max_scroll_y
        assert transcript.scroll_y == before  # the conversation stayed where it was
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, HelpScreen)
        assert app.focused is app.composer
        await pilot.press("pageup")  # the keys scroll the conversation again
        await pilot.wait_for_scheduled_animations()
        assert transcript.scroll_y < before


def palette_entries(app: VanceApp) -> list[str]:
    palette = app.screen
    assert isinstance(palette, CommandPalette)
    options = palette.query_one(CommandList)
    return [
        str(options.get_option_at_index(i).prompt).split("\n")[0]
        for i in range(options.option_count)
    ]


async def test_the_palette_lists_vance_commands_and_runs_the_chosen_one(
    make_app: MakeApp, fake: FakeClient
) -> None:
    fake.inbox_ = [inbox_item(7, "Seed order", "Beans and peas.")]
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: "/inbox" in palette_entries(app))
        assert {"/help", "/memory", "/voice [on|off]", "/stop [WORKER]"} <= set(
            palette_entries(app)
        )
        await pilot.press(*"inbox")
        await until(pilot, lambda: palette_entries(app)[:1] == ["/inbox"])
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, CommandPalette)
        assert "Seed order" in notes(app)[-1]
        assert ("inbox",) in fake.calls and fake.sent == []


async def test_a_palette_command_that_needs_an_argument_waits_in_the_input(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await pilot.press(*"/open")
        await until(pilot, lambda: palette_entries(app)[:1] == ["/open ID"])
        await pilot.press("enter")
        await settle(pilot)
        assert app.composer.text == "/open " and app.focused is app.composer
        await pilot.press("7", "enter")
        await settle(pilot)
        assert ("inbox_item", 7) in fake.calls


def test_snapshot_help_at_80x24(snap_compare: Any) -> None:
    """The help view in a small terminal: grouped, one line per command where it fits."""
    fake = FakeClient()
    app = create_app(lambda: fake, clock=FixedClock(), animate=False)

    async def run_before(pilot: Pilot[Any]) -> None:
        app.composer.cursor_blink = False
        await settle(pilot)
        await submit(pilot, "/help")
        await pilot.press("pagedown")
        await pilot.wait_for_scheduled_animations()
        await settle(pilot)

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


async def test_f1_opens_the_help_view_and_closes_it(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        footer = [k for k, b in app.screen.active_bindings.items() if b.binding.show]
        assert "f1" in footer  # listed in the footer
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert ("f1", "this help (as /help)") in help_rows(app)
        await pilot.press("f1")
        await settle(pilot)
        assert not isinstance(app.screen, HelpScreen) and app.focused is app.composer
        assert notes(app) == [] and fake.sent == []
