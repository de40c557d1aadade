"""The activity strip: one line above the composer that says whether anything is happening.

Running operations show a spinner, their label and live seconds; a waiting process gets a
second line with ⏳ (never a spinner); when idle the strip collapses into a dim summary.
All decisions live in :class:`vance_tui.activity.ActivityModel`; this widget formats its
:class:`~vance_tui.activity.StripView` and ticks only while something is live.
"""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.timer import Timer
from textual.widgets import Static

from vance_tui.activity import ActivityModel
from vance_tui.hud_model import format_seconds
from vance_tui.strip_view import Operation, StripView

SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
TICK = 0.125  # seconds between spinner frames (8/s) while something runs
MAX_RUNNING = 3


def _op_parts(op: Operation, now: float, spin: str, verbose: bool) -> list[tuple[str, str] | str]:
    parts: list[tuple[str, str] | str] = [(spin, "bold $accent"), " ", op.label]
    seconds = op.seconds(now)
    if seconds is not None:
        parts.append((f" {format_seconds(seconds)}", "dim"))
    return parts


def _done_parts(op: Operation, now: float, verbose: bool) -> list[tuple[str, str] | str]:
    mark = ("✗", "bold $error") if op.failed else ("✓", "$success")
    parts: list[tuple[str, str] | str] = [mark, " ", (op.label, "dim")]
    seconds = op.seconds(now)
    if seconds is not None:
        parts.append((f" {format_seconds(seconds)}", "dim"))
    if verbose and op.server_ms is not None:
        parts.append((f" · brain {format_seconds(op.server_ms / 1000)}", "dim"))
    return parts


def strip_content(view: StripView, *, verbose: bool = False) -> Content:
    """The strip's text for ``view`` (one line, or two when something waits)."""
    now = view.now
    spin = SPINNER[int(now / TICK) % len(SPINNER)]
    line: list[tuple[str, str] | str] = []
    if view.running:
        for index, op in enumerate(view.running[:MAX_RUNNING]):
            if index:
                line.append(("  ·  ", "dim"))
            line += _op_parts(op, now, spin, verbose)
        if len(view.running) > MAX_RUNNING:
            line.append((f"  +{len(view.running) - MAX_RUNNING} more", "dim"))
    elif view.chat_busy or view.workers:
        if view.chat_busy:
            line += [(spin, "bold $accent"), " working"]
            if view.chat_seconds is not None:
                line.append((f" {format_seconds(view.chat_seconds)}", "dim"))
        for index, worker in enumerate(view.workers[:MAX_RUNNING]):
            if line or index:
                line.append(("  ·  ", "dim"))
            line += [(spin, "bold $accent"), " ", worker.label]
            line.append((f" {format_seconds(max(0.0, now - worker.since))}", "dim"))
        if view.last is not None:
            line.append(("  ·  ", "dim"))
            line += _done_parts(view.last, now, verbose)
    elif view.last is not None:
        line += _done_parts(view.last, now, verbose)
    elif not view.waiting:
        line.append((view.summary or "idle", "dim"))
    lines = [Content.assemble(*line)] if line else []
    for slot in view.waiting:
        who = "" if slot.own else f"{slot.engine} · "
        lines.append(
            Content.assemble(
                "⏳ ",
                (f"{who}{slot.text}", "$warning"),
                (f" {format_seconds(slot.seconds(now))}", "dim"),
            )
        )
    return Content("\n").join(lines)


class ActivityStrip(Static):
    """Renders the activity model; call :meth:`repaint` (the app throttles the calls)."""

    verbose: reactive[bool] = reactive(False, init=False)  # /progress verbose: server times

    def watch_verbose(self) -> None:
        self.repaint()

    def __init__(self, model: ActivityModel, *, ticking: bool = True) -> None:
        super().__init__("", id="activity")
        self.model = model
        self.ticking = ticking
        self._timer: Timer | None = None
        self.paints = 0

    def on_mount(self) -> None:
        self.repaint()

    def repaint(self) -> None:
        view = self.model.view()
        self.update(strip_content(view, verbose=self.verbose))
        self.set_class(view.idle and view.last is None, "-idle")
        self.paints += 1
        live = view.animating or view.last is not None
        if live and self.ticking and self._timer is None:
            self._timer = self.set_interval(TICK, self._tick)
        elif not live and self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _tick(self) -> None:
        self.repaint()
