"""What every part of the client shares: the brain, the connection profile, the window's
bound session, and the change log of what a window did."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Literal

from brain.ids import new_id

if TYPE_CHECKING:
    from brain.core import Brain

Profile = Literal["foot", "daemon", "eddie", "mobile", "web"]


class ClientBase:
    def __init__(self, brain: Brain, profile: Profile) -> None:
        self.brain = brain
        self.profile: Profile = profile
        self.client_id = new_id("c")
        self._bound: str | None = None

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
