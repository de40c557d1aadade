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


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("flight home got cancelled and now i'm stranded in lisbon", "en"),
        ("the last train was cancelled, looks like i'm stuck in crewe overnight", "en"),
        ("missed the connection in zurich, stuck at the airport until the morning flight", "en"),
        ("our plane was diverted to bremen, no idea when we get home", "en"),
        ("bahn streikt, wir stecken in würzburg fest", "de"),
        ("unser anschlusszug ist ausgefallen, jetzt hängen wir in göttingen fest", "de"),
        ("flug annulliert und ich sitze am flughafen fest bis morgen früh", "de"),
    ],
)
def test_a_journey_gone_wrong_is_heard_before_any_pointer(said: str, language: str) -> None:
    answer = known_answer(said, language) or ""
    first = answer.split(". ")[0]
    assert "sorry" in first or "tut mir leid" in first, answer
    assert "Hotel" in answer or "hotel" in answer, answer
    assert "receipt" in answer or "Belege" in answer, answer
    assert "EU" not in answer and len(answer.split()) <= 60, answer


@pytest.mark.parametrize(
    "said",
    [
        "my flight was cancelled, am i owed compensation?",
        "stuck in traffic, gonna be late for dinner",
        "stuck at the station waiting for my cousin",
        "is the 7:40 train to leeds cancelled",
        "the meeting got cancelled, yay",
    ],
)
def test_no_stranded_line_for_a_question_or_another_kind_of_stuck(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "hotel or meal vouchers" not in answer, answer
