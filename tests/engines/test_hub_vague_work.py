"""Work asked for without saying what ("kannst du da mal was recherchieren", "add that to the
project") gets a question, and the answer completes the request (issue 14, held-out set 11:
both went to the small model, which answered as if it knew the task)."""

from __future__ import annotations

import pytest

from brain.router.hub import route_for_hub
from tests.engines.conftest import Hub


async def _projects(hub: Hub) -> set[str]:
    return {p.name for p in await hub.client.brain.deps.projects.list()}


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("could you research that for me", "What should be done?"),
        ("könntest du dich da mal drum kümmern", "Was genau soll gemacht werden?"),
        ("could you look into that pls", "What should be done?"),
        ("kannst du das übernehmen", "Was genau soll gemacht werden?"),
    ],
)
async def test_work_without_the_work_is_asked_for(small_hub: Hub, said: str, asked: str) -> None:
    await small_hub.client.brain.deps.projects.create("garden")
    route = await route_for_hub(small_hub.client.brain.deps, said)
    assert route.decision == "ask" and (route.question or "").startswith(asked), route


async def test_the_answer_says_what_and_the_work_is_handed_out(small_hub: Hub) -> None:
    await small_hub.say("can you research that for me")
    assert (await small_hub.eddie_said())[-1].content.startswith("What should be done?")
    await small_hub.say("the cheapest direct flights from hamburg to lisbon in may")
    assert len(await _projects(small_hub)) == 1  # handed out, with the task said
    (worker, messages), *_ = small_hub.script.seen  # Eddie's model was never asked
    assert worker == "arthur" and "lisbon in may" in str(messages[-1]["content"])


@pytest.mark.parametrize(
    "said",
    [
        "research the quietest dishwashers under 600 euros",
        "hallo zusammen",
        "that's it, thanks",
    ],
)
async def test_work_said_in_full_or_no_work_is_not_asked_about(small_hub: Hub, said: str) -> None:
    route = await route_for_hub(small_hub.client.brain.deps, said)
    assert route.question is None or "What should be done" not in route.question


@pytest.mark.parametrize("said", ["kümmer dich mal drum", "can you deal with it"])
async def test_an_unsure_reading_of_work_without_the_work_is_asked_for_too(
    small_hub: Hub, said: str
) -> None:
    await small_hub.say(said)  # the router is unsure it is work at all: the hub still asks
    assert (await small_hub.eddie_said())[-1].content.startswith(
        ("What should be done?", "Was genau soll gemacht werden?")
    )
    await small_hub.say("compare electricity providers for a two-person flat")
    assert len(await _projects(small_hub)) == 1


async def test_unsure_work_that_points_at_something_never_said_is_asked_about(
    small_hub: Hub,
) -> None:
    await small_hub.client.brain.deps.projects.create("garden")
    await small_hub.say("could u take care of that stuff we discussed")
    said = (await small_hub.eddie_said())[-1].content
    assert said.startswith(("What do you mean", "What should be done")), said
    assert await _projects(small_hub) == {"garden"}  # nothing handed out, nothing created
