"""Nothing is set up that the words did not ask for (issue 14): a complaint that names a time
and "every day" set a daily worker job ("phone battery is dead by 2pm every single day help"),
and asking for help with a letter created a project ("hilf mir ne höfliche beschwerde an den
vermieter zu schreiben" became `hilf_hoefliche`)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.router.router import IntentRouter
from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    "said",
    [
        "phone battery is dead by 2pm every single day help",
        "my neighbours dog barks every day at 6am what can i do",
        "the bus is late every morning at 8 so annoying",
        "mein handy ist jeden tag um 14 uhr leer",
        "why is my phone dead every day at 2",
    ],
)
async def test_a_complaint_with_a_time_sets_no_schedule(small_hub: Hub, said: str) -> None:
    await small_hub.say(said)
    assert await small_hub.client.brain.deps.schedules.all() == []
    assert not any("worker" in m.content for m in await small_hub.eddie_said())


@pytest.mark.parametrize(
    ("said", "prompt"),
    [
        ("every day at 8 check if the shop is open", "check if the shop is open"),
        ("jeden montag um 9 schau ob die post da ist", "schau ob die post da ist"),
        ("daily 8am weather report pls", "weather report"),
    ],
)
def test_a_job_asked_for_is_still_scheduled(said: str, prompt: str) -> None:
    route = IntentRouter.bundled().route(said, projects=["garden"])
    assert route.target == "schedule_add"
    assert route.args["prompt"] == prompt


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("help me write a polite complaint to my landlord", "[what's wrong]"),
        (
            "can you help me write a complaint to the landlord about the heating",
            "about the heating",
        ),
        (
            "hilf mir ne höfliche beschwerde an den vermieter zu schreiben",
            "Mit freundlichen Grüßen",
        ),
        ("schreib mir ne beschwerde an den vermieter wegen der heizung", "wegen der Heizung"),
        ("hilf mir eine email an meinen chef zu schreiben", "worum es genau geht"),
    ],
)
async def test_a_letter_asked_for_is_started_not_made_a_project(
    small_hub: Hub, said: str, has: str
) -> None:
    await small_hub.say(said)
    assert has in (await small_hub.eddie_said())[-1].content
    assert await small_hub.client.projects() == []


def test_a_message_with_its_content_is_still_written_out_whole() -> None:
    text = known_answer("write a text to my landlord that the heater is broken again") or ""
    assert "The heater is broken again" in text and "[" not in text


@pytest.mark.parametrize(
    "said",
    [
        "the project manager at work is annoying",
        "i started a new project at work today",
        "my project at work is stressing me out",
        "ich habe heute ein neues projekt angefangen",
    ],
)
async def test_news_about_work_creates_no_project(small_hub: Hub, said: str) -> None:
    await small_hub.client.create_project("garden_planner")
    await small_hub.say(said)
    assert [p.name for p in await small_hub.client.projects()] == ["garden_planner"]


@pytest.mark.parametrize(
    "said", ["i need someone to research e-bikes under 2000", "new project: anniversary trip"]
)
async def test_work_asked_for_still_makes_its_project(small_hub: Hub, said: str) -> None:
    await small_hub.say(said)
    assert len(await small_hub.client.projects()) == 1


@pytest.mark.parametrize("said", ["my german is bad lol", "my english isnt great tbh"])
def test_a_remark_about_a_language_switches_nothing(said: str) -> None:
    assert IntentRouter.bundled().route(said).target != "set_language"


@pytest.mark.parametrize(("said", "code"), [("english please", "en"), ("auf deutsch bitte", "de")])
def test_a_language_asked_for_is_still_switched(said: str, code: str) -> None:
    route = IntentRouter.bundled().route(said)
    assert (route.target, route.args.get("language")) == ("set_language", code)


async def test_a_thing_that_is_no_project_is_not_asked_about_as_one(small_hub: Hub) -> None:
    for name in ("garden_planner", "tax_return"):
        await small_hub.client.create_project(name)
    await small_hub.say("open the window its hot in here lol")
    assert "garden_planner" not in (await small_hub.eddie_said())[-1].content


async def test_stop_with_nothing_running_says_so(small_hub: Hub) -> None:
    for name in ("garden_planner", "tax_return"):
        await small_hub.client.create_project(name)
    await small_hub.say("stop it, that's not funny")
    said = (await small_hub.eddie_said())[-1].content
    assert "Nothing is running" in said and "garden_planner" not in said


async def test_a_habit_told_with_a_time_sets_no_job(small_hub: Hub) -> None:
    await small_hub.say("my sister always calls at 9 every sunday and i never know what to say")
    assert await small_hub.client.brain.deps.schedules.all() == []


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("how do i ask my boss for a raise", "name a specific figure"),
        ("my neighbours dog barks every day at 6am what can i do", "talk to them kindly"),
        ("i always lose my keys, any tips?", "fixed spot"),
        ("do you speak french? i'm learning it", "English and German"),
    ],
)
def test_everyday_asks_get_their_answer(said: str, has: str) -> None:
    assert has in (known_answer(said) or "")


def test_asking_for_a_raise_is_no_good_news() -> None:
    assert "Congratulations" not in (
        known_answer("what should i say in an email asking for a raise") or ""
    )


async def test_a_how_to_about_a_part_of_vance_in_loose_words_gets_help(small_hub: Hub) -> None:
    await small_hub.say("wie funktioniert das eigentlich mit den projekten bei dir, raff ich nicht")
    assert "Vance" in (await small_hub.eddie_said())[-1].content


async def test_a_german_pointer_before_the_verb_is_asked_about(small_hub: Hub) -> None:
    await small_hub.say("hmm kannst du das mal umstellen")
    assert "Was meinst du" in (await small_hub.eddie_said())[-1].content


def test_a_german_sum_with_a_typo_is_worked_out() -> None:
    from tests.fastpath.fastpath_helpers import answer_to

    assert "391" in (answer_to("was is 17 mal 23 eigentlich", "de") or "")


async def test_a_remark_about_ones_own_german_gets_a_kind_word_not_a_switch(
    small_hub: Hub,
) -> None:
    await small_hub.say("my english isn't great sorry")
    said = (await small_hub.eddie_said())[-1].content
    assert "No worries" in said and "Ab jetzt" not in said


async def test_help_replying_to_friends_creates_no_project(small_hub: Hub) -> None:
    await small_hub.say(
        "help me answer the family chat, i cant come to the reunion and dont want drama"
    )
    assert await small_hub.client.projects() == []
