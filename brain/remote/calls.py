"""The resident brain's calls that are plain requests and answers (projects, processes, memory,
the inbox, schedules, settings), one method each, typed as on the embedded client."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from brain.events.frames import PlanNode

if TYPE_CHECKING:
    from brain.config import Settings
    from brain.memory.models import Fact
    from brain.models import (
        InboxItem,
        InboxStatus,
        Process,
        Project,
        Schedule,
        ScheduleRun,
        StopReport,
    )
    from brain.planning.budget import ProcessBudget
    from brain.usage import SessionUsage


class RemoteCalls:
    """The request/answer half of :class:`~brain.remote.client.RemoteClient`."""

    async def _call(
        self, method: str, progress: Callable[[str], None] | None = None, **params: Any
    ) -> Any:
        raise NotImplementedError

    # --- projects and processes ---------------------------------------------------------------

    async def projects(self, *, include_archived: bool = False) -> list[Project]:
        result: list[Project] = await self._call("projects", include_archived=include_archived)
        return result

    async def create_project(self, name: str, title: str | None = None) -> Project:
        result: Project = await self._call("create_project", name=name, title=title)
        return result

    async def archive_project(self, name: str) -> Project:
        result: Project = await self._call("archive_project", name=name)
        return result

    async def processes(self, session_id: str | None = None) -> list[Process]:
        result: list[Process] = await self._call("processes", session_id=session_id)
        return result

    async def session_usage(self, session_id: str) -> SessionUsage:
        result: SessionUsage = await self._call("session_usage", session_id=session_id)
        return result

    async def process_command(
        self, ref: str, command: Literal["stop", "pause", "resume"]
    ) -> Process:
        result: Process = await self._call("process_command", ref=ref, command=command)
        return result

    async def stop_workers(self, ref: str) -> StopReport:
        result: StopReport = await self._call("stop_workers", ref=ref)
        return result

    async def plan(self, ref: str | None = None) -> PlanNode:
        result: PlanNode = await self._call("plan", ref=ref)
        return result

    async def budgets(self, *, active_only: bool = True) -> list[ProcessBudget]:
        result: list[ProcessBudget] = await self._call("budgets", active_only=active_only)
        return result

    async def set_mode(self, ref: str, mode: str) -> Process:
        result: Process = await self._call("set_mode", ref=ref, mode=mode)
        return result

    # --- inbox --------------------------------------------------------------------------------

    async def facts(
        self, query: str = "", *, include_hidden: bool = False, max_age: float | None = None
    ) -> list[Fact]:
        result: list[Fact] = await self._call(
            "facts", query=query, include_hidden=include_hidden, max_age=max_age
        )
        return result

    async def fact(self, fact_id: int) -> Fact:
        result: Fact = await self._call("fact", fact_id=fact_id)
        return result

    async def fact_history(self, fact_id: int) -> list[Fact]:
        result: list[Fact] = await self._call("fact_history", fact_id=fact_id)
        return result

    async def correct_fact(self, fact_id: int, text: str) -> Fact:
        result: Fact = await self._call("correct_fact", fact_id=fact_id, text=text)
        return result

    async def forget_fact(self, fact_id: int) -> Fact:
        result: Fact = await self._call("forget_fact", fact_id=fact_id)
        return result

    async def inbox(self, *, include_archived: bool = False) -> list[InboxItem]:
        result: list[InboxItem] = await self._call("inbox", include_archived=include_archived)
        return result

    async def inbox_item(self, item_id: int, *, mark_read: bool = True) -> InboxItem:
        result: InboxItem = await self._call("inbox_item", item_id=item_id, mark_read=mark_read)
        return result

    async def set_inbox_status(self, item_id: int, status: InboxStatus) -> InboxItem:
        result: InboxItem = await self._call("set_inbox_status", item_id=item_id, status=status)
        return result

    async def unread_count(self) -> int:
        result: int = await self._call("unread_count")
        return result

    # --- schedules ----------------------------------------------------------------------------

    async def schedules(self) -> list[Schedule]:
        result: list[Schedule] = await self._call("schedules")
        return result

    async def schedule_runs(self, schedule_id: int, limit: int = 20) -> list[ScheduleRun]:
        result: list[ScheduleRun] = await self._call(
            "schedule_runs", schedule_id=schedule_id, limit=limit
        )
        return result

    async def add_schedule(
        self,
        cron: str,
        prompt: str,
        *,
        project: str | None = None,
        engine: str | None = None,
        tz: str | None = None,
        every_weeks: int = 1,
    ) -> Schedule:
        result: Schedule = await self._call(
            "add_schedule",
            cron=cron,
            prompt=prompt,
            project=project,
            engine=engine,
            tz=tz,
            every_weeks=every_weeks,
        )
        return result

    async def schedule_command(
        self, schedule_id: int, command: Literal["pause", "resume", "remove"]
    ) -> Schedule:
        result: Schedule = await self._call(
            "schedule_command", schedule_id=schedule_id, command=command
        )
        return result

    async def run_schedule(self, schedule_id: int, *, wait: bool = False) -> ScheduleRun:
        result: ScheduleRun = await self._call("run_schedule", schedule_id=schedule_id, wait=wait)
        return result

    # --- settings -----------------------------------------------------------------------------

    async def settings(self) -> Settings:
        result: Settings = await self._call("settings")
        return result

    async def language(self, session_id: str) -> str | None:
        result: str | None = await self._call("language", session_id=session_id)
        return result

    async def user_setting(self, key: str) -> str | None:
        result: str | None = await self._call("user_setting", key=key)
        return result

    async def set_user_setting(self, key: str, value: str) -> str:
        result: str = await self._call("set_user_setting", key=key, value=value)
        return result

    async def set_language(self, session_id: str, lang: str, *, session_only: bool = False) -> None:
        await self._call(
            "set_language", session_id=session_id, lang=lang, session_only=session_only
        )

    async def set_progress(
        self, session_id: str, level: Literal["off", "normal", "verbose"]
    ) -> None:
        await self._call("set_progress", session_id=session_id, level=level)
