"""Approvals for risky tools: the brain awaits a future, the client resolves it.

A request is published as an ``approval-request`` frame. With nobody subscribed
to the session there is nobody to ask: the request is denied at once with a
clear reason. ``auto_grant`` (headless ``--yes``) approves without asking.
"""

from __future__ import annotations

import asyncio
from typing import Literal

from brain.events.frames import ApprovalRequest, ApprovalResolved
from brain.events.hub import EventHub
from brain.ids import new_id

Decision = Literal["once", "session", "deny"]


class ApprovalBroker:
    def __init__(self, events: EventHub) -> None:
        self._events = events
        self._pending: dict[str, asyncio.Future[Decision]] = {}
        self._granted: set[tuple[str, str]] = set()  # (session_id, tool)
        self.auto_grant = False

    async def request(
        self,
        *,
        session_id: str,
        process_id: str,
        tool: str,
        summary: str,
        detail: str | None = None,
    ) -> tuple[bool, str]:
        """Ask the user. Returns (approved, reason) — the reason is readable by the model."""
        if self.auto_grant or (session_id, tool) in self._granted:
            return True, "approved"
        if not self._events.has_subscribers(session_id):
            return False, (
                f"Denied: {tool} needs the user's approval and no client is attached to ask "
                "(run interactively, or headless with --yes)."
            )
        request_id = new_id("ap")
        future: asyncio.Future[Decision] = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        self._events.publish(
            ApprovalRequest(
                session_id=session_id,
                request_id=request_id,
                process_id=process_id,
                tool=tool,
                summary=summary,
                detail=detail,
            )
        )
        try:
            decision = await future
        finally:
            self._pending.pop(request_id, None)
        self._events.publish(
            ApprovalResolved(session_id=session_id, request_id=request_id, decision=decision)
        )
        if decision == "session":
            self._granted.add((session_id, tool))
        if decision == "deny":
            return False, f"Denied: the user declined {tool}."
        return True, "approved"

    def resolve(self, request_id: str, decision: Decision) -> bool:
        """Answer a pending request; False if it is unknown or already answered."""
        future = self._pending.get(request_id)
        if future is None or future.done():
            return False
        future.set_result(decision)
        return True
