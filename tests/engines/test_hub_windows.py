"""One partner across windows (issue 11): a change made in one window reaches the user's other
open windows at once (a notice, no model call), the next turn there knows it, and a session
that opens or resumes hears a short recap. Two windows are two clients of one brain."""

from __future__ import annotations

from typing import Any

from brain.client import Client
from brain.events.frames import ChatAppended
from brain.llm.scripted import Reply
from brain.memory.framing import ACTIVITY_TAG
from brain.models import ChatMessage, Session
from tests.engines.conftest import Hub, call


async def window(hub: Hub) -> tuple[Client, Session, list[Any]]:
    """A second window on the same brain: its own client and hub session."""
    other = Client(hub.client.brain, "foot")
    session = await other.open_hub(new=True)
    frames: list[Any] = []
    other.subscribe(session.id, frames.append)
    return other, session, frames


def notices(messages: list[ChatMessage]) -> list[str]:
    return [m.content for m in messages if m.meta.kind == "peer"]


async def test_a_project_made_in_one_window_shows_in_the_other_without_a_model_call(
    hub: Hub,
) -> None:
    _b, b_session, b_frames = await window(hub)
    hub.script.add("eddie", call("project_create", name="garden_planner"), Reply(text="Done."))
    await hub.say("ok, go ahead with that")
    assert [p.name for p in await hub.client.projects()] == ["garden_planner"]
    calls = len(hub.script.seen)  # window A's own model calls only

    lines = notices(await hub.client.history(b_session.id))
    assert len(lines) == 1 and "garden_planner" in lines[0]
    assert "other window" in lines[0]
    shown = [f.message for f in b_frames if isinstance(f, ChatAppended)]
    assert notices(shown) == lines  # pushed to the open window once
    assert notices(await hub.chat()) == []  # not told about itself
    assert len(hub.script.seen) == calls  # window B woke without calling the model


async def test_the_other_windows_next_turn_knows_what_happened(hub: Hub) -> None:
    b, b_session, _ = await window(hub)
    hub.script.add("eddie", call("project_create", name="tax_2026"), Reply(text="Created."))
    await hub.say("ok, go ahead with that")
    assert [p.name for p in await hub.client.projects()] == ["tax_2026"]

    hub.script.add("eddie", Reply(text="A poem about taxes."))
    await b.send(b_session.id, "write me a tiny poem about what we are up to")
    await hub.settle()
    _engine, messages = hub.script.seen[-1]
    prompt = "\n".join(str(m["content"]) for m in messages)
    assert f"<{ACTIVITY_TAG}>" in prompt and "tax_2026" in prompt
    # the notice line is not fed back to the model as something Eddie said
    assert not any("other window" in str(m["content"]) for m in messages if m["role"] != "system")


async def test_a_window_opened_later_hears_a_recap_in_its_language(hub: Hub) -> None:
    hub.script.add("eddie", call("project_create", name="garden_planner"), Reply(text="Done."))
    await hub.say("ok, go ahead with that")
    await hub.client.set_language(hub.session.id, "de")

    later = Client(hub.client.brain, "foot")
    session = await later.open_hub(new=True)
    [recap] = [m for m in await later.history(session.id) if m.meta.kind == "recap"]
    assert recap.role == "assistant" and "garden_planner" in recap.content
    assert "anderes Fenster" in recap.content  # the user's language, in every session
    again = await later.open_hub(session.id)  # nothing new since: no second recap
    assert [m.meta.kind for m in await later.history(again.id)].count("recap") == 1


async def test_a_window_with_nothing_new_gets_no_recap(hub: Hub) -> None:
    await hub.say("what time is it")
    later = Client(hub.client.brain, "foot")
    session = await later.open_hub(new=True)
    assert await later.history(session.id) == []


async def test_a_memory_change_is_announced_to_the_other_window(hub: Hub) -> None:
    b, b_session, _ = await window(hub)
    await hub.say("call me Captain")
    lines = notices(await b.history(b_session.id))
    assert len(lines) == 1 and "what I know about you" in lines[0]
    await hub.say("call me Captain")  # already known: nothing changed, nothing announced
    assert len(notices(await b.history(b_session.id))) == 1


async def test_a_project_made_by_command_reaches_the_other_window(hub: Hub) -> None:
    b, b_session, _ = await window(hub)
    await hub.client.create_project("recipes")  # /project new recipes, vance projects create
    await hub.settle()
    lines = notices(await b.history(b_session.id))
    assert len(lines) == 1 and "recipes" in lines[0]


async def test_the_language_is_the_users_unless_set_for_one_session(hub: Hub) -> None:
    await hub.client.set_language(hub.session.id, "de")
    fresh = await hub.client.open_hub(new=True)  # like /new
    assert await hub.client.language(fresh.id) == "de"
    await hub.client.set_language(fresh.id, "it", session_only=True)
    assert await hub.client.language(fresh.id) == "it"
    assert await hub.client.language(hub.session.id) == "de"
    newest = await hub.client.open_hub(new=True)
    assert await hub.client.language(newest.id) == "de"


async def test_only_a_window_that_is_open_is_called_the_other_window(hub: Hub) -> None:
    """A project from this window's own earlier session (before /new) is no "other window"'s;
    one a window that is open now works in is."""
    hub.script.add(
        "eddie",
        call("delegate_project", project="garden", task="Plan the beds."),
        call("delegate_project", project="garden", task="Price a shed."),
        call("delegate_project", project="garden", task="Find seeds."),
    )
    hub.script.add("arthur", Reply(text="Planned."), Reply(text="Priced."), Reply(text="Found."))
    await hub.say("get someone to plan my garden beds")
    first = hub.session
    second = await hub.client.open_hub(new=True)  # /new: the first session is let go
    await hub.client.send(second.id, "and have someone price a shed for the garden")
    await hub.settle()
    said = [m.content for m in await hub.client.history(second.id) if m.role != "user"]
    assert any(line.startswith("Using your project garden:") for line in said), said
    assert not any("other window" in line for line in said), said

    b, b_session, _ = await window(hub)  # a second window, open while the first works
    await hub.client.open_hub(first.id)
    await b.send(b_session.id, "someone should find seeds for the garden")
    await hub.settle()
    b_said = [m.content for m in await hub.client.history(b_session.id) if m.role != "user"]
    assert any("already exists from your other window" in line for line in b_said), b_said


async def test_new_in_the_same_window_does_not_recap_what_it_just_did(hub: Hub) -> None:
    hub.script.add("eddie", call("project_create", name="herbs"), Reply(text="Done."))
    await hub.say("make a project for my herbs")
    fresh = await hub.client.open_hub(new=True)  # /new
    recaps = [m for m in await hub.client.history(fresh.id) if m.meta.kind == "recap"]
    assert recaps == []
