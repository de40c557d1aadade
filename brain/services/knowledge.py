"""What the hub knows beyond the conversation: the activity log that other windows read, the
peer events that reach them at once, the recap on opening a session, and the user's relations
(subject, predicate, object) kept in their SYSTEM project."""

from __future__ import annotations

from typing import Any

from brain.events.frames import ChatAppended
from brain.events.hub import EventHub
from brain.ids import now
from brain.memory.context import hub_turn_context
from brain.memory.models import PeerEvent
from brain.memory.peers import PEER_TYPES, fan_out_peer_event, peer_event_key, record_peer_events
from brain.memory.recap import peer_line, session_recap
from brain.memory.service import MemoryService
from brain.models import ChatMessage, Process, Relation
from brain.runtime.journal import effect_key, killpoint
from brain.runtime.lanes import Runtime
from brain.services.home import Home
from brain.store import Store, records
from brain.store import messages as msgs
from brain.store.db import Transaction
from brain.wire import ChatMeta, PeerEventWake

# A new session hears about what the other windows did this recently; a resumed one about
# everything since its own last message (both within the activity log's 3 days).
NEW_SESSION_RECAP_SECONDS = 15 * 60.0


class Knowledge:
    def __init__(self, store: Store, home: Home, events: EventHub, runtime: Runtime) -> None:
        self._store = store
        self._home = home
        self._events = events
        self._runtime = runtime

    # --- the activity log and peer events -----------------------------------------------------

    async def log(
        self,
        *,
        session_id: str | None,
        process_id: str | None,
        kind: str,
        summary: str,
        refs: dict[str, Any] | None = None,
        key: str | None = None,
    ) -> int:
        """One organizational change in the activity log; a change to shared state (a kind in
        :data:`PEER_TYPES`, or ``refs["peer"]``) is also pushed to the user's other active hub
        windows in the same transaction, at most once per ``key`` (default: derived from the
        change itself, so a retried tool call does not notify twice)."""
        refs = dict(refs or {})
        home = self._home
        created: list[PeerEvent] = []
        key = key or effect_key("activity")
        async with self._store.transaction() as tx:
            if key is not None:
                earlier = await records.activity_by_key(tx, home.tenant_id, home.user_id, key)
                if earlier is not None:  # a retried turn: logged (and pushed) already
                    return earlier
                refs["key"] = key
            entry_id = await records.append_activity(
                tx,
                tenant_id=home.tenant_id,
                user_id=home.user_id,
                session_id=session_id,
                process_id=process_id,
                kind=kind,
                summary=summary,
                refs=refs,
            )
            if kind in PEER_TYPES or refs.get("peer"):
                created = await fan_out_peer_event(
                    self._store,
                    tenant_id=home.tenant_id,
                    user_id=home.user_id,
                    source_process_id=process_id,
                    type=kind,
                    summary=summary,
                    key=key or peer_event_key(kind, process_id, summary, sorted(refs.items())),
                    payload=refs,
                    wake=self._post_wake,
                )
        killpoint("activity-logged")
        for event in created:  # after the commit: the lane sees the wake-up message
            self._runtime.wake(event.target_process_id)
        return entry_id

    async def _post_wake(self, tx: Transaction, event: PeerEvent) -> None:
        await msgs.insert_engine_message(
            tx,
            tenant_id=event.tenant_id,
            process_id=event.target_process_id,
            payload=PeerEventWake(peer_event_id=event.id),
            sender_process_id=event.source_process_id,
        )

    async def record_peers(self, process: Process, *, lang: str) -> list[ChatMessage]:
        """Drain the peer events waiting for a hub process: each becomes one line in its
        conversation (a system message of kind ``peer``, shown as a notice, never an answer
        and never part of the model's history); no model call. Lines and the events' recorded
        mark commit together, then the lines are published."""
        lines: list[ChatMessage] = []
        at = now()

        async def record(tx: Transaction, events: list[PeerEvent]) -> None:
            for event in events:
                lines.append(
                    await msgs.insert_chat(
                        tx,
                        tenant_id=process.tenant_id,
                        session_id=process.session_id,
                        process_id=process.id,
                        role="system",
                        author="vance",
                        content=peer_line(event, at=at, lang=lang),
                        meta=ChatMeta(kind="peer"),
                    )
                )

        await record_peer_events(self._store, process.id, record)
        for line in lines:
            self._events.publish(ChatAppended(session_id=process.session_id, message=line))
        return lines

    async def turn_context(self, memory: MemoryService, process_id: str, user_text: str) -> str:
        """The data blocks for one hub turn: recalled facts and the other windows' recent
        activity (both framed as untrusted data), "" when there is nothing."""
        home = self._home
        return await hub_turn_context(
            self._store,
            memory,
            tenant_id=home.tenant_id,
            user_id=home.user_id,
            process_id=process_id,
            user_text=user_text,
        )

    async def recap(
        self,
        process: Process,
        *,
        last_seen: float | None,
        lang: str,
        skip_session: str | None = None,
    ) -> str:
        """What the user's other windows did since ``last_seen`` (None: a new session, which
        hears about the last few minutes), as one or two speakable sentences, or ""."""
        at = now()
        since = last_seen if last_seen is not None else at - NEW_SESSION_RECAP_SECONDS
        return await session_recap(
            self._store,
            tenant_id=self._home.tenant_id,
            user_id=self._home.user_id,
            process_id=process.id,
            last_seen=since,
            lang=lang,
            at=at,
            skip_session=skip_session,
        )

    # --- relations ----------------------------------------------------------------------------

    async def relations(self, subject: str | None = None) -> list[Relation]:
        """The user's relations, oldest first (all subjects when ``subject`` is None)."""
        home = self._home
        return await records.query_relations(
            self._store, home.tenant_id, home.user_project.id, subject
        )

    async def relate(
        self, subject: str, predicate: str, obj: str, meta: dict[str, Any] | None = None
    ) -> int:
        home = self._home
        return await records.add_relation(
            self._store, home.tenant_id, home.user_project.id, subject, predicate, obj, meta
        )
