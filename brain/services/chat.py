"""The conversation: persist a chat message, then publish it — never the other way round."""

from __future__ import annotations

from brain.events.frames import ChatAppended
from brain.events.hub import EventHub
from brain.models import ChatMessage
from brain.runtime.journal import effect_key, killpoint
from brain.services.home import Home
from brain.store import Store
from brain.store import messages as msgs
from brain.wire import ChatMeta


class ChatService:
    def __init__(self, store: Store, events: EventHub, home: Home) -> None:
        self._store = store
        self._events = events
        self._home = home

    async def append(
        self,
        session_id: str,
        *,
        role: str,
        author: str,
        content: str,
        process_id: str | None = None,
        info: str | None = None,
        meta: ChatMeta | None = None,
        engine: str | None = None,
        project: str | None = None,
    ) -> ChatMessage:
        """Persist a chat message, then publish it. Inside a turn the line is keyed (see
        :mod:`brain.runtime.journal`): a retried turn that says it again gets the stored line
        back, and nothing is shown twice."""
        key = effect_key("chat")
        async with self._store.transaction() as tx:
            if key is not None:
                earlier = await msgs.chat_by_key(tx, session_id, key)
                if earlier is not None:
                    return earlier
                meta = (meta or ChatMeta()).model_copy(update={"key": key})
            message = await msgs.insert_chat(
                tx,
                tenant_id=self._home.tenant_id,
                session_id=session_id,
                process_id=process_id,
                role=role,
                author=author,
                content=content,
                info=info,
                meta=meta,
                engine=engine,
                project=project,
            )
        killpoint(f"chat-{role}-stored")
        self._events.publish(ChatAppended(session_id=session_id, message=message))
        return message

    async def history(
        self, session_id: str, *, limit: int, before_id: int | None = None
    ) -> list[ChatMessage]:
        """The session's last ``limit`` chat messages (before ``before_id``), oldest first."""
        return await msgs.chat_history(self._store, session_id, limit=limit, before_id=before_id)

    async def note(
        self, session_id: str, process_id: str | None, text: str, *, hint: str | None = None
    ) -> ChatMessage:
        """A system note in the conversation (errors, recoveries): persisted and published once,
        as a chat message whose meta kind is ``error``."""
        return await self.append(
            session_id,
            role="system",
            author="vance",
            content=text if hint is None else f"{text} {hint}",
            process_id=process_id,
            meta=ChatMeta(kind="error"),
        )
