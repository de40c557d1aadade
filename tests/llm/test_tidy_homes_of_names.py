"""Someone's home or party said without the apostrophe in a message to write ("at jonas place"
is Jonas's, "at maras flat" is Mara's); "my parents place" and "the kids party" stay."""

from __future__ import annotations

import pytest

from brain.llm.tiny_tidy import tidied


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("book club is at maras flat on wednesday", "Book club is at Mara's flat on Wednesday."),
        (
            "we're all meeting at jonas place after work",
            "We're all meeting at Jonas's place after work.",
        ),
        ("the bbq moved to dads garden", "The bbq moved to Dad's garden."),
        ("dinner is at my parents place", "Dinner is at my parents place."),
        ("pick up the cake for the kids party", "Pick up the cake for the kids party."),
    ],
)
def test_a_home_of_a_name_gets_its_apostrophe(said: str, written: str) -> None:
    assert tidied(said, "en", first=True) == written
