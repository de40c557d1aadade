"""Lanes: one turn at a time per process, concurrent across processes, a turn drains the inbox
once, messages are delivered only after the turn, failures are visible, stop/pause/resume.

Order and overlap are proven with the turn timestamps the test engine records, never with
sleeps: a test waits for events or conditions (with a timeout).
"""

from __future__ import annotations

import asyncio

import pytest

from brain.core import Brain
from brain.errors import UserFacingError
from brain.events.frames import ChatAppended
from brain.models import MessageStatus, Process, ProcessStatus, SessionKind
from brain.store import messages as msgs
from brain.store import sessions as repo
from brain.wire import UserInput

TIMEOUT = 5.0


async def new_process(brain: Brain, engine: str, project: str = "work") -> Process:
    found = await brain.projects.find(project)
    target = found or await brain.projects.create(project)
    _session, process = await brain.sessions.create(
        target, kind=SessionKind.WORKER, engine=engine, process_name=engine
    )
    return process


async def statuses(brain: Brain, ids: list[int]) -> list[str]:
    return [(await msgs.get_engine_message(brain.store, i)).status.value for i in ids]


async def status_of(brain: Brain, process: Process) -> ProcessStatus:
    return (await repo.get_process(brain.store, process.id)).status


async def system_notes(brain: Brain, process: Process) -> list[str]:
    history = await msgs.chat_history(brain.store, process.session_id)
    return [m.content for m in history if m.role == "system"]


async def test_a_turn_receives_the_message_and_it_is_delivered_after(
    brain: Brain, engines, fake_engine_class, eventually
) -> None:
    seen_during_turn: dict[str, object] = {}

    async def look(ctx) -> None:
        seen_during_turn["messages"] = await statuses(brain, [m.id for m in ctx.messages])
        seen_during_turn["process"] = (await repo.get_process(brain.store, ctx.process.id)).status

    engines["arthur"] = engine = fake_engine_class(on_turn=look)
    process = await new_process(brain, "arthur")
    message = await brain.runtime.post(process, UserInput(text="hello"))
    await brain.runtime.wait_idle(TIMEOUT)

    assert [t.texts for t in engine.turns] == [["hello"]]
    assert seen_during_turn == {"messages": ["pending"], "process": ProcessStatus.RUNNING}
    delivered = await msgs.get_engine_message(brain.store, message.id)
    assert delivered.status == MessageStatus.DELIVERED
    assert delivered.attempts == 1 and delivered.delivered_at is not None
    assert await status_of(brain, process) == ProcessStatus.READY


async def test_a_turn_drains_all_pending_messages_once(
    brain: Brain, engines, fake_engine_class
) -> None:
    engines["arthur"] = engine = fake_engine_class()
    process = await new_process(brain, "arthur")
    ids = [
        (
            await msgs.insert_engine_message(
                brain.store,
                tenant_id=process.tenant_id,
                process_id=process.id,
                payload=UserInput(text=text),
            )
        ).id
        for text in ("one", "two", "three")
    ]
    brain.runtime.wake(process.id)
    brain.runtime.wake(process.id)  # waking twice does not start a second lane
    await brain.runtime.wait_idle(TIMEOUT)

    assert len(engine.turns) == 1
    assert engine.turns[0].message_ids == ids
    assert engine.turns[0].texts == ["one", "two", "three"]
    assert await statuses(brain, ids) == ["delivered"] * 3


