"""Things about the user said as "my X is Y" are kept under X (issue 14: "my shoe size is 44,
running shoes 44.5 tho" was answered by the small model and kept nowhere)."""

from __future__ import annotations

import pytest

from brain.memory.extract import extract


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [
        ("fyi my shoe size is 42", "user.shoe_size", "42"),
        ("meine blutgruppe ist A positiv", "user.blood_type", "A positiv"),
        ("my gp is dr. meyer on the high street", "user.doctor", "dr meyer on the high street"),
        ("mein geburtstag ist am 4. mai", "user.birthday", "4. mai"),
    ],
)
def test_a_thing_about_the_user_is_kept_under_its_name(said: str, subject: str, value: str) -> None:
    facts = extract(said)
    assert [(f.subject, f.value) for f in facts] == [(subject, value)], facts


@pytest.mark.parametrize(
    "said",
    [
        "what's my shoe size?",
        "my shoe size is not important",
        "my rent is 900",  # not a thing kept about the user by itself
        "is my birthday on a sunday this year?",
    ],
)
def test_questions_and_other_statements_keep_nothing(said: str) -> None:
    assert extract(said) == []
