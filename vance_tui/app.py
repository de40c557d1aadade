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
from textual.worker import Worker, WorkerState

from brain import UserFacingError
from vance_tui.activity import ActivityModel, Clock
from vance_tui.client_api import ClientFactory, VanceClient, default_client_factory
from vance_tui.errors import SlashError, UserError
from vance_tui.hud_model import HudModel, Throttle
from vance_tui.messages import (
    MILESTONES,
    ApprovalAsked,
    ApprovalSettled,
    ChatArrived,
    ErrorArrived,
    Milestone,
    ModeSwitched,
    PlanArrived,
    ProgressChanged,
    PushToTalk,
    SpokenInput,
    StreamArrived,
    StreamEnded,
    SwitchRequested,
)
from vance_tui.screens.session_picker import SessionPicker
from vance_tui.session_flow import SessionFlow
from vance_tui.slash import is_command, parse
from vance_tui.slash_runner import SlashRunner
from vance_tui.voice_bridge import PttFactory, VoiceBridge, VoiceLevel, VoiceStateChanged
from vance_tui.widgets.activity_strip import ActivityStrip
from vance_tui.widgets.approval import ApprovalPrompt, PendingApproval
from vance_tui.widgets.banner import Banner
from vance_tui.widgets.composer import MAX_INPUT, Composer
from vance_tui.widgets.hud import Hud
from vance_tui.widgets.options import OptionPicker
from vance_tui.widgets.plan_panel import PlanPanel
from vance_tui.widgets.transcript import Transcript
from vance_tui.widgets.voice_indicator import VoiceIndicator

if TYPE_CHECKING:
    from brain import Session