async def test_turns_of_one_process_never_overlap(
    brain: Brain, engines, fake_engine_class, eventually
) -> None:
    gate = asyncio.Event()
    engines["arthur"] = engine = fake_engine_class(block_on=gate)
    process = await new_process(brain, "arthur")

    first = await brain.runtime.post(process, UserInput(text="first"))
    await asyncio.wait_for(engine.started.wait(), TIMEOUT)
    # More input arrives while the first turn runs: it waits for the next turn.
    second = await brain.runtime.post(process, UserInput(text="second"))
    third = await brain.runtime.post(process, UserInput(text="third"))
    assert brain.runtime.is_busy(process.id)
    assert await statuses(brain, [second.id, third.id]) == ["pending", "pending"]
    gate.set()
    await brain.runtime.wait_idle(TIMEOUT)

    assert [t.message_ids for t in engine.turns] == [[first.id], [second.id, third.id]]
    one, two = engine.turns
    assert one.ended is not None and two.started >= one.ended
    assert await statuses(brain, [first.id, second.id, third.id]) == ["delivered"] * 3


async def test_turns_of_different_processes_run_concurrently(
    brain: Brain, engines, fake_engine_class
) -> None:
    # Alpha's turn can only end when beta's turn has started: with lanes that ran one process
    # after the other this would dead-lock (and time out).
    beta_started = asyncio.Event()

    async def start_beta(ctx) -> None:
        beta_started.set()

    engines["alpha"] = alpha = fake_engine_class(block_on=beta_started)
    engines["beta"] = beta = fake_engine_class(on_turn=start_beta)
    pa = await new_process(brain, "alpha")
    pb = await new_process(brain, "beta")
    await brain.runtime.post(pa, UserInput(text="a"))
    await asyncio.wait_for(alpha.started.wait(), TIMEOUT)
    await brain.runtime.post(pb, UserInput(text="b"))
    await brain.runtime.wait_idle(TIMEOUT)

    (a,), (b,) = alpha.turns, beta.turns
    assert a.started < b.started < a.ended  # beta's turn ran inside alpha's


async def test_engine_status_is_kept_after_the_turn(
    brain: Brain, engines, fake_engine_class
) -> None:
    engines["ford"] = fake_engine_class(status=ProcessStatus.DONE, reactive=False)
    process = await new_process(brain, "ford")
    await brain.runtime.post(process, UserInput(text="go"))
    await brain.runtime.wait_idle(TIMEOUT)
    assert await status_of(brain, process) == ProcessStatus.DONE


@pytest.mark.parametrize(
    ("reactive", "after"), [(True, ProcessStatus.READY), (False, ProcessStatus.FAILED)]
)
async def test_a_failing_turn_kills_its_messages_and_says_why_in_the_chat(
    brain: Brain, engines, fake_engine_class, reactive: bool, after: ProcessStatus
) -> None:
    engines["arthur"] = fake_engine_class(
        reactive=reactive, raises=RuntimeError("the model returned garbage")
    )
    process = await new_process(brain, "arthur")
    frames: list[object] = []
    brain.events.subscribe(process.session_id, frames.append)

    message = await brain.runtime.post(process, UserInput(text="hi"))
    await brain.runtime.wait_idle(TIMEOUT)

    dead = await msgs.get_engine_message(brain.store, message.id)
    assert dead.status == MessageStatus.DEAD
    assert "the model returned garbage" in (dead.error or "")
    stored = await repo.get_process(brain.store, process.id)
    assert stored.status == after
    assert "the model returned garbage" in (stored.last_error or "")
    notes = await system_notes(brain, process)
    assert len(notes) == 1 and "RuntimeError: the model returned garbage" in notes[0]
    assert any(isinstance(f, ChatAppended) and f.message.meta.kind == "error" for f in frames)


async def test_after_a_failed_turn_a_reactive_process_takes_new_input(
    brain: Brain, engines, fake_engine_class
) -> None:
    engines["arthur"] = engine = fake_engine_class(
        raises=UserFacingError("The model is not reachable.", hint="Check your network.")
    )
    process = await new_process(brain, "arthur")
    await brain.runtime.post(process, UserInput(text="first"))
    await brain.runtime.wait_idle(TIMEOUT)
    assert await system_notes(brain, process) == ["The model is not reachable. Check your network."]

    engine.raises = None
    again = await brain.runtime.post(process, UserInput(text="second"))
    await brain.runtime.wait_idle(TIMEOUT)
    assert [t.texts for t in engine.turns] == [["first"], ["second"]]
    assert await statuses(brain, [again.id]) == ["delivered"]


