"""A small real MCP server (stdio) for the MCP tests: add, crash, hang, whoami."""

from __future__ import annotations

import os
import time

from mcp.server.mcpserver import MCPServer

app = MCPServer("garden")


@app.tool()
def add(a: int, b: int) -> int:
    """Add two numbers."""
    return a + b


@app.tool()
def crash() -> str:
    """Exit the server at once."""
    os._exit(3)


@app.tool()
def hang(seconds: float = 60) -> str:
    """Never answer in time."""
    time.sleep(seconds)
    return "late"


@app.tool()
def whoami() -> int:
    """The server's process id."""
    return os.getpid()


if __name__ == "__main__":
    app.run("stdio")
