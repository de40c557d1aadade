"""A hub on the scripted model: one script per engine, routed by the system prompt."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from brain.client import Client
from brain.config import Paths, Settings
from brain.events.frames import ChatAppended
from brain.llm.scripted import Reply, ScriptedToolCall, clear_scripts, register_script
from brain.models import ChatMessage, Session

Step = Reply | Callable[[list[dict[str, Any]]], Reply]


def call(tool: str, /, **arguments: Any) -> Reply:
    return Reply(tool_calls=[ScriptedToolCall(name=tool, arguments=arguments)])


def engine_of(messages: list[dict[str, Any]]) -> str:
    system = str(messages[0].get("content", "")) if messages else ""
    for engine in ("Eddie", "Arthur", "Ford"):
        if f"You are {engine}" in system:
            return engine.lower()
    return "other"


@dataclass
class Script:
    """Per-engine queues of replies; a callable step gets the messages."""

    steps: dict[str, list[Step]] = field(default_factory=dict)
    seen: list[tuple[str, list[dict[str, Any]]]] = field(default_factory=list)
    offered: dict[str, set[str]] = field(default_factory=dict)

    def add(self, engine: str, *steps: Step) -> None:
        self.steps.setdefault(engine, []).extend(steps)

    def __call__(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> Reply:
        engine = engine_of(messages)
        self.seen.append((engine, messages))
        names = {t["function"]["name"] for t in tools or []}
        self.offered.setdefault(engine, set()).update(names)
        queue = self.steps.get(engine) or []
        if not queue:
            return Reply(text=f"({engine} has nothing scripted)")
        step = queue.pop(0)
        return step(messages) if callable(step) else step


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


@pytest.fixture
async def hub(tmp_path, monkeypatch) -> AsyncIterator[Hub]:
    name = f"hub-{uuid.uuid4().hex[:8]}"
    script = Script()
    register_script(name, script)
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    settings = Settings(model=f"scripted/{name}")
    client = await Client.start(profile="foot", paths=paths, settings=settings, poll_seconds=0.02)
    session = await client.open_hub()
    frames: list[Any] = []
    client.subscribe(session.id, frames.append)
    yield Hub(client, session, frames, script)
    await client.close()
    clear_scripts()


def texts(messages: list[ChatMessage]) -> list[str]:
    return [m.content for m in messages]


def appended(frames: list[Any]) -> list[ChatMessage]:
    return [f.message for f in frames if isinstance(f, ChatAppended)]
