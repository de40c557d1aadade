"""The turn journal: a turn's steps are recorded as they finish, so a retried turn (after a
crash or a kill) replays them instead of doing them again, and its effects happen once.

Two guarantees, sized for an embedded brain (the durable-execution idea of Temporal/DBOS):

- **Replay.** Each model call's result and each tool call's result is stored, keyed by
  (process, turn, step), before the next step starts. A retry of the same turn — the same
  inbox messages — gets the recorded results back in order (no second model call, no second
  tool run) and goes on from the first step that was not recorded.
- **Effects once.** Writing effects (a chat line, an inbox item, a message to another process,
  a spawned worker, an activity entry) take an idempotency key derived from (process, turn,
  n-th effect of its kind); the store returns the existing row for a key it has seen, so a
  retry that gets as far as an effect the first attempt already made does not make it again.

The journal of the running turn is a context variable set by the runtime around the engine's
turn; code outside a turn (the user's own message, admin commands) has none and writes plainly.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

from brain.store import Store
from brain.store import journal as repo

T = TypeVar("T")


class TurnJournal:
    def __init__(
        self,
        store: Store,
        process_id: str,
        turn_key: str,
        recorded: dict[int, tuple[str, str]],
    ) -> None:
        self._store = store
        self.process_id = process_id
        self.turn_key = turn_key
        self._recorded = recorded
        self._next = 0
        self._counters: dict[str, int] = {}
        self._scope = ""  # "s<step>:" while a tool step runs: its effects are keyed by the step
        self.replayed = 0  # steps answered from the journal in this attempt
        self.recorded = 0  # steps recorded in this attempt

    @classmethod
    async def open(cls, store: Store, process_id: str, message_ids: list[int]) -> TurnJournal:
        """The journal of the turn that drains ``message_ids``. The turn is named by the
        messages it drains: a retry that drains one more (the user wrote again meanwhile) is
        another turn — nothing replayed, no effect mistaken for one already made, so the new
        words are answered too."""
        ids = sorted(message_ids) or [0]
        turn_key = f"{ids[0]}-{ids[-1]}-{len(ids)}"
        recorded = await repo.recorded_steps(store, process_id, turn_key)
        return cls(store, process_id, turn_key, recorded)

    async def step(
        self,
        kind: str,
        run: Callable[[], Awaitable[T]],
        dump: Callable[[T], str],
        load: Callable[[str], T],
    ) -> T:
        """Run one step (``kind``: "model", "tool") or replay what it returned before."""
        number = self._next
        self._next += 1
        found = self._recorded.get(number)
        if found is not None and found[0] == kind:
            self.replayed += 1
            return load(found[1])
        self._scope = f"s{number}:" if kind == "tool" else ""
        try:
            value = await run()
        finally:
            self._scope = ""
        killpoint(f"{kind}-returned")
        await repo.record_step(
            self._store, self.process_id, self.turn_key, number, kind, dump(value)
        )
        killpoint(f"{kind}-recorded")
        self.recorded += 1
        return value

    def key(self, what: str) -> str:
        """The idempotency key of this turn's next effect of kind ``what``: counted per tool
        step while a tool runs (a replayed step makes no effects, so later keys stay put),
        else per turn (engine code runs again in order on a retry)."""
        counter = f"{self._scope}{what}"
        n = self._counters.get(counter, 0)
        self._counters[counter] = n + 1
        return f"{self.process_id}:{self.turn_key}:{counter}{n}"

    async def close(self) -> None:
        """The turn finished: nothing to replay any more."""
        await repo.forget_turn(self._store, self.process_id, self.turn_key)


# --- kill points (tests) ------------------------------------------------------------------------

KILL_ENV = "VANCE_KILL_AT"
_hits: dict[str, int] = {}


def killpoint(name: str) -> None:
    """A named point where the kill-point tests SIGKILL this process: ``VANCE_KILL_AT=name``
    (the first time it is reached) or ``name:N`` (the N-th time). Costs one dict lookup when
    the variable is unset."""
    wanted = os.environ.get(KILL_ENV)
    if not wanted:
        return
    point, _, nth = wanted.partition(":")
    if point != name:
        return
    _hits[name] = _hits.get(name, 0) + 1
    if _hits[name] >= int(nth or 1):
        os.kill(os.getpid(), signal.SIGKILL)


_CURRENT: ContextVar[TurnJournal | None] = ContextVar("vance_turn_journal", default=None)


def current_turn() -> TurnJournal | None:
    return _CURRENT.get()


def effect_key(what: str) -> str | None:
    """The running turn's next idempotency key for an effect of kind ``what`` (None outside a
    turn: the effect is not a retryable step)."""
    journal = _CURRENT.get()
    return journal.key(what) if journal is not None else None


@contextmanager
def in_turn(journal: TurnJournal) -> Iterator[None]:
    token = _CURRENT.set(journal)
    try:
        yield
    finally:
        _CURRENT.reset(token)
