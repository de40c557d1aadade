"""Session grants ("allow for this session") are listed and revocable; a revoked tool asks
again. Through the client surface, as `/grants` uses it."""

from __future__ import annotations

import asyncio
from pathlib import Path

from brain.client import Client
from brain.config import Paths
from brain.events.frames import ApprovalRequest, Frame


async def test_a_session_grant_is_listed_revoked_and_asks_again(tmp_path: Path) -> None:
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    client = await Client.start(profile="foot", paths=paths, runtime=False)
    try:
        session = await client.open_hub()
        asked: list[ApprovalRequest] = []

        def answer(decision: str) -> None:
            def on_frame(frame: Frame) -> None:
                if isinstance(frame, ApprovalRequest):
                    asked.append(frame)
                    loop = asyncio.get_running_loop()
                    loop.call_soon(client.resolve_approval, frame.request_id, decision)

            client.subscribe(session.id, on_frame)

        async def ask() -> bool:
            approved, _reason = await client.brain.approvals.request(
                session_id=session.id, process_id="p", tool="client_exec_run", summary="run ls"
            )
            return approved

        answer("session")
        assert await ask() and len(asked) == 1
        assert await ask() and len(asked) == 1  # granted: no second question
        assert await client.grants(session.id) == ["client_exec_run"]
        other = await client.open_hub(new=True)
        assert await client.grants(other.id) == []  # a grant belongs to its session

        assert await client.revoke_grants(session.id, "client_exec_run") == ["client_exec_run"]
        assert await client.grants(session.id) == []
        assert await ask() and len(asked) == 2  # asks again
        assert await client.revoke_grants(session.id) == ["client_exec_run"]  # all
    finally:
        await client.close()
