"""What a session has used: its own processes plus the work it delegated, with money.

Recomputed from the stored process totals (``processes.tokens_in`` …), so a window that
restarts (or attaches to ``vance serve``) shows the same numbers. Workers count for the hub
session that observes them (``params.observer_session_id``). Money comes from litellm's price
map for remote models; the local model and the scripted test model are free; a model the map
does not know has no price (``cost_usd`` is None, shown as "price unknown").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from pydantic import BaseModel

from brain.models import Process

__all__ = ["SessionUsage", "UsageRow", "session_usage", "token_prices"]

FREE_PREFIXES = ("local/", "scripted/", "scripted")


class UsageRow(BaseModel):
    process_id: str
    engine: str
    name: str
    title: str | None = None
    project: str | None = None  # the project's name, for workers
    status: str
    delegated: bool  # a worker of the session (not the hub process itself)
    tokens_in: int
    tokens_out: int
    calls: int
    elapsed_ms: float
    model: str | None = None
    cost_usd: float | None = None


class SessionUsage(BaseModel):
    session_id: str
    rows: list[UsageRow]
    tokens_in: int
    tokens_out: int
    calls: int
    elapsed_ms: float
    cost_usd: float | None  # None when a row with calls has no known price


Prices = Callable[[str], tuple[float, float] | None]


def token_prices(model: str) -> tuple[float, float] | None:
    """(USD per input token, per output token) of ``model``; (0, 0) for free models; None
    when unknown. Reads litellm's (offline) price map only when litellm is already loaded:
    pricing never pays for the import."""
    if model.startswith(FREE_PREFIXES):
        return 0.0, 0.0
    from brain.llm import litellm_loader

    if not litellm_loader.is_loaded():
        return None
    table = getattr(litellm_loader.load_litellm(), "model_cost", None) or {}
    entry = table.get(model) or table.get(model.split("/", 1)[-1])
    if not isinstance(entry, dict):
        return None
    try:
        return float(entry["input_cost_per_token"]), float(entry["output_cost_per_token"])
    except (KeyError, TypeError, ValueError):
        return None


def session_usage(
    session_id: str,
    processes: Sequence[Process],
    *,
    model_of: Callable[[Process], str | None],
    prices: Prices = token_prices,
    projects: Mapping[str, str] | None = None,
) -> SessionUsage:
    """Totals of ``session_id``: its processes plus the workers it observes."""
    rows: list[UsageRow] = []
    for process in processes:
        own = process.session_id == session_id
        delegated = not own and process.params.observer_session_id == session_id
        if not (own or delegated):
            continue
        model = model_of(process) if process.llm_calls else None
        cost: float | None = 0.0
        if process.llm_calls:
            price = prices(model) if model else None
            cost = (
                None
                if price is None
                else process.tokens_in * price[0] + process.tokens_out * price[1]
            )
        rows.append(
            UsageRow(
                process_id=process.id,
                engine=process.engine,
                name=process.name,
                title=process.title,
                project=(projects or {}).get(process.project_id) if delegated else None,
                status=process.shown_status,
                delegated=delegated,
                tokens_in=process.tokens_in,
                tokens_out=process.tokens_out,
                calls=process.llm_calls,
                elapsed_ms=process.elapsed_ms,
                model=model,
                cost_usd=cost,
            )
        )
    costs = [row.cost_usd for row in rows]
    return SessionUsage(
        session_id=session_id,
        rows=rows,
        tokens_in=sum(row.tokens_in for row in rows),
        tokens_out=sum(row.tokens_out for row in rows),
        calls=sum(row.calls for row in rows),
        elapsed_ms=sum(row.elapsed_ms for row in rows),
        cost_usd=None if any(c is None for c in costs) else sum(c or 0.0 for c in costs),
    )
