"""Client frames: everything the brain tells a client, as one discriminated union.

Frames are published per session id by :class:`brain.events.hub.EventHub`. Chat frames
describe persisted state (the message is stored before the frame is published); the
others are ephemeral (progress, stream chunks, approvals) and are dropped when nobody
is subscribed.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Discriminator, Field, TypeAdapter

from brain.ids import now
from brain.models import ChatMessage


class _Frame(BaseModel):
    session_id: str
    emitted_at: float = Field(default_factory=now)


class ForwardedBy(BaseModel):
    """Set when a frame of a worker reaches the user's hub session via Eddie."""

    engine: str
    process_id: str
    via_session: str


class ChatAppended(_Frame):
    """A chat message was persisted (user input, an answer, a relay, a system note)."""

    type: Literal["chat-appended"] = "chat-appended"
    message: ChatMessage


class StreamChunk(_Frame):
    """Part of an answer while the model generates it. ``stream_id`` groups the chunks; the
    final text arrives as a ``chat-appended`` frame carrying ``meta.stream_id``."""

    type: Literal["stream-chunk"] = "stream-chunk"
    process_id: str
    stream_id: str
    text: str
    author: str = "eddie"


class StreamAborted(_Frame):
    """A stream ended without an answer (the turn took another action or failed)."""

    type: Literal["stream-aborted"] = "stream-aborted"
    process_id: str
    stream_id: str


# --- progress (ephemeral side channel) -------------------------------------------------------


class Metrics(BaseModel):
    tokens_in_total: int
    tokens_out_total: int
    llm_calls: int
    elapsed_ms: float
    model_alias: str | None = None
    model: str | None = None  # the model that answered, e.g. ``local/smollm2-135m``
    last_call_tokens_in: int | None = None
    last_call_tokens_out: int | None = None


class UsageDelta(BaseModel):
    tokens_in: int = 0
    tokens_out: int = 0
    llm_calls: int = 0
    elapsed_ms: float = 0.0
    model_alias: str | None = None


StatusTag = Literal[
    "TOOL_START",
    "TOOL_END",
    "SEARCH",
    "FETCH",
    "FILE_READ",
    "FILE_WRITE",
    "DELEGATING",
    "WAITING",
    "NODE_DONE",
    "PHASE_DONE",
    "SCRIPT_PROGRESS",
    "INFO",
    "ENGINE_TURN_START",
    "ENGINE_TURN_END",
]


class Status(BaseModel):
    tag: StatusTag
    text: str
    detail: str | None = None
    tool: str | None = None
    failed: bool | None = None  # tri-state: None = not applicable
    operation_id: str | None = None
    usage: UsageDelta | None = None


class PlanNode(BaseModel):
    """One node of a ``plan`` snapshot. ``meta`` is engine-specific; marvin and vogon fill it
    as :class:`brain.planning.snapshot.NodeMeta` (engine, usage, sub-totals, budget)."""

    id: str
    kind: str
    title: str
    status: Literal["pending", "running", "done", "failed", "blocked", "skipped"] = "pending"
    children: list[PlanNode] = Field(default_factory=list)
    meta: dict[str, Any] = Field(default_factory=dict)


class ProcessProgress(_Frame):
    """One progress frame; the envelope names its source. Produced only by the emitter."""

    type: Literal["process-progress"] = "process-progress"
    process_id: str
    process_name: str
    process_title: str | None = None
    engine: str
    project: str | None = None  # the project the process works in (for "arthur · garden")
    parent_process_id: str | None = None
    kind: Literal["metrics", "plan", "status"]
    metrics: Metrics | None = None
    plan: PlanNode | None = None
    status: Status | None = None
    forwarded_by: ForwardedBy | None = None


# --- interaction -----------------------------------------------------------------------------


class AskOption(BaseModel):
    label: str
    description: str | None = None


class ApprovalRequest(_Frame):
    """A risky tool waits for the user's decision; answer with ``Client.resolve_approval``."""

    type: Literal["approval-request"] = "approval-request"
    request_id: str
    process_id: str
    tool: str
    summary: str
    detail: str | None = None


class ApprovalResolved(_Frame):
    """How a request was answered; ``tool``/``summary`` say what, ``reason`` why (a denial's
    reason is what the model is told). ``--yes`` runs publish one per auto-approved call."""

    type: Literal["approval-resolved"] = "approval-resolved"
    request_id: str
    decision: Literal["once", "session", "deny"]
    tool: str | None = None
    summary: str | None = None
    reason: str | None = None


class SwitchTo(_Frame):
    """Ask the client to move the window to another session (mediation)."""

    type: Literal["switch-to"] = "switch-to"
    target_session_id: str
    project: str
    label: str
    announcement: str | None = None


class ProcessEvent(_Frame):
    """A worker's lifecycle milestone, for toasts (started, blocked, done, failed, …)."""

    type: Literal["process-event"] = "process-event"
    process_id: str
    process_name: str
    engine: str
    project: str
    event: Literal["started", "blocked", "done", "failed", "stopped", "paused", "resumed"]
    summary: str = ""


class TodosUpdated(_Frame):
    type: Literal["todos-updated"] = "todos-updated"
    process_id: str
    todos: list[dict[str, Any]]
    forwarded_by: ForwardedBy | None = None


class PlanProposed(_Frame):
    type: Literal["plan-proposed"] = "plan-proposed"
    process_id: str
    summary: str
    todos: list[dict[str, Any]]
    forwarded_by: ForwardedBy | None = None


class ModeChanged(_Frame):
    type: Literal["mode-changed"] = "mode-changed"
    process_id: str
    mode: str
    forwarded_by: ForwardedBy | None = None


class InboxChanged(_Frame):
    type: Literal["inbox-changed"] = "inbox-changed"
    unread: int


class ErrorNote(_Frame):
    """A failure outside any conversation (e.g. a transport or client error), shown but never
    stored. Errors that belong to a conversation are system chat messages with meta kind
    ``error`` — published once, as :class:`ChatAppended`."""

    type: Literal["error"] = "error"
    message: str
    hint: str | None = None


Frame = Annotated[
    ChatAppended
    | StreamChunk
    | StreamAborted
    | ProcessProgress
    | ApprovalRequest
    | ApprovalResolved
    | SwitchTo
    | ProcessEvent
    | TodosUpdated
    | PlanProposed
    | ModeChanged
    | InboxChanged
    | ErrorNote,
    Discriminator("type"),
]

FRAME_ADAPTER: TypeAdapter[Frame] = TypeAdapter(Frame)


def frame_json(frame: Frame) -> str:
    """One NDJSON line (``vance chat --json``)."""
    return frame.model_dump_json()
