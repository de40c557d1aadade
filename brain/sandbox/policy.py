"""What a sandboxed command may see and do: settings, the environment allow-list, argument checks."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from pydantic import BaseModel, Field

from brain.errors import ToolError

BASE_ENV = ("PATH", "LANG", "LANGUAGE", "TERM", "TZ")
DEFAULT_PATH = "/usr/local/bin:/usr/bin:/bin"
MAX_PATH_CHARS = 1024


class SandboxSettings(BaseModel):
    """``[sandbox]`` in the config file: how ``work_exec_run`` confines commands."""

    allow_env: list[str] = Field(
        default_factory=list,
        description="Extra environment variable names passed to commands (exact names).",
    )
    network: bool = Field(default=False, description="Commands of every project may use the net.")
    network_projects: list[str] = Field(
        default_factory=list, description="Projects (names) whose commands may use the network."
    )
    memory_mb: int = Field(default=2048, ge=64, description="Address-space limit per command.")

    def network_for(self, project: str) -> bool:
        return self.network or project in self.network_projects


def sandbox_env(
    parent: Mapping[str, str], workspace: Path, allow: Iterable[str] = ()
) -> dict[str, str]:
    """The child's environment: an allow-list, never the parent's secrets.

    PATH, LANG/LANGUAGE/LC_*, TERM and TZ from ``parent``, plus the exact names in ``allow``;
    HOME and TMPDIR point into the workspace."""
    allowed = set(BASE_ENV) | set(allow)
    env = {
        name: value
        for name, value in parent.items()
        if name in allowed or (name.startswith("LC_") and name[3:].isupper())
    }
    tmp = workspace / ".tmp"
    env.setdefault("PATH", DEFAULT_PATH)
    env.update(
        HOME=str(workspace),
        TMPDIR=str(tmp),
        PYTHONUNBUFFERED="1",
        PYTHONIOENCODING="utf-8",
    )
    return env


def check_path_argument(raw: str, what: str = "cwd") -> str:
    """``raw`` when it is a usable path argument, else a short :class:`ToolError` (never the
    whole value echoed back)."""
    if "\0" in raw:
        raise ToolError(f"{what} contains a NUL character; give a plain folder path.")
    if len(raw) > MAX_PATH_CHARS:
        raise ToolError(
            f"{what} is {len(raw)} characters long (at most {MAX_PATH_CHARS}); give a short "
            "path inside the workspace."
        )
    if any(len(part.encode()) > 255 for part in raw.split("/")):
        raise ToolError(f"{what} has a name longer than 255 bytes; give a real folder name.")
    return raw
