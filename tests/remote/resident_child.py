"""A resident brain for the crash tests (run as a script; the test kills it with SIGKILL).

``python resident_child.py MODE MARKER``: serves ``$VANCE_HOME``'s resident brain on a scripted
model. MODE ``hang``: Eddie's model call writes MARKER (the turn is under way) and never
answers. MODE ``answer``: Eddie answers :data:`ANSWER`. Prints ``ready`` once it listens.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

ANSWER = "Your week was calm."


async def main(mode: str, marker: Path) -> None:
    from brain.config import load_settings, resolve_paths
    from brain.llm.scripted import Reply, ScriptedModel
    from brain.llm.seat import ModelSeat
    from brain.remote.resident import serve

    def hang(messages: Any) -> Reply:
        marker.write_text("mid-turn")
        return Reply(text="too late", delay_s=3600)

    script = ScriptedModel()
    script.add("eddie", *([hang] * 5 if mode == "hang" else [Reply(text=ANSWER)] * 5))
    paths = resolve_paths()
    await serve(
        paths,
        load_settings(paths),
        model=ModelSeat.of(script),
        on_ready=lambda place: print("ready", flush=True),
        poll_seconds=0.05,
    )


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], Path(sys.argv[2])))
