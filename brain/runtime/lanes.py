"""Lanes: each process runs one turn at a time; many processes run concurrently.

A turn drains the process inbox once. Delivery is at-least-once: messages are
marked delivered only after the turn that consumed them finished. Every turn
first counts an attempt on its messages (committed), so after a crash the
next runtime knows: one interrupted attempt → retry; two → the messages are
dead and the process gets a visible reason (``on_turn_failed``).

Several Vance processes may share one database: a lane only runs a process
whose lease it holds (:mod:`brain.runtime.leases`). Commands from outside a
turn are in :mod:`brain.runtime.commands`, waiting in :mod:`brain.runtime.waiting`,
suspending idle workers in :mod:`brain.runtime.idle`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

from brain.errors import NotFound, UserFacingError
from brain.ids import now
from brain.models import EngineMessage, MessageStatus, Process, ProcessStatus
from brain.runtime import leases
from brain.runtime.commands import Commands
from brain.runtime.idle import SWEEP_SECONDS, IdleLimit, IdleSweep, default_idle_limit
from brain.runtime.journal import TurnJournal, effect_key, in_turn, killpoint
from brain.runtime.leases import HEARTBEAT_SECONDS, LEASE_SECONDS
from brain.runtime.waiting import Waiting
from brain.store import Store, read_memo
from brain.store import messages as msgs
from brain.store import sessions as procs
from brain.store.db import Transaction
from brain.store.journal import forget_turn, prune_steps
from brain.wire import EnginePayload, UserInput, WorkerEvent

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 2
GIVEN_UP = "The turn was interrupted twice (crash or kill) and was given up."
JOURNAL_DAYS = 7  # a turn journal nobody finished is kept this long (then it cannot matter)

# Statuses in which a lane may run a turn when messages are pending.
RUNNABLE = (ProcessStatus.READY, ProcessStatus.RUNNING, ProcessStatus.BLOCKED)


@dataclass
class TurnContext:
    """What an engine gets for one turn."""

    process: Process
    messages: list[EngineMessage]
    attempt: int


class Engine(Protocol):
    name: str
    # Reactive engines (eddie, arthur) return to READY after a failed turn; one-shot engines
    # (ford) end FAILED.
    reactive: bool

    async def run_turn(self, ctx: TurnContext) -> ProcessStatus:
        """Handle the drained messages; persist effects; return the status after the turn."""
        ...


EngineResolver = Callable[[Process], Engine]
FailureHook = Callable[[Process, list[EngineMessage], str], Awaitable[None]]


class Runtime(Commands, Waiting, IdleSweep):
    def __init__(
        self,
        store: Store,
        resolve_engine: EngineResolver,
        *,
        on_turn_failed: FailureHook | None = None,
        poll_seconds: float = 0.5,
        idle_limit: IdleLimit = default_idle_limit,
    ) -> None:
        self.store = store
        self._idle_limit = idle_limit
        self.owner = leases.owner_id()
        self._resolve_engine = resolve_engine
        self._on_turn_failed = on_turn_failed
        self._poll_seconds = poll_seconds
        self._lanes: dict[str, asyncio.Task[None]] = {}
        self._rewake: set[str] = set()
        self._turn_messages: dict[str, list[int]] = {}
        self._stopping: set[str] = set()  # processes whose turn a `stop` command cancels
        self._turns: dict[str, asyncio.Task[ProcessStatus]] = {}  # the running turn per process
        self._cancelled: set[str] = set()  # turns the user cancelled (the process lives on)
        self._turn_over: dict[str, asyncio.Event] = {}  # set once a turn and its cleanup ended
        self._background: list[asyncio.Task[None]] = []
        self._idle = asyncio.Event()
        self._idle.set()
        self._closing = False
        self._started = False

    # --- life cycle ---------------------------------------------------------------------------

    async def start(self) -> None:
        """Recover what a crash left behind, then start polling and heartbeats."""
        self._started = True
        await self.recover()
        self._background = [
            asyncio.create_task(self._poll_loop(), name="vance-poll"),
            asyncio.create_task(self._heartbeat_loop(), name="vance-heartbeat"),
        ]

    async def stop(self, grace: float = 5.0) -> None:
        """Let running turns finish (up to ``grace`` seconds), then release the leases."""
        self._closing = True
        for task in self._background:
            task.cancel()
        lanes = list(self._lanes.values())
        if lanes:
            _done, pending = await asyncio.wait(lanes, timeout=grace)
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
        await asyncio.gather(*self._background, return_exceptions=True)
        await procs.release_leases(self.store, self.owner)

    async def recover(self) -> None:
        """Processes left ``running`` by a dead owner go back to ``ready``; lanes wake for every
        pending inbox (interrupted turns are retried, or failed after ``MAX_ATTEMPTS``)."""
        await prune_steps(self.store, now() - JOURNAL_DAYS * 86400)
        dead = await leases.dead_owners(self.store)
        for process_id in await procs.orphaned_running(self.store, dead, now()):
            await procs.set_process_status(self.store, process_id, ProcessStatus.READY)
        await procs.release_orphaned_hub_sessions(self.store, dead)
        for process_id in await msgs.runnable_with_pending(self.store, self.owner, now(), dead):
            self.wake(process_id)
        await self.suspend_idle(now())  # what idled past its time while Vance was down

    # --- waking -------------------------------------------------------------------------------

    def wake(self, process_id: str) -> None:
        """Make sure a lane runs for the process (no-op while closing, and in a runtime that
        was never started: an admin command must not answer a window's turn)."""
        if self._closing or not self._started:
            return
        lane = self._lanes.get(process_id)
        if lane is not None and not lane.done():
            self._rewake.add(process_id)
            return
        self._idle.clear()
        self._lanes[process_id] = asyncio.create_task(
            self._lane(process_id), name=f"lane-{process_id}"
        )

    async def post(
        self,
        process: Process,
        payload: EnginePayload,
        *,
        sender_process_id: str | None = None,
    ) -> EngineMessage:
        """Persist a message into a process inbox (taking the process's lease when it is free,
        in the same transaction), then wake its lane. Inside a turn the message is keyed: a
        retried turn does not post it twice."""
        key = effect_key("post")
        if key is not None and isinstance(payload, UserInput | WorkerEvent):
            payload = payload.model_copy(update={"key": key})
        async with self.store.transaction() as tx:
            if key is not None:
                earlier = await msgs.engine_message_by_key(tx, process.id, key)
                if earlier is not None:
                    return earlier
            await procs.wake_idle_suspended(tx, process.id)  # a message wakes a sleeper
            await self.claim(tx, process.id)
            message = await msgs.insert_engine_message(
                tx,
                tenant_id=process.tenant_id,
                process_id=process.id,
                payload=payload,
                sender_process_id=sender_process_id,
            )
        killpoint(f"posted-{payload.kind}")
        self.wake(process.id)
        return message

    async def claim(self, db: Store | Transaction, process_id: str) -> bool:
        """Take the lease of a process this runtime is about to give work (free, expired, ours
        or a dead owner's). Done in the transaction that writes the work, so another Vance
        process never sees the work unowned and answers a turn nobody there waits for. A
        runtime that is not running (admin commands) or closing claims nothing."""
        if not self._started or self._closing:
            return False
        return await leases.claim(db, process_id, self.owner)

    # --- the lane -----------------------------------------------------------------------------

    async def _lane(self, process_id: str) -> None:
        try:
            while True:
                self._rewake.discard(process_id)
                ran = await self._one_turn(process_id)
                if not ran and process_id not in self._rewake:
                    return
        except asyncio.CancelledError:
            consumed = self._turn_messages.pop(process_id, [])
            # Only a `stop` command consumes the turn's messages. A turn cancelled because the
            # runtime shuts down did not commit: its messages stay pending (at-least-once) and
            # the next start retries them. A clean exit is not a crash: it takes back the
            # attempt the turn counted, so ordinary exits never give a slow turn up.
            if process_id in self._stopping:
                await asyncio.shield(
                    msgs.mark_messages(
                        self.store,
                        consumed,
                        MessageStatus.DELIVERED,
                        error="stopped during the turn",
                    )
                )
            elif consumed:
                await asyncio.shield(self._untake_turn(process_id, consumed))
            raise
        except Exception:
            log.exception("lane %s crashed", process_id)
        finally:
            if self._lanes.get(process_id) is asyncio.current_task():
                del self._lanes[process_id]
            if not self._lanes:
                self._idle.set()

    async def _one_turn(self, process_id: str) -> bool:
        """Run one turn if the process may run and has pending messages."""
        try:
            process = await procs.get_process(self.store, process_id)
        except NotFound:
            return False
        if process.status not in RUNNABLE:
            return False
        pending = await msgs.pending_messages(self.store, process_id)
        if not pending:
            return False
        if not await leases.hold(self.store, process, self.owner):
            return False
        try:
            engine = self._resolve_engine(process)
        except Exception as exc:
            # An engine that cannot be resolved must not leave the inbox pending (the poll loop
            # would retry it forever, silently): the messages are dead, the reason is visible.
            reason = (
                exc.full_text()
                if isinstance(exc, UserFacingError)
                else (f"No engine for {process.name}: {type(exc).__name__}: {exc}")
            )
            await self._fail(process, pending, reason, reactive=True)
            return True
        exhausted = [m for m in pending if m.attempts >= MAX_ATTEMPTS]
        if exhausted:
            await self._fail(
                process,
                exhausted,
                GIVEN_UP,
                reactive=engine.reactive,
            )
            return True
        ids = [m.id for m in pending]
        await msgs.count_attempt(self.store, ids)
        killpoint("turn-started")
        await procs.set_process_status(self.store, process_id, ProcessStatus.RUNNING)
        self._turn_messages[process_id] = ids
        ctx = TurnContext(
            process=process.model_copy(update={"status": ProcessStatus.RUNNING}),
            messages=pending,
            attempt=max(m.attempts for m in pending) + 1,
        )
        journal = await TurnJournal.open(self.store, process_id, ids)
        # The turn's task copies this context: its steps are journaled, its repeated reads
        # (prompt documents, projects, profile facts) memoized until something is written.
        with in_turn(journal), read_memo():
            turn = asyncio.create_task(engine.run_turn(ctx), name=f"turn-{process_id}")
        self._turns[process_id] = turn
        self._turn_over[process_id] = over = asyncio.Event()
        try:
            status = await turn
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if process_id not in self._cancelled or (task is not None and task.cancelling()):
                raise  # the lane itself was cancelled (stop, shutdown)
            # The user cancelled this turn: its input is handled, the process waits for more.
            self._turn_messages.pop(process_id, None)
            async with self.store.transaction() as tx:
                await msgs.mark_messages(
                    tx, ids, MessageStatus.DELIVERED, error="cancelled by the user"
                )
                await procs.end_turn_status(tx, process_id, ProcessStatus.READY)
                await forget_turn(tx, process_id, journal.turn_key)
            return True
        except Exception as exc:
            log.exception("turn of %s failed", process.name)
            self._turn_messages.pop(process_id, None)
            reason = (
                exc.full_text()
                if isinstance(exc, UserFacingError)
                else (f"The turn failed: {type(exc).__name__}: {exc}")
            )
            await self._fail(process, pending, reason, reactive=engine.reactive)
            return True
        finally:
            self._cancelled.discard(process_id)
            self._turns.pop(process_id, None)
            self._turn_over.pop(process_id, None)
            over.set()
        self._turn_messages.pop(process_id, None)
        killpoint("turn-finished")
        async with self.store.transaction() as tx:
            await msgs.mark_messages(tx, ids, MessageStatus.DELIVERED)
            await procs.end_turn_status(tx, process_id, status)
            await forget_turn(tx, process_id, journal.turn_key)
        return True

    async def _untake_turn(self, process_id: str, message_ids: list[int]) -> None:
        """Undo what starting a turn recorded: the attempt and the ``running`` status."""
        try:
            async with self.store.transaction() as tx:
                await msgs.uncount_attempt(tx, message_ids)
                await procs.end_turn_status(tx, process_id, ProcessStatus.READY)
        except Exception:
            log.exception("could not take back the cancelled turn of %s", process_id)

    async def _fail(
        self,
        process: Process,
        messages: list[EngineMessage],
        reason: str,
        *,
        reactive: bool | None = None,
    ) -> None:
        if reactive is None:
            reactive = self._resolve_engine(process).reactive
        status = ProcessStatus.READY if reactive else ProcessStatus.FAILED
        # One transaction: whoever waits for these messages (maybe in another Vance process)
        # sees them dead only together with the note that says why.
        async with self.store.transaction() as tx:
            await msgs.mark_messages(tx, [m.id for m in messages], MessageStatus.DEAD, error=reason)
            await procs.set_process_status(tx, process.id, status, error=reason)
            if self._on_turn_failed is not None:
                try:
                    await self._on_turn_failed(process, messages, reason)
                except Exception:
                    log.exception("on_turn_failed hook failed")

    # --- background loops ---------------------------------------------------------------------

    async def _poll_loop(self) -> None:
        """Pick up messages other Vance processes put into inboxes (shared database)."""
        while True:
            await asyncio.sleep(self._poll_seconds)
            try:
                dead = await leases.dead_owners(self.store)
                ready = await msgs.runnable_with_pending(self.store, self.owner, now(), dead)
                for process_id in ready:
                    if not self.is_busy(process_id):
                        self.wake(process_id)
            except Exception:
                log.exception("inbox poll failed")

    async def _heartbeat_loop(self) -> None:
        """Renew our leases; now and then suspend the workers idle past their time."""
        swept = now()
        while True:
            await asyncio.sleep(HEARTBEAT_SECONDS)
            try:
                await procs.renew_leases(self.store, self.owner, now() + LEASE_SECONDS)
                if now() - swept >= SWEEP_SECONDS:
                    swept = now()
                    await self.suspend_idle(swept)
            except Exception:
                log.exception("lease heartbeat failed")
