"""Running and finding the resident brain of a home.

One resident brain per home: :class:`HomeLock` (an ``flock`` on ``<data>/run/brain.lock``)
decides who serves; the kernel drops the lock when the process dies, even with ``kill -9``,
so a socket file left behind is stale by definition and the next brain replaces it.

:func:`serve` runs a brain until it is stopped (``vance serve``, ``python -m brain.remote``);
:func:`attach` finds a running one, or starts one on demand (``vance chat``), and returns a
connected :class:`~brain.remote.client.RemoteClient`. This module imports the embedded brain
only inside :func:`serve`.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import hashlib
import logging
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import IO, TYPE_CHECKING

from brain.config import Paths, Settings
from brain.errors import UserFacingError
from brain.remote.client import RemoteClient

if TYPE_CHECKING:
    from brain.client import Client
    from brain.engines.registry import EngineFactory
    from brain.llm.seat import ModelSeat

log = logging.getLogger(__name__)

MAX_SOCKET_PATH = 100  # sun_path holds 108 bytes on Linux, 104 on macOS
READY = "ready"
BUSY = "busy"


class AlreadyServing(UserFacingError):
    """Another resident brain holds this home."""


def run_dir(paths: Paths) -> Path:
    return paths.data_dir / "run"


def socket_path(paths: Paths) -> Path:
    """``<data>/run/brain.sock``; a home too deep for a socket path gets a private folder
    under the temp folder instead (named after the home, so it stays one per home)."""
    preferred = run_dir(paths) / "brain.sock"
    if len(os.fsencode(preferred)) <= MAX_SOCKET_PATH:
        return preferred
    digest = hashlib.sha256(os.fsencode(paths.data_dir.resolve())).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"vance-{os.getuid()}" / f"{digest}.sock"


class HomeLock:
    """An exclusive, non-blocking ``flock`` on the home's lock file (holds the owner's pid
    for ``vance serve --status``; the protocol itself never carries it)."""

    def __init__(self, paths: Paths) -> None:
        self.path = run_dir(paths) / "brain.lock"
        self._file: IO[str] | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.chmod(self.path.parent, 0o700)
        handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 - held while serving
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            pid = self.holder()
            raise AlreadyServing(
                "A resident brain already serves this home" + (f" (pid {pid})." if pid else "."),
                hint="`vance serve --status` shows it; `vance serve --stop` stops it.",
            ) from None
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        self._file = handle

    def release(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.seek(0)
                self._file.truncate()
            self._file.close()  # closing drops the flock
            self._file = None

    def held_elsewhere(self) -> bool:
        """True while some process holds the lock."""
        if not self.path.exists():
            return False
        with open(self.path, encoding="utf-8") as handle:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                return True
            fcntl.flock(handle, fcntl.LOCK_UN)
            return False

    def holder(self) -> int | None:
        """The pid written by the holder, when someone holds the lock."""
        if not self.held_elsewhere():
            return None
        try:
            text = self.path.read_text(encoding="utf-8").strip()
        except OSError:
            return None
        return int(text) if text.isdigit() else None


async def serve(
    paths: Paths,
    settings: Settings | None = None,
    *,
    linger: float | None = None,
    model: ModelSeat | None = None,
    engines: Mapping[str, EngineFactory] | None = None,
    on_ready: Callable[[Path], None] | None = None,
    poll_seconds: float = 0.5,
) -> None:
    """Run the home's resident brain until ``shutdown``, SIGTERM/SIGINT or, with ``linger``,
    that many idle seconds. Raises :class:`AlreadyServing` when another brain holds the home.
    ``on_ready`` hears the socket path once clients can connect."""
    from brain.client import Client
    from brain.remote.server import ResidentServer

    lock = HomeLock(paths)
    lock.acquire()
    place = socket_path(paths)
    try:
        owner = await Client.start(
            profile="daemon",
            paths=paths,
            settings=settings,
            model=model,
            engines=engines,
            poll_seconds=poll_seconds,
            schedules=True,
        )
        server = ResidentServer(owner, linger=linger)
        loop = asyncio.get_running_loop()
        try:
            await server.start(place)
            for sig in (signal.SIGTERM, signal.SIGINT):
                loop.add_signal_handler(sig, server.request_stop)
            warming = asyncio.create_task(_warm(owner), name="vance-warm")
            log.info("resident brain serving on %s (linger %s)", place, linger)
            if on_ready is not None:
                on_ready(place)
            await server.wait_stopped()
            warming.cancel()
            await asyncio.gather(warming, return_exceptions=True)
        finally:
            for sig in (signal.SIGTERM, signal.SIGINT):
                loop.remove_signal_handler(sig)
            await server.close()
            await owner.close()
    finally:
        with contextlib.suppress(FileNotFoundError):
            place.unlink()
        lock.release()
        log.info("resident brain stopped")


async def _warm(owner: Client) -> None:
    """Load the model gateway (litellm) in the background, so the first turn is fast."""
    try:
        await owner.warm()
    except Exception:
        log.warning("warming the model failed; the first turn will try again", exc_info=True)


async def connect(
    paths: Paths, *, profile: str = "daemon", auto_approve: bool = False
) -> RemoteClient | None:
    """A client of the home's running resident brain, or None when none runs."""
    place = socket_path(paths)
    if not place.exists():
        return None
    try:
        return await RemoteClient.connect(place, profile=profile, auto_approve=auto_approve)
    except (FileNotFoundError, ConnectionRefusedError):
        return None  # a stale socket: nobody listens


