"""One contract, two clients: the embedded ``Client`` and the ``RemoteClient`` on a socket
must behave the same for everything the app, the CLI and voice do with a client."""

from __future__ import annotations

import asyncio

import pytest

from brain.errors import ConfigError, Conflict, NotFound
from brain.events.frames import ApprovalRequest, ChatAppended, Frame, StreamChunk
from brain.llm.scripted import Reply
from brain.models import InboxStatus, SessionKind
from tests.engines.conftest import call
from tests.remote.conftest import Side


async def test_a_turn_returns_eddies_answer_and_frames_arrive_in_order(side: Side) -> None:
    client = await side.open()
    side.script.add("eddie", Reply(text="Tea is calming and warm.", chunk_chars=6))
    session = await client.open_hub()
    assert session.kind == SessionKind.HUB
    frames: list[Frame] = []
    client.subscribe(session.id, frames.append)

    said = await client.turn(session.id, "tell me something nice about tea")

    assert [m.content for m in said] == ["Tea is calming and warm."]
    appended = [f.message for f in frames if isinstance(f, ChatAppended)]
    assert [(m.role, m.content) for m in appended] == [
        ("user", "tell me something nice about tea"),
        ("assistant", "Tea is calming and warm."),
    ]
    chunks = "".join(f.text for f in frames if isinstance(f, StreamChunk))
    assert chunks == "Tea is calming and warm."
    history = await client.history(session.id)
    assert [m.content for m in history][-2:] == [
        "tell me something nice about tea",
        "Tea is calming and warm.",
    ]
    assert [s.id for s in await client.sessions()] == [session.id]


async def test_unsubscribed_listeners_hear_nothing_more(side: Side) -> None:
    client = await side.open()
    session = await client.open_hub()
    heard: list[Frame] = []
    unsubscribe = client.subscribe(session.id, heard.append)
    side.script.add("eddie", Reply(text="One."), Reply(text="Two."))
    await client.turn(session.id, "first")
    unsubscribe()
    count = len(heard)
    assert [m.content for m in await client.turn(session.id, "second")] == ["Two."]
    assert len(heard) == count


async def test_send_persists_the_words_and_the_answer_follows(side: Side) -> None:
    client = await side.open()
    session = await client.open_hub()
    answered = asyncio.Event()

    def on_frame(frame: Frame) -> None:
        if isinstance(frame, ChatAppended) and frame.message.role == "assistant":
            answered.set()

    client.subscribe(session.id, on_frame)
    side.script.add("eddie", Reply(text="Noted."))
    message = await client.send(session.id, "remember the milk")
    assert (message.role, message.content) == ("user", "remember the milk")
    await asyncio.wait_for(answered.wait(), 10)
    assert "Noted." in await client.export_markdown(session.id)


async def test_a_delegated_worker_reports_when_the_turn_waits_for_workers(side: Side) -> None:
    client = await side.open()
    session = await client.open_hub()
    side.script.add("eddie", call("delegate_project", project="garden", engine="ford", task="Veg?"))
    side.script.add("ford", Reply(text="Peas and radishes."))
    said = await client.turn(session.id, "ask a worker in garden", wait_workers=True)
    assert said[-1].content == "Peas and radishes."
    assert said[-1].author.startswith("ford")
    workers = [p for p in await client.processes() if p.engine == "ford"]
    assert len(workers) == 1
    assert "garden" in [p.name for p in await client.projects()]
    everything = await client.sessions(include_workers=True)
    assert len(everything) > len(await client.sessions())


async def test_errors_keep_their_kind_message_and_hint(side: Side) -> None:
    client = await side.open()
    with pytest.raises(NotFound) as missing:
        await client.process_command("no-such-process", "stop")
    assert missing.value.message == "No worker or project called 'no-such-process'."
    assert missing.value.hint == "`/workers` lists what runs; `/projects` your projects."
    await client.create_project("garden", "Garden")
    with pytest.raises(Conflict):
        await client.create_project("garden")
    session = await client.open_hub()
    with pytest.raises(ConfigError) as refused:
        await client.set_language(session.id, "not a language")
    assert refused.value.hint == "For example: en, de, it, zh."


