"""/memory: what Vance remembers about the user — search, see where each fact came from,
correct it or forget it with one key. Works through the client surface only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from vance_tui.safety import clean_line

if TYPE_CHECKING:
    from brain import Fact
    from vance_tui.client_api import VanceClient

HELP = "type to search · ↑↓ pick · c correct · f forget · esc close"


def fact_line(fact: Fact) -> Content:
    """``#12 location = Berlin · user-stated · 2 d ago``."""
    from brain import ago

    return Content.assemble(
        (f"#{fact.id} ", "dim"),
        (clean_line(fact.label, 40), "bold"),
        " = ",
        clean_line(fact.value, 120),
        (f"  · {fact.source.value} · {ago(fact.created_at)}", "dim"),
    )


def provenance(fact: Fact) -> str:
    """Where a fact came from, in words."""
    from brain import ago

    parts = [f"#{fact.id} {fact.label}: {fact.value}", f"source: {fact.source.value}"]
    parts.append(f"confidence {fact.confidence:.0%}, stored {ago(fact.created_at)}")
    if fact.session_id:
        where = f"session {fact.session_id}"
        if fact.message_id is not None:
            where += f", message {fact.message_id}"
        parts.append(where)
    if fact.evidence:
        parts.append(f"from: “{fact.evidence}”")
    if fact.supersedes is not None:
        parts.append(f"corrects #{fact.supersedes}")
    return clean_line(" · ".join(parts), 600)


class MemoryScreen(ModalScreen[None]):
    """A search box over the user's facts; the highlighted fact's provenance below."""

    BINDINGS = [  # noqa: RUF012
        Binding("escape", "close", "close"),
        Binding("c", "correct", "correct", show=False),
        Binding("f", "forget", "forget", show=False),
    ]

    def __init__(self, client: VanceClient) -> None:
        super().__init__()
        self.client = client
        self.facts: list[Fact] = []
        self.editing: Fact | None = None
        self.select_id: int | None = None  # highlight this fact after the next load

    def compose(self) -> ComposeResult:
        with Vertical(id="memory"):
            yield Static(Content.styled("What Vance remembers about you", "bold"))
            yield Input(placeholder="search…", id="memory-search")
            yield OptionList(id="memory-list")
            yield Static("", id="memory-detail")
            yield Input(placeholder="the corrected value, enter saves", id="memory-edit")
            yield Static(Content.styled(HELP, "dim"), id="memory-help")

    def on_mount(self) -> None:
        self.query_one("#memory-edit", Input).display = False
        self.load("")
        self.query_one("#memory-list", OptionList).focus()

    # --- loading ------------------------------------------------------------------------------

    @work(exclusive=True, group="memory-load")
    async def load(self, query: str) -> None:
        from brain import UserFacingError

        try:
            self.facts = await self.client.facts(query)
        except UserFacingError as exc:
            self.detail(exc.message)
            return
        options = self.query_one("#memory-list", OptionList)
        highlighted = options.highlighted
        options.clear_options()
        options.add_options(Option(fact_line(fact), id=str(fact.id)) for fact in self.facts)
        if not self.facts:
            self.detail("Nothing stored yet." if not query else f"Nothing matches {query!r}.")
            return
        ids = [fact.id for fact in self.facts]
        if self.select_id in ids:
            options.highlighted = ids.index(self.select_id)
        else:
            options.highlighted = min(highlighted or 0, len(self.facts) - 1)
        self.select_id = None
        self.show_detail()

    @on(Input.Changed, "#memory-search")
    def _search(self, event: Input.Changed) -> None:
        self.load(event.value)

    @on(Input.Submitted, "#memory-search")
    def _to_list(self) -> None:
        self.query_one("#memory-list", OptionList).focus()

    # --- the highlighted fact -----------------------------------------------------------------

    def current(self) -> Fact | None:
        index = self.query_one("#memory-list", OptionList).highlighted
        if index is None or not 0 <= index < len(self.facts):
            return None
        return self.facts[index]

    def detail(self, text: str) -> None:
        self.query_one("#memory-detail", Static).update(Content(text))

    def show_detail(self) -> None:
        fact = self.current()
        self.detail(provenance(fact) if fact is not None else "")

    @on(OptionList.OptionHighlighted, "#memory-list")
    def _highlighted(self) -> None:
        self.show_detail()

    # --- correct and forget -------------------------------------------------------------------

    def action_correct(self) -> None:
        if self.focused is not None and isinstance(self.focused, Input):
            return  # typing a "c" into the search box
        fact = self.current()
        if fact is None:
            return
        self.editing = fact
        edit = self.query_one("#memory-edit", Input)
        edit.value = fact.value
        edit.display = True
        edit.focus()

    @on(Input.Submitted, "#memory-edit")
    async def _save(self, event: Input.Submitted) -> None:
        from brain import UserFacingError

        fact, self.editing = self.editing, None
        event.input.display = False
        self.query_one("#memory-list", OptionList).focus()
        if fact is None or event.value.strip() == fact.value:
            return
        try:
            new = await self.client.correct_fact(fact.id, event.value)
        except UserFacingError as exc:
            self.notify(exc.message, severity="error", markup=False)
            return
        self.notify(f"Corrected: {new.label} is now {new.value}.", markup=False)
        self.select_id = new.id
        search = self.query_one("#memory-search", Input)
        if search.value:
            search.value = ""  # the new value may not match the old search: show all
        else:
            self.load("")

    async def action_forget(self) -> None:
        from brain import UserFacingError

        if self.focused is not None and isinstance(self.focused, Input):
            return
        fact = self.current()
        if fact is None:
            return
        try:
            await self.client.forget_fact(fact.id)
        except UserFacingError as exc:
            self.notify(exc.message, severity="error", markup=False)
            return
        self.notify(f"Forgotten: {fact.label} (kept for your audit).", markup=False)
        self.load(self.query_one("#memory-search", Input).value)

    def action_close(self) -> None:
        edit = self.query_one("#memory-edit", Input)
        if edit.display:  # esc leaves the edit first
            self.editing = None
            edit.display = False
            self.query_one("#memory-list", OptionList).focus()
            return
        self.dismiss(None)
