"""The turn journal (issue 16): a turn cut off mid-way is retried at the next start by replaying
what its steps returned — no second model call for a step that finished, no second run of a
tool, no second copy of an effect — and the retried prompt carries the user's words once."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from brain.client import Client
from brain.config import Paths, resolve_paths
from brain.llm.scripted import Reply, ScriptedModel
from brain.llm.seat import ModelSeat
from tests.engines.conftest import call

WORDS = "ok, go ahead with that"


def paths_in(tmp_path: Path) -> Paths:
    return Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")


def hanging() -> tuple[asyncio.Event, Callable[[list[dict[str, Any]]], Reply]]:
    """A model reply that never comes in time, and an event set when it was asked for."""
    calling = asyncio.Event()

    def reply(messages: list[dict[str, Any]]) -> Reply:
        calling.set()
        return Reply(text="never finished", delay_s=60)

    return calling, reply


async def start(paths: Paths, script: ScriptedModel) -> Client:
    return await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(script), poll_seconds=0.02
    )


async def test_a_cut_off_turn_replays_its_steps_and_files_the_item_once(tmp_path: Path) -> None:
    paths = paths_in(tmp_path)
    first = ScriptedModel()
    calling, hang = hanging()
    first.add(
        "eddie",
        call("inbox_forward_to_user", title="Report", body="A long report."),
        hang,  # the window closes during this call
    )
    client = await start(paths, first)
    session = await client.open_hub()
    await client.send(session.id, WORDS)
    await asyncio.wait_for(calling.wait(), 20)
    await client.brain.runtime.stop(grace=0)  # cut off mid model call; the turn stays pending
    await client.close()
    assert len(first.seen) == 2

    second = ScriptedModel()
    second.add("eddie", Reply(text="I filed the report in your inbox."))
    again = await start(paths, second)
    try:
        await again.brain.runtime.wait_idle(timeout=20)
        assert len(second.seen) == 1  # only the step that never finished is asked again
        _engine, messages = second.seen[0]
        prompt = [str(m.get("content")) for m in messages if m["role"] == "user"]
        assert prompt.count(WORDS) == 1  # the user's words once, not once per attempt
        assert [m["role"] for m in messages[-2:]] == ["assistant", "tool"]  # replayed steps
        items = await again.inbox()
        assert [i.title for i in items] == ["Report"]  # the tool did not run again
        history = await again.history(session.id)
        assert [m.content for m in history if m.role == "user"] == [WORDS]
        assert [m.content for m in history if m.role == "assistant"] == [
            "I filed the report in your inbox."
        ]
    finally:
        await again.close()


async def test_a_retry_with_new_words_answers_them_too(tmp_path: Path) -> None:
    """A message that arrived after the cut makes it another turn: nothing is replayed in a
    way that would leave the new words unanswered."""
    paths = paths_in(tmp_path)
    first = ScriptedModel()
    calling, hang = hanging()
    first.add("eddie", hang)
    client = await start(paths, first)
    session = await client.open_hub()
    await client.send(session.id, "tell me a story")
    await asyncio.wait_for(calling.wait(), 20)
    await client.brain.runtime.stop(grace=0)
    await client.close()

    offline = await Client.start(profile="foot", paths=paths, runtime=False)
    await offline.send(session.id, "a short one please")  # written while nothing runs
    await offline.close()

    second = ScriptedModel()
    second.add("eddie", Reply(text="Once upon a time, briefly."))
    again = await start(paths, second)
    try:
        await again.brain.runtime.wait_idle(timeout=20)
        _engine, messages = second.seen[-1]
        last = str(messages[-1]["content"])
        assert "tell me a story" in last and "a short one please" in last
    finally:
        await again.close()


async def test_a_worker_given_up_is_told_in_the_hub(tmp_path: Path) -> None:
    """Nothing hidden: a worker's turn given up after two interruptions reaches the user where
    they talk to Eddie, said like any worker result, not only in the worker's own session."""
    paths = paths_in(tmp_path)
    first = ScriptedModel()
    calling, hang = hanging()
    first.add("eddie", call("delegate_project", project="garden", engine="arthur", task="Plan."))
    first.add("arthur", hang)
    client = await start(paths, first)
    session = await client.open_hub()
    await client.send(session.id, WORDS)
    await asyncio.wait_for(calling.wait(), 20)
    await client.brain.runtime.stop(grace=0)
    # as if the worker's turn had been killed twice (the kill harness does it for real)
    await client.brain.store.execute(
        "UPDATE engine_messages SET attempts = 2 WHERE status = 'pending'"
    )
    await client.close()

    again = await start(paths, ScriptedModel())
    try:
        await again.brain.runtime.wait_idle(timeout=20)
        said = [m.content for m in await again.history(session.id) if m.role == "assistant"]
        assert any(
            "arthur in garden could not finish" in line and "interrupted twice" in line
            for line in said
        ), said
    finally:
        await again.close()


def killed_window() -> str:
    """Start a window in another process, kill it with -9 once it holds a session; its id."""
    child = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("window_child.py"))],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    session_id = child.stdout.readline().strip()
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    child.stdout.close()
    return session_id


async def test_a_killed_windows_session_is_resumed_by_the_next_start(vance_home: Path) -> None:
    """Nothing hidden: the session a killed window left "active" is not abandoned (with its
    answers landing where nobody looks); the next plain start resumes it."""
    session_id = killed_window()
    assert session_id.startswith("s-")
    client = await Client.start(profile="foot", paths=resolve_paths(), poll_seconds=0.02)
    try:
        resumed = await client.open_hub()
        assert resumed.id == session_id
    finally:
        await client.close()
