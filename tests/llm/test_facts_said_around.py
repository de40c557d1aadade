"""A question of fact with more said around it: a pair asked apart that someone else asked
("my son wanted to know the difference between a hare and a rabbit, no clue"), a word's
meaning with where it was met ("… my manager put it in a memo"), and a month said of a trip
("off to peru in october, …"). Near misses keep their old answers."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.llm.tiny_words import meaning


@pytest.mark.parametrize(
    ("said", "has"),
    [
        (
            "my nephew wanted to know the difference between a hare and a rabbit and i was stumped",
            "born",
        ),
        (
            "my kids asked what's the difference between a frog and a toad and i couldn't say",
            "warty",
        ),
        (
            "our teacher asked what the difference between climate and weather is, and nobody knew",
            "30 years",
        ),
    ],
)
def test_a_pair_asked_by_someone_else_is_answered_whole(said: str, has: str) -> None:
    answer = known_answer(said, "en")
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("what does ephemeral mean, my manager put it in a memo", "short time"),
        ("what does ubiquitous mean haha the new guy keeps saying it", "everywhere"),
        ("what does ephemeral mean? i came across it in a novel", "short time"),
    ],
)
def test_a_word_with_where_it_was_met_gets_its_meaning(said: str, has: str) -> None:
    answer = meaning(said, "en")
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "what does steer mean in vance",  # a word of the app, not of the bank
        "what does ratio mean in maths",
    ],
)
def test_a_word_asked_of_something_else_is_no_meaning(said: str) -> None:
    assert meaning(said, "en") is None


def test_a_month_of_a_trip_does_not_hide_the_country_asked_about() -> None:
    answer = known_answer(
        "off to brazil in october, what do they speak there? spanish i guess", "en"
    )
    assert answer is not None and "Portuguese" in answer, answer


def test_a_place_asked_about_still_narrows_the_fact() -> None:
    # "in the alps" is no month: the highest mountain of the world is not the answer
    answer = known_answer("what's the highest peak in the alps", "en")
    assert answer is None or "Everest" not in answer, answer
