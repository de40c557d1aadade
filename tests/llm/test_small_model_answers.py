"""What of a small model's answer is said (issue 14: small talk and simple questions a reader
accepts): made-up numbers and drift are cut, answers about something else and a made-up life
are no answer, and requests it always gets wrong get a fixed line without it."""

from __future__ import annotations

import pytest

from brain.llm.answer_trust import answer_sentences, off_topic, trusted_part
from brain.llm.guard import (
    FALLBACK,
    NO_NUMBER,
    StreamGuard,
    check_answer,
    guard_answer,
    trim_spoken,
)
from brain.llm.tiny_lines import fixed_lines, known_answer
from brain.llm.tiny_prompt import tiny_messages


@pytest.mark.parametrize(
    ("answer", "said", "kept"),
    [
        (
            "The highest peak is Mount Everest, which stands at 8,937 feet.",
            "whats the highest peak",
            "The highest peak is Mount Everest.",
        ),
        (
            "The first man on the moon was Neil Armstrong, in July 1969.",
            "who walked on the moon first",
            "The first man on the moon was Neil Armstrong.",
        ),
        ("Oceans are big. There are seven of them.", "tell me about oceans", "Oceans are big."),
        ("There are twelve of them in all.", "how many are there", ""),
        ("Half of 40 is 20.", "what is half of 40", ""),  # 20 was not said
        ("40 is a round number.", "is 40 a round number", "40 is a round number."),
        ("Take a tent and a warm coat.", "what should i pack", "Take a tent and a warm coat."),
    ],
)
def test_a_number_the_user_did_not_say_is_cut_with_its_clause(
    answer: str, said: str, kept: str
) -> None:
    assert trusted_part(answer, said) == kept


def test_an_answer_that_was_only_a_made_up_number_is_the_honest_line() -> None:
    assert guard_answer("A week has 5 days and 40 hours.", "how many hours in a week") == (
        NO_NUMBER["en"],
        "number",
    )
    assert "vance models" in NO_NUMBER["en"]


def test_a_question_keeps_its_answer_up_to_a_contradiction() -> None:
    said = "is a kiwi a fruit"
    assert trusted_part("A kiwi is a fruit, but it's also a bird.", said) == "A kiwi is a fruit."
    told = "i like rainy days"  # what the user tells may get a reply with a but
    assert trusted_part("Me too, but they can be cold.", told) == "Me too, but they can be cold."


@pytest.mark.parametrize(
    ("said", "sentences"),
    [("why is grass green", 1), ("capital of peru?", 1), ("i just got back from a run", 2)],
)
def test_an_answer_to_a_question_has_one_sentence(said: str, sentences: int) -> None:
    assert answer_sentences(said) == sentences


@pytest.mark.parametrize(
    ("answer", "said", "wrong"),
    [
        ("No, no. I'm a very good and helpful assistant in Vance.", "is a shark a fish", True),
        ("The official name of it is the Google search engine today.", "what is html", True),
        ("Lima.", "whats the capital of peru", False),  # short: names the answer
        ("Sharks are fish, with a skeleton made of cartilage.", "is a shark a fish", False),
        ("That sounds like a lovely way to spend the day!", "i went swimming today", False),
    ],
)
def test_an_answer_to_a_question_about_something_else_is_no_answer(
    answer: str, said: str, wrong: bool
) -> None:
    assert off_topic(answer, said) is wrong
    assert (check_answer(answer, said) == "off_topic") is wrong


@pytest.mark.parametrize(
    "answer",
    [
        "I'm from Ohio, and I love it there.",
        "My favorite movie is Jaws.",
        "As a French person who loves dogs, I understand.",
        "I live in a small flat by the sea.",
        "My family and I go there every summer.",
        "I'm a girl, and I love to chat!",
        "Yes, I can hear you loud and clear.",
        "I've been working on a new app called Sunny, and it's great.",
    ],
)
def test_a_made_up_life_of_its_own_is_no_answer(answer: str) -> None:
    assert check_answer(answer, "tell me something") == "persona"


def test_the_stream_never_shows_a_made_up_number_and_stops_there() -> None:
    text = "The biggest desert is the Sahara, which covers 9,200,000 square km. More here."
    guard = StreamGuard("what is the biggest desert", max_sentences=1)
    shown = "".join(guard.feed(text[i : i + 4]) for i in range(0, len(text), 4))
    assert shown == guard.released == "The biggest desert is the Sahara."
    assert guard.done
    assert guard_answer(text, "what is the biggest desert")[0] == shown


