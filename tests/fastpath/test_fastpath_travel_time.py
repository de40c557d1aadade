"""How long a distance takes at a usual pace, said with the pace assumed (issue 14)."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("how long would it take me to walk 8 km", "en", "1 hour 36 minutes"),
        ("how long to cycle 40 km roughly", "en", "2 hours 30 minutes"),
        ("wie lange dauert es, 12 km zu joggen", "de", "1 Stunde 12 Minuten"),
        ("how long is a 3 mile walk", "en", "58 minutes"),
    ],
)
def test_a_distance_takes_a_time_at_a_usual_pace(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer and "km/h" in answer, answer


@pytest.mark.parametrize(
    "said", ["remind me to walk 5 km tomorrow", "how long is the 10 km race course open"]
)
def test_no_travel_time_asked(said: str) -> None:
    answer = answer_to(said) or ""
    assert "km/h" not in answer, answer
