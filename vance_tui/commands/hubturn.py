"""One hub turn for headless voice (``vance listen``): send the words, return what Eddie said."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from brain.config import Settings

Turn = Callable[[str], Awaitable[str]]


@asynccontextmanager
async def hub_turn(settings: Settings) -> AsyncIterator[Turn]:
    """Open the hub (resuming the last session), yield ``turn(text) -> what Eddie said``."""
    from brain.client import Client
    from brain.events.frames import ChatAppended, Frame

    client = await Client.start(profile="daemon", settings=settings)
    try:
        session = await client.open_hub()
        eddie = await client.brain.sessions.chat_process(session.id)
        said: list[str] = []

        def on_frame(frame: Frame) -> None:
            if isinstance(frame, ChatAppended) and frame.message.role == "assistant":
                said.append(frame.message.content)

        client.subscribe(session.id, on_frame)

        async def turn(text: str) -> str:
            said.clear()
            await client.send(session.id, text, spoken=True)
            await client.brain.runtime.wait_process_idle(eddie.id)
            return " ".join(said)

        yield turn
    finally:
        await client.close()
