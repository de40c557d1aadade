"""What the user does to a process from outside its turn: cancel the running turn, stop,
pause, resume. A mixin of :class:`~brain.runtime.lanes.Runtime` (it shares the lane state)."""

from __future__ import annotations

import asyncio

from brain.errors import UserFacingError
from brain.models import MessageStatus, Process, ProcessStatus
from brain.store import Store
from brain.store import messages as msgs
from brain.store import sessions as procs
from brain.store.queries import HUB_ENGINE


class Commands:
    """Cancel, stop, pause and resume (the lane state is the runtime's)."""

    store: Store
    _lanes: dict[str, asyncio.Task[None]]
    _stopping: set[str]  # processes whose turn a `stop` command cancels
    _turns: dict[str, asyncio.Task[ProcessStatus]]  # the running turn per process
    _cancelled: set[str]  # turns the user cancelled (the process lives on)
    _turn_over: dict[str, asyncio.Event]  # set once a turn and its cleanup ended

    def wake(self, process_id: str) -> None:
        raise NotImplementedError

    def cancelled(self, process_id: str) -> bool:
        """Whether the user is cancelling the process's running turn (see ``cancel_turn``)."""
        return process_id in self._cancelled

    async def cancel_turn(self, process_id: str) -> bool:
        """Cancel the process's running turn (its model call aborts) and return once it is
        over: the turn's messages count as handled and the process is ready for the next
        input. The process itself is not stopped. False when no turn was running."""
        turn = self._turns.get(process_id)
        over = self._turn_over.get(process_id)
        if turn is None or turn.done() or over is None:
            return False
        self._cancelled.add(process_id)
        turn.cancel()
        await asyncio.shield(over.wait())
        return True

    async def command(self, process_id: str, command: str) -> Process:
        """stop | pause | resume a process. ``stop`` stops what it started too (see
        :meth:`stop_tree`)."""
        process = await procs.get_process(self.store, process_id)
        if command == "pause":
            if process.status.terminal:
                raise UserFacingError(
                    f"{process.name} has ended ({process.status}); nothing to pause."
                )
            async with self.store.transaction() as tx:
                await procs.set_process_status(tx, process_id, ProcessStatus.SUSPENDED)
                await procs.clear_idle_mark(tx, process_id)
        elif command == "resume":
            if process.status != ProcessStatus.SUSPENDED:
                raise UserFacingError(f"{process.name} is {process.status}, not paused.")
            async with self.store.transaction() as tx:
                await procs.set_process_status(tx, process_id, ProcessStatus.READY)
                await procs.clear_idle_mark(tx, process_id)
            self.wake(process_id)
        elif command == "stop":
            if process.status.terminal:
                raise UserFacingError(f"{process.name} has already ended ({process.status}).")
            await self.stop_tree(process_id)
        else:
            raise UserFacingError(
                f"Unknown process command {command!r}.", hint="Use stop, pause or resume."
            )
        return await procs.get_process(self.store, process_id)

    async def stop_tree(self, process_id: str) -> list[Process]:
        """Stop a process and, below it, every process it started or watches (a planner's
        workers and theirs) that has not ended. Returns the processes stopped, the named one
        first (none if everything had ended)."""
        stopped: list[Process] = []
        seen: set[str] = set()
        todo = [await procs.get_process(self.store, process_id)]
        while todo:
            process = todo.pop(0)
            if process.id in seen:
                continue
            seen.add(process.id)
            if not process.status.terminal:
                await self._stop_one(process.id)
                stopped.append(await procs.get_process(self.store, process.id))
            if process.engine != HUB_ENGINE:  # a hub's workers are the user's, not its own
                todo += await procs.children_of(self.store, process.id)
        return stopped

    async def _stop_one(self, process_id: str) -> None:
        """Stop one process: status first (its turn cannot start anew), then its running turn
        is cancelled and whatever waits in its inbox is dead."""
        await procs.set_process_status(self.store, process_id, ProcessStatus.STOPPED)
        lane = self._lanes.get(process_id)
        if lane is not None and not lane.done():
            self._stopping.add(process_id)
            lane.cancel()
            try:
                await asyncio.gather(lane, return_exceptions=True)
            finally:
                self._stopping.discard(process_id)
        pending = await msgs.pending_messages(self.store, process_id)
        await msgs.mark_messages(
            self.store, [m.id for m in pending], MessageStatus.DEAD, error="process stopped"
        )
