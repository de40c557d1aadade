"""A fake brain client with the surface of ``brain.client.Client``, and frame builders.

It keeps sessions, processes, chat history, inbox and projects in memory, publishes real
``brain.events.frames`` through a real ``EventHub``, and records what the app asked for.
``on_send`` scripts how "the brain" reacts to a message.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable, Coroutine
from typing import Any, Literal

from brain.config import Settings
from brain.errors import NotFound, Refused, UserFacingError
from brain.events.frames import (
    ChatAppended,
    ForwardedBy,
    Metrics,
    PlanNode,
    ProcessProgress,
    Status,
    UsageDelta,
)
from brain.events.hub import EventHub
from brain.llm.catalog import ModelInfo
from brain.memory.models import Fact, FactStatus
from brain.models import (
    ChatMessage,
    InboxItem,
    InboxStatus,
    Process,
    ProcessStatus,
    Project,
    ProjectKind,
    ProjectStatus,
    Schedule,
    ScheduleRun,
    Session,
    SessionKind,
    SessionStatus,
    StopReport,
)
from brain.planning.budget import ProcessBudget
from brain.usage import SessionUsage
from brain.wire import ChatMeta
from vance_tui.client_api import ApprovalDecision, ProcessCommand, ProgressLevel

T0 = 1_764_000_000.0  # a fixed "now" so snapshots do not depend on the clock
HUB = "s-hub"
EDDIE = "p-eddie"


def session(
    sid: str,
    *,
    kind: SessionKind = SessionKind.HUB,
    title: str | None = None,
    status: SessionStatus = SessionStatus.ACTIVE,
    engine: str = "eddie",
) -> Session:
    return Session(
        id=sid,
        tenant_id="t",
        user_id="u",
        project_id="pr-home",
        kind=kind,
        engine=engine,
        status=status,
        title=title,
        created_at=T0,
        last_active_at=T0,
    )


def process(
    pid: str,
    sid: str,
    engine: str,
    name: str,
    *,
    parent: str | None = None,
    title: str | None = None,
    project: str = "",
) -> Process:
    return Process(
        id=pid,
        tenant_id="t",
        session_id=sid,
        project_id=f"pr-{project}" if project else "pr",
        engine=engine,
        name=name,
        title=title,
        status=ProcessStatus.RUNNING,
        parent_id=parent,
        created_at=T0,
        updated_at=T0,
    )


def project(name: str, title: str | None = None) -> Project:
    return Project(
        id=f"pr-{name}",
        tenant_id="t",
        user_id="u",
        group_id=None,
        name=name,
        title=title,
        kind=ProjectKind.NORMAL,
        status=ProjectStatus.ACTIVE,
        created_at=T0,
        updated_at=T0,
    )


class FakeCascade:
    """The brain's settings cascade, reduced to what the app reads (``chat.language``)."""

    def __init__(self) -> None:
        self.values: dict[tuple[str, str | None], Any] = {}
        self.defaults: dict[str, Any] = {"chat.language": "en"}

    async def get(
        self, key: str, *, process_id: str | None = None, project_id: str | None = None
    ) -> Any:
        return self.values.get((key, process_id), self.defaults.get(key))

    async def set(self, key: str, value: Any, *, scope: str, scope_id: str) -> None:
        self.values[(key, scope_id)] = value


