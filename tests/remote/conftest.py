"""Fixtures for the resident brain: an embedded client and a socket client on one brain.

The socket lives in a short temporary folder (Unix socket paths are limited to ~107 bytes).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from brain.client import Client
from brain.config import Paths
from brain.llm.scripted import ScriptedModel, clear_scripts
from brain.llm.seat import ModelSeat
from brain.remote.client import RemoteClient
from brain.remote.server import ResidentServer
from vance_tui.client_api import VanceClient


@pytest.fixture
def short_dir() -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="vr-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@dataclass
class Resident:
    owner: Client
    server: ResidentServer
    socket: Path
    script: ScriptedModel

    async def connect(self, **kwargs: Any) -> RemoteClient:
        return await RemoteClient.connect(self.socket, **kwargs)


@pytest.fixture
async def resident(tmp_path: Path, short_dir: Path) -> AsyncIterator[Resident]:
    """A brain on the scripted model, served on a real Unix socket in this event loop."""
    script = ScriptedModel()
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    owner = await Client.start(
        profile="daemon", paths=paths, model=ModelSeat.of(script), poll_seconds=0.02
    )
    server = ResidentServer(owner)
    socket = short_dir / "run" / "brain.sock"
    await server.start(socket)
    yield Resident(owner, server, socket, script)
    await server.close()
    await owner.close()
    clear_scripts()


@dataclass
class Side:
    """One way to reach the brain: ``open`` makes a new client (a new window)."""

    name: str
    open: Callable[[], Awaitable[VanceClient]]
    resident: Resident

    @property
    def script(self) -> ScriptedModel:
        return self.resident.script

    async def settle(self) -> None:
        """Wait until every lane of the brain is idle (workers included)."""
        await self.resident.owner.brain.runtime.wait_idle(timeout=20)


@pytest.fixture(params=["embedded", "socket"])
async def side(request: pytest.FixtureRequest, resident: Resident) -> AsyncIterator[Side]:
    opened: list[VanceClient] = []

    async def open_client() -> VanceClient:
        client: VanceClient
        if request.param == "embedded":
            client = Client(resident.owner.brain, "foot")
        else:
            client = await resident.connect(profile="foot")
        opened.append(client)
        return client

    yield Side(request.param, open_client, resident)
    for client in opened:
        if isinstance(client, RemoteClient):
            await client.close()
        else:
            assert isinstance(client, Client)
            await client.detach()  # the brain belongs to the resident fixture
