"""The first screen: a welcome on a new home, shown once; keys typed before the brain is up
are kept and a message sent then goes out once it is."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from tui_fakes import HUB, FakeClient
from tui_helpers import messages, notes, settle, until

from brain.errors import Refused
from vance_tui.app import VanceApp, create_app
from vance_tui.welcome import TITLE, WELCOMED, welcome_text
from vance_tui.widgets.message import NoteView

MakeApp = Callable[..., VanceApp]
SIZE = (100, 30)


def welcome_notes(app: VanceApp) -> list[NoteView]:
    return [n for n in app.query(NoteView) if n.title == TITLE]


async def test_a_new_home_is_welcomed_once(make_app: MakeApp, fake: FakeClient) -> None:
    fake.user_settings.clear()  # a new home
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        [welcome] = welcome_notes(app)
        assert "Eddie" in welcome.text
        assert "`/help`" in welcome.text
        assert "while the model loads" in welcome.text
        assert "`local/smollm2-135m (offline)`, it runs on this machine" in welcome.text
        assert welcome.text.count("offline") == 1, welcome.text  # not "(offline), offline:"
        assert fake.user_settings[WELCOMED]
    app = make_app()  # the next start: not again
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert welcome_notes(app) == []


def test_the_welcome_says_whether_words_leave_the_machine() -> None:
    assert "offline: it runs on this machine" in welcome_text("scripted/demo (scripted)")
    assert "offline" in welcome_text("openai/gpt-4o-mini (found: Ollama at http://127.0.0.1)")
    assert "online: what you say goes" in welcome_text("anthropic/claude-sonnet-4")


async def test_a_home_with_a_conversation_is_not_welcomed(
    make_app: MakeApp, fake: FakeClient
) -> None:
    fake.user_settings.clear()
    fake.message(HUB, "hello", role="user", author="you")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert welcome_notes(app) == []
        assert fake.user_settings[WELCOMED]  # and never later either


async def test_a_failing_setting_is_no_error_on_the_first_screen(
    make_app: MakeApp, fake: FakeClient
) -> None:
    fake.user_settings.clear()
    fake.fail["user_setting"] = Refused("settings are read-only")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert notes(app, "error") == []
        assert welcome_notes(app) == []
        assert app.session_id == HUB


async def test_keys_typed_before_the_brain_is_up_are_kept_and_sent_after(
    fake: FakeClient, clock: Any
) -> None:
    gate = asyncio.Event()

    async def slow_brain() -> FakeClient:
        await gate.wait()
        return fake

    app = create_app(slow_brain, clock=clock, animate=False)
    async with app.run_test(size=SIZE) as pilot:
        # the first frame: the composer has the focus and takes keys at once
        assert app.composer.has_focus
        await pilot.press(*"hello eddie")
        assert app.composer.text == "hello eddie"
        await pilot.press("enter")
        await pilot.pause()
        assert fake.sent == []  # not lost: queued until the brain is up
        await pilot.press(*"and more")
        assert app.composer.text == "and more"
        gate.set()
        await until(pilot, lambda: fake.sent == [(HUB, "hello eddie", False)])
        await settle(pilot)
        assert messages(app) == [("you", "hello eddie")]
        assert app.composer.text == "and more"


async def test_the_theme_the_user_picked_is_kept(make_app: Any, fake: Any) -> None:
    from tui_helpers import settle, until

    fake.user_settings["ui.theme"] = "nord"
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert app.theme == "nord"  # restored from last time
        app.theme = "gruvbox"  # e.g. picked in the command palette
        await until(pilot, lambda: fake.user_settings.get("ui.theme") == "gruvbox")
