"""Schedules: a prompt on a cron expression, fired by a running brain through the normal lanes.

A firing is one transaction: the claim of the due time (:func:`~brain.store.schedules.advance`,
which only one of several brains on a home wins), a run record, a worker session in the
schedule's project and the prompt in its inbox, owned by this runtime. So a due time fires at
most once, and a brain killed right after leaves the work queued for the next one (the lanes
retry an interrupted turn once, then mark it failed — :meth:`ScheduleReports.report` puts
either outcome into the inbox).

Missed due times (no brain ran, or it was late by more than :data:`LATE_AFTER`) follow the
setting ``schedules.missed``: ``once`` fires one catch-up run, ``skip`` records a skipped run;
either way the next due time is the first one after now. Who fires: the resident brain and
the TUI's embedded brain (:meth:`ScheduleService.start`); short-lived CLI brains never do.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any

from brain.config import SchedulesSettings
from brain.errors import Conflict, Refused, UserFacingError
from brain.events.hub import EventHub
from brain.ids import now
from brain.models import (
    ProjectStatus,
    Schedule,
    ScheduleRun,
    SessionKind,
)
from brain.runtime.lanes import Runtime
from brain.schedules import cron
from brain.schedules.claims import ONCE, claim, upcoming_after
from brain.schedules.reporting import ScheduleReports
from brain.schedules.wording import kind_words
from brain.services.home import Home
from brain.services.inbox import InboxService
from brain.services.projects import ProjectService, normalize_name
from brain.services.sessions import SessionService
from brain.store import Store
from brain.store import messages as msgs
from brain.store import schedules as repo
from brain.store import sessions as procs
from brain.wire import ProcessParams, UserInput

log = logging.getLogger(__name__)

DEFAULT_PROJECT = "schedules"
DEFAULT_RECIPE = "scheduled"
PROFILE = "schedule"  # the profile of a schedule's prompt: nobody is at the keyboard
LATE_AFTER = 300.0
"""A due time older than this when the brain looks is *missed* (policy ``schedules.missed``)."""
MAX_WAIT = 30.0
"""The firing loop re-reads the schedules at least this often (another process may change
them: ``vance schedule add`` against an embedded brain)."""
MAX_PROMPT = 4000
MAX_WEEKS = 52

RecipeResolver = Callable[[str], Awaitable[tuple[str, dict[str, Any]]]]
"""A recipe name → (engine, recipe params); raises ConfigError for an unknown recipe."""


class ScheduleService:
    def __init__(
        self,
        *,
        store: Store,
        home: Home,
        events: EventHub,
        runtime: Runtime,
        inbox: InboxService,
        projects: ProjectService,
        sessions: SessionService,
        recipes: RecipeResolver,
        settings: SchedulesSettings,
        clock: Callable[[], float] = now,
    ) -> None:
        self._store = store
        self._home = home
        self._events = events
        self._runtime = runtime
        self._inbox = inbox
        self._projects = projects
        self._sessions = sessions
        self._recipes = recipes
        self.settings = settings
        self.clock = clock
        self._task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self.reports = ScheduleReports(
            store=store, home=home, events=events, inbox=inbox, projects=projects, sessions=sessions
        )

    # --- managing -----------------------------------------------------------------------------

    async def add(
        self,
        expression: str,
        prompt: str,
        *,
        project: str | None = None,
        engine: str | None = None,
        tz: str | None = None,
        kind: str = "task",
        at: float | None = None,
        language: str | None = None,
        every_weeks: int = 1,
    ) -> Schedule:
        """A new active schedule; :class:`~brain.schedules.cron.BadSchedule` for a bad
        expression or zone, ConfigError for an unknown engine. ``kind`` ``reminder``: at each
        due time the prompt goes to the inbox as it is (no worker, no model). With ``at``
        (epoch seconds) it is a one-off due then, and ``expression`` is ignored. ``language``:
        the one it was set in (what a reminder says when it is due). ``every_weeks`` 2: every
        other week, counted from the first due time ("every other monday at 9" is
        ``0 9 * * 1`` every 2 weeks)."""
        once = at is not None
        expression = ONCE if once else cron.normalize(expression)
        zone = self.zone(tz)
        prompt = " ".join(prompt.split()) if "\n" not in prompt else prompt.strip()
        if not prompt:
            raise UserFacingError("A schedule needs a prompt: what should run?")
        if len(prompt) > MAX_PROMPT:
            raise UserFacingError(f"The prompt is too long (at most {MAX_PROMPT} characters).")
        if not 1 <= every_weeks <= MAX_WEEKS or (once and every_weeks > 1):
            raise UserFacingError(
                f"Every {every_weeks} weeks can't be scheduled.",
                hint=f"Repeat every 1 to {MAX_WEEKS} weeks, on a recurring schedule.",
            )
        if kind not in ("task", "reminder"):
            raise UserFacingError(f"Unknown kind of schedule {kind!r}: task or reminder.")
        if once and at is not None and at < self.clock() - LATE_AFTER:
            raise UserFacingError(
                f"{cron.local_time(at, zone)} has passed.", hint="Pick a time in the future."
            )
        recipe = engine or DEFAULT_RECIPE
        engine_name, _params = await self._recipes(recipe)
        if engine_name == "eddie":
            raise UserFacingError(
                "A schedule runs a worker, not Eddie.", hint="Use --engine arthur or ford."
            )
        if project is not None and project.strip():
            project = normalize_name(project)
            found = await self._projects.find(project)
            if found is not None and found.status != ProjectStatus.ACTIVE:
                raise Refused(f"The project {project} is archived.", hint="Pick another project.")
        else:
            project = None
        schedule = await repo.insert_schedule(
            self._store,
            tenant_id=self._home.tenant_id,
            user_id=self._home.user_id,
            cron=expression,
            tz=zone,
            prompt=prompt,
            project=project,
            engine=recipe,
            next_run_at=at if at is not None else cron.next_after(expression, zone, self.clock()),
            kind=kind,
            once=once,
            language=language,
            every_weeks=every_weeks,
        )
        self._wake.set()
        return schedule

    def zone(self, tz: str | None = None) -> str:
        """The IANA zone ``tz``, else the user's (setting ``schedules.timezone``, else this
        machine's); BadSchedule for an unknown one."""
        name = tz or self.settings.timezone or cron.local_zone_name()
        cron.zone(name)
        return name

    async def all(self) -> list[Schedule]:
        return await repo.list_schedules(self._store, self._home.tenant_id, self._home.user_id)

    async def matching(self, words: str) -> list[Schedule]:
        """The schedules whose text (or project, or "alarm" / "timer" for one set as that)
        has a word starting with each of ``words`` ("plumb" finds "call the plumber", "all"
        does not find "call"); all of them for no words."""
        wanted = [
            re.compile(rf"(?<![^\W_]){re.escape(w)}") for w in words.lower().split() if len(w) > 1
        ]
        return [
            s
            for s in await self.all()
            if all(
                w.search(f"{s.prompt} {s.project or ''} {kind_words(s)}".lower()) for w in wanted
            )
        ]

    async def get(self, schedule_id: int) -> Schedule:
        return await repo.get_schedule(
            self._store, self._home.tenant_id, self._home.user_id, schedule_id
        )

    async def runs(self, schedule_id: int, limit: int = 20) -> list[ScheduleRun]:
        await self.get(schedule_id)
        return await repo.runs_of(self._store, schedule_id, limit)

    async def pause(self, schedule_id: int) -> Schedule:
        schedule = await self.get(schedule_id)
        await repo.set_paused(self._store, schedule.id, True, schedule.next_run_at)
        return await self.get(schedule_id)

    async def resume(self, schedule_id: int) -> Schedule:
        """Active again from now on: due times that passed while paused are not missed runs."""
        schedule = await self.get(schedule_id)
        upcoming = upcoming_after(schedule, self.clock())
        await repo.set_paused(self._store, schedule.id, False, upcoming)
        self._wake.set()
        return await self.get(schedule_id)

    async def remove(self, schedule_id: int) -> Schedule:
        schedule = await self.get(schedule_id)
        async with self._store.transaction() as tx:
            await repo.delete_schedule(tx, schedule.id)
        return schedule

    async def run_now(self, schedule_id: int, *, wait: bool = False) -> ScheduleRun:
        """Fire the schedule once now (paused or not; the next due time stays). With ``wait``,
        return after the worker's turn ended (the run then says where the result went)."""
        schedule = await self.get(schedule_id)
        fired = await self._fire(schedule, self.clock(), "run-now", advance_to=None)
        if fired is None:  # only a claimed due time can be lost to another brain
            raise Conflict("Another Vance fired this schedule at the same moment.")
        run, message_id = fired
        if wait and message_id:
            await self._runtime.wait_message(message_id)
            run = await repo.get_run(self._store, run.id)
        return run

    # --- firing -------------------------------------------------------------------------------

    async def tick(self, at: float | None = None) -> list[ScheduleRun]:
        """Fire (or, by policy, skip) every schedule due at ``at`` (default: the clock)."""
        at = self.clock() if at is None else at
        fired: list[ScheduleRun] = []
        for schedule in await repo.due_schedules(
            self._store, self._home.tenant_id, self._home.user_id, at
        ):
            try:
                run = await self._due(schedule, at)
            except Exception as exc:
                log.exception("schedule #%s could not fire", schedule.id)
                run = await self.reports.could_not_fire(schedule, at, exc)
            if run is not None:
                fired.append(run)
        return fired

    async def _due(self, schedule: Schedule, at: float) -> ScheduleRun | None:
        upcoming = upcoming_after(schedule, at)
        if at - schedule.next_run_at <= LATE_AFTER:
            fired = await self._fire(schedule, schedule.next_run_at, "due", advance_to=upcoming)
            return None if fired is None else fired[0]
        if schedule.once:  # a one-off has one due time: late, it still fires (as missed)
            fired = await self._fire(schedule, schedule.next_run_at, "missed", advance_to=upcoming)
            return None if fired is None else fired[0]
        newest = cron.previous_at_or_before(
            schedule.cron,
            schedule.tz,
            at,
            every_weeks=schedule.every_weeks,
            anchor=schedule.anchor_at,
        )
        if self.settings.missed == "once":
            fired = await self._fire(schedule, newest, "missed", advance_to=upcoming)
            return None if fired is None else fired[0]
        async with self._store.transaction() as tx:
            if not await claim(tx, schedule, upcoming):
                return None
            run = await repo.insert_run(
                tx,
                schedule_id=schedule.id,
                due_at=newest,
                reason="missed",
                status="skipped",
                summary=f"missed since {cron.local_time(schedule.next_run_at, schedule.tz)};"
                " skipped (schedules.missed = skip)",
            )
        log.info("schedule #%s: missed run skipped", schedule.id)
        return run

    async def _fire(
        self, schedule: Schedule, due_at: float, reason: str, *, advance_to: float | None
    ) -> tuple[ScheduleRun, int] | None:
        """Claim ``due_at`` and start the worker, all in one transaction. None: already taken.
        A reminder starts no worker: its text goes to the inbox (:meth:`ScheduleReports.remind`)."""
        if schedule.kind == "reminder":
            async with self._store.transaction() as tx:
                if advance_to is not None and not await claim(tx, schedule, advance_to):
                    return None
                run = await repo.insert_run(
                    tx, schedule_id=schedule.id, due_at=due_at, reason=reason, status="started"
                )
            return await self.reports.remind(schedule, run), 0
        engine, recipe_params = await self._recipes(schedule.engine)
        project, _created = await self._projects.create_or_reuse(
            schedule.project or DEFAULT_PROJECT
        )
        title = f"schedule #{schedule.id}: {schedule.prompt}"[:80]
        async with self._store.transaction() as tx:
            if advance_to is not None and not await claim(tx, schedule, advance_to):
                return None
            session = await procs.insert_session(
                tx,
                tenant_id=self._home.tenant_id,
                user_id=self._home.user_id,
                project_id=project.id,
                kind=SessionKind.WORKER,
                engine=engine,
                title=title,
            )
            run = await repo.insert_run(
                tx,
                schedule_id=schedule.id,
                due_at=due_at,
                reason=reason,
                status="started",
                session_id=session.id,
            )
            params = ProcessParams.model_validate(
                {
                    **recipe_params,
                    "recipe": schedule.engine,
                    "schedule_id": schedule.id,
                    "schedule_run": run.id,
                }
            )
            process = await procs.insert_process(
                tx,
                tenant_id=self._home.tenant_id,
                session_id=session.id,
                project_id=project.id,
                engine=engine,
                name=f"schedule-{schedule.id}",
                title=title,
                params=params,
            )
            await tx.execute(
                "UPDATE schedule_runs SET process_id = ? WHERE id = ?", (process.id, run.id)
            )
            await self._runtime.claim(tx, process.id)
            message = await msgs.insert_engine_message(
                tx,
                tenant_id=self._home.tenant_id,
                process_id=process.id,
                payload=UserInput(text=schedule.prompt, profile=PROFILE),
            )
            run = await repo.get_run(tx, run.id)
        self._runtime.wake(process.id)
        log.info("schedule #%s fired (%s) as %s", schedule.id, reason, process.id)
        return run, message.id

    # --- the firing loop ----------------------------------------------------------------------

    def start(self) -> None:
        """Fire due schedules from now on (missed ones first, by policy) until :meth:`close`."""
        if self._task is None:
            self._task = asyncio.create_task(self._loop(), name="vance-schedules")

    @property
    def firing(self) -> bool:
        return self._task is not None and not self._task.done()

    async def close(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _loop(self) -> None:
        while True:
            self._wake.clear()
            try:
                await self.tick()
                upcoming = await repo.next_due_at(
                    self._store, self._home.tenant_id, self._home.user_id
                )
            except Exception:
                log.exception("the schedule loop failed; trying again")
                upcoming = None
            wait = MAX_WAIT if upcoming is None else upcoming - self.clock()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), min(max(wait, 0.05), MAX_WAIT))
