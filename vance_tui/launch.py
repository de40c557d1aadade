"""Start the terminal app (``vance`` without a command)."""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def keys_kept_from_launch() -> Iterator[str]:
    """Type-ahead: from the first instant, take keys as the app will (no echo, no line
    editing, Enter stays Enter), so what is typed while Vance loads reaches the input box
    as typed; the terminal's own settings come back when the app ends.

    Yields what was typed before this point, while the terminal still edited lines: there
    Enter already became a line feed, which the app would read as ctrl+j (a new line in the
    input). It is read here, with Enter as a carriage return, for the app to type first
    (:meth:`vance_tui.widgets.composer.Composer.type_ahead`)."""
    try:
        import termios
    except ImportError:  # not a POSIX terminal
        yield ""
        return
    fd = sys.stdin.fileno() if sys.stdin is not None and sys.stdin.isatty() else None
    if fd is None:
        yield ""
        return
    try:
        saved = termios.tcgetattr(fd)
        early = termios.tcgetattr(fd)
        early[0] &= ~termios.ICRNL  # iflag: Enter arrives as Enter, not as ctrl+j
        early[3] &= ~(termios.ICANON | termios.ECHO)  # lflag: keys readable at once, unechoed
        termios.tcsetattr(fd, termios.TCSANOW, early)
    except termios.error:
        yield ""
        return
    try:
        yield typed_before(fd)
    finally:
        with contextlib.suppress(termios.error):
            termios.tcsetattr(fd, termios.TCSANOW, saved)


ESCAPE_SEQUENCE = re.compile(r"\x1b(?:\[[0-9;?]*[ -/]*[@-~]|O.|.)?", re.DOTALL)


def typed_before(fd: int) -> str:
    """The keys waiting in the terminal (typed while it still edited lines: a line feed
    there was Enter), without waiting for more."""
    import os
    import select

    pending = b""
    while select.select([fd], [], [], 0)[0]:
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        pending += chunk
    text = pending.decode("utf-8", errors="ignore")
    return ESCAPE_SEQUENCE.sub("", text).replace("\n", "\r")  # arrows & co. are not text


def run_app(*, session_id: str | None, new: bool, embedded: bool = False) -> int:
    """``embedded``: an in-process brain even when a resident one runs."""
    with keys_kept_from_launch() as typed:
        from brain import log_to_state_folder
        from vance_tui.app import create_app
        from vance_tui.client_api import embedded_client_factory

        log_to_state_folder()
        app = create_app(
            embedded_client_factory if embedded else None,
            session_id=session_id,
            new=new,
            type_ahead=typed,
        )
        app.run()
        return int(app.return_code or 0)
