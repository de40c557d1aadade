"""``vance memory``: what Vance remembers about you, where it came from, and how to fix it.

list | search TEXT | show ID | correct ID TEXT | forget ID | history ID, each with ``--json``.
Corrections are append-only and forgotten facts stay for audit (``--all`` shows them).
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import TYPE_CHECKING, Annotated

import typer

from vance_tui.commands.common import nothing_stored, read_brain, safe_text, with_brain

if TYPE_CHECKING:
    from brain.memory.models import Fact
    from vance_tui.client_api import VanceClient

memory_app = typer.Typer(help="What Vance remembers about you.", no_args_is_help=True)
AllFlag = Annotated[
    bool, typer.Option("--all", help="Include forgotten and replaced facts, of any age.")
]
JsonFlag = Annotated[bool, typer.Option("--json", help="Machine-readable output.")]


def _recent() -> float:
    """Without --all, facts older than this (seconds) are not listed (the age recall uses)."""
    from brain.memory.service import DEFAULT_MAX_AGE

    return DEFAULT_MAX_AGE


def register(app: typer.Typer) -> None:
    app.add_typer(memory_app, name="memory")


def _when(stamp: float | None) -> str:
    return datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M") if stamp else ""


def _table(facts: list[Fact], title: str) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title)
    for column in ("id", "what", "value", "status", "source", "stored"):
        table.add_column(column, overflow="fold", no_wrap=column in ("id", "status", "stored"))
    for fact in facts:
        table.add_row(
            str(fact.id),
            fact.label,
            safe_text(fact.value),
            fact.status.value,
            fact.source.value,
            _when(fact.created_at),
        )
    Console().print(table)


def _emit(facts: list[Fact], as_json: bool, title: str, empty: str) -> None:
    if as_json:
        typer.echo(json.dumps([f.model_dump(mode="json") for f in facts], indent=2))
    elif not facts:
        typer.echo(empty)
    else:
        _table(facts, title)


@memory_app.command("list")
def memory_list(show_all: AllFlag = False, as_json: JsonFlag = False) -> None:
    """The facts Vance uses about you, newest first."""

    async def go(client: VanceClient) -> list[Fact]:
        if show_all:
            return await client.facts(include_hidden=True)
        return await client.facts(max_age=_recent())

    _emit(read_brain(go, list), as_json, "Your memory", "Nothing remembered yet.")


@memory_app.command("search")
def memory_search(text: str, show_all: AllFlag = False, as_json: JsonFlag = False) -> None:
    """Facts that match TEXT, best first."""

    async def go(client: VanceClient) -> list[Fact]:
        age = None if show_all else _recent()
        return await client.facts(text, include_hidden=show_all, max_age=age)

    _emit(
        read_brain(go, list),
        as_json,
        f"Matching {text!r}",
        f"Nothing remembered matches {text!r}.",
    )


@memory_app.command("show")
def memory_show(fact_id: int, as_json: JsonFlag = False) -> None:
    """One fact with its provenance: session, message, time, source, confidence."""

    async def go(client: VanceClient) -> Fact:
        return await client.fact(fact_id)

    fact = read_brain(go, nothing_stored(f"No memory {fact_id}."))
    if as_json:
        typer.echo(json.dumps(fact.model_dump(mode="json"), indent=2))
        return
    rows = [
        ("id", str(fact.id)),
        ("what", fact.label),
        ("subject", fact.subject),
        ("value", safe_text(fact.value)),
        ("status", fact.status.value),
        ("source", fact.source.value),
        ("confidence", f"{fact.confidence:.2f}"),
        ("stored", _when(fact.created_at)),
        ("session", fact.session_id or "-"),
        ("message", str(fact.message_id) if fact.message_id is not None else "-"),
        ("said as", safe_text(fact.evidence or "-")),
        ("replaces", f"#{fact.supersedes}" if fact.supersedes else "-"),
    ]
    if fact.changed_at:
        rows.append(("changed", _when(fact.changed_at)))
    for name, value in rows:
        typer.echo(f"{name:<11} {value}")


@memory_app.command("correct")
def memory_correct(fact_id: int, text: str) -> None:
    """Replace fact ID by TEXT (the old version stays in its history)."""

    async def go(client: VanceClient) -> Fact:
        return await client.correct_fact(fact_id, text)

    fact = with_brain(go)
    typer.echo(f"#{fact.id} {fact.label} = {safe_text(fact.value)}  (replaces #{fact_id})")


@memory_app.command("forget")
def memory_forget(fact_id: int) -> None:
    """Stop using fact ID (kept for audit: `vance memory history ID` still shows it)."""

    async def go(client: VanceClient) -> Fact:
        return await client.forget_fact(fact_id)

    fact = with_brain(go)
    typer.echo(f"Forgotten: #{fact.id} {fact.label} = {safe_text(fact.value)}")


@memory_app.command("history")
def memory_history(fact_id: int, as_json: JsonFlag = False) -> None:
    """Every version of fact ID, oldest first."""

    async def go(client: VanceClient) -> list[Fact]:
        return await client.fact_history(fact_id)

    _emit(read_brain(go, list), as_json, f"History of #{fact_id}", "No history.")
