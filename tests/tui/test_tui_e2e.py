"""End to end: the app on the real embedded brain and the scripted model.

Eddie delegates to a Ford worker; while Ford runs, the activity strip shows it, the HUD
counts its calls and tokens, and toasts announce that it started and finished. Then Eddie
relays its answer into the transcript.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import messages, settle, strip_text

from brain.client import Client
from brain.config import Paths, Settings
from brain.llm.scripted import Reply, ScriptedToolCall, clear_scripts, register_script
from vance_tui.app import create_app
from vance_tui.widgets.activity_strip import SPINNER, ActivityStrip
from vance_tui.widgets.hud import Hud

pytestmark = pytest.mark.slow


def engine_of(messages: list[dict[str, Any]]) -> str:
    system = str(messages[0].get("content", "")) if messages else ""
    for engine in ("Eddie", "Arthur", "Ford"):
        if f"You are {engine}" in system:
            return engine.lower()
    return "other"


@pytest.fixture
def scripted() -> AsyncIterator[tuple[str, dict[str, list[Reply]]]]:
    """A scripted model answering per engine from queues of replies."""
    name = f"tui-{uuid.uuid4().hex[:8]}"
    queues: dict[str, list[Reply]] = {}

    def respond(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> Reply:
        queue = queues.get(engine_of(messages)) or []
        return queue.pop(0) if queue else Reply(text="(nothing scripted)")

    register_script(name, respond)
    yield name, queues
    clear_scripts()


async def test_eddie_delegates_and_strip_hud_and_toasts_show_the_worker(
    tmp_path: Path, scripted: tuple[str, dict[str, list[Reply]]], monkeypatch: pytest.MonkeyPatch
) -> None:
    name, queues = scripted
    queues["eddie"] = [
        Reply(
            tool_calls=[
                ScriptedToolCall(
                    name="delegate_project",
                    arguments={
                        "project": "garden_planner",
                        "engine": "ford",
                        "task": "Name three vegetables to plant in spring.",
                    },
                )
            ]
        ),
    ]
    queues["ford"] = [
        Reply(tool_calls=[ScriptedToolCall(name="how_do_i", arguments={"topic": "projects"})]),
        Reply(text="Plant peas, spinach and radishes.", delay_s=0.8),
    ]
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    clients: list[Client] = []

    async def start() -> Client:
        client = await Client.start(
            profile="foot",
            paths=paths,
            settings=Settings(model=f"scripted/{name}"),
            poll_seconds=0.02,
        )
        clients.append(client)
        return client

    strips: list[str] = []
    huds: list[str] = []
    strip_repaint, hud_repaint = ActivityStrip.repaint, Hud.repaint

    def record_strip(self: ActivityStrip) -> None:
        strip_repaint(self)
        strips.append(str(self.render()))

    def record_hud(self: Hud, busy: list[str]) -> None:
        hud_repaint(self, busy)
        huds.append(str(self.render()))

    monkeypatch.setattr(ActivityStrip, "repaint", record_strip)
    monkeypatch.setattr(Hud, "repaint", record_hud)

    app = create_app(start)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert app.session_id is not None
        app.composer.load_text("ask a worker in garden_planner for three spring vegetables")
        await pilot.press("enter")
        runtime = clients[0].brain.runtime
        await runtime.wait_idle(timeout=30)
        await settle(pilot)
        app.flush_paint()
        await settle(pilot)

        said = messages(app)
        assert said[0][0] == "you"
        assert any("garden_planner" in text for author, text in said if author == "eddie")
        assert ("ford · garden_planner", "Plant peas, spinach and radishes.") in said

        # the strip spun for the running worker, the HUD counted Eddie's and Ford's calls
        assert any(line[0] in SPINNER and "ford · garden_planner" in line for line in strips), (
            strips
        )
        assert any("ford · garden_planner · 1 call ·" in line for line in huds), huds
        # the model that answered, not its alias ("default:fast")
        assert any(line.startswith(f"eddie · scripted/{name} · 1 call ·") for line in huds), huds

        toasts = [n.message for n in app.toasts]
        assert any(t.startswith("ford started in garden_planner") for t in toasts), toasts

        # Eddie's turn only handed off: not "last turn: 0.0s" at the end, the whole request
        final = strip_text(app)
        assert final.startswith("last request: ") and final.endswith("· ford · garden_planner")
        seconds = float(final.split()[2].rstrip("s"))
        assert seconds >= 0.8, final  # ford's answer alone took 0.8 s
    assert clients[0].bound_session is None  # closing the window suspended the session


async def test_an_answer_streams_in_and_ends_as_one_message(
    tmp_path: Path, scripted: tuple[str, dict[str, list[Reply]]], monkeypatch: pytest.MonkeyPatch
) -> None:
    from vance_tui.widgets.transcript import Transcript

    name, queues = scripted
    answer = "Beans like warm soil, so wait until the middle of May before you sow them."
    queues["eddie"] = [Reply(text=answer, chunk_chars=6, chunk_delay_s=0.01)]
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    clients: list[Client] = []

    async def start() -> Client:
        client = await Client.start(
            profile="foot",
            paths=paths,
            settings=Settings(model=f"scripted/{name}"),
            poll_seconds=0.02,
        )
        clients.append(client)
        return client

    chunks: list[str] = []
    stream = Transcript.stream

    async def record(self: Transcript, stream_id: str, author: str, text: str) -> None:
        chunks.append(text)
        await stream(self, stream_id, author, text)

    monkeypatch.setattr(Transcript, "stream", record)
    app = create_app(start)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.composer.load_text("when should I sow beans?")
        await pilot.press("enter")
        await clients[0].brain.runtime.wait_idle(timeout=30)
        await settle(pilot)
        assert len(chunks) > 3 and "".join(chunks).startswith("Beans like")
        assert messages(app) == [("you", "when should I sow beans?"), ("eddie", answer)]


async def test_a_resumed_session_shows_its_usage_and_its_plan(
    tmp_path: Path, scripted: tuple[str, dict[str, list[Reply]]]
) -> None:
    from vance_tui.widgets.plan_panel import PlanPanel

    name, queues = scripted
    queues["eddie"] = [
        Reply(
            tool_calls=[
                ScriptedToolCall(
                    name="todo_update",
                    arguments={
                        "todos": [{"title": "Buy seeds", "status": "done"}, {"title": "Dig beds"}]
                    },
                )
            ]
        ),
        Reply(text="On it."),
    ]
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")

    async def start() -> Client:
        return await Client.start(
            profile="foot",
            paths=paths,
            settings=Settings(model=f"scripted/{name}"),
            poll_seconds=0.02,
        )

    first = create_app(start)
    async with first.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        first.composer.load_text("plan my garden work")
        await pilot.press("enter")
        await first.require_client().brain.runtime.wait_idle(timeout=30)
        await settle(pilot)

    second = create_app(start)  # a new window resumes the suspended session
    async with second.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        second.flush_paint()
        hud = str(second.query_one(Hud).render())
        assert "2 calls" in hud, hud
        plan = str(second.query_one(PlanPanel).render()) + " ".join(
            str(w.render()) for w in second.query_one(PlanPanel).query("*")
        )
        assert "Dig beds" in plan, plan


async def test_session_total_includes_the_worker_fits_80_columns_and_survives_a_restart(
    tmp_path: Path, scripted: tuple[str, dict[str, list[Reply]]]
) -> None:
    from tui_helpers import hud_text, notes, submit

    name, queues = scripted
    queues["eddie"] = [
        Reply(
            tool_calls=[
                ScriptedToolCall(
                    name="delegate_project",
                    arguments={
                        "project": "garden_planner",
                        "engine": "ford",
                        "task": "Name three vegetables to plant in spring.",
                    },
                )
            ]
        ),
    ]
    queues["ford"] = [
        Reply(tool_calls=[ScriptedToolCall(name="how_do_i", arguments={"topic": "projects"})]),
        Reply(text="Plant peas, spinach and radishes."),
    ]
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")

    async def start() -> Client:
        return await Client.start(
            profile="foot",
            paths=paths,
            settings=Settings(model=f"scripted/{name}"),
            poll_seconds=0.02,
        )

    first = create_app(start)
    async with first.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        first.composer.load_text("ask a worker in garden_planner for three spring vegetables")
        await pilot.press("enter")
        client = first.require_client()
        await client.brain.runtime.wait_idle(timeout=30)  # type: ignore[attr-defined]
        await settle(pilot)
        assert first.session_id is not None
        usage = await client.session_usage(first.session_id)
        ford = [row for row in usage.rows if row.engine == "ford"]
        assert ford and ford[0].delegated and ford[0].calls == 2
        assert usage.calls == sum(row.calls for row in usage.rows) > 2
        assert usage.cost_usd == 0.0  # the scripted model is free

        # the worker finished: its numbers stay in the Σ total, which fits 80 columns
        hud = hud_text(first)
        assert f"Σ {usage.calls}×" in hud, hud
        assert len(hud) <= 78 and not hud.rstrip().endswith("·"), hud

        await submit(pilot, "/cost")
        table = notes(first)[-1]
        assert "ford · garden_planner" in table and "total" in table, table
        assert f"**{usage.calls}**" in table and "free" in table, table
        # the request waited for the worker: its row counts ford's calls too
        assert "Last 1 request" in table, table
        (row,) = [r for r in table.splitlines() if r.startswith("| ask a worker in garden")]
        assert row.split(" | ")[2] == str(usage.calls), row
        total_calls = usage.calls

    second = create_app(start)  # a new window: the total is recomputed from the store
    async with second.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        hud = hud_text(second)
        assert f"Σ · {total_calls} calls" in hud, hud
