"""Code blocks in answers are highlighted in the app's theme: in a new answer, a streamed one,
an older history message, and again after the theme changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot
from textual.widgets.markdown import MarkdownFence
from tui_fakes import EDDIE, HUB, FakeClient
from tui_helpers import FixedClock, settle, until

from brain.events.frames import StreamChunk
from vance_tui.app import VanceApp, create_app
from vance_tui.widgets.composer import Composer
from vance_tui.widgets.message import has_code

MakeApp = Callable[..., VanceApp]
SIZE = (120, 40)

ANSWER = (
    "Add one like this:\n\n"
    "```python\n"
    "def plant(bed: str, rows: int = 3) -> list[str]:\n"
    '    """Sow beans."""\n'
    '    return [f"{bed}-{n}" for n in range(rows)]  # one label a row\n'
    "```\n\n"
    "Then call it."
)


def fence_colours(app: VanceApp, index: int = -1) -> dict[str, str]:
    """Word → the colour it is drawn in, for the code block ``index`` on screen."""
    fence = list(app.query(MarkdownFence))[index]
    label = fence.query_one("#code-content")
    colours: dict[str, str] = {}
    for strip in label.render_lines(label.region.reset_offset):
        for segment in strip:
            word = segment.text.strip()
            if word and segment.style is not None and segment.style.color is not None:
                colours.setdefault(word, segment.style.color.name)
    return colours


def assert_highlighted(colours: dict[str, str]) -> None:
    assert len(set(colours.values())) > 2, colours  # keywords, names, strings, comments differ
    assert len({colours["def"], colours["bed"], colours["# one label a row"]}) == 3, colours


async def test_a_python_block_is_highlighted(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.say(ANSWER)
        await settle(pilot)
        assert_highlighted(fence_colours(app))


async def test_highlighting_follows_the_theme(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.say(ANSWER)
        await settle(pilot)
        app.theme = "textual-dark"
        await settle(pilot)
        dark = fence_colours(app)
        app.theme = "textual-light"
        await settle(pilot)
        light = fence_colours(app)
        assert_highlighted(light)
        assert light["bed"] != dark["bed"]  # the theme's accent, not a fixed palette


async def test_a_streamed_block_is_highlighted(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        half = len(ANSWER) // 2
        for part in (ANSWER[:half], ANSWER[half:]):
            fake.publish(StreamChunk(session_id=HUB, process_id=EDDIE, stream_id="c1", text=part))
            await settle(pilot)
        await until(pilot, lambda: bool(app.query(MarkdownFence)))
        assert_highlighted(fence_colours(app))
        fake.say(ANSWER, meta={"stream_id": "c1"})
        await settle(pilot)
        assert_highlighted(fence_colours(app))


async def test_older_history_highlights_code_too(make_app: MakeApp, fake: FakeClient) -> None:
    fake.message(HUB, ANSWER)
    for n in range(30):  # the code answer is old: drawn the cheap way, in the background
        fake.message(HUB, f"later message {n}")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await until(pilot, lambda: bool(app.query(MarkdownFence)))
        assert_highlighted(fence_colours(app, 0))


def test_has_code() -> None:
    assert has_code(ANSWER) and has_code("~~~\nx\n~~~")
    assert not has_code("use `x` inline") and not has_code("plain")


def test_snapshot_code_block(snap_compare: Any) -> None:
    fake = FakeClient()
    fake.message(HUB, "How do I label the rows?", role="user", author="you")
    fake.message(HUB, ANSWER)
    clock = FixedClock()
    app = create_app(lambda: fake, clock=clock, animate=False)

    async def run_before(pilot: Pilot[Any]) -> None:
        app.query_one(Composer).cursor_blink = False
        await settle(pilot)
        clock.tick(30)
        await settle(pilot)

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