class VanceApp(App[int]):
    CSS_PATH = str(Path(__file__).with_name("vance.tcss"))
    TITLE = "Vance"
    BINDINGS = [  # noqa: RUF012
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
    ) -> None:
        super().__init__()
        self.activity = ActivityModel(clock)
        self.hud_model = HudModel(names=self.activity.names)
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
        yield Composer()
        yield Footer()

    @property
    def client(self) -> VanceClient | None:
        return self.sessions.client

    @property
    def session_id(self) -> str | None:
        return self.sessions.session_id

    @property
    def transcript(self) -> Transcript:
        return self.query_one(Transcript)

    @property
    def composer(self) -> Composer:
        return self.query_one(Composer)

    def on_mount(self) -> None:
        self.activity.begin_local("boot", "starting the brain…")
        self.paint_progress()
        self.composer.focus()

    def on_ready(self) -> None:
        self.run_worker(self.sessions.boot(), group="session", exclusive=True)

    def warm(self) -> None:
        """(Re)load the model in the background; its status shows in the activity strip."""
        self.run_worker(self.sessions.warm(), group="warm", exclusive=True)

    def go_back(self) -> None:
        self.run_worker(self.sessions.go_back(), group="session", exclusive=True)

    def open_session(self, session_id: str | None, *, new: bool = False) -> None:
        self.run_worker(self.sessions.open(session_id, new=new), group="session", exclusive=True)

    def require_client(self) -> VanceClient:
        if self.client is None:
            raise UserError("Not connected to the brain yet.")
        return self.client

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

    def on_progress_changed(self, _: ProgressChanged) -> None:
        if self.sessions.bridge is not None:
            self.sessions.bridge.progress_seen()
        self.request_paint()

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
        text, severity = MILESTONES.get(event.event, ("{engine}: " + event.event, "information"))
        message = text.format(engine=event.engine, project=event.project)
        if event.summary and event.summary not in message:
            message += f"\n{event.summary}"
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
            self.paint_progress()
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

    async def note_error(self, exc: UserFacingError) -> None:
        await self.transcript.add_note(exc.message, hint=exc.hint, kind="error")

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

    def toggle_plan(self) -> None:
        self.query_one(PlanPanel).toggle()

    async def show_memory(self) -> None:
        from vance_tui.screens.memory import MemoryScreen

        await self.push_screen_wait(MemoryScreen(self.require_client()))

    def request_quit(self) -> None:
        # later, not from inside a command's worker: exiting cancels the workers
        self.call_later(self.action_quit)

    # --- voice -------------------------------------------------------------------------------

    def action_push_to_talk(self) -> None:
        self.post_message(PushToTalk())

    def on_push_to_talk(self, _: PushToTalk) -> None:
        self.run_worker(self.voice.press(), group="voice", exclusive=False)

    def on_spoken_input(self, event: SpokenInput) -> None:
        if event.text.strip():
            self.composer.remember(event.text)  # ↑ brings back what was said, to edit
            self.send(event.text, spoken=True)

    def on_voice_state_changed(self, event: VoiceStateChanged) -> None:
        self.query_one(VoiceIndicator).show_state(event.state)

    def on_voice_level(self, event: VoiceLevel) -> None:
        self.query_one(VoiceIndicator).show_level(event.level)

    def action_stop_speaking(self) -> None:
        self.voice.stop_speaking()

    # --- stopping a turn ---------------------------------------------------------------------

    @property
    def turn_running(self) -> bool:
        """Whether the window's own process (Eddie, or the worker shown) is in a turn."""
        return self.activity.chat_turn_since is not None

    def action_escape(self) -> None:
        """Esc: stop speaking; when nothing is being said, cancel the running turn."""
        if not self.voice.stop_speaking() and self.turn_running:
            self.cancel_turn()

    def action_interrupt(self) -> None:
        """ctrl+c: cancel the running turn; else copy the selected input; else the quit hint."""
        if self.turn_running:
            self.cancel_turn()
        elif self.focused is self.composer and self.composer.selected_text:
            self.composer.action_copy()
        else:
            self.action_help_quit()

    def cancel_turn(self, session_id: str | None = None) -> None:
        """Cancel what the session's process does now (default: the window's session)."""
        self.run_worker(self._cancel(session_id), group="cancel", exclusive=True)

    async def _cancel(self, session_id: str | None) -> bool:
        """True when a turn was cancelled (the brain then says what was kept)."""
        target = session_id or self.session_id
        if target is None or self.client is None:
            return False
        try:
            return await self.client.cancel(target)
        except self.errors as exc:
            await self.note_error(exc)
            return False

    async def cancel_and_tell(self, session_id: str | None) -> None:
        if not await self._cancel(session_id):
            await self.transcript.add_note("Nothing to stop: no turn is running.")

    @property
    def hub_session_id(self) -> str | None:
        return self.sessions.hub_session_id

    def action_toggle_voice_output(self) -> None:
        self.run_worker(self.set_voice_output(not self.voice.output), group="voice-output")

    async def set_voice_output(self, on: bool) -> bool:
        """Speak the answers (or stop); says so in a toast. Returns the new setting."""
        spoken = await self.voice.set_output(on)
        if spoken:
            self.notify("Voice on: answers are spoken. F4 or /voice off to stop.", markup=False)
        elif not on:
            self.notify("Voice off: answers are only shown.", markup=False)
        return spoken

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        # Every move to another session (start-up, switch-to, /hub, /new) runs in the
        # ``session`` group; voice follows the session's language.
        if event.worker.group != "session" or event.state is not WorkerState.SUCCESS:
            return
        if self.client is not None and self.session_id is not None:
            self.run_worker(
                self._follow_session_voice(self.client, self.session_id),
                group="voice-session",
                exclusive=True,
            )

    async def _follow_session_voice(self, client: VanceClient, session_id: str) -> None:
        try:
            await self.voice.follow_session(client, session_id)
        except self.errors as exc:
            await self.note_error(exc)

    # --- actions -----------------------------------------------------------------------------

    def on_markdown_link_clicked(self, event: Any) -> None:
        """Open web and mail links from the transcript; anything else (file:, custom schemes
        a model could invent) is shown, not opened."""
        href = str(event.href)
        if href.startswith(("https://", "http://", "mailto:")):
            self.open_url(href)
        else:
            self.notify(f"Not opened: {href}", markup=False, severity="warning")

    def action_toggle_plan(self) -> None:
        self.toggle_plan()

    def action_scroll_transcript(self, direction: int) -> None:
        transcript = self.transcript
        if direction < 0:
            transcript.scroll_page_up()
        else:
            transcript.scroll_page_down()

    async def action_quit(self) -> None:
        """Close the window. With the brain in this process, busy workers would pause until
        Vance runs again: say so and quit only on the second ask."""
        busy = len(self.activity.workers)
        client = self.client
        if busy and client is not None and not client.keeps_workers and not self._quit_asked:
            self._quit_asked = True
            workers = "1 worker is" if busy == 1 else f"{busy} workers are"
            await self.transcript.add_note(
                f"{workers} still running. Closing this window pauses them until Vance runs "
                "again (their work is kept); `vance serve` keeps them going with no window "
                "open. Press ctrl+q or type /quit again to close anyway."
            )
            return
        await self.shutdown()
        self.exit(0)

    async def shutdown(self) -> None:
        """Suspend the session and release the client, once (workers go on only when a
        resident brain holds them)."""
        if self._closed:
            return
        self._closed = True
        self.sessions.unsubscribe()
        try:
            await self.voice.close()
            if self.client is not None:
                await self.client.close()
        except self.errors:
            pass

    async def on_unmount(self) -> None:
        await self.shutdown()


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
