"""Everyday reckoning by rule, not by the small model (which answered "is 91 a prime number"
with "No, no." and a tip question with "I'm not sure"): tips, amounts per period, primes,
years, ages, percentages, and the time in another city. Phrasings written for this file."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.fastpath import FastPath

BERLIN_EVENING = datetime(2026, 12, 4, 19, 23, tzinfo=ZoneInfo("Europe/Berlin"))  # a Friday


def _said(fast: FastPath, text: str, language: str = "en") -> str | None:
    found = fast.match(text, now=BERLIN_EVENING, language=language)
    return None if found is None else str(found.final_action(None)["message"])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("whats an 18% tip on 52 bucks", "An 18% tip on 52 is 9.36 (61.36 in all)."),
        ("quick q: 25 percent tip for a $36 bill?", "A 25% tip on 36 is 9 (45 in all)."),
        (
            "how much should i tip on 40",
            "A usual tip is 15–20% in the US (less in Europe): 6 to 8 on 40.",
        ),
        ("is 221 prime", "No, 221 is not prime: 221 = 13 × 17."),
        ("is the number 101 a prime number?", "Yes, 101 is a prime number."),
        ("what year was it 40 years ago", "40 years ago it was 1986."),
        ("what year is it 15 years from now", "In 15 years it will be 2041."),
        (
            "how old is a person born in 1964",
            "Someone born in 1964 turns 62 this year (61 before their birthday).",
        ),
        (
            "if my dad was born in 1958, how old is he now",
            "Someone born in 1958 turns 68 this year (67 before their birthday).",
        ),
        ("7/8 as a percentage?", "7/8 is 87.5%."),
        ("i scored 27 out of 30, whats that as a percentage", "27 out of 30 is 90%."),
        (
            "if we spend 30 a week on takeaway how much is that in a year",
            "30 a week is 1,560 a year (52 weeks).",
        ),
        ("how much is 15 a day per month", "15 a day is about 456.56 a month."),
    ],
)
def test_everyday_reckoning_in_english(fast: FastPath, text: str, expected: str) -> None:
    assert _said(fast, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "was sind 15 prozent trinkgeld auf 38 euro",
            "15 % Trinkgeld auf 38 sind 5,70 – zusammen 43,70.",
        ),
        ("ist 57 eine primzahl", "Nein, 57 ist keine Primzahl: 57 = 3 × 19."),
        ("welches jahr war vor 50 jahren", "Vor 50 Jahren war 1976."),
        (
            "ich bin 1999 geboren, wie alt bin ich",
            "Wer 1999 geboren ist, wird dieses Jahr 27 – vor dem Geburtstag ist man noch 26.",
        ),
        ("wieviel prozent sind 18 von 24", "18 von 24 sind 75 %."),
        (
            "wenn ich 200 euro im monat spare, wie viel ist das im jahr",
            "200 im Monat sind 2.400 im Jahr.",
        ),
    ],
)
def test_everyday_reckoning_in_german(fast: FastPath, text: str, expected: str) -> None:
    assert _said(fast, text, "de") == expected


@pytest.mark.parametrize(
    ("text", "start"),
    [
        (
            "what's the time in los angeles rn",
            "In Los Angeles it's 10:23 AM on Friday, 9 hours behind you.",
        ),
        (
            "what time is it in singapore",
            "In Singapore it's 2:23 AM on Saturday, 7 hours ahead of you.",
        ),
        ("time in london?", "In London it's 6:23 PM on Friday, 1 hour behind you."),
        (
            "what time is it over in india right now",
            "In India it's 11:53 PM on Friday, 4.5 hours ahead of you.",
        ),
        ("what time is it in paris", "In Paris it's 7:23 PM on Friday, the same time as yours."),
    ],
)
def test_the_time_in_another_place(fast: FastPath, text: str, start: str) -> None:
    assert _said(fast, text) == start


def test_the_time_in_another_place_in_german(fast: FastPath) -> None:
    assert _said(fast, "wie spaet ist es gerade in peking", "de") == (
        "In Peking ist es 2:23 Uhr (Samstag), 7 Stunden vor dir."
    )


@pytest.mark.parametrize(
    "text",
    [
        "what time is it in middle earth",
        "is 12 prime time tv still a thing",
        "i was born in 1990 and i love it",
        "tip on how to save money",
        "what year was the berlin wall built",
        "30 out of 30 would recommend",
    ],
)
def test_what_only_looks_like_reckoning_is_left_alone(fast: FastPath, text: str) -> None:
    found = fast.match(text, now=BERLIN_EVENING)
    assert found is None or found.rule.split("_")[0] not in (
        "tip",
        "per",
        "prime",
        "year",
        "age",
        "percentage",
        "time",
    ), found


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("the boots were 90, now 20% off, what do i pay", "en", "20% off 90 is 72 (you save 18)."),
        ("how much is 10% off 250", "en", "10% off 250 is 225 (you save 25)."),
        ("was kostet das mit 30 prozent rabatt auf 70 euro", "de", None),
        ("60 euro minus 25 prozent", "de", "60 minus 25 % sind 45 (du sparst 15)."),
        ("whats 6 times 7 again lol", "en", "6 times 7 is 42."),
        ("wie viel sind 3 meilen in km ungefaehr", "de", "3 Meilen sind etwa 4,83 Kilometer."),
        ("is peru in south america?", "en", "Yes — Peru is in South America."),
    ],
)
def test_discounts_and_fillers_after_a_sum(
    fast: FastPath, text: str, language: str, expected: str | None
) -> None:
    said = _said(fast, text, language)
    assert said == expected if expected else said is None or "30" in said
