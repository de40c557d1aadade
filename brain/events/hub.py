"""The client event hub: frames per session id to whoever subscribed; nobody → dropped."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from brain.events.frames import Frame

log = logging.getLogger(__name__)

Listener = Callable[[Frame], None]


class EventHub:
    """Synchronous fan-out. Listeners must not block (queue, post a message, or append)."""

    def __init__(self) -> None:
        self._listeners: dict[str, list[Listener]] = {}
        self._wildcard: list[Listener] = []

    def subscribe(self, session_id: str, listener: Listener) -> Callable[[], None]:
        """Listen to one session (``"*"`` = all sessions). Returns the unsubscribe function."""
        bucket = self._wildcard if session_id == "*" else self._listeners.setdefault(session_id, [])
        bucket.append(listener)

        def unsubscribe() -> None:
            if listener in bucket:
                bucket.remove(listener)
            if session_id != "*" and not bucket:
                self._listeners.pop(session_id, None)

        return unsubscribe

    def has_subscribers(self, session_id: str) -> bool:
        return bool(self._listeners.get(session_id)) or bool(self._wildcard)

    def publish(self, frame: Frame) -> None:
        listeners = self._listeners.get(frame.session_id)
        if not listeners and not self._wildcard:
            return
        for listener in [*(listeners or ()), *self._wildcard]:
            try:
                listener(frame)
            except Exception:  # a broken client must not break the brain
                log.exception("frame listener failed")

    @asynccontextmanager
    async def stream(self, session_id: str) -> AsyncIterator[asyncio.Queue[Frame]]:
        """Frames of one session as a queue (headless clients, tests)."""
        queue: asyncio.Queue[Frame] = asyncio.Queue()
        unsubscribe = self.subscribe(session_id, queue.put_nowait)
        try:
            yield queue
        finally:
            unsubscribe()
