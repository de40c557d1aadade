"""Whole offline turns for the nineteenth session's kinds, said here in other words: a big piece
of writing with no project for it is handed out as new work (a short one is answered), a German
ask with a loose verb goes to the project it names, a plan's own times set no schedule, and a
question of fact near a busy project's topic is answered, not passed on to its worker."""

from __future__ import annotations

import pytest

from brain.models import SessionKind
from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def _projects(hub: Hub) -> set[str]:
    return {p.name for p in await hub.client.brain.deps.projects.list()}


@pytest.mark.parametrize(
    "said",
    [
        "i need a full how-to for moving my mum's laptop to a bigger ssd, every step",
        "make me a complete tutorial on setting up a pihole at home, every step incl router settings",
        "i'd like an in-depth write-up on how to winter-proof a caravan, covering water, gas and battery",
        "erstell mir einen vollständigen leitfaden für den umzug ins ausland, mit allen behörden",
    ],
)
async def test_a_big_piece_of_writing_is_new_work(small_hub: Hub, said: str) -> None:
    said_back = await answer(small_hub, said)
    assert said_back.startswith(("I created the project", "Ich habe das Projekt")), said_back
    assert len(await _projects(small_hub)) == 1


@pytest.mark.parametrize(
    "said",
    [
        "write me a two-line poem about rain",
        "how do i poach an egg",
        "give me 3 tips for falling asleep faster",
        "give me a quick guide for boiling eggs",
    ],
)
async def test_a_small_ask_is_answered_without_a_project(small_hub: Hub, said: str) -> None:
    await answer(small_hub, said)
    assert await _projects(small_hub) == set()


@pytest.mark.parametrize(
    "said",
    [
        "mach mal fürs hoffest ne getränkeliste fertig",
        "stell doch bitte fürs straßenfest ne liste auf",
    ],
)
async def test_a_loose_german_ask_goes_to_the_project_it_names(small_hub: Hub, said: str) -> None:
    for name in ("hoffest", "strassenfest"):
        await small_hub.client.brain.deps.projects.create(name)
    said_back = await answer(small_hub, said)
    assert "Ich nehme dein Projekt" in said_back, said_back


async def test_a_plans_own_times_set_no_schedule(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("guitar")
    said_back = await answer(small_hub, "make a 5 week guitar practice plan, 15 min every evening")
    assert "guitar" in said_back and "Every day" not in said_back, said_back
    assert await small_hub.client.brain.deps.schedules.all() == []


@pytest.mark.parametrize(
    "said",
    [
        "btw how long is the shinkansen ride from tokyo to kyoto",
        "random q, is tap water safe to drink in japan",
        "btw how old is the kinkaku-ji temple",
    ],
)
async def test_a_question_of_fact_is_not_passed_to_the_busy_worker(
    small_hub: Hub, said: str
) -> None:
    brain = small_hub.client.brain
    project = await brain.deps.projects.create("japan_trip")
    await brain.sessions.create(
        project, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
    )
    said_back = await answer(small_hub, said)
    assert not said_back.startswith(("I passed that on", "Remembered")), said_back
