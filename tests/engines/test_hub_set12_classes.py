"""Requests a stranger's set found misread (issue 14, answers set 12): a haiku about Mondays set
a recurring job, a date count with "(same year)" and a German discount with "was zahl ich dann"
reached the model, a phone that "keeps dying" and a limescale spot in the shower got nothing."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from brain.llm.tiny_lines import known_answer
from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    "said", ["a short poem about fridays pls", "write a silly song about sundays"]
)
async def test_a_creative_ask_about_a_weekday_sets_no_schedule(small_hub: Hub, said: str) -> None:
    await small_hub.say(said)
    assert await small_hub.client.brain.deps.schedules.all() == []


async def test_a_weekly_joke_asked_for_is_still_scheduled(small_hub: Hub) -> None:
    await small_hub.say("every friday at 8 send me a joke")
    assert len(await small_hub.client.brain.deps.schedules.all()) == 1


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("how many days from june 1 to july 4 (same year)?", "en", "33 days"),
        ("30% rabatt auf 120 euro, was zahle ich am ende", "de", "84"),
    ],
)
def test_sums_with_a_tail_are_worked_out(said: str, language: str, has: str) -> None:
    found = FastPath.bundled().match(said, language=language)
    assert found is not None and has in str(found.action["message"])


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my phone keeps dying by 3pm, what can i do", "en", "low-power mode"),
        ("hartnäckige kalkflecken an der dusche, was hilft", "de", "Essig"),
    ],
)
def test_everyday_problems_said_loosely_get_their_tip(said: str, language: str, has: str) -> None:
    assert has in (known_answer(said, language) or "")
