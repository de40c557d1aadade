"""Child processes for the exec tools: own process group, capped output, time limit.

Never blocks the event loop (asyncio subprocesses). At the time limit, on a kill, on
cancellation and after a normal exit, the whole process group gets SIGKILL, so children
a script started in the background do not outlive it.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Literal

from brain.text import strip_control

SECRET_MARKERS = ("KEY", "TOKEN", "SECRET", "PASSWORD", "PASSWD", "CREDENTIAL", "AUTH")
DRAIN_SECONDS = 2.0  # how long to wait for pipes after the group was killed

Status = Literal["running", "exited", "timed out", "killed"]


def clean_env(base: Mapping[str, str], **overrides: str) -> dict[str, str]:
    """``base`` without variables that look like secrets (API keys, tokens, passwords …)."""
    env = {
        name: value
        for name, value in base.items()
        if not any(marker in name.upper() for marker in SECRET_MARKERS)
    }
    env.update(overrides)
    return env


class Capture:
    """Keeps the first ¾ and the last ¼ of ``limit`` bytes of a stream, and counts the rest."""

    def __init__(self, limit: int) -> None:
        self.head_limit = limit * 3 // 4
        self.tail_limit = limit - self.head_limit
        self.head = bytearray()
        self.tail = bytearray()
        self.total = 0

    def feed(self, data: bytes) -> None:
        self.total += len(data)
        room = self.head_limit - len(self.head)
        if room > 0:
            self.head += data[:room]
            data = data[room:]
        if data:
            self.tail += data
            if len(self.tail) > self.tail_limit:
                del self.tail[: len(self.tail) - self.tail_limit]

    def text(self) -> str:
        cut = self.total - len(self.head) - len(self.tail)
        if cut <= 0:
            return _decode(bytes(self.head + self.tail))
        return (
            _decode(bytes(self.head))
            + f"\n… [output cut: {cut} of {self.total} bytes left out] …\n"
            + _decode(bytes(self.tail))
        )


def _decode(data: bytes) -> str:
    return strip_control(data.decode("utf-8", errors="replace"))


class Command:
    """A running child process. Start with :meth:`start`, then :meth:`finish`."""

    def __init__(
        self, proc: asyncio.subprocess.Process, stdout_limit: int, stderr_limit: int
    ) -> None:
        self.proc = proc
        self.pid = proc.pid
        self.started = time.monotonic()
        self.ended: float | None = None
        self.timeout: float | None = None
        self.status: Status = "running"
        self.stdout = Capture(stdout_limit)
        self.stderr = Capture(stderr_limit)
        assert proc.stdout is not None and proc.stderr is not None
        self._readers = [
            asyncio.create_task(_pump(proc.stdout, self.stdout)),
            asyncio.create_task(_pump(proc.stderr, self.stderr)),
        ]

    @classmethod
    async def start(
        cls,
        argv: Sequence[str],
        *,
        cwd: Path,
        env: Mapping[str, str],
        stdout_limit: int,
        stderr_limit: int,
    ) -> Command:
        proc = await asyncio.create_subprocess_exec(
            *argv,
            cwd=str(cwd),
            env=dict(env),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            start_new_session=True,
        )
        return cls(proc, stdout_limit, stderr_limit)

    @property
    def elapsed(self) -> float:
        return (self.ended or time.monotonic()) - self.started

    @property
    def returncode(self) -> int | None:
        return self.proc.returncode

    async def finish(self, limit_s: float) -> None:
        """Wait for the exit, at most ``limit_s`` seconds (then kill). Cancelling kills too."""
        self.timeout = limit_s
        try:
            try:
                await asyncio.wait_for(self._exited(), limit_s)
            except TimeoutError:
                if self.status == "running":
                    self.status = "timed out"
                self.kill_group()
                await self._exited()
            self.kill_group()  # anything the script left running in its group
            await self._drain()
        except asyncio.CancelledError:
            self.kill(status="killed")
            for reader in self._readers:
                reader.cancel()
            raise
        finally:
            self.ended = self.ended or time.monotonic()
        if self.status == "running":
            self.status = "exited"

    async def _exited(self) -> None:
        """Until the child itself has exited. (``Process.wait()`` also waits for the pipes to
        close, which a background grandchild can hold open for as long as it runs.)"""
        waiter = asyncio.ensure_future(self.proc.wait())
        delay = 0.005
        try:
            while self.proc.returncode is None and not waiter.done():
                await asyncio.wait({waiter}, timeout=delay)
                delay = min(delay * 2, 0.1)
        finally:
            waiter.cancel()

    def kill(self, status: Status = "killed") -> None:
        """Kill the whole process group now (``finish`` then returns promptly)."""
        if self.status == "running":
            self.status = status
        self.kill_group()

    def kill_group(self) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.pid, signal.SIGKILL)

    async def _drain(self) -> None:
        # A grandchild that left the group may still hold a pipe: stop waiting for it.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*self._readers), DRAIN_SECONDS)

    def describe(self) -> str:
        if self.status == "running":
            return f"running for {self.elapsed:.1f} s"
        if self.status == "timed out":
            return f"timed out after {self.timeout:g} s: the process and its children were killed"
        if self.status == "killed":
            return f"killed after {self.elapsed:.1f} s"
        return f"exit code {self.returncode} · {self.elapsed:.2f} s"

    def report(self) -> str:
        """The status line, then stdout and stderr (each capped)."""
        lines = [self.describe()]
        out, err = self.stdout.text(), self.stderr.text()
        if out:
            lines += ["--- stdout ---", out.rstrip("\n")]
        if err:
            lines += ["--- stderr ---", err.rstrip("\n")]
        if not out and not err:
            lines.append("(no output)")
        return "\n".join(lines)


async def _pump(stream: asyncio.StreamReader, capture: Capture) -> None:
    while True:
        chunk = await stream.read(65536)
        if not chunk:
            return
        capture.feed(chunk)
