"""Everyday sums, in phrasings written for this file (English and German, casual, context
first): how long a walk or a ride takes at a speed, the two said apart with words between, in
minutes when minutes are asked; and two offers on one price compared for the quantity bought.
The expected figures are worked out here. Near misses must not be taken."""

from __future__ import annotations

from fractions import Fraction

import pytest

from brain.fastpath.travel_time import said_hours
from tests.fastpath.fastpath_helpers import answer_to, cents, has_all, rule_for

# --- a walk or a ride at a speed ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "km", "speed"),
    [
        ("its 3 miles to the lake and she walks about 2.5 mph, how long", "en", "3", "2.5"),
        ("the trail is 14 km and we hike 3.5 km/h, how long will that take us", "en", "14", "3.5"),
        (
            "radtour 45 km, wir fahren so 15 km/h im schnitt, wie lange brauchen wir",
            "de",
            "45",
            "15",
        ),
        ("bis zum see sind es 6 km und ich gehe 4 km/h, wie lange", "de", "6", "4"),
    ],
)
def test_time_at_a_speed_said_apart(said: str, language: str, km: str, speed: str) -> None:
    took = said_hours(Fraction(km) / Fraction(speed), language)
    has_all(said, language, (took,))


@pytest.mark.parametrize(
    ("said", "language", "minutes"),
    [
        ("my commute by bike is 11 km and i ride 20 km/h, how many minutes", "en", 33),
        ("bike ride of 25 km at 20 km/h how many minutes is that", "en", 75),
        (
            "zur schule sind es 1,5 km, mein sohn läuft 5 km/h, wie viele minuten braucht er",
            "de",
            18,
        ),
        ("12 km mit dem rad bei 16 km/h, wie viele minuten", "de", 45),
    ],
)
def test_minutes_asked_are_said_in_minutes(said: str, language: str, minutes: int) -> None:
    unit = "Minuten" if language == "de" else "minutes"
    has_all(said, language, (f"{minutes} {unit}",))


@pytest.mark.parametrize(
    "said",
    [
        "my bike does 25 km/h, how long is the tour de france",
        "the speed limit is 30 km/h, how long is the road",
        "i walk 5 km/h, how far do i get in 2 hours",
        "i ran 10 km in 50 minutes, whats my pace",
        "its 7 km to town and i walk 5 km/h but i stop for 10 minutes, how long",
        "i drive 100 km at 50 km/h and then 50 km at 100 km/h, how long",  # two legs
    ],
)
def test_near_misses_of_time_at_speed(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or "takes" not in answer


# --- two offers compared -------------------------------------------------------------------------


def _multi(price: Fraction, count: int, take: int, pay: int) -> Fraction:
    sets, rest = divmod(count, take)
    return (sets * pay + rest) * price


@pytest.mark.parametrize(
    ("said", "language", "price", "count", "deal", "off", "winner"),
    [
        ("crisps are 1.80 a bag, its buy 3 pay 2 or 25% off everything, which is cheaper for 9 bags",
         "en", "1.80", 9, (3, 2), 25, "Buy 3 pay 2"),
        ("cat food 0.95 a tin. 2 for 1 or 45% off, im getting 5, which deal is better", "en", "0.95",
         5, (2, 1), 45, "45% off"),
        ("tee kostet 3,20 €, angebot 3 für 2 oder 40 % rabatt, ich nehme 4, was ist günstiger", "de",
         "3.20", 4, (3, 2), 40, "40 % Rabatt"),
        ("bier 1,10 die flasche, kauf 4 zahl 3 oder 20 prozent rabatt, ich brauche 12, was lohnt sich",
         "de", "1.10", 12, (4, 3), 20, "4 für 3"),
        ("t-shirts 8.99 each, buy 2 get 1 free or 30% off, i want 4, which is cheaper", "en", "8.99",
         4, (3, 2), 30, "Buy 2 get 1 free"),
    ],
)  # fmt: skip
def test_two_offers_compared(
    said: str,
    language: str,
    price: str,
    count: int,
    deal: tuple[int, int],
    off: int,
    winner: str,
) -> None:
    p = Fraction(price)
    multi, percent = _multi(p, count, *deal), p * count * (100 - off) / 100
    by = cents(abs(multi - percent), language)
    has_all(said, language, (cents(multi, language), cents(percent, language), winner, by))


@pytest.mark.parametrize(
    "said",
    [
        "buy 3 pay 2 or 30% off, which is better",  # no price, no quantity
        "chips are 2.50 a bag, buy 3 pay 2, how much for 6 bags",  # one offer
        "is a 2 for 1 better than 40% off in general",
        "the shop has 30% off and a buy 3 pay 2 deal this week",
    ],
)
def test_near_misses_of_offers(said: str) -> None:
    assert rule_for(said) != "loose_offers_compared"
