"""Resuming a worker, as the user says it in the hub: one that waits unpaused is told to carry
on (the user's news with it, when they gave some); a paused one is resumed and hears the news."""

from __future__ import annotations

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub


async def _attic_worker(hub: Hub) -> None:
    await hub.client.create_project("attic")
    hub.script.add("arthur", Reply(text="Listed the insulation options."))
    await hub.say("attic: list insulation options for an old roof")


def _worker_heard(hub: Hub) -> list[str]:
    return [str(m[-1]["content"]) for engine, m in hub.script.seen if engine == "arthur"]


async def test_resuming_a_worker_that_waits_tells_it_to_carry_on(small_hub: Hub) -> None:
    await _attic_worker(small_hub)
    small_hub.script.add("arthur", Reply(text="Going on with the prices."))
    await small_hub.say("unpause the attic one")
    said = [m.content for m in await small_hub.eddie_said()]
    assert "arthur in attic wasn't paused; I told it to carry on." in said, said
    assert _worker_heard(small_hub)[-1] == "Please carry on where you left off."


async def test_news_said_with_a_resume_reaches_the_worker(small_hub: Hub) -> None:
    await _attic_worker(small_hub)
    small_hub.script.add("arthur", Reply(text="Noted, 14 cm it is."))
    await small_hub.say("the attic worker can get going again, the rafters are 14 cm deep")
    assert _worker_heard(small_hub)[-1].endswith("the rafters are 14 cm deep")


async def test_a_paused_worker_is_resumed_and_hears_the_news(small_hub: Hub) -> None:
    await _attic_worker(small_hub)
    await small_hub.say("pause the attic worker")
    small_hub.script.add("arthur", Reply(text="Back on it."))
    await small_hub.say("der attic worker kann wieder loslegen, das geld ist da")
    said = [m.content for m in await small_hub.eddie_said()]
    assert any(text.startswith("arthur in attic ist jetzt") for text in said), said
    worker = next(p for p in await small_hub.client.processes() if p.engine == "arthur")
    assert worker.status != "suspended"
    await small_hub.settle()
    assert _worker_heard(small_hub)[-1].endswith("das geld ist da")
