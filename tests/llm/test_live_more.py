"""Live data asked in more ways (issue 14): a currency converted, a stock index, what is
trending, a queue. The small model invented "the latest fashion trends" and an exchange rate;
the answer says it cannot see that offline and where to look."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("whats 250 euros in dollars", "en", "exchange rates"),
        ("200 franken in euro bitte", "de", "Wechselkurse"),
        ("wie steht der dow heute", "de", "Kurse"),
        ("anything going viral rn?", "en", "news"),
        ("how busy is the line at the post office right now", "en", "waiting times"),
        ("wie lange ist die wartezeit beim bürgeramt", "de", "Wartezeiten"),
    ],
)
def test_live_data_gets_an_honest_pointer(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said", ["what is a share in a company", "how long should i wait before washing a new tattoo"]
)
def test_a_question_about_the_world_is_no_live_data(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "from here" not in answer, answer
