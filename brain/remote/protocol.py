"""The resident brain's wire protocol: JSON lines over a stream (docs/protocol.md).

One JSON object per line, UTF-8, ``\\n``-terminated. Every object has ``op``. A client opens
with ``hello``; the server answers ``welcome`` (or ``error`` and closes). Then the client sends
``call`` (answered by ``result`` or ``error`` with the same ``id``, possibly preceded by
``progress``), ``cancel``, ``subscribe`` and ``unsubscribe``; the server sends ``frame`` for
every event of a subscribed session, and ``bye`` before it closes.

:data:`METHODS` is the whole callable surface: each method's parameters (validated by the
server) and result type (validated by the client). Nothing in here names a path or a process
id of the host, so the same protocol can run over TCP with a token later.

This module imports no part of the embedded brain (no store, no engines, no litellm): the
remote client loads it in processes that must start fast.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, TypeAdapter, create_model
from pydantic_core import to_jsonable_python
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource

from brain.config import Settings
from brain.errors import (
    ConfigError,
    Conflict,
    NotFound,
    Refused,
    StoreError,
    UserFacingError,
    VoiceUnavailable,
)
from brain.events.frames import FRAME_ADAPTER, Frame, PlanNode
from brain.llm import errors as model_errors
from brain.llm.catalog import ModelInfo
from brain.memory.models import Fact
from brain.models import (
    ChatMessage,
    InboxItem,
    InboxStatus,
    Process,
    Project,
    Schedule,
    ScheduleRun,
    Session,
    StopReport,
)
from brain.planning.budget import ProcessBudget
from brain.usage import SessionUsage

PROTOCOL_VERSION = 1
"""Bumped only for incompatible changes. New methods, new optional parameters and new fields
in results are compatible: both sides ignore fields they do not know."""

MAX_LINE = 16 * 1024 * 1024
"""The longest line either side accepts (a long history fits easily)."""

Decision = Literal["once", "session", "deny"]
ProcessCommand = Literal["stop", "pause", "resume"]
ProgressLevel = Literal["off", "normal", "verbose"]
ScheduleCommand = Literal["pause", "resume", "remove"]


class ServerStatus(BaseModel):
    """What ``status`` answers (``vance serve --status``)."""

    protocol: int
    version: str
    uptime_s: float
    clients: int
    busy: bool
    linger_s: float | None
    """Idle seconds before the brain exits by itself; None: it stays until stopped."""
    model: str


class _ClientSettings(Settings):
    """Settings as the server reported them: the client's own environment must not override
    them (the resident brain may have been started with other variables)."""

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (init_settings,)


@dataclass(frozen=True)
class Method:
    params: type[BaseModel]
    result: TypeAdapter[Any]


def _method(result: Any, **params: Any) -> Method:
    """``params``: name → (type, default) or a bare type (required)."""
    fields = {
        name: spec if isinstance(spec, tuple) else (spec, ...) for name, spec in params.items()
    }
    model = create_model(  # type: ignore[call-overload]
        "Params", __config__=ConfigDict(extra="forbid", frozen=True), **fields
    )
    return Method(params=model, result=TypeAdapter(result))


METHODS: dict[str, Method] = {
    # sessions
    "open_hub": _method(Session, session_id=(str | None, None), new=(bool, False)),
    "bind": _method(Session, session_id=str),
    "history": _method(list[ChatMessage], session_id=str, limit=(int, 200)),
    "sessions": _method(list[Session], include_workers=(bool, False)),
    # talking
    "send": _method(ChatMessage, session_id=str, text=str, spoken=(bool, False)),
    "turn": _method(
        list[ChatMessage],
        session_id=str,
        text=str,
        spoken=(bool, False),
        wait_workers=(bool, False),
    ),
    "cancel": _method(bool, session_id=str),
    "workers": _method(list[tuple[Process, str]], active_only=(bool, True)),
    "plan": _method(PlanNode, ref=(str | None, None)),
    "budgets": _method(list[ProcessBudget], active_only=(bool, True)),
    "resolve_approval": _method(None, request_id=str, decision=Decision, reason=(str | None, None)),
    "export_markdown": _method(str, session_id=str),
    "grants": _method(list[str], session_id=str),
    "revoke_grants": _method(list[str], session_id=str, tool=(str | None, None)),
    # projects and processes
    "projects": _method(list[Project], include_archived=(bool, False)),
    "create_project": _method(Project, name=str, title=(str | None, None)),
    "archive_project": _method(Project, name=str),
    "processes": _method(list[Process], session_id=(str | None, None)),
    "session_usage": _method(SessionUsage, session_id=str),
    "process_command": _method(Process, ref=str, command=ProcessCommand),
    "stop_workers": _method(StopReport, ref=str),
    "set_mode": _method(Process, ref=str, mode=str),
    # inbox
    "facts": _method(
        list[Fact], query=(str, ""), include_hidden=(bool, False), max_age=(float | None, None)
    ),
    "fact": _method(Fact, fact_id=int),
    "fact_history": _method(list[Fact], fact_id=int),
    "correct_fact": _method(Fact, fact_id=int, text=str),
    "forget_fact": _method(Fact, fact_id=int),
    "inbox": _method(list[InboxItem], include_archived=(bool, False)),
    "inbox_item": _method(InboxItem, item_id=int, mark_read=(bool, True)),
    "set_inbox_status": _method(InboxItem, item_id=int, status=InboxStatus),
    "unread_count": _method(int),
    # schedules
    "schedules": _method(list[Schedule]),
    "schedule_runs": _method(list[ScheduleRun], schedule_id=int, limit=(int, 20)),
    "add_schedule": _method(
        Schedule,
        cron=str,
        prompt=str,
        project=(str | None, None),
        engine=(str | None, None),
        tz=(str | None, None),
        every_weeks=(int, 1),
    ),
    "schedule_command": _method(Schedule, schedule_id=int, command=ScheduleCommand),
    "run_schedule": _method(ScheduleRun, schedule_id=int, wait=(bool, False)),
    # settings
    "settings": _method(_ClientSettings),
    "language": _method(str | None, session_id=str),
    "set_language": _method(None, session_id=str, lang=str, session_only=(bool, False)),
    "user_setting": _method(str | None, key=str),
    "set_user_setting": _method(str, key=str, value=str),
    "set_progress": _method(None, session_id=str, level=ProgressLevel),
    # models
    "models": _method(list[ModelInfo]),
    "set_model": _method(None, name=str),
    "model_description": _method(str),
    "warm": _method(None),
    # the resident brain itself
    "status": _method(ServerStatus),
    "shutdown": _method(None),
}


# --- errors ---------------------------------------------------------------------------------

_ERRORS: dict[str, type[UserFacingError]] = {
    cls.__name__: cls
    for cls in (
        UserFacingError,
        ConfigError,
        StoreError,
        NotFound,
        Conflict,
        Refused,
        VoiceUnavailable,
        model_errors.ModelError,
        model_errors.NoApiKey,
        model_errors.AuthFailed,
        model_errors.RateLimited,
        model_errors.Unreachable,
        model_errors.TimedOut,
        model_errors.ServerError,
        model_errors.BadRequest,
        model_errors.LocalModelMissing,
        model_errors.ScriptError,
    )
}


class ProtocolError(UserFacingError):
    """The other side broke the protocol (or speaks another version)."""


class BrainGone(UserFacingError):
    """The resident brain closed the connection (stopped, crashed or restarted)."""


def error_payload(exc: BaseException) -> dict[str, Any]:
    """An exception as the ``error`` of an ``error`` line."""
    if isinstance(exc, UserFacingError):
        kind = type(exc).__name__ if type(exc).__name__ in _ERRORS else "UserFacingError"
        return {"type": kind, "message": exc.message, "hint": exc.hint}
    return {
        "type": "InternalError",
        "message": f"The resident brain failed: {type(exc).__name__}: {exc}",
        "hint": "See the log (vance doctor shows where); `vance serve --stop` restarts it.",
    }


def error_from_payload(payload: Any) -> UserFacingError:
    """The exception an ``error`` line describes (unknown kinds: :class:`UserFacingError`)."""
    if not isinstance(payload, dict):
        return ProtocolError("The resident brain sent a malformed error.")
    cls = _ERRORS.get(str(payload.get("type")), UserFacingError)
    message = str(payload.get("message") or "The resident brain reported an error.")
    hint = payload.get("hint")
    return cls(message, hint=str(hint) if hint is not None else None)


# --- lines ----------------------------------------------------------------------------------


def encode(message: dict[str, Any]) -> bytes:
    """One line: compact JSON (pydantic models and enums as JSON values) plus ``\\n``."""
    return (
        json.dumps(to_jsonable_python(message), ensure_ascii=False, separators=(",", ":")).encode()
        + b"\n"
    )


def frame_line(frame: Frame) -> bytes:
    """A ``frame`` line (the frame's own JSON, spliced in without a second round trip)."""
    return b'{"op":"frame","frame":' + frame.model_dump_json().encode() + b"}\n"


def decode(line: bytes) -> dict[str, Any]:
    try:
        message = json.loads(line)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ProtocolError(f"Not a JSON line: {exc}") from exc
    if not isinstance(message, dict) or not isinstance(message.get("op"), str):
        raise ProtocolError("A protocol line must be a JSON object with an `op`.")
    return message


def decode_frame(payload: Any) -> Frame:
    return FRAME_ADAPTER.validate_python(payload)
