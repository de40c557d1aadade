"""The socket server itself: permissions, handshake, bad input, disconnects, linger."""

from __future__ import annotations

import asyncio
import json
import socket
import stat
from pathlib import Path
from typing import Any

import pytest

from brain.events.frames import ChatAppended, ErrorNote, Frame
from brain.llm.scripted import Reply
from brain.models import SessionStatus
from brain.remote.protocol import PROTOCOL_VERSION, BrainGone, ProtocolError
from brain.remote.server import ResidentServer
from tests.engines.conftest import call
from tests.remote.conftest import Resident


async def raw_exchange(path: Path, *lines: dict[str, Any], replies: int) -> list[dict[str, Any]]:
    reader, writer = await asyncio.open_unix_connection(str(path))
    try:
        for line in lines:
            writer.write(json.dumps(line).encode() + b"\n")
        await writer.drain()
        return [json.loads(await reader.readline()) for _ in range(replies)]
    finally:
        writer.close()


def hello(**extra: Any) -> dict[str, Any]:
    return {"op": "hello", "protocol": PROTOCOL_VERSION, "profile": "daemon", **extra}


async def test_the_socket_is_private_to_the_user(resident: Resident) -> None:
    assert stat.S_IMODE(resident.socket.stat().st_mode) == 0o600
    assert stat.S_IMODE(resident.socket.parent.stat().st_mode) == 0o700
    assert stat.S_ISSOCK(resident.socket.stat().st_mode)


async def test_a_stale_socket_file_is_replaced(resident: Resident, short_dir: Path) -> None:
    stale = short_dir / "other" / "brain.sock"
    stale.parent.mkdir()
    dead = socket.socket(socket.AF_UNIX)
    dead.bind(str(stale))
    dead.close()  # the file stays, nobody listens: what a killed brain leaves behind
    server = ResidentServer(resident.owner)
    await server.start(stale)
    try:
        client = await resident.connect.__func__(  # type: ignore[attr-defined]
            Resident(resident.owner, server, stale, resident.script)
        )
        assert (await client.status()).clients == 1
        await client.close()
    finally:
        await server.close()


async def test_another_protocol_version_is_refused_with_a_hint(resident: Resident) -> None:
    (reply,) = await raw_exchange(resident.socket, hello(protocol=99), replies=1)
    assert reply["op"] == "error"
    assert "speaks protocol 1" in reply["error"]["message"]
    assert "vance serve --stop" in reply["error"]["hint"]


async def test_bad_lines_get_clear_errors(resident: Resident) -> None:
    welcome, unknown, bad = await raw_exchange(
        resident.socket,
        hello(),
        {"op": "call", "id": 1, "method": "format_disk", "params": {}},
        {"op": "call", "id": 2, "method": "history", "params": {"limit": "many"}},
        replies=3,
    )
    assert welcome["op"] == "welcome" and welcome["protocol"] == PROTOCOL_VERSION
    assert unknown == {
        "op": "error",
        "id": 1,
        "error": {"type": "UnknownMethod", "message": "No method 'format_disk'."},
    }
    assert bad["id"] == 2 and bad["error"]["type"] == "BadParams"
    assert bad["error"]["message"].startswith("history: ")
    (not_json,) = await raw_exchange(resident.socket, hello(), replies=1)
    assert not_json["op"] == "welcome"
    reader, writer = await asyncio.open_unix_connection(str(resident.socket))
    writer.write(b"this is not json\n")
    reply = json.loads(await reader.readline())
    writer.close()
    assert reply["op"] == "error" and "Not a JSON line" in reply["error"]["message"]


async def test_closing_the_client_mid_turn_lets_the_turn_finish_and_suspends_the_session(
    resident: Resident,
) -> None:
    client = await resident.connect()
    session = await client.open_hub()
    started = asyncio.Event()
    resident.script.add("eddie", lambda messages: started.set() or Reply(text="Done anyway."))
    turn = asyncio.create_task(client.turn(session.id, "do it"))
    await asyncio.wait_for(started.wait(), 10)
    await client.close()
    with pytest.raises(BrainGone):
        await turn
    brain = resident.owner.brain
    await brain.runtime.wait_idle(timeout=10)
    history = await resident.owner.history(session.id)
    assert history[-1].content == "Done anyway."
    for _ in range(100):  # the server notices the disconnect on its own loop turn
        if (await brain.sessions.get(session.id)).status == SessionStatus.SUSPENDED:
            break
        await asyncio.sleep(0)
    assert (await brain.sessions.get(session.id)).status == SessionStatus.SUSPENDED


async def test_a_client_timeout_stops_waiting_not_the_work(resident: Resident) -> None:
    client = await resident.connect()
    session = await client.open_hub()
    answered = asyncio.Event()
    resident.script.add("eddie", Reply(text="Worth the wait.", delay_s=0.3))

    def on_frame(frame: Frame) -> None:
        if isinstance(frame, ChatAppended) and frame.message.role == "assistant":
            answered.set()

    client.subscribe(session.id, on_frame)
    with pytest.raises(TimeoutError):
        async with asyncio.timeout(0.05):
            await client.turn(session.id, "take your time")
    await asyncio.wait_for(answered.wait(), 10)
    assert (await client.history(session.id))[-1].content == "Worth the wait."
    await client.close()


async def test_a_stopping_server_fails_pending_calls_and_tells_listeners(
    resident: Resident,
) -> None:
    client = await resident.connect()
    session = await client.open_hub()
    notes: list[ErrorNote] = []
    client.subscribe(session.id, lambda f: notes.append(f) if isinstance(f, ErrorNote) else None)
    started, never = asyncio.Event(), asyncio.Event()
    resident.script.add("eddie", lambda messages: started.set() or Reply(text="late", hold=never))
    turn = asyncio.create_task(client.turn(session.id, "tell me about tea"))
    await asyncio.wait_for(started.wait(), 10)
    await resident.server.close()
    with pytest.raises(BrainGone) as gone:
        await turn
    assert "stopping" in gone.value.message
    assert notes and "stopping" in notes[0].message
    with pytest.raises(BrainGone):
        await client.history(session.id)
    await client.close()


async def test_auto_approve_answers_this_connections_requests(
    resident: Resident, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    client = await resident.connect(profile="foot", auto_approve=True)
    session = await client.open_hub()
    resident.script.add(
        "eddie",
        call("client_file_write", path="note.txt", content="milk"),
        lambda messages: Reply(text="Saved." if "error" not in messages[-1]["content"] else "No."),
    )
    client.subscribe(session.id, lambda frame: None)
    said = await client.turn(session.id, "write milk into note.txt")
    assert said[-1].content == "Saved."
    await client.close()


async def test_an_idle_server_lingers_then_stops(resident: Resident) -> None:
    server = ResidentServer(resident.owner, linger=0.05)
    place = resident.socket.parent / "linger.sock"
    await server.start(place)
    try:
        client = await Resident(resident.owner, server, place, resident.script).connect()
        status = await client.status()
        assert (status.clients, status.linger_s, status.busy) == (1, 0.05, False)
        await client.close()
        await asyncio.wait_for(server.wait_stopped(), 10)
    finally:
        await server.close()


async def test_the_status_names_no_host_paths(resident: Resident) -> None:
    client = await resident.connect()
    status = await client.status()
    assert status.protocol == PROTOCOL_VERSION and status.clients == 1
    assert str(resident.socket.parent) not in status.model_dump_json()
    await client.close()


def test_protocol_errors_are_user_facing() -> None:
    assert ProtocolError("x", hint="y").full_text() == "x y"
