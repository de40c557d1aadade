"""More common facts (issue 14), asked in phrasings written for this file."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("is co2 the same thing as h2o?", "en", "carbon dioxide"),
        ("what's the diff between climate and weather", "en", "30 years"),
        ("kcal in an apple?", "en", "95 kcal"),
        ("wie viele kalorien hat ein ei", "de", "70 bis 80 kcal"),
        ("how many steps a day should i do", "en", "7,000"),
        ("what's a vpn actually", "en", "encrypted"),
    ],
)
def test_a_common_fact_is_answered(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer
