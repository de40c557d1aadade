"""More everyday sums answered whole, in phrasings written for this file: parking per started
hour, a value per 100 ml scaled, savings growing each month, more evenings for what is left, the
time saved at a faster speed, packs to buy, portions of a weight, litres at a price, a rate per
week over weeks; and the guard that holds back a step given for the whole. Figures are worked
out here; near misses must not be answered by these readers."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from brain.fastpath.loose_extra import money
from brain.fastpath.loose_guard import addresses
from brain.fastpath.reckon import said_number
from tests.fastpath.fastpath_helpers import answer_to, has_all, rule_for

# --- per started hour ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "minutes", "first", "rest"),
    [
        ("car park: 4 for the first hour, 2.50 for each additional hour. parked 10:05 to 14:20, how much",
         "en", 255, "4", "2.50"),
        ("kayak hire 15 first hour then 8 per started hour, out from 11:00 to 13:10, total?", "en",
         130, "15", "8"),
        ("parkhaus: erste stunde 3 euro, jede weitere angefangene stunde 2, von 7:50 bis 11:05, was kostet das",
         "de", 195, "3", "2"),
    ],
)  # fmt: skip
def test_started_hours(said: str, language: str, minutes: int, first: str, rest: str) -> None:
    hours = math.ceil(minutes / 60)
    total = Fraction(first) + (hours - 1) * Fraction(rest)
    has_all(said, language, (f"= {money(total, language)}",))


def test_a_plain_hourly_rate_is_not_per_started_hour() -> None:
    assert rule_for("parking is 2 an hour, 9:10 to 12:40, how much") != "loose_started_hours"


# --- per 100 ml / 100 g ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "shown"),
    [
        ("the cola has 10.6 g sugar per 100 ml and the bottle is 500 ml, how much sugar is in it", "en",
         "53 g"),
        ("oat drink 1.5 g protein per 100 ml, carton is 1 l, how much protein", "en", "15 g"),
        ("müsli hat 24 g zucker pro 100 g, die packung hat 750 g, wie viel zucker", "de", "180 g"),
    ],
)  # fmt: skip
def test_per_hundred(said: str, language: str, shown: str) -> None:
    has_all(said, language, (shown,))


def test_per_hundred_without_a_whole_is_left() -> None:
    assert rule_for("10.6 g sugar per 100 ml, is that a lot") != "loose_per_hundred"


# --- savings growing each month -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "first", "step", "months"),
    [
        ("i'm putting away 40 this month and 5 more each month after that, how much after 10 months",
         "en", 40, 5, 10),
        ("ich lege im ersten monat 30 euro weg und jeden monat 10 euro mehr, wie viel nach einem jahr",
         "de", 30, 10, 12),
    ],
)  # fmt: skip
def test_growing_savings(said: str, language: str, first: int, step: int, months: int) -> None:
    total = sum(first + step * k for k in range(months))
    has_all(said, language, (f"= {money(Fraction(total), language)}",))


def test_growing_savings_are_never_a_flat_rate() -> None:
    answer = answer_to("saving 25 the first month and 5 more every month, how much in a year")
    assert answer is None or "+" in answer, answer
    assert not addresses(
        "i save 25 and 5 more each month, how much in a year", "25 a month for 1 year is 300."
    )


# --- more evenings for what is left --------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "left", "rate"),
    [
        ("got 230 pages left, i read about 40 a night, how many more nights", "en", 230, 40),
        ("the blanket should be 150 cm, 62 cm done, i crochet 6 cm a day, how many more days", "en",
         88, 6),
        ("noch 95 seiten, ich schaffe 20 seiten pro abend, wie viele abende noch", "de", 95, 20),
    ],
)  # fmt: skip
def test_more_sittings(said: str, language: str, left: int, rate: int) -> None:
    has_all(said, language, (f" {math.ceil(left / rate)} ",))


def test_sittings_without_a_rate_are_left() -> None:
    assert rule_for("180 pages left, how many more evenings") != "loose_more_sittings"


# --- time saved at a faster speed ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "saved"),
    [
        ("how much time would i save doing 210 km at 130 instead of 110 km/h", "en", "18 min"),
        ("wie viel zeit spare ich auf 100 km mit 100 statt 80 km/h", "de", "15 Min."),
    ],
)
def test_time_saved(said: str, language: str, saved: str) -> None:
    has_all(said, language, (saved,))


def test_one_speed_is_no_saving() -> None:
    assert rule_for("how much time do i save driving 120 km at 100 km/h") != "loose_time_saved"


# --- packs, portions, priced quantities, a rate over weeks -----------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "shown"),
    [
        ("party for 14 kids, each eats 3 slices, a pizza has 8 slices, how many pizzas", "en", "6 pizzas"),
        ("9 people, each gets 2 burgers, buns come in packs of 4, how many packs", "en", "5 packs"),
        ("25 gäste, jeder trinkt 3 flaschen, kisten mit 20, wie viele kisten", "de", "4 Kisten"),
        ("wie viele frikadellen bekomme ich aus 1,8 kg hack wenn jede 120 g hat", "de", "15 Frikadellen"),
        ("how many 180 g patties from 2 kg of mince", "en", "11 patties"),
        ("ich tanke 52 liter à 1,74 euro, wie viel zahle ich", "de", money(Fraction("90.48"), "de")),
        ("filled 38 litres at 1.69 a litre, what does that cost", "en", "64.22"),
        ("ich fahre 60 km pro woche mit dem rad, wie viel in 8 wochen", "de", "480 km"),
    ],
)  # fmt: skip
def test_counts(said: str, language: str, shown: str) -> None:
    has_all(said, language, (shown,))


@pytest.mark.parametrize(
    "said",
    [
        "how many calories are in 150 g of a 2 kg cake",  # calories are no portions
        "14 kids, how many pizzas",  # nothing each, no slices
        "52 liter tank, 1,74 the litre, wie viel kostet volltanken bei 10 liter rest",  # more numbers
    ],
)
def test_count_near_misses(said: str) -> None:
    assert (rule_for(said) or "") not in (
        "loose_packs_needed",
        "loose_portions",
        "loose_priced_quantity",
    )


# --- the guard -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "step"),
    [
        (
            "netflix is 17.99 a month and 4 of us share it, how much each per year",
            "17.99 a month is 215.88 a year.",
        ),
        ("gym is 30 a month or 300 a year, how much do i save", "30 a month is 360 a year."),
        ("roast needs 3 hours, done at 7pm, when does it go in", "3 h cooking."),
    ],
)
def test_a_step_is_held_back(said: str, step: str) -> None:
    assert not addresses(said, step)


def test_a_whole_answer_passes() -> None:
    assert addresses("gym is 30 a month or 300 a year, how much do i save", "You save 60.")
    assert addresses("dinner was 90 for 3 of us, how much each", "That's 30 each.")
    assert said_number(Fraction(60), "en") == "60"
