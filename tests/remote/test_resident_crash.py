"""A resident brain killed with SIGKILL mid-turn: the next one retries the turn once, or marks
it failed after a second crash; the user's words and the answer are never lost."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from brain.config import resolve_paths
from brain.remote.protocol import BrainGone
from brain.remote.resident import HomeLock, connect
from tests.remote.resident_child import ANSWER
from tests.remote.test_serve_cli import home, vance
from vance_tui.commands.common import RETRIED_MARK

__all__ = ["home"]  # fixture

CHILD = Path(__file__).with_name("resident_child.py")
TEXT = "summarise my week please"


class Child:
    def __init__(self, mode: str, marker: Path) -> None:
        self.marker = marker
        self.process = subprocess.Popen(
            [sys.executable, str(CHILD), mode, str(marker)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])},
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()  # blocks until it listens (or dies)
        assert line.strip() == "ready", self.process.stderr.read()  # type: ignore[union-attr]

    def kill_mid_turn(self) -> None:
        deadline = time.monotonic() + 60
        while not self.marker.exists():  # the model call is under way
            assert self.process.poll() is None, self.process.stderr.read()  # type: ignore[union-attr]
            assert time.monotonic() < deadline, "the turn never started"
            time.sleep(0.01)
        self.process.send_signal(signal.SIGKILL)
        self.close()
        assert self.process.returncode == -signal.SIGKILL

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=30)  # reaped: its pid no longer looks alive to a lease check
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


async def send(text: str) -> str:
    client = await connect(resolve_paths())
    assert client is not None
    try:
        session = await client.open_hub(new=True)
        await client.send(session.id, text)
        return session.id
    finally:
        await client.close()


async def conversation(session_id: str, until: str) -> list[tuple[str, str]]:
    client = await connect(resolve_paths())
    assert client is not None
    try:
        deadline = time.monotonic() + 60
        while True:
            said = [(m.author, m.content) for m in await client.history(session_id)]
            if any(until in text for _, text in said):
                return said
            assert time.monotonic() < deadline, said
            await asyncio.sleep(0.05)
    finally:
        await client.close()


@pytest.mark.slow
def test_killed_mid_turn_the_restarted_brain_retries_the_turn(home: Path, tmp_path: Path) -> None:
    first = Child("hang", tmp_path / "first")
    session_id = asyncio.run(send(TEXT))
    first.kill_mid_turn()
    assert not HomeLock(resolve_paths()).held_elsewhere()  # the kernel dropped the lock

    second = Child("answer", tmp_path / "second")
    try:
        said = asyncio.run(conversation(session_id, ANSWER))
        shown = vance("sessions", "show", session_id).stdout
    finally:
        second.close()
    assert said == [("you", TEXT), ("eddie", ANSWER)]  # asked once, answered once
    # the late answer is marked where it is shown
    assert shown == f"you: {TEXT}\neddie: {RETRIED_MARK}{ANSWER}\n"


@pytest.mark.slow
def test_killed_twice_the_turn_is_marked_failed_and_the_words_stay(
    home: Path, tmp_path: Path
) -> None:
    first = Child("hang", tmp_path / "first")
    session_id = asyncio.run(send(TEXT))
    first.kill_mid_turn()
    second = Child("hang", tmp_path / "second")
    second.kill_mid_turn()  # the retry dies too

    third = Child("answer", tmp_path / "third")
    try:
        said = asyncio.run(conversation(session_id, "given up"))
        assert (
            said[0] == ("you", TEXT) and said[1][0] == "vance" and "interrupted twice" in said[1][1]
        )
        assert ("eddie", ANSWER) not in said  # a turn that crashed twice is not tried again
        later = asyncio.run(conversation_after_more(session_id))
        shown = vance("sessions", "show", session_id).stdout
    finally:
        third.close()
    assert later[-1] == ("eddie", ANSWER)  # the brain goes on with the next words
    assert shown.endswith(f"eddie: {ANSWER}\n")  # a fresh turn: not marked


async def conversation_after_more(session_id: str) -> list[tuple[str, str]]:
    client = await connect(resolve_paths())
    assert client is not None
    try:
        await client.bind(session_id)
        await client.send(session_id, "are you back?")
    finally:
        await client.close()
    said = await conversation(session_id, ANSWER)
    return said


def test_an_attached_client_hears_that_the_brain_went_away(home: Path, tmp_path: Path) -> None:
    async def go() -> None:
        child = Child("hang", tmp_path / "marker")
        client = await connect(resolve_paths())
        assert client is not None
        try:
            session = await client.open_hub(new=True)
            waiting = asyncio.create_task(client.turn(session.id, TEXT))
            await asyncio.to_thread(child.kill_mid_turn)
            with pytest.raises(BrainGone):
                await waiting
        finally:
            await client.close()
            child.close()

    asyncio.run(go())
