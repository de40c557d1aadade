"""Common simple facts are answered from data, not by the tiny model (held-out set 4: "what
do pandas eat" got "Pandas are carnivores."); only a question naming the fact gets it, and a
different animal, a statement or an unknown fact is left to the rest."""

from __future__ import annotations

import pytest

from brain.llm.tiny_facts import fact_lines, known_fact
from brain.llm.tiny_lines import fixed_lines, known_answer


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("quick q, how many legs has a spider got?", "eight"),
        ("who was it that painted the mona lisa", "Leonardo da Vinci"),
        ("what's the largest planet in the solar system", "Jupiter"),
        ("how many bones does an adult human have", "206"),
        ("when did world war 2 end", "1945"),
        ("who wrote romeo and juliet", "Shakespeare"),
        ("what's the chemical symbol for gold", "Au"),
        ("at what temperature does water boil", "100"),
        ("what's the fastest land animal", "cheetah"),
        ("is a whale a fish?", "mammal"),
    ],
)
def test_a_common_fact_is_answered_right(said: str, means: str) -> None:
    answer = known_answer(said)
    assert answer is not None and means in answer


@pytest.mark.parametrize(
    "said",
    [
        "i watched a documentary about spiders yesterday",
        "my kid drew the mona lisa with crayons lol",
        "how many legs does a millipede have",
        "who painted my neighbour's fence",
        "whats the highest peak in the alps",
        "how many days are in a year on mars",
    ],
)
def test_what_names_no_known_fact_gets_none(said: str) -> None:
    assert known_fact(said) is None


def test_german_questions_get_german_facts() -> None:
    answer = known_fact("wie viele beine hat eigentlich eine spinne?", "de")
    assert answer is not None and "acht" in answer


def test_facts_are_left_out_of_the_models_view_like_every_fixed_line() -> None:
    assert fact_lines() <= fixed_lines()
    assert len(fact_lines()) > 300


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("is a whale a mammal or a fish", "mammal"),
        ("why is the sky blue? explain like im 5", "scatter"),
        ("difference between its and it's, quick", "it is"),
    ],
)
def test_questions_without_a_question_word_first(said: str, means: str) -> None:
    answer = known_fact(said)
    assert answer is not None and means in answer
