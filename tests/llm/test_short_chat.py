"""Short chat turns the small model garbled (issue 14: "brb" got "Brus, the capital of France
is Paris.", "hmm" got condolences, "lol" an apology)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("hahaha", "en", "What's on your mind"),
        ("??", "en", "What's on your mind"),
        ("one sec", "en", "take your time"),
        ("bin gleich wieder da", "de", "lass dir Zeit"),
        ("oops my bad", "en", "No worries"),
        ("this is so unhelpful", "en", "let you down"),
        ("du bist echt nutzlos", "de", "Tut mir leid"),
        ("erzähl mal was über dich", "de", "Ich bin Eddie"),
        ("could you help me out with something", "en", "Tell me what you need"),
    ],
)
def test_a_short_chat_turn_gets_a_fitting_line(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    ["sorry i forgot to call you back, can we talk tomorrow", "hold on to your receipts"],
)
def test_longer_words_are_no_short_chat_turn(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "No worries at all" not in answer and "take your time" not in answer, answer
