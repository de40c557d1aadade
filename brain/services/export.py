"""A conversation as markdown (``/export``)."""

from __future__ import annotations

from datetime import datetime

from brain.models import ChatMessage


def conversation_markdown(messages: list[ChatMessage]) -> str:
    lines = ["# Vance conversation", ""]
    for message in messages:
        stamp = datetime.fromtimestamp(message.created_at).strftime("%Y-%m-%d %H:%M")
        lines.append(f"**{message.author}** · {stamp}")
        lines.append("")
        lines.append(message.content)
        if message.info:
            lines += ["", message.info]
        lines.append("")
    return "\n".join(lines)
