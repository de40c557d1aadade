"""Questions in the window when more than one is open (issue 10): the option buttons and
number keys answer the question being asked, even when other lines came after it, and a
newer question takes over from an older one."""

from __future__ import annotations

from collections.abc import Callable

from tui_fakes import HUB, FakeClient
from tui_helpers import settle

from vance_tui.app import VanceApp
from vance_tui.widgets.options import OptionPicker

MakeApp = Callable[..., VanceApp]
SIZE = (120, 40)
CUISINE = {"options": [{"label": "Italian"}, {"label": "Thai"}]}
YEAR = {"options": [{"label": "2024"}, {"label": "2025"}]}
WAITS = "arthur in taxes also has a question — I'll ask it when you've answered this one."


async def test_number_keys_answer_the_open_question_after_a_note(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.say("Which cuisine?", author="arthur · dinner", engine="arthur", meta=CUISINE)
        fake.say(WAITS)  # a line after the question: it is still the one being asked
        await settle(pilot)
        assert app.composer.options_open == 2
        await pilot.press("2")
        await settle(pilot)
        assert fake.sent == [(HUB, "Thai", False)]

        fake.say("Got it: Thai. I passed it on to arthur in dinner.")
        fake.say("Which tax year?", author="arthur · taxes", engine="arthur", meta=YEAR)
        fake.say("Thai it is.", author="arthur · dinner", engine="arthur")
        await settle(pilot)
        await pilot.press("1")  # the taxes question's first option, not the dinner one's
        await settle(pilot)
        assert fake.sent[-1] == (HUB, "2024", False)
        assert all(p.answered for p in app.query(OptionPicker))


async def test_a_newer_question_takes_over_the_buttons(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.say("Which cuisine?", meta=CUISINE)
        fake.say("Which tax year?", meta=YEAR)
        await settle(pilot)
        older, newer = app.query(OptionPicker)
        assert older.answered and not newer.answered
        await pilot.press("2")
        await settle(pilot)
        assert fake.sent == [(HUB, "2025", False)]


async def test_a_reloaded_window_keeps_the_open_question_answerable(
    make_app: MakeApp, fake: FakeClient
) -> None:
    fake.message(HUB, "Which cuisine?", author="arthur · dinner", meta=CUISINE)
    fake.message(HUB, WAITS)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.composer.options_open == 2
        await pilot.press("1")
        await settle(pilot)
        assert fake.sent == [(HUB, "Italian", False)]
