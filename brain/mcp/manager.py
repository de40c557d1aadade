"""Connections to MCP servers and their tools as ordinary :class:`~brain.tools.Tool` objects.

Each server runs in its own asyncio task that holds the SDK client open (its anyio scopes
must be entered and left in one task); calls come from the tool's task. A call that fails
because the server died, or that does not answer in time, stops the connection and becomes
a clear tool error; the next use starts the server again.

Tool names are ``server__tool``; labels come from the config, so risky tools go through the
same approvals as built-ins (the executor asks when a label is write/executive/side-effect).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict

from brain.diagnostics import Check
from brain.errors import ToolError
from brain.mcp.config import McpServerConfig, McpSettings
from brain.memory.framing import frame_untrusted
from brain.tools.base import Tool, ToolContext, ToolOutput

log = logging.getLogger(__name__)
RISKY = {"write", "executive", "side-effect"}
SEPARATOR = "__"


class McpArgs(BaseModel):
    """Arguments of an MCP tool: any object; the server validates against its own schema."""

    model_config = ConfigDict(extra="allow")
    input_schema: ClassVar[dict[str, Any]] = {"type": "object", "properties": {}}

    @classmethod
    def model_json_schema(cls, *args: Any, **kwargs: Any) -> dict[str, Any]:
        return dict(cls.input_schema)


def tool_name(server: str, tool: str) -> str:
    """``server__tool`` with characters models accept, at most 64 long."""
    clean = re.sub(r"[^A-Za-z0-9_-]", "_", f"{server}{SEPARATOR}{tool}")
    return clean[:64]


@dataclass
class ServerState:
    name: str
    config: McpServerConfig
    status: str = "not started"  # not started | running | failed: … | stopped: …
    tools: list[Any] = field(default_factory=list)  # mcp_types.Tool
    client: Any = None
    task: asyncio.Task[None] | None = None
    stop: asyncio.Event = field(default_factory=asyncio.Event)


class McpManager:
    """Every configured server: start on demand, list tools, call, restart after a failure."""

    def __init__(self, settings: McpSettings) -> None:
        self.servers = {
            name: ServerState(name, config)
            for name, config in settings.servers.items()
            if config.enabled
        }
        self._locks = {name: asyncio.Lock() for name in self.servers}
        self._tools: dict[str, Tool] = {}
        self._signature: tuple[tuple[str, str], ...] = ()

    async def _connect(self, state: ServerState) -> None:
        """Start the server's connection task and wait until it has listed its tools."""
        ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        state.stop = asyncio.Event()
        state.task = asyncio.create_task(self._hold(state, ready), name=f"mcp-{state.name}")
        try:
            await asyncio.wait_for(asyncio.shield(ready), state.config.start_timeout_s)
        except TimeoutError:
            limit = state.config.start_timeout_s
            await self._disconnect(state, f"failed: no answer within {limit:g} s")
            raise ToolError(
                f"MCP server {state.name!r} did not start within {limit:g} s."
            ) from None
        except Exception as exc:
            await self._disconnect(state, f"failed: {_reason(exc)}")
            raise ToolError(f"MCP server {state.name!r} could not start: {_reason(exc)}") from None

    async def _hold(self, state: ServerState, ready: asyncio.Future[None]) -> None:
        from mcp import Client, StdioServerParameters  # lazy: ~0.9 s

        config = state.config
        target: Any = config.url or StdioServerParameters(
            command=config.command or "", args=config.args, env=config.env or None, cwd=config.cwd
        )
        try:
            async with Client(target, read_timeout_seconds=config.timeout_s) as client:
                listing = await client.list_tools()
                state.client, state.tools, state.status = client, list(listing.tools), "running"
                ready.set_result(None)
                await state.stop.wait()
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(exc if isinstance(exc, Exception) else RuntimeError(str(exc)))
            if isinstance(exc, asyncio.CancelledError):
                raise
            log.info("MCP server %s ended: %s", state.name, exc)
        finally:
            state.client = None
            if state.status == "running":
                state.status = "stopped: the server ended"

    async def _disconnect(self, state: ServerState, status: str) -> None:
        state.status = status
        state.client = None
        state.stop.set()
        task, state.task = state.task, None
        if task is not None:
            try:
                await asyncio.wait_for(asyncio.shield(task), 3)
            except (TimeoutError, Exception):
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task

    async def ensure(self, name: str) -> ServerState:
        """The server, connected (started or restarted as needed)."""
        state = self.servers.get(name)
        if state is None:
            raise ToolError(f"no MCP server named {name!r} in the config.")
        async with self._locks[name]:
            if state.client is None or state.task is None or state.task.done():
                await self._connect(state)
        return state

    async def start_all(self) -> None:
        """Connect every server (failures are recorded in their status, not raised)."""
        for name in self.servers:
            with contextlib.suppress(ToolError):
                await self.ensure(name)

    async def call(self, server: str, tool: str, arguments: dict[str, Any]) -> str:
        state = await self.ensure(server)
        timeout = state.config.timeout_s
        try:
            result = await asyncio.wait_for(state.client.call_tool(tool, arguments), timeout)
        except TimeoutError:
            await self._disconnect(state, f"stopped: no answer within {timeout:g} s")
            raise ToolError(
                f"MCP server {server!r} did not answer {tool} within {timeout:g} s; it was "
                "stopped and starts again on the next use."
            ) from None
        except Exception as exc:
            alive = state.task is not None and not state.task.done() and state.client is not None
            closed = "connection closed" in str(exc).lower()
            if alive and not closed and type(exc).__name__ == "MCPError":
                raise ToolError(f"{tool} on MCP server {server!r} failed: {_reason(exc)}") from None
            await self._disconnect(state, f"failed: {_reason(exc)}")
            raise ToolError(
                f"MCP server {server!r} failed while running {tool} ({_reason(exc)}); it starts "
                "again on the next use."
            ) from None
        text = _result_text(result)
        if getattr(result, "is_error", False):
            raise ToolError(f"{tool} on MCP server {server!r}: {text}")
        return frame_untrusted(f"the MCP server {server!r} (tool {tool})", text)

    def tools(self) -> list[Tool]:
        """The tools of the servers connected now, built once per set of server tools."""
        signature = tuple(
            (state.name, str(remote.name))
            for state in self.servers.values()
            if state.client is not None
            for remote in state.tools
        )
        if signature != self._signature:
            self._tools = {tool.name: tool for tool in self.registry_tools()}
            self._signature = signature
        return list(self._tools.values())

    def tool(self, name: str) -> Tool | None:
        """A server's tool by its namespaced name (``server__tool``), even while the server is
        restarting: calling it starts the server again."""
        if name not in self._tools:
            self.tools()
        return self._tools.get(name)

    def registry_tools(self) -> list[Tool]:
        """One :class:`Tool` per tool of every running server (call after :meth:`start_all`)."""
        found = []
        for state in self.servers.values():
            for remote in state.tools:
                found.append(self._make_tool(state, remote))
        return found

    def _make_tool(self, state: ServerState, remote: Any) -> Tool:
        server, name = state.name, str(remote.name)
        labels = frozenset(state.config.labels_for(name))
        schema = dict(remote.input_schema or {"type": "object", "properties": {}})
        params = type(f"McpArgs_{tool_name(server, name)}", (McpArgs,), {"input_schema": schema})
        description = " ".join((remote.description or f"{name} from {server}").split())[:110]

        async def run(ctx: ToolContext, p: BaseModel) -> ToolOutput:
            ctx.progress.status("INFO", f"{server}: {name}", tool=tool_name(server, name))
            return await self.call(server, name, p.model_dump(exclude_unset=True))

        def summarize(ctx: ToolContext, p: BaseModel) -> str:
            return f"MCP {server}: {name} {p.model_dump_json(exclude_unset=True)[:150]}"

        return Tool(
            name=tool_name(server, name),
            description=f"[{server}] {description}",
            params=params,
            labels=labels,
            run=run,
            needs_approval=(lambda ctx, p: True) if labels & RISKY else None,
            summarize=summarize,
        )

    def describe(self) -> list[dict[str, Any]]:
        """For ``vance mcp list`` and doctor: name, status, tools (namespaced) per server."""
        return [
            {
                "server": state.name,
                "status": state.status,
                "labels": state.config.labels,
                "tools": [tool_name(state.name, str(t.name)) for t in state.tools],
            }
            for state in self.servers.values()
        ]

    async def aclose(self) -> None:
        for state in self.servers.values():
            await self._disconnect(state, "stopped")


