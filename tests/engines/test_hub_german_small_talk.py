"""German small talk and simple questions through the whole offline turn (issue 14): with the
small local model, which speaks no German, a how-are-you in passing, a mood, Eddie's name and
a simple fact about Germany get a German answer from data, not "Das kann ich auf Deutsch
nicht sicher beantworten" and not a bare hello."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub


@pytest.fixture
async def german(small_hub: Hub) -> Hub:
    await small_hub.client.set_language(small_hub.session.id, "de")
    return small_hub


async def answer(hub: Hub, text: str) -> str:
    before = len(await hub.eddie_said())
    await hub.say(text)
    said = [m.content for m in await hub.eddie_said()][before:]
    assert said, text
    return said[0]


async def test_a_how_are_you_in_passing_is_answered_as_one(german: Hub) -> None:
    for said in ("na, alles klar?", "hi, wie gehts dir so?", "moin, alles fit bei dir?"):
        line = await answer(german, said)
        assert line.startswith("Mir geht's gut") and "helfen" in line, (said, line)
    assert await answer(german, "na alles klar") == (
        "Alles klar bei mir, danke! Was kann ich für dich tun?"
    )
    assert await answer(german, "hi") == "Hallo! Was kann ich für dich tun?"


async def test_moods_and_eddies_name_get_their_german_line(german: Hub) -> None:
    assert (await answer(german, "mir ist langweilig")).startswith("Langweilig? Ein paar Ideen")
    assert (await answer(german, "bin schlecht drauf")).startswith("Manche Tage sind einfach so")
    morning = await answer(german, "morgen, hab kaum geschlafen")
    assert morning.startswith("Guten Morgen! Schlecht geschlafen"), morning
    assert "einfach der Name" in await answer(german, "warum heisst du eddie")


async def test_simple_questions_about_germany_are_answered_from_data(german: Hub) -> None:
    assert "2.962" in await answer(german, "wie hoch ist die zugspitze")
    assert "16 Bundesländer" in await answer(german, "wieviele bundeslaender hat deutschland")
    assert "3. Oktober" in await answer(german, "wann ist der tag der deutschen einheit")
