"""Which session the window shows: start-up, warm-up, switch-to, /hub, /new, /sessions.

The app runs these coroutines as exclusive workers (group ``session``), so a newer move
replaces an older one. Every client error becomes a note in the transcript.

The window's session state lives here and nowhere else: the client, the session shown, the
frame bridge feeding the view, and the way back. The app reads it (``app.client`` and
``app.session_id`` are read-only views of these fields).
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from brain import ago
from vance_tui.activity import ActivityModel
from vance_tui.messages import BACKGROUND_FRAMES, FrameBridge, SwitchRequested, clean_message
from vance_tui.navigation import BackStack, Place
from vance_tui.planview import snapshot_from_frame
from vance_tui.safety import clean_line
from vance_tui.welcome import TITLE, WELCOMED, welcome_due, welcome_text
from vance_tui.widgets.banner import Banner
from vance_tui.widgets.hud import Hud
from vance_tui.widgets.plan_panel import PlanPanel

if TYPE_CHECKING:
    from vance_tui.app import VanceApp
    from vance_tui.client_api import ClientFactory, VanceClient


class SessionFlow:
    def __init__(
        self,
        app: VanceApp,
        factory: ClientFactory,
        *,
        start_session: str | None = None,
        start_new: bool = False,
    ) -> None:
        self.app = app
        self.factory = factory
        self.start_session = start_session
        self.start_new = start_new
        self.client: VanceClient | None = None
        self.session_id: str | None = None  # the session the window shows
        self.bridge: FrameBridge | None = None  # frames of that session → the view
        self.back = BackStack()
        self.place_label = ""  # "" = the hub; else "label\0project" for the banner
        self.attached = asyncio.Event()  # set while a session is bound and loaded
        self.last_said: float | None = None  # when the shown session's newest message came
        self._unsubscribe: Callable[[], None] | None = None
        self._background: Callable[[], None] | None = None

    @property
    def hub_session_id(self) -> str | None:
        """Eddie's session: where the window came from, else the session it shows."""
        return self.back.places[0].session_id if self.back.places else self.session_id

    # --- start-up -----------------------------------------------------------------------

    async def boot(self) -> None:
        app = self.app
        try:
            made = self.factory()
            client = await made if inspect.isawaitable(made) else made
            self.client = client
            session = await client.open_hub(self.start_session, new=self.start_new)
            welcome = await welcome_due(client)
            await self.attach(session.id)
            await self.welcome(client, welcome)
            await app.restore_theme(client)
        except app.errors as exc:
            app.activity.end_local("boot", label="not connected", failed=True)
            await app.note_error(exc)
            return
        app.activity.end_local("boot", label="connected")
        app.warm()

    async def welcome(self, client: VanceClient, due: bool) -> None:
        """On a new home, once: who Eddie is and what to try (see :mod:`vance_tui.welcome`)."""
        if not due:
            return
        app = self.app
        if app.transcript.last_id == 0:  # a home with a conversation is welcomed already
            await app.transcript.add_note(welcome_text(client.model_description()), title=TITLE)
        with contextlib.suppress(app.errors):  # a courtesy: never an error on the first screen
            await client.set_user_setting(WELCOMED, "yes")

    async def warm(self) -> None:
        app = self.app
        client = self.client
        if client is None:
            return
        app.activity.begin_local("warm", "loading the model…")

        def on_status(text: str) -> None:
            app.activity.begin_local("warm", text)

        try:
            await client.warm(on_status)
        except app.errors as exc:
            app.activity.end_local("warm", label="model not loaded", failed=True)
            await app.note_error(exc)
        else:
            description = client.model_description()
            app.activity.end_local("warm", label=f"model ready: {description}")
            app.query_one(Hud).model_name = description

    # --- binding the view -------------------------------------------------------------------

    async def attach(self, session_id: str, *, away_after: int | None = None) -> None:
        """Show ``session_id``: subscribe, load its history, then let the frames that arrived
        meanwhile through (in order, without duplicates)."""
        app = self.app
        client = app.require_client()
        self.attached.clear()
        self.unsubscribe()
        self.session_id = session_id
        chat_process = await self._chat_process(session_id)
        chat_id = chat_process.id if chat_process is not None else None
        app.activity.reset(chat_id)
        app.hud_model.reset(chat_id)
        self.bridge = FrameBridge(app.post_message, app.activity, app.hud_model, session_id)
        self._unsubscribe = client.subscribe(session_id, self.bridge)
        history = [clean_message(m) for m in await client.history(session_id)]
        self.last_said = history[-1].created_at if history else None
        await app.transcript.load(history, away_after=away_after)
        app.composer.seed_history([m.content for m in history if m.role == "user"])
        app.query_one(PlanPanel).clear()
        if chat_process is not None:
            self._restore(chat_process)
        app.hud_model.seed_usage(await client.session_usage(session_id))
        app.hud_model.set_unread(await client.unread_count())
        app.query_one(Hud).engine = chat_process.engine if chat_process is not None else "eddie"
        self.bridge.resume()
        app.sync_options()
        self.attached.set()

    def _restore(self, chat_process: Any) -> None:
        """What the stored process knows: its usage totals, and its latest todo list."""
        app = self.app
        app.hud_model.seed(chat_process, own=True)
        todos = chat_process.params.todos
        if todos:
            from brain import TodosUpdated

            frame = TodosUpdated(
                session_id=chat_process.session_id,
                process_id=chat_process.id,
                todos=[todo.model_dump() for todo in todos],
            )
            snapshot = snapshot_from_frame(frame, chat_process.engine)
            if snapshot is not None:
                app.query_one(PlanPanel).show_snapshot(snapshot)

    async def _attach_and_listen(self, session_id: str, *, away_after: int | None = None) -> None:
        await self.attach(session_id, away_after=away_after)
        self._listen_to_hub_in_background()

    def unsubscribe(self) -> None:
        for stop in (self._unsubscribe, self._background):
            if stop is not None:
                stop()
        self._unsubscribe = self._background = None

    def _listen_to_hub_in_background(self) -> None:
        """While the window shows a worker, the hub it came from can still ask for approvals
        and announce milestones: keep a filtered subscription to it."""
        app = self.app
        if not self.back.places or self.client is None:
            return
        hub = self.back.places[0].session_id
        if hub == self.session_id:
            return
        bridge = FrameBridge(
            app.post_message, ActivityModel(), app.hud_model, hub, only=BACKGROUND_FRAMES
        )
        bridge.resume()
        self._background = self.client.subscribe(hub, bridge)

    async def _chat_process(self, session_id: str) -> Any:
        """The session's own chat process (Eddie in a hub session), or None if unknown."""
        processes = await self.app.require_client().processes(session_id)
        own = [p for p in processes if p.session_id == session_id and p.parent_id is None]
        return own[0] if own else None

    # --- moving -------------------------------------------------------------------------------

    async def switch_to(self, request: SwitchRequested) -> None:
        """A ``switch-to`` frame: remember where we were, then show the worker's session."""
        app = self.app
        if self.session_id is not None:
            self.back.push(Place(self.session_id, self.place_label, app.transcript.last_id))
        try:
            await app.require_client().bind(request.target_session_id)
            await self._attach_and_listen(request.target_session_id)
        except app.errors as exc:
            await app.note_error(exc)
            return
        self.place_label = f"{request.label}\0{request.project}"
        app.query_one(Banner).show(request.label, request.project)
        app.composer.talk_to(request.label)
        if request.announcement:
            await app.transcript.add_note(request.announcement)

    async def go_back(self) -> None:
        """/hub: the previous place, with what was said there meanwhile marked."""
        app = self.app
        place = self.back.pop()
        if place is None:
            await app.transcript.add_note("You are talking to Eddie already.")
            return
        try:
            await app.require_client().bind(place.session_id)
            await self._attach_and_listen(place.session_id, away_after=place.last_seen)
        except app.errors as exc:
            await app.note_error(exc)
            return
        self.place_label = place.label
        banner = app.query_one(Banner)
        if place.label:
            label, project = place.label.split("\0", 1)
            banner.show(label, project)
            app.composer.talk_to(label)
        else:
            banner.hide()
            app.composer.talk_to("Eddie")

    async def open(self, session_id: str | None, *, new: bool = False) -> None:
        """/new and /sessions: bind another hub session (the back stack starts over)."""
        app = self.app
        try:
            session = await app.require_client().open_hub(session_id, new=new)
            await self.attach(session.id)
        except app.errors as exc:
            await app.note_error(exc)
            return
        self.back.clear()
        self.place_label = ""
        app.query_one(Banner).hide()
        app.composer.talk_to("Eddie")
        await app.transcript.add_note(opened_note(session, new=new, last_said=self.last_said))


def opened_note(session: Any, *, new: bool, last_said: float | None = None) -> str:
    """What /new and /sessions say once the window shows the session (its id only for
    ``vance --session``, last); ``last_said``: when its newest message came (binding it just
    now made it active now)."""
    if new:
        return f"A new conversation with Eddie (`{session.id}`); `/sessions` brings back others."
    title = clean_line(session.title or "nothing said yet", 50)
    return f"Back to “{title}” ({ago(last_said or session.last_active_at, dates=True)})."
