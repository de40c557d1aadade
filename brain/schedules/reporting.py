"""What a scheduled run brings back: the outcome of its worker (done, failed, blocked) in the
inbox, on the run record, and as a line in every open window."""

from __future__ import annotations

from typing import Literal

from brain.errors import UserFacingError
from brain.events.frames import InboxChanged, ProcessEvent
from brain.events.hub import EventHub
from brain.models import Process, SessionKind, SessionStatus
from brain.schedules import cron
from brain.services.home import Home
from brain.services.inbox import InboxService
from brain.services.projects import ProjectService
from brain.services.sessions import SessionService
from brain.store import Store
from brain.store import schedules as repo
from brain.text import one_line


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

    async def _tell_windows(self, worker: Process, event: str, line: str, unread: int) -> None:
        project = await self._projects.by_id(worker.project_id)
        for session in await self._sessions.list(SessionKind.HUB):
            if session.status != SessionStatus.ACTIVE or not self._events.has_subscribers(
                session.id
            ):
                continue
            self._events.publish(
                ProcessEvent(
                    session_id=session.id,
                    process_id=worker.id,
                    process_name=worker.name,
                    engine=worker.engine,
                    project=project.name,
                    event=_EVENTS[event],
                    summary=line,
                )
            )
            self._events.publish(InboxChanged(session_id=session.id, unread=unread))


_EVENTS: dict[str, Literal["done", "failed", "blocked"]] = {
    "done": "done",
    "failed": "failed",
    "blocked": "blocked",
}
