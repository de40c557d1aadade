"""The people the user goes to, told as "my X is Y" ("my physio is …", "meine hebamme ist …"),
are kept under their role; how the user finds them ("my vet is the best", "my landlord is a
pain", "my barber is on holiday") is no name to keep."""

from __future__ import annotations

import pytest

from brain.memory.extract import extract


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [
        ("my physiotherapist is jonas weber at the sports clinic", "user.physio", "jonas weber"),
        ("my vet is dr. amara osei", "user.vet", "dr amara osei"),
        ("meine steuerberaterin heißt frau kaya", "user.accountant", "frau kaya"),
        ("fyi my landlady is mrs hollis, flat 2", "user.landlord", "mrs hollis"),
    ],
)
def test_a_person_the_user_goes_to_is_kept_under_the_role(
    said: str, subject: str, value: str
) -> None:
    facts = [(f.subject, f.value) for f in extract(said)]
    assert any(s == subject and value in v for s, v in facts), facts


@pytest.mark.parametrize(
    "said",
    [
        "my vet is the best, honestly",
        "my landlord is a pain",
        "my barber is on holiday till may",
        "my doctor is so nice",
        "my mechanic is ripping me off",
        "mein anwalt ist im urlaub",
    ],
)
def test_how_the_user_finds_them_is_no_name(said: str) -> None:
    assert extract(said) == [], extract(said)
