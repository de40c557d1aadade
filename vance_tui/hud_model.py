"""The HUD model, the repaint throttle, and the number formats of the strip and the HUD.

Framework-agnostic like :mod:`vance_tui.activity`: totals per process come from ``metrics``
frames (cumulative, so a late older snapshot is ignored), the unread count from
``inbox-changed``; :class:`Throttle` decides when a repaint may happen (≤ 10/s by default,
and the last state is always painted).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from vance_tui.safety import clean_line

__all__ = [
    "HudModel",
    "ProcessTotals",
    "RequestCost",
    "Throttle",
    "TurnLedger",
    "format_budget",
    "format_count",
    "format_seconds",
]

Clock = Callable[[], float]


@dataclass
class ProcessTotals:
    process_id: str
    engine: str
    name: str
    tokens_in: int = 0
    tokens_out: int = 0
    calls: int = 0
    elapsed_ms: float = 0.0
    model: str | None = None
    own: bool = False


@dataclass
class RequestCost:
    """What one request cost: from the user's words to the answer they waited for
    (delegated work included)."""

    asked: str
    took: float  # seconds, wall clock
    calls: int
    tokens_in: int
    tokens_out: int
    elapsed_ms: float  # model time
    cost_usd: float | None  # None: a model without a known price took part


class TurnLedger:
    """The last few requests' cost. At each request's end the window reads the session's
    usage (``Client.session_usage``: the brain's accounting, money included); a request
    costs the difference to the reading before it, so nothing is counted twice or lost."""

    def __init__(self, keep: int = 5) -> None:
        self.requests: deque[RequestCost] = deque(maxlen=keep)
        self.base: Any = None  # the SessionUsage read at the last request's end
        self.asked_text = ""

    def seed(self, usage: Any) -> None:
        self.base = usage
        self.requests.clear()

    def asked(self, text: str) -> None:
        """The user's words: the label of the request they start."""
        self.asked_text = clean_line(text, 48)

    def close(self, usage: Any, took: float) -> RequestCost | None:
        base, self.base = self.base, usage
        if base is None:
            return None
        cost = (
            None
            if usage.cost_usd is None or base.cost_usd is None
            else max(0.0, usage.cost_usd - base.cost_usd)
        )
        asked, self.asked_text = self.asked_text, ""  # words label one request only
        request = RequestCost(
            asked or "(no words: a wake-up)",
            took,
            usage.calls - base.calls,
            usage.tokens_in - base.tokens_in,
            usage.tokens_out - base.tokens_out,
            usage.elapsed_ms - base.elapsed_ms,
            cost,
        )
        self.requests.append(request)
        return request


@dataclass
class HudModel:
    """Totals per process from ``metrics`` frames (cumulative), plus the unread inbox count."""

    chat_process_id: str | None = None
    unread: int = 0
    totals: dict[str, ProcessTotals] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # shared with the ActivityModel
    money: float | None = None  # the session's cost in USD (brain accounting), when priced
    money_calls: int = 0  # the calls the money was read at (a late older reading is ignored)
    # process id → its budget (``Client.budgets``): allowed tokens, at the cap or not
    budgets: dict[str, Any] = field(default_factory=dict)
    on_worker_seen: Callable[[], None] | None = None  # a new worker: read the budgets
    on_calls: Callable[[], None] | None = None  # a model call was counted: read the money
    ledger: TurnLedger = field(default_factory=TurnLedger)
    version: int = 0
    on_change: Callable[[], None] | None = None  # the window repaints (throttled)

    def _bump(self) -> None:
        self.version += 1
        if self.on_change is not None:
            self.on_change()

    def set_unread(self, count: int) -> None:
        self.unread = count
        self._bump()

    def label(self, row: ProcessTotals) -> str:
        return self.names.get(row.process_id) or f"{row.engine} · {row.name}"

    def apply(self, frame: Any) -> bool:
        kind = getattr(frame, "type", None)
        if kind == "inbox-changed":
            self.unread = int(frame.unread)
        elif kind == "process-progress" and frame.kind == "metrics" and frame.metrics is not None:
            m = frame.metrics
            pid = frame.process_id
            row = self.totals.get(pid)
            if row is None:
                own = (
                    pid == self.chat_process_id
                    if self.chat_process_id is not None
                    else frame.forwarded_by is None and frame.parent_process_id is None
                )
                name = frame.process_name
                if (not name or name == frame.engine) and frame.process_title:
                    name = clean_line(frame.process_title, 32)
                row = self.totals[pid] = ProcessTotals(pid, frame.engine, name, own=own)
                if not own and pid not in self.budgets and self.on_worker_seen is not None:
                    self.on_worker_seen()
            elif m.llm_calls < row.calls:
                return False  # an older cumulative snapshot arrived late
            row.tokens_in, row.tokens_out = m.tokens_in_total, m.tokens_out_total
            row.calls, row.elapsed_ms = m.llm_calls, m.elapsed_ms
            row.model = m.model or m.model_alias or row.model  # the model, not its alias
            if self.on_calls is not None:
                self.on_calls()
        else:
            return False
        self._bump()
        return True

    def seed(self, process: Any, *, own: bool) -> None:
        """Start from a process's stored totals (a resumed session shows what it has used)."""
        if process.llm_calls <= 0:
            return
        self.totals[process.id] = ProcessTotals(
            process.id,
            process.engine,
            process.name,
            process.tokens_in,
            process.tokens_out,
            process.llm_calls,
            process.elapsed_ms,
            own=own,
        )
        self._bump()

    def set_budgets(self, budgets: list[Any]) -> None:
        """What each worker may use (``Client.budgets``); used tokens stay live from the
        metrics frames."""
        self.budgets = {b.process_id: b for b in budgets}
        self._bump()

    def budget_of(self, row: ProcessTotals) -> tuple[int, int, bool] | None:
        """(used, allowed, at the cap) of a worker with a cap; None without one."""
        budget = self.budgets.get(row.process_id)
        if budget is None or budget.allowed is None:
            return None
        used = max(row.tokens_in + row.tokens_out, budget.used)
        return used, budget.allowed, bool(budget.at_cap)

    def set_usage(self, usage: Any) -> None:
        """The session's usage as the brain counts it (read as calls are counted and at a
        request's end): its money. A reading older than the one shown is ignored."""
        if usage.calls < self.money_calls:
            return
        self.money_calls = usage.calls
        self.money = usage.cost_usd if usage.calls else None
        self._bump()

    def seed_usage(self, usage: Any) -> None:
        """Start from the session's stored usage (``Client.session_usage``): its own process
        and every worker it delegated to, finished ones included."""
        self.ledger.seed(usage)
        self.money_calls = usage.calls
        self.money = usage.cost_usd if usage.calls else None
        for row in usage.rows:
            if row.calls <= 0 or row.process_id in self.totals:
                continue
            self.totals[row.process_id] = ProcessTotals(
                row.process_id,
                row.engine,
                row.name,
                row.tokens_in,
                row.tokens_out,
                row.calls,
                row.elapsed_ms,
                model=row.model,
                own=not row.delegated,
            )
        self._bump()

    def grand_total(self) -> ProcessTotals | None:
        """Everything this session used, delegated work included; None before any call."""
        rows = [row for row in self.totals.values() if row.calls]
        if not rows:
            return None
        return ProcessTotals(
            "",
            "total",
            "total",
            sum(row.tokens_in for row in rows),
            sum(row.tokens_out for row in rows),
            sum(row.calls for row in rows),
            sum(row.elapsed_ms for row in rows),
        )

    def reset(self, chat_process_id: str | None) -> None:
        self.chat_process_id = chat_process_id
        self.totals.clear()
        self.budgets = {}
        self.money, self.money_calls = None, 0
        self.ledger = TurnLedger()
        self._bump()

    def session(self) -> ProcessTotals | None:
        if self.chat_process_id is not None:
            return self.totals.get(self.chat_process_id)
        return next((row for row in self.totals.values() if row.own), None)

    def workers(self, busy: list[str] | None = None) -> list[ProcessTotals]:
        """Worker totals; only the busy ones when ``busy`` is given."""
        session = self.session()
        rows = [row for row in self.totals.values() if row is not session]
        if busy is not None:
            rows = [row for row in rows if row.process_id in busy]
        return rows


class Throttle:
    """Repaint at most once per ``interval`` seconds, and always paint the last state.

    ``request()`` returns 0.0 (paint now), a delay (schedule one paint after it), or None
    (a paint is already scheduled: do nothing). Call ``painted()`` after each paint.
    """

    def __init__(self, interval: float = 0.1, clock: Clock = time.monotonic) -> None:
        self.interval = interval
        self.clock = clock
        self.last_paint = float("-inf")
        self.scheduled = False
        self.paints = 0

    def request(self) -> float | None:
        if self.scheduled:
            return None
        wait = self.last_paint + self.interval - self.clock()
        if wait <= 0:
            return 0.0
        self.scheduled = True
        return wait

    def painted(self) -> None:
        self.last_paint = self.clock()
        self.scheduled = False
        self.paints += 1


# --- formatting shared by the strip and the HUD -------------------------------------------


def format_seconds(seconds: float) -> str:
    """``0.4s``, ``12s``, ``1:23``, ``1:02:03``."""
    if seconds < 10:
        return f"{seconds:.1f}s"
    if seconds < 60:
        return f"{int(seconds)}s"
    minutes, secs = divmod(int(seconds), 60)
    if minutes < 60:
        return f"{minutes}:{secs:02d}"
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}"


def format_count(value: float) -> str:
    """``950``, ``12.3k``, ``4.1M``."""
    if value < 1000:
        return str(int(value))
    if value < 1_000_000:
        return f"{value / 1000:.1f}k"
    return f"{value / 1_000_000:.1f}M"


def format_budget(used: int, allowed: int) -> str:
    """``12.3k/50k``: tokens used of the cap (a round cap without its ``.0``)."""
    return f"{format_count(used)}/{format_count(allowed).replace('.0', '')}"
