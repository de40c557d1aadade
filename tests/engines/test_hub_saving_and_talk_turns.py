"""Whole offline hub turns with the small local model: how long saving takes is worked out (not
set up as a monthly job or declined), a laugh at Eddie in English is answered in English, a
pet's years together are named, and dying houseplants get no basil."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "want 950 for a new mattress, i can put away 80 every month, how long will it take",
            "950 ÷ 80 ≈ 11.88, so 12 months: 11 months of 80 and 70 in the last one.",
        ),
        (
            "saving up 360 for a bike rack, can spare 30 a week, how many weeks is that",
            "360 ÷ 30 = 12 weeks.",
        ),
    ],
)
async def test_saving_time_in_a_hub_turn(small_hub: Hub, text: str, expected: str) -> None:
    assert await answer(small_hub, text) == expected


async def test_saving_without_a_rate_is_not_made_up(small_hub: Hub) -> None:
    said = await answer(small_hub, "need 950 for a new mattress, how long will it take")
    assert "÷" not in said and "months" not in said


async def test_talk_in_a_hub_turn(small_hub: Hub) -> None:
    funny = await answer(small_hub, "wow you're actually so funny")
    assert "😄" in funny and "Danke" not in funny
    pet = await answer(small_hub, "our tortoise died yesterday, we had him for 30 years")
    assert "30 years together" in pet and pet.endswith("tell me about him.")
    plants = await answer(small_hub, "all my pot plants keep dying though i water them daily")
    assert "basil" not in plants.lower() and "water" in plants
