"""``vance mcp list``: the MCP servers in the config, whether they start, and their tools."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from vance_tui.commands.common import run

mcp_app = typer.Typer(help="Tools from MCP servers listed in the config.", no_args_is_help=True)


@mcp_app.command("list")
def list_servers(
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Start each configured MCP server once and show its status and tools."""
    from brain.config import load_settings
    from brain.mcp.manager import probe

    settings = load_settings()

    async def collect() -> list[dict[str, object]]:
        return await probe(settings.mcp)

    servers = run(collect)
    if as_json:
        typer.echo(json.dumps(servers, indent=2))
        return
    if not servers:
        typer.echo(
            "No MCP servers configured (add [mcp.servers.NAME] with command = … to the config)."
        )
        return
    for entry in servers:
        tools = entry["tools"]
        assert isinstance(tools, list)
        typer.echo(f"{entry['server']}: {entry['status']} · labels {entry['labels']}")
        for name in tools:
            typer.echo(f"  {name}")
