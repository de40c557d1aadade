"""What the HUD reads from the brain through the client: the session's usage with its money
(``Client.session_usage``) as each model call's totals arrive and when a request ends, and
what each worker may use (``Client.budgets``).

Each kind reads one at a time: asked again while a read runs, it reads once more after it,
never a pile of reads (a worker making calls back to back costs one read per answer at most).
A read that fails leaves the numbers as they were.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vance_tui.app import VanceApp

__all__ = ["HudReads", "Reread"]


class Reread:
    """Run ``read`` in a worker of ``group``; asked while it runs, run it once more after.
    ``read`` returns False to stop (no client, a failed read)."""

    def __init__(self, app: VanceApp, group: str, read: Callable[[], Awaitable[bool]]) -> None:
        self.app, self.group, self.read = app, group, read
        self.reading = self.again = False

    def ask(self) -> None:
        self.again = True
        if not self.reading:
            self.reading = True
            self.app.run_worker(self._loop(), group=self.group)

    async def _loop(self) -> None:
        try:
            while self.again:
                self.again = False
                if not await self.read():
                    return
        finally:
            self.reading = False


class HudReads:
    """The window's reads for the HUD and /cost; see the module docstring."""

    def __init__(self, app: VanceApp) -> None:
        self.app = app
        self.budgets = Reread(app, "budgets", self._read_budgets)
        self.usage = Reread(app, "usage", self._read_usage)

    def request_ended(self, took: float) -> None:
        """A request was answered: what it cost goes to /cost's last requests."""
        self.app.run_worker(self._account(took), group="usage-ledger")

    async def _read_budgets(self) -> bool:
        client = self.app.client
        if client is None:
            return False
        try:
            budgets = await client.budgets()
        except self.app.errors:
            return False  # the HUD goes on without the caps
        self.app.hud_model.set_budgets(budgets)
        return True

    async def _read_usage(self) -> bool:
        """The session's money, as the brain counts it, while the calls come in."""
        app = self.app
        session_id, client = app.session_id, app.client
        if session_id is None or client is None:
            return False
        try:
            usage = await client.session_usage(session_id)
        except app.errors:
            return False
        if session_id == app.session_id:  # not a session the window has left meanwhile
            app.hud_model.set_usage(usage)
        return True

    async def _account(self, took: float) -> None:
        app = self.app
        session_id, client = app.session_id, app.client
        if session_id is None or client is None:
            return
        try:
            usage = await client.session_usage(session_id)
        except app.errors:
            return  # the numbers stay as they were; /cost asks again
        if session_id == app.session_id:  # still the session the request was made in
            app.hud_model.ledger.close(usage, took)
            app.hud_model.set_usage(usage)
        if app.hud_model.workers():
            self.budgets.ask()
