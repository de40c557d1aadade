"""A Vance process for the crash tests (run as a script, killed with SIGKILL by the test).

``python lane_child.py MARKER [TEXT]``: opens the brain in ``$VANCE_HOME`` with an engine
whose turn writes ``MARKER`` (containing the turn's attempt number and the texts it drained)
and then blocks forever. With TEXT, it first sends TEXT into a new hub session the way the
TUI does (user message and inbox entry persisted together); without, it only restarts and
lets the runtime recover what is pending.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from brain.models import ProcessStatus


class HangingEngine:
    name = "eddie"
    reactive = True

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    async def run_turn(self, ctx: Any) -> ProcessStatus:
        texts = [getattr(m.payload, "text", None) for m in ctx.messages]
        tmp = self.marker.with_suffix(".tmp")
        tmp.write_text(json.dumps({"attempt": ctx.attempt, "texts": texts}))
        tmp.rename(self.marker)  # the marker appears complete or not at all
        await asyncio.Event().wait()  # mid-turn, forever: the test kills us here
        return ProcessStatus.READY


async def main(marker: Path, text: str | None) -> None:
    engine = HangingEngine(marker)

    from brain.client import Client

    client = await Client.start(
        profile="daemon", engines={"eddie": lambda deps: engine}, poll_seconds=0.05
    )
    if text is not None:
        session = await client.open_hub(new=True)
        await client.send(session.id, text)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else None))
