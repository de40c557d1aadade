"""Sums the small model got wrong on a fresh answer set (phrasings written for this file):
a percentage of an amount with its currency, a fraction written with a slash, and the time
in one place when it is a given time in another."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.fastpath import FastPath

SUMMER_MORNING = datetime(2026, 7, 14, 9, 0, tzinfo=ZoneInfo("Europe/Berlin"))
WINTER_MORNING = datetime(2026, 1, 14, 9, 0, tzinfo=ZoneInfo("Europe/Berlin"))


def _said(fast: FastPath, text: str, language: str = "en", now: datetime = WINTER_MORNING) -> str:
    found = fast.match(text, now=now, language=language)
    assert found is not None, text
    return str(found.final_action(None)["message"])


@pytest.mark.parametrize(
    ("text", "language", "value"),
    [
        ("whats 30 percent of 60 bucks", "en", "18"),
        ("15% of 120 euros?", "en", "18"),
        ("wie viel sind 25 prozent von 80 euro", "de", "20"),
    ],
)
def test_a_percentage_of_an_amount_with_its_currency(
    fast: FastPath, text: str, language: str, value: str
) -> None:
    assert _said(fast, text, language).endswith(f" {value}.")


@pytest.mark.parametrize(
    ("text", "language", "has"),
    [
        ("1/2 liter in ml", "en", "500 millilitres"),
        ("wieviel gramm sind 3/4 kilo", "de", "750"),
        ("3/4 hour in minutes", "en", "45 minutes"),
    ],
)
def test_a_fraction_written_with_a_slash(
    fast: FastPath, text: str, language: str, has: str
) -> None:
    assert has in _said(fast, text, language)


@pytest.mark.parametrize(
    ("text", "language", "now", "expected"),
    [
        ("if its 4pm in berlin what time is it in new york", "en", WINTER_MORNING,
         "Then it's 10:00 AM in New York (6 hours behind Berlin)."),
        ("if it's 11pm in london, what time is it in sydney", "en", SUMMER_MORNING,
         "Then it's 8:00 AM the next day in Sydney (9 hours ahead of London)."),
        ("wenn es in tokio 8 uhr ist, wie spät ist es in berlin", "de", WINTER_MORNING,
         "Dann ist es in Berlin 0:00 Uhr (8 Stunden hinter Tokio)."),
    ],
)  # fmt: skip
def test_the_time_in_one_place_when_it_is_a_time_in_another(
    fast: FastPath, text: str, language: str, now: datetime, expected: str
) -> None:
    assert _said(fast, text, language, now) == expected


def test_a_money_word_alone_is_no_sum(fast: FastPath) -> None:
    assert fast.match("how much is 100 euros in dollars", now=WINTER_MORNING) is None


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("capital of australia - its not sydney, right?", "en",
         "Right, not Sydney: the capital of Australia is Canberra."),
        ("whats the capital of canada, it's not ottawa right", "en",
         "Actually, it is — the capital of Canada is Ottawa."),
    ],
)  # fmt: skip
def test_a_place_the_user_rules_out_is_confirmed_or_corrected(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    assert _said(fast, text, language) == expected
