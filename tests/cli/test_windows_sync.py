"""Two windows as users run them: window B is a brain in this test process, window A is
`vance` in another OS process on the same home. What A changes reaches B at once (a notice,
no model call), B's next prompt carries it as data, and B hears a recap when it resumes."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

from brain.client import Client
from brain.config import resolve_paths
from brain.events.frames import ChatAppended, Frame
from brain.llm.scripted import Reply, ScriptedModel
from brain.llm.seat import ModelSeat
from brain.memory.framing import ACTIVITY_TAG
from brain.models import ChatMessage

ECHO = Path(__file__).with_name("echo_vance.py")


def vance(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, str(ECHO), *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ),
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def notices(history: list[ChatMessage]) -> list[str]:
    return [m.content for m in history if m.meta.kind == "peer"]


async def test_another_processs_changes_reach_this_window(vance_home: Path) -> None:
    script = ScriptedModel()
    b = await Client.start(
        profile="foot", paths=resolve_paths(), model=ModelSeat.of(script), poll_seconds=0.05
    )
    try:
        session = await b.open_hub()
        shown: list[str] = []
        both = asyncio.Event()

        def on_frame(frame: Frame) -> None:
            if isinstance(frame, ChatAppended) and frame.message.meta.kind == "peer":
                shown.append(frame.message.content)
                if len(shown) == 2:
                    both.set()

        b.subscribe(session.id, on_frame)
        vance("projects", "create", "garden_planner")
        vance("chat", "--embedded", "--new", "call me Captain")
        await asyncio.wait_for(both.wait(), 20)  # B's poll finds the wake-ups in the database
        assert notices(await b.history(session.id)) == shown
        lines = notices(await b.history(session.id))
        assert "garden_planner" in lines[0] and "what I know about you" in lines[1]
        assert script.seen == []  # recorded without any model call

        script.add("eddie", Reply(text="You have garden_planner."))
        await b.turn(session.id, "so what is going on in my other window")
        _engine, messages = script.seen[-1]
        prompt = "\n".join(str(m["content"]) for m in messages)
        assert f"<{ACTIVITY_TAG}>" in prompt and "garden_planner" in prompt
    finally:
        await b.close()  # the window closes: its session is suspended

    vance("projects", "create", "tax_2026")  # happens while B is closed

    again = await Client.start(
        profile="foot", paths=resolve_paths(), model=ModelSeat.of(script), poll_seconds=0.05
    )
    try:
        resumed = await again.open_hub(session.id)
        recaps = [m for m in await again.history(resumed.id) if m.meta.kind == "recap"]
        assert len(recaps) == 1 and "tax_2026" in recaps[0].content
        assert "garden_planner" not in recaps[0].content  # already seen before closing
    finally:
        await again.close()
