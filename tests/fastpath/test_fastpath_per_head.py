"""So much per person for so many people ("4 sausages per guest for 11 guests, how many"), a
loan after a down payment ("the flat is 280k and we put 15% down, what do we need to borrow"),
a percentage of a number said before ("wir haben 1800 gespart, wie viel sind 40 prozent
davon"), and "25% off" with no price, which is no discount of 2. A split, a sum of money per
head and more numbers than the share and the count are left to the other readers."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from brain.router.turn import rules_route


def _said(fast: FastPath, text: str, language: str = "en") -> str | None:
    route = rules_route(fast, text, [], language)
    return route.reply if route is not None else None


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("4 sausages per guest for 11 guests, how many do we buy", "en", "= 44 sausages"),
        ("one bottle each for 9 people, how many bottles altogether", "en", "= 9 bottles"),
        (
            "planning 150g rice a head and there will be 8 adults, how much rice in total",
            "en",
            "= 1,200 g",
        ),
        (
            "3 brezeln pro kind und wir sind 14 kinder, wie viele brezeln insgesamt",
            "de",
            "= 42 Brezeln",
        ),
        ("the flat is 280k and we put 15% down, how much do we need to borrow", "en", "= 238,000"),
        (
            "der gebrauchtwagen kostet 18000 euro, 25 % anzahlung, wie hoch ist der kredit",
            "de",
            "= 13.500",
        ),
        ("wir haben 1800 gespart, wie viel sind 40 prozent davon", "de", "720"),
        ("my salary is 4100, what's 12 percent of that", "en", "492"),
    ],
)
def test_the_sum_is_worked_out(fast: FastPath, text: str, language: str, expected: str) -> None:
    said = _said(fast, text, language)
    assert said is not None and expected in said, said


def test_a_discount_without_a_price_is_no_discount_of_a_digit(fast: FastPath) -> None:
    said = _said(fast, "how much is 30% off")
    assert said is None or "off 3 " not in said, said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the cabin was 360 for 6 people, how much per person", "60"),  # a split, as before
        ("2 coffees per person for 5 people at 3.50 each, what do we pay", None),  # money: not here
    ],
)
def test_other_sums_are_left_alone(fast: FastPath, text: str, expected: str | None) -> None:
    said = _said(fast, text)
    if expected is None:
        assert said is None or "× 5 people =" not in said, said
    else:
        assert said is not None and expected in said, said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "juice is 3.10 for a 4 pack or 0.85 for a single bottle, which is cheaper",
            "4 × 0.85 = 3.40",
        ),
        ("pudding 2.40 for a 4-pack or 0.65 for one pot, which is cheaper", "4 × 0.65 = 2.60"),
    ],
)
def test_the_price_of_one_said_with_for_is_read(fast: FastPath, text: str, expected: str) -> None:
    said = _said(fast, text)
    assert said is not None and expected in said, said
