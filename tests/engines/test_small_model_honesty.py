"""The small local model does not pretend: no answer that speaks for a company or service it is
not, no word-for-word repeat of its own earlier answer to a different request (issue 14,
found in a stranger's first session: "as a tax preparation service provider … our website",
then the same lines again for the next request)."""

from __future__ import annotations

import pytest

from brain.llm.guard import FALLBACK, IDENTITY, check_answer
from brain.llm.scripted import Reply
from tests.engines.conftest import Hub

MADE_UP = (
    "I'm sorry, but as a travel booking company I can't help with that. "
    "Please visit our website for more information."
)


@pytest.mark.parametrize(
    "answer",
    [
        "As an AI language model, I do not have opinions.",
        "As a home insurance provider we cannot comment on that.",
        "You can reach our customer service any time.",
        "Please contact us by email.",
        "My name is Clara, nice to meet you!",
        "Sure! I'm a retired chemistry teacher, so I know a bit about that.",
        "I am a professional photographer and I love sunsets.",
        "Hi! I'm Marta, your assistant for today.",
    ],
)
def test_an_answer_in_someone_elses_voice_is_no_answer(answer: str) -> None:
    assert check_answer(answer, "what should i cook tonight") == "persona"


@pytest.mark.parametrize(
    "answer",
    [
        "As a rule, rice keeps for four days in the fridge.",
        "My guess: the service at that cafe is slow on Sundays.",
        "You could ask the company that built it.",
    ],
)
def test_ordinary_answers_that_mention_services_pass(answer: str) -> None:
    assert check_answer(answer, "a question") is None


def test_a_repeat_of_an_earlier_answer_is_no_answer() -> None:
    before = "Sunflowers like full sun and need little water once grown."
    assert check_answer(before, "how do i plan my week", [before]) == "repeat"
    assert check_answer(before + "!", "how do i plan my week", [before]) == "repeat"
    assert check_answer("Ok.", "and now?", ["Ok."]) is None  # short acknowledgements may repeat
    assert check_answer(before, "tell me about sunflowers", ["Tomatoes need sun."]) is None


def test_an_answer_copied_from_an_earlier_one_is_no_answer() -> None:
    help_text = (
        "## Projects\nA project is a folder of work with its own workers, files and history; "
        "Eddie creates one when you hand it real work."
    )
    parrot = "Spelling is a folder of work with its own workers, files and history, you see."
    assert check_answer(parrot, "how do you spell necessary", [help_text]) == "repeat"
    follow_up = "Yes, you can water them in the morning."
    earlier = ["You can water them in the morning or in the evening, when it is cool."]
    assert check_answer(follow_up, "so mornings are fine?", earlier) is None


async def test_the_hub_says_the_honest_line_instead_of_a_made_up_identity(
    small_hub: Hub,
) -> None:
    small_hub.script.add("eddie", Reply(text=MADE_UP, chunk_chars=6))
    await small_hub.say("could you look after my travel plans for june")
    last = (await small_hub.eddie_said())[-1]
    assert "website" not in last.content
    assert last.content == FALLBACK["en"]
    # what streamed before the guard stopped it holds nothing of the made-up identity
    shown = "".join(c.text for c in small_hub.frames_of("stream-chunk"))
    assert "company" not in shown


async def test_the_hub_does_not_say_the_same_answer_twice(small_hub: Hub) -> None:
    answer = "Rainy days are good for reading a long novel with a cup of tea."
    small_hub.script.add("eddie", Reply(text=answer))
    small_hub.script.add("eddie", Reply(text=answer))
    await small_hub.say("what is nice about rainy days")
    assert (await small_hub.eddie_said())[-1].content == answer
    await small_hub.say("why do people love autumn")
    second = (await small_hub.eddie_said())[-1].content
    assert second != answer
    assert second == FALLBACK["en"]


async def test_real_work_on_the_tiny_model_says_once_how_to_get_a_bigger_one(
    small_hub: Hub,
) -> None:
    small_hub.script.add("arthur", Reply(text="Three quiet models found."))
    small_hub.script.add("arthur", Reply(text="Two cheap flights found."))
    await small_hub.say("could somebody research quiet dishwashers and write up the best three")
    first = [m for m in await small_hub.eddie_said() if "asked arthur" in m.content]
    assert first, [m.content for m in await small_hub.eddie_said()]
    assert "bigger model" in first[0].content and "vance models" in first[0].content
    assert first[0].meta.fastpath  # the router handed it off, no model call for Eddie

    await small_hub.say("please have a worker dig up cheap flights to porto in may")
    if (await small_hub.eddie_said())[-1].meta.action == "ask_user":
        await small_hub.say("1")  # the router was unsure: take the hand-off it offers
    handed = [m for m in await small_hub.eddie_said() if "arthur" in m.content]
    assert len(handed) >= 2, [m.content for m in await small_hub.eddie_said()]
    assert "vance models" not in handed[-1].content  # said once per session


async def test_a_made_up_name_for_eddie_gets_the_true_one(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text="My name is Greta and I sell flowers in Berlin."))
    await small_hub.say("sorry, who am i talking to? what's your name")
    assert (await small_hub.eddie_said())[-1].content == IDENTITY["en"]


def test_an_exercise_frame_is_no_answer() -> None:
    assert check_answer('The original text is: "A dog."', "what's a good name for a dog")
    assert check_answer("The given sentence: I like tea.", "do you like tea")
    assert check_answer("The original recipe uses butter.", "what is in shortbread") is None
