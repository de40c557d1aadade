"""The voice line above the composer: recording (with a live level meter), transcribing,
speaking. Hidden while voice is idle, so it costs no room when nobody talks.

    ● recording ▁▂▅▇▆▃▂  F5 to stop and send
"""

from __future__ import annotations

from collections import deque

from textual.content import Content
from textual.widgets import Static

BARS = "▁▂▃▄▅▆▇█"
METER_WIDTH = 16  # the most recent levels, oldest on the left

HINTS = {
    "recording": "F5 to stop and send",
    "speaking": "F5 to interrupt and talk · Esc to stop · F4 answers off",
}


def meter(levels: list[float]) -> str:
    """Levels (0…1) as a little bar chart, one character each."""
    top = len(BARS) - 1
    return "".join(BARS[round(max(0.0, min(1.0, level)) * top)] for level in levels)


class VoiceIndicator(Static):
    DEFAULT_CSS = """
    VoiceIndicator {
        display: none;
        height: 1;
        padding: 0 1;
    }
    VoiceIndicator.-active {
        display: block;
    }
    """

    def __init__(self) -> None:
        super().__init__("", id="voice")
        self.state = "idle"
        self.levels: deque[float] = deque(maxlen=METER_WIDTH)

    def show_state(self, state: str) -> None:
        """``starting``, ``recording``, ``transcribing``, ``speaking`` or ``idle`` (hidden)."""
        if state == "recording" and self.state != "recording":
            self.levels.clear()
        self.state = state
        self.set_class(state != "idle", "-active")
        self._paint()

    def show_level(self, level: float) -> None:
        if self.state == "recording":
            self.levels.append(level)
            self._paint()

    @property
    def text(self) -> str:
        return self.content_for().plain

    def content_for(self) -> Content:
        state = self.state
        if state == "recording":
            bars = meter(list(self.levels)).ljust(METER_WIDTH, " ")
            return Content.assemble(
                ("●", "bold $error"),
                (" recording ", "bold"),
                (bars, "$success"),
                ("  " + HINTS["recording"], "dim"),
            )
        if state == "transcribing":
            return Content.assemble(("…", "bold $accent"), " transcribing")
        if state == "speaking":
            return Content.assemble(
                ("♪", "bold $accent"), " speaking", ("  " + HINTS["speaking"], "dim")
            )
        if state == "starting":
            return Content.assemble(("…", "bold $accent"), " starting voice")
        return Content("")

    def _paint(self) -> None:
        self.update(self.content_for())
