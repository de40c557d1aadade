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


async def test_a_worker_outlives_the_attached_window_and_its_result_is_there_on_reopening(
    resident: Any, eventually: Any
) -> None:
    from brain.llm.scripted import Reply, ScriptedToolCall

    resident.script.add(
        "eddie",
        Reply(
            tool_calls=[
                ScriptedToolCall(
                    name="delegate_project",
                    arguments={"project": "garden", "engine": "ford", "task": "Three vegetables?"},
                )
            ]
        ),
    )
    finish = asyncio.Event()  # ford works until the window has closed, however slow the machine
    resident.script.add("ford", Reply(text="Peas, spinach and radishes.", hold=finish))
    brain = resident.owner.brain

    async def attach() -> RemoteClient:
        client: RemoteClient = await resident.connect(profile="foot")
        return client

    app = create_app(attach, animate=False)
    async with app.run_test() as pilot:
        await eventually(lambda: app.session_id, seconds=30)
        session_id = app.session_id
        app.composer.load_text("ask a worker in garden for three vegetables")
        await pilot.press("enter")

        async def ford_running() -> bool:
            return any(
                p.engine == "ford" and brain.runtime.is_busy(p.id)
                for p in await resident.owner.processes()
            )

        await eventually(ford_running, seconds=30)
        await pilot.press("ctrl+q")  # the window closes while ford still works
    assert await ford_running()
    finish.set()
    await brain.runtime.wait_idle(timeout=30)  # ford finished without any window
    [ford] = [p for p in await resident.owner.processes() if p.engine == "ford"]
    assert ford.status == "done"

    again = await resident.connect(profile="foot")
    try:
        await again.open_hub(session_id)

        async def relayed() -> bool:
            said = [m.content for m in await again.history(session_id)]
            return any("Peas, spinach and radishes." in text for text in said)

        await eventually(relayed, seconds=30)
    finally:
        await again.close()