@pytest.mark.parametrize(
    ("said", "starts"),
    [
        ("tell me a joke pls", "Why did the scarecrow"),
        ("how old r u", "I have no age or birthday"),
        ("do you eat", "No, I don't sleep, eat"),
        ("what's your favourite song", "I'm a program, so I have no favourites"),
        ("is it going to snow tonight", "I can't see the weather"),
        ("my grandma passed away", "I'm so sorry."),
        ("im worried about the exam", "You've got this."),
        ("i'm bored out of my mind", "Bored? A few ideas"),
        ("i feel so down today", "I'm sorry you're dealing with that"),
        ("i got a new job!", "Congratulations"),
        ("guess what, my brother got engaged", "Congratulations"),
        ("we finally got the keys to our new flat", "Congratulations"),
        ("sometimes i feel like there's no reason to live", "I'm really sorry"),
        ("my manager shouted at me in a meeting", "That's rough"),
        ("who won the election yesterday", "I can't see today's news"),
        ("recommend me a film for date night", "For romance:"),
        ("give me some dinner ideas", "How about a quick pasta"),
        ("tell me a random fact", "Octopuses"),
        ("cheer me up, i have to clean the whole flat", "Start with just five minutes"),
        ("ok heading off now, catch u later", "Talk soon!"),
        ("who built you", "I'm Eddie, the assistant in Vance"),
        ("good evening, how are you", "I'm doing well"),
        ("give me something surprising", "Octopuses"),
        ("did arsenal win yesterday", "I can't see live scores"),
    ],
)
def test_requests_the_small_model_always_gets_wrong_get_a_fixed_line(
    said: str, starts: str
) -> None:
    line = known_answer(said)
    assert line is not None and line.startswith(starts)


@pytest.mark.parametrize(
    "said",
    [
        "i'm not sad anymore",
        "i got a new phone",
        "i didn't pass my test",
        "my hobby is knitting",
        "tell me a fun fact about owls",
        "who won the first ever olympic marathon",
        "tell me about snow leopards",
        "what is the weight of a blue whale",
    ],
)
def test_other_requests_go_to_the_model(said: str) -> None:
    assert known_answer(said) is None


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("That's a great question!", "how many moons does mars have"),
        ("You can make a cup of tea at home.", "how do i make a cup of tea"),
        ("You can learn to swim, thanks for asking!", "how can i learn to swim"),
    ],
)
def test_filler_and_the_question_said_back_are_no_answer(answer: str, said: str) -> None:
    text, problem = guard_answer(answer, said)
    assert problem is not None and "bigger model" in text


def test_filler_is_cut_from_an_answer_that_has_one() -> None:
    said = "Mars looks red because of rust in its soil, thanks for asking!"
    text, problem = guard_answer(said, "tell me about mars")
    assert problem is None and text == "Mars looks red because of rust in its soil."
    advice = "Put the egg in boiling water and cook it until the yolk is firm."
    assert guard_answer(advice, "how do i boil an egg") == (advice, None)


def test_a_second_joke_is_another_one() -> None:
    assert known_answer("tell me a joke", turn=0) != known_answer("tell me a joke", turn=1)


def test_fixed_lines_stay_out_of_the_small_models_conversation() -> None:
    """It copied them into later answers ("Neptune, but I'm not sure of the exact number")."""
    joke = known_answer("tell me a joke")
    assert joke in fixed_lines()
    history = [
        {"role": "user", "content": "how far is the sun"},
        {"role": "assistant", "content": NO_NUMBER["en"]},
        {"role": "user", "content": "tell me a joke"},
        {"role": "assistant", "content": joke},
        {"role": "user", "content": "who is he"},
        {"role": "assistant", "content": FALLBACK["en"]},
        {"role": "user", "content": "nice"},
        {"role": "assistant", "content": "Glad you liked it!"},
    ]
    text = " ".join(m["content"] for m in tiny_messages("and now?", history=history)[4:])
    assert "exact number" not in text and "scarecrow" not in text and "bigger" not in text
    assert "how far is the sun" not in text and "Glad you liked it!" in text


def test_a_sentence_may_end_inside_quotes() -> None:
    text = 'The play is called "Romeo and Juliet." It is a timeless masterpiece of theatre.'
    guard = StreamGuard("who wrote romeo and juliet", max_sentences=1)
    shown = "".join(guard.feed(text[i : i + 3]) for i in range(0, len(text), 3))
    assert shown == 'The play is called "Romeo and Juliet."' and guard.done
    assert trim_spoken('She said "hi." Then she left. And more.') == 'She said "hi." Then she left.'
