"""A why asked together with another question gets the reason and the other answer, in the
order asked: "whats the reason leap years exist, and is 2044 one?" had got the leap-year rule and
no reason. Whether a year asked about is a leap year is worked out, for any year; a year only
told ("i was born in 1988") is not answered, and a why alone gets no yes or no."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "reason", "whether"),
    [
        ("whats the reason leap years exist, and is 2044 one?", "en", "365.24", "Yes, 2044 is"),
        ("is 2030 a leap year, and why do leap years exist anyway", "en", "365.24", "No, 2030 is"),
        ("how come we have leap years and will 2100 be one", "en", "365.24", "No, 2100 is"),
        ("what's the point of leap years? is 2036 one?", "en", "365.24", "Yes, 2036 is"),
        ("wozu gibt es schaltjahre und ist 2036 eins", "de", "365,24", "Ja, 2036 ist"),
        ("ist 2034 ein schaltjahr und warum gibt es die überhaupt", "de", "365,24", "Nein, 2034"),
    ],
)
def test_the_reason_and_the_yes_or_no_are_both_answered(
    said: str, language: str, reason: str, whether: str
) -> None:
    answer = known_answer(said, language) or ""
    assert reason in answer and whether in answer, answer
    why_first = said.lower().startswith(
        ("whats the reason", "how come", "what's the point", "wozu")
    )
    assert (answer.index(reason) < answer.index(whether)) is why_first, answer  # order asked


@pytest.mark.parametrize(
    ("said", "language", "reason"),
    [
        ("why does february only have 28 days", "en", "365.24"),
        ("how come feb is so short", "en", "in step with the seasons"),
        ("warum hat der februar nur 28 tage", "de", "365,24"),
    ],
)
def test_a_short_february_is_explained_with_the_leap_day(
    said: str, language: str, reason: str
) -> None:
    answer = known_answer(said, language) or ""
    assert reason in answer and ("Romans" in answer or "Römern" in answer), answer


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("why do we have leap years", "en"),
        ("i was born in 1988, why do we have leap years", "en"),
        ("warum gibt es schaltjahre", "de"),
    ],
)
def test_no_year_asked_gets_no_yes_or_no(said: str, language: str) -> None:
    answer = known_answer(said, language) or ""
    assert ("365.24" in answer or "365,24" in answer) and "1988" not in answer, answer
    assert not answer.startswith(("Yes", "No", "Ja", "Nein")), answer
    assert "is a leap year:" not in answer and "ist ein Schaltjahr:" not in answer, answer


def test_another_why_with_a_second_question_gets_no_leap_year() -> None:
    answer = known_answer("why is the sky blue, and is it blue on mars too", "en") or ""
    assert "leap" not in answer, answer
