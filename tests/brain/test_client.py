"""The client interface: binding windows to hub sessions, and sending input."""

from __future__ import annotations

import asyncio

import pytest

from brain.client import USER_INPUT, Client
from brain.core import Brain
from brain.errors import NotFound, StoreError
from brain.events.frames import ChatAppended, Frame
from brain.models import MessageStatus, SessionKind, SessionStatus
from brain.store import messages as msgs
from brain.wire import UserInput

TIMEOUT = 5.0


async def age_session(brain: Brain, session_id: str, seconds: float) -> None:
    await brain.store.execute(
        "UPDATE sessions SET last_active_at = last_active_at - ? WHERE id = ?",
        (seconds, session_id),
    )


async def test_the_first_window_gets_a_new_hub_session_with_eddie(brain: Brain) -> None:
    client = Client(brain, "foot")
    session = await client.open_hub()
    assert session.kind == SessionKind.HUB
    assert session.status == SessionStatus.ACTIVE
    assert session.bound_to == client.client_id
    assert session.project_id == brain.home.user_project.id
    process = await brain.sessions.chat_process(session.id)
    assert (process.engine, process.name) == ("eddie", "eddie")


async def test_closing_a_client_suspends_its_session_and_the_next_start_resumes_it(
    paths, engines
) -> None:
    first = await Client.start(paths=paths, poll_seconds=0.05)
    session = await first.open_hub()
    await first.close()

    second = await Client.start(paths=paths, poll_seconds=0.05)
    try:
        (stored,) = await second.sessions()
        assert (stored.status, stored.bound_to) == (SessionStatus.SUSPENDED, None)
        resumed = await second.open_hub()
        assert resumed.id == session.id
        assert (resumed.status, resumed.bound_to) == (SessionStatus.ACTIVE, second.client_id)
    finally:
        await second.close()


async def test_a_session_older_than_max_idle_age_is_not_resumed(brain: Brain) -> None:
    await brain.settings_cascade.set(
        "home.session.maxIdleAge", 3600, scope="tenant", scope_id=brain.home.tenant_id
    )
    old = await brain.sessions.open_hub("c-1")
    await brain.sessions.suspend(old.id)
    await age_session(brain, old.id, 2 * 3600)

    fresh = await brain.sessions.open_hub("c-2")
    assert fresh.id != old.id
    assert (await brain.sessions.get(old.id)).status == SessionStatus.SUSPENDED


async def test_the_youngest_unbound_suspended_session_is_resumed(brain: Brain) -> None:
    older = await brain.sessions.open_hub("c-1", new=True)
    younger = await brain.sessions.open_hub("c-2", new=True)
    await brain.sessions.suspend(older.id)
    await brain.sessions.suspend(younger.id)
    await age_session(brain, older.id, 60)
    assert (await brain.sessions.open_hub("c-3")).id == younger.id
    assert (await brain.sessions.open_hub("c-4")).id == older.id


async def test_a_session_bound_to_another_window_is_not_taken(brain: Brain) -> None:
    one = Client(brain, "foot")
    two = Client(brain, "foot")
    first = await one.open_hub()
    second = await two.open_hub()
    assert second.id != first.id
    assert (await brain.sessions.get(first.id)).bound_to == one.client_id


async def test_new_forces_a_new_session(brain: Brain) -> None:
    old = await brain.sessions.open_hub("c-1")
    await brain.sessions.suspend(old.id)
    fresh = await brain.sessions.open_hub("c-2", new=True)
    assert fresh.id != old.id
    assert (await brain.sessions.get(old.id)).status == SessionStatus.SUSPENDED


async def test_opening_a_given_session_binds_it_and_suspends_the_previous(brain: Brain) -> None:
    client = Client(brain, "foot")
    first = await client.open_hub()
    second = await client.open_hub(new=True)
    assert (await brain.sessions.get(first.id)).status == SessionStatus.SUSPENDED
    again = await client.open_hub(first.id)
    assert again.id == first.id and again.bound_to == client.client_id
    assert client.bound_session == first.id
    assert (await brain.sessions.get(second.id)).status == SessionStatus.SUSPENDED
    with pytest.raises(NotFound):
        await client.open_hub("s-missing")


async def test_send_persists_the_message_and_the_inbox_entry_then_runs_a_turn(
    brain: Brain, engines, fake_engine_class
) -> None:
    gate = asyncio.Event()
    engines["eddie"] = engine = fake_engine_class(block_on=gate)  # hold the turn
    client = Client(brain, "foot")
    session = await client.open_hub()
    frames: list[Frame] = []
    client.subscribe(session.id, frames.append)

    message = await client.send(session.id, "plan my garden", spoken=True)

    (history,) = await client.history(session.id)
    assert (history.id, history.role, history.author, history.content) == (
        message.id,
        "user",
        "you",
        "plan my garden",
    )
    assert history.meta.spoken
    (entry,) = await brain.store.fetch("SELECT id, kind FROM engine_messages")
    inbox = await msgs.get_engine_message(brain.store, entry["id"])
    assert inbox.kind == USER_INPUT
    assert inbox.payload == UserInput(
        text="plan my garden", chat_id=message.id, spoken=True, profile="foot"
    )
    assert [type(f) for f in frames][:1] == [ChatAppended]
    await asyncio.wait_for(engine.started.wait(), TIMEOUT)
    assert engine.turns[0].texts == ["plan my garden"]
    inbox = await msgs.get_engine_message(brain.store, entry["id"])
    assert inbox.status == MessageStatus.PENDING  # delivered only when the turn ends
    gate.set()
    await brain.runtime.wait_idle(TIMEOUT)
    inbox = await msgs.get_engine_message(brain.store, entry["id"])
    assert inbox.status == MessageStatus.DELIVERED


async def test_send_stores_nothing_when_the_inbox_entry_fails(
    brain: Brain, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = Client(brain, "foot")
    session = await client.open_hub()

    async def broken(*args, **kwargs):
        raise StoreError("disk full")

    monkeypatch.setattr(msgs, "insert_engine_message", broken)
    with pytest.raises(StoreError, match="disk full"):
        await client.send(session.id, "lost?")
    assert await client.history(session.id) == []


async def test_send_to_a_missing_session_is_not_found(brain: Brain) -> None:
    client = Client(brain, "foot")
    with pytest.raises(NotFound):
        await client.send("s-missing", "hello")
