"""A country's language or money asked after a trip is told ("flying to chile in june, which
language do the locals speak over there?", "wir reisen im herbst nach ungarn, welche währung hat man dort"): the
factbook answers for the country of the trip, and a guess said after it is corrected. "there"
with no country before it, or a place that is no country, is left to the rest."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from brain.router.turn import rules_route


def _said(fast: FastPath, text: str, language: str = "en") -> str | None:
    route = rules_route(fast, text, [], language)
    return route.reply if route is not None else None


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("flying to chile in june, which language do the locals speak over there", "en", "Spanish"),
        (
            "we're travelling to austria next week so what languages will people use in that country",
            "en",
            "German",
        ),
        (
            "heading to mexico soon, which language do folks speak over there? english right?",
            "en",
            "not English",
        ),
        ("trip to sweden in august - what currency do we need there", "en", "krona"),
        ("im going to hungary for a wedding, which currency do i need over there", "en", "forint"),
        ("wir reisen im herbst nach ungarn, welche währung hat man dort", "de", "Forint"),
        ("ich fliege im mai nach portugal, welche sprache spricht man da", "de", "Portugiesisch"),
    ],
)
def test_the_trip_names_the_country_asked_about(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    said = _said(fast, text, language)
    assert said is not None and expected in said, said


@pytest.mark.parametrize(
    "text",
    [
        "going to the cinema tonight, what language is the film in there",
        "which language do people speak there",
    ],
)
def test_no_country_before_there_answers_nothing_from_the_factbook(
    fast: FastPath, text: str
) -> None:
    said = _said(fast, text)
    assert said is None or "speak" not in said.lower(), said