async def test_projects_settings_language_progress_and_mode(side: Side) -> None:
    client = await side.open()
    created = await client.create_project("garden", "Garden")
    assert (created.name, created.title) == ("garden", "Garden")
    archived = await client.archive_project("garden")
    assert archived.name == "garden"
    assert "garden" not in [p.name for p in await client.projects()]
    assert "garden" in [p.name for p in await client.projects(include_archived=True)]

    session = await client.open_hub()
    await client.set_language(session.id, "DE")
    assert await client.language(session.id) == "de"
    await client.set_progress(session.id, "verbose")
    (eddie,) = await client.processes(session.id)
    assert eddie.params.progress == "verbose"
    changed = await client.set_mode(eddie.id, "plan")
    assert changed.params.mode == "plan"
    stopped = await client.process_command(eddie.id, "pause")
    assert stopped.status == "suspended"

    settings = await client.settings()
    assert settings.model == side.script.model
    assert isinstance(client.model_description(), str) and client.model_description()
    assert side.script.model in [m.name for m in await client.models()]


async def test_user_settings_read_back_and_refuse_unknown_keys(side: Side) -> None:
    client = await side.open()
    assert await client.user_setting("ui.welcomed") is None  # a new home
    assert await client.set_user_setting("ui.welcomed", "yes") == "yes"
    assert await client.user_setting("ui.welcomed") == "yes"
    assert await client.user_setting("chat.language") == "en"  # the default
    with pytest.raises(ConfigError):
        await client.user_setting("model")


async def test_inbox_items_from_a_worker(side: Side) -> None:
    client = await side.open()
    session = await client.open_hub()
    report = "# Trip plan\n\n" + "\n".join(f"- day {i}: museum" for i in range(30))
    side.script.add("eddie", call("delegate_project", project="trip", task="Plan a trip."))
    side.script.add("arthur", Reply(text=report))
    await client.turn(session.id, "ask a worker in trip to plan", wait_workers=True)
    await side.settle()
    items = await client.inbox()
    assert len(items) == 1 and items[0].status == InboxStatus.UNREAD
    assert await client.unread_count() == 1
    item = await client.inbox_item(items[0].id)
    assert item.status == InboxStatus.READ and "day 29" in item.body
    archived = await client.set_inbox_status(item.id, InboxStatus.ARCHIVED)
    assert archived.status == InboxStatus.ARCHIVED
    assert await client.inbox() == []
    assert [i.id for i in await client.inbox(include_archived=True)] == [item.id]
    with pytest.raises(NotFound):
        await client.inbox_item(9999)


async def test_approvals_are_answered_through_the_client(side: Side, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    client = await side.open()
    session = await client.open_hub()
    side.script.add(
        "eddie",
        call("client_file_write", path="note.txt", content="milk"),
        lambda messages: Reply(text="Saved." if "error" not in messages[-1]["content"] else "No."),
    )

    def approve(frame: Frame) -> None:
        if isinstance(frame, ApprovalRequest):
            asyncio.get_running_loop().call_soon(client.resolve_approval, frame.request_id, "once")

    client.subscribe(session.id, approve)
    said = await client.turn(session.id, "write milk into note.txt")
    assert said[-1].content == "Saved."
    assert (tmp_path / "note.txt").read_text() == "milk"


async def test_two_windows_get_two_sessions_and_bind_moves_one(side: Side) -> None:
    one = await side.open()
    two = await side.open()
    first = await one.open_hub()
    second = await two.open_hub()
    assert first.id != second.id  # a session bound to another window is not taken
    fresh = await one.open_hub(new=True)
    assert fresh.id not in (first.id, second.id)
    back = await one.bind(first.id)
    assert back.id == first.id


async def test_a_worker_at_its_token_cap_shows_used_of_allowed(side: Side) -> None:
    client = await side.open()
    session = await client.open_hub()
    side.script.add(
        "eddie", call("delegate_project", project="soil", engine="ford", task="pH?", budget=40)
    )
    said = await client.turn(session.id, "ask a worker in soil", wait_workers=True)
    assert "token budget" in said[-1].content
    [budget] = await client.budgets()
    assert (budget.engine, budget.used, budget.allowed, budget.at_cap) == ("ford", 0, 40, True)
