"""Nerves before a move or a first day get a line about that, not only "it's natural to worry"
(issue 14, answers set 43: a move to a new city where the user knows nobody got the generic
line). Any other worry keeps the generic line; someone else's worry and a command said with
nerves are not the user's news."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("so nervous, we're relocating to lisbon in two weeks and i literally know nobody there",
         "en"),
        ("kinda scared ngl. moving abroad for work in march, wont know a soul", "en"),
        ("dreading it a bit, moving across the country next month and i dont know anyone",
         "en"),
        ("hab voll bammel, ich ziehe nächsten monat nach leipzig und kenne da niemanden", "de"),
        ("bin echt nervös wegen dem umzug in die neue stadt", "de"),
    ],
)  # fmt: skip
def test_nerves_before_a_move_get_ways_to_meet_people(said: str, language: str) -> None:
    line = known_answer(said, language)
    assert line is not None
    assert ("meet people" in line) if language == "en" else ("kennenzulernen" in line)


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("bit anxious tbh, starting at a new school on monday", "en"),
        ("a little jittery, starting uni next week", "en"),
        ("bin nervös, morgen ist mein erster arbeitstag", "de"),
        ("ich hab bammel vor meinem ersten tag in der neuen klasse", "de"),
    ],
)
def test_nerves_before_a_first_day_get_first_day_tips(said: str, language: str) -> None:
    line = known_answer(said, language)
    assert line is not None
    assert ("first day" in line) if language == "en" else ("ersten Tag" in line)


@pytest.mark.parametrize(
    "said",
    [
        "im nervous about the council meeting tomorrow",
        "my sister is nervous about moving to berlin",
    ],
)
def test_other_worries_keep_the_general_line(said: str) -> None:
    line = known_answer(said)
    assert line is not None and "natural to worry" in line


def test_good_news_of_a_move_and_a_command_are_not_nerves() -> None:
    assert "meet people" not in (known_answer("so excited, moving to rome next month") or "")
    assert known_answer("remind me to call the movers, im nervous") is None
