"""Approvals for risky tools: the brain awaits a future, the client resolves it.

A request is published as an ``approval-request`` frame; the attached client answers with
:meth:`ApprovalBroker.resolve` (the TUI shows a prompt; headless ``vance chat`` asks on the
terminal or, without one, denies with a reason). With nobody subscribed to the session there
is nobody to ask: the request is denied at once with a clear reason. ``auto_grant`` (headless
``--yes``) approves without asking; each such approval is still published
(``approval-resolved`` with the tool and summary) so the run shows what it allowed.
"""

from __future__ import annotations

import asyncio
from typing import Literal

from brain.events.frames import ApprovalRequest, ApprovalResolved
from brain.events.hub import EventHub
from brain.ids import new_id

Decision = Literal["once", "session", "deny"]
AUTO_REASON = "approved without asking (--yes)"


class ApprovalBroker:
    def __init__(self, events: EventHub) -> None:
        self._events = events
        self._pending: dict[str, tuple[asyncio.Future[Decision], list[str]]] = {}
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
        if (session_id, tool) in self._granted:
            return True, "approved"
        if self.auto_grant:
            self._events.publish(
                ApprovalResolved(
                    session_id=session_id,
                    request_id=new_id("ap"),
                    decision="once",
                    tool=tool,
                    summary=summary,
                    reason=AUTO_REASON,
                )
            )
            return True, "approved"
        if not self._events.has_subscribers(session_id):
            return False, (
                f"Denied: {tool} needs the user's approval and no client is attached to ask "
                "(run interactively, or headless with --yes)."
            )
        request_id = new_id("ap")
        future: asyncio.Future[Decision] = asyncio.get_running_loop().create_future()
        why: list[str] = []  # the reason given with a denial, if any
        self._pending[request_id] = (future, why)
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
        reason = why[0] if why else f"Denied: the user declined {tool}."
        self._events.publish(
            ApprovalResolved(
                session_id=session_id,
                request_id=request_id,
                decision=decision,
                tool=tool,
                summary=summary,
                reason=reason if decision == "deny" else None,
            )
        )
        if decision == "session":
            self._granted.add((session_id, tool))
        if decision == "deny":
            return False, reason
        return True, "approved"

    def grants(self, session_id: str) -> list[str]:
        """The tools the user allowed for the rest of ``session_id`` ("yes, for this session")."""
        return sorted(tool for session, tool in self._granted if session == session_id)

    def revoke(self, session_id: str, tool: str | None = None) -> list[str]:
        """Take back one session grant (``tool``) or all of them; returns what was revoked.
        The next call of a revoked tool asks again."""
        gone = [t for t in self.grants(session_id) if tool is None or t == tool]
        self._granted -= {(session_id, t) for t in gone}
        return gone

    def resolve(self, request_id: str, decision: Decision, *, reason: str | None = None) -> bool:
        """Answer a pending request; False if it is unknown or already answered. ``reason``
        (with ``deny``) replaces "the user declined" in what the model is told."""
        entry = self._pending.get(request_id)
        if entry is None or entry[0].done():
            return False
        future, why = entry
        if reason and decision == "deny":
            why.append(reason if reason.startswith("Denied:") else f"Denied: {reason}")
        future.set_result(decision)
        return True
