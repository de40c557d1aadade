"""Relative times (one ``ago`` for the tools and the screen) and sortable ids."""

from __future__ import annotations

from datetime import datetime

import pytest

from brain.text import ago

NOW = 1_750_000_000.0


@pytest.mark.parametrize(
    ("seconds", "said"),
    [
        (0, "just now"),
        (59, "just now"),
        (60, "1 min ago"),
        (3599, "59 min ago"),
        (3600, "1 h ago"),
        (86399, "23 h ago"),
        (86400, "1 d ago"),
        (10 * 86400, "10 d ago"),
    ],
)
def test_ago(seconds: float, said: str) -> None:
    assert ago(NOW - seconds, NOW) == said


def test_ago_in_the_future_is_just_now() -> None:
    assert ago(NOW + 500, NOW) == "just now"


def test_ago_with_dates_after_a_day() -> None:
    assert ago(NOW - 3600, NOW, dates=True) == "1 h ago"
    old = NOW - 3 * 86400
    assert ago(old, NOW, dates=True) == datetime.fromtimestamp(old).strftime("%Y-%m-%d")