async def test_an_unknown_engine_fails_the_input_visibly_instead_of_retrying_forever(
    brain: Brain,
) -> None:
    process = await new_process(brain, "nobody")  # no engine of that name exists
    message = await brain.runtime.post(process, UserInput(text="hello?"))
    await brain.runtime.wait_idle(TIMEOUT)

    dead = await msgs.get_engine_message(brain.store, message.id)
    assert dead.status == MessageStatus.DEAD
    assert "nobody" in (dead.error or "")
    notes = await system_notes(brain, process)
    assert len(notes) == 1 and "No engine named 'nobody'" in notes[0]
    # Nothing is left for the poll loop to retry.
    assert await msgs.pending_messages(brain.store, process.id) == []


async def test_stop_cancels_the_running_turn(brain: Brain, engines, fake_engine_class) -> None:
    engines["arthur"] = engine = fake_engine_class(block_on=asyncio.Event())  # never set
    process = await new_process(brain, "arthur")
    running = await brain.runtime.post(process, UserInput(text="work forever"))
    await asyncio.wait_for(engine.started.wait(), TIMEOUT)
    queued = await brain.runtime.post(process, UserInput(text="and then this"))

    stopped = await asyncio.wait_for(brain.runtime.command(process.id, "stop"), TIMEOUT)

    assert stopped.status == ProcessStatus.STOPPED
    assert engine.turns[0].ended is not None  # the turn was cancelled, not left hanging
    assert not brain.runtime.is_busy(process.id)
    consumed = await msgs.get_engine_message(brain.store, running.id)
    assert (
        consumed.status == MessageStatus.DELIVERED and consumed.error == "stopped during the turn"
    )
    left = await msgs.get_engine_message(brain.store, queued.id)
    assert left.status == MessageStatus.DEAD and left.error == "process stopped"
    with pytest.raises(UserFacingError, match="already ended"):
        await brain.runtime.command(process.id, "stop")
    # A stopped process runs no more turns.
    await brain.runtime.post(process, UserInput(text="hello?"))
    await brain.runtime.wait_idle(TIMEOUT)
    assert len(engine.turns) == 1


async def test_pause_keeps_messages_pending_until_resume(
    brain: Brain, engines, fake_engine_class
) -> None:
    engines["arthur"] = engine = fake_engine_class()
    process = await new_process(brain, "arthur")
    with pytest.raises(UserFacingError, match="not paused"):
        await brain.runtime.command(process.id, "resume")
    paused = await brain.runtime.command(process.id, "pause")
    assert paused.status == ProcessStatus.SUSPENDED

    message = await brain.runtime.post(process, UserInput(text="later"))
    await brain.runtime.wait_idle(TIMEOUT)  # the lane looked and left without a turn
    assert engine.turns == []
    assert await statuses(brain, [message.id]) == ["pending"]
    await brain.runtime.command(process.id, "pause")  # pausing twice is harmless

    resumed = await brain.runtime.command(process.id, "resume")
    assert resumed.status == ProcessStatus.READY
    await brain.runtime.wait_idle(TIMEOUT)
    assert [t.texts for t in engine.turns] == [["later"]]
    assert await statuses(brain, [message.id]) == ["delivered"]


async def test_pause_during_a_turn_wins_over_the_engine_status(
    brain: Brain, engines, fake_engine_class
) -> None:
    gate = asyncio.Event()
    engines["arthur"] = engine = fake_engine_class(block_on=gate)
    process = await new_process(brain, "arthur")
    await brain.runtime.post(process, UserInput(text="one"))
    await asyncio.wait_for(engine.started.wait(), TIMEOUT)
    await brain.runtime.command(process.id, "pause")
    queued = await brain.runtime.post(process, UserInput(text="two"))
    gate.set()
    await brain.runtime.wait_idle(TIMEOUT)

    assert await status_of(brain, process) == ProcessStatus.SUSPENDED
    assert len(engine.turns) == 1
    assert await statuses(brain, [queued.id]) == ["pending"]


