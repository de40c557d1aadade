"""What the activity strip shows: its lines (:class:`Operation`), waits, busy workers and the
whole view (:class:`StripView`). Plain data; :mod:`vance_tui.activity` fills it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Operation:
    """One line of the strip: a running operation or a completed one."""

    key: str
    process_id: str
    engine: str
    label: str
    tag: str
    own: bool
    started: float | None  # client clock at the start's arrival; None = never had a clock
    ended: float | None = None
    failed: bool | None = None
    server_ms: float | None = None
    local: bool = False  # a client-side operation (start-up, model loading)

    @property
    def running(self) -> bool:
        return self.ended is None

    def seconds(self, now: float) -> float | None:
        """Client-measured wall-clock; None for lines that never had a clock."""
        if self.started is None:
            return None
        end = self.ended if self.ended is not None else now
        return max(0.0, end - self.started)


@dataclass
class WaitingSlot:
    process_id: str
    engine: str
    text: str
    since: float
    own: bool

    def seconds(self, now: float) -> float:
        return max(0.0, now - self.since)


@dataclass
class WorkerBusy:
    process_id: str
    label: str
    since: float


@dataclass
class StripView:
    """What the strip shows right now; the widget only formats it."""

    running: list[Operation]
    waiting: list[WaitingSlot]
    last: Operation | None  # the latest completed line, while it is fresh
    chat_busy: bool
    chat_seconds: float | None
    workers: list[WorkerBusy]
    summary: str | None
    now: float

    @property
    def idle(self) -> bool:
        return not (self.running or self.waiting or self.chat_busy or self.workers)

    @property
    def animating(self) -> bool:
        """True while something shows a spinner or a live clock (the widget ticks then)."""
        return bool(self.running or self.waiting or self.chat_busy or self.workers)
