"""The user's inbox: every change is stored, then the unread count is published once."""

from __future__ import annotations

from typing import Any

from brain.events.frames import InboxChanged
from brain.events.hub import EventHub
from brain.models import InboxItem, InboxStatus
from brain.runtime.journal import effect_key, killpoint
from brain.services.home import Home
from brain.store import Store, records


class InboxService:
    def __init__(self, store: Store, events: EventHub, home: Home) -> None:
        self._store = store
        self._events = events
        self._home = home

    async def add(
        self,
        *,
        source: str,
        title: str,
        body: str,
        notify_session: str | None,
        meta: dict[str, Any] | None = None,
    ) -> tuple[InboxItem, int]:
        """Store a new item; tell ``notify_session`` the new unread count. → (item, unread).
        Inside a turn the item is keyed: a retried turn does not file it twice."""
        key = effect_key("inbox")
        home = self._home
        async with self._store.transaction() as tx:
            earlier = (
                await records.inbox_item_by_key(tx, home.tenant_id, home.user_id, key)
                if key is not None
                else None
            )
            if earlier is not None:
                return earlier, await records.count_unread(tx, home.tenant_id, home.user_id)
            item = await records.insert_inbox_item(
                tx,
                tenant_id=home.tenant_id,
                user_id=home.user_id,
                source=source,
                title=title,
                body=body,
                meta={**(meta or {}), **({"key": key} if key is not None else {})},
            )
        killpoint("inbox-stored")
        return item, await self._publish(notify_session)

    async def list(self, *, include_archived: bool = False) -> list[InboxItem]:
        return await records.list_inbox(
            self._store,
            self._home.tenant_id,
            self._home.user_id,
            include_archived=include_archived,
        )

    async def get(self, item_id: int) -> InboxItem:
        return await records.get_inbox_item(
            self._store, self._home.tenant_id, self._home.user_id, item_id
        )

    async def set_status(
        self, item_id: int, status: InboxStatus, *, notify_session: str | None
    ) -> InboxItem:
        item = await records.set_inbox_status(
            self._store, self._home.tenant_id, self._home.user_id, item_id, status
        )
        await self._publish(notify_session)
        return item

    async def unread(self) -> int:
        return await records.count_unread(self._store, self._home.tenant_id, self._home.user_id)

    async def _publish(self, session_id: str | None) -> int:
        unread = await self.unread()
        if session_id is not None:
            self._events.publish(InboxChanged(session_id=session_id, unread=unread))
        return unread
