"""Prices, money over time and dates, in phrasings written for this file: discounts one after
another, percent off from two prices, interest, an amount per unit of a period, a stay shared
by a group, buy-some-get-one deals, a drive with the speed said first, a wage asked "what's
that", weeks until a holiday (also from another day), the time difference of two cities."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("a jacket for 200, 30% off, plus another 20% off at the till, what's the final price",
         "en", "= 112"),
        ("the sofa was 900 and is now 675, how many percent off is that", "en", "25% off"),
        ("die lampe kostete 80 und jetzt nur 60, wie viel prozent rabatt", "de", "25 % Rabatt"),
        ("i deposit 2000 at 3% interest a year, what do i have after 2 years", "en", "2,121.80"),
        ("we borrow 5000 at 4% simple interest for 2 years, what do we pay back", "en", "5,400"),
        ("the gym costs 45 for 3 months, what's that per month", "en", "15 a month"),
        ("me and 2 friends booked a flat for 4 nights at 90 a night plus a 30 cleaning fee, "
         "how much is it each", "en", "130 each"),
        ("socks are 4.50 each, buy 3 get 1 free, we need 8", "en", "= 27"),
        ("driving at 100 km/h how long for 350 km", "en", "3 hours 30 minutes"),
        ("i get 15 an hour for 20 hours a week, what's that", "en", "300 a week"),
        ("how many weeks until halloween if today is august 1st", "en", "weeks"),
        ("time difference between sydney and london", "en", "ahead of London"),
    ],
)  # fmt: skip
def test_an_everyday_money_or_time_sum(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "i got 25% off my shoes today",  # one discount, nothing asked
        "interest rates are crazy right now",  # no amount or years
        "we were 4 friends at the cabin",  # no prices
    ],
)
def test_money_words_without_a_sum_to_do(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or "=" not in answer, answer
