"""Classes of answers held-out set 18 found missing, each asked here in other words: a named
tip beats a line for the mood or a word about a meal ("by lunch"), a child's bedtime is no good
night, a cut finger gets first aid, new pets and jokes about Eddie, Eddie's own tastes, company
when the user can't sleep, and water's freezing point in kelvin."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("got my first real job interview on monday and i'm so nervous, any advice?",
         "For a job interview"),
        ("my laptop battery dies before lunch even when fully charged, what can i do", "battery"),
        ("my 3 year old daughter won't go to bed without a fight, any tips", "routine"),
        ("how do i get my son to go to bed without tears every evening", "routine"),
        ("new year's eve is coming and my cat panics at the fireworks, what can i do",
         "fireworks"),
        ("i owe about 5k on two credit cards, which one should i pay first", "highest interest"),
        ("the bedroom door squeaks every time, easy fix?", "hinge"),
        ("my sister forgot my birthday and im a bit hurt, should i say something", "hurt"),
        ("the gym towels smell musty, how do i get rid of it", "vinegar"),
        ("cut my finger on a tin lid and it's bleeding quite a bit, what do i do", "press"),
    ],
)  # fmt: skip
def test_a_named_tip_is_given(said: str, has: str) -> None:
    answer = known_answer(said) or ""
    assert has.lower() in answer.lower(), answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("we finally brought home a rescue dog today!!", "new family member"),
        ("haha you're actually so funny", "I'll take it"),  # playful, not "happy to help"
        ("do you like football?", "ninety minutes"),
        ("hörst du gern musik?", "no favourites"),
        ("magst du katzen?", "Cats are great company"),
        ("still awake and can't sleep, can we just chat a bit", "I'm here"),
        ("whats the freezing point of water in kelvin", "273.15 K"),
    ],
)
def test_small_talk_and_a_fact_get_a_fitting_line(said: str, has: str) -> None:
    answer = known_answer(said) or ""
    assert has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "our kid hates going to bed, how do we make it easier",  # no good night
        "do you like it?",  # about a draft, not Eddie's tastes
        "the basement floods and the pump is useless down there",  # no low mood
        "is the red one still in stock",  # no share prices
    ],
)
def test_words_that_only_look_like_another_kind(said: str) -> None:
    answer = known_answer(said) or ""
    for wrong in ("Good night", "no favourites", "sorry you're dealing", "finance app"):
        assert wrong not in answer, answer


def test_a_meal_word_alone_still_asks_for_a_meal_idea() -> None:
    answer = known_answer("what can i make for lunch, i have rice and eggs") or ""
    assert answer and "battery" not in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "ugh, and tell the flat planner we need a balcony",
        "sigh. let whoever is on the visa research know my passport expires in may",
        "sag dem umzugs-worker bitte noch, dass wir ein klavier haben",
    ],
)
def test_words_for_a_worker_after_a_sigh_are_no_mood(said: str) -> None:
    from brain.llm.tiny_lines import told

    assert not told(said)


def test_a_named_tip_beats_the_general_should_i_or_line() -> None:
    answer = known_answer("my brother forgot my birthday, should i tell him or let it slide?") or ""
    assert "hurt" in answer, answer
    assert "decide" in (known_answer("should i take the bike or the car today") or "")
