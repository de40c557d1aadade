"""The client interface: the only way the TUI, the CLI and voice talk to the brain.

A client owns one embedded :class:`~brain.core.Brain`, has a connection profile
(``foot`` for the TUI, ``daemon`` for the headless CLI) and a client id that
binds at most one session per window.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from brain.config import Paths, Settings
from brain.core import Brain
from brain.events.frames import Frame, PlanNode
from brain.ids import new_id
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
from brain.runtime.journal import killpoint
from brain.store import messages as msgs
from brain.store import sessions as procs
from brain.wire import ChatMeta, UserInput

if TYPE_CHECKING:
    from collections.abc import Mapping

    from brain.engines.registry import EngineFactory
    from brain.llm.catalog import ModelInfo
    from brain.llm.seat import ModelSeat
    from brain.memory.models import Fact
    from brain.memory.service import MemoryService
    from brain.planning.budget import ProcessBudget
    from brain.usage import SessionUsage

Profile = Literal["foot", "daemon", "eddie", "mobile", "web"]
ScheduleCommand = Literal["pause", "resume", "remove"]
USER_INPUT = "user-input"


class Client:
    def __init__(self, brain: Brain, profile: Profile) -> None:
        self.brain = brain
        self.profile: Profile = profile
        self.client_id = new_id("c")
        self._bound: str | None = None

    @classmethod
    async def start(
        cls,
        *,
        profile: Profile = "foot",
        paths: Paths | None = None,
        settings: Settings | None = None,
        model: ModelSeat | None = None,
        engines: Mapping[str, EngineFactory] | None = None,
        poll_seconds: float = 0.5,
        runtime: bool = True,
        auto_approve: bool = False,
        schedules: bool = False,
    ) -> Client:
        """Open the embedded brain. Without ``runtime`` no lane runs (admin commands);
        ``auto_approve`` grants risky tools without asking (``vance chat --yes``); ``model``
        and ``engines`` are the brain's seams (tests pass a scripted model, stand-in engines);
        ``schedules`` fires due schedules while the client runs (the resident brain, the TUI)."""
        brain = await Brain.open(
            paths,
            settings,
            model=model,
            engines=engines,
            start_runtime=runtime,
            poll_seconds=poll_seconds,
        )
        brain.approvals.auto_grant = auto_approve
        if schedules and runtime:
            brain.deps.schedules.start()
        return cls(brain, profile)

    @property
    def keeps_workers(self) -> bool:
        """False: this window's brain is in-process; closing it pauses the workers until
        Vance runs again (their work is kept and resumed)."""
        return False

    async def close(self) -> None:
        try:
            await self.detach()
        finally:
            await self.brain.close()

    async def detach(self) -> None:
        """Let go of the window's session (suspended, resumable) and keep the brain running:
        what the resident brain does when a remote client disconnects."""
        if self._bound is not None:
            bound, self._bound = self._bound, None
            await self.brain.sessions.suspend(bound)

    async def warm(self, on_status: Callable[[str], None] | None = None) -> None:
        """Get the model ready in the background: with no model configured, look for a local
        model server (Ollama, LM Studio, llama.cpp) and use it; then load litellm (remote
        models) or the bundled local model, in worker threads. ``on_status`` hears each step.
        Cheap when already warm."""
        gateway = self.brain.gateway
        found = await gateway.discover()
        if found is not None and on_status:
            on_status(found.describe())
        if on_status and not gateway.warmed and gateway.needs_litellm():
            on_status("loading the model gateway…")
        await gateway.warm()
        await gateway.load_local(on_status)
        if on_status:
            on_status(f"model ready: {gateway.describe()}")

    # --- sessions -----------------------------------------------------------------------------

    async def open_hub(self, session_id: str | None = None, *, new: bool = False) -> Session:
        if self._bound is not None and self._bound != session_id:
            await self.brain.sessions.suspend(self._bound)
        session = await self.brain.sessions.open_hub(self.client_id, session_id=session_id, new=new)
        self._bound = session.id
        await self._settle_in(session)
        return session

    async def bind(self, session_id: str) -> Session:
        if self._bound is not None and self._bound != session_id:
            await self.brain.sessions.suspend(self._bound)
        session = await self.brain.sessions.bind(self.client_id, session_id)
        self._bound = session.id
        await self._settle_in(session)
        return session

    async def _settle_in(self, session: Session) -> None:
        """A window took a session: its runtime owns the session's hub process from now on
        (so what other windows push to it is recorded here, where it is shown), and when the
        user's other windows did something since the session was last seen (its newest
        message; a new session: the last few minutes), Eddie says so in one or two sentences,
        in the session's language; otherwise nothing is added."""
        from brain.errors import NotFound
        from brain.wire import ChatMeta

        brain = self.brain
        try:
            process = await brain.sessions.chat_process(session.id)
        except NotFound:
            return
        async with brain.store.transaction() as tx:
            await brain.runtime.claim(tx, process.id)
        last = await msgs.chat_history(brain.store, session.id, limit=1)
        text = await brain.deps.knowledge.recap(
            process,
            last_seen=last[-1].created_at if last else None,
            lang=await self.language(session.id) or "en",
        )
        if text:
            await brain.deps.chat.append(
                session.id,
                role="assistant",
                author="eddie",
                content=text,
                process_id=process.id,
                meta=ChatMeta(kind="recap"),
            )

    @property
    def bound_session(self) -> str | None:
        return self._bound

    def subscribe(self, session_id: str, listener: Callable[[Frame], None]) -> Callable[[], None]:
        return self.brain.events.subscribe(session_id, listener)

    async def sessions(self, *, include_workers: bool = False) -> list[Session]:
        """Hub sessions, most recent first (with ``include_workers``: worker sessions too)."""
        from brain.models import SessionKind

        return await self.brain.sessions.list(None if include_workers else SessionKind.HUB)

    async def history(self, session_id: str, limit: int = 200) -> list[ChatMessage]:
        return await msgs.chat_history(self.brain.store, session_id, limit=limit)

    # --- talking ------------------------------------------------------------------------------

    async def send(self, session_id: str, text: str, *, spoken: bool = False) -> ChatMessage:
        """Persist the user's words and the inbox entry together, publish, wake the lane."""
        message, _inbox_id = await self._send(session_id, text, spoken=spoken)
        return message

    async def _send(self, session_id: str, text: str, *, spoken: bool) -> tuple[ChatMessage, int]:
        from brain.text import valid_text

        brain = self.brain
        text = valid_text(text)
        process = await brain.sessions.chat_process(session_id)
        meta = ChatMeta(spoken=spoken)
        async with brain.store.transaction() as tx:
            # This window's runtime owns its hub process before the input is visible: another
            # Vance process polling the shared inbox must not answer it where nobody listens.
            await brain.runtime.claim(tx, process.id)
            message = await msgs.insert_chat(
                tx,
                tenant_id=brain.home.tenant_id,
                session_id=session_id,
                process_id=process.id,
                role="user",
                author="you",
                content=text,
                meta=meta,
            )
            inbox = await msgs.insert_engine_message(
                tx,
                tenant_id=brain.home.tenant_id,
                process_id=process.id,
                payload=UserInput(
                    text=text, chat_id=message.id, spoken=spoken, profile=self.profile
                ),
            )
        from brain.events.frames import ChatAppended

        brain.events.publish(ChatAppended(session_id=session_id, message=message))
        killpoint("user-stored")
        brain.runtime.wake(process.id)
        return message, inbox.id

    async def turn(
        self, session_id: str, text: str, *, spoken: bool = False, wait_workers: bool = False
    ) -> list[ChatMessage]:
        """Send ``text`` and wait until Eddie has answered it (with ``wait_workers``: until
        every delegated worker has reported too). Returns what was said meanwhile, user's words
        excluded. Whichever Vance process ran the turn, its answer reaches this caller: what
        another process said is read back from the session and published here too. A turn that
        was given up without a note raises :class:`UserFacingError` (never silence).
        ``vance chat`` and ``vance listen`` take their turns through this."""
        from brain.errors import UserFacingError
        from brain.events.frames import ChatAppended
        from brain.models import MessageStatus

        runtime = self.brain.runtime
        eddie = await self.brain.sessions.chat_process(session_id)
        said: list[ChatMessage] = []

        def on_frame(frame: Frame) -> None:
            if isinstance(frame, ChatAppended) and frame.message.role != "user":
                said.append(frame.message)

        unsubscribe = self.subscribe(session_id, on_frame)
        try:
            mine, inbox_id = await self._send(session_id, text, spoken=spoken)
            handled = await runtime.wait_message(inbox_id)
            if wait_workers:
                await runtime.wait_idle()
            await runtime.wait_process_idle(eddie.id)
            seen = {m.id for m in said}
            for message in await msgs.chat_history(
                self.brain.store, session_id, after_id=mine.id, limit=1000
            ):
                if message.role == "user" or message.id in seen:
                    continue
                # Said by another Vance process that ran this turn: publish it here as well.
                self.brain.events.publish(ChatAppended(session_id=session_id, message=message))
        finally:
            unsubscribe()
        failed = handled.status == MessageStatus.DEAD or handled.error is not None
        if failed and not any(m.meta.kind == "error" for m in said):
            raise UserFacingError(f"Your message was not answered: {handled.error or 'dropped'}.")
        return said

    def resolve_approval(
        self,
        request_id: str,
        decision: Literal["once", "session", "deny"],
        *,
        reason: str | None = None,
    ) -> None:
        """Answer an ``approval-request``; ``reason`` (with ``deny``) is what the model is told
        instead of "the user declined"."""
        self.brain.approvals.resolve(request_id, decision, reason=reason)

    # --- projects and processes ---------------------------------------------------------------

    async def projects(self, *, include_archived: bool = False) -> list[Project]:
        return await self.brain.projects.list(include_archived=include_archived)

    async def create_project(self, name: str, title: str | None = None) -> Project:
        project = await self.brain.projects.create(name, title)
        await self._log("PROJECT_CREATED", f"created the project {project.name}", project.name)
        return project

    async def archive_project(self, name: str) -> Project:
        """Archive a project (its data is kept)."""
        project = await self.brain.projects.archive(name)
        await self._log("PROJECT_ARCHIVED", f"archived the project {project.name}", project.name)
        return project

    async def _log(self, kind: str, summary: str, project: str | None = None) -> None:
        """A change made from this window (a command, not Eddie): logged like Eddie's own,
        so the user's other windows hear of it."""
        process_id = None
        if self._bound is not None:
            from brain.errors import NotFound

            with contextlib.suppress(NotFound):
                process_id = (await self.brain.sessions.chat_process(self._bound)).id
        await self.brain.deps.knowledge.log(
            session_id=self._bound,
            process_id=process_id,
            kind=kind,
            summary=summary,
            refs={"project": project} if project else None,
        )

    async def processes(self, session_id: str | None = None) -> list[Process]:
        if session_id is not None:
            return await procs.processes_of_session(self.brain.store, session_id)
        return await procs.list_processes(self.brain.store, self.brain.home.tenant_id)

    async def session_usage(self, session_id: str) -> SessionUsage:
        """Tokens, calls, time and money of ``session_id`` including the work it delegated,
        per process and in total (recomputed from the stored totals)."""
        from brain.llm.errors import ModelError
        from brain.usage import session_usage

        gateway = self.brain.gateway

        def model_of(process: Process) -> str | None:
            alias = "default:fast" if process.engine == "eddie" else "default:smart"
            try:
                return gateway.resolve(alias)
            except ModelError:
                return None

        every = await procs.list_processes(self.brain.store, self.brain.home.tenant_id)
        names = {p.id: p.name for p in await self.projects(include_archived=True)}
        return session_usage(session_id, every, model_of=model_of, projects=names)

    async def find_process(self, ref: str) -> Process:
        """The process the user means: a worker by id, name or project name ("garden_planner"
        → its newest worker), a number from the list of active workers (1 = the oldest), or a
        hub process by id or name. A name two active workers share is refused as ambiguous."""
        from brain.errors import NotFound, Refused

        ref = ref.strip().lstrip("#")
        control = self.brain.processes
        active = await control.workers(active_only=True)
        if ref.isdigit() and not await control.find(ref):
            index = int(ref)
            if 1 <= index <= len(active):
                return active[index - 1][0]
            raise NotFound(
                f"There is no worker number {index}; {len(active)} running.",
                hint="`/workers` lists them with their numbers.",
            )
        same = [(p, project) for p, project in active if p.name == ref]
        if len(same) > 1:
            where = ", ".join(f"{p.engine} in {project}" for p, project in same)
            raise Refused(
                f"{len(same)} workers are called {ref!r}: {where}.",
                hint="Name the project instead, or the number from `/workers`.",
            )
        try:
            process, _project = await control.resolve_worker(ref, include_hub=True)
        except NotFound:
            raise NotFound(
                f"No worker or project called {ref!r}.",
                hint="`/workers` lists what runs; `/projects` your projects.",
            ) from None
        return process

    async def plan(self, ref: str | None = None) -> PlanNode:
        """The plan tree of a planner process (marvin's task tree, vogon's procedure), as the
        plan panel shows it: the newest one, or the one ``ref`` names — its process, a step's
        worker, or its project (name, id, or a number from ``/workers``)."""
        from brain.engines.vogon import procedure_plan
        from brain.errors import NotFound
        from brain.planning.snapshot import to_frame

        planned = await self.brain.deps.plans.planners()
        planners = [
            p
            for p in reversed(await self.processes())
            if p.id in planned or p.params.extra("vogon_state") is not None
        ]
        chosen = planners[0] if planners and ref is None else None
        if ref is not None:
            target = await self.find_process(ref)
            mine = (target.parent_id, target.params.observer_process_id)
            chosen = next(
                (p for p in planners if p.id == target.id or p.id in mine),
                next((p for p in planners if p.project_id == target.project_id), None),
            )
        if chosen is None:
            raise NotFound(
                "No plan yet." if ref is None else f"{ref!r} has no plan.",
                hint="A plan is made when work goes to marvin or vogon, e.g. "
                '"plan and carry out …" or delegate_project with engine marvin.',
            )
        if chosen.engine == "vogon":
            procedure = await procedure_plan(self.brain.deps, chosen)
            assert procedure is not None
            return procedure
        tree = await self.brain.deps.plans.load(chosen.id)
        assert tree is not None
        return to_frame(tree)

    async def workers(self, *, active_only: bool = True) -> list[tuple[Process, str]]:
        """The user's workers with their project names, oldest first (numbered from 1)."""
        return await self.brain.processes.workers(active_only=active_only)

    async def budgets(self, *, active_only: bool = True) -> list[ProcessBudget]:
        """Tokens used of allowed for each worker (oldest first, as ``/workers`` numbers
        them), for the HUD and scripts; a worker waiting at its cap says so."""
        from brain.planning.budget import ProcessBudget, allowed_tokens

        found: list[ProcessBudget] = []
        for process, _project in await self.workers(active_only=active_only):
            allowed = await allowed_tokens(
                self.brain.deps.settings_cascade,
                process.engine,
                process.params.extra("budget"),
                project_id=process.project_id,
                process_id=process.id,
            )
            found.append(
                ProcessBudget(
                    process_id=process.id,
                    name=process.name,
                    engine=process.engine,
                    used=process.tokens_in + process.tokens_out,
                    allowed=allowed,
                    at_cap=bool(process.params.extra("awaiting_cap")),
                )
            )
        return found

    async def process_command(
        self, ref: str, command: Literal["stop", "pause", "resume"]
    ) -> Process:
        """stop | pause | resume a worker. Stopping the hub only cancels its running turn."""
        process = await self.find_process(ref)
        return await self.brain.processes.command(process.id, command)

    async def stop_workers(self, ref: str) -> StopReport:
        """``/stop REF``: a project (its name, or a part only it has) → all its live workers;
        else the worker REF names (id, name or number from ``/workers``). A planner's workers
        stop with it. The report says what stopped, once."""
        control = self.brain.processes
        if not ref.strip().lstrip("#").isdigit() and await control.match_project(ref):
            return await control.stop(ref)
        process = await self.find_process(ref)
        if process.engine == "eddie":  # a hub named by its id: only its turn stops
            await control.cancel(process.id)
            return StopReport(message="Eddie stopped what he was doing.")
        return await control.stop_processes([process])

    async def cancel(self, session_id: str) -> bool:
        """Cancel what the session's own process (Eddie in a hub session, the worker in a
        worker session) is doing now: its model call is aborted, the partial answer kept and
        marked interrupted, and the session takes input again at once. False when idle."""
        process = await self.brain.sessions.chat_process(session_id)
        return await self.brain.processes.cancel(process.id)

    async def set_mode(self, ref: str, mode: str) -> Process:
        from brain.errors import Refused

        process = await self.find_process(ref)
        if mode not in ("normal", "plan", "execute"):
            raise Refused(f"Unknown mode {mode!r}.", hint="Modes: normal, plan, execute.")
        params = process.params.with_(mode=mode)
        await procs.update_params(self.brain.store, process.id, params)
        return await procs.get_process(self.brain.store, process.id)

    # --- inbox --------------------------------------------------------------------------------

    @property
    def memory(self) -> MemoryService:
        """The user's memory service (in-process callers and tests; the CLI and the UI use the
        methods below, which a resident brain's client has too)."""
        return self.brain.memory

    async def facts(
        self, query: str = "", *, include_hidden: bool = False, max_age: float | None = None
    ) -> list[Fact]:
        """What Vance remembers about the user: newest first, or best matches of ``query``;
        ``max_age`` in seconds (None: any age)."""
        memory = self.brain.memory
        if query.strip():
            return await memory.search(query, include_hidden=include_hidden, max_age=max_age)
        return await memory.list_facts(include_hidden=include_hidden, max_age=max_age)

    async def fact(self, fact_id: int) -> Fact:
        """One fact with its provenance (whatever its status)."""
        return await self.brain.memory.show(fact_id)

    async def fact_history(self, fact_id: int) -> list[Fact]:
        """Every version of fact ``fact_id``, oldest first."""
        return await self.brain.memory.history(fact_id)

    async def correct_fact(self, fact_id: int, text: str) -> Fact:
        """The user's own correction of fact ``fact_id`` (the old version stays in history)."""
        from brain.memory.models import Provenance

        change = await self.brain.memory.correct(fact_id, text, Provenance(session_id=self._bound))
        await self._log(
            "MEMORY_CHANGED", f"corrected what it knows about you ({change.fact.label})"
        )
        return change.fact

    async def forget_fact(self, fact_id: int) -> Fact:
        """Stop using fact ``fact_id`` (kept for the user's audit)."""
        fact = await self.brain.memory.forget(fact_id)
        await self._log("MEMORY_CHANGED", f"forgot something about you ({fact.label})")
        return fact

    async def inbox(self, *, include_archived: bool = False) -> list[InboxItem]:
        return await self.brain.inbox.list(include_archived=include_archived)

    async def inbox_item(self, item_id: int, *, mark_read: bool = True) -> InboxItem:
        item = await self.brain.inbox.get(item_id)
        if mark_read and item.status == InboxStatus.UNREAD:
            item = await self.set_inbox_status(item_id, InboxStatus.READ)
        return item

    async def set_inbox_status(self, item_id: int, status: InboxStatus) -> InboxItem:
        return await self.brain.inbox.set_status(item_id, status, notify_session=self._bound)

    async def unread_count(self) -> int:
        return await self.brain.inbox.unread()

    # --- schedules ----------------------------------------------------------------------------

    async def schedules(self) -> list[Schedule]:
        return await self.brain.deps.schedules.all()

    async def schedule_runs(self, schedule_id: int, limit: int = 20) -> list[ScheduleRun]:
        return await self.brain.deps.schedules.runs(schedule_id, limit)

    async def add_schedule(
        self,
        cron: str,
        prompt: str,
        *,
        project: str | None = None,
        engine: str | None = None,
        tz: str | None = None,
    ) -> Schedule:
        return await self.brain.deps.schedules.add(
            cron, prompt, project=project, engine=engine, tz=tz
        )

    async def schedule_command(self, schedule_id: int, command: ScheduleCommand) -> Schedule:
        """``pause``, ``resume`` or ``remove`` (answers the schedule as it was removed)."""
        service = self.brain.deps.schedules
        if command == "pause":
            return await service.pause(schedule_id)
        if command == "resume":
            return await service.resume(schedule_id)
        return await service.remove(schedule_id)

    async def run_schedule(self, schedule_id: int, *, wait: bool = False) -> ScheduleRun:
        """Fire the schedule now; with ``wait``, once its worker's turn ended."""
        return await self.brain.deps.schedules.run_now(schedule_id, wait=wait)

    # --- settings -----------------------------------------------------------------------------

    async def settings(self) -> Settings:
        """The brain's effective settings (environment over config file over defaults)."""
        return self.brain.settings

    async def language(self, session_id: str) -> str | None:
        """The conversation language of ``session_id`` (``chat.language`` through the
        settings cascade of its chat process), or None when nothing is set."""
        from brain.errors import NotFound

        try:
            process: Process | None = await self.brain.sessions.chat_process(session_id)
        except NotFound:
            process = None
        value = await self.brain.settings_cascade.get(
            "chat.language",
            process_id=process.id if process is not None else None,
            project_id=process.project_id if process is not None else None,
        )
        return str(value).strip().lower() if value else None

    async def user_setting(self, key: str) -> str | None:
        """A user-level setting (``USER_SETTINGS``) as text, or None when it is not set."""
        value = await self.brain.settings_cascade.user(key)
        return None if value is None else str(value)

    async def set_user_setting(self, key: str, value: str) -> str:
        """Set a user-level setting (``USER_SETTINGS``) for all the user's sessions; returns the
        stored value as text. An unknown key or a bad value raises a user-facing error."""
        stored = await self.brain.settings_cascade.set_user(key, value)
        return str(stored)

    async def set_language(self, session_id: str, lang: str, *, session_only: bool = False) -> None:
        """The conversation language: the user's, for this session and every later one
        (``/lang``, ``vance config set chat.language``; a session override is cleared), or
        with ``session_only`` this session's alone (``/lang it --session``)."""
        from brain.errors import NotFound
        from brain.services.settings import language_code

        code = language_code(lang)
        try:
            process: Process | None = await self.brain.sessions.chat_process(session_id)
        except NotFound:
            process = None
        cascade = self.brain.settings_cascade
        if session_only and process is not None:
            await cascade.set("chat.language", code, scope="process", scope_id=process.id)
            return
        await cascade.set_user("chat.language", code)
        if process is not None:
            await cascade.set("chat.language", None, scope="process", scope_id=process.id)

    async def set_progress(
        self, session_id: str, level: Literal["off", "normal", "verbose"]
    ) -> None:
        process = await self.brain.sessions.chat_process(session_id)
        await procs.update_params(
            self.brain.store, process.id, process.params.with_(progress=level)
        )

    # --- models -------------------------------------------------------------------------------

    async def models(self) -> list[ModelInfo]:
        from brain.llm.catalog import list_models

        return await list_models(self.brain.settings)

    async def set_model(self, name: str) -> None:
        """Use ``name`` for both aliases from now on (persisted in the config file)."""
        from brain.settings_file import set_config_value

        set_config_value(self.brain.paths, "model", name)
        await self.brain.switch_model(name)

    def model_description(self) -> str:
        return self.brain.gateway.describe()

    async def grants(self, session_id: str) -> list[str]:
        """The risky tools allowed without asking for the rest of ``session_id``."""
        return self.brain.approvals.grants(session_id)

    async def revoke_grants(self, session_id: str, tool: str | None = None) -> list[str]:
        """Take back one grant of ``session_id`` (or all); returns the tools revoked."""
        return self.brain.approvals.revoke(session_id, tool)

    async def export_markdown(self, session_id: str) -> str:
        from brain.services.export import conversation_markdown

        return conversation_markdown(await self.history(session_id, limit=100_000))
