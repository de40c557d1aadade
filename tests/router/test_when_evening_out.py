"""An hour said without am/pm for an evening out is in the evening ("trivia night on wednesday
at 7:45", "bowling saturday at 9", "kino am sonntag um 8"), and the name of the evening ("game
night", "date night") stays in what to remind of. Morning things, an errand about the evening
("order the tickets at 9") and a time written with its zero keep the time as said. On a fixed
clock: Friday 4 December 2026, 10:00 in Berlin."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.router.when import parse

NOW = datetime(2026, 12, 4, 10, 0, tzinfo=ZoneInfo("Europe/Berlin"))  # a Friday


def _read(text: str) -> tuple[str, str]:
    found = parse(text, NOW)
    assert found is not None and found.at is not None, text
    return found.at.strftime("%a %H:%M"), found.rest


@pytest.mark.parametrize(
    ("said", "at", "kept"),
    [
        ("remind me of trivia night on wednesday at 7:45", "Wed 19:45", "trivia night"),
        ("ping me about game night sunday 8.30", "Sun 20:30", "game night"),
        ("remind me about bowling with the team on saturday at 9", "Sat 21:00", "bowling"),
        ("remind me monday at 7 that we have drinks with kai", "Mon 19:00", "drinks with kai"),
        ("erinnere mich sonntag um 8 ans kino mit lea", "Sun 20:00", "kino mit lea"),
    ],
)
def test_an_evening_out_is_in_the_evening(said: str, at: str, kept: str) -> None:
    when, rest = _read(said)
    assert when == at
    assert kept in rest


@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("remind me about the dentist on tuesday at 8", "Tue 08:00"),
        ("remind me to order the concert tickets monday at 9", "Mon 09:00"),
        ("remind me on sunday at 07:30 about the party prep", "Sun 07:30"),
        ("remind me thursday at 7pm about the school play", "Thu 19:00"),
        ("remind me about brunch on sunday at 10", "Sun 10:00"),
    ],
)
def test_other_hours_are_read_as_before(said: str, at: str) -> None:
    assert _read(said)[0] == at


@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("ping me saturday evening at 6:15 to feed the neighbours' cat", "Sat 18:15"),
        ("erinnere mich montag abend um 8:30 an den müll", "Mon 20:30"),
        ("wake me on sunday at 6:15 in the morning", "Sun 06:15"),
        ("remind me wednesday at 18:30 in the afternoon", "Wed 18:30"),
    ],
)
def test_minutes_said_with_a_part_of_the_day_follow_the_part(said: str, at: str) -> None:
    assert _read(said)[0] == at
