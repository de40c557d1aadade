"""Everyday sums said the way strangers say them (phrasings written for this file, English and
German): a ratio of two measured parts ("1 cup rice to 1.5 cups water", "for every cup of rice
…") scaled from the amount given after it; an age in months, weeks or days on a day said (an
appointment), not today; a running pace in another unit asked without a question word ("… but
my buddy wants it per mile"); and the shared bill, packs and weekly pay said in other words.
The expected figures are worked out here. Near misses must stay declined."""

from __future__ import annotations

from fractions import Fraction

import pytest

from brain.fastpath.reckon import said_number
from tests.fastpath.fastpath_helpers import answer_to, has_all

# --- a ratio of two measured parts ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "a", "b", "given", "unit"),
    [
        ("my rice ratio is 1 cup rice to 1.5 cups water. making 2.5 cups rice for guests, how much "
         "water", "en", "1", "1.5", "2.5", "cups of water"),
        ("for every 1 cup of rice i use 1.5 cups water. making 2.5 cups rice, how much water", "en",
         "1", "1.5", "2.5", "cups of water"),
        ("for every cup of rice i use 1.5 cups of water, im making 3 cups rice. how much water?",
         "en", "1", "1.5", "3", "cups of water"),
        ("the recipe says 2 cups flour to 1 cup sugar. i'm using 5 cups flour, how much sugar",
         "en", "2", "1", "5", "cups of sugar"),
        ("rice 1 cup to water 1.5 cups, making 4 cups of rice how much water", "en", "1", "1.5",
         "4", "cups of water"),
        ("1 part rice to 2 parts water, i have 300 g rice, how much water", "en", "1", "2", "300",
         "g water"),
        ("ratio 1:1.5 rice:water. 2 cups rice - how much water?", "en", "1", "1.5", "2",
         "cups of water"),
        ("mein reis verhältnis ist 1 tasse reis zu 1,5 tassen wasser. ich koche 3 tassen reis, wie "
         "viel wasser", "de", "1", "1.5", "3", "Tassen Wasser"),
        ("für jede tasse reis nehme ich 1,5 tassen wasser. ich koche 3 tassen reis, wie viel "
         "wasser?", "de", "1", "1.5", "3", "Tassen Wasser"),
        ("1 tasse reis auf 2 tassen wasser, für 2,5 tassen reis wie viel wasser", "de", "1", "2",
         "2.5", "Tassen Wasser"),
        ("auf 1 teil reis kommen 2 teile wasser, ich hab 200 g reis, wie viel wasser", "de", "1",
         "2", "200", "g Wasser"),
    ],
)  # fmt: skip
def test_a_measured_ratio_is_scaled(
    said: str, language: str, a: str, b: str, given: str, unit: str
) -> None:
    other = Fraction(given) * Fraction(b) / Fraction(a)
    has_all(said, language, (f"= {said_number(other, language)} {unit}",))


@pytest.mark.parametrize(
    "said",
    [
        "my rice ratio is 1 cup rice to 1.5 cups water",
        "1 cup rice to 1.5 cups water, how long do i cook it",
        "1 cup rice to 1.5 cups water and 1 tsp salt, making 2.5 cups rice, how much water",
        "for every 2 cups of flour i use 1 cup sugar, how much butter",
        "1 cup rice to 1.5 cups water, i have 250 g rice, how much water",
    ],
)
def test_a_measured_ratio_not_fully_said_is_not_scaled(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or ("1.5 =" not in answer and "× 1.5" not in answer), answer
