"""A tip answers only the thing asked about: "my car brakes squeak" got the oil-on-the-door-
hinge tip (its tag "squeak"), and oil near brakes is dangerous. Brakes, electrics, gas and
medicine get only a tip made for them. And a plain question of fact (who, which, where, when,
what is) never gets a tip chosen by a word of its context ("reading narnia to my kid at
bedtime" is no bedtime fight)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "not_this"),
    [
        ("my car brakes squeak like crazy, what can i do", "hinge"),
        ("the brakes on my bike squeak, any tips", "hinge"),
        ("my bed squeaks every time i turn over, what can i do", "hinge"),
        ("the socket sparks when i plug in the kettle, any tips?", "oil"),
        ("reading narnia to my kid at bedtime, who wrote those again?", "routine"),
        ("watching a doc about sleep at bedtime, who discovered rem sleep", "routine"),
    ],
)
def test_no_tip_for_another_thing(said: str, not_this: str) -> None:
    answer = known_answer(said, "en") or ""
    assert not_this not in answer, answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("my car brakes squeak like crazy, what can i do", "pads are worn"),
        ("the bedroom door squeaks every time, easy fix?", "hinge"),
        ("my car door squeaks, what can i do", "hinge"),
        ("my bike chain keeps squeaking", "chain"),
        ("my dog barks at everything, even cars, what can i do", "barks at everything"),
        ("i smell gas in the kitchen what do i do", "smell gas"),
        ("my toddler fights bedtime every night, what can i do", "routine"),
    ],
)
def test_the_tip_for_the_thing_asked_still_comes(said: str, has: str) -> None:
    answer = known_answer(said, "en") or ""
    assert has in answer, answer
