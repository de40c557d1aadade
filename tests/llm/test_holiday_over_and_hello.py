"""The end of a holiday told with a sigh gets a welcome back and a soft landing; a long day
told only to say hello gets a hello back, not a pep talk or a tip."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer, told


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("flew home from our holiday last night and im so bummed its over", "en", "Welcome back"),
        ("back from the trip to sicily, already miss it", "en", "soft landing"),
        ("der urlaub ist vorbei und ich bin echt traurig", "de", "Urlaubsblues"),
        ("such a long week, honestly just wanted to say hello", "en", "drop by"),
        ("harte woche gehabt, wollte nur hallo sagen", "de", "vorbeischaust"),
    ],
)
def test_the_moment_gets_its_line(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer
    assert told(said)


@pytest.mark.parametrize(
    "said",
    [
        "back from vacation, remind me to water the plants at 6",
        "the holiday is over, how much is 200 euro in pounds?",
    ],
)
def test_a_request_after_the_holiday_is_no_sigh(said: str) -> None:
    assert "Welcome back" not in (known_answer(said, "en") or "")
