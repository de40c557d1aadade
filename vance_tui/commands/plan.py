"""``vance plan show [REF]``: a planner's task tree (or a procedure's phases) as the plan
panel shows it."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer

from vance_tui.commands.common import nothing_stored, read_brain

if TYPE_CHECKING:
    from brain import PlanNode
    from vance_tui.client_api import VanceClient

plan_app = typer.Typer(
    help="Plans of multi-step work (marvin) and procedures (vogon).", no_args_is_help=True
)


def register(app: typer.Typer) -> None:
    app.add_typer(plan_app, name="plan")


@plan_app.command("show")
def plan_show(
    ref: Annotated[
        str | None,
        typer.Argument(
            help="A project, worker, process id or number from /workers (default: newest)."
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="The tree as JSON.")] = False,
) -> None:
    """The plan tree: steps, their status, tokens, calls and time (rolled up), errors."""

    async def go(client: VanceClient) -> PlanNode:
        return await client.plan(ref)

    from brain.client.processes import NO_PLAN_HINT

    nothing = nothing_stored(
        "No plan yet." if ref is None else f"{ref!r} has no plan.",
        hint=NO_PLAN_HINT,
    )
    root = read_brain(go, nothing)
    if as_json:
        typer.echo(json.dumps(root.model_dump(mode="json"), indent=2))
        return
    from rich.console import Console

    from brain import plan_tree

    Console().print(plan_tree(root))
