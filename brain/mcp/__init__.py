"""Tools from MCP servers listed in the config (``[mcp.servers.NAME]``), through the official SDK.

Modules (import them directly; the SDK takes ~0.9 s to import and is only loaded when a server
is configured and used):

- :mod:`brain.mcp.config` — ``McpSettings``, ``McpServerConfig``
- :mod:`brain.mcp.manager` — ``McpManager``: connect, list, call, restart; tools for the registry
"""
