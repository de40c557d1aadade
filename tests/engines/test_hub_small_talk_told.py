"""Small talk through the whole offline turn with the small local model: a tiring day told in
German gets German empathy (not "nur Befehle auf Deutsch"), a what-if asked of Eddie is no
day off of the user's, and an apology to Eddie is accepted; none of them starts work."""

from __future__ import annotations

from tests.engines.conftest import Hub


async def answer(hub: Hub, text: str) -> str:
    before = len(await hub.eddie_said())
    await hub.say(text)
    said = [m.content for m in await hub.eddie_said()][before:]
    assert said, text
    return said[0]


async def test_a_long_day_in_german_gets_german_empathy(small_hub: Hub) -> None:
    await small_hub.client.set_language(small_hub.session.id, "de")
    line = await answer(small_hub, "boah bin total k.o., drei meetings hintereinander")
    assert line.startswith("Uff") and "kein Wunder" in line, line
    assert "Befehle" not in line
    line = await answer(small_hub, "montag... 🙄")
    assert line.startswith("Ach, Montag"), line


async def test_small_talk_in_english_gets_its_line_and_starts_no_work(small_hub: Hub) -> None:
    line = await answer(small_hub, "if you could take a day off what would you do")
    assert "I'm an AI" in line and "Enjoy it" not in line, line
    line = await answer(small_hub, "sorry for snapping at you earlier")
    assert "apology accepted" in line, line
    line = await answer(small_hub, "back at the gym after like 6 months, legs are jelly haha")
    assert "first session back" in line, line
    assert not [p for p in await small_hub.client.processes() if p.engine != "eddie"]  # no worker
    assert not [s for s in small_hub.script.seen if s[0] == "eddie"]  # no model was asked
