"""Names for things and party ideas (issue 14: "suggest a name for my boat" got "The name of
my boat is the Maverick's Revenge!", "give me 3 names for a bakery" got one made-up name)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("need a cute name for my monstera", "en", "For a plant"),
        ("wie soll ich unsere band nennen", "de", "Für eine Band"),
        ("name ideas for a little coffee shop?", "en", "For a bakery or café"),
        ("what could we call our camper van", "en", "For a car"),
        ("name ideas for my youtube channel", "en", "For a podcast or channel"),
        ("what should i name my new business", "en", "web address"),
        ("party games for 7 year olds?", "en", "kids' party"),
        ("motto ideen für meine 30er feier", "de", "Motto"),
    ],
)
def test_an_ask_for_names_or_party_ideas_gets_fitting_ideas(
    said: str, language: str, has: str
) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said", ["my boats name is ariel", "any good podcast recs?", "the party was great"]
)
def test_no_names_are_offered_unasked(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "For a boat" not in answer and "For a podcast or channel" not in answer, answer
    assert "grown-up party" not in answer, answer
