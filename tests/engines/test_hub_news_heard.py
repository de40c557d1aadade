"""News no fixed kind knows, told to the small model, gets a line that fits its tone (sad, glad
or frustrating) instead of the model's guess ("That's great news!" for a friend moving abroad);
questions and requests still go their usual way."""

from __future__ import annotations

import pytest

from brain.models import SessionKind
from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


@pytest.mark.parametrize(
    ("said", "part"),
    [
        ("my flatmate is moving back to portugal in the spring", "that's hard"),
        ("we split up last weekend after four years", "that's hard"),
        ("the upstairs neighbours are drilling at 7am on a sunday", "frustrating"),
        ("the letting agent still hasn't sent the deposit back", "chase it up"),
        ("die bahn ist schon wieder ausgefallen", "ärgerlich"),
        ("just got back from a 5k run in the rain", "well done"),
        ("finally sold the old sofa on ebay", "well done"),
        ("endlich mein altes fahrrad verkauft", "super gemacht"),
        ("endlich die alte kommode verkauft", "super gemacht"),
        ("hab endlich den kleinen schuppen fertig", "🎉"),
        ("the plumber finally showed up and the pipes are fine after all", "relief"),
        ("phew, the vet says nothing is broken", "relief"),
        ("gott sei dank ist beim sturz nichts passiert", "Stein vom Herzen"),
        ("haha the toddler put the remote in the fridge", "what a picture"),
        ("my dad tried to parallel park for ten minutes and gave up lmao", "what a picture"),
        ("my laptop just died in the middle of my essay", "frustrating"),
        ("the washing machine just died mid-cycle", "frustrating"),
    ],
)
async def test_news_gets_a_line_in_its_tone(small_hub: Hub, said: str, part: str) -> None:
    reply = await answer(small_hub, said)
    assert part in reply, reply
    assert small_hub.script.seen == []  # no model call, no worker


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        ("the printer won't print again", "well done"),
        ("i didn't pass the test", "well done"),
        ("we're moving to a bigger flat next month", "that's hard"),
        ("is the boiler fine now?", "relief"),
        ("my phone died again lol", "that's hard"),
        ("tell the plumber the pipes are fine lol", "relief"),
        ("lol what's the tallest mountain in africa", "what a picture"),
    ],
)
async def test_near_misses_get_no_wrong_tone(small_hub: Hub, said: str, wrong: str) -> None:
    assert wrong not in await answer(small_hub, said)


async def test_news_on_a_busy_projects_topic_is_answered_not_passed_on(small_hub: Hub) -> None:
    brain = small_hub.client.brain
    project = await brain.deps.projects.create("goat_fence")
    await brain.sessions.create(
        project, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
    )
    said = await answer(small_hub, "lol the goats got out again and ate the neighbours roses")
    assert "passed that on" not in said and "what a picture" in said, said
    said = await answer(small_hub, "the goat fence should be 1.5 m high, not 1.2")
    assert "passed that on" in said, said  # a correction for the worker still reaches it


@pytest.mark.parametrize(
    ("said", "line"),
    [
        ("my cousin starts university in october", "Thanks for telling me"),
        ("we finally have a dishwasher", "Thanks for telling me"),
        ("our team has a new boss since monday", "Thanks for telling me"),
        ("mein bruder zieht nächste woche bei uns ein", "Danke, dass du mir das erzählst"),
        ("we finally have snow here", "Snow!"),
    ],
)
async def test_news_of_no_kind_gets_a_kind_word(small_hub: Hub, said: str, line: str) -> None:
    reply = await answer(small_hub, said)
    assert reply.startswith(line), reply
    assert small_hub.script.seen == []  # no model call, no worker, no question back


@pytest.mark.parametrize(
    "said",
    [
        "my cousin starts university in october, what could i gift her",
        "the cheapest flights to rome",
        "can you tell me a fun fact about owls",
    ],
)
async def test_requests_get_no_kind_word_for_news(small_hub: Hub, said: str) -> None:
    reply = await answer(small_hub, said)
    assert "Thanks for telling me" not in reply, reply


@pytest.mark.parametrize(
    ("said", "part"),
    [
        ("endlich die altbauwohnung am markt bekommen!!", "zur Altbauwohnung am Markt"),
        ("hab den studienplatz in leipzig gekriegt", "zum Studienplatz in Leipzig"),
        ("landed the job at the library omg", "Congratulations on the job at the library"),
        ("we got the flat near the park!!!", "Congratulations on the flat near the park"),
    ],
)
async def test_what_the_user_got_is_named(small_hub: Hub, said: str, part: str) -> None:
    reply = await answer(small_hub, said)
    assert part in reply, reply
    assert small_hub.script.seen == []  # no model call, no worker, no question back
