"""``/cost``: what this session used, per process (delegated workers included) and in total,
and what each of the last few requests cost."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from vance_tui.hud_model import format_count, format_seconds
from vance_tui.safety import clean_line

__all__ = ["cost_markdown", "format_money"]


def format_money(usd: float | None) -> str:
    if usd is None:
        return "price unknown"
    if usd == 0:
        return "free"
    return f"${usd:.4f}" if usd < 0.01 else f"${usd:.2f}"


def cost_markdown(usage: Any, requests: Iterable[Any] = ()) -> str:
    """A table of ``SessionUsage`` rows and the session total; then the last ``requests``
    (:class:`vance_tui.hud_model.RequestCost`, oldest first) made in this window. A model
    every row shares, and money when nothing cost any, are said once above instead of in
    a column each (the table then fits next to the plan panel)."""
    rows = [row for row in usage.rows if row.calls]
    if not rows:
        return "**Cost** — no model calls in this session yet."
    models = {row.model for row in rows}
    one_model = next(iter(models)) if len(models) == 1 else None
    free = usage.cost_usd == 0 and all(row.cost_usd == 0 for row in rows)
    said = [f"all on {clean_line(one_model, 40)}" if one_model else "", "free" if free else ""]
    heads = ["who", "calls", "in", "out", "time"]
    heads += ([] if one_model else ["model"]) + ([] if free else ["money"])
    aligns = ["---", "---:", "---:", "---:", "---:"]
    aligns += ([] if one_model else ["---"]) + ([] if free else ["---:"])
    lines = [
        "**Cost of this session** (delegated work included"
        + "".join(f"; {part}" for part in said if part)
        + ")",
        "",
        "| " + " | ".join(heads) + " |",
        "|" + "|".join(aligns) + "|",
    ]
    for row in rows:
        who = row.engine if row.engine == row.name else f"{row.engine} · {row.name}"
        if row.project and row.engine == row.name:
            who = f"{row.engine} · {row.project}"
        if row.delegated:
            who += f" ({row.status})"
        cells = [
            clean_line(who, 40),
            str(row.calls),
            format_count(row.tokens_in),
            format_count(row.tokens_out),
            format_seconds(row.elapsed_ms / 1000),
        ]
        cells += [] if one_model else [clean_line(row.model or "—", 30)]
        cells += [] if free else [format_money(row.cost_usd)]
        lines.append("| " + " | ".join(cells) + " |")
    total = [
        "**total**",
        f"**{usage.calls}**",
        f"**{format_count(usage.tokens_in)}**",
        f"**{format_count(usage.tokens_out)}**",
        f"**{format_seconds(usage.elapsed_ms / 1000)}**",
    ]
    total += [] if one_model else [""]
    total += [] if free else [f"**{format_money(usage.cost_usd)}**"]
    lines.append("| " + " | ".join(total) + " |")
    return "\n".join(lines + requests_markdown(list(requests), money=not free))


def requests_markdown(requests: list[Any], *, money: bool = True) -> list[str]:
    """The last requests, newest first: what was asked, how long the answer took, and what it
    used (the work it delegated included); ``money``: a column for it."""
    if not requests:
        return []
    lines = [
        "",
        f"**Last {len(requests)} request{'s' if len(requests) != 1 else ''}** (newest first)",
        "",
        "| asked | took | calls | in | out | model time |" + (" money |" if money else ""),
        "|---|---:|---:|---:|---:|---:|" + ("---:|" if money else ""),
    ]
    for r in reversed(requests):
        asked = clean_line(r.asked, 40).replace("|", "\\|")
        lines.append(
            f"| {asked} | {format_seconds(r.took)} "
            f"| {r.calls} | {format_count(r.tokens_in)} | {format_count(r.tokens_out)} "
            f"| {format_seconds(r.elapsed_ms / 1000)} |"
            + (f" {format_money(r.cost_usd)} |" if money else "")
        )
    return lines
