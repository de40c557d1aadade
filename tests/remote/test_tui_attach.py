"""The window on a resident brain: it attaches by default, `--embedded` keeps it in-process,
and closing it leaves the resident brain (and what it runs) going."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path
from typing import Any

from brain.client import Client
from brain.remote.client import RemoteClient
from tests.remote.test_serve_cli import COMMAND, DEMO, Served, home, served, vance
from vance_tui.app import create_app
from vance_tui.client_api import embedded_client_factory
from vance_tui.entry import _app_args

__all__ = ["home", "served"]  # fixtures


async def chat_process(text: str) -> str:
    child = await asyncio.create_subprocess_exec(
        *COMMAND,
        "chat",
        "--new",
        text,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    out, err = await child.communicate()
    assert child.returncode == 0, err.decode()
    return out.decode()


async def test_two_cli_processes_and_a_window_share_one_resident_brain(
    home: Path, served: Served, eventually: Any
) -> None:
    app = create_app(animate=False)
    async with app.run_test() as pilot:
        await eventually(lambda: app.session_id, seconds=60)
        client = app.client
        assert isinstance(client, RemoteClient) and client.profile == "foot"
        first, second = await asyncio.gather(
            chat_process("tell me about tea"), chat_process("and about coffee")
        )
        assert first.startswith(DEMO) and second.startswith(DEMO)
        hubs = [s for s in await client.sessions() if s.kind == "hub"]
        assert len(hubs) == 3 and app.session_id in {s.id for s in hubs}
        assert (await client.status()).clients == 1  # the CLI processes have left
        window_session = app.session_id
        await pilot.press("ctrl+q")
    status = json.loads(vance("serve", "--status", "--json").stdout)
    assert status["running"] and status["clients"] == 1  # only this status call is connected
    sessions = json.loads(vance("sessions", "list", "--json").stdout)
    assert {s["id"]: s["status"] for s in sessions}[window_session] == "suspended"
    assert served.process.poll() is None  # the window closed, the brain stays


async def test_embedded_window_ignores_the_resident_brain(home: Path, served: Served) -> None:
    assert _app_args(["--embedded"]) == (None, False, True)
    assert _app_args(["--new", "--embedded"]) == (None, True, True)
    client = await embedded_client_factory()
    try:
        assert isinstance(client, Client)
        assert client.brain.deps.schedules.firing  # the window's brain fires schedules
    finally:
        await client.close()
