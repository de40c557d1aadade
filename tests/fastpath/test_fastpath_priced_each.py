"""A price said for one and a head count, asked for the total: "tickets are 28 each and we
are 5, what's the total" is 28 × 5, not 28 ÷ 5 (a split was answered "5.60 each"); what each
one gets or eats, said after the head count ("each kid gets 3 stickers"), is counted the same
way. A bill shared still splits, and a German "zu fünft" is a head count."""

from __future__ import annotations

from datetime import datetime

import pytest

from brain.fastpath import loose_sums

NOW = datetime(2026, 12, 7, 18, 0)


def _answer(text: str, language: str = "en") -> str | None:
    found = loose_sums.read(text, NOW, language)
    return None if found is None else found[1]


@pytest.mark.parametrize(
    ("said", "total"),
    [
        ("museum tickets are 28 each and we are 5, whats the total", "140"),
        ("the boat tour costs $19.50 a person, there are 4 of us, how much altogether", "78"),
        ("we're 7 and each seat is 12, how much for all of us", "84"),
        ("eintritt 9 euro pro person, wir sind zu sechst, wie viel insgesamt", "54"),
    ],
)
def test_a_price_for_one_times_the_people(said: str, total: str) -> None:
    answer = _answer(said, "de" if "wir" in said else "en")
    assert answer is not None and f"= {total}" in answer, answer
    assert "each." not in answer


@pytest.mark.parametrize(
    ("said", "total"),
    [
        ("there are 9 kids and each kid gets 3 stickers, how many stickers in total", "27"),
        ("wir sind 5 und jeder trinkt 2 flaschen, wie viele flaschen insgesamt", "10"),
    ],
)
def test_what_each_one_gets_times_the_people(said: str, total: str) -> None:
    answer = _answer(said, "de" if "wir" in said else "en")
    assert answer is not None and f"= {total}" in answer, answer


@pytest.mark.parametrize(
    ("said", "each"),
    [
        ("lunch came to 96 and there are 4 of us, how much each", "24"),
        ("wir waren zu dritt, die rechnung war 75 euro, wie viel pro person", "25"),
    ],
)
def test_a_bill_shared_still_splits(said: str, each: str) -> None:
    answer = _answer(said, "de" if "wir" in said else "en")
    assert answer is not None and each in answer, answer


def test_a_price_for_one_is_no_split_when_each_is_asked() -> None:
    """Each pays the price said: no sum is made up (28 ÷ 5 = 5.60 was answered)."""
    assert _answer("tickets are 28 each for 5 people, how much is it per person") is None
