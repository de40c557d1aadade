"""Client tools: files and commands on the user's own machine.

Only for a user talking directly to the process (profiles ``foot``, ``mobile`` and the
headless ``daemon`` of ``vance chat``): a worker addressed through Eddie (``eddie``) never
sees them. Paths are relative to the user's current directory, or absolute. Writing, editing
and running need the user's approval (once, or for the session; headless: ``--yes``, a y/N
question on the terminal, or denied). Reads are scoped (:mod:`brain.tools.read_scope`).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
from pathlib import Path
from typing import Any

from pydantic import Field

from brain.errors import ToolError
from brain.tools._common import replace_once
from brain.tools._proc import Command, clean_env
from brain.tools.base import ToolContext, ToolParams, tool
from brain.tools.read_scope import ReadDecision, read_decision

CLIENT_PROFILES = ("foot", "mobile", "daemon")
MAX_READ_BYTES = 1_000_000
MAX_WRITE_CHARS = 1_000_000
LIST_LIMIT = 300
STDOUT_LIMIT = 8_000
STDERR_LIMIT = 6_000


def client_path(raw: str) -> Path:
    """``raw`` relative to the user's current directory (or absolute, ``~`` expanded)."""
    path = Path(raw.strip() or ".").expanduser()
    return (path if path.is_absolute() else Path.cwd() / path).resolve()


def scope_of(ctx: ToolContext, raw: str) -> tuple[Path, ReadDecision]:
    """``raw`` as a client path and whether touching it is free, asks first or is refused:
    free inside the current folder and ``client.read_roots``; refused for credential stores
    and Vance's own folders (see :mod:`brain.tools.read_scope`)."""
    path = client_path(raw)
    paths = ctx.deps.paths
    decision = read_decision(
        path,
        roots=[Path.cwd(), *ctx.deps.models.settings.client.read_roots],
        home=Path.home(),
        secret=[paths.config_dir, paths.data_dir, paths.log_dir],
    )
    return path, decision


def _refuse_secrets(ctx: ToolContext, raw: str) -> Path:
    """The client path, or a refusal when it is a credential store (checked again at the
    moment of use: approval never unlocks these)."""
    path, decision = scope_of(ctx, raw)
    if decision.refused:
        raise ToolError(
            f"refused: {decision.reason}; Vance never reads or writes it, with or without "
            "approval. If the user needs something from it, they can paste the part that is "
            "safe to share."
        )
    return path


def _read_asks(ctx: ToolContext, params: Any) -> bool:
    return scope_of(ctx, params.path)[1].ask


def _summarize_read(ctx: ToolContext, params: Any) -> str:
    return f"read {scope_of(ctx, params.path)[1].reason}"


def _write_asks(ctx: ToolContext, params: Any) -> bool:
    """Writes always ask, except where they are refused anyway (nothing to ask)."""
    return not scope_of(ctx, params.path)[1].refused


def _always(ctx: ToolContext, params: Any) -> bool:
    return True


def _read_text(path: Path) -> str:
    if not path.exists():
        raise ToolError(f"no file {str(path)!r}.")
    if path.is_dir():
        raise ToolError(f"{path} is a folder; use client_file_list.")
    size = path.stat().st_size
    with path.open("rb") as handle:
        data = handle.read(MAX_READ_BYTES)
    if b"\0" in data[:8192]:
        raise ToolError(f"{path} is a binary file ({size} bytes); it cannot be shown as text.")
    text = data.decode("utf-8", errors="replace")
    if size > MAX_READ_BYTES:
        text += f"\n… [file cut: first {MAX_READ_BYTES} of {size} bytes]"
    return text


def _write_text(path: Path, content: str) -> None:
    if path.is_dir():
        raise ToolError(f"{path} is a folder.")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")


class ClientPathParams(ToolParams):
    path: str = Field(description="File path (relative to the user's current folder)")


@tool(
    labels=["read-only"],
    profiles=CLIENT_PROFILES,
    needs_approval=_read_asks,
    summarize=_summarize_read,
    untrusted="a file on the user's machine",
)
async def client_file_read(ctx: ToolContext, p: ClientPathParams) -> str:
    """Read a text file on the user's machine (outside granted folders: asks first)."""
    path = _refuse_secrets(ctx, p.path)
    ctx.progress.status("FILE_READ", f"Reading file: {path}")
    return await asyncio.to_thread(_read_text, path)


class ClientListParams(ToolParams):
    path: str = Field(".", description="Folder (relative to the user's current folder)")


