"""A bill whose tip is already in it, asked to be split (written for this file, English and
German): "tip included" says no tip is wanted, so the sum is a split. Near misses ask for a tip
after all, or say the tip is not included."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("the meal was 73.20 with service included, 3 of us, how much each", "en", "24.40 each"),
        ("dinner came to 73.20, tip already included. there were 3 of us, what does each pay?",
         "en", "24.40 each"),
        ("our tab was 96 incl. tip, split it between 4", "en", "24 each"),
        ("bill is 90 tip already included, split between 4", "en", "22.50 each"),
        ("we paid 150 including the tip, 6 people, how much per person", "en", "25 each"),
        ("the bill was 120 incl. 10% service, 4 of us, what does each pay", "en", "30 each"),
        ("it was 57 bucks with the tip already added, 3 ways, how much each", "en", "19 each"),
        ("Rechnung 73,20 inkl. Trinkgeld, wir sind 3, wie viel pro Person", "de", "24,40 pro Person"),
        ("das essen hat 84 euro gekostet, trinkgeld ist schon drin, wir waren 4, was zahlt jeder",
         "de", "21 pro Person"),
        ("pizza für 45 € inklusive trinkgeld, aufgeteilt durch 3, wie viel für jeden", "de",
         "15 pro Person"),
    ],
)  # fmt: skip
def test_a_bill_with_the_tip_in_it_is_split(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer and "%" not in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("the bill is 90, tip not included, we are 3, how much each with a 15% tip", "en",
         "A 15% tip on 90 is 13.50 (103.50 in all). That's 34.50 each."),
        ("check is 64, whats a 15% tip", "en", "A 15% tip on 64 is 9.60"),
        ("dinner was 80, how much should i tip", "en", "A usual tip is 15–20%"),
        ("rechnung 84 euro, wir sind 4, wie viel trinkgeld", "de", "Üblich sind in Deutschland"),
    ],
)  # fmt: skip
def test_a_tip_still_asked_is_a_tip(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer
