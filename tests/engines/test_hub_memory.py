"""What the user says about themselves is remembered across sessions, with provenance,
and can be corrected and forgotten (issue 11). Phrasings are written for these tests."""

from __future__ import annotations

import pytest

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub


async def test_a_stated_name_is_remembered_and_reaches_a_new_session(hub: Hub) -> None:
    await hub.say("btw my name is Zed")
    said = (await hub.eddie_said())[-1]
    assert "Zed" in said.content and said.meta.fastpath == "memory:remember"
    assert hub.script.seen == []  # no model call for a plain statement
    [fact] = await hub.client.memory.list_facts()
    user_message = [m for m in await hub.chat() if m.role == "user"][-1]
    assert (fact.value, fact.session_id, fact.message_id) == (
        "Zed",
        hub.session.id,
        user_message.id,
    )

    other = await hub.client.open_hub(new=True)
    hub.script.add("eddie", Reply(text="Hi Zed."))
    await hub.client.send(other.id, "what should we do today")
    await hub.settle()
    _engine, messages = hub.script.seen[-1]
    prompt = "\n".join(str(m["content"]) for m in messages)
    assert "The user is Zed." in prompt


async def test_a_correction_replaces_and_forget_hides(hub: Hub) -> None:
    await hub.say("I live in Lyon")
    await hub.say("no, I moved to Berlin last month")
    said = (await hub.eddie_said())[-1]
    assert "Berlin" in said.content and said.meta.fastpath == "memory:remember"
    values = [f.value for f in await hub.client.memory.list_facts()]
    assert "Lyon" not in values and any("Berlin" in v for v in values)
    await hub.say("please forget where I live")
    said = (await hub.eddie_said())[-1]
    assert said.meta.fastpath == "memory:forget" and "Berlin" in said.content
    assert await hub.client.memory.list_facts() == []
    history = await hub.client.memory.list_facts(include_hidden=True)
    assert {"Lyon"} <= {f.value for f in history}  # kept for audit


async def test_german_statements_are_remembered(hub: Hub) -> None:
    await hub.say("ich wohne in Köln")
    values = [f.value for f in await hub.client.memory.list_facts()]
    assert values == ["Köln"]


async def test_a_question_about_oneself_is_not_stored(hub: Hub) -> None:
    hub.script.add("eddie", Reply(text="I don't know yet."))
    await hub.say("is my name in your memory?")
    assert await hub.client.memory.list_facts() == []


@pytest.mark.parametrize(
    "said",
    [
        "u can forget about my living in Oslo, I moved away",
        "ok eddie you may forget where I live",
        "du kannst vergessen, dass ich in Oslo wohne",
        "could you forget the fact that I live in Oslo",
    ],
)
async def test_a_forget_said_loosely_forgets_and_stores_nothing(hub: Hub, said: str) -> None:
    await hub.say("I live in Oslo")
    await hub.say(said)
    reply = (await hub.eddie_said())[-1]
    assert reply.meta.fastpath == "memory:forget" and "Oslo" in reply.content
    assert await hub.client.memory.list_facts() == []


async def test_forgetting_a_place_never_kept_leaves_the_kept_one(hub: Hub) -> None:
    await hub.say("I live in Oslo")
    await hub.say("forget that I live in Bergen")
    reply = (await hub.eddie_said())[-1]
    assert reply.meta.fastpath == "memory:forget" and "Oslo" not in reply.content
    assert [f.value for f in await hub.client.memory.list_facts()] == ["Oslo"]


async def test_a_forgotten_memory_is_no_forget(hub: Hub) -> None:
    hub.script.add("eddie", Reply(text="Happens to everyone."))
    await hub.say("I live in Oslo")
    await hub.say("i always forget my keys when I leave")
    assert [f.value for f in await hub.client.memory.list_facts()] == ["Oslo"]
