"""Answers set 20 found missing, asked here in other words: household, health, pets, garden,
car and neighbour tips, a friendlier rewrite, a congratulation asked after the news."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("the loo won't stop running after flushing, how do i fix it", "flapper"),
        ("my sister keeps cancelling on me last minute, how do i bring it up", "let down"),
        ("we order takeaway way too often, any tips to stop", "limit"),
        ("my 5 year old son keeps lying about small things, what do i do", "normal"),
        ("the cat stopped using her litter tray, what can i do", "vet"),
        ("snails are eating my basil, how do i stop them, we have a puppy", "beer traps"),
        ("my brakes squeak when i brake, is that bad", "pads"),
        ("the neighbour's tree is hanging over our fence, can i cut it", "neighbour"),
    ],
)
def test_a_named_tip(said: str, has: str) -> None:
    answer = known_answer(said) or ""
    assert has in answer, answer


def test_a_friendlier_rewrite_drops_the_barb() -> None:
    answer = (
        known_answer("make it more polite: as I mentioned before, the rent is late again") or ""
    )
    assert "as I mentioned" not in answer and "the rent is late" in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("how many strings are on a regular guitar", "en", "six strings"),
        ("standart oder standard, was ist richtig?", "de", "*Standard*"),
        ("wann ist dieses jahr muttertag?", "de", "zweiten Sonntag im Mai"),
    ],
)
def test_small_facts(said: str, language: str, has: str) -> None:
    assert has in (known_answer(said, language) or "")
