"""Parts of a whole (brain/fastpath/loose_parts.py), in words of their own: a percentage of an
amount said apart (the unit kept, a small part in the smaller unit), an amount split by a
ratio (the user's own part when they say which), and what selling so many a day leaves in a
month; and the sums they must leave to the more specific readers."""

from __future__ import annotations

from datetime import datetime

import pytest

from brain.fastpath.loose_sums import read

NOW = datetime(2026, 12, 6, 10, 0)


def answer(text: str, language: str = "en") -> str | None:
    found = read(text, NOW, language)
    return None if found is None else found[1]


@pytest.mark.parametrize(
    ("said", "language", "expected"),
    [
        ("got 800g of flour here and i'm aiming for 65% hydration, how much water then", "en",
         "520 g"),
        ("ich hab 0,5 kg mehl und will 80% hydration, wie viel wasser brauche ich", "de", "400 g"),
        ("what's 12.5% of 2 litres", "en", "250 ml"),
        ("the bill came to 64 euros and i want to leave 15 percent, what's that", "en", None),
    ],
)  # fmt: skip
def test_a_percentage_of_an_amount_said_apart(
    said: str, language: str, expected: str | None
) -> None:
    got = answer(said, language)
    if expected is None:  # a tip has its own reader, which says the total too
        assert got is None or "percent_of" not in got, got
    else:
        assert got is not None and expected in got, got


@pytest.mark.parametrize(
    ("said", "language", "expected"),
    [
        ("the holiday house costs 2400, we're splitting it 75/25 and i pay the 25, so how much is mine",
         "en", "600"),
        ("we split the 300 euro deposit 2:1, how much is each part?", "en", "200 and 100"),
        ("die nebenkosten von 240 teilen wir 50/50, was zahlt jeder", "de", "120 und 120"),
    ],
)  # fmt: skip
def test_an_amount_split_by_a_ratio(said: str, language: str, expected: str) -> None:
    got = answer(said, language)
    assert got is not None and expected in got, got


def test_the_users_part_of_a_ratio_comes_first() -> None:
    got = answer("rent is 1800 a month, we split 70/30 and i'm the 30, whats my part?")
    assert got is not None and got.index("540") < got.index("1,260"), got


@pytest.mark.parametrize(
    ("said", "language", "expected"),
    [
        ("we sell about 60 crepes a day for 4.50, ingredients are 1.10 each, 25 days a month. "
         "what's the margin?", "en", "5,100"),
        ("ich verkaufe 30 brote am tag zu 5 euro, zutaten 1,50 pro stück, 20 tage im monat, "
         "was bleibt als gewinn?", "de", "2.100"),
    ],
)  # fmt: skip
def test_what_selling_so_many_a_day_leaves_in_a_month(
    said: str, language: str, expected: str
) -> None:
    got = answer(said, language)
    assert got is not None and expected in got, got


@pytest.mark.parametrize(
    "said",
    [
        "20% off a 90 euro jacket, how much do i pay",  # a discount: its own reader
        "the match ended 3:1, how many goals were there",  # a score is no split
        "we got 40% of the 12 tickets, how many is that, and when do they arrive?",
    ],
)
def test_what_these_readers_leave_alone(said: str) -> None:
    got = answer(said)
    assert got is None or ("of 90" not in got and "3:1" not in got), got
