"""A follow-up to a worker that already delivered (idle): the request lasts until that
worker's new answer — in the activity strip and in /cost's last requests — as the first one
did, and is counted once."""

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

pytestmark = pytest.mark.slow


def _delegate(task: str) -> Reply:
    return Reply(
        tool_calls=[
            ScriptedToolCall(
                name="delegate_project",
                arguments={"project": "garden_planner", "engine": "arthur", "task": task},
            )
        ]
    )


@pytest.fixture
def scripted() -> AsyncIterator[tuple[str, dict[str, list[Reply]]]]:
    name = f"follow-{uuid.uuid4().hex[:8]}"
    queues: dict[str, list[Reply]] = {}

    def respond(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> Reply:
        system = str(messages[0].get("content", "")) if messages else ""
        engine = "arthur" if "You are Arthur" in system else "eddie"
        queue = queues.get(engine) or []
        return queue.pop(0) if queue else Reply(text="(nothing scripted)")

    register_script(name, respond)
    yield name, queues
    clear_scripts()


async def test_a_follow_up_to_an_idle_worker_lasts_until_its_answer(
    tmp_path: Path, scripted: tuple[str, dict[str, list[Reply]]]
) -> None:
    name, queues = scripted
    queues["eddie"] = [_delegate("Plan the beds."), _delegate("Add tomatoes to the plan.")]
    queues["arthur"] = [
        Reply(text="Two beds: one for herbs, one for salad."),
        Reply(text="Tomatoes go into the sunny bed.", delay_s=0.8),
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

    app = create_app(start)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        for words in ("please have a worker plan my beds", "and have it add tomatoes too"):
            app.composer.load_text(words)
            await pilot.press("enter")
            await clients[0].brain.runtime.wait_idle(timeout=30)
            await settle(pilot)
            app.flush_paint()
            await settle(pilot)

        said = messages(app)
        assert any("Tomatoes go into the sunny bed." in text for _author, text in said), said
        final = strip_text(app)
        assert final.startswith("last request: "), final
        assert final.endswith("· arthur · garden_planner"), final
        assert float(final.split()[2].rstrip("s")) >= 0.8, final  # arthur's answer took 0.8 s

        requests = list(app.hud_model.ledger.requests)
        asked = [r.asked for r in requests]
        assert asked == ["please have a worker plan my beds", "and have it add tomatoes too"]
        follow_up = requests[-1]
        assert follow_up.took >= 0.8 and follow_up.calls >= 1, follow_up
