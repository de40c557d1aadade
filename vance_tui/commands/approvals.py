"""Approvals in a headless ``vance chat``: ``--yes`` approves, a terminal asks y/N, else deny.

The brain asks through ``approval-request`` frames (as it does in the TUI); this answers them
for a run without a screen. With ``--yes`` the brain approves by itself and each approval is
reported on stderr. With a terminal on stdin the question goes to stderr and the answer is
read from the terminal (``y`` once, ``a`` for the rest of this run, anything else: no). With
neither there is nobody to ask: the call is denied, the model is told why, and the run lists
what was denied and exits with :data:`EXIT_DENIED`.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from typing import TYPE_CHECKING

from vance_tui.commands.common import err, safe_text

if TYPE_CHECKING:
    from brain import ApprovalRequest, Frame
    from vance_tui.client_api import VanceClient

NO_TERMINAL = (
    "Denied: {tool} needs the user's approval and this headless run cannot ask (no terminal "
    "on stdin, no --yes). Tell the user what you wanted to do; they can rerun with "
    "`vance chat --yes` to allow it."
)


def stdin_terminal() -> int | None:
    """The file descriptor of stdin when it is a terminal (where to ask), else None."""
    stdin = sys.stdin
    try:
        if stdin is not None and stdin.isatty():
            return stdin.fileno()
    except (ValueError, OSError):  # closed or replaced stdin
        pass
    return None


async def read_line(fd: int) -> str:
    """One line typed on ``fd`` without blocking the event loop (cancellable); "" at EOF."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future[str] = loop.create_future()
    buffer = bytearray()

    def readable() -> None:
        try:
            chunk = os.read(fd, 1024)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        buffer.extend(chunk)
        if (not chunk or b"\n" in buffer) and not done.done():
            done.set_result(bytes(buffer).split(b"\n", 1)[0].decode("utf-8", "replace"))

    loop.add_reader(fd, readable)
    try:
        return await done
    finally:
        loop.remove_reader(fd)


class HeadlessApprovals:
    """Answers the approval requests of one ``vance chat`` run and remembers the denials."""

    def __init__(self, client: VanceClient, *, terminal: int | None) -> None:
        self._client = client
        self._terminal = terminal
        self._lock = asyncio.Lock()  # one question on the terminal at a time
        self._tasks: set[asyncio.Task[None]] = set()
        self.denied: list[str] = []  # "summary (tool): reason", in order

    def on_frame(self, frame: Frame) -> None:
        from brain import ApprovalRequest, ApprovalResolved
        from brain.approvals import AUTO_REASON

        if isinstance(frame, ApprovalRequest):
            task = asyncio.get_running_loop().create_task(self._answer(frame))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        elif isinstance(frame, ApprovalResolved):
            what = safe_text(f"{frame.summary or 'a risky tool call'} ({frame.tool or '?'})")
            if frame.decision == "deny":
                reason = (frame.reason or "denied").removeprefix("Denied: ")
                self.denied.append(f"{what}: {safe_text(reason)}")
            elif frame.reason == AUTO_REASON:
                err(f"approved (--yes): {what}")

    async def _answer(self, frame: ApprovalRequest) -> None:
        if self._terminal is None:
            reason = NO_TERMINAL.format(tool=frame.tool)
            self._client.resolve_approval(frame.request_id, "deny", reason=reason)
            return
        async with self._lock:
            err(f"\nVance wants to: {safe_text(frame.summary)}  [{safe_text(frame.tool)}]")
            sys.stderr.write("Allow? [y]es once / [a]ll like it this run / [N]o: ")
            sys.stderr.flush()
            answer = (await read_line(self._terminal)).strip().lower()
        if answer in ("y", "yes"):
            self._client.resolve_approval(frame.request_id, "once")
        elif answer in ("a", "all", "always"):
            self._client.resolve_approval(frame.request_id, "session")
        else:
            self._client.resolve_approval(
                frame.request_id, "deny", reason=f"the user declined {frame.tool}."
            )

    async def close(self) -> None:
        """Stop asking (the run is over or timed out)."""
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def report(self) -> None:
        """List what was denied on stderr (nothing when nothing was)."""
        for line in self.denied:
            err(f"denied: {line}")
        if self.denied and self._terminal is None:
            err("hint: rerun with --yes to allow risky tools for one run, or run it in a terminal.")
