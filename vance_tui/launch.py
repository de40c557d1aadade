"""Start the terminal app (``vance`` without a command)."""

from __future__ import annotations


def run_app(*, session_id: str | None, new: bool) -> int:
    from brain import log_to_state_folder
    from vance_tui.app import create_app

    log_to_state_folder()
    app = create_app(session_id=session_id, new=new)
    app.run()
    return int(app.return_code or 0)
