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


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [
        ("my bike lock code is 3391, just so i have it somewhere", "user.bike_lock_code", "3391"),
        ("our gym membership number is GY-20931 btw", "user.gym_membership_number", "GY-20931"),
        ("meine versichertennummer ist A123456789", "user.versichertennummer", "A123456789"),
    ],
)
def test_a_number_or_code_of_the_users_is_kept_under_its_name(
    said: str, subject: str, value: str
) -> None:
    assert [(f.subject, f.value) for f in extract(said)] == [(subject, value)]


@pytest.mark.parametrize("said", ["my phone number is broken", "my password is wrong again"])
def test_how_a_number_is_doing_is_no_number(said: str) -> None:
    assert extract(said) == []
