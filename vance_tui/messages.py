"""App-level messages, and the one place where brain frames become Textual messages.

The brain calls :class:`FrameBridge` synchronously on the shared asyncio loop for every
frame of the bound session. The bridge

* cleans all model/tool text (:mod:`vance_tui.safety`) before it goes anywhere,
* reduces progress frames straight into the activity and HUD models (cheap, pure; the
  models tell the window, which repaints at most ~10 times a second),
* wraps every other frame into its typed message below,
* holds frames back while the window (re)loads a session's history (``pause``/``resume``),
  so nothing is lost or shown twice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, assert_never

from textual.message import Message

from brain import (
    ApprovalRequest,
    ApprovalResolved,
    ChatAppended,
    ErrorNote,
    Frame,
    InboxChanged,
    ModeChanged,
    Option,
    PlanProposed,
    ProcessEvent,
    ProcessProgress,
    StreamAborted,
    StreamChunk,
    SwitchTo,
    TodosUpdated,
)
from brain.text import plural, spoken_list
from vance_tui.activity import ActivityModel
from vance_tui.hud_model import HudModel
from vance_tui.planview import PlanSnapshot, snapshot_from_frame
from vance_tui.safety import clean, clean_line
from vance_tui.slash import in_window_words

if TYPE_CHECKING:
    from brain import ChatMessage


# --- frames, as messages ---------------------------------------------------------------------


@dataclass
class ChatArrived(Message):
    """A persisted chat message (text already cleaned)."""

    message: ChatMessage


@dataclass
class StreamArrived(Message):
    stream_id: str
    author: str
    text: str


@dataclass
class StreamEnded(Message):
    """The stream ended without an answer (another action, or a failure)."""

    stream_id: str


@dataclass
class PlanArrived(Message):
    snapshot: PlanSnapshot


@dataclass
class ApprovalAsked(Message):
    request_id: str
    tool: str
    summary: str
    detail: str | None


@dataclass
class ApprovalSettled(Message):
    request_id: str
    decision: str


@dataclass
class SwitchRequested(Message):
    target_session_id: str
    project: str
    label: str
    announcement: str | None


@dataclass
class Milestone(Message):
    engine: str
    process_name: str
    project: str
    event: str
    summary: str


MILESTONES = {  # event → (toast text, severity)
    "started": ("{engine} started in {project}", "information"),
    "blocked": ("{engine} in {project} is waiting for you", "warning"),
    "done": ("{engine} finished in {project}", "information"),
    "failed": ("{engine} failed in {project}", "error"),
    "stopped": ("{engine} stopped in {project}", "warning"),
    "paused": ("{engine} paused in {project}", "information"),
    "resumed": ("{engine} resumed in {project}", "information"),
}


def milestone_text(engine: str, project: str, event: str, summary: str) -> tuple[str, str]:
    """A worker's milestone as the user says it: "arthur finished in garden_planner", and
    for Eddie (whose project is the user's own, internal ``_user_…`` one) just "Eddie stopped"."""
    text, severity = MILESTONES.get(event, ("{engine}: " + event, "information"))
    if engine == "eddie" or not project or project.startswith("_user_"):
        text = text.replace(" in {project}", "")
        engine = "Eddie" if engine == "eddie" else engine
    message = text.format(engine=engine, project=project)
    if summary and summary not in message:
        message += f"\n{summary}"
    return message, severity


def stopped_text(stopped: list[tuple[str, str]]) -> str:
    """Workers stopped together, said once: ``Stopped arthur and ford in garden`` from
    (engine, project) pairs, grouped by project (two fords: ``2 fords``)."""
    groups: dict[str, list[str]] = {}
    for engine, project in stopped:
        groups.setdefault(project, []).append(engine)
    parts = []
    for project, engines in groups.items():
        named = [
            engine if engines.count(engine) == 1 else plural(engines.count(engine), engine)
            for engine in dict.fromkeys(engines)
        ]
        parts.append(f"{spoken_list(named)} in {project}")
    return f"Stopped {spoken_list(parts)}"


@dataclass
class ModeSwitched(Message):
    process_id: str
    mode: str


@dataclass
class ErrorArrived(Message):
    message: str
    hint: str | None


# --- app-level messages that do not come from frames ----------------------------------------


class PushToTalk(Message):
    """The push-to-talk key was pressed (the voice bridge decides what that means)."""


@dataclass
class SpokenInput(Message):
    """Voice produced a transcript to send as spoken user input."""

    text: str


def clean_message(message: ChatMessage) -> ChatMessage:
    """A copy of ``message`` safe to render (author, content, info, option labels), naming
    the window's own commands (:func:`~vance_tui.slash.in_window_words`)."""
    options = [
        Option(
            label=clean_line(o.label, 80),
            description=clean_line(o.description or "", 200) or None,
        )
        for o in message.meta.options
    ]
    meta = message.meta.model_copy(update={"options": options})
    said = (lambda text: text) if message.role == "user" else in_window_words  # theirs as typed
    return message.model_copy(
        update={
            "author": clean_line(message.author, 80),
            "content": said(clean(message.content)),
            "info": said(clean(message.info)) if message.info else None,
            "meta": meta,
        }
    )


BACKGROUND_FRAMES = frozenset(
    {"approval-request", "approval-resolved", "process-event", "inbox-changed", "error"}
)
"""What the window still hears from the hub while it shows a worker's session: questions
that need the user (approvals), milestones (toasts), the inbox count, errors."""


class FrameBridge:
    """Listener for ``client.subscribe``; see the module docstring. ``only`` limits the frame
    types it passes (the hub's background subscription while the window is elsewhere)."""

    def __init__(
        self,
        post: Callable[[Message], Any],
        activity: ActivityModel,
        hud: HudModel,
        session_id: str,
        *,
        only: frozenset[str] | None = None,
    ) -> None:
        self._post = post
        self.activity = activity
        self.hud = hud
        self.session_id = session_id
        self.only = only  # frame types to pass (None: all)
        self.paused = True
        self._held: list[Frame] = []
        self.frames = 0

    def __call__(self, frame: Frame) -> None:
        if frame.session_id != self.session_id:
            return
        if self.only is not None and frame.type not in self.only:
            return
        if self.paused:
            self._held.append(frame)
            return
        self.frames += 1
        self._route(frame)

    def resume(self) -> None:
        held, self._held = self._held, []
        self.paused = False
        for frame in held:
            self(frame)

    def _route(self, frame: Frame) -> None:
        match frame:
            case ProcessProgress(kind="plan"):
                self._plan(frame)
            case ProcessProgress():  # the models tell the window they changed
                self.activity.apply(frame)
                self.hud.apply(frame)
            case StreamChunk():
                self._post(
                    StreamArrived(frame.stream_id, clean_line(frame.author, 80), clean(frame.text))
                )
            case ChatAppended():
                if frame.message.role == "user":  # an answer ends the ⏳ wait at once
                    self.activity.answered()
                    self.hud.ledger.asked(frame.message.content)
                self._post(ChatArrived(clean_message(frame.message)))
            case StreamAborted():
                self._post(StreamEnded(frame.stream_id))
            case ProcessEvent():
                self.activity.apply(frame)
                self._post(
                    Milestone(
                        clean_line(frame.engine, 40),
                        clean_line(frame.process_name, 80),
                        clean_line(frame.project, 80),
                        frame.event,
                        clean_line(frame.summary, 200),
                    )
                )
            case InboxChanged():
                self.hud.apply(frame)
            case TodosUpdated() | PlanProposed():
                self._plan(frame)
            case ApprovalRequest():
                detail = clean(frame.detail) if frame.detail else None
                self._post(
                    ApprovalAsked(
                        frame.request_id, clean_line(frame.tool, 80), clean(frame.summary), detail
                    )
                )
            case ApprovalResolved():
                self._post(ApprovalSettled(frame.request_id, frame.decision))
            case SwitchTo():
                announcement = clean_line(frame.announcement, 300) if frame.announcement else None
                self._post(
                    SwitchRequested(
                        frame.target_session_id,
                        clean_line(frame.project, 80),
                        clean_line(frame.label, 80),
                        announcement,
                    )
                )
            case ModeChanged():
                self._post(ModeSwitched(frame.process_id, clean_line(frame.mode, 40)))
            case ErrorNote():
                self._post(
                    ErrorArrived(clean(frame.message), clean(frame.hint) if frame.hint else None)
                )
            case _:
                assert_never(frame)

    def _plan(self, frame: ProcessProgress | TodosUpdated | PlanProposed) -> None:
        if frame.type == "process-progress":
            heading = clean_line(
                f"{frame.engine} · {frame.process_title or frame.process_name}", 80
            )
        else:
            heading = "proposed plan" if frame.type == "plan-proposed" else "todos"
        snapshot = snapshot_from_frame(frame, heading)
        if snapshot is not None:
            self._post(PlanArrived(snapshot))
