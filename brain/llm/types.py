"""Plain data the model gateway hands to the rest of the brain (no litellm types leak out)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Literal, NotRequired

from pydantic import BaseModel, Discriminator, Field
from typing_extensions import TypedDict


class SystemMessage(TypedDict):
    role: Literal["system"]
    content: str


class UserMessage(TypedDict):
    role: Literal["user"]
    content: str


class ToolCallFunction(TypedDict):
    name: str
    arguments: str


class ToolCallPart(TypedDict):
    id: str
    type: Literal["function"]
    function: ToolCallFunction


class AssistantMessage(TypedDict):
    role: Literal["assistant"]
    content: str | None
    tool_calls: NotRequired[list[ToolCallPart]]


class ToolMessage(TypedDict):
    role: Literal["tool"]
    tool_call_id: str
    content: str


Message = Annotated[
    SystemMessage | UserMessage | AssistantMessage | ToolMessage, Discriminator("role")
]
"""One chat message in the OpenAI format (``{"role": "user", "content": "…"}``): plain dicts,
typed, so they go to litellm as they are (never stored: the chat rows are the record)."""

TextSink = Callable[[str], Awaitable[None]]
"""Receives each streamed text delta, in order; may raise :class:`EnoughText`."""


class EnoughText(Exception):
    """Raised by a :data:`TextSink` that has all the text it wants: the call ends there as a
    finished answer of the text so far (a local model stops generating; no error)."""


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
    note: str | None = None
    """Something the user should hear about this call (a found model server went away and
    the bundled model answered instead)."""


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
