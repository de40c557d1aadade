"""``vance serve``: the resident brain of this home, in the foreground; ``--status``, ``--stop``."""

from __future__ import annotations

import json
import time
from typing import Annotated

import typer

from vance_tui.commands.common import fail, fail_usage, run

EXIT_NOT_RUNNING = 1


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)


def serve(
    status: Annotated[
        bool, typer.Option("--status", help="Say whether a resident brain runs, and how.")
    ] = False,
    stop: Annotated[bool, typer.Option("--stop", help="Stop the resident brain.")] = False,
    linger: Annotated[
        float | None,
        typer.Option(
            "--linger",
            min=0,
            help="Exit after this many idle seconds (default: stay until stopped).",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="--status as JSON.")] = False,
    install: Annotated[
        bool,
        typer.Option(
            "--install", help="Install a systemd user service: the brain starts at login."
        ),
    ] = False,
    uninstall: Annotated[
        bool, typer.Option("--uninstall", help="Stop and remove that service.")
    ] = False,
) -> None:
    """Run the brain for this VANCE_HOME so workers outlive windows and `vance chat` is fast.

    Listens on a private Unix socket in the data folder; one resident brain per home.
    Ctrl+C (or `vance serve --stop`) stops it; running turns get a few seconds to finish."""
    if sum((status, stop, install, uninstall)) > 1:
        fail_usage("Use one of --status, --stop, --install and --uninstall.")
    if install or uninstall:
        raise typer.Exit(_service(install))
    if status:
        raise typer.Exit(_status(as_json))
    if stop:
        raise typer.Exit(_stop())
    _serve(linger)


def _serve(linger: float | None) -> None:
    from pathlib import Path

    from brain import load_settings, resolve_paths
    from brain.remote.resident import HomeLock, serve

    paths = resolve_paths()

    def ready(place: Path) -> None:
        stays = f"leaves after {linger:g} s idle" if linger else "stays until stopped"
        typer.echo(
            f"Vance brain serving {paths.data_dir} on {place} "
            f"(pid {HomeLock(paths).holder() or '?'}; {stays}). Ctrl+C stops it.",
        )

    run(lambda: serve(paths, load_settings(paths), linger=linger, on_ready=ready))
    typer.echo("Vance brain stopped.")


def _service(install: bool) -> int:
    from brain import resolve_paths
    from brain.remote import service

    paths = resolve_paths()
    report = service.install(paths) if install else service.uninstall(paths)
    for line in report.lines:
        typer.echo(line)
    return 0 if report.ok else 1


def _status(as_json: bool) -> int:
    from brain import resolve_paths
    from brain.remote.resident import HomeLock, connect, socket_path

    paths = resolve_paths()

    async def go():  # type: ignore[no-untyped-def]
        client = await connect(paths)
        if client is None:
            return None
        try:
            return await client.status(), await client.schedules()
        finally:
            await client.close()

    answered = run(go)
    found, schedules = answered if answered is not None else (None, [])
    pid = HomeLock(paths).holder()
    if found is None:
        if as_json:
            typer.echo(json.dumps({"running": False, "starting": pid is not None}))
        elif pid is not None:
            typer.echo(f"A resident brain is starting or stopping (pid {pid}).")
        else:
            typer.echo("No resident brain runs for this home.")
        return EXIT_NOT_RUNNING
    if as_json:
        typer.echo(json.dumps({"running": True, "pid": pid, **found.model_dump()}))
        return 0
    linger = f"leaves after {found.linger_s:g} s idle" if found.linger_s else "stays until stopped"
    clients = f"{found.clients} client{'s' if found.clients != 1 else ''}"
    typer.echo(
        f"running · vance {found.version.removeprefix('vance ')} · pid {pid} · up "
        f"{_duration(found.uptime_s)} · {clients} · {'busy' if found.busy else 'idle'} · {linger}"
    )
    typer.echo(f"model: {found.model}")
    typer.echo(f"schedules: {_schedules_line(schedules)}")
    typer.echo(f"socket: {socket_path(paths)}")
    return 0


def _stop() -> int:
    from brain import resolve_paths
    from brain.remote.resident import HomeLock, connect

    paths = resolve_paths()

    async def go() -> bool:
        client = await connect(paths)
        if client is None:
            return False
        try:
            await client.shutdown()
        finally:
            await client.close()
        return True

    if not run(go):
        typer.echo("No resident brain runs for this home.")
        return EXIT_NOT_RUNNING
    lock = HomeLock(paths)
    deadline = time.monotonic() + 30
    while lock.held_elsewhere():  # running turns get a grace period, then leases are freed
        if time.monotonic() > deadline:
            fail("The resident brain did not stop within 30 s.", "Look at the log; kill its pid.")
        time.sleep(0.05)
    typer.echo("Vance brain stopped.")
    return 0


def _schedules_line(schedules: list) -> str:  # type: ignore[type-arg]
    from brain.schedules.cron import local_time

    active = [s for s in schedules if not s.paused]
    if not active:
        return f"none active ({len(schedules)} paused)" if schedules else "none"
    upcoming = min(active, key=lambda s: s.next_run_at)
    return (
        f"{len(active)} active, next #{upcoming.id} at "
        f"{local_time(upcoming.next_run_at, upcoming.tz)}"
    )


def _duration(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"
