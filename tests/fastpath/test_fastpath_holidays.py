"""How long until a holiday is counted from the clock, in the question's language (the small
model has no idea what day it is and answered "how many days till christmas" with a sentence
about Paris); a day nobody can know goes on."""

from __future__ import annotations

from datetime import datetime

import pytest

from brain.fastpath import FastPath
from tests.fastpath.fastpath_helpers import NOW


def _said(fast: FastPath, text: str, now: datetime = NOW, language: str = "en") -> str | None:
    found = fast.match(text, now=now, language=language)
    return None if found is None else str(found.final_action(None)["message"])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("how many days until christmas?", "Christmas is in 23 days (Friday, December 25)."),
        ("how many sleeps till xmas!!", "Christmas is in 23 days (Friday, December 25)."),
        ("days left until christmas eve", "Christmas Eve is in 22 days (Thursday, December 24)."),
        ("how long till new years", "New Year's Day is in 30 days (Friday, January 1)."),
        ("when is easter", "Easter is in 116 days (Sunday, March 28)."),
        ("how much time before halloween", "Halloween is in 333 days (Sunday, October 31)."),
    ],
)
def test_days_until_a_holiday_are_counted(fast: FastPath, text: str, expected: str) -> None:
    assert _said(fast, text) == expected


def test_a_holiday_already_past_this_year_is_next_years(fast: FastPath) -> None:
    boxing_day = datetime(2026, 12, 26, 9, 0)
    assert _said(fast, "how many days to christmas", boxing_day) == (
        "Christmas is in 364 days (Saturday, December 25)."
    )
    assert _said(fast, "days till christmas", datetime(2026, 12, 24, 20, 0)) == (
        "Christmas is tomorrow (Friday, December 25)."
    )
    assert _said(fast, "when is christmas", datetime(2026, 12, 25, 7, 0)) == "It's Christmas today!"


def test_thanksgiving_is_the_fourth_thursday(fast: FastPath) -> None:
    assert _said(fast, "when's thanksgiving", datetime(2027, 11, 1, 9, 0)) == (
        "Thanksgiving is in 24 days (Thursday, November 25)."
    )


def test_german_questions_get_german_answers(fast: FastPath) -> None:
    assert _said(fast, "wie viele tage noch bis weihnachten", language="de") == (
        "Weihnachten ist in 23 Tagen (Freitag, 25. Dezember)."
    )
    assert _said(fast, "wie lange noch bis silvester?", language="de") == (
        "Silvester ist in 29 Tagen (Donnerstag, 31. Dezember)."
    )


@pytest.mark.parametrize(
    "text",
    [
        "how many days until my birthday",
        "when is the meeting",
        "how long until the pasta is done",
        "when is the next train",
    ],
)
def test_days_nobody_can_count_go_on(fast: FastPath, text: str) -> None:
    assert _said(fast, text) is None


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("7 mal 8", "de", "7 mal 8 ist 56."),
        ("split 45 between 3 people", "en", "That's 15 each."),
        ("if we divide 100 between six of us how much each?", "en", "That's 16.67 each."),
    ],
)
def test_sums_said_in_passing(fast: FastPath, text: str, language: str, expected: str) -> None:
    assert _said(fast, text, language=language) == expected


def test_next_year_is_next_years_date_however_it_is_said(fast: FastPath) -> None:
    """In December "when is christmas next year" is not this month's Christmas."""
    december = datetime(2026, 12, 5, 9, 0)
    assert _said(fast, "when is christmas next year", december) == (
        "Christmas is in 385 days (Saturday, December 25)."
    )
    for said in ("wann ist nochmal ostern nächstes jahr", "wann ist nächstes jahr ostern"):
        assert _said(fast, said, december, "de") == "Ostern ist in 113 Tagen (Sonntag, 28. März)."
