"""Sums asked inside a sentence, the way people ask them (issue 14, held-out set 10): a
conversion after news ("did a 5k this morning, how many miles is that"), bare oven degrees,
a bill split after its amount, days until a date from a given today, a leap year asked with
filler, the time elsewhere when it is a given time "here"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.fastpath import FastPath


def _answer(said: str, language: str = "en", now: datetime | None = None) -> str:
    found = FastPath.bundled().match(said, language=language, now=now)
    assert found is not None, said
    return str(found.action["message"])


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("did a 5 km run this morning, how many miles is that", "en", "3.11 miles"),
        ("the parcel weighs 4 kg what's that in pounds", "en", "8.82 pounds"),
        ("bin 8 km gejoggt, wie viele meilen sind das", "de", "4,97 Meilen"),
        ("wie viel gramm sind eigentlich 2 pfund", "de", "1.000 Gramm"),
        ("oven says 200 degrees, what's that in fahrenheit", "en", "392 °F"),
        ("the recipe wants 400 degrees, what is that in celsius", "en", "204.44 °C"),
        ("taxi was 48.60, split 3 ways", "en", "16.20 each"),
        ("if today is october 3 how many days until halloween", "en", "28 days"),
        ("wenn heute der 1. märz ist, wie viele tage noch bis zum 1. april", "de", "31 Tage"),
        ("war 1900 eigentlich ein schaltjahr?", "de", "kein Schaltjahr"),
    ],
)
def test_a_sum_inside_a_sentence_is_worked_out(said: str, language: str, has: str) -> None:
    assert has in _answer(said, language)


def test_bare_degrees_say_which_scale_they_were_read_as() -> None:
    assert "Fahrenheit" in _answer("recipe says 375 degrees, what's that in celsius")


def test_the_time_elsewhere_when_it_is_a_given_time_here() -> None:
    berlin = datetime(2026, 12, 5, 9, 0, tzinfo=ZoneInfo("Europe/Berlin"))
    said = _answer("what time is it in new york if it's 6pm here", now=berlin)
    assert "12:00 PM" in said and "New York" in said
    german = _answer("wie spät ist es in tokio, wenn es bei uns 8 uhr ist", "de", now=berlin)
    assert "16:00 Uhr" in german


@pytest.mark.parametrize(
    "said",
    ["i walked 5 miles and then had lunch", "we split the work 3 ways", "my kid is 5 ft tall lol"],
)
def test_news_without_a_question_is_no_sum(said: str) -> None:
    found = FastPath.bundled().match(said)
    assert found is None or found.category != "arithmetic", found


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("19 times 21 real quick", "en", "399"),
        ("was sind 15 prozent von 300? brauch das grad", "de", "45"),
        ("oven wants 400F, what is that in celsius for my old oven", "en", "204.44 °C"),
    ],
)
def test_a_sum_with_words_after_it_is_worked_out(said: str, language: str, has: str) -> None:
    assert has in _answer(said, language)


def test_a_command_is_never_cut_from_longer_words() -> None:
    found = FastPath.bundled().match(
        "stop the garden worker 5 km tomorrow maybe ok", projects=["garden"]
    )
    assert found is None or found.category in ("arithmetic", "time"), found
