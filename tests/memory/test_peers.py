"""Peer events: a change in one window reaches the user's other open hub windows durably
(survives kill -9), once per idempotency key, and is recorded without any model call."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from brain.memory.models import PeerEvent
from brain.memory.peers import (
    fan_out_peer_event,
    peer_event_key,
    pending_count,
    record_peer_events,
)
from brain.services.home import Home, bootstrap_home
from brain.store import Store, sessions
from brain.store import messages as msgs
from brain.store import peers as repo
from brain.store.db import Transaction
from brain.wire import PeerEventWake

from .conftest import open_hub

CHILD = Path(__file__).with_name("peer_child.py")


async def publish(store: Store, home: Home, source: str, key: str = "k1") -> list[PeerEvent]:
    return await fan_out_peer_event(
        store,
        tenant_id=home.tenant_id,
        user_id=home.user_id,
        source_process_id=source,
        type="PROJECT_CREATED",
        summary="created the project garden_planner",
        key=key,
        payload={"project": "garden_planner"},
    )


async def test_reaches_the_other_open_windows_only(store: Store, home: Home) -> None:
    a, b, c = [await open_hub(store, home) for _ in range(3)]
    suspended = await open_hub(store, home, status="suspended")
    closed = await open_hub(store, home, status="closed")
    other_user = await open_hub(store, await bootstrap_home(store, "bob"))
    events = await publish(store, home, a)
    assert sorted(e.target_process_id for e in events) == sorted([b, c])
    for quiet in (a, suspended, closed, other_user):
        assert await pending_count(store, quiet) == 0
    (event,) = await repo.pending_peer_events(store, b)
    assert (event.type, event.payload, event.source_process_id) == (
        "PROJECT_CREATED",
        {"project": "garden_planner"},
        a,
    )


async def test_the_same_key_is_delivered_once(store: Store, home: Home) -> None:
    a, b = await open_hub(store, home), await open_hub(store, home)
    assert len(await publish(store, home, a)) == 1
    assert await publish(store, home, a) == []  # a retried publish
    assert len(await publish(store, home, a, key="k2")) == 1
    assert [e.key for e in await record_peer_events(store, b)] == ["k1", "k2"]
    assert await publish(store, home, a) == []  # even after it was recorded
    assert await record_peer_events(store, b) == []


def test_keys_are_stable_and_distinct() -> None:
    assert peer_event_key("PROJECT_CREATED", "p-1") == peer_event_key("PROJECT_CREATED", "p-1")
    assert peer_event_key("PROJECT_CREATED", "p-1") != peer_event_key("PROJECT_ARCHIVED", "p-1")


async def test_the_change_and_its_events_commit_together(store: Store, home: Home) -> None:
    a, b = await open_hub(store, home), await open_hub(store, home)
    woken: list[str] = []

    async def wake(tx: Transaction, event: PeerEvent) -> None:
        woken.append(event.target_process_id)
        await msgs.insert_engine_message(
            tx,
            tenant_id=home.tenant_id,
            process_id=event.target_process_id,
            payload=PeerEventWake(peer_event_id=event.id),
        )

    with pytest.raises(RuntimeError):
        async with store.transaction():
            await fan_out_peer_event(
                store,
                tenant_id=home.tenant_id,
                user_id=home.user_id,
                source_process_id=a,
                type="PROJECT_CREATED",
                summary="created the project x",
                key="kx",
                wake=wake,
            )
            raise RuntimeError("the change itself failed")
    assert woken == [b]
    assert await pending_count(store, b) == 0
    assert await msgs.pending_messages(store, b) == []  # the wake-up rolled back too


async def test_a_failed_record_leaves_the_event_pending(store: Store, home: Home) -> None:
    a, b = await open_hub(store, home), await open_hub(store, home)
    await publish(store, home, a)

    async def broken(tx: Transaction, events: list[PeerEvent]) -> None:
        raise OSError("disk full")

    with pytest.raises(OSError):
        await record_peer_events(store, b, broken)
    assert await pending_count(store, b) == 1
    assert len(await record_peer_events(store, b)) == 1


def run_child(db: Path, mode: str, process_id: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    child = subprocess.run(
        [sys.executable, str(CHILD), str(db), mode, process_id],
        env=env,
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert child.returncode == -signal.SIGKILL, child.stderr.decode()


async def test_kill_9_after_publish_delivers_once_after_restart(tmp_path: Path) -> None:
    db = tmp_path / "vance.db"
    store = await Store.open(db)
    home = await bootstrap_home(store, "ann")
    a, b = await open_hub(store, home), await open_hub(store, home)
    await store.close()

    run_child(db, "publish", a)  # publishes, then dies before window B records anything

    store = await Store.open(db)  # B's brain starts again
    try:
        (event,) = await record_peer_events(store, b)
        assert event.summary == "created the project garden_planner"
        assert await record_peer_events(store, b) == []
    finally:
        await store.close()


async def test_kill_9_while_recording_records_once_after_restart(tmp_path: Path) -> None:
    db = tmp_path / "vance.db"
    store = await Store.open(db)
    home = await bootstrap_home(store, "ann")
    a, b = await open_hub(store, home), await open_hub(store, home)
    await publish(store, home, a)
    await store.close()

    run_child(db, "record", b)  # dies inside the record transaction

    store = await Store.open(db)
    try:
        session_id = (await sessions.get_process(store, b)).session_id
        assert await msgs.chat_history(store, session_id) == []
        recorded: list[str] = []

        async def record(tx: Transaction, events: list[PeerEvent]) -> None:
            for event in events:
                recorded.append(event.summary)
                await msgs.insert_chat(
                    tx,
                    tenant_id=home.tenant_id,
                    session_id=session_id,
                    process_id=b,
                    role="system",
                    author="peer",
                    content=event.summary,
                )

        await record_peer_events(store, b, record)
        await record_peer_events(store, b, record)
        assert recorded == ["created the project garden_planner"]
        assert [m.content for m in await msgs.chat_history(store, session_id)] == recorded
    finally:
        await store.close()
