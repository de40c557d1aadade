"""The turn journal (issue 16): a turn cut off mid-way is retried at the next start by replaying
what its steps returned — no second model call for a step that finished, no second run of a
tool, no second copy of an effect — and the retried prompt carries the user's words once."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

from brain.client import Client
from brain.config import Paths
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
