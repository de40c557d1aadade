"""The HUD line: engine · calls · tokens in/out · elapsed, per session and busy worker, and
the session total (Σ, delegated work included) once a worker has run. A worker with a token
budget shows used/allowed (``budget 12.3k/50k``; in the short forms it takes the place of
the in/out split). Money (the brain's accounting, read again as each model call is counted)
closes the total — or the session's own segment before any delegation — where the model has
a price; free models show none.

Narrow terminals get shorter forms instead of a cut segment: first compact numbers, then
the busy workers folded into a count, then the total alone.
"""

from __future__ import annotations

from textual import events
from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Static

from vance_tui.cost_view import format_money
from vance_tui.hud_model import (
    HudModel,
    ProcessTotals,
    format_budget,
    format_count,
    format_seconds,
)

Parts = list[tuple[str, str] | str]
SEP: tuple[str, str] = ("  │  ", "dim")
SHORT_SEP: tuple[str, str] = (" │ ", "dim")


def _money(usd: float | None, sep: str) -> Parts:
    """`` · $0.0123`` where the session has cost money (none for free or unpriced models)."""
    if not usd:
        return []
    return [(f"{sep}{format_money(usd)}", "bold")]


Budget = tuple[int, int, bool] | None  # (used, allowed, at the cap)


def _budget(budget: Budget, prefix: str) -> Parts:
    if budget is None:
        return []
    used, allowed, at_cap = budget
    style = "bold $warning" if at_cap or used >= allowed else ""
    return [(f"{prefix}{format_budget(used, allowed)}{' at cap' if at_cap else ''}", style)]


def _totals(
    row: ProcessTotals | None,
    engine: str,
    model: str | None,
    money: float | None = None,
    budget: Budget = None,
) -> Parts:
    parts: Parts = [(engine, "bold")]
    if model:
        parts.append((f" · {model}", "dim"))
    if row is None:
        return [*parts, (" · no calls yet", "dim")]
    calls = f"{row.calls} call{'s' if row.calls != 1 else ''}"
    return [
        *parts,
        f" · {calls} · {format_count(row.tokens_in)} in / {format_count(row.tokens_out)} out",
        f" · {format_seconds(row.elapsed_ms / 1000)}",
        *_budget(budget, " · budget "),
        *_money(money, " · "),
    ]


def _short(
    row: ProcessTotals | None, label: str, money: float | None = None, budget: Budget = None
) -> Parts:
    """``arthur 3× 1.2k/300 4.1s``: the same numbers in a third of the room (a worker with
    a budget: ``arthur 3× 1.5k/50k 4.1s``, tokens used of allowed)."""
    if len(label) > 16:
        label = label[:15] + "…"
    parts: Parts = [(label, "bold")]
    if row is None:
        return [*parts, (" idle", "dim")]
    tokens: Parts = (
        _budget(budget, " ")
        if budget is not None
        else [f" {format_count(row.tokens_in)}/{format_count(row.tokens_out)}"]
    )
    return [
        *parts,
        f" {row.calls}×",
        *tokens,
        f" {format_seconds(row.elapsed_ms / 1000)}",
        *_money(money, " "),
    ]


def _join(segments: list[Parts], sep: tuple[str, str]) -> Parts:
    out: Parts = []
    for segment in segments:
        if out:
            out.append(sep)
        out += segment
    return out


def hud_content(
    hud: HudModel,
    *,
    engine: str,
    model: str | None,
    busy_workers: list[str],
    width: int | None = None,
) -> Content:
    session = hud.session()
    workers = hud.workers(busy_workers)
    total = hud.grand_total() if hud.workers() else None  # Σ once work was delegated
    own_money = None if total is not None else hud.money  # before a Σ, the session's own
    unread: Parts = [("✉ ", "bold"), f"{hud.unread} unread"] if hud.unread else []
    short_unread: Parts = [("✉", "bold"), str(hud.unread)] if hud.unread else []

    own_model = (session.model if session else None) or model
    own_long = _totals(session, engine, own_model, own_money)
    own_bare = _totals(session, engine, None, own_money)
    own_short = _short(session, engine, own_money)
    workers_long = [
        _totals(row, hud.label(row), None, budget=hud.budget_of(row)) for row in workers
    ]
    workers_short = [_short(row, row.name, budget=hud.budget_of(row)) for row in workers]
    folded: list[Parts] = [[f"+{len(workers)} busy"]] if workers else []
    total_long = [_totals(total, "Σ", None, hud.money)] if total is not None else []
    total_short = [_short(total, "Σ", hud.money)] if total is not None else []
    tail_long = [unread] if unread else []
    tail_short = [short_unread] if short_unread else []
    candidates = [  # from the fullest form to the shortest; the first that fits wins
        _join([own_long, *workers_long, *total_long, *tail_long], SEP),
        _join([own_bare, *workers_long, *total_long, *tail_long], SEP),
        _join([own_bare, *workers_long, *total_short, *tail_short], SEP),
        _join([own_short, *workers_long, *total_short, *tail_short], SHORT_SEP),
        _join([own_short, *workers_short, *total_short, *tail_short], SHORT_SEP),
        _join([own_short, *folded, *total_short, *tail_short], SHORT_SEP),
        _join(total_short or [own_short], SHORT_SEP),
    ]
    for parts in candidates:
        content = Content.assemble(*parts)
        if width is None or content.cell_length <= width:
            return content
    return Content.assemble(*candidates[-1])


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

    def on_resize(self, event: events.Resize) -> None:
        self.repaint(self._busy)

    def repaint(self, busy_workers: list[str]) -> None:
        self._busy = busy_workers
        width = self.content_region.width or None
        self.update(
            hud_content(
                self.model,
                engine=self.engine,
                model=self.model_name,
                busy_workers=busy_workers,
                width=width,
            )
        )
        self.paints += 1
