"""Shared CLI plumbing: run a coroutine with a client, print user-facing errors, exit codes.

Exit codes: 0 ok, 1 error (message on stderr), 2 bad usage, 3 timed out waiting,
4 a risky tool call was denied (``vance chat``: listed on stderr).
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import sys
from collections.abc import Awaitable, Callable, Iterator
from typing import TYPE_CHECKING, Any, BinaryIO, NoReturn, TextIO, TypeVar, cast

import typer

if TYPE_CHECKING:
    from brain import Client, Profile
    from vance_tui.client_api import VanceClient

T = TypeVar("T")

EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_TIMEOUT = 3
EXIT_DENIED = 4


def err(text: str) -> None:
    typer.echo(text, err=True)


def fail(text: str, hint: str | None = None, code: int = EXIT_ERROR) -> NoReturn:
    err(f"error: {text}")
    if hint:
        err(f"hint: {hint}")
    raise typer.Exit(code)


def fail_usage(text: str) -> NoReturn:
    fail(text, code=EXIT_USAGE)


def run(coro_factory: Callable[[], Awaitable[T]]) -> T:
    """Run a coroutine; user-facing errors become a message on stderr and exit code 1."""
    from brain import UserFacingError

    try:
        return asyncio.run(_run(coro_factory))
    except UserFacingError as exc:
        fail(exc.message, exc.hint)
    except KeyboardInterrupt:
        err("interrupted")
        raise typer.Exit(130) from None


async def _run(coro_factory: Callable[[], Awaitable[T]]) -> T:
    return await coro_factory()


def with_client(
    fn: Callable[[Client], Awaitable[T]], *, profile: Profile = "daemon", runtime: bool = False
) -> T:
    """Open the brain (without running lanes unless ``runtime``), call ``fn``, close."""

    async def go() -> T:
        from brain import Client

        client = await Client.start(profile=profile, runtime=runtime)
        try:
            return await fn(client)
        finally:
            await client.close()

    return run(go)


def with_brain(fn: Callable[[VanceClient], Awaitable[T]], *, profile: Profile = "daemon") -> T:
    """Call ``fn`` with the resident brain's client when one runs (fast: no embedded brain is
    loaded), else with an embedded brain without lanes; close it afterwards."""

    async def go() -> T:
        from brain.config import resolve_paths
        from brain.remote.resident import connect

        client: VanceClient | None = await connect(resolve_paths(), profile=profile)
        if client is None:
            from brain import Client

            client = await Client.start(profile=profile, runtime=False)
        try:
            return await fn(client)
        finally:
            await client.close()

    return run(go)


def home_is_new() -> bool:
    """Nothing was ever stored on this home: it has no database yet."""
    from brain.config import resolve_paths

    return not resolve_paths().db_path.exists()


def read_brain(fn: Callable[[VanceClient], Awaitable[T]], nothing: Callable[[], T]) -> T:
    """:func:`with_brain` for a command that only reads. On a new home ``nothing()`` answers
    instead — an empty list the command reports as "no … yet", or the error it raises — and
    no folder, database or log is made: looking never changes the home."""
    if not home_is_new():
        return with_brain(fn)

    async def go() -> T:
        return on_new_home(nothing)

    return run(go)


def on_new_home(nothing: Callable[[], T]) -> T:
    """What a read-only command answers on a new home; a broken config file is said all the
    same."""
    from brain.config import load_settings

    load_settings()
    return nothing()


def nothing_stored(message: str, hint: str | None = None) -> Callable[[], NoReturn]:
    """For :func:`read_brain`: a command that shows one thing finds nothing on a new home
    (``message`` as the brain says it; the hint says the home is new, unless given)."""

    def refuse() -> NoReturn:
        from brain.config import resolve_paths
        from brain.errors import NotFound

        home = resolve_paths().data_dir.parent
        raise NotFound(message, hint=hint or f"Nothing is stored in {home} yet; start with: vance")

    return refuse


async def open_client(
    *,
    profile: Profile = "daemon",
    embedded: bool = False,
    auto_approve: bool = False,
    auto_start: bool = False,
) -> tuple[VanceClient, bool]:
    """(client, attached): the home's resident brain when one runs (with ``auto_start`` and
    the setting brain.linger above 0: started on demand), else the embedded brain."""
    if not embedded:
        from brain.config import load_settings, resolve_paths
        from brain.remote.resident import attach

        paths = resolve_paths()
        linger = load_settings(paths).brain.linger if auto_start else 0.0
        remote = await attach(paths, profile=profile, auto_approve=auto_approve, linger=linger)
        if remote is not None:
            return remote, True
    from brain import Client

    client: VanceClient = await Client.start(profile=profile, auto_approve=auto_approve)
    return client, False


RETRIED_MARK = "(after a restart, answering what was asked before it) "
"""Before a message said in a turn that ran again after a crash (``meta.retried``)."""


class SafeBytes(io.RawIOBase):
    """The bytes under the CLI's stdout/stderr: decoded as UTF-8, passed through
    :func:`brain.strip_control`, and written on. Whatever a command prints — a model-chosen
    title, a tool's output, an upstream error body — cannot change the window title, ring the
    bell, move the cursor or reverse the text, whichever way it is written (``print``,
    ``typer.echo``, the ``.buffer``). The one output layer of the CLI (:func:`safe_output`),
    so a new command cannot forget it."""

    def __init__(self, raw: BinaryIO) -> None:
        import codecs

        self._raw = raw
        self._decode = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        from brain import strip_control

        chunk = bytes(data)
        self._raw.write(strip_control(self._decode.decode(chunk)).encode("utf-8"))
        return len(chunk)

    def flush(self) -> None:
        self._raw.flush()

    def isatty(self) -> bool:
        return self._raw.isatty()

    def fileno(self) -> int:
        return self._raw.fileno()


def _safe(stream: TextIO) -> TextIO:
    return io.TextIOWrapper(
        cast("BinaryIO", SafeBytes(stream.buffer)),
        encoding="utf-8",
        errors="replace",
        line_buffering=True,
        write_through=True,
    )


@contextlib.contextmanager
def safe_output() -> Iterator[None]:
    """Every byte the CLI prints goes through :class:`SafeBytes` while the block runs."""
    out, err_stream = sys.stdout, sys.stderr
    if not hasattr(out, "buffer") or not hasattr(err_stream, "buffer"):
        yield  # already replaced (a test runner): leave it
        return
    sys.stdout, sys.stderr = _safe(out), _safe(err_stream)
    try:
        yield
    finally:
        with contextlib.suppress(Exception):
            sys.stdout.flush()
            sys.stderr.flush()
        sys.stdout, sys.stderr = out, err_stream


def safe_text(text: str) -> str:
    """Strip terminal control sequences from text the model or a tool produced."""
    from brain import strip_control

    return strip_control(text)
