"""Everyday sums, in phrasings written for this file (English and German, lowercase, context
first): what a pool, a tank or an aquarium holds and how long it takes to fill, a win shared
by what each paid in, and a dose per litre scaled to a can. The expected figures are worked
out here from the numbers said. Near misses share the words but must not be taken."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from brain.fastpath.reckon import said_number
from tests.fastpath.fastpath_helpers import has_all, rule_for


def n(value: Fraction | int, language: str = "en") -> str:
    rounded = Fraction(round(Fraction(value) * 100), 100)
    return said_number(rounded, language, money=rounded.denominator != 1)


# --- what a box or a round pool holds -----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "litres"),
    [
        ("we got a new pool, its 7 m long, 3.5 m wide and 1.2 m deep. how many litres of water", "en",
         7 * Fraction(35, 10) * Fraction(12, 10) * 1000),
        ("fish tank is 80 x 30 x 45 cm, how many liters does it hold", "en", 80 * 30 * 45 // 1000),
        ("my aquarium measures 60cm by 30cm by 35cm how many litres", "en", 60 * 30 * 35 // 1000),
        ("gartenteich-becken 4 m lang, 2,5 m breit, 0,8 m tief – wie viele liter passen da rein",
         "de", 4 * Fraction(25, 10) * Fraction(8, 10) * 1000),
        ("das aquarium ist 100 x 50 x 60 cm, wie viel wasser passt rein", "de", 300),
    ],
)  # fmt: skip
def test_what_a_box_holds(said: str, language: str, litres: Fraction) -> None:
    unit = "Liter" if language == "de" else "litres"
    has_all(said, language, (f"= {said_number(Fraction(litres), language)} {unit}",))


@pytest.mark.parametrize(
    ("said", "language", "diameter", "depth"),
    [
        ("round pool, 4.5 m diameter and 1.3 m deep, how much water does it take", "en", "4.5", "1.3"),
        ("runder pool mit 3,66 m durchmesser, 90 cm tief, wie viele liter", "de", "3.66", "0.9"),
    ],
)  # fmt: skip
def test_what_a_round_pool_holds(said: str, language: str, diameter: str, depth: str) -> None:
    litres = round(math.pi * (float(diameter) / 2) ** 2 * float(depth) * 1000)
    unit = "Liter" if language == "de" else "litres"
    has_all(said, language, ("π", f"≈ {said_number(Fraction(litres), language)} {unit}"))


@pytest.mark.parametrize(
    ("said", "language", "litres", "rate", "took"),
    [
        ("pool is 6 m long, 3 m wide, 1.5 m deep and the hose does 25 litres a minute, how long to fill",
         "en", 27000, 25, "18 h"),
        ("the tank is 100cm by 80cm by 75cm, how long to fill it at 15 l/min", "en", 600, 15, "40 min"),
        ("planschbecken 3 x 2 x 0,5 m, der schlauch schafft 12 liter pro minute, wie lange dauert das füllen",
         "de", 3000, 12, "4 Std. 10 Min."),
    ],
)  # fmt: skip
def test_how_long_a_fill_takes(said: str, language: str, litres: int, rate: int, took: str) -> None:
    has_all(said, language, (f"{said_number(Fraction(litres), language)} l ÷ {rate} l/min", took))


@pytest.mark.parametrize(
    "said",
    [
        "our pool is 8 m long, how much does it cost to heat it",
        "how many litres are in a cubic metre",
        "the pool is 25 m long, how many lengths make a kilometre",
        "pool 8x4x1.5m, how long to fill",  # no rate said
        "the box is 40 x 30 x 20 cm, will it fit in my car",
        "my pool is 8 m long 4 m wide and 1.5 m deep and i love it",
    ],
)
def test_near_misses_of_volumes(said: str) -> None:
    assert rule_for(said) != "loose_volume"


# --- a win shared by what each paid in ----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "won", "stakes", "names"),
    [
        ("so i put in 3 and my sister put in 9, the scratch card won 60, how much do i get", "en",
         60, (3, 9), ("You", "your sister")),
        ("office lotto: i paid 2, ben 3, mia 5 and sam 10, we won 1000! how do we split it fairly", "en",
         1000, (2, 3, 5, 10), ("You", "Ben", "Mia", "Sam")),
        ("wir haben zusammen lotto gespielt, ich hab 4 euro eingezahlt und mein kollege 6, gewonnen "
         "haben wir 250 euro, wie viel bekommt jeder", "de", 250, (4, 6), ("Du", "dein Kollege")),
        ("ich hab 12 reingetan, meine freundin 8, wir haben 150 gewonnen, was steht mir zu", "de",
         150, (12, 8), ("Du", "deine Freundin")),
    ],
)  # fmt: skip
def test_win_shared_by_stakes(
    said: str, language: str, won: int, stakes: tuple[int, ...], names: tuple[str, ...]
) -> None:
    total = sum(stakes)
    w = said_number(Fraction(won), language)
    parts = [f"{name}: {w} × {s}/{total} = {n(Fraction(won * s, total), language)}"
             for name, s in zip(names, stakes, strict=True)]  # fmt: skip
    has_all(said, language, tuple(parts))


@pytest.mark.parametrize(
    "said",
    [
        "we won 200 at the pub quiz, i put in 5, how much is mine",  # one stake only
        "i paid 5 for the ticket, she paid 15, what did we pay",  # nothing won
        "i put in 5 hours, she put in 15 hours, we won 200, how much is mine",  # hours, not money
        "we won 3 games and lost 2, how many did we play",
        "i put in 5 and she put in 15 and we won 200 and then we went home",  # nothing asked
        "we won 2 to 1, i paid 5 for parking and she paid 15 for tickets, how much did we spend",
        "we won 200 in the raffle, i put in 5 and she put in 15, how much did we spend on tickets",
    ],
)
def test_near_misses_of_stakes(said: str) -> None:
    assert rule_for(said) != "loose_by_stakes"


# --- a dose per volume --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "dose", "per", "volume", "unit"),
    [
        ("the bottle says 8 ml per litre of water. my watering can is 9 litres, how much do i add",
         "en", 8, 1, 9, "ml"),
        ("tomato feed 15 ml to 5 litres, how much for a 12 litre can", "en", 15, 5, 12, "ml"),
        ("flüssigdünger: 5 ml pro liter, die kanne fasst 6 liter, wie viel dünger brauche ich",
         "de", 5, 1, 6, "ml"),
        ("reiniger 40 ml auf 10 l wasser, mein eimer hat 7 liter, wie viel reiniger", "de", 40, 10, 7,
         "ml"),
        ("2 g per litre, how many grams for a 15 litre sprayer", "en", 2, 1, 15, "g"),
    ],
)  # fmt: skip
def test_dose_per_volume(
    said: str, language: str, dose: int, per: int, volume: int, unit: str
) -> None:
    need = Fraction(dose * volume, per)
    shown = said_number(Fraction(round(need * 10), 10), language)
    has_all(said, language, (f"= {shown} {unit}.",))


@pytest.mark.parametrize(
    "said",
    [
        "10 ml per litre, how much is that in percent",
        "how much water is in 7 litres",
        "the watering can holds 7 litres, how much does it weigh",
        "10 ml per litre costs 2 euros, how much for 7 litres",
        "i drink 2 litres per day, how much in a week",
    ],
)
def test_near_misses_of_doses_per_volume(said: str) -> None:
    assert rule_for(said) != "loose_per_volume"
