"""The small local model's answers in the hub (issue 14: small talk and simple questions a
reader accepts): a number it made up is never shown, generation stops once the answer has
its sentences, and a request it always gets wrong gets a fixed line without a model call."""

from __future__ import annotations

from brain.llm.guard import NO_NUMBER
from brain.llm.scripted import Reply
from tests.engines.conftest import Hub


def _model_calls(hub: Hub) -> int:
    return sum(engine == "eddie" for engine, _messages in hub.script.seen)


async def test_a_made_up_number_is_neither_shown_nor_kept(small_hub: Hub) -> None:
    made_up = "The longest bridge in Japan is the Akashi Kaikyo Bridge, at 8,937 feet. Wow."
    small_hub.script.add("eddie", Reply(text=made_up, chunk_chars=5))
    await small_hub.say("whats the longest bridge in japan")
    assert _model_calls(small_hub) == 1
    said = (await small_hub.eddie_said())[-1].content
    assert said == "The longest bridge in Japan is the Akashi Kaikyo Bridge."
    shown = "".join(c.text for c in small_hub.frames_of("stream-chunk"))
    assert "8,937" not in shown and "stands" not in shown


async def test_an_answer_that_is_only_a_made_up_number_is_the_honest_line(
    small_hub: Hub,
) -> None:
    small_hub.script.add("eddie", Reply(text="There are 26 lakes in Finland.", chunk_chars=4))
    await small_hub.say("how many lakes are there in finland")
    assert (await small_hub.eddie_said())[-1].content == NO_NUMBER["en"]
    assert not "".join(c.text for c in small_hub.frames_of("stream-chunk"))


async def test_generation_stops_once_the_answer_has_its_sentence(small_hub: Hub) -> None:
    """The reply fails at its end; a call that stops after the first sentence never gets there."""
    rambling = "Paris is a city on the Seine. " + "It has bridges and cafes and more. " * 5
    small_hub.script.add("eddie", Reply(text=rambling, chunk_chars=6, error="server"))
    await small_hub.say("tell me about paris")
    assert (await small_hub.eddie_said())[-1].content == "Paris is a city on the Seine."


async def test_simple_geography_is_answered_right_without_the_model(small_hub: Hub) -> None:
    """The small model said "The capital of Australia is Sydney." and "In Brazil, it is
    Spanish."; the country factbook answers, and corrects the guess kindly."""
    small_hub.script.add("eddie", Reply(text="The capital of Australia is Sydney."))
    await small_hub.say("capital of australia? i always say sydney lol")
    await small_hub.say("what language do they speak in brazil is it spanish")
    said = [m.content for m in await small_hub.eddie_said()]
    assert _model_calls(small_hub) == 0
    assert said[-2].startswith("The capital of Australia is Canberra, not Sydney")
    assert "Portuguese, not Spanish" in said[-1]


async def test_a_joke_is_told_without_the_model(small_hub: Hub) -> None:
    await small_hub.say("tell me a joke")
    await small_hub.say("another joke please")
    said = [m.content for m in await small_hub.eddie_said()]
    assert _model_calls(small_hub) == 0
    assert "?" in said[-2] and said[-1] != said[-2]


async def test_asked_about_its_own_life_eddie_does_not_invent_one(small_hub: Hub) -> None:
    await small_hub.say("how old are you")
    assert _model_calls(small_hub) == 0
    last = (await small_hub.eddie_said())[-1].content
    assert "program" in last and "years" not in last


async def test_a_card_text_or_tip_beats_an_unsure_reading_of_work(small_hub: Hub) -> None:
    """The router read "a get well card text for my uncle" as work for a new project and
    "something nice for my mum's birthday card" as a memory question; the ideas answer."""
    for said in (
        "write a get well soon card text for my uncle",
        "can u write something nice for my mum's birthday card",
    ):
        await small_hub.say(said)
        answer = (await small_hub.eddie_said())[-1].content
        assert "project" not in answer.lower() and "remember" not in answer.lower(), answer
    assert await _projects(small_hub) == set()
    assert _model_calls(small_hub) == 0


async def _projects(hub: Hub) -> set[str]:
    return {p.name for p in await hub.client.brain.deps.projects.list()}


async def test_work_said_outright_is_still_handed_out(small_hub: Hub) -> None:
    await small_hub.say("have someone research history podcasts and write me a report")
    assert len(await _projects(small_hub)) == 1  # a project for the work, not an idea


async def test_asked_in_german_what_eddie_can_do_the_answer_is_german(small_hub: Hub) -> None:
    await small_hub.say("hi, bin neu hier - was kannst du eigentlich so?")
    said = (await small_hub.eddie_said())[-1].content
    assert said.startswith("Ich bin Eddie."), said
    await small_hub.say("and what can you do for me?")
    assert (await small_hub.eddie_said())[-1].content.startswith("I'm Eddie."), "English again"


async def test_a_note_to_send_is_written_not_remembered_and_remember_still_is(
    small_hub: Hub,
) -> None:
    await small_hub.say("a thank you note for my neighbour pls")
    note = (await small_hub.eddie_said())[-1].content
    assert "neighbour" in note.lower() and "remember" not in note.lower(), note
    await small_hub.say("what do you know about me?")
    known = (await small_hub.eddie_said())[-1].content.lower()
    assert "thank" not in known and "neighbour" not in known, known  # nothing was stored
    await small_hub.say("remember that my neighbour is called tom")
    assert "remember" in (await small_hub.eddie_said())[-1].content.lower()
