"""A German shopping bill asked with "zu je", "à" and "was muss ich zahlen" (the English form
was read; the German one went to the router, which read "beim bäcker:" as a project)."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "total"),
    [
        ("5 eier zu je 0,30 und ein brot für 3,20, was muss ich bezahlen", "4,70"),
        ("2 cappuccino à 3,40 und ein croissant für 1,90 - was macht das", "8,70"),
    ],
)
def test_a_german_bill_is_summed(said: str, total: str) -> None:
    answer = answer_to(said, "de")
    assert answer is not None and f"= {total}" in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "ich muss noch die miete zahlen",
        "2 kinder zu je 3 jahren, wie alt ist das ältere",
    ],
)
def test_what_is_no_bill(said: str) -> None:
    answer = answer_to(said, "de")
    assert answer is None or "insgesamt" not in answer, answer


def test_spoons_asked_after_the_amount_and_more_words() -> None:
    said = "the sauce takes 3/4 cup of cream and i only own a tablespoon, how many tablespoons?"
    answer = answer_to(said)
    assert answer is not None and "12 tablespoons" in answer, answer


def test_cups_counted_without_a_conversion_are_no_measure() -> None:
    assert answer_to("i had 3 cups of tea already, how many cups is too many") is None
