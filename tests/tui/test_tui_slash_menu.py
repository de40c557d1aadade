"""The slash menu: typing ``/`` shows the matching commands with their descriptions under the
input; ↑/↓ choose, Enter runs (or completes one that needs an argument), Tab completes, Esc
closes; a history entry brought back with ↑ opens no menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot
from tui_fakes import HUB, FakeClient
from tui_helpers import FixedClock, notes, settle, submit

from vance_tui.app import VanceApp, create_app
from vance_tui.screens.help import HelpScreen
from vance_tui.widgets.composer import Composer
from vance_tui.widgets.slash_menu import SlashMenu

MakeApp = Callable[..., VanceApp]
SIZE = (120, 40)


def menu_rows(app: VanceApp) -> list[str]:
    menu = app.query_one(SlashMenu)
    if not menu.display:
        return []
    return [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]


def highlighted(app: VanceApp) -> str:
    spec = app.query_one(SlashMenu).current()
    return "" if spec is None else spec.name


async def test_slash_shows_commands_with_descriptions(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert menu_rows(app) == []
        await pilot.press("/")
        rows = menu_rows(app)
        assert len(rows) > 15 and rows[0].startswith("/help")
        assert any(r.startswith("/inbox") and "List your inbox." in r for r in rows)
        await pilot.press("p", "r")
        rows = menu_rows(app)
        assert [r.split()[0] for r in rows] == ["/projects", "/progress"]
        assert "List your projects." in rows[0] and "How much progress to show." in rows[1]
        assert highlighted(app) == "projects"
        await pilot.press("x")  # nothing matches: no menu
        assert menu_rows(app) == []
        await pilot.press("backspace", "o", "j", "e", "c", "t", "s", "space")
        assert menu_rows(app) == []  # past the name: the arguments are free text


async def test_arrows_choose_and_enter_runs(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        composer = app.query_one(Composer)
        await pilot.press("/", "p")
        assert [r.split()[0] for r in menu_rows(app)] == ["/projects", "/progress", "/plan"]
        await pilot.press("down", "down")
        assert highlighted(app) == "plan"
        await pilot.press("down")  # wraps around
        assert highlighted(app) == "projects"
        await pilot.press("up", "up", "up")
        assert highlighted(app) == "projects"
        await pilot.press("enter")
        await settle(pilot)
        assert composer.text == "" and menu_rows(app) == []
        assert "garden_planner" in notes(app)[-1]  # /projects ran
        assert fake.sent == []  # a command never reaches the model


async def test_enter_completes_a_command_that_needs_an_argument(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        composer = app.query_one(Composer)
        await pilot.press("/", "o", "p", "enter")
        await settle(pilot)
        assert composer.text == "/open " and menu_rows(app) == []
        assert notes(app, "error") == []  # no "Usage: /open ID"
        await pilot.press("4", "2")
        assert menu_rows(app) == []


async def test_tab_completes_and_esc_closes(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        composer = app.query_one(Composer)
        await pilot.press("/", "w", "tab")
        assert composer.text == "/workers " and menu_rows(app) == []
        composer.clear()
        await pilot.press("/", "h", "e")
        assert menu_rows(app)
        await pilot.press("escape")
        await settle(pilot)
        assert menu_rows(app) == [] and composer.text == "/he"
        assert not [c for c in fake.calls if c[0] == "cancel"]  # Esc closed the menu only
        await pilot.press("l", "p")  # typing again opens it again
        assert highlighted(app) == "help"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)


async def test_every_description_starts_in_the_same_column(make_app: MakeApp) -> None:
    from vance_tui.slash import COMMANDS

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("/")
        rows = menu_rows(app)
        starts = set()
        for row in rows:
            spec = COMMANDS[row.split()[0][1:]]
            *usage, described = row.splitlines()
            assert described.rstrip().endswith(spec.help), row
            starts.add(len(described) - len(spec.help))
            if usage:  # a usage too long for the column stands alone, whole
                assert usage == [spec.usage], row
        assert len(starts) == 1, rows
        long = [row for row in rows if "\n" in row]
        assert [row.split()[0] for row in long] == ["/schedules"], long


async def test_an_exact_name_comes_first(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("/", "p", "l", "a", "n")
        assert highlighted(app) == "plan"


async def test_history_recall_opens_no_menu(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "hello")
        await submit(pilot, "/inbox")
        composer = app.query_one(Composer)
        await pilot.press("up")
        assert composer.text == "/inbox" and menu_rows(app) == []
        await pilot.press("up")  # ↑ goes on walking the history
        assert composer.text == "hello"
        assert fake.sent == [(HUB, "hello", False)]


async def test_a_click_takes_a_command(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("/", "o", "p")
        await pilot.click(SlashMenu, offset=(3, 0))
        await settle(pilot)
        assert app.query_one(Composer).text == "/open "
        assert app.focused is app.query_one(Composer)


def test_snapshot_slash_menu_at_80x24(snap_compare: Any) -> None:
    fake = FakeClient()
    clock = FixedClock()
    app = create_app(lambda: fake, clock=clock, animate=False)

    async def run_before(pilot: Pilot[Any]) -> None:
        app.query_one(Composer).cursor_blink = False
        await settle(pilot)
        clock.tick(30)
        await pilot.press("/", "s")
        await settle(pilot)
        await pilot.press("down")
        await settle(pilot)

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
