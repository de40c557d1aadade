"""The window's controls, below :class:`vance_tui.app.VanceApp`: where the session state is
read, the toasts it showed, the keys that stop a turn or close the window, push-to-talk and
spoken answers, and what links in the transcript may open."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textual.app import App
from textual.notifications import Notification, Notify
from textual.worker import Worker, WorkerState

from vance_tui.errors import UserError
from vance_tui.messages import PushToTalk, SpokenInput, milestone_text, stopped_text
from vance_tui.voice_bridge import VoiceLevel, VoiceStateChanged
from vance_tui.widgets.composer import Composer
from vance_tui.widgets.plan_panel import PlanPanel
from vance_tui.widgets.transcript import Transcript
from vance_tui.widgets.voice_indicator import VoiceIndicator

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

    from brain import UserFacingError
    from vance_tui.activity import ActivityModel
    from vance_tui.client_api import VanceClient
    from vance_tui.session_flow import SessionFlow
    from vance_tui.voice_bridge import VoiceBridge


@dataclass(frozen=True)
class Toast:
    title: str
    message: str
    severity: str


THEME = "ui.theme"


class WindowControls(App[int]):
    """The app's base: state it reads, keys, voice and closing. ``VanceApp`` builds the
    layout, routes the brain's frames and sends what the user types."""

    voice: VoiceBridge
    activity: ActivityModel
    sessions: SessionFlow
    errors: type[UserFacingError]
    toasts: list[Toast]
    _toasts_showing: set[Toast]
    _stops: dict[tuple[str, str], str]  # (worker, project) → engine, told in the stop toast
    _stops_toast: tuple[Toast, Notification] | None
    _closed: bool
    _quit_asked: bool

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Show a toast, and keep it in :attr:`toasts` (what the window told the user).

        The same words while their toast is still on screen are said once (a milestone that
        arrives through two routes, a key pressed twice)."""
        self._show(Toast(title, message, severity), timeout, markup)

    def _show(self, toast: Toast, timeout: float | None, markup: bool) -> Notification | None:
        showing = self._toasts_showing
        if toast in showing:
            return None
        showing.add(toast)
        self.toasts.append(toast)
        timeout = self.NOTIFICATION_TIMEOUT if timeout is None else timeout
        self.set_timer(timeout, lambda: showing.discard(toast))
        severity: Any = toast.severity
        shown = Notification(toast.message, toast.title, severity, timeout, markup=markup)
        self.post_message(Notify(shown))  # what App.notify does, keeping the notification
        return shown

    def tell_stopped(self, engine: str, process_name: str, project: str) -> None:
        """A worker stopped. While the toast of an earlier stop is on screen this one joins
        it: workers stopped together get one toast ("Stopped arthur and ford in garden")."""
        stops, shown = self._stops, self._stops_toast
        if shown is None or shown[1].has_expired:
            stops.clear()
        if (process_name, project) in stops:
            return  # the same stop, heard twice
        stops[(process_name, project)] = engine
        if len(stops) == 1:
            text, _ = milestone_text(engine, project, "stopped", "")
        else:
            text = stopped_text([(e, p) for (_, p), e in stops.items()])
        if shown is not None and not shown[1].has_expired:  # the earlier toast gives way
            shown[1].timeout = 0  # expired: the next toast shown takes it off the screen
            self._toasts_showing.discard(shown[0])
            if shown[0] in self.toasts:
                self.toasts.remove(shown[0])
        toast = Toast("", text, "warning")
        notification = self._show(toast, None, False)
        self._stops_toast = (toast, notification) if notification is not None else None

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

    @property
    def hub_session_id(self) -> str | None:
        return self.sessions.hub_session_id

    def require_client(self) -> VanceClient:
        if self.client is None:
            raise UserError("Not connected to the brain yet.")
        return self.client

    async def note_error(self, exc: UserFacingError) -> None:
        await self.transcript.add_note(exc.message, hint=exc.hint, kind="error")

    # --- the theme, kept as the user setting ``ui.theme`` ---------------------------------------

    async def restore_theme(self, client: VanceClient) -> None:
        """Use the theme the user picked last time; from now on keep every change."""
        try:
            saved = await client.user_setting(THEME)
        except self.errors:
            saved = None
        if saved and saved in self.available_themes and saved != self.theme:
            self.theme = str(saved)
        self.theme_changed_signal.subscribe(self, self._keep_theme)

    def _keep_theme(self, theme: Any) -> None:
        client = self.sessions.client
        if client is not None:
            self.run_worker(self._save_theme(client, theme.name), group="theme", exclusive=True)

    async def _save_theme(self, client: VanceClient, name: str) -> None:
        with contextlib.suppress(self.errors):  # the theme changed; only not remembered
            await client.set_user_setting(THEME, name)

    def toggle_plan(self) -> None:
        self.query_one(PlanPanel).toggle()

    def send(self, text: str, spoken: bool = False) -> Any:
        raise NotImplementedError  # VanceApp sends

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

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # PageUp/PageDown scroll the conversation only when no dialog (/help, ctrl+p) is on
        # top; there the keys fall through to the dialog's own scrolling.
        if action == "scroll_transcript" and len(self.screen_stack) > 1:
            return False
        return super().check_action(action, parameters)

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
            workers, them, their = (
                ("1 worker is", "it", "its")
                if busy == 1
                else (f"{busy} workers are", "them", "their")
            )
            await self.transcript.add_note(
                f"{workers} still running. Closing this window pauses {them} until Vance runs "
                f"again ({their} work is kept); `vance serve` keeps {them} going with no window "
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
