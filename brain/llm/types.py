"""Plain data the model gateway hands to the rest of the brain (no litellm types leak out)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import BaseModel, Field

Message = dict[str, Any]
"""One chat message in the OpenAI format (``{"role": "user", "content": "…"}``)."""

TextSink = Callable[[str], Awaitable[None]]
"""Receives each streamed text delta, in order."""


class Usage(BaseModel):
    """Tokens of one model call (or a sum of calls)."""

    tokens_in: int = 0
    tokens_out: int = 0

    @property
    def total(self) -> int:
        return self.tokens_in + self.tokens_out

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            tokens_in=self.tokens_in + other.tokens_in,
            tokens_out=self.tokens_out + other.tokens_out,
        )


class ToolCall(BaseModel):
    """A tool call as the model produced it; ``arguments`` is the raw JSON text."""

    id: str
    name: str
    arguments: str


class LlmResult(BaseModel):
    """The outcome of one completed model call."""

    text: str
    tool_calls: list[ToolCall] = Field(default_factory=list)
    usage: Usage = Field(default_factory=Usage)
    model: str
    """The litellm model string used, e.g. ``openai/gpt-4o-mini``."""
    alias: str
    """The alias asked for, e.g. ``default:fast``."""
    elapsed_ms: float
    finish_reason: str | None = None


class Totals(BaseModel):
    """Running totals of model calls: the source of the HUD's token/call/time counters."""

    calls: int = 0
    failed_calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    elapsed_ms: float = 0.0

    def add(self, result: LlmResult) -> None:
        """Count one successful call."""
        self.calls += 1
        self.tokens_in += result.usage.tokens_in
        self.tokens_out += result.usage.tokens_out
        self.elapsed_ms += result.elapsed_ms

    def add_failure(self, elapsed_ms: float) -> None:
        """Count one failed call (its time counts, it has no tokens)."""
        self.failed_calls += 1
        self.elapsed_ms += elapsed_ms
