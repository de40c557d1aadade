"""A reminder a span ahead with no day said ("… next month", "in three months", "nächstes
jahr", "nächste woche") is set for the same day then at the usual hour, instead of no time at
all (Eddie read "remind me …" as a question about what it remembers); a day of the month
said with "next month" is in next month. On a fixed clock: Monday 30 November 2026, 10:00."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.router.when import parse

NOW = datetime(2026, 11, 30, 10, 0, tzinfo=ZoneInfo("Europe/Berlin"))


@pytest.mark.parametrize(
    ("said", "at", "rest"),
    [
        (
            "ping me next month about renewing the gym membership",
            "2026-12-30 09:00",
            "ping me about renewing the gym membership",
        ),
        (
            "in three months remind me to check the tyres",
            "2027-02-28 09:00",
            "remind me to check the tyres",
        ),
        (
            "remind me next year to book the dentist",
            "2027-11-30 09:00",
            "remind me to book the dentist",
        ),
        (
            "remind me next week to return the drill to sam",
            "2026-12-07 09:00",
            "remind me to return the drill to sam",
        ),
        (
            "erinner mich nächstes jahr an die steuer",
            "2027-11-30 09:00",
            "erinner mich an die steuer",
        ),
        (
            "erinnere mich in einem monat ans kündigen",
            "2026-12-30 09:00",
            "erinnere mich ans kündigen",
        ),
        (
            "remind me next month on the 2nd to pay the gardener",
            "2026-12-02 09:00",
            "remind me to pay the gardener",
        ),
    ],
)
def test_a_span_ahead_is_the_same_day_then(said: str, at: str, rest: str) -> None:
    found = parse(said, NOW)
    assert found is not None and found.at is not None, said
    assert found.at.strftime("%Y-%m-%d %H:%M") == at
    assert found.rest == rest


def test_the_day_of_next_month_is_kept_when_this_month_has_it_still() -> None:
    early = NOW.replace(day=1)
    found = parse("remind me next month on the 5th to water the plants", early)
    assert found is not None and found.at is not None
    assert found.at.strftime("%Y-%m-%d") == "2026-12-05"


@pytest.mark.parametrize(
    "said",
    [
        "what did i spend last month",
        "every month remind me to pay rent",
        "remind me in 2 weeks to call",
    ],
)
def test_other_spans_read_as_before(said: str) -> None:
    found = parse(said, NOW)
    if said.startswith("what"):
        assert found is None
    elif said.startswith("every"):
        assert found is not None and found.cron == "0 9 1 * *"
    else:
        assert found is not None and found.at is not None
        assert found.at.strftime("%Y-%m-%d") == "2026-12-14"


@pytest.mark.parametrize(
    ("said", "rest"),
    [
        (
            "ping me before the match on saturday to pump the ball",
            "ping me to pump the ball before the match",
        ),
        ("remind me after my shift tomorrow to text ana", "remind me to text ana after my shift"),
        (
            "remind me tomorrow to water the plants before work",
            "remind me to water the plants before work",
        ),
    ],
)
def test_what_a_job_comes_before_is_said_after_it(said: str, rest: str) -> None:
    found = parse(said, NOW)
    assert found is not None and found.rest == rest
