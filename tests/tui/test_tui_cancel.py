"""Stopping a running turn in the real app on the real brain (issue 15): Esc cancels Eddie
mid-stream (what was streamed stays, marked interrupted) and the next message is answered;
`/stop eddie` does the same and never leaves the session deaf."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import messages, settle, until

from brain.client import Client
from brain.config import Paths
from brain.llm.scripted import Reply, ScriptedModel
from brain.llm.seat import ModelSeat
from vance_tui.app import create_app
from vance_tui.widgets.message import MessageView

LONG = "Why did the scarecrow win an award? " + "Because he was outstanding in his field. " * 40


def streaming(app: object) -> bool:
    return any(view.message is None for view in app.query(MessageView))  # type: ignore[attr-defined]


async def run_cancel(tmp_path: Path, how: list[str]) -> None:
    script = ScriptedModel()
    script.add(
        "eddie",
        Reply(text=LONG, chunk_chars=6, chunk_delay_s=0.05),
        Reply(text="Hello again!"),
    )
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    clients: list[Client] = []

    async def start() -> Client:
        client = await Client.start(
            profile="foot", paths=paths, model=ModelSeat.of(script), poll_seconds=0.02
        )
        clients.append(client)
        return client

    app = create_app(start)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.composer.load_text("tell me a long joke")
        await pilot.press("enter")
        await until(pilot, lambda: streaming(app))
        if how == ["escape"]:
            await pilot.press("escape")
        else:
            app.composer.load_text(" ".join(how))
            await pilot.press("enter")
        await clients[0].brain.runtime.wait_idle(timeout=20)
        await until(pilot, lambda: not streaming(app))
        [kept] = [
            m for m in await clients[0].history(app.session_id or "") if m.role == "assistant"
        ]
        assert kept.meta.interrupted and 0 < len(kept.content) < len(LONG.strip())
        header = str(app.query(MessageView).last().query_one(".message-header").render())
        assert "interrupted" in header

        app.composer.load_text("tell me another one")
        await pilot.press("enter")
        await clients[0].brain.runtime.wait_idle(timeout=20)
        await until(pilot, lambda: ("eddie", "Hello again!") in messages(app))


async def test_escape_cancels_a_streaming_answer_and_the_next_turn_is_answered(
    tmp_path: Path,
) -> None:
    await run_cancel(tmp_path, ["escape"])


async def test_stop_eddie_cancels_and_the_session_is_not_deaf(tmp_path: Path) -> None:
    await run_cancel(tmp_path, ["/stop", "eddie"])
