"""Everyday sums said in the user's own order: the amount first, words between, the question
last (issue 14: "bill is 64 bucks, whats a 15% tip" had got "A 15% tip is a classic bill in
France" from the small model). Only a sentence that asks for exactly one sum is answered."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("the check came to 58 dollars. what do i leave at 18 percent", "en", "10.44"),
        ("so our total is 230 and we want to tip 10%, how much", "en", "23"),
        ("essen hat 76 euro gekostet, wie viel trinkgeld bei 10 prozent?", "de", "7,60"),
        ("those boots were $140 and they're 35% off today, what would i pay", "en", "91"),
        ("sofa kostet 899€, im angebot 15% reduziert - was kostet es dann", "de", "764,15"),
        ("groceries were 93.60 for the six of us, how much does everyone owe", "en", "15.60"),
        ("wir sind 3 leute und das ferienhaus kostet 780 euro, was zahlt jeder", "de", "260"),
        (
            "pizza for 4 ppl came to 52 bucks plus a 15 percent tip, what's each share",
            "en",
            "14.95",
        ),
    ],
)
def test_a_sum_said_in_ones_own_order_is_worked_out(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("the film starts at 19:40 and runs 2h 25min, when is it over", "en", "22:05"),
        ("my shift begins 6am and it's 9 hours, when am i done?", "en", "3:00 PM"),
        ("flight is at 11:05, need to be there 2 hours before, when should i leave", "en", "9:05"),
        ("der kurs geht um 18:30 los und dauert 90 min, wann ist er vorbei", "de", "20:00"),
    ],
)
def test_a_time_plus_a_duration_in_a_sentence(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "remind me to leave a 15% tip on the 64 dollar bill",
        "i have 3 kids and 2 dogs, how much food each",
        "my rent is 900, what's a good budget for food?",
        "we are 4 people and have 2 cars, how many each?",
        "the bill was 64 or 46, what's a 15% tip",
        "a 20% off coupon for 30 and 50 euro orders, which is better?",
        "meeting at 3pm and another at 5pm, 1 hour each, when am i free",
    ],
)
def test_a_sentence_with_no_single_sum_is_left_to_the_model(said: str) -> None:
    assert answer_to(said) is None
