"""Admin commands: doctor, config, projects, sessions, inbox, models."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer

from vance_tui.commands.common import fail, nothing_stored, read_brain, run, with_brain
from vance_tui.commands.mcp import mcp_app

if TYPE_CHECKING:
    from vance_tui.client_api import VanceClient

config_app = typer.Typer(help="Show or change settings.", no_args_is_help=True)
projects_app = typer.Typer(help="Your projects.", no_args_is_help=True)
sessions_app = typer.Typer(help="Your hub sessions.", no_args_is_help=True)
inbox_app = typer.Typer(
    help="Your inbox: long results and reports from workers.", no_args_is_help=True
)


def register(app: typer.Typer) -> None:
    app.command("doctor")(doctor)
    app.command("models")(models)
    app.add_typer(config_app, name="config")
    app.add_typer(projects_app, name="projects")
    app.add_typer(sessions_app, name="sessions")
    app.add_typer(inbox_app, name="inbox")
    app.add_typer(mcp_app, name="mcp")


# --- doctor ----------------------------------------------------------------------------------


def doctor(
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Check the data folder, database, model and voice; print a fix for each problem."""
    from vance_tui.commands.doctor import collect_checks

    checks = run(collect_checks)
    if as_json:
        typer.echo(json.dumps([c.model_dump() for c in checks], indent=2))
    else:
        for check in checks:
            mark = "ok  " if check.ok else ("warn" if check.optional else "FAIL")
            typer.echo(f"[{mark}] {check.name}: {check.detail}")
            if not check.ok and check.fix:
                typer.echo(f"       fix: {check.fix}")
    if any(not c.ok and not c.optional for c in checks):
        raise typer.Exit(1)


# --- config ----------------------------------------------------------------------------------


