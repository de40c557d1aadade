"""Everyday sums, in phrasings written for this file (English and German, casual, typos,
capitals): a total shared by a group and by a second count (nights, days, months, classes), a
price per longer span counted in the one asked ("600 a year … per month": 12 months); one item
of a pack ("12 pack of lacroix", "sechserpack joghurt", "kiste mit 20 flaschen", "6 x 1,5 l"),
rounded to the cent (half a cent up) and said "about" when rounded; an oven's temperature for the
other heat (fan / top and bottom heat, about 20 °C or 25 °F apart, the time about the same) and
gas marks both ways. The expected figures are worked out here. Near misses must be left alone or
keep their answer.
"""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to, rule_for

# --- one item of a pack ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "answer"),
    [
        # 5.99 ÷ 12 = 0.4991…; 1.85 ÷ 4 = 0.4625; 3.30 ÷ 4 = 0.825 (half a cent up)
        ("got a 12 pack of lacroix for 5.99 whats that per can", "en",
         "5.99 ÷ 12 cans = about 0.50 per can."),
        ("a twelve pack of cola is 7.99, how much per can", "en",
         "7.99 ÷ 12 cans = about 0.67 per can."),
        ("multipack of 4 yoghurts is £1.85, how much is one yoghurt", "en",
         "£1.85 ÷ 4 yoghurts = about £0.46 per yoghurt."),
        ("4 pack of muffins 3.30, how much each", "en", "3.30 ÷ 4 = about 0.83 each."),
        ("the 30-pack of eggs costs 8.40 what does 1 egg cost", "en",
         "8.40 ÷ 30 eggs = 0.28 per egg."),
        ("a sleeve of 3 tennis balls is 4.50, how much each ball", "en",
         "4.50 ÷ 3 tennis balls = 1.50 each."),
        ("how much is a single tea bag when the box of 80 is 4.20", "en",
         "4.20 ÷ 80 bags = about 0.05 per bag."),
        ("eine kiste mit 20 flaschen wasser kostet 6,80 €, was kostet die einzelne flasche", "de",
         "6,80 € ÷ 20 Flaschen = 0,34 € pro Flasche."),
        ("sechserpack joghurt 2,49 wieviel kostet ein becher", "de",
         "2,49 ÷ 6 Becher = etwa 0,42 pro Becher."),
        ("10er pack taschentücher für 1,29 wie viel kostet ein päckchen", "de",
         "1,29 ÷ 10 Päckchen = etwa 0,13 pro Päckchen."),
        ("6 x 1,5 l wasser für 4,20, was kostet eine flasche", "de",
         "4,20 ÷ 6 Flaschen = 0,70 pro Flasche."),
    ],
)  # fmt: skip
def test_one_of_a_pack_is_its_price_divided(said: str, language: str, answer: str) -> None:
    assert answer_to(said, language) == answer


@pytest.mark.parametrize(
    ("said", "rule"),
    [
        ("a pack of 8 for 3.20 or 12 for 4.50, which is cheaper", "loose_cheaper"),
        ("6 pack of beer is 5.99, how much for 4 six packs", None),
        ("a 6 pack of yogurt is 2.79, whats the price per pack", None),
        ("24-pack of water is 6.49 and we're 4, how much each", None),
        ("how many bottles are in a 24 pack of water", None),
    ],
)  # fmt: skip
def test_near_misses_are_no_one_of_a_pack(said: str, rule: str | None) -> None:
    assert rule_for(said) == rule
