"""A hub on the scripted model: replies queued per engine, routed by the calling engine."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

import pytest

from brain.client import Client
from brain.config import Paths
from brain.events.frames import ChatAppended
from brain.llm.scripted import Reply, ScriptedModel, ScriptedToolCall, clear_scripts
from brain.llm.seat import ModelSeat
from brain.models import ChatMessage, Session

Step = Reply | Callable[[list[dict[str, Any]]], Reply]


def call(tool: str, /, **arguments: Any) -> Reply:
    return Reply(tool_calls=[ScriptedToolCall(name=tool, arguments=arguments)])


Script = ScriptedModel
"""Replies queued per engine: the scripted model routes by the engine whose turn calls."""


@dataclass
class Hub:
    client: Client
    session: Session
    frames: list[Any]
    script: Script

    async def say(self, text: str, *, wait_all: bool = True) -> None:
        await self.client.send(self.session.id, text)
        await self.settle(wait_all)

    async def settle(self, wait_all: bool = True) -> None:
        runtime = self.client.brain.runtime
        if wait_all:
            await runtime.wait_idle(timeout=20)
        eddie = await self.client.brain.sessions.chat_process(self.session.id)
        await runtime.wait_process_idle(eddie.id)

    async def chat(self) -> list[ChatMessage]:
        return await self.client.history(self.session.id)

    async def eddie_said(self) -> list[ChatMessage]:
        return [m for m in await self.chat() if m.role == "assistant"]

    def frames_of(self, kind: str) -> list[Any]:
        return [f for f in self.frames if f.type == kind]


async def _open_hub(tmp_path: Any, *, small: bool) -> AsyncIterator[Hub]:
    script = ScriptedModel()
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    client = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(script, small=small), poll_seconds=0.02
    )
    session = await client.open_hub()
    frames: list[Any] = []
    client.subscribe(session.id, frames.append)
    yield Hub(client, session, frames, script)
    await client.close()
    clear_scripts()


@pytest.fixture
async def hub(tmp_path, monkeypatch) -> AsyncIterator[Hub]:
    async for opened in _open_hub(tmp_path, small=False):
        yield opened


@pytest.fixture
async def small_hub(tmp_path) -> AsyncIterator[Hub]:
    """A hub whose model stands in for the small local one."""
    async for opened in _open_hub(tmp_path, small=True):
        yield opened


def texts(messages: list[ChatMessage]) -> list[str]:
    return [m.content for m in messages]


def appended(frames: list[Any]) -> list[ChatMessage]:
    return [f.message for f in frames if isinstance(f, ChatAppended)]