async def test_unknown_command_and_pause_of_an_ended_process_are_refused(
    brain: Brain, engines, fake_engine_class
) -> None:
    engines["arthur"] = fake_engine_class()
    process = await new_process(brain, "arthur")
    with pytest.raises(UserFacingError, match="Unknown process command"):
        await brain.runtime.command(process.id, "explode")
    await brain.runtime.command(process.id, "stop")
    with pytest.raises(UserFacingError, match="has ended"):
        await brain.runtime.command(process.id, "pause")


async def test_another_brain_on_the_same_database_picks_up_posted_messages(
    brain: Brain, engines, fake_engine_class, paths, eventually
) -> None:
    """Input written by a second Vance process (another connection) reaches the lane via the
    inbox poll, without an in-process wake-up."""
    engines["arthur"] = engine = fake_engine_class()
    process = await new_process(brain, "arthur")
    other = await Brain.open(paths, start_runtime=False)
    try:
        message = await msgs.insert_engine_message(
            other.store,
            tenant_id=process.tenant_id,
            process_id=process.id,
            payload=UserInput(text="from the other window"),
        )
    finally:
        await other.close()
    await eventually(lambda: engine.turns, seconds=TIMEOUT)
    await brain.runtime.wait_idle(TIMEOUT)
    assert engine.turns[0].texts == ["from the other window"]
    assert await statuses(brain, [message.id]) == ["delivered"]


async def test_cancel_turn_ends_the_turn_and_the_process_takes_the_next_input(
    brain: Brain, engines, fake_engine_class
) -> None:
    gate = asyncio.Event()
    engines["arthur"] = engine = fake_engine_class(block_on=gate)
    process = await new_process(brain, "arthur")
    running = await brain.runtime.post(process, UserInput(text="work forever"))
    await asyncio.wait_for(engine.started.wait(), TIMEOUT)

    assert await asyncio.wait_for(brain.runtime.cancel_turn(process.id), TIMEOUT)

    assert engine.turns[0].ended is not None  # the turn was cancelled, not left running
    consumed = await msgs.get_engine_message(brain.store, running.id)
    assert consumed.status == MessageStatus.DELIVERED and consumed.error == "cancelled by the user"
    assert (await repo.get_process(brain.store, process.id)).status == ProcessStatus.READY
    assert not await brain.runtime.cancel_turn(process.id)  # nothing runs: nothing to cancel

    # not deaf: the next input gets a turn at once
    gate.set()
    engine.started.clear()
    await brain.runtime.post(process, UserInput(text="and now this"))
    await brain.runtime.wait_idle(TIMEOUT)
    assert [t.texts for t in engine.turns] == [["work forever"], ["and now this"]]


async def test_stopping_the_hub_cancels_its_turn_and_never_makes_it_deaf(
    brain: Brain, engines, fake_engine_class
) -> None:
    gate = asyncio.Event()
    engines["eddie"] = engine = fake_engine_class(block_on=gate)
    session = await brain.sessions.open_hub("c1")
    eddie = await brain.sessions.chat_process(session.id)
    await brain.runtime.post(eddie, UserInput(text="tell me a joke"))
    await asyncio.wait_for(engine.started.wait(), TIMEOUT)

    after = await asyncio.wait_for(brain.processes.command(eddie.id, "stop"), TIMEOUT)

    assert after.status == ProcessStatus.READY
    gate.set()
    await brain.runtime.post(eddie, UserInput(text="hi"))
    await brain.runtime.wait_idle(TIMEOUT)
    assert [t.texts for t in engine.turns] == [["tell me a joke"], ["hi"]]
