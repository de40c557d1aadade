"""A brain running a marvin tree on the scripted model, for the kill -9 test
(``test_marvin_kill.py``). ``python marvin_kill.py HOME 1`` delegates a two-step plan; the
second step's worker never answers (the test kills this process while it waits).
``python marvin_kill.py HOME 2`` restarts on the same home: the step's worker is answered,
marvin combines, and the process exits once the brain is idle. Every model call is logged
to ``HOME/calls.jsonl`` (engine, last message) so the test can tell a repeated call."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from brain.client import Client
from brain.config import Paths
from brain.llm.scripted import Reply, ScriptedModel, ScriptedToolCall
from brain.llm.seat import ModelSeat

TASK = "check the software for security holes"
PLAN = json.dumps(
    {
        "steps": [
            {"title": "Scan the code", "task": "List the security holes."},
            {
                "title": "Check dependencies",
                "task": "List old dependencies.",
                "after_previous": True,
            },
        ]
    }
)


def logged(home: Path, engine: str, reply: Reply) -> Any:
    def respond(messages: list[dict[str, Any]]) -> Reply:
        with (home / "calls.jsonl").open("a", encoding="utf-8") as out:
            out.write(json.dumps({"engine": engine, "said": str(messages[-1]["content"])}) + "\n")
        return reply

    return respond


async def main(home: Path, run: int) -> None:
    paths = Paths(config_dir=home / "c", data_dir=home / "d", log_dir=home / "l")
    script = ScriptedModel()
    if run == 1:
        delegate = ScriptedToolCall(
            name="delegate_project",
            arguments={"project": "sec", "engine": "marvin", "task": TASK},
        )
        script.add("eddie", logged(home, "eddie", Reply(tool_calls=[delegate])))
        script.add("marvin", logged(home, "marvin", Reply(text=PLAN)))
        script.add(
            "ford",
            logged(home, "ford", Reply(text="SQL injection in login.")),
            logged(home, "ford", Reply(text="never", delay_s=600)),
        )
    else:
        script.add("ford", logged(home, "ford", Reply(text="old openssl.")))
        script.add("marvin", logged(home, "marvin", Reply(text="Fix auth, then openssl.")))
    client = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(script), poll_seconds=0.02
    )
    try:
        if run == 1:
            session = await client.open_hub()
            await client.send(session.id, "please get this done properly")
            await asyncio.sleep(600)  # killed long before
        else:
            await client.brain.runtime.wait_idle(timeout=60)
    finally:
        await client.close()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), int(sys.argv[2])))
