"""The HUD line: engine · calls · tokens in/out · elapsed, per session and busy worker."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Static

from vance_tui.hud_model import HudModel, ProcessTotals, format_count, format_seconds


def _totals(
    row: ProcessTotals | None, engine: str, model: str | None
) -> list[tuple[str, str] | str]:
    parts: list[tuple[str, str] | str] = [(engine, "bold")]
    if model:
        parts.append((f" · {model}", "dim"))
    if row is None:
        return [*parts, (" · no calls yet", "dim")]
    calls = f"{row.calls} call{'s' if row.calls != 1 else ''}"
    return [
        *parts,
        f" · {calls} · {format_count(row.tokens_in)} in / {format_count(row.tokens_out)} out",
        f" · {format_seconds(row.elapsed_ms / 1000)}",
    ]


def hud_content(
    hud: HudModel, *, engine: str, model: str | None, busy_workers: list[str]
) -> Content:
    session = hud.session()
    parts = _totals(session, engine, (session.model if session else None) or model)
    for row in hud.workers(busy_workers):
        parts += [("  │  ", "dim"), *_totals(row, hud.label(row), None)]
    if hud.unread:
        parts += [("  │  ", "dim"), ("✉ ", "bold"), f"{hud.unread} unread"]
    return Content.assemble(*parts)


class Hud(Static):
    engine: reactive[str] = reactive("eddie", init=False)
    model_name: reactive[str | None] = reactive(None, init=False)

    def __init__(self, model: HudModel) -> None:
        super().__init__("", id="hud")
        self.model = model
        self.paints = 0
        self._busy: list[str] = []

    def watch_engine(self) -> None:
        self.repaint(self._busy)

    def watch_model_name(self) -> None:
        self.repaint(self._busy)

    def repaint(self, busy_workers: list[str]) -> None:
        self._busy = busy_workers
        self.update(
            hud_content(
                self.model, engine=self.engine, model=self.model_name, busy_workers=busy_workers
            )
        )
        self.paints += 1
