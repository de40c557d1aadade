"""Typed wire formats: the JSON the brain stores in its tables and passes between processes.

- :data:`EnginePayload` — an entry of a process inbox (``engine_messages.payload``), a
  discriminated union on ``kind``; the worker event is built and read as :class:`WorkerEvent`.
- :class:`ProcessParams` — a process's state (``processes.params``): profile, the question
  it waits on, the worker questions it relays (one at a time), its observer, plan-mode state.
- :class:`ChatMeta` — what the UI needs besides the text of a chat message.

Each is loaded and saved through one adapter (:data:`ENGINE_PAYLOAD`, the models'
``model_validate`` / :func:`dump`). Rows written before a field existed load with its default,
so old databases stay readable.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, TypeAdapter, model_validator

from brain.actions import AskOption, ChannelMode, TodoItem

USER_INPUT = "user-input"
WORKER_EVENT = "worker-event"


class Option(BaseModel):
    """An answer option as stored (already validated when the question was asked)."""

    label: str
    description: str | None = None


def options_meta(options: list[AskOption] | None) -> list[Option]:
    """Answer options as stored with a question."""
    return [Option(label=o.label, description=o.description) for o in options or []]


# --- process inboxes --------------------------------------------------------------------------


class UserInput(BaseModel):
    """Words for a process: from the user (``chat_id`` set) or passed on by Eddie."""

    kind: Literal["user-input"] = "user-input"
    text: str = ""
    chat_id: int | None = None  # the chat row already holding these words, if any
    spoken: bool = False
    profile: str | None = None
    key: str | None = None  # idempotency key: a retried turn's message is posted once


STOPPED_BY_USER = "stopped by the user"
"""The summary of the ``failed`` event a planner hears when the user stopped its worker."""


class WorkerEvent(BaseModel):
    """A worker's milestone, posted to the Eddie that observes it."""

    kind: Literal["worker-event"] = "worker-event"
    event: str  # started | blocked | done | failed (verbatim mode passes any other too)
    process_id: str | None = None
    engine: str = "worker"
    project: str = ""
    summary: str | None = None
    output: str | None = None
    info: str | None = None
    question: str | None = None
    options: list[Option] = Field(default_factory=list)
    channel_mode: ChannelMode = "milestones"
    key: str | None = None  # idempotency key: a retried turn's event is posted once

    @property
    def source(self) -> str:
        """How the hub names the worker: ``engine · project``."""
        return source_name(self.engine, self.project)

    def word_for_word(self) -> str:
        """What the worker said, as ``verbatim`` mode passes it on: its output (or summary)
        and notes, a failure marked as one."""
        words = self.output or self.summary or ""
        if self.info:
            words = f"{words}\n\n{self.info}"
        if self.event == "failed":
            words = f"{self.engine} in {self.project} could not finish: {words}"
        return words or f"{self.engine} in {self.project} is done."


def source_name(engine: str, project: str) -> str:
    """How the hub names a worker: ``engine · project``."""
    return f"{engine} · {project}" if project else engine


class PeerEventWake(BaseModel):
    """Wakes a hub process: another window of the user changed shared state; the durable
    event itself is a ``peer_events`` row (recorded once, without a model call)."""

    kind: Literal["peer-event"] = "peer-event"
    peer_event_id: int


EnginePayload = Annotated[UserInput | WorkerEvent | PeerEventWake, Discriminator("kind")]
ENGINE_PAYLOAD: TypeAdapter[UserInput | WorkerEvent | PeerEventWake] = TypeAdapter(EnginePayload)


# --- process state ----------------------------------------------------------------------------


class Awaiting(BaseModel):
    """The process asked the user a question and waits for the answer."""

    options: list[Option] = Field(default_factory=list)
    route: dict[str, Any] | None = None  # the router's readings when it asked which was meant


class PendingWorkerQuestion(BaseModel):
    """A blocked worker's question for the user. Eddie keeps them in a queue: the first is
    asked (the user's next words answer it), the others wait their turn."""

    process_id: str
    question: str = ""
    options: list[Option] = Field(default_factory=list)
    engine: str = ""  # who asks, as the hub names it
    project: str = ""


class ProcessParams(BaseModel):
    """A process's persisted state. Keys a recipe adds (its ``params``) are kept as extras."""

    model_config = ConfigDict(extra="allow")

    profile: str | None = None
    progress: str | None = None  # off | normal | verbose
    recipe: str | None = None
    mode: str | None = None  # plan mode: plan | execute
    awaiting: Awaiting | None = None
    # worker questions, first come first asked: the first is with the user
    pending_worker_questions: list[PendingWorkerQuestion] = Field(default_factory=list)
    observer_session_id: str | None = None
    observer_process_id: str | None = None
    channel_mode: ChannelMode | None = None
    todos: list[TodoItem] | None = None
    plan_summary: str | None = None
    spawn_key: str | None = None  # the delegating turn's key: a retried turn starts it once
    idle_suspended: float | None = None  # when it was put to sleep after idling (not paused)

    @model_validator(mode="before")
    @classmethod
    def _one_question_before(cls, data: Any) -> Any:
        """A database written before the queue held one ``pending_worker_question``: it is
        the first of the queue."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        old = data.pop("pending_worker_question", None)
        queue = data.get("pending_worker_questions") or []  # None clears the queue
        data["pending_worker_questions"] = [old, *queue] if old else queue
        return data

    def extra(self, key: str, default: Any = None) -> Any:
        """A recipe-defined key (``max_tool_steps``…), or ``default``."""
        return (self.model_extra or {}).get(key, default)

    def with_(self, **changes: Any) -> ProcessParams:
        """A validated copy with ``changes`` applied (``None`` clears a key)."""
        return ProcessParams.model_validate({**dump(self), **changes})


# --- chat -------------------------------------------------------------------------------------


class ChatMeta(BaseModel):
    """What a chat message carries besides its text. Every key is optional."""

    action: str | None = None  # the action that produced it (answer, relay, ask_user…)
    kind: str | None = None  # "error": a note about a failure; "recap", "peer": not an answer
    options: list[Option] = Field(default_factory=list)  # answer options of a question
    stream_id: str | None = None  # the stream that showed it while it was generated
    fastpath: str | None = None  # the fast-path rule that answered
    spoken: bool = False  # the user said it (voice)
    source: str | None = None  # the worker whose report it summarises
    switched: bool | None = None  # mediate: whether the user was switched over
    worker_process_id: str | None = None  # the worker whose question it relays
    retried: bool = False  # said in a turn run again after a crash: it answers earlier words
    route: dict[str, Any] | None = None  # the router's question: its readings, to act on a pick
    key: str | None = None  # idempotency key: a retried turn's line is stored once
    interrupted: bool = False  # the user cancelled the turn: this is what was said until then
    language: str | None = None  # the turn's language when its words say another than the session's


def dump(model: BaseModel) -> dict[str, Any]:
    """The JSON-ready dict to store: only what is set, so rows stay small."""
    return model.model_dump(mode="json", exclude_none=True, exclude_defaults=True)
