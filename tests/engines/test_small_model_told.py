"""News and moods told to Eddie are no commands (issue 14): on the small local model the
router's readings of them ("give it to a project", "did you mean: say hello") were worse than
the true line for them, and a serious low moment gets someone to talk to on any model."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    ("said", "starts"),
    [
        ("my cat died last night, we had her 12 years", "I'm so sorry."),
        ("i have an interview tomorrow and i am so nervous", "You've got this"),
        ("my daughter said her first words today!", "Congratulations"),
        ("sometimes i think about hurting myself", "I'm really sorry you're feeling like this"),
    ],
)
async def test_news_and_moods_get_their_line_not_a_command(
    small_hub: Hub, said: str, starts: str
) -> None:
    await small_hub.say(said)
    answer = (await small_hub.eddie_said())[-1].content
    assert answer.startswith(starts), answer
    assert await small_hub.client.brain.deps.projects.list() == []  # no project made of it
    assert small_hub.script.seen == []  # no model call either
