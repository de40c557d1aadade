"""Whole offline turns for kinds held-out set 41 found (phrasings written for this file): a
new project asked for as "new proj: X" with its budget (no savings tip), a project created
by name after good news, work said to a project by its name with numbers in it (work, not a
sum), and a go-ahead that names nothing, in German too (on with what?)."""

from __future__ import annotations

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub


async def test_new_proj_with_a_budget_creates_the_project(small_hub: Hub) -> None:
    await small_hub.say("new proj: fence repair at the back. budget ~600, the posts are rotten")
    assert [p.name for p in await small_hub.client.projects()] == ["fence_repair"]


async def test_a_project_called_x_after_good_news_is_created(small_hub: Hub) -> None:
    await small_hub.say(
        "yesss the bank said yes!! we start in august. start a project called loft "
        "conversion so i can keep the quotes in one place"
    )
    assert [p.name for p in await small_hub.client.projects()] == ["loft_conversion"]


async def test_work_said_to_a_project_by_name_is_no_sum(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("klavier")
    small_hub.script.add("arthur", Reply(text="Week 1: scales."))
    await small_hub.say(
        "Klavier: stell mir einen Übungsplan zusammen, 20 min am Tag, 3 Wochen lang", wait_all=False
    )
    workers = [p for p in await small_hub.client.processes() if p.engine == "arthur"]
    assert len(workers) == 1, await small_hub.eddie_said()


async def test_a_go_ahead_that_names_nothing_asks_what(small_hub: Hub) -> None:
    await small_hub.say("mach da mal weiter")
    assert "Was genau soll gemacht werden" in (await small_hub.eddie_said())[-1].content
    await small_hub.say("ok go ahead with it")
    assert "What should be done" in (await small_hub.eddie_said())[-1].content
    assert await small_hub.client.projects() == []


async def test_a_plain_question_gets_no_choice_of_inbox_or_project(small_hub: Hub) -> None:
    for said in (
        "fahr nächste woche nach köln. an welchem fluss liegt das?",
        "fahr nächste woche nach köln. an welchem fluss liegt das nochmal?",
    ):
        await small_hub.say(said)
        last = (await small_hub.eddie_said())[-1]
        assert "Posteingang" not in last.content and "gespeichert" not in last.content, last
        assert not (last.meta and last.meta.options), last
    assert await small_hub.client.projects() == []


async def test_a_capital_someone_claims_is_checked(small_hub: Hub) -> None:
    await small_hub.say("my neighbour says sydney is the capital of australia, is that true?")
    said = (await small_hub.eddie_said())[-1].content
    assert "Canberra" in said and "not Sydney" in said, said
    await small_hub.say("off to zurich in may, my dad swears it's the capital of switzerland")
    said = (await small_hub.eddie_said())[-1].content
    assert "Bern" in said and "not Zurich" in said, said


async def test_something_mentioned_before_is_forgotten_when_asked(small_hub: Hub) -> None:
    await small_hub.say("remember that my brother's new address is 12 elm street")
    await small_hub.say(
        "i mentioned my brother's new address earlier and i'd rather you didnt keep that. "
        "can you forget it?"
    )
    assert "forgotten" in (await small_hub.eddie_said())[-1].content.lower()
    facts = await small_hub.client.brain.deps.memory.list_facts()
    assert not any("elm street" in f.value.lower() for f in facts), facts
    await small_hub.say("ich hab dir gestern meine kontonummer gesagt, vergiss die bitte")
    said = (await small_hub.eddie_said())[-1].content
    assert "meine kontonummer" in said and "nichts zu vergessen" in said, said
