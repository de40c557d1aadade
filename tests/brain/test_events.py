"""The client event hub: frames per session, dropped when nobody listens; chat is persisted
before it is published."""

from __future__ import annotations

import sqlite3

from brain.core import Brain
from brain.events.frames import ChatAppended, Frame, InboxChanged
from brain.events.hub import EventHub


def frame(session_id: str, unread: int = 1) -> InboxChanged:
    return InboxChanged(session_id=session_id, unread=unread)


def test_publishing_with_nobody_subscribed_is_dropped_silently() -> None:
    hub = EventHub()
    hub.publish(frame("s-1"))  # no error, nothing kept
    got: list[Frame] = []
    hub.subscribe("s-1", got.append)
    assert got == []  # a late subscriber does not receive old frames
    assert not hub.has_subscribers("s-2")


def test_frames_go_only_to_subscribers_of_their_session() -> None:
    hub = EventHub()
    one: list[Frame] = []
    two: list[Frame] = []
    everything: list[Frame] = []
    hub.subscribe("s-1", one.append)
    hub.subscribe("s-2", two.append)
    hub.subscribe("*", everything.append)

    hub.publish(frame("s-1", 1))
    hub.publish(frame("s-2", 2))
    hub.publish(frame("s-3", 3))

    assert [f.unread for f in one] == [1]
    assert [f.unread for f in two] == [2]
    assert [f.unread for f in everything] == [1, 2, 3]


def test_unsubscribe_stops_delivery() -> None:
    hub = EventHub()
    got: list[Frame] = []
    unsubscribe = hub.subscribe("s-1", got.append)
    hub.publish(frame("s-1", 1))
    unsubscribe()
    unsubscribe()  # twice is harmless
    hub.publish(frame("s-1", 2))
    assert [f.unread for f in got] == [1]
    assert not hub.has_subscribers("s-1")


def test_a_broken_listener_does_not_stop_the_others() -> None:
    hub = EventHub()
    got: list[Frame] = []

    def broken(_: Frame) -> None:
        raise RuntimeError("widget gone")

    hub.subscribe("s-1", broken)
    hub.subscribe("s-1", got.append)
    hub.publish(frame("s-1"))
    assert len(got) == 1


async def test_stream_queues_frames_until_the_block_ends() -> None:
    hub = EventHub()
    async with hub.stream("s-1") as queue:
        hub.publish(frame("s-1", 7))
        assert (await queue.get()).unread == 7
    hub.publish(frame("s-1", 8))
    assert queue.empty()
    assert not hub.has_subscribers("s-1")


async def test_append_chat_persists_before_it_publishes(brain: Brain) -> None:
    session = await brain.sessions.open_hub("c-test")
    found_in_db: list[tuple[str, str]] = []

    def listener(f: Frame) -> None:
        assert isinstance(f, ChatAppended)
        # Another connection (like another Vance window) must already see the row.
        with sqlite3.connect(brain.paths.db_path) as conn:
            row = conn.execute(
                "SELECT role, content FROM chat_messages WHERE id = ?", (f.message.id,)
            ).fetchone()
        found_in_db.append(row)

    brain.events.subscribe(session.id, listener)
    message = await brain.chat.append(session.id, role="assistant", author="eddie", content="Hi!")
    assert found_in_db == [("assistant", "Hi!")]
    assert message.id > 0


async def test_a_note_is_persisted_and_published_once_as_an_error_chat_message(
    brain: Brain,
) -> None:
    session = await brain.sessions.open_hub("c-test")
    frames: list[Frame] = []
    brain.events.subscribe(session.id, frames.append)
    await brain.chat.note(session.id, None, "The model timed out.", hint="Try again.")

    assert [f.type for f in frames] == ["chat-appended"]
    (chat,) = frames
    assert isinstance(chat, ChatAppended)
    assert chat.message.role == "system" and chat.message.meta.kind == "error"
    assert chat.message.content == "The model timed out. Try again."


async def test_chat_is_kept_even_when_nobody_is_subscribed(brain: Brain) -> None:
    session = await brain.sessions.open_hub("c-test")
    await brain.chat.append(session.id, role="assistant", author="eddie", content="stored")
    from brain.store.messages import chat_history

    assert [m.content for m in await chat_history(brain.store, session.id)] == ["stored"]
