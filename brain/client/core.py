"""The client's core: opening the brain, sessions, and talking (send, turn, approvals)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from brain.client.base import Profile
from brain.client.preferences import PreferencesPart
from brain.client.processes import ProcessesPart
from brain.client.records import RecordsPart
from brain.config import Paths, Settings
from brain.core import Brain
from brain.events.frames import Frame
from brain.models import ChatMessage, Session
from brain.runtime.journal import killpoint
from brain.store import messages as msgs
from brain.wire import ChatMeta, UserInput

if TYPE_CHECKING:
    from collections.abc import Mapping

    from brain.engines.registry import EngineFactory
    from brain.llm.seat import ModelSeat

USER_INPUT = "user-input"


class Client(ProcessesPart, RecordsPart, PreferencesPart):
    @classmethod
    async def start(
        cls,
        *,
        profile: Profile = "foot",
        paths: Paths | None = None,
        settings: Settings | None = None,
        model: ModelSeat | None = None,
        engines: Mapping[str, EngineFactory] | None = None,
        poll_seconds: float = 0.5,
        runtime: bool = True,
        auto_approve: bool = False,
        schedules: bool = False,
    ) -> Client:
        """Open the embedded brain. Without ``runtime`` no lane runs (admin commands);
        ``auto_approve`` grants risky tools without asking (``vance chat --yes``); ``model``
        and ``engines`` are the brain's seams (tests pass a scripted model, stand-in engines);
        ``schedules`` fires due schedules while the client runs (the resident brain, the TUI)."""
        brain = await Brain.open(
            paths,
            settings,
            model=model,
            engines=engines,
            start_runtime=runtime,
            poll_seconds=poll_seconds,
        )
        brain.approvals.auto_grant = auto_approve
        if schedules and runtime:
            brain.deps.schedules.start()
        return cls(brain, profile)

    @property
    def keeps_workers(self) -> bool:
        """False: this window's brain is in-process; closing it pauses the workers until
        Vance runs again (their work is kept and resumed)."""
        return False

    async def close(self) -> None:
        try:
            await self.detach()
        finally:
            await self.brain.close()

    async def detach(self) -> None:
        """Let go of the window's session (suspended, resumable) and keep the brain running:
        what the resident brain does when a remote client disconnects."""
        if self._bound is not None:
            bound, self._bound = self._bound, None
            await self.brain.sessions.suspend(bound)

    async def warm(self, on_status: Callable[[str], None] | None = None) -> None:
        """Get the model ready in the background: with no model configured, look for a local
        model server (Ollama, LM Studio, llama.cpp) and use it; then load litellm (remote
        models) or the bundled local model, in worker threads. ``on_status`` hears each step.
        Cheap when already warm."""
        gateway = self.brain.gateway
        found = await gateway.discover()
        if found is not None and on_status:
            on_status(found.describe())
        if on_status and not gateway.warmed and gateway.needs_litellm():
            on_status("loading the model gateway…")
        await gateway.warm()
        if await gateway.load_local(on_status) and self._bound is not None:
            await self._prepare_answer(self._bound)
        if on_status:
            on_status(f"model ready: {gateway.describe()}")

    async def _prepare_answer(self, session_id: str) -> None:
        """With the small local model loaded, let it evaluate Eddie's prompt for this
        session now, so the first answer does not wait for it."""
        from brain.engines.hub_route import prepare_next_answer
        from brain.engines.recipes import EDDIE_CONFIG

        deps = self.brain.deps
        if deps.models.is_small(EDDIE_CONFIG.model):
            language = await self.language(session_id) or "en"
            await prepare_next_answer(deps, EDDIE_CONFIG.model, session_id, language)

    # --- sessions -----------------------------------------------------------------------------

    async def open_hub(self, session_id: str | None = None, *, new: bool = False) -> Session:
        left = self._bound if self._bound is not None and self._bound != session_id else None
        if left is not None:
            await self.brain.sessions.suspend(left)
        session = await self.brain.sessions.open_hub(self.client_id, session_id=session_id, new=new)
        self._bound = session.id
        await self._settle_in(session, left=left if left != session.id else None)
        await self._prepare_answer(session.id)
        return session

    async def bind(self, session_id: str) -> Session:
        if self._bound is not None and self._bound != session_id:
            await self.brain.sessions.suspend(self._bound)
        session = await self.brain.sessions.bind(self.client_id, session_id)
        self._bound = session.id
        await self._settle_in(session)
        await self._prepare_answer(session.id)
        return session

    async def _settle_in(self, session: Session, *, left: str | None = None) -> None:
        """A window took a session: its runtime owns the session's hub process from now on
        (so what other windows push to it is recorded here, where it is shown), and when the
        user's other windows did something since the session was last seen (its newest
        message; a new session: the last few minutes), Eddie says so in one or two sentences,
        in the session's language; otherwise nothing is added. What this window did in the
        session it ``left`` for this one (``/new``) is no news to it."""
        from brain.errors import NotFound
        from brain.wire import ChatMeta

        brain = self.brain
        try:
            process = await brain.sessions.chat_process(session.id)
        except NotFound:
            return
        async with brain.store.transaction() as tx:
            await brain.runtime.claim(tx, process.id)
        last = await msgs.chat_history(brain.store, session.id, limit=1)
        text = await brain.deps.knowledge.recap(
            process,
            last_seen=last[-1].created_at if last else None,
            lang=await self.language(session.id) or "en",
            skip_session=left,
        )
        if text:
            await brain.deps.chat.append(
                session.id,
                role="assistant",
                author="eddie",
                content=text,
                process_id=process.id,
                meta=ChatMeta(kind="recap"),
            )

    @property
    def bound_session(self) -> str | None:
        return self._bound

    def subscribe(self, session_id: str, listener: Callable[[Frame], None]) -> Callable[[], None]:
        return self.brain.events.subscribe(session_id, listener)

    async def sessions(self, *, include_workers: bool = False) -> list[Session]:
        """Hub sessions, most recent first (with ``include_workers``: worker sessions too)."""
        from brain.models import SessionKind

        return await self.brain.sessions.list(None if include_workers else SessionKind.HUB)

    async def history(self, session_id: str, limit: int = 200) -> list[ChatMessage]:
        return await msgs.chat_history(self.brain.store, session_id, limit=limit)

    # --- talking ------------------------------------------------------------------------------

    async def send(self, session_id: str, text: str, *, spoken: bool = False) -> ChatMessage:
        """Persist the user's words and the inbox entry together, publish, wake the lane."""
        message, _inbox_id = await self._send(session_id, text, spoken=spoken)
        return message

    async def _send(self, session_id: str, text: str, *, spoken: bool) -> tuple[ChatMessage, int]:
        from brain.text import valid_text

        brain = self.brain
        text = valid_text(text)
        process = await brain.sessions.chat_process(session_id)
        meta = ChatMeta(spoken=spoken)
        async with brain.store.transaction() as tx:
            # This window's runtime owns its hub process before the input is visible: another
            # Vance process polling the shared inbox must not answer it where nobody listens.
            await brain.runtime.claim(tx, process.id)
            message = await msgs.insert_chat(
                tx,
                tenant_id=brain.home.tenant_id,
                session_id=session_id,
                process_id=process.id,
                role="user",
                author="you",
                content=text,
                meta=meta,
            )
            inbox = await msgs.insert_engine_message(
                tx,
                tenant_id=brain.home.tenant_id,
                process_id=process.id,
                payload=UserInput(
                    text=text, chat_id=message.id, spoken=spoken, profile=self.profile
                ),
            )
        from brain.events.frames import ChatAppended

        brain.events.publish(ChatAppended(session_id=session_id, message=message))
        killpoint("user-stored")
        brain.runtime.wake(process.id)
        return message, inbox.id

    async def turn(
        self, session_id: str, text: str, *, spoken: bool = False, wait_workers: bool = False
    ) -> list[ChatMessage]:
        """Send ``text`` and wait until Eddie has answered it (with ``wait_workers``: until
        every delegated worker has reported too). Returns what was said meanwhile, user's words
        excluded. Whichever Vance process ran the turn, its answer reaches this caller: what
        another process said is read back from the session and published here too. A turn that
        was given up without a note raises :class:`UserFacingError` (never silence).
        ``vance chat`` and ``vance listen`` take their turns through this."""
        from brain.errors import UserFacingError
        from brain.events.frames import ChatAppended
        from brain.models import MessageStatus

        runtime = self.brain.runtime
        eddie = await self.brain.sessions.chat_process(session_id)
        said: list[ChatMessage] = []

        def on_frame(frame: Frame) -> None:
            if isinstance(frame, ChatAppended) and frame.message.role != "user":
                said.append(frame.message)

        unsubscribe = self.subscribe(session_id, on_frame)
        try:
            mine, inbox_id = await self._send(session_id, text, spoken=spoken)
            handled = await runtime.wait_message(inbox_id)
            if wait_workers:
                await runtime.wait_idle()
            await runtime.wait_process_idle(eddie.id)
            seen = {m.id for m in said}
            for message in await msgs.chat_history(
                self.brain.store, session_id, after_id=mine.id, limit=1000
            ):
                if message.role == "user" or message.id in seen:
                    continue
                # Said by another Vance process that ran this turn: publish it here as well.
                self.brain.events.publish(ChatAppended(session_id=session_id, message=message))
        finally:
            unsubscribe()
        failed = handled.status == MessageStatus.DEAD or handled.error is not None
        if failed and not any(m.meta.kind == "error" for m in said):
            raise UserFacingError(f"Your message was not answered: {handled.error or 'dropped'}.")
        return said

    def resolve_approval(
        self,
        request_id: str,
        decision: Literal["once", "session", "deny"],
        *,
        reason: str | None = None,
    ) -> None:
        """Answer an ``approval-request``; ``reason`` (with ``deny``) is what the model is told
        instead of "the user declined"."""
        self.brain.approvals.resolve(request_id, decision, reason=reason)

    async def export_markdown(self, session_id: str) -> str:
        from brain.services.export import conversation_markdown

        return conversation_markdown(await self.history(session_id, limit=100_000))
