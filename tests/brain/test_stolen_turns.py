"""No stolen turns: several Vance processes share one database. A window owns the hub process
of its session from the moment its input is stored, so another process polling the shared inbox
never answers it; and a caller waiting for its turn gets that turn's answer (or a clear error)
whichever process produced it — never an empty, successful turn."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from brain.client import Client
from brain.core import Brain
from brain.errors import UserFacingError
from brain.ids import now
from brain.store import messages as msgs
from brain.store import sessions as repo

TIMEOUT = 10.0


async def test_stored_input_is_never_free_for_another_process(
    paths, engines, fake_engine_class, monkeypatch
) -> None:
    engines["eddie"] = fake_engine_class()
    window = await Client.start(
        profile="daemon", paths=paths, engines=engines.factories, poll_seconds=0.05
    )
    other = await Brain.open(paths, engines=engines.factories, start_runtime=False)
    try:
        session = await window.open_hub()
        eddie = await window.brain.sessions.chat_process(session.id)
        # Freeze the window right after it stored the input (its lane has not started yet).
        monkeypatch.setattr(window.brain.runtime, "wake", lambda process_id: None)
        await window.send(session.id, "what's on today?")
        free = await msgs.runnable_with_pending(other.store, "another-window", now(), set())
        assert eddie.id not in free  # it was free: the other process took it and answered
    finally:
        await other.close()
        await window.close()


def answering(brain_box: dict[str, Brain], text: str) -> Any:
    """An ``on_turn`` for a fake Eddie in the *other* process: it answers in the chat."""

    async def on_turn(ctx: Any) -> None:
        await brain_box["brain"].chat.append(
            ctx.process.session_id,
            role="assistant",
            author="eddie",
            content=text,
            process_id=ctx.process.id,
        )

    return on_turn


@pytest.fixture
async def two_processes(paths, engines, fake_engine_class):
    """A window (client with a runtime) and another Vance process (brain with a runtime) on
    the same database; the other one holds the lease of the window's hub process."""
    box: dict[str, Brain] = {}
    engines["eddie"] = fake_engine_class(on_turn=answering(box, "answered over there"))
    other = await Brain.open(paths, engines=engines.factories, poll_seconds=0.05)
    box["brain"] = other
    window = await Client.start(
        profile="daemon", paths=paths, engines=engines.factories, poll_seconds=0.05
    )
    session = await window.open_hub()
    eddie = await window.brain.sessions.chat_process(session.id)
    until = now() + 60
    # the window owns its hub process from open_hub on; the other process got it anyway (as
    # after the window's lease ran out while it hung)
    await repo.release_leases(window.brain.store, window.brain.runtime.owner)
    assert await repo.claim_lease(other.store, eddie.id, other.runtime.owner, until, set())
    try:
        yield window, session, other
    finally:
        await window.close()
        await other.close()


async def test_the_caller_gets_the_answer_another_process_gave(two_processes) -> None:
    window, session, _other = two_processes
    frames: list[Any] = []
    window.subscribe(session.id, frames.append)
    said = await asyncio.wait_for(window.turn(session.id, "are you there?"), TIMEOUT)
    assert [m.content for m in said] == ["answered over there"]  # used to be [] (exit 0)
    published = [f.message.content for f in frames if f.type == "chat-appended"]
    assert published == ["are you there?", "answered over there"]  # `vance chat` prints it


async def test_a_turn_the_other_process_gave_up_is_a_clear_error(two_processes, engines) -> None:
    window, session, _other = two_processes
    engines["eddie"].on_turn = None
    engines["eddie"].raises = RuntimeError("the disk is on fire")
    said = await asyncio.wait_for(window.turn(session.id, "are you there?"), TIMEOUT)
    (note,) = said
    assert note.meta.kind == "error" and "the disk is on fire" in note.content


async def test_a_dropped_turn_without_a_note_raises(two_processes, engines) -> None:
    window, session, other = two_processes
    eddie = await window.brain.sessions.chat_process(session.id)
    gate = asyncio.Event()
    engines["eddie"].block_on = gate
    turn = asyncio.create_task(window.turn(session.id, "are you there?"))
    await asyncio.wait_for(engines["eddie"].started.wait(), TIMEOUT)
    await other.runtime.command(eddie.id, "stop")
    with pytest.raises(UserFacingError, match="not answered"):
        await asyncio.wait_for(turn, TIMEOUT)
