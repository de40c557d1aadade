"""The scrolling conversation: messages, streaming answers and notes.

Keeps itself at the bottom while new content arrives (anchored), unless the user scrolled
up: whenever the view is at the bottom as output arrives — however it got there (PageUp and
PageDown, the wheel, the scrollbar) — it follows the tail again. Messages are de-duplicated
by id, so a frame and a history load can overlap safely.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from textual.containers import VerticalScroll
from textual.widget import Widget

from vance_tui.slash import in_window_words
from vance_tui.widgets.message import MessageView, NoteView
from vance_tui.widgets.options import OptionPicker

MAX_SHOWN = 60  # history messages shown; /export has all of them
FIRST_BATCH = 12  # mounted before the window counts as loaded
BATCH = 6  # older messages per step (light ones cost a few ms each)

if TYPE_CHECKING:
    from brain import ChatMessage


class Transcript(VerticalScroll, can_focus=False):
    def __init__(self) -> None:
        super().__init__(id="transcript")
        self._ids: set[int] = set()
        self._streams: dict[str, MessageView] = {}
        self.last_id = 0
        self._loose = False  # the anchor was released by a scroll (maybe at the bottom)

    def on_mount(self) -> None:
        self.anchor()

    # --- loading ---------------------------------------------------------------------------

    async def load(self, history: list[ChatMessage], *, away_after: int | None = None) -> None:
        """Replace everything with ``history``; mark what came after ``away_after``.

        The newest messages mount first (what the screen shows); older ones are mounted above
        them in small batches by a worker, so a long history never freezes the window."""
        self.workers.cancel_group(self, "history")
        self._ids = {m.id for m in history}
        self._streams.clear()
        await self.remove_children()
        shown = history[-MAX_SHOWN:]
        views: list[MessageView | NoteView] = []
        if len(history) > len(shown):
            hidden = len(history) - len(shown)
            views.append(
                NoteView(f"{hidden} earlier messages — /export saves them all", kind="divider")
            )
        marked = away_after is None
        open_at = _open_question(shown)
        for index, message in enumerate(shown):
            # the user's own words (one sent just before leaving) are not news from meanwhile
            if not marked and message.role != "user" and message.id > away_after:  # type: ignore[operator]
                views.append(NoteView("while you were away", kind="divider"))
                marked = True
            light = index < len(shown) - FIRST_BATCH
            views.append(MessageView(message, answered=index != open_at, light=light))
        self.last_id = max(self._ids, default=0)
        newest, older = views[-FIRST_BATCH:], views[:-FIRST_BATCH]
        if newest:
            await self.mount_all(newest)
        self.anchor()
        if older:
            self.run_worker(self._mount_older(older, newest[0]), group="history", exclusive=True)

    async def _mount_older(self, views: list[MessageView | NoteView], first: Widget) -> None:
        for end in range(len(views), 0, -BATCH):
            batch = views[max(0, end - BATCH) : end]
            await self.mount_all(batch, before=first)
            first = batch[0]
            await asyncio.sleep(0.005)  # let input and frames through between batches

    # --- live ------------------------------------------------------------------------------

    @property
    def at_bottom(self) -> bool:
        """The user sees the newest line (and no scroll towards older ones is under way).
        A transcript shorter than the window is always at its bottom."""
        bottom = self.max_scroll_y
        return bottom == 0 or (self.scroll_y >= bottom and self.scroll_target_y >= bottom)

    def release_anchor(self) -> None:
        super().release_anchor()
        self._loose = True

    def follow(self) -> None:
        """Anchor again when the user is at the bottom. Textual releases the anchor on any
        scroll and restores it only when a scroll *moves* to the end, so a PageDown (or wheel)
        at the bottom, or any scroll of a short transcript, would leave it loose for good."""
        if self._loose and self.at_bottom:
            self._loose = False
            self.anchor()

    async def add_message(self, message: ChatMessage) -> MessageView | None:
        if message.id in self._ids:
            return None
        self.follow()
        self._ids.add(message.id)
        self.last_id = max(self.last_id, message.id)
        if message.role == "user" or message.meta.options:
            self.settle_options()  # answered, or another question is asked now
        stream_id = message.meta.stream_id
        view = self._streams.pop(stream_id, None) if stream_id is not None else None
        if view is not None:
            await view.finish(message)
            return view
        view = MessageView(message)
        await self.mount(view)
        return view

    async def stream(self, stream_id: str, author: str, text: str) -> None:
        self.follow()
        view = self._streams.get(stream_id)
        if view is None:
            view = self._streams[stream_id] = MessageView(author=author, stream_id=stream_id)
            await self.mount(view)
        await view.append(text)

    async def abort_stream(self, stream_id: str) -> None:
        view = self._streams.pop(stream_id, None)
        if view is not None:
            await view.stop_stream()
            await view.remove()

    async def add_note(
        self, text: str, *, hint: str | None = None, kind: str = "info", title: str | None = None
    ) -> None:
        self.follow()
        hint = in_window_words(hint) if hint else hint  # a brain's hint names `vance …`
        await self.mount(NoteView(in_window_words(text), hint=hint, kind=kind, title=title))

    # --- questions ---------------------------------------------------------------------------

    def open_picker(self) -> OptionPicker | None:
        """The options of the question being asked: the newest question's, if unanswered.
        Other lines may follow it (a worker's report, a note that another question waits)."""
        for view in reversed(list(self.query(MessageView))):
            if view.picker is not None:
                return None if view.picker.answered else view.picker
            if view.message is not None and view.message.role == "user":
                return None
        return None

    def settle_options(self) -> None:
        """Any input answers the open question: its buttons go quiet."""
        picker = self.open_picker()
        if picker is not None:
            picker.mark_answered()

    # --- reading -----------------------------------------------------------------------------

    def last_answer(self) -> str | None:
        for view in reversed(list(self.query(MessageView))):
            message = view.message
            if message is not None and message.role == "assistant":
                return message.content + (f"\n\n{message.info}" if message.info else "")
        return None


def _open_question(shown: list[ChatMessage]) -> int | None:
    """Where the question still open is: the newest one, unless the user spoke after it."""
    for index in range(len(shown) - 1, -1, -1):
        if shown[index].role == "user":
            return None
        if shown[index].meta.options:
            return index
    return None