async def attach(
    paths: Paths,
    *,
    profile: str = "daemon",
    auto_approve: bool = False,
    linger: float = 0.0,
    start_timeout: float = 60.0,
) -> RemoteClient | None:
    """Connect to the resident brain; with ``linger`` > 0 start one first when none runs
    (it exits after ``linger`` idle seconds). None: use an embedded brain instead."""
    client = await connect(paths, profile=profile, auto_approve=auto_approve)
    if client is not None or linger <= 0:
        return client
    try:
        await asyncio.to_thread(start_background, paths, linger, start_timeout)
    except UserFacingError:
        log.warning("could not start a resident brain", exc_info=True)
        return None
    return await connect(paths, profile=profile, auto_approve=auto_approve)


def start_background(paths: Paths, linger: float, timeout: float = 60.0) -> None:
    """Start ``python -m brain.remote`` detached (its own session, output to the log) and
    return once it accepts connections. Raises :class:`UserFacingError` when it cannot."""
    env = dict(os.environ)
    paths.log_dir.mkdir(parents=True, exist_ok=True)
    with open(paths.log_dir / "resident.log", "ab") as errors:
        child = subprocess.Popen(
            [sys.executable, "-m", "brain.remote", "--linger", f"{linger:g}", "--ready"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=errors,
            start_new_session=True,
            env=env,
        )
    assert child.stdout is not None
    try:
        word = _read_line(child.stdout, timeout)
    finally:
        child.stdout.close()
    if word == READY:
        return
    if word == BUSY:  # another command started one at the same moment: wait for it
        _wait_for_socket(paths, timeout)
        return
    raise UserFacingError(
        "The resident brain did not start.",
        hint=f"See {paths.log_dir / 'resident.log'}; `vance serve` shows the error.",
    )


def _read_line(stream: IO[bytes], timeout: float) -> str:
    import selectors

    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as selector:
        selector.register(stream, selectors.EVENT_READ)
        while (left := deadline - time.monotonic()) > 0:
            if selector.select(left):
                return stream.readline().decode(errors="replace").strip()
    return ""


def _wait_for_socket(paths: Paths, timeout: float) -> None:
    import socket

    deadline = time.monotonic() + timeout
    place = socket_path(paths)
    while time.monotonic() < deadline:
        with socket.socket(socket.AF_UNIX) as probe:
            try:
                probe.connect(str(place))
                return
            except OSError:
                pass
        time.sleep(0.05)
    raise UserFacingError("The resident brain did not start in time.")


def main(argv: list[str] | None = None) -> int:
    """``python -m brain.remote [--linger S] [--ready]``: what ``vance chat`` starts."""
    import argparse

    from brain.config import load_settings, resolve_paths
    from brain.logs import setup_logging

    parser = argparse.ArgumentParser(prog="python -m brain.remote", description=__doc__)
    parser.add_argument("--linger", type=float, default=None)
    parser.add_argument("--ready", action="store_true", help="print `ready` when listening")
    args = parser.parse_args(argv)
    paths = resolve_paths()
    setup_logging(paths.log_file)

    def ready(place: Path) -> None:
        if args.ready:
            print(READY, flush=True)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)  # the starter stops reading: never write there again
            os.close(devnull)

    try:
        asyncio.run(serve(paths, load_settings(paths), linger=args.linger, on_ready=ready))
    except AlreadyServing:
        if args.ready:
            print(BUSY, flush=True)
        return 0
    except UserFacingError as exc:
        print(f"error: {exc.full_text()}", file=sys.stderr)
        return 1
    return 0
