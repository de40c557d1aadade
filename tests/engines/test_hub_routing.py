"""Eddie decides by meaning before any model call (issue 14).

The phrasings here are written for these tests, not taken from the router's examples
(prompts/router/intents.yaml) or its eval cases: they check how a stranger's words land.
"""

from __future__ import annotations

import pytest

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub

QUESTIONS = [
    "why do onions make people cry",
    "tell me about the french revolution",
    "what's a good recipe with leftover rice",
    "explain what an index fund is",
    "could you recommend a podcast about space",
    "tell me a fun fact about octopuses",
]


@pytest.mark.parametrize("question", QUESTIONS)
async def test_a_general_question_reaches_the_model_not_a_command(hub: Hub, question: str) -> None:
    hub.script.add("eddie", Reply(text="Here is what I know."))
    await hub.say(question)
    last = (await hub.eddie_said())[-1]
    assert last.content == "Here is what I know."
    assert last.meta.fastpath is None


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("is anything of mine still going right now?", "Nothing is running"),
        ("any new messages waiting for me in the inbox?", "inbox"),
    ],
)
async def test_a_clear_command_acts_without_a_model_call(
    small_hub: Hub, said: str, expected: str
) -> None:
    await small_hub.say(said)
    last = (await small_hub.eddie_said())[-1]
    assert expected.lower() in last.content.lower()
    assert last.meta.fastpath is not None
    assert small_hub.script.seen == []  # no model call at all


async def test_the_small_model_only_chats_with_a_short_prompt(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text="Tardigrades can survive in space."))
    await small_hub.say("tell me something cool about tardigrades")
    last = (await small_hub.eddie_said())[-1]
    assert last.content == "Tardigrades can survive in space."
    engine, messages = small_hub.script.seen[-1]
    assert engine == "eddie"
    system = str(messages[0]["content"])
    assert len(system) < 800  # the short persona, not the full hub prompt with 37 tools
    assert messages[-1]["content"] == "tell me something cool about tardigrades"


async def test_the_small_models_answer_streams_while_it_is_generated(small_hub: Hub) -> None:
    answer = "Tardigrades can survive in space. Isn't that neat? They change colour too."
    small_hub.script.add("eddie", Reply(text=answer, chunk_chars=5))
    await small_hub.say("tell me something cool about tardigrades")
    last = (await small_hub.eddie_said())[-1]
    assert last.content == "Tardigrades can survive in space."  # a question: one sentence
    chunks = small_hub.frames_of("stream-chunk")
    assert len(chunks) > 1  # word by word, before the answer was complete
    assert "".join(c.text for c in chunks) == "Tardigrades can survive in space."
    assert {c.stream_id for c in chunks} == {last.meta.stream_id}


@pytest.mark.parametrize(
    "garbage",
    ["<reply>", "tell me something cool about tardigrades", "<|im_end|>", "", "<reply> hi there"],
)
async def test_unusable_small_model_output_becomes_an_honest_line(
    small_hub: Hub, garbage: str
) -> None:
    small_hub.script.add("eddie", Reply(text=garbage))
    await small_hub.say("tell me something cool about tardigrades")
    last = (await small_hub.eddie_said())[-1]
    assert last.content.strip()
    assert last.content != garbage
    assert "<" not in last.content
    # nothing of it was shown while it was generated either
    assert "".join(c.text for c in small_hub.frames_of("stream-chunk")) == ""


async def test_the_small_model_asks_when_unsure_and_acts_on_the_pick(small_hub: Hub) -> None:
    await small_hub.client.create_project("garden_planner")
    await small_hub.say("the garden thing")  # nobody works there: no talk to offer, it opens
    assert (await small_hub.eddie_said())[-1].content.startswith("garden_planner:")
    await small_hub.say("the window fitter comes on friday at 10")
    question = (await small_hub.eddie_said())[-1]
    assert question.meta.action == "ask_user"
    labels = [option.label for option in question.meta.options]
    assert len(labels) >= 2
    seen_before = len(small_hub.script.seen)
    await small_hub.say("1")
    answer = (await small_hub.eddie_said())[-1]
    assert answer.meta.fastpath is not None and answer.meta.fastpath.endswith(":picked")
    assert "window fitter" in answer.content
    assert len(small_hub.script.seen) == seen_before  # the pick acted without the model


async def test_create_a_project_and_have_someone_work_starts_the_work_there(
    small_hub: Hub,
) -> None:
    small_hub.script.add("arthur", Reply(text="The alcove is 80 cm wide."))
    await small_hub.say(
        "please make a project called bookshelf and get someone to measure the alcove"
    )
    assert "bookshelf" in [p.name for p in await small_hub.client.projects()]
    workers = [p for p in await small_hub.client.processes() if p.engine == "arthur"]
    assert len(workers) == 1
    _engine, messages = next(s for s in small_hub.script.seen if s[0] == "arthur")
    assert "measure the alcove" in str(messages[-1]["content"])
    said = [m.content for m in await small_hub.eddie_said()]
    assert any("created the project bookshelf" in text for text in said), said


async def test_a_project_name_and_a_colon_hand_the_rest_to_its_worker(small_hub: Hub) -> None:
    await small_hub.client.create_project("balcony")
    small_hub.script.add("arthur", Reply(text="Basil goes in the sunny corner."))
    await small_hub.say("balcony: find a sunny spot for the basil")
    workers = [p for p in await small_hub.client.processes() if p.engine == "arthur"]
    assert len(workers) == 1
    _engine, messages = next(s for s in small_hub.script.seen if s[0] == "arthur")
    assert str(messages[-1]["content"]).endswith("find a sunny spot for the basil")
    assert not [s for s in small_hub.script.seen if s[0] == "eddie"]  # no model decided it


async def test_telling_a_worker_that_is_not_there_yet_starts_one(small_hub: Hub) -> None:
    await small_hub.client.create_project("attic")
    small_hub.script.add("arthur", Reply(text="Listed."), Reply(text="Prices added."))
    await small_hub.say("tell the attic worker to add rough prices")
    said = [m.content for m in await small_hub.eddie_said()]
    assert not any("no worker" in text for text in said), said
    workers = [p for p in await small_hub.client.processes() if p.engine == "arthur"]
    assert len(workers) == 1
    await small_hub.say("let the attic worker know prices should be in euros")  # there: steered
    assert len([p for p in await small_hub.client.processes() if p.engine == "arthur"]) == 1
    asked = [str(m[-1]["content"]) for engine, m in small_hub.script.seen if engine == "arthur"]
    assert any("in euros" in text for text in asked), asked
