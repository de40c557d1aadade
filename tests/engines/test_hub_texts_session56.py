"""Short texts asked in a whole hub turn reach their writer: a message to the landlord asked
before what it says ("can you write a message to my landlord? the heating …") was the small
model's, a repair email with "call me on …" was remembered as a nickname, an announcement
asked with the verb alone ("email the running club that …") became a schedule and a found
wallet's post a schedule to remove."""

from __future__ import annotations

import pytest

from brain.router.asked_world import text_asked
from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("can you write a message to my landlord? the radiator in flat 2c hasn't worked since "
         "monday, i'm home after 4pm on weekdays",
         ("radiator in flat 2C hasn't worked since Monday", "I'm home after 4pm on weekdays")),
        ("email the property manager, the shower in apt 6 is leaking since friday, im around "
         "after 5pm, call me on 0160 3344556",
         ("Subject: Repair needed in apartment 6", "0160 3344556")),
        ("email the chess club that the next session is thursday 7pm at the library, bring "
         "your own boards",
         ("on Thursday at 7pm at the library", "Please bring your own boards")),
        ("found a grey backpack at the tram stop on king street this morning, make a post for "
         "the street group, text me at 0172 6655443",
         ("FOUND: BACKPACK", "on King Street this morning", "0172 6655443")),
    ],
)  # fmt: skip
async def test_a_short_text_asked_in_a_turn_is_written(
    small_hub: Hub, said: str, has: tuple[str, ...]
) -> None:
    await small_hub.say(said)
    answer = (await small_hub.eddie_said())[-1].content
    for detail in has:
        assert detail in answer, (detail, answer)
    assert await small_hub.client.projects() == []
    assert await small_hub.client.brain.deps.schedules.all() == []


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("email the book club that we meet on friday", True),
        ("text my landlord, the sink is blocked", True),
        ("lost my phone at the gym, make a post for the gym group", True),
        ("make a note that the plumber comes on friday", False),
        ("email the report to my boss on friday", False),
        ("remind me to email the team on monday", False),
    ],
)
def test_a_text_asked_with_the_verb_alone(said: str, asked: bool) -> None:
    assert text_asked(said) is asked


async def test_a_message_from_someone_to_answer_is_no_inbox_question(small_hub: Hub) -> None:
    await small_hub.say("my plumber sent me a message, what should i reply")
    answer = (await small_hub.eddie_said())[-1].content
    assert "What did your plumber write?" in answer and "inbox" not in answer.lower(), answer


async def test_the_details_of_a_text_asked_are_not_remembered(small_hub: Hub) -> None:
    await small_hub.say(
        "email the dentist to book a check-up for me and my daughter, any weekday after 3pm, "
        "my number is 0176 5551234"
    )
    answer = (await small_hub.eddie_said())[-1].content
    assert "0176 5551234" in answer and "remember" not in answer, answer
