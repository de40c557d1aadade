"""``[mcp]`` in the config file: which MCP servers to start and how to label their tools."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, model_validator

McpLabel = Literal["read-only", "write", "executive", "side-effect"]


class McpServerConfig(BaseModel):
    """One server: a command (stdio) or a URL (streamable HTTP)."""

    command: str | None = Field(default=None, description="Executable of a stdio server.")
    args: list[str] = Field(default_factory=list)
    env: dict[str, str] = Field(
        default_factory=dict, description="Extra variables (the rest is a safe minimal set)."
    )
    cwd: str | None = None
    url: str | None = Field(default=None, description="A streamable HTTP server's URL.")
    labels: list[McpLabel] = Field(
        default_factory=lambda: list[McpLabel](["side-effect"]),
        description="Labels of every tool of this server (risky labels ask the user first).",
    )
    tool_labels: dict[str, list[McpLabel]] = Field(
        default_factory=dict, description="Labels per tool (its name on the server)."
    )
    timeout_s: float = Field(default=30.0, gt=0, le=600, description="Seconds per call.")
    start_timeout_s: float = Field(default=20.0, gt=0, le=600, description="Seconds to start.")
    enabled: bool = True

    @model_validator(mode="after")
    def _one_transport(self) -> McpServerConfig:
        if (self.command is None) == (self.url is None):
            raise ValueError("give either command (stdio) or url (streamable HTTP)")
        return self

    def labels_for(self, tool: str) -> list[McpLabel]:
        return self.tool_labels.get(tool, self.labels)


class McpSettings(BaseModel):
    servers: dict[str, McpServerConfig] = Field(default_factory=dict)
