"""What the offline hub does with classes a held-out set of this session found, said here in
other words: a switch of language that mentions a fact is a switch, a how-to about getting a
worker going is help (not a vague request to ask about), a reminder cancelled whose words name
a project's topic is the reminder's, one inbox item asked for by its subject is read, and a
question taken back in the same breath is let go."""

from __future__ import annotations

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub

MADE_UP = "Sure, here is something I invented."


async def test_a_switch_of_language_that_mentions_a_fact_switches(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text=MADE_UP))
    await small_hub.say(
        "could we go over to german from now on? my german citizenship exam is soon"
    )
    last = (await small_hub.eddie_said())[-1]
    assert "Deutsch" in last.content, last.content
    assert "citizenship after" not in last.content


async def test_how_to_get_a_worker_going_is_help(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text=MADE_UP))
    await small_hub.say("how do i get one of the workers to do something for me? never used it")
    last = (await small_hub.eddie_said())[-1].content
    assert "worker" in last.lower() and MADE_UP not in last, last


async def test_a_reminder_about_a_projects_topic_is_no_worker_to_stop(small_hub: Hub) -> None:
    await small_hub.client.create_project("pond_liner")
    small_hub.script.add("eddie", Reply(text=MADE_UP))
    await small_hub.say("cancel the weekly reminder to check the pond liner, i don't need it")
    last = (await small_hub.eddie_said())[-1].content
    assert "schedule" in last.lower() or "reminder" in last.lower(), last
    assert "nothing to stop" not in last


async def test_one_inbox_item_asked_for_by_its_subject_is_read(small_hub: Hub) -> None:
    await small_hub.client.create_project("pond_liner")  # the note is asked for, not the project
    inbox = small_hub.client.brain.deps.inbox
    await inbox.add(
        source="arthur", title="Tandem bikes compared", body="The Pino wins.", notify_session=None
    )
    await inbox.add(
        source="arthur", title="Pond liner sizes", body="Take 6 x 5 m.", notify_session=None
    )
    small_hub.script.add("eddie", Reply(text=MADE_UP))
    await small_hub.say("can you show me the note about the pond liner sizes")
    last = (await small_hub.eddie_said())[-1].content
    assert "6 x 5 m" in last and "Pino" not in last, last


async def test_a_question_taken_back_is_let_go(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text=MADE_UP))
    await small_hub.say("how many calories are in a banana? ah never mind")
    assert (await small_hub.eddie_said())[-1].content == "Okay, no problem."


async def test_help_said_by_the_rules_is_not_cut_off(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text=MADE_UP))
    await small_hub.say("ok so what sort of things can you do for me?")
    last = (await small_hub.eddie_said())[-1].content
    assert last.rstrip().endswith("`/help`)."), last[-80:]
    assert "Voice" in last  # the last of the help's titles, past 400 characters


async def test_an_item_named_like_a_known_fact_is_read_not_looked_up(small_hub: Hub) -> None:
    inbox = small_hub.client.brain.deps.inbox
    await inbox.add(
        source="arthur",
        title="Fixed vs variable rates",
        body="Go fixed for 10 years.",
        notify_session=None,
    )
    await inbox.add(
        source="arthur", title="Kayak comparison", body="The Itiwit wins.", notify_session=None
    )
    small_hub.script.add("eddie", Reply(text=MADE_UP))
    await small_hub.say("pull up that result on fixed vs variable pls")
    assert "Go fixed for 10 years" in (await small_hub.eddie_said())[-1].content
    await small_hub.say("read me the kayak comparison")
    assert "Itiwit" in (await small_hub.eddie_said())[-1].content
