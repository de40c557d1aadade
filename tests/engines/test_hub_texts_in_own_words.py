"""Writing requests reach their writer in a whole hub turn on the small model and keep every
detail: an instruction in the request said to the person, a meeting moved with its reason, a
caption for a first loaf with its tries and helper, a no to a wedding with place and date, a
thank-you card with the favour and the place, and a stall's bio with nothing made up. No
project, no schedule is made, no memory stored."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub
from tests.llm.writing_helpers import has_all


@pytest.mark.parametrize(
    ("said", "has", "never"),
    [
        ("hey could you write a text to my landlord mr dunne, the bathroom fan has been broken "
         "since friday, ask him if someone can come and fix it",
         ("Dear Mr. Dunne", "The bathroom fan has been broken since Friday.",
          "Could someone come and fix it?"), ("ask him", "ask you")),
        ("schreib meinem vermieter, dass die spülmaschine nicht geht, frag ihn ob jemand morgen "
         "kommen kann",
         ("Die Spülmaschine geht nicht.", "Kann jemand morgen kommen?"), ("frag ihn", "Projekt")),
        ("draft a short email to the team that the weekly planning moves to 2pm from tuesday on "
         "because of the all-hands",
         ("Hi all", "moves to 2pm from Tuesday on because of the all-hands."), ("Of the",)),
        ("instagram caption: my first loaf of rye after 5 attempts, thanks to my starter doris",
         ("first loaf of rye", "after 5 attempts", "my starter Doris"), ()),
        ("please help me decline my friend amira's wedding in seville on 3 may",
         ("Dear Amira,", "wedding in Seville on 3 May"), ("be there: in",)),
        ("thank you card for my neighbour mr lee who fed my cat for ten days while i was in peru",
         ("Dear Mr. Lee,", "feeding my cat for ten days while I was in Peru"), ()),
        ("can you do a short 3 line bio for my little stall 'hive house' which sells heather honey "
         "and beeswax wraps",
         ("Hive House", "I sell heather honey and beeswax wraps."), ("I'm ",)),
    ],
)  # fmt: skip
async def test_a_writing_request_keeps_every_detail_in_a_turn(
    small_hub: Hub, said: str, has: tuple[str, ...], never: tuple[str, ...]
) -> None:
    await small_hub.say(said)
    has_all((await small_hub.eddie_said())[-1].content, has, never)
    assert await small_hub.client.projects() == []
    assert await small_hub.client.brain.deps.schedules.all() == []
    assert await small_hub.client.memory.list_facts() == []
