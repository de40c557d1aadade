"""Distances and flight times between cities from their coordinates, in phrasings written for
this file."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("how far apart are paris and madrid", "en", "about 1,050 km"),
        ("distance from new york to chicago?", "en", "1,150 km"),
        ("wie weit ist köln von münchen entfernt", "de", "Von Köln nach München"),
        ("how long does it take to fly from london to new york", "en", "nonstop flight takes about 7"),
        ("wie lange fliegt man nach bangkok von frankfurt", "de", "Direktflug dauert ungefähr 11"),
        ("flight time madrid to auckland", "en", "usually with a stop"),
    ],
)  # fmt: skip
def test_a_distance_or_flight_between_two_known_cities(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "how far is the next petrol station",  # one place, and not a city
        "how far is it from berlin",  # one city
        "i flew from rome to paris last week",  # no question
        "how far is atlantis from gotham",  # no such cities
    ],
)
def test_no_distance_without_two_known_cities_asked_about(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or "as the crow flies" not in answer, answer
