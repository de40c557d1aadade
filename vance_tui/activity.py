"""Client reduction of the progress channel, the HUD model and the repaint throttle.

Framework-agnostic on purpose: no Textual import, an injectable clock, and frames are
read by attribute (``frame.type``, ``frame.status.tag``) so any object with the shape of
``brain.events.frames`` works. The activity strip and the HUD only *render* what these
models hold; every rule lives here and is unit-tested without mounting a widget.

The rules (seed 001 §6a/§6b, PRODUCT §6):

* ``TOOL_START``/``TOOL_END`` pair by operation id. An end without a start becomes a
  completed line. A start for an operation that has already ended never spins again.
  ``NODE_DONE``/``PHASE_DONE`` close an open operation of the same id, if there is one.
* Everything else except ``WAITING`` and the turn brackets is a single ping: a completed
  line that never starts a clock (``SEARCH``, ``FETCH``, ``FILE_*``, ``SCRIPT_PROGRESS``,
  ``INFO``, unknown tags, and a ``TOOL_START`` or ``DELEGATING`` without an id, which could
  never be paired). ``DELEGATING`` *with* an id opens like ``TOOL_START`` (this brain's
  emitter opens it and closes it with ``TOOL_END``); the seed lists it as a single ping only
  because its emitters sent no id, and without one it stays a line here too.
* ``ENGINE_TURN_START``/``ENGINE_TURN_END`` count only for the session's own chat process:
  start clears the list, end closes what the chat process left open and switches the strip
  to a one-line summary. A worker's brackets only mark it busy or idle.
* ``WAITING`` is one slot per process with the time since the first ping of the stretch;
  shown with ⏳, never a spinner. A tool boundary, single ping or turn start of the *same*
  process clears it, and so does the user's answer (:meth:`ActivityModel.answered`) for the
  window's own process; a turn end does not. (A worker's ``blocked`` milestone opens such a slot, its
  ``resumed``/terminal milestone clears it.)
* While a background worker is busy the strip stays visible.
* A turn of the chat process that handed work to a worker (one that became busy during the
  turn and still is at its end) is summarised as "handed to …", without its few seconds:
  the user waits for the worker. When that worker finishes, the summary is the time of the
  whole request, from the turn that handed it off to the turn that relayed the result
  (or to the worker's finish, until a relaying turn ends). Something the user says in
  between starts a new request.
* Wall-clock per operation is measured here, from arrival of the start to arrival of the end.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from vance_tui.hud_model import format_seconds
from vance_tui.safety import clean_line
from vance_tui.strip_view import Operation, StripView, WaitingSlot, WorkerBusy

__all__ = ["ActivityModel", "Clock"]

Clock = Callable[[], float]

LABEL_LIMIT = 120
OPEN_TAGS = frozenset({"TOOL_START", "DELEGATING"})
CLOSE_TAGS = frozenset({"TOOL_END", "NODE_DONE", "PHASE_DONE"})
BRACKETS = frozenset({"ENGINE_TURN_START", "ENGINE_TURN_END"})
TERMINAL_EVENTS = frozenset({"done", "failed", "stopped"})
_CLOSED_MEMORY = 4096  # how many ended operation ids we remember (late or duplicate starts)


def _label_for(status: Any, engine: str, own: bool) -> str:
    raw = status.tool if status.tag in ("TOOL_START", "TOOL_END") and status.tool else status.text
    if status.tag == "DELEGATING":
        raw = status.text or status.tool
    label = clean_line(raw or status.tag.lower(), LABEL_LIMIT)
    return label if own else f"{engine} · {label}"


class ActivityModel:
    """The reduction: feed it frames with :meth:`apply`, read it with :meth:`view`."""

    def __init__(
        self,
        clock: Clock = time.monotonic,
        *,
        chat_process_id: str | None = None,
        fade_seconds: float = 5.0,
    ) -> None:
        self.clock = clock
        self.chat_process_id = chat_process_id
        self.fade_seconds = fade_seconds
        self.version = 0
        self.on_change: Callable[[], None] | None = None  # the window repaints (throttled)
        # a request ended (a turn that answered, not one that handed off): its seconds
        self.on_request_end: Callable[[float], None] | None = None
        self.running: dict[str, Operation] = {}
        self.waiting: dict[str, WaitingSlot] = {}
        self.workers: dict[str, WorkerBusy] = {}
        self.last: Operation | None = None
        self.chat_turn_since: float | None = None
        self.summary: str | None = None
        self.names: dict[str, str] = {}  # process id → "engine · project" (from milestones)
        self._closed: OrderedDict[str, None] = OrderedDict()
        self._turn_ops = 0
        self._turn_failed = 0
        self._synthetic = 0
        self._handing: dict[str, str] = {}  # workers busy since the chat turn began → label
        self._asked: dict[str, float] = {}  # workers handed a request → when it was asked
        self._relay: tuple[float, str, float] | None = None  # (asked, worker, finished)
        self._words = False  # the user said something since the last own turn ended
        self._before: tuple[str | None, Operation | None] = (None, None)  # strip at turn start

    def _bump(self) -> None:
        self.version += 1
        if self.on_change is not None:
            self.on_change()

    # --- classification ----------------------------------------------------------------

    def is_own(self, frame: Any) -> bool:
        """Is this frame from the session's own chat process (Eddie in a hub session, the
        worker in a mediated session)? Without a known id: not forwarded and no parent."""
        if self.chat_process_id is not None:
            return bool(frame.process_id == self.chat_process_id)
        return (
            getattr(frame, "forwarded_by", None) is None
            and getattr(frame, "parent_process_id", None) is None
        )

    def reset(self, chat_process_id: str | None = None) -> None:
        """Forget everything (the window moved to another session)."""
        self.chat_process_id = chat_process_id
        self.running = {k: op for k, op in self.running.items() if op.local}
        self.waiting.clear()
        self.workers.clear()
        self.last = self.chat_turn_since = self.summary = None
        self._closed.clear()
        self._turn_ops = self._turn_failed = 0
        self._handing.clear()
        self._asked.clear()
        self._relay = None
        self._bump()

    # --- input ---------------------------------------------------------------------------

    def apply(self, frame: Any) -> bool:
        """Reduce one frame; returns True when what the strip shows may have changed."""
        kind = getattr(frame, "type", None)
        if kind == "process-progress":
            if frame.kind != "status" or frame.status is None:
                return False
            self._status(frame)
        elif kind == "process-event":
            self._milestone(frame)
        else:
            return False
        self._bump()
        return True

    def _status(self, frame: Any) -> None:
        status = frame.status
        tag: str = status.tag
        now = self.clock()
        pid: str = frame.process_id
        own = self.is_own(frame)
        if tag in BRACKETS:
            self._bracket(frame, tag == "ENGINE_TURN_START", own, now)
            return
        if tag == "WAITING":
            slot = self.waiting.get(pid)
            text = clean_line(status.text or "waiting", LABEL_LIMIT)
            if slot is None:
                self.waiting[pid] = WaitingSlot(pid, frame.engine, text, now, own)
            else:  # a heartbeat of the same stretch: new text, the first ping's time
                slot.text = text
            return
        # every other status is a tool boundary or a single ping of this process
        self.waiting.pop(pid, None)
        op_id: str | None = status.operation_id
        server_ms = status.usage.elapsed_ms if status.usage is not None else None
        if tag in OPEN_TAGS and op_id:
            if op_id in self._closed or op_id in self.running:
                return  # late/duplicate start of an ended (or already open) operation
            self.running[op_id] = Operation(
                op_id, pid, frame.engine, _label_for(status, frame.engine, own), tag, own, now
            )
            return
        if tag in CLOSE_TAGS and op_id:
            op = self.running.pop(op_id, None)
            if op is not None:
                op.ended, op.failed, op.server_ms = now, status.failed, server_ms
                self._complete(op, op_id)
                return
            if op_id in self._closed:
                return  # a duplicate end
        # a single ping, or an end without a start: a completed line without a clock
        key = op_id or self._next_key()
        line = Operation(
            key,
            pid,
            frame.engine,
            _label_for(status, frame.engine, own),
            tag,
            own,
            started=None,
            ended=now,
            failed=status.failed,
            server_ms=server_ms,
        )
        self._complete(line, op_id)

    def _bracket(self, frame: Any, start: bool, own: bool, now: float) -> None:
        pid = frame.process_id
        if start:
            self.waiting.pop(pid, None)  # a process that runs a turn waits no more
        if own:
            self._close_process(pid, now)
            if start:
                self.chat_turn_since = now
                self._before = (self.summary, self.last)
                self.summary = None
                self.last = None
                self._turn_ops = self._turn_failed = 0
                self._handing.clear()
            else:
                began = self.chat_turn_since
                self.chat_turn_since = None
                self.last = None
                self.summary = self._turn_summary(began, now)
            return
        if start:
            self._busy(pid, self.name_of(frame), now)
        else:
            self._idle(pid, now)
            self._close_process(pid, now)

    def _busy(self, pid: str, label: str, now: float) -> None:
        self.workers.setdefault(pid, WorkerBusy(pid, label, now))
        if self.chat_turn_since is not None:
            self._handing[pid] = label

    def _idle(self, pid: str, now: float) -> None:
        """A worker stopped working (finished, stopped, or waits for an answer)."""
        busy = self.workers.pop(pid, None)
        asked = self._asked.pop(pid, None)
        if asked is None:
            return
        label = busy.label if busy is not None else self.names.get(pid, pid)
        self._relay = (asked, label, now)
        if self.chat_turn_since is None:  # until a turn relays it: the time so far
            self.summary = f"last request: {format_seconds(now - asked)} · {label}"

    def _turn_summary(self, began: float | None, now: float) -> str | None:
        words, self._words = self._words, False
        handed = {p: label for p, label in self._handing.items() if p in self.workers}
        self._handing.clear()
        if handed and began is not None:
            for pid in handed:
                self._asked[pid] = began
            return "handed to " + ", ".join(handed.values())
        relay = self._relay
        if relay is not None and began is not None and began >= relay[2]:
            self._relay = None
            self._request_ended(now - relay[0])
            return f"last request: {format_seconds(now - relay[0])} · {relay[1]}"
        if not words and not self._turn_ops:  # a wake-up that only said something (a
            self.summary, self.last = self._before  # peer notice): no request of the user's
            return self.summary
        if began is not None:
            self._request_ended(now - began)
        return self._summarise(None if began is None else now - began)

    def _request_ended(self, took: float) -> None:
        if self.on_request_end is not None:
            self.on_request_end(took)

    def name_of(self, frame: Any) -> str:
        """How to call a process: ``engine · project`` once a milestone named its project,
        else its name (or, when the name is just the engine, its title)."""
        known = self.names.get(frame.process_id)
        if known is not None:
            return known
        name = frame.process_name
        title = getattr(frame, "process_title", None)
        if (not name or name == frame.engine) and title:
            name = clean_line(title, 32)
        return clean_line(f"{frame.engine} · {name or frame.process_id}", LABEL_LIMIT)

    def _milestone(self, frame: Any) -> None:
        pid: str = frame.process_id
        now = self.clock()
        event: str = frame.event
        label = clean_line(f"{frame.engine} · {frame.project}", LABEL_LIMIT)
        self.names[pid] = label
        busy = self.workers.get(pid)
        if busy is not None:
            busy.label = label
        if event in ("started", "resumed"):
            self.waiting.pop(pid, None)
            self._busy(pid, label, now)
        elif event == "blocked":
            self._idle(pid, now)
            if pid not in self.waiting:
                text = clean_line(frame.summary or "waiting for your answer", LABEL_LIMIT)
                self.waiting[pid] = WaitingSlot(pid, frame.engine, text, now, self.is_own(frame))
        else:  # done, failed, stopped, paused: nothing of this process runs any more
            self._idle(pid, now)
            self.waiting.pop(pid, None)
            self._close_process(pid, now)
            if event in ("stopped", "failed") and self.chat_turn_since is None:
                self.last = None  # no answer will follow: the strip says how it ended
                self.summary = f"{label} {event}"

    def answered(self) -> None:
        """The user said something in this session: its own process waits no more (a
        worker elsewhere waits until its ``resumed`` milestone)."""
        self._relay = None  # what comes next answers these words, not a worker's result
        self._words = True
        own = [pid for pid, slot in self.waiting.items() if slot.own]
        for pid in own:
            del self.waiting[pid]
        if own:
            self._bump()

    # --- client-side operations (start-up, model loading) -------------------------------

    def begin_local(self, key: str, label: str) -> None:
        op = self.running.get(key)
        if op is not None:
            op.label = clean_line(label, LABEL_LIMIT)
        else:
            self.running[key] = Operation(
                key,
                "",
                "vance",
                clean_line(label, LABEL_LIMIT),
                "LOCAL",
                True,
                self.clock(),
                local=True,
            )
        self._bump()

    def end_local(self, key: str, *, label: str | None = None, failed: bool = False) -> None:
        op = self.running.pop(key, None)
        if op is None:
            return
        op.ended, op.failed = self.clock(), failed
        if label is not None:
            op.label = clean_line(label, LABEL_LIMIT)
        self.last = op
        self._bump()

    # --- output --------------------------------------------------------------------------

    def view(self, now: float | None = None) -> StripView:
        now = self.clock() if now is None else now
        last = self.last
        if last is not None and last.ended is not None and now - last.ended > self.fade_seconds:
            last = None
        chat = self.chat_turn_since
        return StripView(
            running=list(self.running.values()),
            waiting=list(self.waiting.values()),
            last=last,
            chat_busy=chat is not None,
            chat_seconds=None if chat is None else max(0.0, now - chat),
            workers=list(self.workers.values()),
            summary=self.summary,
            now=now,
        )

    # --- helpers -------------------------------------------------------------------------

    def _complete(self, op: Operation, op_id: str | None) -> None:
        if op_id:
            self._closed[op_id] = None
            if len(self._closed) > _CLOSED_MEMORY:
                self._closed.popitem(last=False)
        if op.own:
            self._turn_ops += 1
            self._turn_failed += 1 if op.failed else 0
        self.last = op

    def _close_process(self, pid: str, now: float) -> None:
        for key in [k for k, op in self.running.items() if op.process_id == pid and not op.local]:
            op = self.running.pop(key)
            op.ended = now
            self._closed[key] = None

    def _next_key(self) -> str:
        self._synthetic += 1
        return f"~{self._synthetic}"

    def _summarise(self, took: float | None) -> str:
        parts = []
        if self._turn_ops:
            steps = f"{self._turn_ops} step{'s' if self._turn_ops != 1 else ''}"
            if self._turn_failed:
                steps += f" ({self._turn_failed} failed)"
            parts.append(steps)
        if took is not None:
            parts.append(format_seconds(took))
        return "last turn: " + " · ".join(parts) if parts else "last turn done"