def _list(path: Path) -> dict[str, Any]:
    if not path.is_dir():
        raise ToolError(f"{path} is not a folder.")
    entries = []
    for entry in sorted(path.iterdir(), key=lambda e: (not e.is_dir(), e.name.lower())):
        kind = "link" if entry.is_symlink() else "dir" if entry.is_dir() else "file"
        item: dict[str, Any] = {"name": entry.name, "type": kind}
        if kind == "file":
            with contextlib.suppress(OSError):
                item["size"] = entry.stat().st_size
        entries.append(item)
    result: dict[str, Any] = {
        "path": str(path),
        "entries": entries[:LIST_LIMIT],
        "count": len(entries),
    }
    if len(entries) > LIST_LIMIT:
        result["note"] = f"showing {LIST_LIMIT} of {len(entries)} entries"
    return result


@tool(
    labels=["read-only"],
    profiles=CLIENT_PROFILES,
    needs_approval=_read_asks,
    summarize=_summarize_read,
)
async def client_file_list(ctx: ToolContext, p: ClientListParams) -> dict[str, Any]:
    """List a folder on the user's machine (outside granted folders: asks first)."""
    return await asyncio.to_thread(_list, _refuse_secrets(ctx, p.path))


class ClientWriteParams(ToolParams):
    path: str = Field(description="File path (relative to the user's current folder)")
    content: str = Field(description="The whole new file content", max_length=MAX_WRITE_CHARS)


def _summarize_write(ctx: ToolContext, p: ClientWriteParams) -> str:
    path = client_path(p.path)
    verb = "overwrite" if path.exists() else "create"
    return f"{verb} {path} ({len(p.content)} characters)"


@tool(
    labels=["write"],
    profiles=CLIENT_PROFILES,
    needs_approval=_write_asks,
    summarize=_summarize_write,
)
async def client_file_write(ctx: ToolContext, p: ClientWriteParams) -> str:
    """Write a text file on the user's machine (asks the user first)."""
    path = _refuse_secrets(ctx, p.path)
    ctx.progress.status("FILE_WRITE", f"Writing file: {path}")
    await asyncio.to_thread(_write_text, path, p.content)
    return f"Wrote {len(p.content)} characters to {path}."


class ClientEditParams(ToolParams):
    path: str = Field(description="File path (relative to the user's current folder)")
    old: str = Field(description="Exact text to replace (must occur once)")
    new: str = Field(description="Replacement text")


def _summarize_edit(ctx: ToolContext, p: ClientEditParams) -> str:
    return f"edit {client_path(p.path)} (replace {len(p.old)} characters with {len(p.new)})"


@tool(
    labels=["write"],
    profiles=CLIENT_PROFILES,
    needs_approval=_write_asks,
    summarize=_summarize_edit,
)
async def client_file_edit(ctx: ToolContext, p: ClientEditParams) -> str:
    """Replace one exact piece of text in a file on the user's machine (asks first)."""
    path = _refuse_secrets(ctx, p.path)
    ctx.progress.status("FILE_WRITE", f"Editing file: {path}")
    text = await asyncio.to_thread(_read_text, path)
    await asyncio.to_thread(_write_text, path, replace_once(text, p.old, p.new, str(path)))
    return f"Edited {path}."


class ClientExecParams(ToolParams):
    command: str = Field(description="A shell command", max_length=20_000)
    cwd: str = Field(".", description="Folder (relative to the user's current folder)")
    timeout_s: int = Field(20, ge=1, le=120, description="Time limit in seconds")


def _summarize_exec(ctx: ToolContext, p: ClientExecParams) -> str:
    return f"run `{' '.join(p.command.split())}` in {client_path(p.cwd)}"


@tool(
    labels=["executive", "side-effect"],
    profiles=CLIENT_PROFILES,
    needs_approval=_always,
    summarize=_summarize_exec,
    untrusted="a command's output on the user's machine",
)
async def client_exec_run(ctx: ToolContext, p: ClientExecParams) -> str:
    """Run a shell command on the user's machine (asks first); returns its output."""
    cwd = client_path(p.cwd)
    if not cwd.is_dir():
        raise ToolError(f"{cwd} is not a folder.")
    shell = shutil.which("bash") or "/bin/sh"
    command = await Command.start(
        [shell, "-c", p.command],
        cwd=cwd,
        env=clean_env(os.environ),
        stdout_limit=STDOUT_LIMIT,
        stderr_limit=STDERR_LIMIT,
    )
    await command.finish(p.timeout_s)
    if command.status == "timed out":
        raise ToolError(command.report())
    return command.report()


TOOLS = [client_file_read, client_file_list, client_file_write, client_file_edit, client_exec_run]
