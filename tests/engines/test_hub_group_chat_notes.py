"""A reminder, heads-up or announcement asked for a group chat in a whole hub turn is a text to
send with every detail, never a reminder scheduled for the user (it was "I'll remind you on Sun
… to write a reminder for the family group chat", or a question whether to remind about the
visit told in it); "remind me to …" still schedules."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("write a reminder for the family group chat: sunday lunch at nan's 1pm, bring dessert",
         ("Just a quick reminder:", "Sunday lunch at nan's 1pm.", "Bring dessert!")),
        ("heads-up for the family chat: grandpa is coming sunday at 3, bring cake",
         ("Grandpa is coming Sunday at 3.", "Bring cake!")),
        ("schreib eine erinnerung für die familiengruppe: sonntag 13 uhr essen bei oma, jeder "
         "bringt einen salat mit",
         ("Kurze Erinnerung:", "Sonntag 13 Uhr essen bei Oma.", "Jeder bringt einen Salat mit")),
        ("remind the running club that saturday's run starts 8am at the park gate, 10k",
         ("Saturday's run starts 8am at the park gate, 10k.",)),
    ],
)  # fmt: skip
async def test_a_group_note_is_written_not_scheduled(
    small_hub: Hub, said: str, has: tuple[str, ...]
) -> None:
    await small_hub.say(said)
    answer = (await small_hub.eddie_said())[-1].content
    for detail in has:
        assert detail in answer, (detail, answer)
    assert await small_hub.client.brain.deps.schedules.all() == []


async def test_remind_me_still_schedules(small_hub: Hub) -> None:
    await small_hub.say("remind me to bring dessert to nan's on sunday at 1pm")
    [schedule] = await small_hub.client.brain.deps.schedules.all()
    assert "dessert" in schedule.prompt
