"""One entry of the transcript: a chat message, a streaming answer, or a note.

Text arrives already cleaned (:mod:`vance_tui.safety`). Headers are built as plain
``Content`` (never markup); bodies render as markdown. The ``info`` block of an answer is a
separate, visually distinct block: shown, never spoken.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static

from brain import ChatMeta
from vance_tui.safety import clean
from vance_tui.widgets.options import OptionPicker

if TYPE_CHECKING:
    from textual.widgets import Markdown
    from textual.widgets.markdown import MarkdownStream

    from brain import ChatMessage


def markdown(text: str, classes: str) -> Markdown:
    """A Markdown widget. The markdown parser loads on first use, after the first frame."""
    from textual.widgets import Markdown

    # links open only through VanceApp.on_markdown_link_clicked (web and mail links only)
    return Markdown(text, classes=classes, open_links=False)


HUB_ENGINE = "eddie"


def without_option_list(text: str, count: int) -> str:
    """A question's text without its trailing "1. …" list of ``count`` options: the buttons
    below show them (the brain writes the list for voice and the plain CLI)."""
    if count < 1:
        return text
    lines = text.rstrip().split("\n")
    tail = lines[-count:]
    if len(lines) <= count or not all(
        line.lstrip().startswith(f"{n}. ") for n, line in enumerate(tail, start=1)
    ):
        return text
    return "\n".join(lines[:-count]).rstrip()


def role_class(role: str, engine: str | None, meta: ChatMeta) -> str:
    """The CSS class of a message: a worker's words (``engine`` other than Eddie) are a relay."""
    if meta.kind == "error":
        return "-error"
    if role == "user":
        return "-user"
    if role == "system":
        return "-system"
    if engine is not None and engine != HUB_ENGINE:
        return "-relay"  # a worker's words, passed through ("arthur · garden_planner")
    return "-assistant"


def header_content(
    author: str,
    *,
    spoken: bool = False,
    streaming: bool = False,
    interrupted: bool = False,
    retried: bool = False,
) -> Content:
    parts: list[tuple[str, str] | str] = [(author, "bold")]
    if spoken:
        parts.append(("  🎤 spoken", "dim"))
    if interrupted:
        parts.append(("  ⏹ interrupted", "dim italic"))
    if retried:  # the answer of a turn run again after a crash: it answers earlier words
        parts.append(("  ↻ after a restart, answering what was asked before", "dim italic"))
    if streaming:
        parts.append(("  …", "dim"))
    return Content.assemble(*parts)


def has_code(text: str) -> bool:
    """Whether ``text`` holds a fenced code block (```` ``` ```` or ``~~~``)."""
    return any(line.lstrip().startswith(("```", "~~~")) for line in text.splitlines())


def light_markdown(text: str, classes: str) -> Widget:
    """Markdown drawn by Rich in one widget: about 5× cheaper to mount than the Markdown
    widget (one widget per block). Used for older history, which is mounted in the
    background above what the screen shows. Text with a code block gets the Markdown widget
    all the same: its code is highlighted in the app's theme (Rich would use its own)."""
    if has_code(text):
        return markdown(text, classes)
    from rich.markdown import Markdown as RichMarkdown

    return Static(RichMarkdown(text, hyperlinks=False), classes=f"{classes} -light")


def info_block(text: str, *, light: bool = False) -> Widget:
    """The ``info`` part of an answer: shown in its own frame, never spoken."""
    block = light_markdown(text, "message-info") if light else markdown(text, "message-info")
    block.border_title = "info"
    return block


PASTE_LINES = 20  # a user message longer than this shows collapsed


def user_body(text: str) -> Widget:
    """What the user typed; a long paste collapsed to its first line and its size, with
    the whole text one click (or Enter) away."""
    body = Static(Content(text), classes="message-body -plain")
    lines = text.count("\n") + 1
    if lines <= PASTE_LINES:
        return body
    from textual.widgets import Collapsible

    first = text.strip().split("\n", 1)[0]
    first = first if len(first) <= 60 else first[:59] + "…"
    return Collapsible(
        body, title=f"[pasted {lines} lines] {first}", collapsed=True, classes="pasted"
    )