def _reason(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    if isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        return _reason(exc.exceptions[0])
    return text.splitlines()[0][:200]


def _result_text(result: Any) -> str:
    parts = []
    for item in getattr(result, "content", []) or []:
        text = getattr(item, "text", None)
        parts.append(text if isinstance(text, str) else f"[{getattr(item, 'type', 'content')}]")
    if not parts and getattr(result, "structured_content", None) is not None:
        parts.append(str(result.structured_content))
    return "\n".join(parts) or "(no output)"


async def probe(settings: McpSettings) -> list[dict[str, Any]]:
    """Start every configured server once, describe it, stop it (``vance mcp list``, doctor)."""
    manager = McpManager(settings)
    try:
        await manager.start_all()
        return manager.describe()
    finally:
        await manager.aclose()


async def doctor_checks(settings: McpSettings) -> list[Check]:
    """One ``vance doctor`` line per configured MCP server."""
    checks = []
    for entry in await probe(settings):
        running = entry["status"] == "running" or entry["status"] == "stopped"
        checks.append(
            Check(
                name=f"mcp {entry['server']}",
                ok=running and bool(entry["tools"]),
                optional=True,
                detail=f"{len(entry['tools'])} tools" if running else entry["status"],
                fix=None if running else f"Check [mcp.servers.{entry['server']}] in the config.",
            )
        )
    return checks
