"""A part of today said after its usual hour, while it lasts: "tonight" said at half past
eight is within the hour, not "no time left" (the turn asked "when?") and not tomorrow ("this
evening" said at 20:30 was set for the next evening). A part that is over, or a day said alone,
still has no time; a part of another day keeps its usual hour. Berlin, Monday 7 December 2026."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.router.when import parse

BERLIN = ZoneInfo("Europe/Berlin")


def _at(text: str, hour: int, minute: int = 0) -> str | None:
    found = parse(text, datetime(2026, 12, 7, hour, minute, tzinfo=BERLIN))
    return None if found is None or found.at is None else found.at.strftime("%a %H:%M")


@pytest.mark.parametrize(
    ("said", "hour", "minute", "at"),
    [
        ("remind me tonight to take the bins out", 20, 30, "Mon 21:00"),
        ("ping me this evening about the parcel", 20, 50, "Mon 22:00"),  # 10 min is too soon
        ("erinner mich heute abend an die waschmaschine", 21, 15, "Mon 22:00"),
        ("remind me to water the ferns this afternoon", 16, 5, "Mon 17:00"),
        ("remind me this morning to ring the vet", 9, 40, "Mon 10:00"),
    ],
)
def test_a_part_of_today_said_late_is_within_the_hour(
    said: str, hour: int, minute: int, at: str
) -> None:
    assert _at(said, hour, minute) == at


@pytest.mark.parametrize(
    ("said", "hour", "minute", "at"),
    [
        ("remind me tonight to take the bins out", 15, 0, "Mon 20:00"),  # its usual hour
        ("ping me this evening about the parcel", 23, 30, None),  # the evening is over
        ("remind me this morning to ring the vet", 14, 0, None),
        ("remind me today to ring the vet", 21, 0, None),  # no part said: ask when
        ("remind me on friday evening to ring the vet", 21, 0, "Fri 19:00"),
        ("remind me tomorrow evening to ring the vet", 21, 0, "Tue 19:00"),
    ],
)
def test_other_days_and_parts_that_are_over_keep_their_reading(
    said: str, hour: int, minute: int, at: str | None
) -> None:
    assert _at(said, hour, minute) == at


def test_a_match_tonight_is_a_reminder_not_a_score_asked_for() -> None:
    from brain.llm.tiny_lines import known_answer

    assert known_answer("remind me to pick up crisps before the match tonight", "en") is None
    assert known_answer("remind me before the game tonight to text ben", "en") is None
    assert "scores" in (known_answer("who won the match tonight", "en") or "")
