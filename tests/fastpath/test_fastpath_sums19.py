"""Everyday sums, in phrasings written for this file (English and German, casual): a recipe
scaled to more or fewer people with several ingredients at once, a count of eggs, onions or cans
rounded to whole ones and saying how; what is left to save spread over the months or weeks
left; a floor's or a lawn's area with a margin on top for cutting or waste. The expected figures
are worked out here. Near misses must be left alone or keep their old answer."""

from __future__ import annotations

from fractions import Fraction

import pytest

from brain.fastpath.reckon import said_number
from tests.fastpath.fastpath_helpers import answer_to, has_all

# --- an area with a margin on top ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "a", "b", "pct"),
    [
        ("bathroom floor 2.4 x 1.8 m, tiles, add 10% for cuts, how much do i order", "en", "2.4",
         "1.8", "10"),
        ("need laminate for the bedroom 4.2m by 3.1m, 8 percent extra", "en", "4.2", "3.1", "8"),
        ("patio 5 by 4 metres, decking with 10% wastage", "en", "5", "4", "10"),
        ("floor 5 by 4 metres, tiles + 12%", "en", "5", "4", "12"),
        ("bad 3 x 2,5 m fliesen plus 12 % reserve wie viele qm", "de", "3", "2.5", "12"),
        ("rollrasen für den garten 10 x 7 m, verschnitt 5%", "de", "10", "7", "5"),
    ],
)  # fmt: skip
def test_an_area_gets_its_margin(said: str, language: str, a: str, b: str, pct: str) -> None:
    area = Fraction(a) * Fraction(b)
    total = area * (100 + Fraction(pct)) / 100
    n = [said_number(Fraction(round(x * 100), 100), language) for x in (area, total)]
    sign = f"{pct} %" if language == "de" else f"{pct}%"
    has_all(said, language, (f"= {n[0]} m²; + {sign} = {n[1]} m²",))


def test_packs_are_counted_with_the_margin() -> None:
    has_all(
        "the hallway is 6 x 1.2 m, packs of vinyl cover 2.2 m², 10% extra, how many packs",
        "en",
        ("7.2 m²; + 10% = 7.92 m²", "so 4 packs"),
    )


def test_an_area_without_a_margin_stays_plain() -> None:
    answer = answer_to("kinderzimmer 3,5 x 3 m – wie viel teppich brauche ich", "de")
    assert answer is not None and answer.startswith("3,5 × 3 = 10,5 m²."), answer
    assert "+" not in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "the room is 4 x 3 m, how long to lay the carpet",
        "room 4 x 3 m, 20% of it is under the sofa, how much carpet",
        "the carpet for the 4 x 3 m room was 240, now 10% off",
    ],
)
def test_a_floor_without_a_margin_asked_gets_none_added(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or "m²; +" not in answer, answer
