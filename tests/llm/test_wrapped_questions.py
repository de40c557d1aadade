"""A question asked inside a polite wrapper ("kannst du mir sagen …", "do you happen to know
…") gets the answer the bare question gets: a country's capital from the rules, a fact from
the facts, in German and English."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from brain.llm.tiny_lines import known_answer


@pytest.fixture(scope="module")
def fast() -> FastPath:
    return FastPath.bundled()


@pytest.mark.parametrize(
    ("said", "language", "city"),
    [
        ("kannst du mir mal verraten was die hauptstadt von chile ist", "de", "Santiago"),
        ("do you happen to know what the capital of kenya is", "en", "Nairobi"),
    ],
)
def test_a_wrapped_capital_question_is_answered(
    fast: FastPath, said: str, language: str, city: str
) -> None:
    found = fast.match(said, language=language)
    assert found is not None and city in str(found.action.get("message")), found


def test_a_wrapped_question_runs_no_command(fast: FastPath) -> None:
    found = fast.match("kannst du mir sagen was gerade läuft", language="de")
    assert found is None or found.category != "facts", found


@pytest.mark.parametrize(
    ("said", "language", "words"),
    [
        ("weißt du zufällig wie lange man ein ei kochen muss", "de", ("Minuten", "Ei")),
        ("could you tell me why the sky is blue", "en", ("scatter",)),
    ],
)
def test_a_wrapped_fact_question_gets_the_fact(said: str, language: str, words: tuple) -> None:
    answer = known_answer(said, language)
    assert answer is not None and all(w in answer for w in words), answer
