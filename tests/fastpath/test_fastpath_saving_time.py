"""How long saving up takes at a steady rate, however the rate is said ("stash", "can spare",
"set aside … every month", the period first, German): whole periods, rounded up, with the last
period's smaller amount when the goal does not divide. No rate or no goal: no answer."""

from __future__ import annotations

from datetime import datetime

import pytest

from brain.fastpath import loose_sums

_NOW = datetime(2026, 3, 2, 9, 0)


def answer(text: str, language: str) -> str | None:
    found = loose_sums.read(text, _NOW, language)
    return None if found is None else found[1]


@pytest.mark.parametrize(
    ("said", "language", "expected"),
    [
        (
            "the new tent costs 740, i can set aside 90 every month, how long will that take",
            "en",
            "740 ÷ 90 ≈ 8.22, so 9 months: 8 months of 90 and 20 in the last one.",
        ),
        (
            "i'd like to save up 450 for a drone and can spare 35 a week, how many weeks is that",
            "en",
            "450 ÷ 35 ≈ 12.86, so 13 weeks: 12 weeks of 35 and 30 in the last one.",
        ),
        (
            "every week i can stash 25, the guitar is 300, how long",
            "en",
            "300 ÷ 25 = 12 weeks.",
        ),
        (
            "need 1300 for flights, got 400 saved already, putting away 200 a month, how long",
            "en",
            "(1,300 − 400) ÷ 200 ≈ 4.5, so 5 months: 4 months of 200 and 100 in the last one.",
        ),
        (
            "ich spare 60 im monat für eine kamera für 650, wie lange",
            "de",
            "650 ÷ 60 ≈ 10,83, also in 11 Monaten: 10 Monate je 60 und im letzten nur noch 50.",
        ),
        (
            "ich lege jede woche 30 zurück, der roller kostet 390, wie lange dauert das",
            "de",
            "390 ÷ 30 = 13: in 13 Wochen.",
        ),
    ],
)
def test_how_long_saving_takes(said: str, language: str, expected: str) -> None:
    assert answer(said, language) == expected


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("i want 900 for a drone, how long will it take to save", "en"),  # no rate
        ("i put away 50 a week, how long will it take", "en"),  # no goal
        ("ich spare für ein auto, wie lange dauert das", "de"),
        ("i earn 1800 a month and the car costs 7000, how long", "en"),  # earning, not saving
    ],
)
def test_no_rate_or_no_goal_gets_no_made_up_time(said: str, language: str) -> None:
    found = answer(said, language)
    assert found is None or ("÷" not in found and "months" not in found)
