"""A judgement on health, safety or sense that no true line answers ("is it bad to …",
"which is healthier, …", "is X healthier than Y") is not left to the small model, whose
one-line verdict is a coin toss: Eddie says it can't advise that well offline, without a
model call. Questions with a true line, or about Eddie, keep their answers; a nickname for
Eddie is taken kindly."""

from __future__ import annotations

import pytest

from brain.llm.answer_trust import asks_verdict
from brain.llm.guard import NO_STEPS
from brain.llm.tiny_facts import known_fact
from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    "said",
    [
        "is it bad to sit cross-legged all day",
        "is it ok to run on a full stomach",
        "which is healthier, oat milk or soy milk",
        "is brown rice healthier than white rice",
        "would it be a good idea to quit sugar completely",
        "ist es ungesund, wenn ich jeden tag eier esse",
    ],
)
async def test_a_verdict_is_not_guessed(small_hub: Hub, said: str) -> None:
    await small_hub.say(said)
    reply = (await small_hub.eddie_said())[-1].content
    assert reply in NO_STEPS.values() or "Modell" in reply
    assert small_hub.script.seen == []


@pytest.mark.parametrize(
    "said",
    ["is it ok if i just call you ed", "mind if i call you chief", "darf ich dich eds nennen"],
)
async def test_a_nickname_for_eddie_is_fine(small_hub: Hub, said: str) -> None:
    await small_hub.say(said)
    reply = (await small_hub.eddie_said())[-1].content
    assert reply.startswith(("Sure, call me", "Klar, nenn mich"))


@pytest.mark.parametrize(
    "said",
    [
        "is it ok to call you later",
        "is an ostrich bigger than an emu",
        "is it ok if i vent for a minute",
        "is it bad that i still miss her",
        "is it normal to cry at adverts",
    ],
)
def test_other_questions_are_no_verdicts(said: str) -> None:
    assert not asks_verdict(said)


@pytest.mark.parametrize(
    ("asked", "named"),
    [
        ("which planet has the biggest rings", "Saturn"),
        ("which planet is the biggest", "Jupiter"),
    ],
)
def test_the_rings_are_saturns_and_the_size_jupiters(asked: str, named: str) -> None:
    assert (known_fact(asked) or "").startswith(named)
