"""The schedules' home: a brain on real SQLite with the scripted model and an injected clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from brain.client import Client
from brain.config import Paths
from brain.llm.scripted import ScriptedModel, clear_scripts
from brain.llm.seat import ModelSeat

BERLIN = "Europe/Berlin"


def at(text: str, tz: str = BERLIN) -> float:
    """Epoch seconds of a local wall-clock time, e.g. ``at("2026-12-07 07:59")``."""
    return datetime.fromisoformat(text).replace(tzinfo=ZoneInfo(tz)).timestamp()


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class Home:
    def __init__(self, client: Client, script: ScriptedModel, clock: Clock) -> None:
        self.client = client
        self.script = script
        self.clock = clock

    @property
    def service(self) -> Any:
        return self.client.brain.deps.schedules

    async def settle(self) -> None:
        await self.client.brain.runtime.wait_idle(timeout=20)


@pytest.fixture
async def home(tmp_path: Any) -> AsyncIterator[Home]:
    script = ScriptedModel()
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    client = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(script), poll_seconds=0.02
    )
    clock = Clock(at("2026-12-07 07:00"))  # a Monday
    client.brain.deps.schedules.clock = clock
    yield Home(client, script, clock)
    await client.close()
    clear_scripts()
