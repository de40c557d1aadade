"""News no fixed kind knows, told to the small model, gets a line that fits its tone (sad, glad
or frustrating) instead of the model's guess ("That's great news!" for a friend moving abroad);
questions and requests still go their usual way."""

from __future__ import annotations

import pytest

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
    ],
)
async def test_near_misses_get_no_wrong_tone(small_hub: Hub, said: str, wrong: str) -> None:
    assert wrong not in await answer(small_hub, said)


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
