"""Whole offline turns for kinds held-out sets 39 and 35 found (phrasings written for this
file): asked "open it or talk to its worker?" about a project nobody works on, it is opened;
an inbox item is read when asked as "the one about …", also named in the other language
through the glossary; a question after "pub quiz:" is answered; a city's currency is its
country's."""

from __future__ import annotations

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub


async def test_a_project_nobody_works_on_is_opened_without_asking(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("fahrrad_reparatur")
    await small_hub.client.brain.deps.projects.create("steuer_papiere")
    await small_hub.say("wechsel mal zu dem fahrrad ding")
    last = (await small_hub.eddie_said())[-1].content
    assert last.startswith("fahrrad_reparatur:"), last


async def test_an_inbox_item_asked_as_the_one_about_it_is_read(small_hub: Hub) -> None:
    deps = small_hub.client.brain.deps
    await deps.projects.create("dog_training")
    inbox = deps.inbox
    await inbox.add(
        source="eval", title="Groomer booking", body="Friday 10am.", notify_session=None
    )
    await inbox.add(source="eval", title="Roof quote", body="4,200 all in.", notify_session=None)
    await small_hub.say("open the one about the groomer")
    assert "Friday 10am" in (await small_hub.eddie_said())[-1].content


async def test_an_inbox_item_named_in_the_other_language_is_read(small_hub: Hub) -> None:
    inbox = small_hub.client.brain.deps.inbox
    await inbox.add(
        source="eval", title="Offer from the tiler", body="38 € per m².", notify_session=None
    )
    await inbox.add(source="eval", title="Book club notes", body="Chapter 4.", notify_session=None)
    await small_hub.say("lies mir mal das angebot vom fliesenleger vor")
    assert "38 €" in (await small_hub.eddie_said())[-1].content


async def test_a_question_after_a_colon_is_answered(small_hub: Hub) -> None:
    await small_hub.say("pub quiz tomorrow: who painted the mona lisa")
    assert "Leonardo" in (await small_hub.eddie_said())[-1].content


async def test_a_citys_currency_is_its_countrys(small_hub: Hub) -> None:
    await small_hub.say("what currency do they use in geneva? heading there next week")
    last = (await small_hub.eddie_said())[-1].content
    assert "Swiss franc" in last, last


async def test_an_appointment_told_with_its_time_gets_a_reminder_offered(small_hub: Hub) -> None:
    await small_hub.say("the electrician is coming tomorrow at 10")
    asked = (await small_hub.eddie_said())[-1].content
    assert "remind you an hour before" in asked and "electrician" in asked, asked
    await small_hub.say("yes pls")
    done = (await small_hub.eddie_said())[-1].content
    assert "remind you" in done and "09:00 that the electrician is coming at 10:00" in done, done
    (schedule,) = await small_hub.client.brain.deps.schedules.all()
    assert "electrician" in schedule.prompt


async def test_a_reminder_offer_can_be_declined(small_hub: Hub) -> None:
    await small_hub.say("ich hab übermorgen um 16 uhr einen termin beim optiker")
    asked = (await small_hub.eddie_said())[-1].content
    assert asked.startswith("Alles klar: du hast einen termin beim optiker"), asked
    await small_hub.say("nein danke")
    assert (await small_hub.eddie_said())[-1].content == "Okay, keine Erinnerung."
    assert await small_hub.client.brain.deps.schedules.all() == []


async def test_a_bare_appointment_with_a_time_reminds_the_user(small_hub: Hub) -> None:
    await small_hub.say("vet thursday 4pm")
    said = (await small_hub.eddie_said())[-1].content
    assert said.startswith("I'll remind you") and "worker" not in said, said


async def test_what_is_asked_or_habitual_gets_no_offer(small_hub: Hub) -> None:
    for said in ("my sister visits every sunday at 3", "is the shop open tomorrow at 9?"):
        await small_hub.say(said)
        assert "an hour before" not in (await small_hub.eddie_said())[-1].content


async def test_a_command_told_with_sad_news_is_carried_out(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("tomato_seedlings")
    await small_hub.say("archive the tomato seedlings project, the frost killed them all :(")
    last = (await small_hub.eddie_said())[-1].content
    assert last == "Archived the project tomato_seedlings.", last


async def test_news_or_a_question_makes_up_no_project(small_hub: Hub) -> None:
    for said in (
        "just moved to a new town for my job and dont know a soul. how do people make new friends as adults",
        "coffee is 8.90 a bag. shop A does buy 2 get 1 free, shop B has 20% off. i need 3 bags, which is cheaper",
        "moved to a new flat last month and the neighbours seem nice",
    ):
        await small_hub.say(said)
    assert await small_hub.client.projects() == []
    assert [p for p in await small_hub.client.processes() if p.engine == "arthur"] == []


async def test_work_asked_outright_still_makes_its_project(small_hub: Hub) -> None:
    small_hub.script.add("arthur", Reply(text="Three options found."))
    await small_hub.say("look into train tickets to vienna for the first weekend of march")
    assert len(await small_hub.client.projects()) == 1
