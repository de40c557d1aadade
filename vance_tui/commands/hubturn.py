"""One hub turn for headless voice (``vance listen``): send the words, return what Eddie said."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from brain import Settings

Turn = Callable[[str], Awaitable[str]]


@asynccontextmanager
async def hub_turn(settings: Settings) -> AsyncIterator[Turn]:
    """Open the hub (resuming the last session), yield ``turn(text) -> what Eddie said``."""
    from brain import Client

    client = await Client.start(profile="daemon", settings=settings)
    try:
        session = await client.open_hub()

        async def turn(text: str) -> str:
            said = await client.turn(session.id, text, spoken=True)
            return " ".join(m.content for m in said if m.role == "assistant")

        yield turn
    finally:
        await client.close()
