"""Whole offline turns on the small model for kinds said loosely (phrasings written for this
file): a part a project lacks is handed to its worker, never met by a safety line; a small tool
asked softly is new work; the projects asked for with "lost track" are listed, with no
condolences; a recall about one topic shows that topic; a limit for a busy worker reaches it."""

from __future__ import annotations

import pytest

from brain.models import SessionKind
from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def _worker_was_asked(hub: Hub, words: str) -> None:
    asked = [str(m.get("content")) for engine, msgs in hub.script.seen for m in msgs
             if engine == "arthur" and m.get("role") == "user"]  # fmt: skip
    assert any(words in text for text in asked), hub.script.seen
    assert all(engine != "eddie" for engine, _messages in hub.script.seen)  # no model answer


@pytest.mark.parametrize(
    ("said", "words"),
    [
        ("the forage book lacks a part on which mushrooms are edible - could you write it up",
         "which mushrooms are edible"),
        ("the forage book is missing a section on poisonous berries, can you add one",
         "poisonous berries"),
        ("im forage book fehlt noch ein kapitel, welche pilze giftig sind – kannst du das schreiben",
         "welche pilze giftig sind"),
    ],
)  # fmt: skip
async def test_a_part_the_project_lacks_goes_to_its_worker_with_no_safety_line(
    small_hub: Hub, said: str, words: str
) -> None:
    await small_hub.client.brain.deps.projects.create("forage_book")
    reply = await answer(small_hub, said)
    assert "forage_book" in reply and "look-alikes" not in reply and "Doppelgänger" not in reply
    await _worker_was_asked(small_hub, words)
    assert [p.name for p in await small_hub.client.projects()] == ["forage_book"]


async def test_a_part_lacking_said_as_a_complaint_is_still_work(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("garden_handbook")
    said = "there's still no section on tomato blight in the garden handbook, can you add it"
    reply = await answer(small_hub, said)
    assert "garden_handbook" in reply and "frustrating" not in reply, reply
    await _worker_was_asked(small_hub, "tomato blight")


async def test_someone_about_to_eat_a_mushroom_still_gets_the_careful_line(
    small_hub: Hub,
) -> None:
    await small_hub.client.brain.deps.projects.create("forage_book")
    reply = await answer(small_hub, "is this mushroom with white gills safe to eat?")
    assert "look-alikes" in reply, reply


@pytest.mark.parametrize(
    ("said", "words"),
    [
        ("would you mind hacking together a small tool that merges my pdf invoices",
         "merges my pdf invoices"),
        ("kannst du mir ein kleines tool bauen, das meine rechnungen nach monat sortiert",
         "nach monat sortiert"),
    ],
)  # fmt: skip
async def test_a_small_tool_asked_softly_is_built_by_a_worker(
    small_hub: Hub, said: str, words: str
) -> None:
    await answer(small_hub, said)
    assert len(await small_hub.client.projects()) == 1
    await _worker_was_asked(small_hub, words)


@pytest.mark.parametrize(
    "said",
    [
        "ich hab den überblick verloren, was für projekte hab ich eigentlich",
        "can you remind me of my projects",
    ],
)
async def test_the_projects_asked_loosely_are_named(small_hub: Hub, said: str) -> None:
    for name in ("tool_shed", "choir"):
        await small_hub.client.brain.deps.projects.create(name)
    reply = await answer(small_hub, said)
    assert "tool_shed" in reply and "choir" in reply, reply
    assert "leid" not in reply and "sorry" not in reply, reply


async def test_a_recall_about_one_topic_shows_what_was_told_of_it(small_hub: Hub) -> None:
    await small_hub.say("my sister is called lena")
    await small_hub.say("my brother is called tom")
    reply = await answer(small_hub, "do you remember anything i said about my sister")
    assert "Lena" in reply and "Tom" not in reply and "Partly" not in reply, reply


async def test_asking_whether_eddie_remembers_at_all_gets_how_it_does(small_hub: Hub) -> None:
    reply = await answer(small_hub, "do you remember things?")
    assert reply.startswith("Partly"), reply


async def test_a_limit_with_its_reason_reaches_the_busy_worker(small_hub: Hub) -> None:
    brain = small_hub.client.brain
    project = await brain.deps.projects.create("bike_hunt")
    await brain.sessions.create(
        project, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
    )
    reply = await answer(small_hub, "with the bike hunt, just used ones, i'm broke")
    assert reply == "I passed that on to arthur in bike_hunt.", reply
    assert await answer(small_hub, "what's the bike hunt doing?") != reply
