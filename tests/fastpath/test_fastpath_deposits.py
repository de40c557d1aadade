"""Items bought at a price with a deposit or a fee on each ("… at 1.19 plus 0.15 deposit each",
"je 13,49 plus 1,50 pfand"): the goods, the deposits and the total, each shown; the deposit on
bottles taken back, counted. A deposit or fee paid once (a flat, a stay) is never multiplied."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to, has_all


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("5 crates of juice at 7.80 plus 2.40 deposit each", "en",
         ("5 × 7.80 = 39", "5 × 2.40 deposit = 12", "51 in all")),
        ("picked up eight bottles of lemonade for 1.19 with a 15 cent deposit on each, total?",
         "en", ("8 × 1.19 = 9.52", "8 × 0.15 deposit = 1.20", "10.72 in all")),
        ("a crate of cola at 11.49 plus 3.30 deposit", "en", ("11.49 + 3.30 deposit = 14.79",)),
        ("2 concert tickets at 38 plus 4.50 fee each, how much", "en",
         ("2 × 38 = 76", "2 × 4.50 fee = 9", "85 in all")),
        ("ich hol 4 kisten sprudel je 5,29 plus 3,30 pfand, was kostet das", "de",
         ("4 × 5,29 = 21,16", "4 × 3,30 Pfand = 13,20", "zusammen 34,36")),
        ("zwei kästen radler à 13,49 zzgl. 1,50 € pfand pro kasten", "de",
         ("2 × 13,49 = 26,98", "2 × 1,50 Pfand = 3", "zusammen 29,98")),
        ("6 dosen eistee für 0,99 plus 25 cent pfand", "de",
         ("6 × 0,99 = 5,94", "6 × 0,25 Pfand = 1,50", "zusammen 7,44")),
        ("took 18 empty bottles back, 0.25 deposit each, how much do i get", "en",
         ("18 × 0.25 deposit = 4.50",)),
        ("ich bring 30 flaschen weg, 8 cent pfand pro flasche", "de", ("30 × 0,08 Pfand = 2,40",)),
    ],
)  # fmt: skip
def test_items_with_a_deposit_on_each_show_both_parts(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    has_all(said, language, parts)


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("2 months rent at 950 plus 1900 deposit", "en"),
        ("a deposit of 300 plus 4 nights at 85", "en"),
        ("4 nights at 85 plus 60 fee", "en"),
        ("5 crates of juice at 7.80 plus 2.40 deposit in total", "en"),
        ("the deposit on the flat was 1900", "en"),
        ("wie viel pfand gibt es für 20 flaschen", "de"),
    ],
)
def test_a_deposit_paid_once_or_not_said_is_not_multiplied(said: str, language: str) -> None:
    answer = answer_to(said, language)
    assert answer is None or "×" not in answer, answer