class FakeClient:
    profile = "foot"
    keeps_workers = False

    def __init__(self) -> None:
        self.settings_ = Settings()
        self.cascade = FakeCascade()
        self.events = EventHub()
        self._ids = itertools.count(1)
        self.sessions_: dict[str, Session] = {HUB: session(HUB, title="hub")}
        self.processes_: dict[str, Process] = {EDDIE: process(EDDIE, HUB, "eddie", "eddie")}
        self.histories: dict[str, list[ChatMessage]] = {HUB: []}
        self.projects_: list[Project] = [project("garden_planner", "Garden planner")]
        self.inbox_: list[InboxItem] = []
        self.facts_: list[Fact] = []
        self.schedules_: list[Schedule] = []
        self.grants_: dict[str, set[str]] = {}
        self.models_ = [
            ModelInfo(
                name="local/smollm2-135m",
                source="local",
                detail="bundled GGUF (in use)",
                ready=True,
            ),
            ModelInfo(
                name="scripted/demo", source="scripted", detail="replays a demo script", ready=True
            ),
        ]
        self.model = "local/smollm2-135m"
        self.model_of_usage = "scripted/fake"  # the model session_usage prices
        self.prices: dict[str, tuple[float, float]] = {"scripted/fake": (0.0, 0.0)}
        self.sent: list[tuple[str, str, bool]] = []
        self.approvals: list[tuple[str, str]] = []
        self.calls: list[tuple[Any, ...]] = []
        self.bound: str | None = None
        self.closed = False
        self.warm_gate: asyncio.Event | None = None
        self.fail: dict[str, UserFacingError] = {}
        self.on_send: Callable[[FakeClient, str, str], Coroutine[Any, Any, None]] | None = None
        self.tasks: set[asyncio.Task[None]] = set()
        self.turn_running: dict[str, bool] = {}  # session id → a turn runs (cancel() stops it)
        # user-level settings; the first-run welcome counts as seen (tests of it clear this)
        self.user_settings: dict[str, str] = {"ui.welcomed": "yes"}

    # --- helpers for tests -------------------------------------------------------------------

    def _check(self, name: str, *args: Any) -> None:
        self.calls.append((name, *args))
        if name in self.fail:
            raise self.fail[name]

    def publish(self, frame: Any) -> None:
        self.events.publish(frame)

    def message(
        self,
        session_id: str,
        content: str,
        *,
        role: str = "assistant",
        author: str = "eddie",
        info: str | None = None,
        meta: dict[str, Any] | None = None,
        process_id: str | None = EDDIE,
        engine: str | None = None,
        project: str | None = None,
    ) -> ChatMessage:
        if engine is None and role == "assistant":
            engine = author  # the brain stores who spoke; a worker relay passes engine=
        msg = ChatMessage(
            id=next(self._ids),
            tenant_id="t",
            session_id=session_id,
            process_id=process_id,
            role=role,
            author=author,
            content=content,
            info=info,
            meta=ChatMeta.model_validate(meta or {}),
            engine=engine,
            project=project,
            created_at=T0,
        )
        self.histories.setdefault(session_id, []).append(msg)
        return msg

    def say(self, content: str, *, session_id: str = HUB, **kw: Any) -> ChatMessage:
        """Persist and publish a chat message (what the brain does for an answer)."""
        msg = self.message(session_id, content, **kw)
        self.publish(ChatAppended(session_id=session_id, message=msg))
        return msg

    def add_worker(
        self, pid: str, sid: str, engine: str, name: str, *, project: str = ""
    ) -> Process:
        self.sessions_[sid] = session(sid, kind=SessionKind.WORKER, title=name, engine=engine)
        self.histories.setdefault(sid, [])
        proc = self.processes_[pid] = process(pid, sid, engine, name, project=project)
        return proc

    # --- the client surface ------------------------------------------------------------------

    async def close(self) -> None:
        self.calls.append(("close",))
        self.closed = True

    async def warm(self, on_status: Callable[[str], None] | None = None) -> None:
        self._check("warm")
        if on_status:
            on_status("loading the model gateway…")
        if self.warm_gate is not None:
            await self.warm_gate.wait()
        if on_status:
            on_status(f"model ready: {self.model}")

    async def open_hub(self, session_id: str | None = None, *, new: bool = False) -> Session:
        self._check("open_hub", session_id, new)
        if new:
            sid = f"s-new{len(self.sessions_)}"
            self.sessions_[sid] = session(sid, title="new")
            self.histories[sid] = []
            pid = f"p-eddie-{sid}"
            self.processes_[pid] = process(pid, sid, "eddie", "eddie")
        else:
            sid = session_id or HUB
            if sid not in self.sessions_:
                raise NotFound(f"No session {sid!r}.", hint="`/sessions` lists them.")
        self.bound = sid
        return self.sessions_[sid]

    async def bind(self, session_id: str) -> Session:
        self._check("bind", session_id)
        if session_id not in self.sessions_:
            raise NotFound(f"No session {session_id!r}.")
        self.bound = session_id
        return self.sessions_[session_id]

    def subscribe(self, session_id: str, listener: Callable[[Any], None]) -> Callable[[], None]:
        return self.events.subscribe(session_id, listener)

    async def send(self, session_id: str, text: str, *, spoken: bool = False) -> ChatMessage:
        self._check("send", session_id, text, spoken)
        self.sent.append((session_id, text, spoken))
        msg = self.message(
            session_id, text, role="user", author="you", meta={"spoken": True} if spoken else {}
        )
        self.publish(ChatAppended(session_id=session_id, message=msg))
        if self.on_send is not None:
            task = asyncio.get_running_loop().create_task(self.on_send(self, session_id, text))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
        return msg

    async def cancel(self, session_id: str) -> bool:
        self._check("cancel", session_id)
        running = self.turn_running.pop(session_id, False)
        if running:
            for task in list(self.tasks):
                task.cancel()
        return running

    async def turn(
        self, session_id: str, text: str, *, spoken: bool = False, wait_workers: bool = False
    ) -> list[ChatMessage]:
        before = len(self.histories.get(session_id, []))
        await self.send(session_id, text, spoken=spoken)
        while self.tasks:
            await asyncio.gather(*list(self.tasks))
        return [m for m in self.histories[session_id][before:] if m.role != "user"]

    async def history(self, session_id: str, limit: int = 200) -> list[ChatMessage]:
        self._check("history", session_id)
        return list(self.histories.get(session_id, []))[-limit:]

    async def sessions(self, *, include_workers: bool = False) -> list[Session]:
        self._check("sessions")
        return [s for s in self.sessions_.values() if include_workers or s.kind == SessionKind.HUB]

    async def projects(self, *, include_archived: bool = False) -> list[Project]:
        self._check("projects")
        return list(self.projects_)

    async def create_project(self, name: str, title: str | None = None) -> Project:
        self._check("create_project", name, title)
        self.projects_.append(project(name, title))
        return self.projects_[-1]

    async def archive_project(self, name: str) -> Project:
        self._check("archive_project", name)
        for index, proj in enumerate(self.projects_):
            if proj.name == name:
                self.projects_[index] = proj.model_copy(update={"status": ProjectStatus.ARCHIVED})
                return self.projects_[index]
        raise NotFound(f"No project {name!r}.")

    async def processes(self, session_id: str | None = None) -> list[Process]:
        self._check("processes", session_id)
        return [p for p in self.processes_.values() if session_id in (None, p.session_id)]

    async def session_usage(self, session_id: str) -> SessionUsage:
        from brain.usage import session_usage

        self._check("session_usage", session_id)
        return session_usage(
            session_id,
            list(self.processes_.values()),
            model_of=lambda p: self.model_of_usage,
            prices=lambda model: self.prices.get(model),
        )

    def used(self, pid: str, calls: int, tin: int, tout: int, ms: float) -> None:
        """The brain stored these totals for ``pid`` (what ``session_usage`` reads)."""
        self.processes_[pid] = self.processes_[pid].model_copy(
            update={"llm_calls": calls, "tokens_in": tin, "tokens_out": tout, "elapsed_ms": ms}
        )

    def _find(self, ref: str) -> Process:
        """Like the brain: by id or name, by project name, or by number in ``workers``."""
        workers = [p for p in self.processes_.values() if p.engine != "eddie"]
        if ref.isdigit() and 1 <= int(ref) <= len(workers):
            return workers[int(ref) - 1]
        for proc in self.processes_.values():
            if ref in (proc.id, proc.name) or (
                proc.engine != "eddie" and proc.project_id == f"pr-{ref}"
            ):
                return proc
        raise NotFound(f"No worker or project called {ref!r}.")

    async def workers(self, *, active_only: bool = True) -> list[tuple[Process, str]]:
        self._check("workers")
        return [
            (p, p.project_id.removeprefix("pr-"))
            for p in self.processes_.values()
            if p.engine != "eddie" and not (active_only and p.status.terminal)
        ]

    async def process_command(self, ref: str, command: ProcessCommand) -> Process:
        self._check("process_command", ref, command)
        proc = self._find(ref)
        proc = proc.model_copy(update={"status": ProcessStatus.STOPPED})
        self.processes_[proc.id] = proc
        return proc

    async def stop_workers(self, ref: str) -> StopReport:
        self._check("stop_workers", ref)
        proc = self._find(ref)
        proc = proc.model_copy(update={"status": ProcessStatus.STOPPED})
        self.processes_[proc.id] = proc
        project = proc.project_id.removeprefix("pr-")
        return StopReport(message=f"Stopped {proc.engine} in {project}.", stopped=[proc])

    async def plan(self, ref: str | None = None) -> PlanNode:
        self._check("plan", ref)
        raise NotFound("No plan yet.")

    async def budgets(self, *, active_only: bool = True) -> list[ProcessBudget]:
        self._check("budgets", active_only)
        return [
            ProcessBudget(
                process_id=p.id,
                name=p.name,
                engine=p.engine,
                used=p.tokens_in + p.tokens_out,
                allowed=p.params.extra("budget"),
                at_cap=bool(p.params.extra("awaiting_cap")),
            )
            for p, _project in await self.workers(active_only=active_only)
        ]

    async def set_mode(self, ref: str, mode: str) -> Process:
        self._check("set_mode", ref, mode)
        if mode not in ("normal", "plan", "execute"):
            raise Refused(f"Unknown mode {mode!r}.", hint="Modes: normal, plan, execute.")
        return self._find(ref)

    async def facts(
        self, query: str = "", *, include_hidden: bool = False, max_age: float | None = None
    ) -> list[Fact]:
        self._check("facts", query)
        words = query.lower().split()
        return [
            f
            for f in reversed(self.facts_)
            if (include_hidden or f.status == FactStatus.ACTIVE)
            and all(w in f"{f.label} {f.value}".lower() for w in words)
        ]

    def _fact(self, fact_id: int) -> Fact:
        for fact in self.facts_:
            if fact.id == fact_id:
                return fact
        raise NotFound(f"No memory #{fact_id}.")

    async def fact(self, fact_id: int) -> Fact:
        self._check("fact", fact_id)
        return self._fact(fact_id)

    async def fact_history(self, fact_id: int) -> list[Fact]:
        self._check("fact_history", fact_id)
        return [self._fact(fact_id)]

    async def correct_fact(self, fact_id: int, text: str) -> Fact:
        self._check("correct_fact", fact_id, text)
        old = self._fact(fact_id)
        self.facts_[self.facts_.index(old)] = old.model_copy(
            update={"status": FactStatus.SUPERSEDED}
        )
        new = old.model_copy(update={"id": next(self._ids) + 1000, "value": text})
        self.facts_.append(new)
        return new

    async def forget_fact(self, fact_id: int) -> Fact:
        self._check("forget_fact", fact_id)
        old = self._fact(fact_id)
        forgotten = old.model_copy(update={"status": FactStatus.FORGOTTEN})
        self.facts_[self.facts_.index(old)] = forgotten
        return forgotten

    async def inbox(self, *, include_archived: bool = False) -> list[InboxItem]:
        self._check("inbox")
        return [i for i in self.inbox_ if include_archived or i.status != InboxStatus.ARCHIVED]

    async def set_inbox_status(self, item_id: int, status: InboxStatus) -> InboxItem:
        self._check("set_inbox_status", item_id, status)
        for index, item in enumerate(self.inbox_):
            if item.id == item_id:
                self.inbox_[index] = item.model_copy(update={"status": status})
                return self.inbox_[index]
        raise NotFound(f"No inbox item #{item_id}.")

    async def inbox_item(self, item_id: int, *, mark_read: bool = True) -> InboxItem:
        self._check("inbox_item", item_id)
        for index, item in enumerate(self.inbox_):
            if item.id == item_id:
                if mark_read:
                    item = item.model_copy(update={"status": InboxStatus.READ})
                    self.inbox_[index] = item
                return item
        raise NotFound(f"No inbox item #{item_id}.", hint="`/inbox` lists them.")

    async def unread_count(self) -> int:
        return sum(1 for i in self.inbox_ if i.status == InboxStatus.UNREAD)

    async def schedules(self) -> list[Schedule]:
        self._check("schedules")
        return list(self.schedules_)

    def _schedule(self, schedule_id: int) -> Schedule:
        for item in self.schedules_:
            if item.id == schedule_id:
                return item
        raise NotFound(f"No schedule #{schedule_id}.", hint="`/schedules` lists them.")

    async def schedule_command(
        self, schedule_id: int, command: Literal["pause", "resume", "remove"]
    ) -> Schedule:
        self._check("schedule_command", schedule_id, command)
        item = self._schedule(schedule_id)
        index = self.schedules_.index(item)
        if command == "remove":
            del self.schedules_[index]
            return item
        self.schedules_[index] = item.model_copy(update={"paused": command == "pause"})
        return self.schedules_[index]

    async def run_schedule(self, schedule_id: int, *, wait: bool = False) -> ScheduleRun:
        self._check("run_schedule", schedule_id)
        item = self._schedule(schedule_id)
        return ScheduleRun(
            id=1,
            schedule_id=item.id,
            due_at=0.0,
            started_at=0.0,
            reason="run-now",
            status="started",
        )

    async def user_setting(self, key: str) -> str | None:
        self._check("user_setting", key)
        return self.user_settings.get(key)

    async def set_user_setting(self, key: str, value: str) -> str:
        self._check("set_user_setting", key, value)
        self.user_settings[key] = value
        return value

    async def set_language(self, session_id: str, lang: str, *, session_only: bool = False) -> None:
        self._check("set_language", session_id, lang, *(("session",) if session_only else ()))
        chat = [p for p in self.processes_.values() if p.session_id == session_id]
        if chat:
            await self.cascade.set(
                "chat.language", lang.strip().lower(), scope="process", scope_id=chat[0].id
            )

    async def settings(self) -> Settings:
        return self.settings_

    async def language(self, session_id: str) -> str | None:
        chat = [p for p in self.processes_.values() if p.session_id == session_id]
        value = await self.cascade.get("chat.language", process_id=chat[0].id if chat else None)
        return str(value).strip().lower() if value else None

    async def set_progress(self, session_id: str, level: ProgressLevel) -> None:
        self._check("set_progress", session_id, level)

    async def models(self) -> list[ModelInfo]:
        self._check("models")
        return list(self.models_)

    async def set_model(self, name: str) -> None:
        self._check("set_model", name)
        self.model = name

    def model_description(self) -> str:
        return f"{self.model} (offline)"

    def resolve_approval(
        self, request_id: str, decision: ApprovalDecision, *, reason: str | None = None
    ) -> None:
        self.approvals.append((request_id, decision))

    async def grants(self, session_id: str) -> list[str]:
        self._check("grants", session_id)
        return sorted(self.grants_.get(session_id, set()))

    async def revoke_grants(self, session_id: str, tool: str | None = None) -> list[str]:
        self._check("revoke_grants", session_id, tool)
        held = self.grants_.get(session_id, set())
        gone = sorted(t for t in held if tool is None or t == tool)
        held -= set(gone)
        return gone

    async def export_markdown(self, session_id: str) -> str:
        self._check("export_markdown", session_id)
        lines = ["# Vance conversation", ""]
        for msg in self.histories.get(session_id, []):
            lines += [f"**{msg.author}**", "", msg.content, ""]
        return "\n".join(lines)


