"""Asked whether Eddie likes a common thing ("do u like snow?", "magst du katzen"), it says a
light word about the thing and hands the question back; asked about the user's own plans or
about Eddie itself, it does not."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("hey eddie do u like snow", "en", "Snow"),
        ("are you a dog person?", "en", "Dogs"),
        ("how do you feel about autumn", "en", "Autumn"),
        ("so do you enjoy a good thunderstorm and rain", "en", "rain"),
        ("magst du eigentlich kaffee?", "de", "Kaffee"),
        ("bist du eher ein sommer-mensch", "de", "Sommer"),
        ("what do you think about hawaiian pizza", "en", "pizza debate"),
    ],
)
def test_a_liked_thing_gets_a_light_word_and_the_question_back(
    said: str, language: str, part: str
) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer and answer.rstrip().endswith("?"), answer


@pytest.mark.parametrize(
    "said",
    [
        "what do you think of my idea to paint the hallway green",
        "do you mind if i ask something personal",
        "do you like it when i say thanks",
    ],
)
def test_the_users_own_things_get_no_liked_line(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "I can't feel" not in answer and "tastes of my own, but I'm curious what" not in answer
