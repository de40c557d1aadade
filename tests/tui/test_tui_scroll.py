"""The transcript follows new output while the user is at the bottom, however they got there,
and leaves them alone while they read further up."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot
from tui_fakes import EDDIE, HUB, FakeClient, inbox_item
from tui_helpers import settle, submit, until

from brain.events.frames import StreamChunk
from vance_tui.app import VanceApp

MakeApp = Callable[..., VanceApp]
SIZE = (100, 30)


def at_bottom(app: VanceApp) -> bool:
    transcript = app.transcript
    return transcript.max_scroll_y > 0 and transcript.scroll_y >= transcript.max_scroll_y


async def page(pilot: Pilot[Any], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.wait_for_scheduled_animations()
    await settle(pilot)


def setup(fake: FakeClient, history: int) -> None:
    for n in range(history):
        fake.message(HUB, f"line {n}")
    fake.inbox_ = [inbox_item(n, f"Report {n}", "body") for n in range(1, 40)]


@pytest.mark.parametrize(
    ("history", "keys"),
    [
        (0, ("pageup", "pagedown")),  # nothing to scroll: the keys still released the anchor
        (3, ("pagedown",)),
        (40, ("pagedown",)),  # PageDown at the bottom
        (40, ("pageup", "pagedown", "pagedown")),
    ],
)
async def test_inbox_output_is_followed_after_paging_back_to_the_bottom(
    make_app: MakeApp, fake: FakeClient, history: int, keys: tuple[str, ...]
) -> None:
    setup(fake, history)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await page(pilot, *keys)
        await submit(pilot, "/inbox")
        await until(pilot, lambda: at_bottom(app))
        assert app.transcript.is_anchored  # and it keeps following what comes next


async def test_a_streamed_answer_is_followed_after_a_round_trip(
    make_app: MakeApp, fake: FakeClient
) -> None:
    setup(fake, 3)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await page(pilot, "pageup", "pagedown")
        for n in range(40):
            fake.publish(
                StreamChunk(
                    session_id=HUB,
                    process_id=EDDIE,
                    stream_id="s1",
                    author="eddie",
                    text=f"word {n}\n\n",
                )
            )
        await until(pilot, lambda: at_bottom(app))


async def test_reading_further_up_is_not_interrupted_by_new_output(
    make_app: MakeApp, fake: FakeClient
) -> None:
    setup(fake, 40)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await page(pilot, "pageup")
        reading = app.transcript.scroll_y
        assert reading < app.transcript.max_scroll_y
        await submit(pilot, "/inbox")
        assert app.transcript.scroll_y == reading and not at_bottom(app)
