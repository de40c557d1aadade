"""Waiting for the runtime: until a message was handled, a process or every lane is idle.
A mixin of :class:`~brain.runtime.lanes.Runtime` (it shares the lane state)."""

from __future__ import annotations

import asyncio

from brain.errors import UserFacingError
from brain.ids import now
from brain.models import EngineMessage, MessageStatus
from brain.store import Store
from brain.store import messages as msgs


class Waiting:
    """Waits on the runtime's lanes (the lane state is the runtime's)."""

    store: Store
    owner: str
    _lanes: dict[str, asyncio.Task[None]]
    _idle: asyncio.Event
    _closing: bool
    _poll_seconds: float

    def wake(self, process_id: str) -> None:
        raise NotImplementedError

    async def wait_message(self, message_id: int) -> EngineMessage:
        """Wait until an inbox message was handled — by this runtime or by another Vance
        process that owns its process — and return it (``delivered`` or ``dead``)."""
        while True:
            message = await msgs.get_engine_message(self.store, message_id)
            if message.status != MessageStatus.PENDING:
                return message
            if self._closing:
                raise UserFacingError(
                    "Vance is shutting down before your message was answered.",
                    hint="It stays queued and is answered at the next start.",
                )
            lane = self._lanes.get(message.process_id)
            if lane is None or lane.done():
                self.wake(message.process_id)  # ours to run, or a no-op if another owns it
                lane = self._lanes.get(message.process_id)
            if lane is not None and not lane.done():
                await asyncio.wait({lane}, timeout=self._poll_seconds)
                if not lane.done():
                    continue
            still = await msgs.get_engine_message(self.store, message_id)
            if still.status == MessageStatus.PENDING:
                await asyncio.sleep(self._poll_seconds)  # another process has it: poll

    def is_busy(self, process_id: str) -> bool:
        lane = self._lanes.get(process_id)
        return lane is not None and not lane.done()

    @property
    def idle(self) -> bool:
        """True while no lane runs."""
        return self._idle.is_set()

    async def wait_idle(self, timeout: float | None = None) -> None:
        """Wait until no lane runs (tests and headless clients)."""
        await asyncio.wait_for(self._idle.wait(), timeout)

    async def wait_process_idle(self, process_id: str) -> None:
        """Wait until the process has no running turn and nothing it could run pending."""
        while True:
            lane = self._lanes.get(process_id)
            if lane is not None and not lane.done():
                await asyncio.wait({lane})
                continue
            ready = await msgs.runnable_with_pending(self.store, self.owner, now(), set())
            if process_id not in ready or self._closing:
                return
            self.wake(process_id)
            await asyncio.sleep(0)
