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
