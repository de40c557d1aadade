"""A clean exit is not a crash: a turn cut off because Vance shuts down (a headless
`vance chat` leaving while a delegated worker is still slow) keeps its messages pending and
does not count as an interrupted attempt. Only a crash (tests/brain/test_recovery.py) does."""

from __future__ import annotations

import asyncio

from brain.core import Brain
from brain.models import MessageStatus, ProcessStatus
from brain.store import messages as msgs
from brain.store import sessions as repo
from brain.wire import UserInput
from tests.brain.test_lanes import new_process

TIMEOUT = 10.0


async def test_clean_exits_that_cut_off_a_slow_worker_never_give_it_up(
    paths, engines, fake_engine_class
) -> None:
    message_id = None
    process_id = ""
    for _run in range(3):  # three ordinary exits: two used to give the task up
        engines["arthur"] = slow = fake_engine_class(block_on=asyncio.Event())
        brain = await Brain.open(paths, engines=engines.factories, poll_seconds=0.05)
        try:
            if message_id is None:
                process = await new_process(brain, "arthur")
                process_id = process.id
                message = await brain.runtime.post(process, UserInput(text="dig the garden"))
                message_id = message.id
            await asyncio.wait_for(slow.started.wait(), TIMEOUT)
            assert [(t.texts, t.attempt) for t in slow.turns] == [(["dig the garden"], 1)]
            await brain.runtime.stop(grace=0)  # the exit grace ran out: the turn is cancelled
            stored = await msgs.get_engine_message(brain.store, message_id)
            assert (stored.status, stored.attempts) == (MessageStatus.PENDING, 0)
            assert (await repo.get_process(brain.store, process_id)).status == ProcessStatus.READY
        finally:
            await brain.close()

    engines["arthur"] = done = fake_engine_class()
    brain = await Brain.open(paths, engines=engines.factories, poll_seconds=0.05)
    try:
        await asyncio.wait_for(done.finished.wait(), TIMEOUT)
        await brain.runtime.wait_idle(TIMEOUT)
        assert [(t.texts, t.attempt) for t in done.turns] == [(["dig the garden"], 1)]
        assert message_id is not None
        stored = await msgs.get_engine_message(brain.store, message_id)
        assert stored.status == MessageStatus.DELIVERED and stored.error is None
        history = await msgs.chat_history(
            brain.store, (await repo.get_process(brain.store, process_id)).session_id
        )
        assert not [m for m in history if "interrupted" in m.content]
    finally:
        await brain.close()
