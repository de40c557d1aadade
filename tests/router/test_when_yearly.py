"""A date every year is a yearly schedule ("remind me of the anniversary on 14 may every year"
was set once, with "every year" left in what to remind of), said back with its day and month;
"every year" with no date sets no yearly schedule (asked when)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.router.when import parse
from brain.schedules.wording import say_cron

NOW = datetime(2026, 12, 7, 12, 0, tzinfo=ZoneInfo("Europe/Berlin"))


@pytest.mark.parametrize(
    ("said", "cron", "kept"),
    [
        ("remind me of the anniversary on 14 may every year", "0 9 14 5 *", "anniversary"),
        ("each year on the 2nd of february remind me to book the boiler check", "0 9 2 2 *",
         "boiler check"),
        ("erinnere mich jedes jahr am 30. september an die kfz-steuer", "0 9 30 9 *", "kfz-steuer"),
    ],
)  # fmt: skip
def test_a_date_every_year_is_yearly(said: str, cron: str, kept: str) -> None:
    found = parse(said, NOW)
    assert found is not None and found.cron == cron
    assert kept in found.rest and "year" not in found.rest and "jahr" not in found.rest


def test_a_yearly_schedule_is_said_with_its_day_and_month() -> None:
    assert say_cron("0 9 14 5 *") == "every year on 14 May at 09:00"
    assert say_cron("30 8 30 9 *", "de").startswith("jedes Jahr am 30. Sep")


@pytest.mark.parametrize(
    "said",
    [
        "remind me on 14 may to call the florist",
        "what did i do last year on 14 may",
        "remind me every year on my birthday",
        "remind me in march every year to do the taxes",
    ],
)
def test_no_year_said_is_no_yearly_schedule(said: str) -> None:
    found = parse(said, NOW)
    assert found is None or found.cron is None
