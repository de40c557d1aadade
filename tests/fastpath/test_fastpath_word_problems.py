"""Word problems of everyday life, in phrasings written for this file: a drive at a speed, the
time between two clock times, saving up to a goal, an amount spread over months or split
between people, a dough's hydration; spoken numbers such as "one fifty" and "three grand"."""

from __future__ import annotations

import pytest

from brain.fastpath.number_words import as_digits
from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "digits"),
    [
        ("i put away two twenty a week", "i put away 220 a week"),
        ("we need three grand for the trip", "we need 3000 for the trip"),
        ("the grand canyon is huge", "the grand canyon is huge"),
        ("one hundred fifty", "150"),
    ],
)
def test_spoken_amounts_are_one_number(said: str, digits: str) -> None:
    assert as_digits(said) == digits


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("how long to cover 450 km at 90 km/h", "en", "5 hours"),
        ("how long does it take to ride 30 miles at 12 mph", "en", "2 hours 30 minutes"),
        ("wie lange brauche ich für 200 km bei 80 km/h", "de", "2 Stunden 30 Minuten"),
        ("the bus leaves at 7:40 and gets in at 11:05, how long is that", "en", "3 hours 25"),
        ("the night shift starts at 21:30 and ends at 6:00, how many hours", "en", "8 hours 30"),
        ("der film geht von 20:15 bis 22:50, wie lange ist das", "de", "2 Stunden 35 Minuten"),
        ("if i put away 80 a week how long until i have 2000", "en", "25 weeks"),
        ("saving two fifty a month, how long till i hit three grand", "en", "12 months"),
        ("ich lege 120 euro im monat zurück, wie lange bis ich 1000 habe", "de", "9 Monaten"),
        ("a 1800 sofa spread over 24 months, how much is that a month", "en", "75"),
        ("what's 319 split over 12 payments, rounded", "en", "about 27 rounded"),
        ("split ninety six euros between three of us", "en", "32 each"),
        ("bread with 390g water and 500g flour, what hydration is that", "en", "78%"),
    ],
)
def test_a_word_problem_is_worked_out(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "i drove 240 km at night last week",  # no question
        "my train leaves at 7:40, remind me at 7",  # a reminder, not a span
        "we split up after 3 years",
    ],
)
def test_no_word_problem_is_made_up(said: str) -> None:
    answer = answer_to(said, "en")
    assert answer is None or not any(w in answer for w in ("takes", "From ", "split", "reach"))


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("whats a 15% tip on 64.50", "9.68 (74.18 in all)"),
        ("15% tip on 84.50?", "12.68 (97.18 in all)"),
    ],
)
def test_a_tips_total_adds_the_rounded_tip(said: str, has: str) -> None:
    answer = answer_to(said, "en")
    assert answer is not None and has in answer, answer
