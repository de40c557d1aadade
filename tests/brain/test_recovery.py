"""At-least-once delivery across crashes: a Vance process killed with SIGKILL mid-turn loses no
user message; on restart the interrupted turn is retried once, and a turn interrupted twice is
given up with a visible reason in the chat."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from brain.client import Client
from brain.core import Brain
from brain.models import MessageStatus, ProcessStatus
from brain.store import messages as msgs
from brain.store import sessions as repo

CHILD = Path(__file__).with_name("lane_child.py")
TIMEOUT = 10.0


def kill_mid_turn(marker: Path, text: str | None = None) -> dict[str, Any]:
    """Run ``lane_child.py`` until its engine is inside a turn, then SIGKILL it."""
    args = [sys.executable, str(CHILD), str(marker)] + ([text] if text is not None else [])
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while not marker.exists():
            if child.poll() is not None:
                raise AssertionError(f"the child ended early: {child.stderr.read().decode()}")
            assert time.monotonic() < deadline, "the child never started its turn"
            time.sleep(0.01)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()  # reap it: a zombie's pid would still look alive to the lease check
        child.stderr.close()
    assert child.returncode == -signal.SIGKILL
    return json.loads(marker.read_text())


async def only_hub(brain: Brain):
    (session,) = await brain.sessions.list()
    process = await brain.sessions.chat_process(session.id)
    (message,) = await brain.store.fetch("SELECT id FROM engine_messages")
    return session, process, message["id"]


async def test_a_turn_killed_mid_way_is_retried_and_finishes_after_restart(
    paths, engines, fake_engine_class, tmp_path: Path
) -> None:
    crashed = kill_mid_turn(tmp_path / "run1.json", "remember the milk")
    assert crashed == {"attempt": 1, "texts": ["remember the milk"]}

    engines["eddie"] = engine = fake_engine_class()
    brain = await Brain.open(paths, engines=engines.factories, poll_seconds=0.05)
    try:
        await asyncio.wait_for(engine.finished.wait(), TIMEOUT)
        await brain.runtime.wait_idle(TIMEOUT)
        session, process, message_id = await only_hub(brain)

        assert [(t.texts, t.attempt) for t in engine.turns] == [(["remember the milk"], 2)]
        message = await msgs.get_engine_message(brain.store, message_id)
        assert message.status == MessageStatus.DELIVERED and message.attempts == 2
        assert (await repo.get_process(brain.store, process.id)).status == ProcessStatus.READY
        history = await msgs.chat_history(brain.store, session.id)
        # The user's words survived the crash, once, and no failure was reported.
        assert [(m.role, m.content) for m in history] == [("user", "remember the milk")]
    finally:
        await brain.close()


@pytest.mark.parametrize(
    ("reactive", "after"), [(True, ProcessStatus.READY), (False, ProcessStatus.FAILED)]
)
async def test_a_turn_killed_twice_is_given_up_with_a_visible_reason(
    paths,
    engines,
    fake_engine_class,
    eventually,
    tmp_path: Path,
    reactive: bool,
    after: ProcessStatus,
) -> None:
    first = kill_mid_turn(tmp_path / "run1.json", "book the flight")
    second = kill_mid_turn(tmp_path / "run2.json")  # restarted: recovery retried it
    assert (first["attempt"], second["attempt"]) == (1, 2)
    assert second["texts"] == ["book the flight"]

    engines["eddie"] = engine = fake_engine_class(reactive=reactive)
    brain = await Brain.open(paths, engines=engines.factories, poll_seconds=0.05)
    try:
        session, process, message_id = await only_hub(brain)

        async def given_up() -> bool:
            message = await msgs.get_engine_message(brain.store, message_id)
            return message.status == MessageStatus.DEAD

        await eventually(given_up, seconds=TIMEOUT)
        await brain.runtime.wait_idle(TIMEOUT)

        assert engine.turns == []  # not tried a third time
        message = await msgs.get_engine_message(brain.store, message_id)
        assert "interrupted twice" in (message.error or "")
        stored = await repo.get_process(brain.store, process.id)
        assert stored.status == after
        assert "interrupted twice" in (stored.last_error or "")
        history = await msgs.chat_history(brain.store, session.id)
        assert [m.role for m in history] == ["user", "system"]
        assert history[0].content == "book the flight"
        assert "interrupted twice" in history[1].content
        assert history[1].author == "vance"
    finally:
        await brain.close()


async def test_after_giving_up_the_hub_session_takes_new_input(
    paths, engines, fake_engine_class, tmp_path: Path
) -> None:
    kill_mid_turn(tmp_path / "run1.json", "first")
    kill_mid_turn(tmp_path / "run2.json")

    engines["eddie"] = engine = fake_engine_class()
    client = await Client.start(
        profile="daemon", paths=paths, engines=engines.factories, poll_seconds=0.05
    )
    try:
        session, _process, _message_id = await only_hub(client.brain)
        await client.brain.runtime.wait_idle(TIMEOUT)
        await client.bind(session.id)
        await client.send(session.id, "second")
        await client.brain.runtime.wait_idle(TIMEOUT)
        assert [t.texts for t in engine.turns] == [["second"]]
    finally:
        await client.close()


async def test_a_turn_cut_off_by_shutdown_stays_pending_and_runs_after_restart(
    paths, engines, fake_engine_class
) -> None:
    engines["eddie"] = hanging = fake_engine_class(block_on=asyncio.Event())
    client = await Client.start(
        profile="daemon", paths=paths, engines=engines.factories, poll_seconds=0.05
    )
    session = await client.open_hub()
    await client.send(session.id, "quit while I think")
    await asyncio.wait_for(hanging.started.wait(), TIMEOUT)
    await client.brain.runtime.stop(grace=0)  # the turn is cancelled, nothing committed
    await client.close()

    engines["eddie"] = engine = fake_engine_class()
    brain = await Brain.open(paths, engines=engines.factories, poll_seconds=0.05)
    try:
        await asyncio.wait_for(engine.finished.wait(), TIMEOUT)
        await brain.runtime.wait_idle(TIMEOUT)
        # A clean shutdown is not a crash: the retry is still the first attempt.
        assert [(t.texts, t.attempt) for t in engine.turns] == [(["quit while I think"], 1)]
        _session, _process, message_id = await only_hub(brain)
        message = await msgs.get_engine_message(brain.store, message_id)
        assert message.status == MessageStatus.DELIVERED
    finally:
        await brain.close()
