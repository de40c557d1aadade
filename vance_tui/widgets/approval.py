"""A focused prompt for a risky tool: allow once, allow for this session, or deny.

Requests queue up; the prompt shows the oldest and takes the focus until it is decided
(keys ``y``/``a``/``n``, ``1``/``2``/``3``, or the buttons).
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Button, Static

DECISIONS = (
    ("once", "allow once", "y"),
    ("session", "allow this session", "a"),
    ("deny", "deny", "n"),
)


@dataclass
class PendingApproval:
    request_id: str
    tool: str
    summary: str
    detail: str | None


class ApprovalPrompt(Vertical, can_focus=True):
    BINDINGS = [  # noqa: RUF012
        Binding("y,1", "decide('once')", "allow once"),
        Binding("a,2", "decide('session')", "allow this session"),
        Binding("n,3,escape", "decide('deny')", "deny"),
    ]

    @dataclass
    class Decided(Message):
        request_id: str
        decision: str

    def __init__(self) -> None:
        super().__init__(id="approval")
        self.queue: list[PendingApproval] = []
        self.display = False

    def compose(self) -> ComposeResult:
        return iter(())  # built on the first request: nothing to lay out at start-up

    async def _build(self) -> None:
        buttons = [
            Button(Content(f"[{key}] {label}"), id=f"approve-{decision}", compact=True)
            for decision, label, key in DECISIONS
        ]
        await self.mount_all(
            [Static("", id="approval-text"), Horizontal(*buttons, id="approval-buttons")]
        )

    @property
    def current(self) -> PendingApproval | None:
        return self.queue[0] if self.queue else None

    async def ask(self, request: PendingApproval) -> None:
        if any(r.request_id == request.request_id for r in self.queue):
            return
        if not self.children:
            await self._build()
        self.queue.append(request)
        self._show()

    def settle(self, request_id: str) -> None:
        """Drop a request decided here or elsewhere."""
        self.queue = [r for r in self.queue if r.request_id != request_id]
        self._show()

    def _show(self) -> None:
        request = self.current
        if request is None or not self.children:
            self.display = False
            return
        more = f"  (+{len(self.queue) - 1} more)" if len(self.queue) > 1 else ""
        parts: list[tuple[str, str] | str] = [
            ("⚠ approval needed", "bold $warning"),
            (more, "dim"),
            "\n",
            (request.tool, "bold"),
            ": ",
            request.summary,
        ]
        if request.detail:
            parts += ["\n", (request.detail, "dim")]
        self.query_one("#approval-text", Static).update(Content.assemble(*parts))
        self.display = True
        self.focus()

    def action_decide(self, decision: str) -> None:
        request = self.current
        if request is None:
            return
        self.settle(request.request_id)
        self.post_message(self.Decided(request.request_id, decision))

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id:
            self.action_decide(event.button.id.removeprefix("approve-"))
