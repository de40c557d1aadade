"""Documents and the scratchpad of the current project (stored in the database)."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from brain.errors import ToolError
from brain.models import Document
from brain.text import ago
from brain.tools._common import plural, replace_once, spoken_list
from brain.tools.base import ToolContext, ToolParams, tool

SCRATCHPAD = "scratchpad.md"
MAX_CONTENT = 500_000
LIST_LIMIT = 200


def clean_path(raw: str) -> str:
    """``notes/plan.md``: relative, ``/``-separated, no ``.``/``..`` parts, no empty parts."""
    path = raw.strip().replace("\\", "/").strip("/")
    parts = [part for part in path.split("/") if part not in ("", ".")]
    if not parts or ".." in parts:
        raise ToolError(f"{raw!r} is not a valid document path; use e.g. notes/plan.md.")
    if any(ord(ch) < 32 for ch in path) or len(path) > 200:
        raise ToolError(f"{raw!r} is not a valid document path (control characters or too long).")
    return "/".join(parts)


async def _get(ctx: ToolContext, path: str) -> Document | None:
    return await ctx.deps.documents.read_in(ctx.project, path)


async def _put(ctx: ToolContext, path: str, content: str) -> Document:
    return await ctx.deps.documents.write_in(ctx.project, path, content)


async def _require(ctx: ToolContext, path: str) -> Document:
    doc = await _get(ctx, path)
    if doc is None:
        raise ToolError(f"no document {path!r} in {ctx.project.name}; doc_list shows the paths.")
    return doc


class DocCreateParams(ToolParams):
    path: str = Field(description="e.g. notes/plan.md", max_length=200)
    content: str = Field(description="The text", max_length=MAX_CONTENT)
    overwrite: bool = Field(False, description="Replace an existing document")


@tool(labels=["write"])
async def doc_create(ctx: ToolContext, p: DocCreateParams) -> str:
    """Create a document in the current project."""
    path = clean_path(p.path)
    if not p.overwrite and await _get(ctx, path) is not None:
        raise ToolError(
            f"{path} already exists; use doc_edit to change it, or overwrite=true to replace it."
        )
    await _put(ctx, path, p.content)
    return f"Saved {path} ({len(p.content)} characters) in {ctx.project.name}."


class DocPathParams(ToolParams):
    path: str = Field(description="Document path", max_length=200)


@tool(labels=["read-only"], untrusted="a document")
async def doc_read(ctx: ToolContext, p: DocPathParams) -> str:
    """Read a document of the current project."""
    doc = await _require(ctx, clean_path(p.path))
    return doc.content


class DocEditParams(ToolParams):
    path: str = Field(description="Document path", max_length=200)
    old: str = Field(description="Exact text to replace (must occur once)")
    new: str = Field(description="Replacement text")


@tool(labels=["write"])
async def doc_edit(ctx: ToolContext, p: DocEditParams) -> str:
    """Replace one exact piece of text in a document."""
    path = clean_path(p.path)
    doc = await _require(ctx, path)
    content = replace_once(doc.content, p.old, p.new, path)
    if len(content) > MAX_CONTENT:
        raise ToolError(f"{path} would grow past {MAX_CONTENT} characters.")
    await _put(ctx, path, content)
    return f"Edited {path}."


class DocListParams(ToolParams):
    prefix: str = Field("", description="Only paths starting with this", max_length=200)


@tool(labels=["read-only"])
async def doc_list(ctx: ToolContext, p: DocListParams) -> dict[str, Any]:
    """List the documents of the current project."""
    prefix = p.prefix.strip().lstrip("/")
    docs = await ctx.deps.documents.list_in(ctx.project, prefix)
    docs = [d for d in docs if d.path.startswith(prefix)]  # LIKE also matches '_' as a wildcard
    paths = [d.path for d in docs]
    result: dict[str, Any] = {
        "summary": f"{plural(len(paths), 'document')}: {spoken_list(paths)}."
        if paths
        else "No documents.",
        "documents": [
            {"path": d.path, "chars": len(d.content), "updated": ago(d.updated_at)}
            for d in docs[:LIST_LIMIT]
        ],
        "count": len(docs),
    }
    if len(docs) > LIST_LIMIT:
        result["note"] = f"showing {LIST_LIMIT} of {len(docs)}; narrow it with prefix"
    return result


class NoParams(ToolParams):
    pass


@tool(labels=["read-only"])
async def scratchpad_read(ctx: ToolContext, p: NoParams) -> str:
    """Read your scratchpad (working notes of the current project)."""
    doc = await _get(ctx, SCRATCHPAD)
    return doc.content if doc is not None and doc.content else "(the scratchpad is empty)"


class ScratchpadWriteParams(ToolParams):
    content: str = Field(description="The text", max_length=MAX_CONTENT)
    append: bool = Field(False, description="Add to the end instead of replacing")


@tool(labels=["write"])
async def scratchpad_write(ctx: ToolContext, p: ScratchpadWriteParams) -> str:
    """Write your scratchpad (replace it, or append to it)."""
    content = p.content
    if p.append:
        doc = await _get(ctx, SCRATCHPAD)
        if doc is not None and doc.content:
            content = doc.content + ("" if doc.content.endswith("\n") else "\n") + content
    if len(content) > MAX_CONTENT:
        raise ToolError(f"the scratchpad would grow past {MAX_CONTENT} characters.")
    await _put(ctx, SCRATCHPAD, content)
    return f"Scratchpad saved ({len(content)} characters)."


TOOLS = [doc_create, doc_read, doc_edit, doc_list, scratchpad_read, scratchpad_write]
