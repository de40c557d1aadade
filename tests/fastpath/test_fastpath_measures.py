"""Measures with two meanings (issue 14): a gallon, a pint, a cup, a spoon, and a cup of an
ingredient in grams. The small model made the numbers up; the answer names both sizes."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("how many litres are in 2 gallons", "en", "7.57 l"),
        ("2 gallons to liters?", "en", "9.09 l"),  # the imperial size too
        ("wie viele liter hat eine gallone eigentlich", "de", "3,79 l"),
        ("a pint is how many ml", "en", "568 ml"),
        ("how many millilitres in one cup", "en", "250 ml"),
        ("wie viel ml sind 2 teelöffel", "de", "10 ml"),
        ("3 cups of flour in grams", "en", "375 g"),
        ("how many grams are 2 cups of rice", "en", "380 g"),
        ("wie viel gramm sind eine tasse zucker", "de", "200 g"),
        ("a tablespoon of honey in grams", "en", "22 g"),
    ],
)
def test_a_measure_with_two_meanings_is_answered_with_both(
    said: str, language: str, has: str
) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "i drank a gallon of water today",
        "remind me to buy 2 cups of yoghurt",
        "how many grams is a cup",  # of what?
        "a cup of coffee please",
    ],
)
def test_no_measure_asked_is_left_alone(said: str) -> None:
    assert answer_to(said) is None
