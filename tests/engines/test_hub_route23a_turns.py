"""Whole offline turns for work asked loosely (route 23a), said here in other words: a formal
letter that must hold legally is handed out (a short text is still written), a folder asked
for by its name is made, and "the bigger one" said first in a conversation is asked about
(after Eddie offered a choice it picks from that)."""

from __future__ import annotations

import pytest

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def _projects(hub: Hub) -> set[str]:
    return {p.name for p in await hub.client.brain.deps.projects.list()}


@pytest.mark.parametrize(
    "said",
    [
        "könntest du ein schreiben an meinen vermieter verfassen wegen dem schimmel im"
        " schlafzimmer, mit fristsetzung, das muss juristisch wasserdicht sein",
        "please draft a formal letter to the property manager about the leaking roof, set a 14"
        " day deadline, it has to stand up legally",
    ],
)
async def test_a_letter_that_must_hold_legally_is_handed_out(small_hub: Hub, said: str) -> None:
    await small_hub.client.brain.deps.projects.create("sourdough")
    await small_hub.say(said, wait_all=False)  # the worker it starts has nothing scripted
    said_back = (await small_hub.eddie_said())[0].content
    assert said_back.startswith(("I created the project", "Ich habe das Projekt")), said_back
    assert len(await _projects(small_hub)) == 2


async def test_a_short_text_to_the_landlord_is_no_project(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("sourdough")
    await answer(small_hub, "write a short text to the landlord that the boiler works again")
    assert await _projects(small_hub) == {"sourdough"}


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("set up a folder called bike repairs, ill drop notes in there later", "bike_repairs"),
        ("make an empty space named pottery glazes, notes will come later", "pottery_glazes"),
    ],
)
async def test_a_folder_asked_for_by_its_name_is_made(small_hub: Hub, said: str, name: str) -> None:
    await small_hub.client.brain.deps.projects.create("sourdough")
    said_back = await answer(small_hub, said)
    assert name in await _projects(small_hub), said_back


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("pls just get the smaller one", "What do you mean by “the smaller one”?"),
        ("go ahead and reserve the later one", "What do you mean by “the later one”?"),
        ("bestell mal das billigere", "Was meinst du mit „das billigere“?"),
    ],
)
async def test_one_of_things_never_mentioned_is_asked_about(
    small_hub: Hub, said: str, asked: str
) -> None:
    await small_hub.client.brain.deps.projects.create("sourdough")
    said_back = await answer(small_hub, said)
    assert said_back.startswith(asked), said_back
    assert small_hub.script.seen == []  # no guess from the model
    assert await _projects(small_hub) == {"sourdough"}


async def test_one_of_the_things_eddie_offered_is_a_follow_up(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text="You could take the 30 l pack or the 45 l pack."))
    small_hub.script.add("eddie", Reply(text="The 45 l one it is."))
    await answer(small_hub, "which hiking backpack should i take for three days")
    said_back = await answer(small_hub, "ok i'll take the bigger one")
    assert not said_back.startswith("What do you mean"), said_back
