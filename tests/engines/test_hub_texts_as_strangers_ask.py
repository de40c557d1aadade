"""Writing requests asked the way strangers ask reach their writer in a whole hub turn on the
small model: a caption with "my starter is called bob" stores no memory, a stall bio with "its
called crumbs" makes no project, a no told to a friend about money gets no money tip."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub
from tests.llm.writing_helpers import has_all


@pytest.mark.parametrize(
    ("said", "has", "never"),
    [
        ("caption pls - pic of my first homemade pasta, third attempt, my daughter is called mia "
         "and she helped", ("My first homemade pasta", "third attempt", "my daughter Mia"),
         ("remember",)),
        ("bio for my bakery stall at the friday market, called crumbs, sourdough, cinnamon buns "
         "and focaccia, all baked fresh that morning",
         ("Crumbs", "I sell sourdough, cinnamon buns and focaccia.", "at the Friday market"),
         ("project",)),
        ("need a short bio for my candle stall, its called wick & wax, soy candles and wax melts, "
         "all hand poured in small batches",
         ("Wick & Wax", "I sell soy candles and wax melts."), ("project",)),
        ("help me let my friend kasia know i wont make it to her wedding in gdansk on 9 august, i "
         "simply cant afford the train and hotel and i feel really guilty",
         ("Dear Kasia,", "your wedding in Gdansk on 9 August",
          "I simply can't afford the train and hotel."),
         ("budget",)),
        ("quick thank you card text for our neighbour priya, she watered the garden for 9 days "
         "while we were in crete",
         ("Dear Priya,", "watering the garden for 9 days while we were in Crete"), ()),
    ],
)  # fmt: skip
async def test_a_writing_request_as_strangers_ask_in_a_turn(
    small_hub: Hub, said: str, has: tuple[str, ...], never: tuple[str, ...]
) -> None:
    await small_hub.say(said)
    has_all((await small_hub.eddie_said())[-1].content, has, never)
    assert await small_hub.client.projects() == []
    assert await small_hub.client.memory.list_facts() == []
