"""Cancelling Eddie's turn: the model call stops mid-stream, what was streamed is kept and
marked interrupted, and the very next input gets an answer (issue 15)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from brain.events.frames import StreamChunk
from brain.llm.scripted import Reply
from brain.models import ProcessStatus

from .conftest import Hub

TIMEOUT = 10.0


async def until(hub: Hub, predicate: Callable[[], object], seconds: float = TIMEOUT) -> None:
    """Wait until ``predicate`` holds, checked on each frame the session gets."""
    ready = asyncio.Event()

    def check(_frame: object = None) -> None:
        if predicate():
            ready.set()

    unsubscribe = hub.client.subscribe(hub.session.id, check)
    check()
    try:
        await asyncio.wait_for(ready.wait(), seconds)
    finally:
        unsubscribe()


async def test_cancel_mid_stream_keeps_the_partial_answer_and_the_session_answers_next(
    hub: Hub,
) -> None:
    long = "Why did the scarecrow win an award? " + "Because he was outstanding. " * 20
    hub.script.add(
        "eddie",
        Reply(text=long, chunk_chars=8, chunk_delay_s=0.05),
        Reply(text="Hello again!"),
    )
    await hub.client.send(hub.session.id, "tell me a long joke")
    await until(hub, lambda: len(hub.frames_of("stream-chunk")) >= 3)

    assert await asyncio.wait_for(hub.client.cancel(hub.session.id), TIMEOUT)

    streamed = "".join(f.text for f in hub.frames if isinstance(f, StreamChunk))
    kept = (await hub.eddie_said())[-1]
    assert kept.meta.interrupted and kept.meta.stream_id is not None
    assert kept.content == streamed.strip() and len(kept.content) < len(long.strip())
    eddie = await hub.client.brain.sessions.chat_process(hub.session.id)
    assert (await hub.client.find_process(eddie.id)).status == ProcessStatus.READY
    assert not await hub.client.cancel(hub.session.id)  # idle now: nothing to cancel

    await hub.say("tell me another joke")
    assert (await hub.eddie_said())[-1].content == "Hello again!"


def slow_reply() -> tuple[asyncio.Event, Callable[[list[dict[str, Any]]], Reply]]:
    """A reply whose first token is far away, and an event set once the model was asked."""
    asked = asyncio.Event()

    def reply(messages: list[dict[str, Any]]) -> Reply:
        asked.set()
        return Reply(text="too late", delay_s=30)

    return asked, reply


async def test_cancel_before_any_text_says_it_stopped(hub: Hub) -> None:
    asked, slow = slow_reply()
    hub.script.add("eddie", slow, Reply(text="Here I am."))
    await hub.client.send(hub.session.id, "tell me a joke")
    await asyncio.wait_for(asked.wait(), TIMEOUT)

    assert await asyncio.wait_for(hub.client.cancel(hub.session.id), TIMEOUT)

    last = (await hub.chat())[-1]
    assert last.role == "system" and last.meta.interrupted and "Stopped" in last.content
    await hub.say("tell me another joke")
    assert (await hub.eddie_said())[-1].content == "Here I am."


async def test_stop_eddie_by_name_cancels_and_the_next_turn_is_answered(hub: Hub) -> None:
    asked, slow = slow_reply()
    hub.script.add("eddie", slow, Reply(text="Still here."))
    await hub.client.send(hub.session.id, "tell me a joke")
    await asyncio.wait_for(asked.wait(), TIMEOUT)

    eddie = await hub.client.process_command("eddie", "stop")

    assert eddie.status == ProcessStatus.READY
    await hub.say("tell me another joke")
    assert (await hub.eddie_said())[-1].content == "Still here."
