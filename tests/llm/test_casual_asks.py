"""Casual ways of asking that the fixed lines missed (found on answer set 8; phrasings
written for this file): a greeting with "du", boredom asked as a question, good news with a
"but", ways to ask for a tip, naming a pet, and a note to thank someone."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("hi du, alles fit bei dir?", "de", "Mir geht's gut"),
        ("so bored rn, any ideas?", "en", "Bored?"),
        ("mir ist so langweilig, hast du ne idee?", "de", "Langweilig?"),
        ("ran my first 5k today, slow but im so happy", "en", "Congratulations"),
        ("whats the secret to falling asleep faster", "en", "bedtime"),
        ("wie lange soll ich spaghetti kochen", "de", "Nudeln"),
        ("wie bekomm ich kalk aus dem wasserkocher", "de", "Wasserkocher"),
        ("need help naming our new puppy, hes black", "en", "Shadow"),
        ("short text to thank my colleague for covering my shift", "en", "Thank you"),
        ("danke nachricht an meine nachbarin, sie hat die blumen gegossen", "de", "Nachbarn"),
    ],
)
def test_a_casual_ask_gets_its_line(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("thank you, that note was perfect", "en", "welcome"),
        ("thanks for the card idea!", "en", "welcome"),
    ],
)
def test_thanks_for_a_text_is_still_thanks(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


def test_good_news_taken_back_by_but_is_no_congratulation() -> None:
    answer = known_answer("i ran a half marathon but had to stop at km 15", "en") or ""
    assert "Congratulations" not in answer


@pytest.mark.parametrize("said", ["gm eddie, hows it going", "evening! how r u"])
def test_a_short_greeting_with_how_are_you_gets_a_reply(said: str) -> None:
    answer = known_answer(said, "en")
    assert answer is not None and "thanks for asking" in answer, answer
