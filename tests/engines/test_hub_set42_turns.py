"""Whole offline turns for kinds held-out set 42 found (phrasings written for this file): a
reminder cancelled with sad news in the same breath, work said to a project by name whose
words sound like a cold, and a sizeable piece of work asked after a groan (work, not comfort)."""

from __future__ import annotations

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub


async def _workers(hub: Hub) -> int:
    return len([p for p in await hub.client.processes() if p.engine == "arthur"])


async def test_a_reminder_is_cancelled_along_with_sad_news(small_hub: Hub) -> None:
    await small_hub.say("remind me tomorrow at 8 to water the tomato seedlings")
    assert len(await small_hub.client.brain.deps.schedules.all()) == 1
    await small_hub.say("scrap the seedlings reminder, the cat knocked them all over :(")
    assert await small_hub.client.brain.deps.schedules.all() == []
    said = (await small_hub.eddie_said())[-1].content
    assert "Removed" in said, said


async def test_work_for_a_project_by_name_that_mentions_the_cold_is_handed_out(
    small_hub: Hub,
) -> None:
    await small_hub.client.brain.deps.projects.create("greenhouse")
    small_hub.script.add("arthur", Reply(text="Three heaters compared."))
    await small_hub.say(
        "greenhouse project: which heaters keep seedlings alive in a cold spell? costs and "
        "power use, write it up",
        wait_all=False,
    )
    assert await _workers(small_hub) == 1, await small_hub.eddie_said()
    assert "unwell" not in (await small_hub.eddie_said())[-1].content


async def test_someone_with_a_cold_still_gets_a_kind_word(small_hub: Hub) -> None:
    await small_hub.say("ugh i think i have a cold, everything aches")
    said = (await small_hub.eddie_said())[-1].content
    assert "unwell" in said, said
    assert await small_hub.client.projects() == []


async def test_sizeable_work_asked_after_a_groan_is_handed_out(small_hub: Hub) -> None:
    small_hub.script.add("arthur", Reply(text="Rota drafted."))
    await small_hub.say(
        "ugh, i got landed with the chore schedule for our flat again. 5 of us, hoovering and "
        "bins each week. could you put together a spreadsheet for the coming 3 months",
        wait_all=False,
    )
    assert await _workers(small_hub) == 1, await small_hub.eddie_said()
    assert len(await small_hub.client.projects()) == 1


async def test_a_groan_about_work_alone_is_comforted_not_handed_out(small_hub: Hub) -> None:
    await small_hub.say("sigh, my manager wants a 20 page report by monday, so stressed")
    assert await _workers(small_hub) == 0
    assert await small_hub.client.projects() == []


async def _reported(hub: Hub, said: str, report: str) -> str:
    hub.script.add("arthur", Reply(text=report))
    await hub.say(said)
    relayed = [m for m in await hub.eddie_said() if m.author.startswith("arthur")]
    assert relayed, await hub.eddie_said()
    return relayed[-1].content


async def test_a_tiny_workers_report_with_unfilled_slots_is_not_passed_on(small_hub: Hub) -> None:
    said = await _reported(
        small_hub,
        "build me a website for my flower shop",
        "Build a website for your flower shop using the [tool] {tool}.",
    )
    assert "{tool}" not in said and "[tool]" not in said, said
    assert "small built-in model" in said, said


async def test_a_tiny_workers_report_that_says_the_task_back_is_not_passed_on(
    small_hub: Hub,
) -> None:
    said = await _reported(
        small_hub,
        "bau mir eine kleine app für meine rezepte",
        "Bau mir eine app für meine rezepte.",
    )
    assert "kleinen eingebauten Modell" in said, said


async def test_a_tiny_workers_real_report_is_passed_on(small_hub: Hub) -> None:
    report = "Three layouts: one page with menu, opening hours and a map; a shop with ordering."
    said = await _reported(small_hub, "build me a website for my flower shop", report)
    assert "opening hours and a map" in said, said


async def test_everything_told_is_recalled_notes_too(small_hub: Hub) -> None:
    await small_hub.say("by the way our anniversary is 12 june, please don't let me forget")
    await small_hub.say("my physio is anna berg on mill street")
    facts = [f.value for f in await small_hub.client.brain.deps.memory.list_facts()]
    assert any("12 june" in v and "forget" not in v for v in facts), facts
    for asked in ("what do you know about me", "was weißt du alles über mich"):
        await small_hub.say(asked)
        said = (await small_hub.eddie_said())[-1].content
        assert "12 june" in said and "anna berg" in said, said