class MessageView(Vertical):
    """A chat message. Created from a ChatMessage, or empty for a stream and filled later."""

    def __init__(
        self,
        message: ChatMessage | None = None,
        *,
        author: str = "eddie",
        stream_id: str | None = None,
        answered: bool = False,
        light: bool = False,
    ) -> None:
        self.message = message
        self.stream_id = stream_id
        role, meta = (message.role, message.meta) if message else ("assistant", ChatMeta())
        self.author = message.author if message else author
        # a stream's author is the engine that streams
        engine = message.engine if message else author
        super().__init__(classes=f"message {role_class(role, engine, meta)}")
        self._stream: MarkdownStream | None = None
        self.picker: OptionPicker | None = None
        self.answered = answered  # its question (if any) was answered already
        self.light = light  # older history: drawn by Rich in one widget (see light_markdown)

    @property
    def message_id(self) -> int | None:
        return self.message.id if self.message else None

    @property
    def options(self) -> list[dict[str, Any]]:
        options = self.message.meta.options if self.message else []
        return [o.model_dump() for o in options if o.label]

    def compose(self) -> ComposeResult:
        message = self.message
        spoken = bool(message and message.meta.spoken)
        interrupted = bool(message and message.meta.interrupted)
        yield Static(
            header_content(
                self.author,
                spoken=spoken,
                streaming=message is None,
                interrupted=interrupted,
                retried=bool(message and message.meta.retried),
            ),
            classes="message-header",
        )
        if message is not None and message.role == "user":
            # what the user typed, exactly (and cheap: no markdown parse per message)
            yield user_body(message.content)
        else:
            body = without_option_list(message.content, len(self.options)) if message else ""
            yield (
                light_markdown(body, "message-body")
                if self.light
                else markdown(body, "message-body")
            )
        if message and message.info:
            yield info_block(message.info, light=self.light)
        if self.options:
            self.picker = OptionPicker(self.options, answered=self.answered)
            yield self.picker

    # --- streaming ---------------------------------------------------------------------------

    async def append(self, text: str) -> None:
        if self._stream is None:
            from textual.widgets import Markdown

            self._stream = Markdown.get_stream(self.query_one(".message-body", Markdown))
        await self._stream.write(text)

    async def finish(self, message: ChatMessage) -> None:
        """The final text of a streamed answer arrived: show exactly that."""
        if self._stream is not None:
            await self._stream.stop()
            self._stream = None
        self.message = message
        self.author = message.author
        self.set_classes(f"message {role_class(message.role, message.engine, message.meta)}")
        self.query_one(".message-header", Static).update(
            header_content(
                message.author,
                interrupted=message.meta.interrupted,
                retried=message.meta.retried,
            )
        )
        from textual.widgets import Markdown

        body = without_option_list(message.content, len(self.options))
        await self.query_one(".message-body", Markdown).update(body)
        if message.info:
            await self.mount(info_block(message.info))
        if self.options:
            self.picker = OptionPicker(self.options)
            await self.mount(self.picker)

    async def stop_stream(self) -> None:
        if self._stream is not None:
            await self._stream.stop()
            self._stream = None

    @property
    def streaming(self) -> bool:
        return self.message is None


class NoteView(Vertical):
    """Something the app (not the conversation) says: an error, a list, a divider."""

    def __init__(
        self, text: str, *, hint: str | None = None, kind: str = "info", title: str | None = None
    ) -> None:
        super().__init__(classes=f"note -{kind}")
        self.text = clean(text)
        self.hint = clean(hint) if hint else None
        self.kind = kind
        self.title = title

    def compose(self) -> ComposeResult:
        if self.kind == "divider":
            yield Static(Content.styled(f"── {self.text} ──", "dim"), classes="note-divider")
            return
        if self.title:
            yield Static(Content.styled(self.title, "bold"), classes="message-header")
        if self.kind == "error":
            yield Static(
                Content.assemble(("⚠ ", "bold"), code_spans(self.text)), classes="note-text"
            )
        else:
            yield markdown(self.text, "note-text")
        if self.hint:
            yield Static(code_spans(self.hint).stylize("dim italic"), classes="note-hint")


def code_spans(text: str) -> Content:
    """A one-line message with its ``code`` spans (commands, paths) shown as code, without
    the backticks; the rest plain (never markup)."""
    parts = text.split("`")
    if len(parts) % 2 == 0:  # an unpaired backtick: the text as it is
        return Content(text)
    return Content.assemble(
        *[(part, "bold") if index % 2 else part for index, part in enumerate(parts) if part]
    )
