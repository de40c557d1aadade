"""The ``vance`` command line. Without a command it starts the terminal app.

Kept light at import time: typer only; the brain and Textual load inside commands.
"""

from __future__ import annotations

from typing import Annotated

import typer

from vance_tui.commands import admin, chat, common, evals, memory, plan, schedule, serve
from vance_tui.commands.common import safe_output

app = typer.Typer(
    name="vance",
    help="Vance: your terminal-first personal AI hub. Run without a command to open the chat.",
    no_args_is_help=False,
    add_completion=False,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)


@app.callback(invoke_without_command=True)
def main_callback(
    ctx: typer.Context,
    session: Annotated[
        str | None, typer.Option("--session", help="Resume this hub session id.")
    ] = None,
    new: Annotated[bool, typer.Option("--new", help="Start a new hub session.")] = False,
    embedded: Annotated[
        bool,
        typer.Option(
            "--embedded", help="Run the brain inside the window even when a resident one runs."
        ),
    ] = False,
) -> None:
    from brain import log_to_state_folder

    log_to_state_folder()
    if ctx.invoked_subcommand is not None:
        return
    if session and new:
        common.fail_usage("--session and --new exclude each other.")
    from vance_tui.launch import run_app

    raise typer.Exit(run_app(session_id=session, new=new, embedded=embedded))


admin.register(app)
chat.register(app)
evals.register(app)
memory.register(app)
plan.register(app)
schedule.register(app)
serve.register(app)


def _mount_voice() -> None:
    try:
        from voice import cli as voice_cli
    except ImportError:  # the voice package is optional
        return
    from vance_tui.commands.hubturn import hub_turn

    voice_cli.turn_factory = hub_turn
    app.add_typer(voice_cli.app)  # its commands (``vance listen``…) join the top level


_mount_voice()


def main() -> None:
    with safe_output():
        app()
