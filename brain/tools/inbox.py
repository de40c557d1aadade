"""Hub tools for the user's inbox: forward material to it, list it, read one item."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from brain.errors import NotFound, ToolError
from brain.models import InboxStatus
from brain.text import ago
from brain.tools._common import source_of, spoken_list
from brain.tools.base import ToolContext, ToolParams, tool


class InboxForwardParams(ToolParams):
    title: str = Field(description="Short title", max_length=200)
    body: str = Field(description="The content (markdown)", max_length=200_000)


@tool(labels=["write"])
async def inbox_forward_to_user(ctx: ToolContext, p: InboxForwardParams) -> dict[str, Any]:
    """Put long material (reports, code, lists) into the user's inbox instead of the chat."""
    item, unread = await ctx.deps.inbox.add(
        source=source_of(ctx),
        title=p.title.strip() or "(untitled)",
        body=p.body,
        notify_session=ctx.approval_session_id,
        meta={"session_id": ctx.session_id, "process_id": ctx.process.id},
    )
    await ctx.log_activity("INBOX_ITEM", f"put '{item.title}' into the inbox", item=item.id)
    return {
        "item_id": item.id,
        "title": item.title,
        "unread": unread,
        "message": ctx.say("inbox.forwarded", title=item.title),
    }


class InboxListParams(ToolParams):
    unread_only: bool = Field(False, description="Only unread items")


@tool(labels=["read-only"])
async def inbox_list(ctx: ToolContext, p: InboxListParams) -> dict[str, Any]:
    """List the user's inbox items (newest first)."""
    items = await ctx.deps.inbox.list()
    if p.unread_only:
        items = [i for i in items if i.status == InboxStatus.UNREAD]
    shown = items[:50]
    unread = sum(1 for i in items if i.status == InboxStatus.UNREAD)
    titles = spoken_list([i.title for i in items], 8, ctx.language)
    if not items:
        summary = ctx.say("inbox.no_unread" if p.unread_only else "inbox.empty")
    elif p.unread_only:
        summary = ctx.say("inbox.unread", count=len(items), titles=titles)
    else:
        summary = ctx.say("inbox.items", count=len(items), unread=unread, titles=titles)
    result: dict[str, Any] = {
        "summary": summary,
        "items": [
            {
                "id": i.id,
                "title": i.title,
                "source": i.source,
                "status": i.status.value,
                "created": ago(i.created_at),
                "preview": " ".join(i.body.split())[:80],
            }
            for i in shown
        ],
        "count": len(items),
    }
    if len(items) > len(shown):
        result["note"] = f"showing the newest {len(shown)} of {len(items)}"
    return result


class InboxReadParams(ToolParams):
    item_id: int = Field(description="The item id from inbox_list")


@tool(labels=["read-only"], untrusted="an inbox item (a worker's or a tool's result)")
async def inbox_read(ctx: ToolContext, p: InboxReadParams) -> dict[str, Any]:
    """Read one inbox item in full (marks it read)."""
    try:
        item = await ctx.deps.inbox.get(p.item_id)
    except NotFound:
        said = ctx.say("inbox.no_item", id=p.item_id)
        raise ToolError(f"{said}; inbox_list shows the ids.") from None
    if item.status == InboxStatus.UNREAD:
        item = await ctx.deps.inbox.set_status(
            item.id, InboxStatus.READ, notify_session=ctx.approval_session_id
        )
    short = len(item.body) <= 300 and "```" not in item.body
    summary = (
        f"{item.title}: {' '.join(item.body.split())}"
        if short
        else ctx.say("inbox.long", title=item.title, source=item.source, id=item.id)
    )
    return {
        "summary": summary,
        "id": item.id,
        "title": item.title,
        "source": item.source,
        "created": ago(item.created_at),
        "body": item.body,
    }


TOOLS = [inbox_forward_to_user, inbox_list, inbox_read]
