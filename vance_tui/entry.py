"""The ``vance`` entry point. Opening the chat (``vance``, ``vance --new``, ``vance --session
ID``) goes straight to the app without loading the command-line machinery, so the first frame
paints sooner; everything else goes to the typer CLI."""

from __future__ import annotations

import sys


def _app_args(argv: list[str]) -> tuple[str | None, bool, bool] | None:
    """(session, new, embedded) when ``argv`` only opens the chat; None for anything else."""
    session: str | None = None
    new = False
    embedded = False
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg == "--new" and not new:
            new = True
        elif arg == "--embedded" and not embedded:
            embedded = True
        elif arg == "--session" and session is None and index + 1 < len(argv):
            index += 1
            session = argv[index]
        elif arg.startswith("--session=") and session is None:
            session = arg.partition("=")[2]
        else:
            return None
        index += 1
    if session is not None and new:
        return None  # let the CLI explain the conflict
    return session, new, embedded


def main() -> None:
    opened = _app_args(sys.argv[1:])
    if opened is not None and (opened[0] is None or opened[0]):
        from vance_tui.launch import run_app

        raise SystemExit(run_app(session_id=opened[0], new=opened[1], embedded=opened[2]))
    from vance_tui.cli import main as cli

    cli()
