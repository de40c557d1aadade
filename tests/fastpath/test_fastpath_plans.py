"""Planning sums in phrasings written for this file: a steady rate, groups for a crowd, a
floor's area, a price change, a tariff with a first hour, the n-th departure, when to get up,
a walk at a pace said per hour, a price per unit with extra, one against a pack."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("if i learn 15 words a day, how long until i know 600 words", "40 days"),
        ("we have 50 guests and each car fits 4, how many cars do we need", "so 13 cars"),
        ("the living room is 5m by 4.2m, how many sqm of flooring", "= 21 m²"),
        ("netflix went from 12 to 15 a month, what percent increase is that", "25% increase"),
        ("the sauna is 8 for the first hour and 5 for each extra hour, how much if we stay 3 hours",
         "= 18"),
        ("the tram runs every 15 min and the first one is at 5:40, when is the 4th tram", "6:25"),
        ("i must be at the airport at 6:30, it's a 40 min drive and i need 30 min to get ready, "
         "when do i get up", "5:20"),
        ("i cycle 20 km in an hour, how long for 50 km", "2 hours 30 minutes"),
        ("paint is 12 per liter and i need 7 liters plus 10% extra, what does that cost", "92.40"),
        ("a 4-pack of beer is 5.20 or single ones are 1.50 each, which is cheaper", "the 4"),
    ],
)  # fmt: skip
def test_a_planning_sum(said: str, has: str) -> None:
    answer = answer_to(said)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    ["the film starts at 20:15 and runs 2h10, when does it end"],  # still the end time
)
def test_a_time_plus_a_duration_stays_an_end_time(said: str) -> None:
    answer = answer_to(said)
    assert answer is not None and "22:25" in answer, answer


def test_an_age_on_a_given_day() -> None:
    answer = answer_to("my daughter was born june 10 2015, how old will she be on may 1 2030")
    assert answer is not None and answer.startswith("14 years old"), answer
