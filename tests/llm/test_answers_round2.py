"""Asks the small model got wrong, in phrasings written for this file (issue 14): a nice way
to apologise, something short for a leaving card, a card line for someone turning 30, a name
for a group chat, saying no politely, remembering names, a good morning before the coffee."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("what's a kind way to apologise to my mum after our argument", "en", "sorry"),
        ("colleague retires friday, need something nice for the card we all sign", "en", "retire"),
        ("ne zeile für die karte, meine freundin wird 40", "de", "Geburtstag"),
        ("name ideas for our family group chat?", "en", "For a group chat"),
        ("how can i politely say no when friends ask to borrow money", "en", "say no"),
        ("any tricks for remembering people's names?", "en", "remember names"),
        ("morning eddie, need my coffee first haha", "en", "Coffee first"),
    ],
)
def test_it_gets_a_fitting_line(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has.lower() in answer.lower(), answer
