"""Everyday sums through a whole offline hub turn with the small local model (nothing is
scripted for Eddie, so a model call would show): the rules answer them before the router,
the memory or the model can take them for something else."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub


async def answer(hub: Hub, text: str) -> str:
    before = len(await hub.eddie_said())
    await hub.say(text)
    said = [m.content for m in await hub.eddie_said()][before:]
    assert said, text
    return said[0]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm 5 foot 7 in cm", "5 feet 7 inches is 170.18 centimetres."),
        (
            "off at 6:50, the trip takes 1h25, when do we arrive",
            "You'd arrive at 8:15: 1 h 25 min after 6:50.",
        ),
        ("what day of the week was 1 may 2000", "May 1, 2000 was a Monday."),
        ("5 of us are sharing 62.50, how much each", "That's 12.50 each."),
        ("how many days are in a leap year", "A normal year has 365 days; a leap year has 366"),
        # an alarm asked for is worked out, not set as a reminder
        (
            "train at 7:50, the walk to the station is 20 min and i need 40 min to get ready, "
            "when should my alarm go off",
            "7:50 − 20 min − 40 min = 6:50.",
        ),
        ("the baby was 6 lb 12 oz, what's that in kg", "6 pounds 12 ounces is about 3.06"),
        (
            "curry serves 4: 600 g chicken, 2 onions, it's just me and my sister tonight",
            "For 2 instead of 4: multiply by 0.5, so 600 g chicken becomes 300 g",
        ),
    ],
)
async def test_everyday_sums_in_a_hub_turn(small_hub: Hub, text: str, expected: str) -> None:
    assert (await answer(small_hub, text)).startswith(expected)


async def test_a_german_bill_split_in_a_german_session(small_hub: Hub) -> None:
    await small_hub.client.set_language(small_hub.session.id, "de")
    assert (
        await answer(small_hub, "rechnung 150 euro durch 4 leute") == "Das sind 37,50 pro Person."
    )
