"""Time on the way there and back, added up for a week, a month (about) or a year; no answer
without the days or a question for a total."""

from __future__ import annotations

import pytest

from brain.fastpath.loose_commute import commute_time


@pytest.mark.parametrize(
    ("said", "language", "shown"),
    [
        ("the bus takes 35 min each way and i ride it 4 days a week, how much time per week is that",
         "en", "35 min × 2 × 4 days = 280 min a week, so 4 h 40 min a week."),
        ("2 hours one way, twice a week. how much time per year on the road?",
         "en", "120 min × 2 × 2 days = 480 min a week, so about 416 h a year."),
        ("50 minuten pro strecke, 3 tage die woche – wie viele stunden pro woche",
         "de", "50 min × 2 × 3 Tage = 300 min pro Woche, also 5 h pro Woche."),
    ],
)  # fmt: skip
def test_the_way_there_and_back_adds_up(said: str, language: str, shown: str) -> None:
    assert commute_time(said, language) == shown


@pytest.mark.parametrize(
    "said",
    [
        "my commute is 35 min each way, is that normal",
        "the bus takes 35 min each way, how many hours a week",  # no days said
        "i cycle 4 days a week, how many km a week",
    ],
)
def test_no_total_asked_or_no_days_gives_none(said: str) -> None:
    assert commute_time(said, "en") is None
