"""One streamed model response, assembled from its chunks (used by the gateway)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from brain.llm.scripted import estimate_tokens, prompt_tokens
from brain.llm.types import Message, ToolCall, Usage


class StreamedResponse:
    """Accumulates one streamed response: text deltas, tool-call fragments, usage."""

    def __init__(self) -> None:
        self.text: list[str] = []
        self.tools: dict[int, dict[str, str]] = {}
        self.usage: Usage | None = None
        self.finish_reason: str | None = None

    def add(self, chunk: Any) -> str:
        """Take one streamed chunk; return its text delta ("" if none)."""
        usage = getattr(chunk, "usage", None)
        if usage is not None:
            self.usage = Usage(
                tokens_in=int(getattr(usage, "prompt_tokens", 0) or 0),
                tokens_out=int(getattr(usage, "completion_tokens", 0) or 0),
            )
        choices = getattr(chunk, "choices", None) or []
        if not choices:
            return ""
        choice = choices[0]
        if choice.finish_reason:
            self.finish_reason = str(choice.finish_reason)
        delta = choice.delta
        for fragment in getattr(delta, "tool_calls", None) or []:
            index = fragment.index if isinstance(fragment.index, int) else len(self.tools)
            entry = self.tools.setdefault(index, {"id": "", "name": "", "arguments": ""})
            if fragment.id:
                entry["id"] = fragment.id
            function = fragment.function
            if function is not None:
                if function.name and not entry["name"]:
                    entry["name"] = function.name
                if function.arguments:
                    entry["arguments"] += function.arguments
        text = getattr(delta, "content", None)
        if isinstance(text, str) and text:
            self.text.append(text)
            return text
        return ""

    def add_local(self, chunk: Mapping[str, Any]) -> str:
        """Take one chunk of the in-process local model
        (:class:`~brain.llm.local_provider.LocalChunk`); return its text delta."""
        usage = chunk.get("usage")
        if usage is not None:
            self.usage = Usage(
                tokens_in=int(usage.get("prompt_tokens") or 0),
                tokens_out=int(usage.get("completion_tokens") or 0),
            )
        if chunk.get("is_finished") and chunk.get("finish_reason"):
            self.finish_reason = str(chunk["finish_reason"])
        tool = chunk.get("tool_use")
        if tool is not None:
            index = tool.get("index", len(self.tools))
            self.tools[index if isinstance(index, int) else len(self.tools)] = {
                "id": str(tool.get("id") or ""),
                "name": str(tool["function"]["name"]),
                "arguments": str(tool["function"]["arguments"] or ""),
            }
        text = chunk.get("text")
        if isinstance(text, str) and text:
            self.text.append(text)
            return text
        return ""

    def tool_calls(self) -> list[ToolCall]:
        return [
            ToolCall(
                id=entry["id"] or f"call_{index}",
                name=entry["name"],
                arguments=entry["arguments"] or "{}",
            )
            for index, entry in sorted(self.tools.items())
        ]


def estimated_usage(
    messages: list[Message],
    tools: list[dict[str, Any]] | None,
    text: str,
    tool_calls: list[ToolCall],
) -> Usage:
    """About four characters per token, for providers that report no usage."""
    out_chars = len(text) + sum(len(c.name) + len(c.arguments) for c in tool_calls)
    return Usage(tokens_in=prompt_tokens(messages, tools), tokens_out=estimate_tokens(out_chars))
