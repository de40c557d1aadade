"""A Vance process that dies by SIGKILL at a chosen point (run as a script by test_peers).

``python peer_child.py DB publish SOURCE``: publishes a PROJECT_CREATED peer event from hub
process SOURCE, commits, and is killed before any window records it.
``python peer_child.py DB record TARGET``: starts recording TARGET's pending events, writes
them into its conversation, and is killed before the transaction commits.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from brain.memory.peers import fan_out_peer_event, peer_event_key, record_peer_events
from brain.services.home import bootstrap_home
from brain.store import Store, sessions
from brain.store import messages as msgs
from brain.store.db import Transaction


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


async def main(db: Path, mode: str, process_id: str) -> None:
    store = await Store.open(db)
    home = await bootstrap_home(store, "ann")
    if mode == "publish":
        await fan_out_peer_event(
            store,
            tenant_id=home.tenant_id,
            user_id=home.user_id,
            source_process_id=process_id,
            type="PROJECT_CREATED",
            summary="created the project garden_planner",
            key=peer_event_key("PROJECT_CREATED", "garden_planner"),
            payload={"project": "garden_planner"},
        )
        die()

    async def record(tx: Transaction, events: list) -> None:  # type: ignore[type-arg]
        target = await sessions.get_process(tx, process_id)
        for event in events:
            await msgs.insert_chat(
                tx,
                tenant_id=home.tenant_id,
                session_id=target.session_id,
                process_id=process_id,
                role="system",
                author="peer",
                content=event.summary,
            )
        die()  # inside the transaction: nothing of it may survive

    await record_peer_events(store, process_id, record)


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), sys.argv[2], sys.argv[3]))
