"""Domain models: what the store returns and the rest of the brain passes around."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field, model_validator

from brain.wire import ChatMeta, EnginePayload, ProcessParams


class ProjectKind(StrEnum):
    NORMAL = "NORMAL"
    SYSTEM = "SYSTEM"


class ProjectStatus(StrEnum):
    ACTIVE = "active"
    ARCHIVED = "archived"


class SessionKind(StrEnum):
    HUB = "hub"
    WORKER = "worker"


class SessionStatus(StrEnum):
    ACTIVE = "active"
    SUSPENDED = "suspended"
    CLOSED = "closed"


class ProcessStatus(StrEnum):
    READY = "ready"
    RUNNING = "running"
    BLOCKED = "blocked"
    SUSPENDED = "suspended"
    STOPPED = "stopped"
    DONE = "done"
    FAILED = "failed"

    @property
    def terminal(self) -> bool:
        return self in (ProcessStatus.STOPPED, ProcessStatus.DONE, ProcessStatus.FAILED)


class MessageStatus(StrEnum):
    PENDING = "pending"
    DELIVERED = "delivered"
    DEAD = "dead"


class InboxStatus(StrEnum):
    UNREAD = "unread"
    READ = "read"
    ARCHIVED = "archived"


class Tenant(BaseModel):
    id: str
    name: str
    created_at: float


class User(BaseModel):
    id: str
    tenant_id: str
    name: str
    created_at: float


class ProjectGroup(BaseModel):
    id: str
    tenant_id: str
    name: str
    created_at: float


class Project(BaseModel):
    id: str
    tenant_id: str
    user_id: str
    group_id: str | None
    name: str
    title: str | None
    kind: ProjectKind
    status: ProjectStatus
    created_at: float
    updated_at: float

    @property
    def label(self) -> str:
        return self.title or self.name


class Session(BaseModel):
    id: str
    tenant_id: str
    user_id: str
    project_id: str
    kind: SessionKind
    engine: str
    status: SessionStatus
    bound_to: str | None = None  # the client (window) holding it, if any
    title: str | None = None
    created_at: float
    last_active_at: float


class Process(BaseModel):
    id: str
    tenant_id: str
    session_id: str
    project_id: str
    engine: str
    name: str
    title: str | None = None
    status: ProcessStatus
    parent_id: str | None = None
    params: ProcessParams = Field(default_factory=ProcessParams)
    tokens_in: int = 0
    tokens_out: int = 0
    llm_calls: int = 0
    elapsed_ms: float = 0.0
    last_error: str | None = None
    owner: str | None = None
    lease_until: float | None = None
    created_at: float
    updated_at: float

    @property
    def shown_status(self) -> str:
        """The status as the user hears it: ``idle`` (ready: it delivered and waits for a
        follow-up), ``suspended`` (asleep after idling; a message wakes it), ``paused`` (the
        user paused it), else the status itself (running, blocked, done…)."""
        if self.status == ProcessStatus.READY:
            return "idle"
        if self.status == ProcessStatus.SUSPENDED:
            return "suspended" if self.params.idle_suspended is not None else "paused"
        return self.status.value


class StopReport(BaseModel):
    """What a stop did, said once: every process it stopped (a project's workers, a planner's
    workers too) and the sentence that tells the user."""

    message: str
    stopped: list[Process] = Field(default_factory=list)


class ChatMessage(BaseModel):
    id: int
    tenant_id: str
    session_id: str
    process_id: str | None
    role: str  # user | assistant | system
    author: str  # for display: "you", "eddie", "arthur · garden_planner", "vance"
    content: str
    info: str | None = None
    meta: ChatMeta = Field(default_factory=ChatMeta)
    engine: str | None = None  # the engine that spoke (None: the user or Vance itself)
    project: str | None = None  # the project of a worker's words relayed to the hub
    created_at: float


class EngineMessage(BaseModel):
    """An entry of a process inbox: user input, a worker event, a peer event, a command."""

    id: int
    tenant_id: str
    process_id: str
    payload: EnginePayload
    status: MessageStatus
    attempts: int = 0
    sender_process_id: str | None = None
    error: str | None = None
    created_at: float
    delivered_at: float | None = None

    @model_validator(mode="before")
    @classmethod
    def _kind_from_column(cls, data: Any) -> Any:
        # rows written before the payload carried its kind have it only in the ``kind`` column
        if isinstance(data, dict) and isinstance(data.get("payload"), dict) and "kind" in data:
            data = {**data, "payload": {"kind": data["kind"], **data["payload"]}}
        return data

    @property
    def kind(self) -> str:
        return self.payload.kind


class ActivityEntry(BaseModel):
    id: int
    tenant_id: str
    user_id: str
    session_id: str | None
    process_id: str | None
    ts: float
    kind: str
    summary: str
    refs: dict[str, Any] = Field(default_factory=dict)
    live: bool = False
    """Its session is open in a window now (read with the entry; not stored)."""


class InboxItem(BaseModel):
    id: int
    tenant_id: str
    user_id: str
    source: str
    title: str
    body: str
    status: InboxStatus
    meta: dict[str, Any] = Field(default_factory=dict)
    created_at: float
    read_at: float | None = None


class Schedule(BaseModel):
    """A prompt run on a cron schedule (``vance schedule``): fired through the normal lanes as a
    worker session; its result goes to the inbox."""

    id: int
    tenant_id: str
    user_id: str
    cron: str  # five fields: minute hour day-of-month month day-of-week; "once" for a one-off
    tz: str  # IANA zone the cron expression is read in
    prompt: str
    project: str | None = None  # None: the project "schedules"
    engine: str
    paused: bool = False
    next_run_at: float  # epoch seconds; the next due time (meaningless while paused)
    created_at: float
    updated_at: float
    last_run_at: float | None = None  # due time of the newest run
    last_status: str | None = None  # started | done | failed | blocked | skipped
    last_inbox_item_id: int | None = None
    runs: int = 0
    kind: str = "task"  # task (a worker runs the prompt) | reminder (the text goes to the inbox)
    once: bool = False  # a one-off: fires at next_run_at, then ends
    ended_at: float | None = None  # when a one-off fired (it is no longer listed)
    language: str | None = None  # the language it was set in (what it says when due)
    every_weeks: int = 1  # 2: every other week the cron expression names ("every other monday")
    anchor_at: float | None = None  # the first due time: the weeks are counted from its week


class ScheduleRun(BaseModel):
    """One firing of a schedule (or one skipped due time)."""

    id: int
    schedule_id: int
    due_at: float
    started_at: float
    reason: str  # due | missed | run-now
    status: str  # started | done | failed | blocked | skipped
    process_id: str | None = None
    session_id: str | None = None
    inbox_item_id: int | None = None
    summary: str | None = None
    finished_at: float | None = None


class Document(BaseModel):
    id: str
    tenant_id: str
    project_id: str
    path: str
    content: str
    created_at: float
    updated_at: float


class Relation(BaseModel):
    id: int
    tenant_id: str
    project_id: str
    subject: str
    predicate: str
    object: str
    meta: dict[str, Any] = Field(default_factory=dict)
    created_at: float
