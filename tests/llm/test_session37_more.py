"""A question with words before it that are no part of it ("random question but …", "kurze
frage: …") still finds its fact, and a light request asked in another language ("a joke in
german") is answered in that language."""

from __future__ import annotations

import pytest

from brain.llm.tiny_facts import known_fact
from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("silly question but how many legs does an octopus have? my son wants to know", "en",
         "eight arms"),
        ("quick q: how many hearts does an octopus have", "en", "three hearts"),
        ("kurze frage: wie viele beine hat eine spinne", "de", "acht Beine"),
    ],
)  # fmt: skip
def test_a_question_after_a_lead_in_finds_its_fact(said: str, language: str, has: str) -> None:
    assert has in (known_fact(said, language) or "")


def test_a_lead_in_alone_names_no_fact() -> None:
    assert known_fact("quick question: can you set a timer") is None


@pytest.mark.parametrize(
    ("said", "german"),
    [
        ("tell me a joke in german", True),
        ("erzähl mir einen witz auf englisch", False),
    ],
)
def test_a_joke_asked_in_a_language_is_told_in_it(said: str, german: bool) -> None:
    answer = known_answer(said)
    assert answer is not None
    assert any(w in answer for w in (" der ", " die ", " das ", "Sagt ")) is german
