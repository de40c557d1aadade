"""Relative times (one ``ago`` for the tools and the screen) and sortable ids."""

from __future__ import annotations

from datetime import datetime

import pytest

from brain.ids import new_id
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


# --- ids ---------------------------------------------------------------------------------------


def test_ids_sort_by_time_across_months_and_centuries() -> None:
    moments = [NOW, NOW + 0.001, NOW + 13 * 86400, NOW + 400 * 86400, 4_000_000_000.0, 3.2e10]
    ids = [new_id("s", at) for at in moments]
    assert sorted(ids) == ids
    assert sorted(reversed(ids)) == ids


def test_ids_made_now_are_unique_and_ordered_by_millisecond() -> None:
    made = [new_id("pr") for _ in range(200)]
    assert len(set(made)) == len(made)
    stamps = [i.removeprefix("pr-")[:9] for i in made]
    assert stamps == sorted(stamps)


def test_id_shape() -> None:
    made = new_id("s")
    prefix, rest = made.split("-")
    assert prefix == "s" and len(rest) == 15
    assert set(rest) <= set("0123456789abcdefghjkmnpqrstvwxyz")
