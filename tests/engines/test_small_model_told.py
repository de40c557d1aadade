"""News and moods told to Eddie are no commands (issue 14): on the small local model the
router's readings of them ("give it to a project", "did you mean: say hello") were worse than
the true line for them, and a serious low moment gets someone to talk to on any model."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    ("said", "starts"),
    [
        ("my cat died last night, we had her 12 years", "I'm so sorry about your cat."),
        ("i have an interview tomorrow and i am so nervous", "You've got this"),
        ("my daughter said her first words today!", "What a milestone"),
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


async def test_the_weather_is_no_project_that_shares_a_word_with_it(small_hub: Hub) -> None:
    """With a project "sonnet_sunshine", "will the sunshine last tomorrow or is it gonna rain"
    asked the project's status (its name has "sunshine")."""
    await small_hub.client.brain.deps.projects.create("sonnet_sunshine")
    await small_hub.say("will the sunshine last tomorrow or is it gonna rain")
    answer = (await small_hub.eddie_said())[-1].content
    assert "forecast" in answer or "weather" in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "can u write a cute little poem for my niece",
        "schreib mir ein kurzes gedicht über den herbst",
        "write a get well card text for my grandpa",
    ],
)
async def test_a_short_poem_or_card_text_is_no_project(small_hub: Hub, said: str) -> None:
    await small_hub.say(said)
    assert await small_hub.client.brain.deps.projects.list() == []


async def test_a_phrase_asked_in_another_language_is_translated_not_a_switch(
    small_hub: Hub,
) -> None:
    """ "merry christmas in french" switched Eddie to French (the router read a language)."""
    await small_hub.say("merry christmas in french?")
    answer = (await small_hub.eddie_said())[-1].content
    assert "noël" in answer.lower(), answer
    await small_hub.say("thx")
    thanked = (await small_hub.eddie_said())[-1].content  # still English, not French
    assert thanked.isascii() and not {"merci", "rien", "plaisir"} & set(thanked.lower().split())
