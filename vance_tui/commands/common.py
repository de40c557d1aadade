"""Shared CLI plumbing: run a coroutine with a client, print user-facing errors, exit codes.

Exit codes: 0 ok, 1 error (message on stderr), 2 bad usage, 3 timed out waiting,
4 a risky tool call was denied (``vance chat``: listed on stderr).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, NoReturn, TypeVar

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


def safe_text(text: str) -> str:
    """Strip terminal control sequences from text the model or a tool produced."""
    from brain import strip_control

    return strip_control(text)
