"""A German session hears German from every part of the offline turn (issue 14): what the
tools say, the router's questions, delegation confirmations and a failed command — with the
small local model, whose turns the router and the rules settle without a model call."""

from __future__ import annotations

import pytest

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub


@pytest.fixture
async def german(small_hub: Hub) -> Hub:
    await small_hub.client.set_language(small_hub.session.id, "de")
    return small_hub


async def answer(hub: Hub, text: str) -> str:
    """What Eddie says to ``text`` (nothing is scripted for Eddie: a model call would say
    "(eddie has nothing scripted)")."""
    before = len(await hub.eddie_said())
    await hub.say(text)
    said = [m.content for m in await hub.eddie_said()][before:]
    assert said, text
    return said[0]


async def test_creating_a_project_and_creating_it_again(german: Hub) -> None:
    assert await answer(german, "leg ein projekt urlaub an") == (
        "Ich habe das Projekt urlaub angelegt."
    )
    assert await answer(german, "erstelle ein neues projekt urlaub") == (
        "Du hast schon ein Projekt urlaub; ich nehme es."
    )
    assert [p.name for p in await german.client.projects()] == ["urlaub"]


async def test_projects_and_what_is_running(german: Hub) -> None:
    assert await answer(german, "zeig mir meine projekte") == "Du hast noch keine Projekte."
    for name in ("urlaub", "garten"):
        await german.client.brain.deps.projects.create(name)
    assert await answer(german, "zeig mir meine projekte") == "2 Projekte: urlaub und garten."
    assert await answer(german, "was läuft gerade?") == "Gerade läuft nichts."


async def test_work_handed_to_a_project_then_its_status_and_stop(german: Hub) -> None:
    await german.client.brain.deps.projects.create("urlaub")
    german.script.add("arthur", Reply(text="Drei Flüge gefunden."))
    started = await answer(german, "urlaub: such mir günstige flüge nach rom")
    assert started.startswith(
        "Ich nehme dein Projekt urlaub und habe arthur gebeten, daran zu arbeiten."
    ), started
    assert await answer(german, "was läuft gerade?") == (
        "Gerade läuft nichts. 1 ist fertig und nimmt Nachfragen an: arthur in urlaub."
    )
    assert await answer(german, "stopp den worker in urlaub") == (
        "Ich habe arthur in urlaub gestoppt."
    )
    assert await answer(german, "stopp den worker in urlaub") == (
        "In urlaub läuft nichts; es gab nichts zu stoppen."
    )


async def test_the_inbox_and_an_item_that_is_not_there(german: Hub) -> None:
    assert await answer(german, "was ist in meinem posteingang?") == "Dein Posteingang ist leer."
    inbox = german.client.brain.deps.inbox
    for title in ("Flüge", "Hotels"):
        await inbox.add(source="arthur · urlaub", title=title, body="…", notify_session=None)
    assert await answer(german, "was ist in meinem posteingang?") == (
        "2 Einträge (2 ungelesen): Hotels und Flüge."
    )
    assert await answer(german, "lies eintrag 7") == (
        "Das hat nicht geklappt: in deinem Posteingang gibt es keinen Eintrag 7."
    )


async def test_the_routers_question_and_its_options(german: Hub) -> None:
    await german.client.brain.deps.projects.create("urlaub")
    assert (await answer(german, "urlaub")).startswith("urlaub:")  # nobody there: it opens
    asked = await answer(german, "der maler kommt am freitag um 10")
    assert asked.startswith("Alles klar: der maler kommt, am freitag um 10."), asked
    assert "Eine Stunde vorher erinnern" in asked and "Nein, danke" in asked
    assert await answer(german, "hi") == "Hallo! Was kann ich für dich tun?"


async def test_an_english_session_is_unchanged(small_hub: Hub) -> None:
    assert await answer(small_hub, "create a project called trip") == ("Created the project trip.")
    assert await answer(small_hub, "what's running?") == "Nothing is running."
    assert (await answer(small_hub, "hallo")).startswith("Hallo!")  # German words, as before
    for greeting in ("yo", "good morning eddie!!", "hey there"):  # English words: English
        assert not (await answer(small_hub, greeting)).startswith("Hallo"), greeting


async def test_what_eddie_knows_and_the_help(german: Hub) -> None:
    assert await answer(german, "was weißt du über mich?") == (
        "Über dich habe ich noch nichts gespeichert."
    )
    helped = await answer(german, "hilfe")
    assert helped.startswith("Ich bin Eddie. Schreib einfach"), helped  # the overview, in German
    assert "## " not in helped  # a few words, not the English help pages
