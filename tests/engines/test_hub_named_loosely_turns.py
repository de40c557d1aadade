"""Whole offline turns for requests said loosely (phrasings written for this file): a plain
comparison that names "running" or "processes" is answered (no status of the workers), a
forget said with another verb forgets the fact told before, and the projects asked for as
"running" are listed by name."""

from __future__ import annotations

import pytest

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    "said",
    [
        "are threads faster than processes?",
        "is running better than cycling for your knees?",
        "do processes run slower than threads?",
    ],
)
async def test_a_comparison_is_answered_not_the_workers_state(small_hub: Hub, said: str) -> None:
    small_hub.script.add("eddie", Reply(text="Usually the first one, but it depends."))
    await small_hub.say(said)
    answer = (await small_hub.eddie_said())[-1]
    assert sum(engine == "eddie" for engine, _messages in small_hub.script.seen) == 1, answer
    assert answer.content != "Nothing is running.", answer


async def test_a_german_comparison_gets_no_status_of_the_workers(small_hub: Hub) -> None:
    await small_hub.say("sind threads eigentlich schneller als prozesse?")
    answer = (await small_hub.eddie_said())[-1].content
    assert "läuft" not in answer.lower() and "running" not in answer.lower(), answer


async def test_what_is_running_is_still_the_state(small_hub: Hub) -> None:
    await small_hub.say("what's running right now")
    assert (await small_hub.eddie_said())[-1].content == "Nothing is running."


@pytest.mark.parametrize(
    ("told", "dropped"),
    [
        (
            "my piano teacher is called mrs okafor",
            "take the bit about my piano teacher out of your memory",
        ),
        (
            "mein klavierlehrer heißt herr brandt",
            "das mit dem klavierlehrer kannst du aus deinem gedächtnis streichen",
        ),
    ],
)
async def test_a_forget_said_loosely_forgets_the_fact(
    small_hub: Hub, told: str, dropped: str
) -> None:
    memory = small_hub.client.brain.deps.memory
    await small_hub.say(told)
    assert len(await memory.list_facts()) == 1
    await small_hub.say(dropped)
    assert await memory.list_facts() == [], await small_hub.eddie_said()


async def test_asking_about_a_fact_keeps_it(small_hub: Hub) -> None:
    memory = small_hub.client.brain.deps.memory
    await small_hub.say("my piano teacher is called mrs okafor")
    await small_hub.say("do you remember the piano teacher thing")
    assert len(await memory.list_facts()) == 1


@pytest.mark.parametrize(
    "said",
    ["welche projekte sind bei mir gerade am laufen", "what projects am i running these days"],
)
async def test_the_projects_asked_as_running_are_named(small_hub: Hub, said: str) -> None:
    projects = small_hub.client.brain.deps.projects
    for name in ("tool_shed", "garden_party"):
        await projects.create(name)
    await small_hub.say(said)
    answer = (await small_hub.eddie_said())[-1].content
    assert "tool_shed" in answer and "garden_party" in answer, answer
