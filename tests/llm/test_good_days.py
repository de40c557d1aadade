"""Good days, days off and bad days told in passing, and a sleepy good morning (issue 14: the
small model answered "hab heut frei yay" with "I'm glad you're happy with my answer!" and "not
a good day tbh" with a question about Paris)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("finally a day off tomorrow wooo", "en", "day off"),
        ("morgen hab ich endlich frei", "de", "freier Tag"),
        ("schönes wochenende eddie!", "de", "Wochenende"),
        ("happy friday", "en", "weekend"),
        ("in such a good mood today", "en", "Enjoy it"),
        ("mir gehts heute richtig gut", "de", "Genieß es"),
        ("ugh today is just not my day", "en", "not a good one"),
        ("war echt kein schöner tag heute", "de", "nicht so läuft"),
        ("gm, barely awake lol", "en", "Morning"),
    ],
)
def test_a_day_told_in_passing_gets_a_fitting_line(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "is tomorrow a good day for a picnic?",
        "great day to plan the garden, find me seed suppliers",
        "remind me to take a day off next week",
    ],
)
def test_a_question_or_a_request_about_a_day_gets_no_mood_line(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "Enjoy it" not in answer and "day off, nice" not in answer, answer
