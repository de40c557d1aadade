"""Everyday sums added in the seventh session, in words of their own: the days between two
dates, a battery at a rate, part of a pack, costs shared by a group, paint in litres,
shopping with extras, profit when selling, a card of visits, a goal at a steady rate, what is
left after a loss, the price per kilo, a rise by a percentage, saving towards a goal, pizzas,
and the speed with a pace."""

from __future__ import annotations

from datetime import datetime

import pytest

from brain.fastpath.loose_sums import read

NOW = datetime(2026, 12, 6, 10, 0)


def answer(text: str, language: str = "en") -> str | None:
    found = read(text, NOW, language)
    return None if found is None else found[1]


@pytest.mark.parametrize(
    ("said", "language", "expected"),
    [
        ("how many days are there from june 10 to august 2?", "en", "53 days"),
        ("how many days between 24 december and 2 january including both days", "en", "10 days"),
        ("wie viele tage sind es vom 1. april bis zum 1. mai", "de", "30 Tage"),
        ("tablet is at 20% and charges 2% a minute, full before i leave in 30 min?", "en", "80%"),
        ("my phone's on 90% and loses 15% per hour, will it make a 4 hour train ride?", "en", "30%"),
        ("a 2 kg bag of rice is 5.60, what would 500g of it cost", "en", "1.40"),
        ("there are 6 of us, the boat costs 540 plus 60 for fuel, what does each person pay",
         "en", "100 each"),
        ("one litre covers 10 m2, the wall is 5 m wide and 2.4 m high, 2 coats, how many litres",
         "en", "2.4 L"),
        ("ich kaufe 3 kilo äpfel, das kilo kostet 2,40, und noch milch für 1,20. was muss ich zahlen?",
         "de", "8,40"),
        ("if i sell 20 mugs at 15 each and every mug costs me 6 to make, how much is left over",
         "en", "180"),
        ("single entry is 8, is the 12-visit card for 80 worth it", "en", "6.67"),
        ("i have 120 followers and get 15 new ones every week, how many weeks until i have 300",
         "en", "12 weeks"),
        ("spinach loses 80% when you cook it, if i cook 500g how much is left", "en", "100 g"),
        ("hab 2 liter öl für 7 € gekauft, was kostet der liter?", "de", "3,50"),
        ("the gym fee of 40 goes up by 10%, how much will i pay", "en", "44"),
        ("need to save 1000 in 5 months, already have 200, how much each month", "en", "160"),
        ("one 40 cm pizza or two 28 cm pizzas for the same price, which is more pizza", "en",
         "more pizza is one 40 cm"),
        ("ran 5k in 25 minutes, what was my pace", "en", "12 km/h"),
    ],
)  # fmt: skip
def test_the_sum_is_worked_out(said: str, language: str, expected: str) -> None:
    assert expected in (answer(said, language) or ""), answer(said, language)


@pytest.mark.parametrize(
    "said",
    [
        "there are 5 of us and 3 bikes, how many each?",
        "how many days until christmas party planning starts lol",
        "my battery died again, why?",
    ],
)
def test_no_sum_is_made_up(said: str) -> None:
    found = read(said, NOW, "en")
    assert found is None or found[0] not in ("group_split", "battery", "days_between"), found
