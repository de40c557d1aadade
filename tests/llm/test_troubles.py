"""Everyday troubles told in passing get sympathy and a practical next step (issue 14: "ugh my
landlord is raising the rent again" got only sympathy)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("great, rent goes up 80 euros next month", "en", "lease"),
        ("die miete wird schon wieder erhöht", "de", "Mietvertrag"),
        ("i think i left my keys at the gym", "en", "spare"),
        ("geldbörse weg, glaub im bus", "de", "sperren"),
        ("dropped my phone and the screen is shattered", "en", "back up your photos"),
        ("car broke down on the motorway", "en", "hazard lights"),
        ("my train was cancelled again", "en", "rebooking"),
        ("bin geblitzt worden", "de", "Frist"),
    ],
)
def test_a_trouble_told_gets_sympathy_and_a_next_step(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


def test_a_question_about_a_flight_gets_the_live_data_pointer() -> None:
    answer = known_answer("is my flight to rome cancelled?", "en") or ""
    assert "rebooking" not in answer and "from here" in answer, answer