@config_app.command("show")
def config_show(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """Print the effective settings (environment over config file over defaults)."""
    from brain import UserFacingError, effective, load_settings, resolve_paths

    paths = resolve_paths()
    try:
        data = effective(load_settings(paths))
    except UserFacingError as exc:
        fail(exc.message, exc.hint)
    if as_json:
        typer.echo(json.dumps(data, indent=2))
        return
    typer.echo(f"# config file: {paths.config_file()}")
    for key, value in _flatten(data):
        typer.echo(f"{key} = {json.dumps(value)}")


def _flatten(data: dict[str, object], prefix: str = "") -> list[tuple[str, object]]:
    items: list[tuple[str, object]] = []
    for key, value in data.items():
        if isinstance(value, dict) and value:
            items += _flatten(value, f"{prefix}{key}.")
        else:
            items.append((f"{prefix}{key}", value))
    return items


@config_app.command("path")
def config_path() -> None:
    """Print where the config file, data and logs are."""
    from brain import resolve_paths

    paths = resolve_paths()
    typer.echo(f"config: {paths.config_file()}")
    typer.echo(f"data:   {paths.data_dir}")
    typer.echo(f"db:     {paths.db_path}")
    typer.echo(f"logs:   {paths.log_file}")


@config_app.command("set")
def config_set(key: str, value: str) -> None:
    """Set KEY to VALUE in the config file, e.g. `vance config set model openai/gpt-4o-mini`."""
    from brain import USER_SETTINGS, UserFacingError, resolve_paths, set_config_value

    if key in USER_SETTINGS:  # stored in the database for all of the user's sessions

        async def go(client: VanceClient) -> str:
            return await client.set_user_setting(key, value)

        typer.echo(f"{key} = {with_brain(go)}  (your user settings)")
        return
    paths = resolve_paths()
    try:
        set_config_value(paths, key, value)
    except UserFacingError as exc:
        fail(exc.message, exc.hint)
    typer.echo(f"{key} = {value}  ({paths.config_file()})")


# --- projects and sessions -------------------------------------------------------------------


@projects_app.command("list")
def projects_list(
    archived: Annotated[
        bool, typer.Option("--archived", help="Include archived projects.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """List your projects."""

    async def go(client):  # type: ignore[no-untyped-def]
        return await client.projects(include_archived=archived)

    projects = read_brain(go, list)
    if as_json:
        typer.echo(json.dumps([p.model_dump(mode="json") for p in projects], indent=2))
        return
    if not projects:
        typer.echo("No projects yet. Create one: vance projects create NAME")
    for p in projects:
        title = f"  {p.title}" if p.title else ""
        typer.echo(f"{p.name:<24} {p.status:<9}{title}")


@projects_app.command("create")
def projects_create(
    name: str, title: Annotated[str | None, typer.Option("--title", help="A display title.")] = None
) -> None:
    """Create a project."""

    async def go(client):  # type: ignore[no-untyped-def]
        return await client.create_project(name, title)

    project = with_brain(go)
    typer.echo(f"created project {project.name}")


@projects_app.command("archive")
def projects_archive(name: str) -> None:
    """Archive a project (its data is kept)."""

    async def go(client):  # type: ignore[no-untyped-def]
        return await client.archive_project(name)

    project = with_brain(go)
    typer.echo(f"archived project {project.name}")


@sessions_app.command("list")
def sessions_list(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """List your sessions (hub and worker), most recent first."""

    async def go(client):  # type: ignore[no-untyped-def]
        return await client.sessions(include_workers=True)

    sessions = read_brain(go, list)
    if as_json:
        typer.echo(json.dumps([s.model_dump(mode="json") for s in sessions], indent=2))
        return
    if not sessions:
        typer.echo("No sessions yet. Start one with: vance")
    from datetime import datetime

    from vance_tui.commands.common import safe_text

    for s in sessions:
        when = datetime.fromtimestamp(s.last_active_at).strftime("%Y-%m-%d %H:%M")
        title = safe_text(" ".join((s.title or "(no messages yet)").split()))
        typer.echo(f"{s.id:<18} {s.kind:<7} {s.engine:<8} {s.status:<10} {when}  {title}")


@sessions_app.command("show")
def sessions_show(
    session_id: str,
    limit: Annotated[int, typer.Option("--limit", min=1, help="The last N messages.")] = 20,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Print a session's conversation (the last messages, oldest first)."""
    from vance_tui.commands.common import RETRIED_MARK, safe_text

    async def go(client):  # type: ignore[no-untyped-def]
        from brain.errors import NotFound

        if session_id not in {s.id for s in await client.sessions(include_workers=True)}:
            raise NotFound(f"No session {session_id}.", hint="`vance sessions list` shows them.")
        return await client.history(session_id, limit=limit)

    messages = read_brain(go, nothing_stored(f"No session {session_id}."))
    if as_json:
        typer.echo(json.dumps([m.model_dump(mode="json") for m in messages], indent=2))
        return
    for message in messages:
        who = "you" if message.role == "user" else message.author
        late = RETRIED_MARK if message.meta.retried else ""
        typer.echo(f"{who}: {late}{safe_text(message.content)}")


# --- models ----------------------------------------------------------------------------------


def models(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """List the models you can use: the local GGUF, providers with keys, Ollama."""
    from brain import load_settings

    async def go():  # type: ignore[no-untyped-def]
        from brain import list_models

        return await list_models(load_settings())

    infos = run(go)
    if as_json:
        typer.echo(json.dumps([m.model_dump() for m in infos], indent=2))
        return
    for m in infos:
        mark = "ready" if m.ready else "-"
        typer.echo(f"{m.name:<40} {m.source:<9} {mark:<6} {m.detail}")
    typer.echo("\nUse one: vance config set model NAME")


# --- inbox -----------------------------------------------------------------------------------


@inbox_app.command("list")
def inbox_list(
    archived: Annotated[bool, typer.Option("--archived", help="Include archived items.")] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """List inbox items, newest first."""

    async def go(client):  # type: ignore[no-untyped-def]
        return await client.inbox(include_archived=archived)

    items = read_brain(go, list)
    if as_json:
        typer.echo(json.dumps([i.model_dump(mode="json") for i in items], indent=2))
        return
    if not items:
        typer.echo("Your inbox is empty.")
    for item in items:
        mark = "*" if item.status == "unread" else " "
        typer.echo(f"{mark} {item.id:>4}  {item.source:<28} {item.title}")


def _inbox_action(item_id: int, status: str | None, show: bool) -> None:
    from brain import InboxStatus
    from vance_tui.commands.common import safe_text

    async def go(client):  # type: ignore[no-untyped-def]
        if status is None:
            return await client.inbox_item(item_id, mark_read=show)
        return await client.set_inbox_status(item_id, InboxStatus(status))

    item = (
        read_brain(go, nothing_stored(f"No inbox item {item_id}."))
        if status is None
        else with_brain(go)
    )
    if show:
        typer.echo(f"# {safe_text(item.title)}\nfrom {item.source}\n")
        typer.echo(safe_text(item.body))
    else:
        typer.echo(f"inbox item {item.id}: {item.status}")


@inbox_app.command("show")
def inbox_show(item_id: int) -> None:
    """Print an item (and mark it read)."""
    _inbox_action(item_id, None, True)


@inbox_app.command("read")
def inbox_read(item_id: int) -> None:
    """Mark an item read."""
    _inbox_action(item_id, "read", False)


@inbox_app.command("archive")
def inbox_archive(item_id: int) -> None:
    """Archive an item (kept, hidden from the list)."""
    _inbox_action(item_id, "archived", False)
