"""Greetings the small model garbled (issue 14: "nice to meet you" got "I'm glad of that.
You're welcome!", "i'm back" got "I'm back, you're back.")."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("oh hi, pleased to meet you", "en", "Nice to meet you too"),
        ("schön dich kennenzulernen", "de", "Freut mich auch"),
        ("ok we're back", "en", "Welcome back"),
        ("so, ich bin wieder zuhause", "de", "Willkommen zurück"),
        ("just got back from my run", "en", "How was it?"),
        ("bin zurück vom einkaufen", "de", "Wie war's?"),
    ],
)
def test_a_greeting_gets_a_fitting_line(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said", ["i'm back at work tomorrow, remind me to call tom", "nice to meet you is in french?"]
)
def test_more_than_a_greeting_is_not_answered_as_one(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "Welcome back" not in answer and "Nice to meet you too" not in answer, answer
