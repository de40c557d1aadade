"""Texts asked in a whole hub turn fit who gets them: a friend is told the plan is off because
of a cold, with another day offered (not the work sick note), and a note for the neighbours'
door about late music is written whole and signed. Nothing becomes a project or a reminder."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    ("said", "has", "never"),
    [
        ("caught a cold, have to cancel the cinema with my friend oskar on friday, write him a "
         "text", ("Hi Oskar,", "cinema on Friday", "Could we move it"), ("come in", "colleague")),
        ("the flat above us played loud music till 2 yesterday, please write a polite note for their "
         "door", ("until about 2 am", "keep the volume down", "Your neighbours from downstairs"),
         ("Dear Mr",)),
    ],
)  # fmt: skip
async def test_a_text_in_a_turn_fits_who_gets_it(
    small_hub: Hub, said: str, has: tuple[str, ...], never: tuple[str, ...]
) -> None:
    await small_hub.say(said)
    answer = (await small_hub.eddie_said())[-1].content
    for detail in has:
        assert detail in answer, (detail, answer)
    for word in never:
        assert word not in answer, (word, answer)
    assert await small_hub.client.projects() == []
    assert await small_hub.client.brain.deps.schedules.all() == []
