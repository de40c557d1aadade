"""Type-ahead in a real terminal: keys typed the instant ``vance`` starts (long before the
app's first frame, let alone the brain) reach the input box, and Enter sends them."""

from __future__ import annotations

import contextlib
import os
import re
import select
import sys
import time
from pathlib import Path

import pytest

pty = pytest.importorskip("pty")

ROOT = Path(__file__).resolve().parents[2]
ESCAPES = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[^\[]")
GUARD = 90.0  # seconds: a hung app fails the test instead of hanging the suite


def _read_until(fd: int, wanted: bytes, seen: bytearray) -> bool:
    """Read the terminal until ``wanted`` shows (escape sequences removed); False if the
    app exits or the guard runs out. Waits on the pty, never for a fixed time."""
    end = time.monotonic() + GUARD
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 1.0)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return False
        if not chunk:
            return False
        seen += chunk
        if wanted in ESCAPES.sub(b"", bytes(seen)).replace(b"\n", b""):
            return True
    return False


def _launch(vance_home: Path, typed: bytes) -> tuple[int, int]:
    """Start ``vance`` in a new pty after ``typed`` was typed into it: the child waits until
    the keys are in the terminal, which still edits lines (Enter becomes a line feed there)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    env.update(
        VANCE_MODEL="scripted/demo",
        TERM="xterm-256color",
        PYTHONPATH=str(ROOT),
        COLUMNS="200",
        LINES="40",
    )
    code = (
        "import sys; sys.argv = ['vance', '--embedded']; from vance_tui.entry import main; main()"
    )
    gate_read, gate_write = os.pipe()
    pid, fd = pty.fork()
    if pid == 0:  # the child: vance in the pty, once the keys were typed
        os.close(gate_write)
        os.read(gate_read, 1)
        os.chdir(vance_home.parent)  # not the checkout: PYTHONPATH says which code runs
        os.execve(sys.executable, [sys.executable, "-c", code], env)
    import fcntl
    import struct
    import termios

    os.close(gate_read)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 200, 0, 0))
    os.write(fd, typed)  # Python has not even started, let alone the app or the brain
    os.write(gate_write, b"go")
    os.close(gate_write)
    return pid, fd


def _end(pid: int, fd: int, seen: bytearray) -> None:
    os.write(fd, b"\x11")  # ctrl+q
    _read_until(fd, b"\x00never", seen)  # to the end of the output


def _close(pid: int, fd: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(fd)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX terminals only")
def test_keys_typed_at_launch_are_sent(vance_home: Path) -> None:
    pid, fd = _launch(vance_home, b"tell me about tomatoes")
    seen = bytearray()
    try:
        # Enter once the brain is up and the model loaded (the keys waited all along)
        assert _read_until(fd, b"model ready", seen), ESCAPES.sub(b"", bytes(seen))[-2000:]
        os.write(fd, b"\r")
        answered = _read_until(fd, b"Vance's scripted demo model", seen)
        assert answered, ESCAPES.sub(b"", bytes(seen))[-2000:]
        _end(pid, fd, seen)
    finally:
        _close(pid, fd)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX terminals only")
def test_enter_typed_at_launch_sends(vance_home: Path) -> None:
    """Enter typed before the app has the terminal sends the message; it is no new line."""
    pid, fd = _launch(vance_home, b"tell me about tomatoes\rand beans")
    seen = bytearray()
    try:
        answered = _read_until(fd, b"Vance's scripted demo model", seen)
        assert answered, ESCAPES.sub(b"", bytes(seen))[-2000:]
        _end(pid, fd, seen)
    finally:
        _close(pid, fd)
