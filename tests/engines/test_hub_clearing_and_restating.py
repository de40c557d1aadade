"""Clearing reminders in one go and correcting what was just told, on the small local model
without a model call: "wipe my reminders" removes each of them (and says which); a name
word never matches inside another word; a timer says the length it was asked for; a bare
"actually her name is …" right after a fact corrects that fact; a fact asked for with other
words than it was told in ("who is …", German, "where do i …") is found."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub
from tests.engines.test_hub_reminders import berlin_clock


async def _three_set(hub: Hub) -> None:
    berlin_clock(hub.client, "2026-12-04 10:00")
    for said in (
        "remind me tomorrow at 8 to ring the locksmith",
        "remind me at 6pm to ring grandpa",
        "every thursday at 7 remind me to put the recycling out",
    ):
        await hub.say(said)


async def _left(hub: Hub) -> list[str]:
    return sorted(s.prompt for s in await hub.client.brain.deps.schedules.all())


@pytest.mark.parametrize(
    "said",
    [
        "wipe all my reminders",
        "please delete every reminder",
        "clear my reminders",
        "lösch bitte alle meine erinnerungen",
    ],
)
async def test_all_reminders_go_at_once_and_are_named(small_hub: Hub, said: str) -> None:
    await _three_set(small_hub)
    await small_hub.say(said)
    reply = (await small_hub.eddie_said())[-1].content
    assert await _left(small_hub) == []
    assert "locksmith" in reply and "grandpa" in reply and "recycling" in reply
    assert small_hub.script.seen == []


async def test_the_ones_a_word_names_go_and_the_rest_stays(small_hub: Hub) -> None:
    await _three_set(small_hub)
    await small_hub.say("cancel the ring reminders")
    assert await _left(small_hub) == ["put the recycling out"]


@pytest.mark.parametrize(
    "said",
    [
        "remove one of my reminders",
        "delete all reminders except the recycling one",
        "cancel my reminders for next week",
    ],
)
async def test_some_of_them_never_removes_all(small_hub: Hub, said: str) -> None:
    await _three_set(small_hub)
    await small_hub.say(said)
    assert len(await _left(small_hub)) == 3


async def test_one_named_among_several_is_still_asked_about(small_hub: Hub) -> None:
    await _three_set(small_hub)
    await small_hub.say("cancel the ring reminder")
    assert (await small_hub.eddie_said())[-1].meta.options  # which of the two?
    assert len(await _left(small_hub)) == 3


async def test_a_word_inside_another_word_names_no_reminder(small_hub: Hub) -> None:
    berlin_clock(small_hub.client, "2026-12-04 10:00")
    await small_hub.say("remind me at 5pm to recall the library books")
    await small_hub.say("delete the call reminder")
    assert await _left(small_hub) == ["recall the library books"]


async def test_nothing_to_clear_is_said_plainly(small_hub: Hub) -> None:
    await small_hub.say("clear all my reminders")
    reply = (await small_hub.eddie_said())[-1].content
    assert "no reminders" in reply and "'all'" not in reply


async def test_a_timer_says_the_length_asked_for_at_any_moment(small_hub: Hub) -> None:
    clock = berlin_clock(small_hub.client, "2026-12-04 12:31")
    clock.now += 0.7  # asked part-way through a second
    await small_hub.say("set a timer for 15 minutes")
    assert (await small_hub.eddie_said())[-1].content.startswith("Timer set: 15 minutes,")


@pytest.mark.parametrize(
    ("told", "again", "value"),
    [
        ("my physio is jana brook", "actually her name is jana brookes", "jana brookes"),
        ("my vet is dr. olsen", "sorry, i meant dr olsson", "dr olsson"),
        ("mein anwalt ist herr pohl", "nein, er heißt herr pohlmann", "herr pohlmann"),
    ],
)
async def test_a_bare_correction_corrects_the_fact_just_told(
    small_hub: Hub, told: str, again: str, value: str
) -> None:
    await small_hub.say(told)
    await small_hub.say(again)
    assert [f.value.lower() for f in await small_hub.client.memory.list_facts()] == [value]
    assert small_hub.script.seen == []


@pytest.mark.parametrize(
    ("told", "then"),
    [
        ("my barber is tom hale", "no it's alright"),
        ("my barber is tom hale", "hm that's odd"),
        ("i live in graz", "oh that's nice"),
        ("my name is tom", "wait it's saturday"),
        ("my vet is dr olsen", "sorry i meant tuesday"),
    ],
)
async def test_a_bare_remark_is_no_correction(small_hub: Hub, told: str, then: str) -> None:
    await small_hub.say(told)
    before = [f.value for f in await small_hub.client.memory.list_facts()]
    await small_hub.say(then)
    assert [f.value for f in await small_hub.client.memory.list_facts()] == before


@pytest.mark.parametrize(
    ("told", "asked", "value"),
    [
        ("my landlady is mrs ortiz by the way", "who's my landlady again", "mrs ortiz"),
        ("my dentist is dr. lind", "wer ist nochmal mein zahnarzt", "dr lind"),
        ("i live in graz", "where do i live again?", "Graz"),
    ],
)
async def test_a_fact_is_found_by_other_words_than_it_was_told(
    small_hub: Hub, told: str, asked: str, value: str
) -> None:
    await small_hub.say(told)
    await small_hub.say(asked)
    reply = (await small_hub.eddie_said())[-1].content
    assert reply.endswith(value) and "by the way" not in reply
    assert small_hub.script.seen == []
