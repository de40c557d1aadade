"""What a scheduled run brings back: the outcome of its worker (done, failed, blocked) in the
inbox, on the run record, and as a line in every open window."""

from __future__ import annotations

import logging
from typing import Literal

from brain.errors import UserFacingError
from brain.events.frames import InboxChanged, ProcessEvent
from brain.events.hub import EventHub
from brain.lines import say
from brain.models import Process, Schedule, ScheduleRun, SessionKind, SessionStatus
from brain.schedules import cron
from brain.schedules.claims import claim, upcoming_after
from brain.schedules.wording import due_language, due_title
from brain.services.home import Home
from brain.services.inbox import InboxService
from brain.services.projects import ProjectService
from brain.services.sessions import SessionService
from brain.store import Store
from brain.store import schedules as repo
from brain.text import one_line

log = logging.getLogger(__name__)


class ScheduleReports:
    def __init__(
        self,
        *,
        store: Store,
        home: Home,
        events: EventHub,
        inbox: InboxService,
        projects: ProjectService,
        sessions: SessionService,
    ) -> None:
        self._store = store
        self._home = home
        self._events = events
        self._inbox = inbox
        self._projects = projects
        self._sessions = sessions

    async def report(
        self,
        worker: Process,
        event: str,
        *,
        summary: str,
        output: str | None = None,
        info: str | None = None,
        question: str | None = None,
    ) -> None:
        """A scheduled worker's outcome (done, failed, blocked) → the inbox, its run record and
        a line in every open window. No-op for other workers and for later turns of a run."""
        run_id = worker.params.extra("schedule_run")
        if not isinstance(run_id, int) or event not in ("done", "failed", "blocked"):
            return
        try:
            run = await repo.get_run(self._store, run_id)
            schedule = await repo.get_schedule(
                self._store, self._home.tenant_id, self._home.user_id, run.schedule_id
            )
        except UserFacingError:
            return  # the schedule was removed meanwhile: the worker's session keeps the answer
        if run.status not in ("started", "blocked") or (
            event == "blocked" and run.status == "blocked"
        ):
            return
        what = one_line(schedule.prompt, 60)
        when = cron.local_time(run.due_at, schedule.tz)
        footer = (
            f"\n\n---\nSchedule #{schedule.id} (`{schedule.cron}`, {schedule.tz}), run of {when}."
            f" The conversation: `vance --session {worker.session_id}`."
        )
        if event == "done":
            title = f"{what} · {when}"
            body = (output or summary).strip() + (f"\n\n{info.strip()}" if info else "")
            line = f"Your scheduled '{what}' ran; the result is in your inbox."
        elif event == "blocked":
            title = f"Needs you: {what}"
            body = (question or summary).strip()
            line = f"Your scheduled '{what}' needs an answer; see your inbox."
        else:
            title = f"Failed: {what}"
            body = f"The scheduled run could not finish: {summary}"
            line = f"Your scheduled '{what}' failed; see your inbox."
        item, unread = await self._inbox.add(
            source=f"schedule #{schedule.id}",
            title=title[:200],
            body=body + footer,
            notify_session=None,
            meta={
                "schedule_id": schedule.id,
                "schedule_run": run.id,
                "session_id": worker.session_id,
                "process_id": worker.id,
            },
        )
        await repo.finish_run(
            self._store, run.id, status=event, summary=one_line(summary, 200), inbox_item_id=item.id
        )
        await self._tell_windows(worker, event, line, unread)

    async def remind(self, schedule: Schedule, run: ScheduleRun) -> ScheduleRun:
        """A reminder is due: its text → the inbox and a line in every open window, at once
        (no worker, no model). A late one says when it was due."""
        due = cron.local_time(run.due_at, schedule.tz)
        missed = run.reason == "missed"
        title = due_title(schedule, run, missed)
        body = schedule.prompt.strip()
        if missed:
            body += f"\n\n(This was due {due}; no Vance was running then.)"
        item, unread = await self._inbox.add(
            source=f"schedule #{schedule.id}",
            title=title[:200],
            body=body + f"\n\n---\nReminder #{schedule.id}, due {due}.",
            notify_session=None,
            meta={"schedule_id": schedule.id, "schedule_run": run.id, "reminder": True},
        )
        await repo.finish_run(
            self._store, run.id, status="done", summary=one_line(title, 200), inbox_item_id=item.id
        )
        late = say("schedule.due.late", due_language(schedule), due=due) if missed else ""
        line = f"⏰ {title}{late}"
        await self._tell(
            process_id=f"schedule-{schedule.id}",
            name="reminder",
            engine="schedule",
            project=schedule.project or "schedules",
            event="done",
            line=line,
            unread=unread,
        )
        return await repo.get_run(self._store, run.id)

    async def could_not_fire(
        self, schedule: Schedule, at: float, exc: Exception
    ) -> ScheduleRun | None:
        """A due time that cannot start (its project was archived, its recipe removed): a
        failed run and an inbox item saying why; the schedule moves on to its next due time
        instead of trying again at every look."""
        reason = exc.full_text() if isinstance(exc, UserFacingError) else f"{type(exc).__name__}"
        upcoming = upcoming_after(schedule, at)
        try:
            async with self._store.transaction() as tx:
                if not await claim(tx, schedule, upcoming):
                    return None
                run = await repo.insert_run(
                    tx,
                    schedule_id=schedule.id,
                    due_at=schedule.next_run_at,
                    reason="due",
                    status="failed",
                    summary=one_line(reason, 200),
                )
            item, _unread = await self._inbox.add(
                source=f"schedule #{schedule.id}",
                title=f"Failed: {one_line(schedule.prompt, 60)}"[:200],
                body=f"The scheduled run could not start: {reason}\n\n---\nSchedule "
                f"#{schedule.id} (`{schedule.cron}`, {schedule.tz}); `vance schedule list`.",
                notify_session=None,
                meta={"schedule_id": schedule.id, "schedule_run": run.id},
            )
            await repo.finish_run(
                self._store, run.id, status="failed", summary=run.summary, inbox_item_id=item.id
            )
            return await repo.get_run(self._store, run.id)
        except Exception:
            log.exception("schedule #%s: could not record the failure", schedule.id)
            return None

    async def _tell_windows(self, worker: Process, event: str, line: str, unread: int) -> None:
        project = await self._projects.by_id(worker.project_id)
        await self._tell(
            process_id=worker.id,
            name=worker.name,
            engine=worker.engine,
            project=project.name,
            event=_EVENTS[event],
            line=line,
            unread=unread,
        )

    async def _tell(
        self,
        *,
        process_id: str,
        name: str,
        engine: str,
        project: str,
        event: Literal["done", "failed", "blocked"],
        line: str,
        unread: int,
    ) -> None:
        for session in await self._sessions.list(SessionKind.HUB):
            if session.status != SessionStatus.ACTIVE or not self._events.has_subscribers(
                session.id
            ):
                continue
            self._events.publish(
                ProcessEvent(
                    session_id=session.id,
                    process_id=process_id,
                    process_name=name,
                    engine=engine,
                    project=project,
                    event=event,
                    summary=line,
                )
            )
            self._events.publish(InboxChanged(session_id=session.id, unread=unread))


_EVENTS: dict[str, Literal["done", "failed", "blocked"]] = {
    "done": "done",
    "failed": "failed",
    "blocked": "blocked",
}
