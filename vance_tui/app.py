"""The Vance terminal app: one window bound to one hub session.

Start-up paints first and connects afterwards: the brain (``client_factory``) is started in
a worker once the first frame is on screen, and the model warms in the background with its
status in the activity strip. Everything the brain says arrives through
:class:`vance_tui.messages.FrameBridge`; every client call runs in a worker, and a client
error becomes a note in the transcript, never a crash.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import Footer

from brain import UserFacingError
from vance_tui.activity import ActivityModel, Clock
from vance_tui.app_controls import Toast, WindowControls
from vance_tui.client_api import ClientFactory, default_client_factory
from vance_tui.errors import SlashError
from vance_tui.hud_model import HudModel, Throttle
from vance_tui.hud_reads import HudReads
from vance_tui.messages import (
    ApprovalAsked,
    ApprovalSettled,
    ChatArrived,
    ErrorArrived,
    Milestone,
    ModeSwitched,
    PlanArrived,
    StreamArrived,
    StreamEnded,
    SwitchRequested,
    milestone_text,
)
from vance_tui.palette import SlashCommands
from vance_tui.screens.session_picker import SessionPicker
from vance_tui.session_flow import SessionFlow
from vance_tui.slash import is_command, parse
from vance_tui.slash_runner import SlashRunner
from vance_tui.voice_bridge import PttFactory, VoiceBridge
from vance_tui.widgets.activity_strip import ActivityStrip
from vance_tui.widgets.approval import ApprovalPrompt, PendingApproval
from vance_tui.widgets.banner import Banner
from vance_tui.widgets.composer import MAX_INPUT, Composer
from vance_tui.widgets.hud import Hud
from vance_tui.widgets.options import OptionPicker
from vance_tui.widgets.plan_panel import PlanPanel
from vance_tui.widgets.slash_menu import SlashMenu
from vance_tui.widgets.transcript import Transcript
from vance_tui.widgets.voice_indicator import VoiceIndicator

if TYPE_CHECKING:
    from brain import Session


class VanceApp(WindowControls):
    CSS_PATH = str(Path(__file__).with_name("vance.tcss"))
    TITLE = "Vance"
    COMMANDS = App.COMMANDS | {SlashCommands}  # ctrl+p lists the slash commands too
    BINDINGS = [  # noqa: RUF012
        Binding("f1", "show_help", "help"),
        Binding("f2,ctrl+o", "toggle_plan", "plan"),
        Binding("f5,ctrl+t", "push_to_talk", "talk"),
        Binding("f4", "toggle_voice_output", "voice", show=False),
        Binding("escape", "escape", "stop", show=False),
        Binding("ctrl+c", "interrupt", "stop the turn", show=False, priority=True),
        Binding("pageup", "scroll_transcript(-1)", "scroll", show=False, priority=True),
        Binding("pagedown", "scroll_transcript(1)", "scroll", show=False, priority=True),
        Binding("ctrl+q", "quit", "quit", priority=True),
    ]

    def __init__(
        self,
        client_factory: ClientFactory | None = None,
        *,
        session_id: str | None = None,
        new: bool = False,
        clock: Clock = time.monotonic,
        animate: bool = True,
        ptt_factory: PttFactory | None = None,
        type_ahead: str = "",
    ) -> None:
        super().__init__()
        self._type_ahead = type_ahead  # typed before the terminal was ours (launch.py)
        self.activity = ActivityModel(clock)
        self.hud_model = HudModel(names=self.activity.names)
        # Every change of the activity and HUD models asks for a repaint (throttled to ~10/s);
        # the HUD's engine and model and the strip's detail level are reactive on the widgets.
        self.activity.on_change = self.hud_model.on_change = self.request_paint
        self.reads = HudReads(self)  # money, budgets: read through the client, one at a time
        self.activity.on_request_end = self.reads.request_ended
        self.hud_model.on_worker_seen = self.reads.budgets.ask
        self.hud_model.on_calls = self.reads.usage.ask  # money follows the calls as they come
        self.throttle = Throttle(0.1, clock)
        self.voice = VoiceBridge(self.post_message, ptt_factory)
        self.slash = SlashRunner(self)
        self.errors = UserFacingError  # what a client call may raise for the user to read
        self._ticking = animate
        self.sessions = SessionFlow(
            self, client_factory or default_client_factory, start_session=session_id, start_new=new
        )
        self._send_lock = asyncio.Lock()
        self._closed = False
        self._quit_asked = False  # busy workers: the first quit only warns
        self.toasts: list[Toast] = []  # every toast shown, oldest first
        self._toasts_showing: set[Toast] = set()  # on screen now: the same words are said once
        self._stops = {}  # the workers the stop toast on screen names
        self._stops_toast = None

    # --- layout --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Hud(self.hud_model)
        yield Banner()
        with Horizontal(id="main"):
            yield Transcript()
            yield PlanPanel()
        yield ApprovalPrompt()
        yield ActivityStrip(self.activity, ticking=self._ticking)
        yield VoiceIndicator()
        menu = SlashMenu()
        yield Composer(menu)
        yield menu
        yield Footer()

    def on_mount(self) -> None:
        self.activity.begin_local("boot", "starting the brain…")
        # focus now, not on a later callback: keys typed at launch are queued already and
        # would reach a screen without focus (type-ahead)
        self.screen.set_focus(self.composer)
        # before any key the terminal sends now: those were typed later
        self.composer.type_ahead(self._type_ahead)

    def on_ready(self) -> None:
        self.run_worker(self.sessions.boot(), group="session", exclusive=True)

    def warm(self) -> None:
        """(Re)load the model in the background; its status shows in the activity strip."""
        self.run_worker(self.sessions.warm(), group="warm", exclusive=True)

    def go_back(self) -> None:
        self.run_worker(self.sessions.go_back(), group="session", exclusive=True)

    def open_session(self, session_id: str | None, *, new: bool = False) -> None:
        self.run_worker(self.sessions.open(session_id, new=new), group="session", exclusive=True)

    # --- frames ----------------------------------------------------------------------------

    async def on_chat_arrived(self, event: ChatArrived) -> None:
        view = await self.transcript.add_message(event.message)
        self.sync_options()
        if view is not None:  # new, not a repeat of what the history showed
            self.voice.message_arrived(event.message)
            if event.message.meta.kind == "peer":  # another window changed something
                self.notify(event.message.content, title="From your other window")

    async def on_stream_arrived(self, event: StreamArrived) -> None:
        self.voice.stream(event.stream_id, event.text)
        await self.transcript.stream(event.stream_id, event.author, event.text)

    async def on_stream_ended(self, event: StreamEnded) -> None:
        self.voice.stream_ended(event.stream_id)
        await self.transcript.abort_stream(event.stream_id)

    def on_plan_arrived(self, event: PlanArrived) -> None:
        self.query_one(PlanPanel).show_snapshot(event.snapshot)

    async def on_approval_asked(self, event: ApprovalAsked) -> None:
        request = PendingApproval(event.request_id, event.tool, event.summary, event.detail)
        await self.query_one(ApprovalPrompt).ask(request)

    def on_approval_settled(self, event: ApprovalSettled) -> None:
        prompt = self.query_one(ApprovalPrompt)
        prompt.settle(event.request_id)
        if prompt.current is None and prompt.has_focus:
            self.composer.focus()

    async def on_approval_prompt_decided(self, event: ApprovalPrompt.Decided) -> None:
        if self.client is not None:
            self.client.resolve_approval(event.request_id, event.decision)  # type: ignore[arg-type]
        words = {"once": "Allowed once.", "session": "Allowed for this session.", "deny": "Denied."}
        await self.transcript.add_note(words.get(event.decision, event.decision))
        if self.query_one(ApprovalPrompt).current is None:
            self.composer.focus()

    def on_switch_requested(self, event: SwitchRequested) -> None:
        self.run_worker(self.sessions.switch_to(event), group="session", exclusive=True)

    def on_milestone(self, event: Milestone) -> None:
        self.reads.budgets.ask()  # a worker started, hit its cap, got more, or ended
        if event.event == "stopped" and event.engine != "eddie":
            self.tell_stopped(event.engine, event.process_name, event.project)
            return
        message, severity = milestone_text(event.engine, event.project, event.event, event.summary)
        self.notify(
            message,
            severity=severity,  # type: ignore[arg-type]
            timeout=10 if event.event in ("failed", "blocked") else 5,
            markup=False,
        )

    def on_mode_switched(self, event: ModeSwitched) -> None:
        self.notify(f"mode: {event.mode}", markup=False)

    async def on_error_arrived(self, event: ErrorArrived) -> None:
        await self.transcript.add_note(event.message, hint=event.hint, kind="error")

    # --- progress painting (throttled to ~10/s) ------------------------------------------

    def request_paint(self) -> None:
        wait = self.throttle.request()
        if wait == 0.0:
            self.paint_progress()
        elif wait is not None:
            self.set_timer(wait, self.paint_progress)

    def flush_paint(self) -> None:
        """Paint now when a throttled repaint is pending (tests step the app's clock instead
        of waiting for the timer)."""
        if self.throttle.scheduled:
            self.paint_progress()

    def paint_progress(self) -> None:
        self.throttle.painted()
        strips, huds = self.query(ActivityStrip), self.query(Hud)
        if not strips or not huds:  # a repaint timer that fires while the window closes
            return
        strips.first().repaint()
        busy = [w.process_id for w in self.activity.workers.values()]
        busy += [op.process_id for op in self.activity.running.values() if not op.own]
        huds.first().repaint(busy)

    # --- input -----------------------------------------------------------------------------

    async def on_composer_submitted(self, event: Composer.Submitted) -> None:
        text = event.text
        if is_command(text):
            try:
                parsed = parse(text)
            except SlashError as exc:
                await self.note_error(exc)
                return
            self.run_command(parsed)
            return
        self.send(text[1:] if text.lstrip().startswith("//") else text)

    async def on_composer_too_long(self, event: Composer.TooLong) -> None:
        await self.transcript.add_note(
            f"That is {event.size:,} characters; one message takes at most {MAX_INPUT:,}.",
            hint="It is still in the input: shorten it, or save it to a file and ask about the file.",
            kind="error",
        )

    def on_slash_menu_taken(self, event: SlashMenu.Taken) -> None:
        self.composer.take_command(event.spec)

    def on_composer_option_key(self, event: Composer.OptionKey) -> None:
        picker = self.transcript.open_picker()
        if picker is not None:
            picker.choose(event.index)

    def on_option_picker_chosen(self, event: OptionPicker.Chosen) -> None:
        self.sync_options()
        self.send(event.label)

    def sync_options(self) -> None:
        picker = self.transcript.open_picker()
        self.composer.options_open = len(picker.options) if picker is not None else 0

    @work(group="send")
    async def send(self, text: str, spoken: bool = False) -> None:
        self.transcript.settle_options()
        self.sync_options()
        if not self.sessions.attached.is_set():
            self.activity.begin_local("send", "waiting for the brain to start…")
            await self.sessions.attached.wait()
            self.activity.end_local("send", label="sent")
        async with self._send_lock:
            try:
                assert self.session_id is not None
                await self.require_client().send(self.session_id, text, spoken=spoken)
            except self.errors as exc:
                await self.note_error(exc)
                if not self.composer.text:
                    self.composer.load_text(text)

    @work(group="command")
    async def run_command(self, parsed: Any) -> None:
        try:
            await self.slash.run(parsed)
        except self.errors as exc:
            await self.note_error(exc)

    # --- what slash commands may do (vance_tui.slash_runner.SlashHost) ------------------------

    async def add_note(self, markdown: str, *, title: str | None = None) -> None:
        await self.transcript.add_note(markdown, title=title)

    def last_answer(self) -> str | None:
        return self.transcript.last_answer()

    async def pick_session(self, sessions: Sequence[Session]) -> str | None:
        return await self.push_screen_wait(SessionPicker(sessions, self.session_id))

    def set_verbose_progress(self, verbose: bool) -> None:
        self.query_one(ActivityStrip).verbose = verbose

    def copy_text(self, text: str, toast: str) -> None:
        self.copy_to_clipboard(text)
        self.notify(toast, markup=False)

    async def show_help(self) -> None:
        from vance_tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            await self.push_screen(HelpScreen())

    async def action_show_help(self) -> None:
        """F1: the help view, as /help shows it."""
        await self.show_help()

    async def show_memory(self) -> None:
        from vance_tui.screens.memory import MemoryScreen

        await self.push_screen_wait(MemoryScreen(self.require_client()))

    def request_quit(self) -> None:
        # later, not from inside a command's worker: exiting cancels the workers
        self.call_later(self.action_quit)


def create_app(
    client_factory: ClientFactory | None = None,
    *,
    session_id: str | None = None,
    new: bool = False,
    **options: Any,
) -> VanceApp:
    """The app the CLI runs (``vance``, ``vance --session ID``, ``vance --new``); tests pass a
    fake client factory and, for snapshots, a fixed clock and ``animate=False``."""
    return VanceApp(client_factory, session_id=session_id, new=new, **options)
