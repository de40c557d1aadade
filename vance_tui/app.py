"""The Vance terminal app: one window bound to one hub session.

Start-up paints first and connects afterwards: the brain (``client_factory``) is started in
a worker once the first frame is on screen, and the model warms in the background with its
status in the activity strip. Everything the brain says arrives through
:class:`vance_tui.messages.FrameBridge`; every client call runs in a worker, and a client
error becomes a note in the transcript, never a crash.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from typing import Any

from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import Footer

from vance_tui.activity import ActivityModel, Clock, HudModel, Throttle
from vance_tui.client_api import ClientFactory, VanceClient, default_client_factory
from vance_tui.messages import (
    ApprovalAsked,
    ApprovalSettled,
    ChatArrived,
    ErrorArrived,
    FrameBridge,
    Milestone,
    ModeSwitched,
    PlanArrived,
    ProgressChanged,
    PushToTalk,
    SpokenInput,
    StreamArrived,
    StreamEnded,
    SwitchRequested,
    VoiceState,
    clean_message,
)
from vance_tui.navigation import BackStack, Place
from vance_tui.slash import SlashError, is_command, parse
from vance_tui.slash_runner import SlashRunner
from vance_tui.voice_bridge import PttFactory, VoiceBridge
from vance_tui.widgets.activity_strip import ActivityStrip
from vance_tui.widgets.approval import ApprovalPrompt, PendingApproval
from vance_tui.widgets.banner import Banner
from vance_tui.widgets.composer import MAX_INPUT, Composer
from vance_tui.widgets.hud import Hud
from vance_tui.widgets.options import OptionPicker
from vance_tui.widgets.plan_panel import PlanPanel
from vance_tui.widgets.transcript import Transcript

MILESTONES = {
    "started": ("{engine} started in {project}", "information"),
    "blocked": ("{engine} in {project} is waiting for you", "warning"),
    "done": ("{engine} finished in {project}", "information"),
    "failed": ("{engine} failed in {project}", "error"),
    "stopped": ("{engine} stopped in {project}", "warning"),
    "paused": ("{engine} paused in {project}", "information"),
    "resumed": ("{engine} resumed in {project}", "information"),
}


class UserError(Exception):
    """Stand-in base until the brain is imported (see :func:`_user_error_types`)."""


def _user_error_types() -> tuple[type[BaseException], ...]:
    try:
        from brain.errors import UserFacingError
    except ImportError:  # pragma: no cover - the brain is part of the package
        return (UserError,)
    return (UserFacingError, UserError)


class VanceApp(App[int]):
    CSS_PATH = "vance.tcss"
    TITLE = "Vance"
    BINDINGS = [  # noqa: RUF012
        Binding("f2,ctrl+o", "toggle_plan", "plan"),
        Binding("f5,ctrl+t", "push_to_talk", "talk"),
        Binding("pageup", "scroll_transcript(-1)", "scroll", show=False),
        Binding("pagedown", "scroll_transcript(1)", "scroll", show=False),
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
        self._factory = client_factory or default_client_factory
        self._start_session = session_id
        self._start_new = new
        self.client: VanceClient | None = None
        self.session_id: str | None = None
        self.place_label = ""  # "" = the hub; else what the banner says
        self.activity = ActivityModel(clock)
        self.hud_model = HudModel(names=self.activity.names)
        self.throttle = Throttle(0.1)
        self.back = BackStack()
        self.bridge: FrameBridge | None = None
        self.voice = VoiceBridge(self.post_message, ptt_factory)
        self.slash = SlashRunner(self)
        self.errors = _user_error_types()
        self._ticking = animate
        self._unsubscribe: Any = None
        self._attached = asyncio.Event()
        self._send_lock = asyncio.Lock()
        self._closed = False

    # --- layout --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Hud(self.hud_model)
        yield Banner()
        with Horizontal(id="main"):
            yield Transcript()
            yield PlanPanel()
        yield ApprovalPrompt()
        yield ActivityStrip(self.activity, ticking=self._ticking)
        yield Composer()
        yield Footer()

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
        self.boot()

    # --- connecting ----------------------------------------------------------------------

    @work(exclusive=True, group="session")
    async def boot(self) -> None:
        try:
            made = self._factory()
            client = await made if inspect.isawaitable(made) else made
            self.client = client
            session = await client.open_hub(self._start_session, new=self._start_new)
            await self.attach(session.id)
        except self.errors as exc:
            self.activity.end_local("boot", label="not connected", failed=True)
            self.paint_progress()
            await self.note_error(exc)
            return
        self.activity.end_local("boot", label="connected")
        self.paint_progress()
        self.warm()

    @work(exclusive=True, group="warm")
    async def warm(self) -> None:
        client = self.client
        if client is None:
            return
        self.activity.begin_local("warm", "loading the model…")
        self.paint_progress()

        def on_status(text: str) -> None:
            self.activity.begin_local("warm", text)
            self.paint_progress()

        try:
            await client.warm(on_status)
        except self.errors as exc:
            self.activity.end_local("warm", label="model not loaded", failed=True)
            await self.note_error(exc)
        else:
            description = client.model_description()
            self.activity.end_local("warm", label=f"model ready: {description}")
            self.query_one(Hud).model_name = description
        self.paint_progress()

    async def attach(self, session_id: str, *, away_after: int | None = None) -> None:
        """Bind the window's view to ``session_id``: subscribe, load history, then let the
        frames that arrived meanwhile through (in order, without duplicates)."""
        client = self._require_client()
        self._attached.clear()
        if self._unsubscribe is not None:
            self._unsubscribe()
        self.session_id = session_id
        chat_process = await self._chat_process(session_id)
        chat_id = chat_process.id if chat_process is not None else None
        self.activity.reset(chat_id)
        self.hud_model.reset(chat_id)
        self.bridge = FrameBridge(self.post_message, self.activity, self.hud_model, session_id)
        self._unsubscribe = client.subscribe(session_id, self.bridge)
        history = [clean_message(m) for m in await client.history(session_id)]
        await self.transcript.load(history, away_after=away_after)
        self.composer.seed_history([m.content for m in history if m.role == "user"])
        self.query_one(PlanPanel).clear()
        self.hud_model.unread = await client.unread_count()
        self.query_one(Hud).engine = chat_process.engine if chat_process is not None else "eddie"
        self.bridge.resume()
        self._sync_options()
        self.paint_progress()
        self._attached.set()

    async def _chat_process(self, session_id: str) -> Any:
        """The session's own chat process (Eddie in a hub session), or None if unknown."""
        processes = await self._require_client().processes(session_id)
        own = [p for p in processes if p.session_id == session_id and p.parent_id is None]
        return own[0] if own else None

    def _require_client(self) -> VanceClient:
        if self.client is None:
            raise UserError("Not connected to the brain yet.")
        return self.client

    # --- moving between sessions ---------------------------------------------------------

    @work(exclusive=True, group="session")
    async def switch_to(self, request: SwitchRequested) -> None:
        client = self._require_client()
        if self.session_id is not None:
            self.back.push(Place(self.session_id, self.place_label, self.transcript.last_id))
        try:
            await client.bind(request.target_session_id)
            await self.attach(request.target_session_id)
        except self.errors as exc:
            await self.note_error(exc)
            return
        self.place_label = f"{request.label}\0{request.project}"
        self.query_one(Banner).show(request.label, request.project)
        if request.announcement:
            await self.transcript.add_note(request.announcement)

    @work(exclusive=True, group="session")
    async def go_back(self) -> None:
        place = self.back.pop()
        if place is None:
            await self.transcript.add_note("You are talking to Eddie already.")
            return
        try:
            await self._require_client().bind(place.session_id)
            await self.attach(place.session_id, away_after=place.last_seen)
        except self.errors as exc:
            await self.note_error(exc)
            return
        self.place_label = place.label
        banner = self.query_one(Banner)
        if place.label:
            banner.show(*place.label.split("\0", 1))
        else:
            banner.hide()

    @work(exclusive=True, group="session")
    async def open_session(self, session_id: str | None, *, new: bool = False) -> None:
        try:
            session = await self._require_client().open_hub(session_id, new=new)
            await self.attach(session.id)
        except self.errors as exc:
            await self.note_error(exc)
            return
        self.back.clear()
        self.place_label = ""
        self.query_one(Banner).hide()
        await self.transcript.add_note(f"Session {session.id}.")

    # --- frames ----------------------------------------------------------------------------

    async def on_chat_arrived(self, event: ChatArrived) -> None:
        await self.transcript.add_message(event.message)
        self._sync_options()
        message = event.message
        if message.role == "assistant" and self.voice.loaded:
            self.run_worker(self.voice.speak(message.content), group="speak", exclusive=True)
        if message.role == "user" and not message.meta.get("spoken"):
            self.voice.spoken_turn = False

    async def on_stream_arrived(self, event: StreamArrived) -> None:
        await self.transcript.stream(event.stream_id, event.author, event.text)

    async def on_stream_ended(self, event: StreamEnded) -> None:
        await self.transcript.abort_stream(event.stream_id)

    def on_progress_changed(self, _: ProgressChanged) -> None:
        if self.bridge is not None:
            self.bridge.progress_seen()
        self.request_paint()

    def on_plan_arrived(self, event: PlanArrived) -> None:
        self.query_one(PlanPanel).show_snapshot(event.snapshot)

    def on_approval_asked(self, event: ApprovalAsked) -> None:
        request = PendingApproval(event.request_id, event.tool, event.summary, event.detail)
        self.query_one(ApprovalPrompt).ask(request)

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
        self.switch_to(event)

    def on_milestone(self, event: Milestone) -> None:
        text, severity = MILESTONES.get(event.event, ("{engine}: " + event.event, "information"))
        message = text.format(engine=event.engine, project=event.project)
        if event.summary:
            message += f"\n{event.summary}"
        self.notify(
            message,
            title=f"{event.engine} · {event.process_name}",
            severity=severity,  # type: ignore[arg-type]
            timeout=10 if event.event in ("failed", "blocked") else 5,
            markup=False,
        )

    def on_mode_switched(self, event: ModeSwitched) -> None:
        self.notify(f"mode: {event.mode}", markup=False)

    async def on_error_arrived(self, event: ErrorArrived) -> None:
        if not self.transcript.is_duplicate_error(event.message, event.hint):
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
        self.query_one(ActivityStrip).repaint()
        busy = [w.process_id for w in self.activity.workers.values()]
        busy += [op.process_id for op in self.activity.running.values() if not op.own]
        self.query_one(Hud).repaint(busy)

    # --- input -----------------------------------------------------------------------------

    async def on_composer_submitted(self, event: Composer.Submitted) -> None:
        text = event.text
        if is_command(text):
            try:
                parsed = parse(text)
            except SlashError as exc:
                await self.transcript.add_note(str(exc), kind="error")
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
        self._sync_options()
        self.send(event.label)

    def _sync_options(self) -> None:
        picker = self.transcript.open_picker()
        self.composer.options_open = len(picker.options) if picker is not None else 0

    @work(group="send")
    async def send(self, text: str, spoken: bool = False) -> None:
        self.transcript.settle_options()
        self._sync_options()
        if not self._attached.is_set():
            self.activity.begin_local("send", "waiting for the brain to start…")
            self.paint_progress()
            await self._attached.wait()
            self.activity.end_local("send", label="sent")
        async with self._send_lock:
            try:
                assert self.session_id is not None
                await self._require_client().send(self.session_id, text, spoken=spoken)
            except self.errors as exc:
                await self.note_error(exc)
                if not self.composer.text:
                    self.composer.load_text(text)

    @work(group="command")
    async def run_command(self, parsed: Any) -> None:
        try:
            await self.slash.run(parsed)
        except SlashError as exc:
            await self.transcript.add_note(str(exc), kind="error")
        except self.errors as exc:
            await self.note_error(exc)

    async def note_error(self, exc: BaseException) -> None:
        message = getattr(exc, "message", None) or str(exc)
        await self.transcript.add_note(message, hint=getattr(exc, "hint", None), kind="error")

    # --- voice -------------------------------------------------------------------------------

    def action_push_to_talk(self) -> None:
        self.post_message(PushToTalk())

    def on_push_to_talk(self, _: PushToTalk) -> None:
        self.run_worker(self.voice.press(), group="voice", exclusive=False)

    def on_spoken_input(self, event: SpokenInput) -> None:
        self.activity.end_local("voice")
        self.paint_progress()
        if event.text.strip():
            self.send(event.text, spoken=True)

    def on_voice_state(self, event: VoiceState) -> None:
        if event.text:
            self.activity.begin_local("voice", event.text)
        else:
            self.activity.end_local("voice")
        self.paint_progress()

    # --- actions -----------------------------------------------------------------------------

    def action_toggle_plan(self) -> None:
        self.query_one(PlanPanel).toggle()

    def action_scroll_transcript(self, direction: int) -> None:
        transcript = self.transcript
        if direction < 0:
            transcript.scroll_page_up()
        else:
            transcript.scroll_page_down()

    async def action_quit(self) -> None:
        await self.shutdown()
        self.exit(0)

    async def shutdown(self) -> None:
        """Suspend the session (workers keep running) and release the client, once."""
        if self._closed:
            return
        self._closed = True
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
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
