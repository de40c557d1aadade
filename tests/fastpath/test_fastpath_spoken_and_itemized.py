"""Numbers said in words are one number each ("nine hundred sixty" had been read as 9, 100
and 60), and items at their prices add up, split among people when asked (phrasings written
for this file)."""

from __future__ import annotations

import pytest

from brain.fastpath.number_words import as_digits
from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "digits"),
    [
        ("eight hundred forty divided by seven", "840 divided by 7"),
        ("two thousand and twenty-six minus a hundred", "2026 minus 100"),
        ("neunhundertsechzig geteilt durch zwölf", "960 geteilt durch 12"),
        ("einundvierzig mal drei", "41 mal 3"),
        ("someone undone often", "someone undone often"),
    ],
)
def test_words_become_one_number_each(said: str, digits: str) -> None:
    assert as_digits(said) == digits


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("whats eight hundred forty divided by seven", "en", "120"),
        ("was ist einundvierzig mal drei", "de", "123"),
        ("what is one fifth of ninety five", "en", "19"),
    ],
)
def test_spoken_sums_are_worked_out(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("2 lattes at 3.80 and 3 croissants at 2.20, total?", "en", "= 14.20"),
        ("5 bowls of ramen at 13.50 plus 5 beers at 4, split between 5 people", "en", "17.50 each"),
        ("2 kinokarten zu 12,50 und 1 popcorn zu 6, durch 2 teilen, wie viel jeder", "de", "15,50"),
        ("4 pizzas at 10 and 3 cokes at 2.50, split 3 ways", "en", "15.83 each"),
    ],
)
def test_items_at_their_prices_add_up(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    ["i bought 2 shirts at 20 and 3 socks at 5", "we were 4 people at 2 tables at the party"],
)
def test_items_told_without_a_question_are_left_alone(said: str) -> None:
    assert answer_to(said) is None
