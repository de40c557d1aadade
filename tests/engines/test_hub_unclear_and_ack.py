"""What the small local model cannot know gets a question or a true line, not a guess (issue
14, held-out set 14 and a stranger's session): words that point at something never said ("move
it to friday"), an acknowledgement ("sounds great"), a request taken back ("forget it"), and
work said outright that the router was unsure about ("find me a cheap hotel in porto")."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub


async def _last(hub: Hub) -> str:
    return (await hub.eddie_said())[-1].content


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("ok move it to friday", "What do you mean by “it”?"),
        ("can u finish the other one too", "What do you mean by “the other one”?"),
        ("schick das bitte ab", "Was meinst du mit „das“?"),
    ],
)
async def test_words_pointing_at_nothing_said_are_asked_about(
    small_hub: Hub, said: str, asked: str
) -> None:
    await small_hub.say(said)
    assert (await _last(small_hub)).startswith(asked)
    assert small_hub.script.seen == []  # no guess from the model


@pytest.mark.parametrize("said", ["sounds great", "ok cool", "love it!", "okay, passt"])
async def test_an_acknowledgement_gets_a_short_true_line(small_hub: Hub, said: str) -> None:
    await small_hub.say(said)
    assert "👍" in await _last(small_hub)
    assert small_hub.script.seen == []


@pytest.mark.parametrize("said", ["nah forget it", "never mind eddie", "ach, vergiss es"])
async def test_a_request_taken_back_is_let_go(small_hub: Hub, said: str) -> None:
    await small_hub.say(said)
    last = await _last(small_hub)
    assert "no problem" in last.lower() or "kein problem" in last.lower(), last
    assert "stored" not in last


async def test_a_real_forget_still_forgets(small_hub: Hub) -> None:
    await small_hub.say("my dentist is dr. weber")
    await small_hub.say("forget that my dentist is dr. weber")
    assert "no problem" not in (await _last(small_hub)).lower()


async def test_work_said_outright_is_handed_out(small_hub: Hub) -> None:
    await small_hub.say("great, now find me a cheap hotel in porto for two nights")
    projects = {p.name for p in await small_hub.client.brain.deps.projects.list()}
    assert len(projects) == 1, projects


async def test_forget_the_thing_and_stop_working_on_it_is_no_memory_request(small_hub: Hub) -> None:
    """ "forget the zeppelin voucher, … stop working on it" asks a worker to stop, not Eddie to
    forget a fact it never had."""
    from brain.models import SessionKind

    brain = small_hub.client.brain
    await small_hub.client.create_project("zeppelin_gift")
    project = await brain.projects.find("zeppelin_gift")
    await brain.sessions.create(
        project, kind=SessionKind.WORKER, engine="arthur", process_name="arthur", title="a gift"
    )
    await small_hub.say("forget the zeppelin voucher, my aunt got one already. stop working on it")
    last = await _last(small_hub)
    assert "stored" not in last.lower() and "zeppelin_gift" in last, last
