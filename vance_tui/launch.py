"""Start the terminal app (``vance`` without a command)."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def keys_kept_from_launch() -> Iterator[None]:
    """Type-ahead: from the first instant, take keys as the app will (no echo, no line
    editing, Enter stays Enter), so what is typed while Vance loads reaches the input box
    as typed; the terminal's own settings come back when the app ends."""
    try:
        import termios
    except ImportError:  # not a POSIX terminal
        yield
        return
    fd = sys.stdin.fileno() if sys.stdin is not None and sys.stdin.isatty() else None
    if fd is None:
        yield
        return
    try:
        saved = termios.tcgetattr(fd)
        early = termios.tcgetattr(fd)
        early[0] &= ~termios.ICRNL  # iflag: Enter arrives as Enter, not as ctrl+j
        early[3] &= ~(termios.ICANON | termios.ECHO)  # lflag: keys readable at once, unechoed
        termios.tcsetattr(fd, termios.TCSANOW, early)
    except termios.error:
        yield
        return
    try:
        yield
    finally:
        with contextlib.suppress(termios.error):
            termios.tcsetattr(fd, termios.TCSANOW, saved)


def run_app(*, session_id: str | None, new: bool, embedded: bool = False) -> int:
    """``embedded``: an in-process brain even when a resident one runs."""
    with keys_kept_from_launch():
        from brain import log_to_state_folder
        from vance_tui.app import create_app
        from vance_tui.client_api import embedded_client_factory

        log_to_state_folder()
        app = create_app(
            embedded_client_factory if embedded else None, session_id=session_id, new=new
        )
        app.run()
        return int(app.return_code or 0)
