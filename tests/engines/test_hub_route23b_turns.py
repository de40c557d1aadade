"""Whole offline turns for the route23b kinds, said here in other words: an instruction for a
worker called by a nickname reaches the busy worker (no new project), a fear that a worker
crashed shows its state, anything waiting for the user lists the inbox, an item asked for by a
broader word is read, and an appointment told with a worry gets a calming line, no reminder."""

from __future__ import annotations

import pytest

from brain.llm.scripted import Reply
from brain.models import SessionKind
from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def _projects(hub: Hub, *names: str, workers: tuple[str, ...] = ()) -> None:
    brain = hub.client.brain
    for name in names:
        project = await brain.deps.projects.create(name)
        if name in workers:
            await brain.sessions.create(
                project, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
            )


async def test_a_nicknamed_worker_gets_the_instruction(small_hub: Hub) -> None:
    await _projects(
        small_hub, "beschwerde_vermieter", "herb_garden", workers=("beschwerde_vermieter",)
    )
    small_hub.script.add("arthur", Reply(text="Okay, friendlier."))
    await small_hub.say(
        "sag dem Schreib-Bot mal, er soll das netter formulieren, ich wohn da noch länger",
        wait_all=False,
    )
    said_back = (await small_hub.eddie_said())[0].content
    assert "beschwerde_vermieter" in said_back, said_back
    names = {p.name for p in await small_hub.client.brain.deps.projects.list()}
    assert names == {"beschwerde_vermieter", "herb_garden"}


async def test_a_worker_feared_crashed_shows_its_state(small_hub: Hub) -> None:
    await _projects(small_hub, "climbing_gym", "tax_2026", workers=("climbing_gym", "tax_2026"))
    said_back = await answer(
        small_hub, "hang on, is the bouldering thing still on or has it crashed"
    )
    assert said_back.startswith("climbing_gym:"), said_back
    assert small_hub.script.seen == []


async def _inbox(hub: Hub) -> None:
    inbox = hub.client.brain.deps.inbox
    for source, title in (
        ("arthur · boot_charter", "Boot: Haftpflicht-Pflicht in Kroatien"),
        ("arthur · boot_charter", "Boot: Häfen an der Küste"),
        ("arthur · lesekreis", "Lesekreis: Liste 2027"),
    ):
        await inbox.add(source=source, title=title, body=f"{title}.", notify_session=None)


@pytest.mark.parametrize("said", ["so, what's waiting for me?", "was wartet heute auf mich"])
async def test_anything_waiting_lists_the_inbox(small_hub: Hub, said: str) -> None:
    await _inbox(small_hub)
    said_back = await answer(small_hub, said)
    assert "Lesekreis: Liste 2027" in said_back and "Häfen" in said_back, said_back


async def test_an_item_asked_by_a_broader_word_is_read(small_hub: Hub) -> None:
    await _projects(small_hub, "boot_charter", "lesekreis", workers=("boot_charter",))
    await _inbox(small_hub)
    said_back = await answer(small_hub, "mach mal das wegen der Versicherung fürs Boot auf")
    assert "Haftpflicht" in said_back and "Häfen" not in said_back, said_back


async def test_an_appointment_told_with_a_worry_is_calmed(small_hub: Hub) -> None:
    said_back = await answer(
        small_hub,
        "i have the orthodontist tomorrow at 3 and im dreading it, any ideas to stay calm",
    )
    assert "remind" not in said_back.lower() and "breath" in said_back, said_back
    assert await small_hub.client.brain.deps.schedules.all() == []
