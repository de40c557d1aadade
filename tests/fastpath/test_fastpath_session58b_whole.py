"""Everyday sums answered whole, in phrasings written for this file (English and German,
casual typing, the context first): people counted in a split, paying yearly instead of monthly,
when to start to be done at a time, episodes at a faster speed, a value with its unit in
another unit, the second at half price and "3 for 2". The expected figures are worked out here
from the numbers said. Near misses share the words but must not be answered by these readers."""

from __future__ import annotations

from fractions import Fraction

import pytest

from brain.fastpath.loose_extra import money
from brain.llm.tiny_facts import known_fact
from tests.fastpath.fastpath_helpers import answer_to, has_all, rule_for

# --- people counted in a split ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "amounts", "people"),
    [
        ("roadtrip w 3 friends, petrol came to 84 and parking 16, we split it all evenly, how much each",
         "en", ("84", "16"), 4),
        ("me and 2 mates split 96 for the boat hire, what does each of us pay", "en", ("96",), 3),
        ("went karting with 5 mates, the track was 150 and drinks 42, split evenly whats each", "en",
         ("150", "42"), 6),
        ("us 4 split a 38 cab home, how much each", "en", ("38",), 4),
        ("wir sind zu fünft, die hütte kostet 620 und das holz 35, wie viel zahlt jeder", "de",
         ("620", "35"), 5),
        ("ich und meine 3 kollegen teilen uns 54 euro fürs taxi, was zahlt jeder", "de", ("54",), 4),
    ],
)  # fmt: skip
def test_people_counted_in_a_split(
    said: str, language: str, amounts: tuple[str, ...], people: int
) -> None:
    total = sum((Fraction(a) for a in amounts), Fraction(0))
    has_all(
        said,
        language,
        (
            f"÷ {people}",
            money(total / people, language),
        ),
    )


@pytest.mark.parametrize(
    ("said", "language", "monthly", "people"),
    [
        ("disney+ is 11.99 a month and there are 3 of us sharing it, what does each pay per year",
         "en", "11.99", 3),
        ("the flat is 2250 a month split between 3 of us, how much does each pay over a year", "en",
         "2250", 3),
        ("strom kostet 96 euro im monat, wir sind zu zweit, was zahlt jeder im jahr", "de", "96", 2),
    ],
)  # fmt: skip
def test_a_monthly_cost_shared_over_a_year(
    said: str, language: str, monthly: str, people: int
) -> None:
    yearly = Fraction(monthly) * 12
    has_all(
        said,
        language,
        (
            money(yearly, language),
            money(yearly / people, language),
        ),
    )


@pytest.mark.parametrize(
    "said",
    [
        "me and 2 friends bought 3 pizzas at 12 each, how much altogether",  # a price each
        "4 of us, 3 nights at 90, split it, how much each",  # nights times a price: not read
        "there are 4 of us, the bill is 80 plus 10% tip, split it",  # a tip: another sum
    ],
)
def test_splits_this_reader_leaves(said: str) -> None:
    assert rule_for(said) != "loose_split_people"


def test_a_monthly_cost_for_people_is_never_a_year_alone() -> None:
    answer = answer_to("spotify family is 17.99 a month and 5 of us use it, how much each per year")
    assert answer is None or "÷ 5" in answer, answer


# --- paying yearly instead of monthly ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "monthly", "yearly"),
    [
        ("climbing gym is 45 a month or 480 paid upfront for the year, how much do i save", "en",
         "45", "480"),
        ("the app is 7.99 monthly or 59.99 per year, whats the saving if i go yearly", "en", "7.99",
         "59.99"),
        ("fitnessstudio 35 euro im monat oder 360 im jahr, wie viel spar ich mit dem jahresvertrag",
         "de", "35", "360"),
    ],
)  # fmt: skip
def test_yearly_saves(said: str, language: str, monthly: str, yearly: str) -> None:
    saved = Fraction(monthly) * 12 - Fraction(yearly)
    has_all(
        said,
        language,
        (
            money(Fraction(monthly) * 12, language),
            money(saved, language),
        ),
    )


