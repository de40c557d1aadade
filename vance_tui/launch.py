"""Start the terminal app (``vance`` without a command)."""

from __future__ import annotations


def run_app(*, session_id: str | None, new: bool, embedded: bool = False) -> int:
    """``embedded``: an in-process brain even when a resident one runs."""
    from brain import log_to_state_folder
    from vance_tui.app import create_app
    from vance_tui.client_api import embedded_client_factory

    log_to_state_folder()
    app = create_app(embedded_client_factory if embedded else None, session_id=session_id, new=new)
    app.run()
    return int(app.return_code or 0)