def inbox_item(item_id: int, title: str, body: str, *, unread: bool = True) -> InboxItem:
    return InboxItem(
        id=item_id,
        tenant_id="t",
        user_id="u",
        source="arthur · garden_planner",
        title=title,
        body=body,
        status=InboxStatus.UNREAD if unread else InboxStatus.READ,
        created_at=T0,
    )


# --- progress frame builders -----------------------------------------------------------------


def progress(
    proc: Process, kind: str, *, session_id: str = HUB, forwarded: bool = False, **payload: Any
) -> ProcessProgress:
    return ProcessProgress(
        session_id=session_id,
        process_id=proc.id,
        process_name=proc.name,
        process_title=proc.title,
        engine=proc.engine,
        parent_process_id=proc.parent_id,
        kind=kind,
        forwarded_by=ForwardedBy(engine="eddie", process_id=EDDIE, via_session=session_id)
        if forwarded
        else None,
        **payload,
    )


def status(
    proc: Process,
    tag: str,
    text: str = "",
    *,
    op: str | None = None,
    tool: str | None = None,
    failed: bool | None = None,
    usage_ms: float | None = None,
    **kw: Any,
) -> ProcessProgress:
    usage = UsageDelta(elapsed_ms=usage_ms) if usage_ms is not None else None
    return progress(
        proc,
        "status",
        status=Status(
            tag=tag,
            text=text or tag.lower(),
            tool=tool,
            failed=failed,
            operation_id=op,
            usage=usage,
        ),
        **kw,
    )


def metrics(
    proc: Process,
    calls: int,
    tin: int,
    tout: int,
    ms: float,
    *,
    model: str | None = "default:fast",
    **kw: Any,
) -> ProcessProgress:
    return progress(
        proc,
        "metrics",
        metrics=Metrics(
            tokens_in_total=tin,
            tokens_out_total=tout,
            llm_calls=calls,
            elapsed_ms=ms,
            model_alias=model,
        ),
        **kw,
    )


def plan(proc: Process, root: PlanNode, **kw: Any) -> ProcessProgress:
    return progress(proc, "plan", plan=root, **kw)
