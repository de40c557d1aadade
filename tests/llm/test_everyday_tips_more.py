"""More everyday tips, asked casually (phrasings written for this file): a shower head full of
limescale, how often to change a toothbrush, an emergency fund, thawing meat safely, why rice
turns out mushy, and German questions that name no German function word but "gegen"."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.text import words_language


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my showerhead is full of limescale, how do i clean it", "en", "shower head"),
        ("duschkopf total verkalkt, was tun?", "de", "Duschkopf"),
        ("how often should i get a new toothbrush", "en", "three months"),
        ("wie oft soll man die zahnbürste wechseln", "de", "drei Monate"),
        ("how much should i keep in my rainy day fund", "en", "three to six months"),
        ("how do i thaw frozen chicken quickly", "en", "cold water"),
        ("hähnchen auftauen, wie geht das schnell?", "de", "kaltes Wasser"),
        ("why is my rice always so sticky", "en", "rice"),
    ],
)
def test_a_casual_tip_question_gets_its_tips(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


def test_a_german_question_with_gegen_is_german() -> None:
    assert words_language("was hilft gegen kopfweh, hausmittel?") == "de"


@pytest.mark.parametrize("said", ["my shower is cold", "i bought a new toothbrush today"])
def test_statements_get_no_tips(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "limescale" not in answer and "three months" not in answer
