"""Sums found wrong or partial on a held-out set (said here in other words): a count of people
added into the money or a split by the wrong number of people, one episode's time for
several, and a yearly price said as "if i pay the whole year upfront"."""

from __future__ import annotations

import pytest

from brain.fastpath.loose_guard import addresses
from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "answer"),
    [
        ("weekend away with 2 mates, petrol 66.40 and parking 12.20, split between the 3 of us",
         "2 + 66.40 + 12.20 = 80.60; split 3 ways that's 26.87 each."),
        ("me and 3 friends share a 19.99 a month plan, what does each pay",
         "19.99; split 3 ways that's 6.66 each."),
        ("9 lectures to rewatch, each is 50 min, at 1.25x how long", "50 min ÷ 1.25 = 40 min."),
    ],
)  # fmt: skip
def test_a_wrong_or_partial_answer_is_held_back(said: str, answer: str) -> None:
    assert not addresses(said, answer)


@pytest.mark.parametrize(
    ("said", "answer"),
    [
        ("weekend away with 2 mates, petrol 66.40 and parking 12.20, split between the 3 of us",
         "66.40 + 12.20 = 78.60; 78.60 ÷ 3 (you and 2 others) = 26.20 each."),
        ("9 lectures to rewatch, each is 50 min, at 1.25x how long",
         "9 × 50 min = 7 h 30 min; at 1.25× speed that's 6 h."),
        ("each lecture is 50 min, how long at 1.25x", "50 min ÷ 1.25 = 40 min."),
    ],
)  # fmt: skip
def test_a_whole_answer_stands(said: str, answer: str) -> None:
    assert addresses(said, answer)


@pytest.mark.parametrize(
    ("said", "parts"),
    [
        ("weekend away with 2 mates, petrol came to 66.40 and parking 12.20. splitting "
         "everything between the 3 of us, what does each pay", ("78.60", "26.20")),
        ("12 podcast episodes to catch up on, each is 35 min. at 1.5x speed how long",
         ("4 h 40 min",)),
        ("the app wants 12 a month or 120 if i pay the whole year upfront. how much do i save "
         "by paying upfront", ("24",)),
    ],
)  # fmt: skip
def test_the_whole_sum_is_answered(said: str, parts: tuple[str, ...]) -> None:
    found = answer_to(said) or ""
    assert all(part in found for part in parts), found


def test_a_monthly_share_asked_over_a_full_year_is_yearly() -> None:
    said = "me and 2 friends share a music plan thats 15.99 a month. what does each pay over a full year"
    found = answer_to(said) or ""
    assert "191.88" in found and "63.96" in found, found
