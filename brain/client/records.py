"""The client's view of what the brain keeps for the user: memory, the inbox, schedules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from brain.client.base import ClientBase
from brain.models import InboxItem, InboxStatus, Schedule, ScheduleRun

if TYPE_CHECKING:
    from brain.memory.models import Fact
    from brain.memory.service import MemoryService

ScheduleCommand = Literal["pause", "resume", "remove"]


class RecordsPart(ClientBase):
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
        every_weeks: int = 1,
    ) -> Schedule:
        return await self.brain.deps.schedules.add(
            cron, prompt, project=project, engine=engine, tz=tz, every_weeks=every_weeks
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