def test_yearly_dearer_is_said() -> None:
    has_all(
        "it's 10 a month or 130 a year, how much would i save paying yearly", "en", ("10 more",)
    )


def test_saving_without_a_monthly_price_is_left() -> None:
    assert rule_for("how much do i save with a 300 yearly plan") != "loose_yearly_saving"


# --- when to start, to be done at a time -------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "start"),
    [
        ("want the pork shoulder done at 6pm, it needs 4 hours 15 min, when does it go in", "en",
         "1:45 PM"),
        ("lasagne takes 55 min plus 10 min resting, we eat at 19:30, when should it go in", "en",
         "18:25"),
        ("die gans braucht 3 stunden 30 minuten und soll um 18 uhr fertig sein, wann muss sie in den ofen",
         "de", "14:30"),
        ("3kg pork, 30 min per 500g plus 25 min, want it done at 7pm, when does it go in", "en",
         "3:35 PM"),
    ],
)  # fmt: skip
def test_start_from_the_finish(said: str, language: str, start: str) -> None:
    has_all(said, language, (start,))


def test_a_cooking_time_alone_is_no_start_time() -> None:
    """Asked when it goes in, with no time to be done by: no answer, not the cooking time."""
    assert answer_to("2kg lamb, 20 min per 500g plus 20 min, when does it go in") is None


# --- episodes at a faster speed ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("8 episodes of 40 min at 1.25x speed, how long in total", "en", ("5 h 20 min", "4 h 16 min")),
        ("12 lectures each 90 minutes, watching at 2x, how much time altogether", "en",
         ("18 h", "9 h")),
        ("6 folgen à 50 minuten mit 1,5-facher geschwindigkeit, wie lange insgesamt", "de",
         ("5 Std.", "3 Std. 20 Min.")),
    ],
)  # fmt: skip
def test_episodes_at_speed(said: str, language: str, parts: tuple[str, ...]) -> None:
    has_all(said, language, parts)


def test_speed_without_a_length_is_left() -> None:
    assert rule_for("9 episodes at 1.5x speed, how long in total") != "loose_sped_up"


# --- a value with its unit in another unit ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("how many centimetres is a 65-inch telly", "en", "165.1"),
        ('whats a 32" monitor in cm', "en", "81.28"),
        ("how many km in a mile? the hike was 8 miles", "en", "12.87"),
        ("wie viel cm hat ein zoll? mein tablet hat 11 zoll", "de", "27,94"),
    ],
)
def test_value_converted(said: str, language: str, part: str) -> None:
    has_all(said, language, (part,))


def test_a_factor_fact_is_no_answer_to_a_value() -> None:
    assert known_fact("how many cm in an inch? my screen is 24 inches") is None
    assert known_fact("how many cm in an inch?") is not None


def test_two_values_are_not_converted() -> None:
    assert rule_for("my case is 50 lbs, is that under 23 kg") != "loose_value_in_unit"


# --- the second at half price, "3 for 2" ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "total"),
    [
        ("bogo half off on 44 boots, buying 2, what do i pay", "en", Fraction(66)),
        ("buy one get one half price, mugs are 9 each, i'm buying 5, total?", "en", Fraction(36)),
        ("das zweite zum halben preis, 3 stück à 16 euro, was zahle ich", "de", Fraction(40)),
        ("3 for 2 on 4 euro notebooks, i take 8, how much", "en", Fraction(24)),
    ],
)  # fmt: skip
def test_deal_totals(said: str, language: str, total: Fraction) -> None:
    has_all(said, language, (f"= {money(total, language)}",))


def test_three_for_two_euros_is_no_deal() -> None:
    assert rule_for("3 for 2 euros, i take 6, how much") != "loose_deal_total"
