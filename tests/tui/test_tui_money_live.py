"""Money in the HUD follows a worker's calls as they come, not only when the request ends:
the real app on the embedded brain, with the scripted model given a price."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from tui_helpers import hud_text, settle

from brain.client import Client
from brain.config import Paths, Settings
from brain.llm.scripted import Reply, ScriptedModel, ScriptedToolCall, clear_scripts
from vance_tui.app import create_app
from vance_tui.cost_view import format_money
from vance_tui.widgets.hud import Hud

pytestmark = pytest.mark.slow

MONEY_OF_TOTAL = re.compile(r"Σ.*\$(\d+\.\d+)")


@pytest.fixture
def script() -> Iterator[ScriptedModel]:
    yield ScriptedModel()
    clear_scripts()


def give_a_price(script: ScriptedModel, monkeypatch: pytest.MonkeyPatch) -> None:
    """The scripted model costs money like a remote one: an entry in litellm's price map."""
    import brain.usage
    from brain.llm import litellm_loader

    litellm = litellm_loader.load_litellm()
    monkeypatch.setattr(brain.usage, "FREE_PREFIXES", ())
    price = {"input_cost_per_token": 1e-7, "output_cost_per_token": 4e-7}  # under a cent
    monkeypatch.setitem(litellm.model_cost, script.model, price)


async def test_the_total_money_grows_while_a_worker_runs(
    tmp_path: Path, script: ScriptedModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    give_a_price(script, monkeypatch)
    script.add(
        "eddie",
        Reply(
            tool_calls=[
                ScriptedToolCall(
                    name="delegate_project",
                    arguments={
                        "project": "garden_planner",
                        "engine": "arthur",
                        "task": "Plan the beds.",
                    },
                )
            ]
        ),
    )
    look = ScriptedToolCall(name="how_do_i", arguments={"topic": "projects"})
    script.add(
        "arthur",
        *[Reply(tool_calls=[look], delay_s=0.2) for _ in range(3)],
        Reply(text="Beans by the fence, peas in the middle.", delay_s=0.2),
    )
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    clients: list[Client] = []

    async def start() -> Client:
        client = await Client.start(
            profile="foot", paths=paths, settings=Settings(model=script.model), poll_seconds=0.02
        )
        clients.append(client)
        return client

    while_busy: list[float] = []  # the Σ money on each repaint while arthur ran
    repaint = Hud.repaint

    def record(self: Hud, busy: list[str]) -> None:
        repaint(self, busy)
        found = MONEY_OF_TOTAL.search(str(self.render()))
        if busy and found:
            while_busy.append(float(found.group(1)))

    monkeypatch.setattr(Hud, "repaint", record)
    app = create_app(start)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.composer.load_text("have a worker in garden_planner plan the beds")
        await pilot.press("enter")
        await clients[0].brain.runtime.wait_idle(timeout=30)
        await settle(pilot)
        assert app.session_id is not None
        usage = await clients[0].session_usage(app.session_id)
        assert usage.cost_usd and usage.calls >= 5, usage  # eddie 1, arthur 4

        # while arthur worked, the total's money rose call by call
        rising = sorted(set(while_busy))
        assert len(rising) >= 3 and rising == list(dict.fromkeys(while_busy)), while_busy
        assert rising[-1] <= usage.cost_usd
        assert format_money(usage.cost_usd) in hud_text(app)  # the last word: the brain's total
