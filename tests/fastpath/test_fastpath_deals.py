"""Money, materials and running, in phrasings written for this file: VAT on or off a price,
an amount split by shares, the cheaper of two packs, paint for a wall, a bill split with a
word before its amount, sleep between bedtime and the alarm, litres in cups, the time a run
takes at a pace."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("the laptop is 800 before tax, what is it with 20% vat", "en", "= 960"),
        ("was kostet ein artikel für 80 euro netto mit 19 % mwst", "de", "95,20"),
        ("a bike for 238 incl. 19% vat, what's the net price", "en", "is 200"),
        ("the trip costs 2400, my sister pays 25% and i pay 75%, how much each", "en", "1,800"),
        ("a box of 6 for 2.40 or a box of 20 for 7.00, which is the better deal", "en", "the 20"),
        ("750g for 3.00 vs 2kg for 7.20, welches ist günstiger", "de", "Günstiger: 2 kg"),
        ("the ceiling is 18 m2, 2 coats, a tin covers 10 m2, how many tins", "en", "4 cans"),
        ("wir streichen 30 qm einmal, ein eimer reicht für 12 qm, wie viele eimer", "de", "3 Eimer"),
        ("can you split the taxi fare of 63.30 between 3 friends", "en", "21.10 each"),
        ("i fell asleep at 0:45 and my alarm went off at 7:15, how much sleep was that", "en",
         "6 hours 30"),
        ("how many cups are in 1.5 litres", "en", "6.3 US cups"),
        ("how long will 10 km take me at 6:00 per km", "en", "1:00:00"),
        ("at a 10 minute mile how long is a half marathon", "en", "2:11:"),
    ],
)  # fmt: skip
def test_an_everyday_sum_is_worked_out(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "is 19% vat normal in germany",  # no price to reckon with
        "we split the chores 50/50",  # no amount
        "which is cheaper, rome or paris",  # no packs and prices
        "what colour should i paint a 12 m2 room",  # no coverage
    ],
)
def test_words_like_these_without_the_numbers_are_left_alone(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or not any(c.isdigit() for c in answer.split(":")[0][-3:]), answer
