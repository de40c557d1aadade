"""Sums over hours, days and ages (brain/fastpath/loose_times.py), in words of their own: pay
for hours on several days, when a drive ends, the next doses of a medicine, a cooking time per
weight, when a child is half a parent's age, two price plans over a while, and a pace with
seconds."""

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
        ("paid 14 an hour, i did 4 hours on friday and 6.5 on saturday, what do i get", "en",
         "147"),
        ("ich krieg 15 euro pro stunde, 3 stunden montag und 5 donnerstag, wie viel ist das", "de",
         "120"),
        ("it's 450 km and we'll do about 100 km/h, if we leave at 9:15 when do we arrive", "en",
         "13:45"),
        ("cough syrup every 6 hours, took the first dose at 8am, when are the next 2", "en",
         "2:00 PM and 8:00 PM"),
        ("bake it 40 min per kg, the chicken is 1.5 kg, how long", "en", "60 minutes"),
        ("my daughter is 6 and i'm 36, how old will she be when she's a third of my age", "en",
         "at 15"),
        ("gym A costs 30/month, gym B is 22/month plus a 120 setup fee, over 1 year which is "
         "cheaper", "en", "B is cheaper by –"),
    ],
)  # fmt: skip
def test_sums_over_hours_days_and_ages(said: str, language: str, expected: str) -> None:
    got = answer(said, language)
    if expected.endswith("–"):  # A 360 against B 384: A is cheaper
        assert got is not None and "A is cheaper by 24" in got, got
    else:
        assert got is not None and expected in got, got


def test_a_pace_counts_the_seconds() -> None:
    got = answer("did a 10k in 52 min 30 sec, what pace per km is that")
    assert got is not None and "5:15 per km" in got, got


@pytest.mark.parametrize(
    "said",
    [
        "i earn 20 an hour, how much is that a year",  # one rate, no days: the wage reader's
        "the drive is 300 km, how long at 100 km/h",  # no start time: a duration, not an arrival
        "every 8 hours i check my email lol",  # no dose asked
    ],
)
def test_what_these_readers_leave_alone(said: str) -> None:
    got = answer(said)
    assert got is None or ("hours;" not in got and "arrive at" not in got and "Every" not in got)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("the dryer is 2.5 kw and runs 2 hours a day, power costs 0.40 per kwh, what's that a "
         "month of 30 days", "60"),
        ("it's friday today, what weekday will it be in 10 days", "Monday"),
        ("printer does 30 pages in 2 min, how long for 75 pages", "5 min"),
        ("squash is 1 part concentrate to 4 parts water, making 1.5 litres, how much "
         "concentrate", "300 ml concentrate"),
        ("quiz marks 60, 70 and 80, the exam (90) counts double, what's my average", "78"),
        ("the coat was 56 after 20% off, what was the original price", "70"),
    ],
)  # fmt: skip
def test_rates_and_proportions(said: str, expected: str) -> None:
    got = answer(said)
    assert got is not None and expected in got, got


def test_pieces_to_cover_a_rectangle() -> None:
    got = answer("the rug is 120 x 170 cm and i'm knitting 25cm squares, how many squares")
    assert got is not None and "5 × 7 = 35" in got, got


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("flat has two rooms, 3.5 by 4 m and 2 by 3 m, how many square metres in total", "20 m²"),
        ("how long to copy 300 pages if the copier does 25 a minute", "12 minutes"),
        ("the cat food bag is 2kg and she eats 50g a day, how many days will it last", "40"),
        ("a 1.5 GB file at 5 MB/s, how long", "5 minutes"),
        ("paid 119 euros incl 19% vat, what's the net price without it", "100"),
        ("i'm 6 ft 1 and the app asks in cm", "185.42 centimetres"),
        ("the patio is 5 m by 4 m and we want edging all around except a 1 m opening, how much",
         "17 m"),
        ("at page 40 of 200 pages, reading 20 pages a day, it's the 10th today, when do i finish",
         "17th"),
        ("floor is 3 m wide and 2 m long, tiles are 50x50 cm, how many tiles", "24"),
    ],
)  # fmt: skip
def test_amounts_over_rates_and_shapes(said: str, expected: str) -> None:
    got = answer(said)
    assert got is not None and expected in got, got
