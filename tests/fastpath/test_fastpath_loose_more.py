"""More sums read by their parts (issue 14): an amount per period over a while, one amount as
a percentage of another, a part of a number, steps as a distance."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("putting 75 aside every week, how much will i have in a year?", "en", "3,900"),
        ("i spend about 6 bucks a day on lunch, how much is that over 2 weeks", "en", "84"),
        ("jeden monat gehen 30 euro fürs abo drauf, wie viel ist das in 3 jahren", "de", "1.080"),
        ("my rent is 950 and i make 2800 a month, what percentage goes to rent", "en", "33.9%"),
        ("von 60 aufgaben hab ich 45 geschafft, wie viel prozent ist das", "de", "75 %"),
        ("what's two thirds of 240", "en", "160"),
        ("ein viertel von 1.200 ist wie viel", "de", "300"),
        ("did 8000 steps today, how many miles is that", "en", "3.8 miles"),
    ],
)
def test_a_sum_read_by_its_parts(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "remind me every month to move 200 to savings",
        "i want to save 250 a month",
        "i did 8000 steps today",
        "a third of the class was sick",
    ],
)
def test_no_sum_asked_is_left_alone(said: str) -> None:
    assert answer_to(said) is None


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("used 38 litres for 510 km, what's the consumption per 100 km", "en", "7.5 l per 100 km"),
        ("drove 250 miles on 9 gallons, mpg?", "en", "28 mpg"),
        ("wie viele tassen sind 375 g zucker", "de", "1,9 US-Cups"),
        ("how many cups is 250 ml", "en", "1.1 US cups"),
    ],
)
def test_fuel_use_and_cups_from_grams(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("did 10k in 52 minutes, what pace is that per km", "en", "5:12 per km"),
        ("marathon in 3:59:00, what was my pace per mile", "en", "9:07 per mile"),
        ("is new year's day 2028 on a weekend?", "en", "Yes: "),
        ("fällt heiligabend 2027 auf einen freitag", "de", "Ja: "),
        ("how do you convert pounds to kg", "en", "0.4536 kilograms"),
        ("wie rechnet man fahrenheit in celsius um", "de", "× 5/9"),
    ],
)
def test_pace_weekday_questions_and_how_to_convert(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer
