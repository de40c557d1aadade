"""Texts written from the user's details reach their writer in a whole hub turn on the small
model, whatever else their words recall: an appointment with a tradesperson (not a fact about
the user's address to remember), a thank-you with what was done, a note excusing a child (not
a mood about a fever), a group invitation (not a reminder for its day and time), a parcel note
and a handover. No project, no schedule is made, no memory stored."""

from __future__ import annotations

import pytest

from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("schreib dem klempner, dass das waschbecken im bad tropft, ob er montag vormittag kommen "
         "kann, ich wohne in der rosenstraße 3",
         ("Könnten Sie Montag Vormittag kommen?", "Ich wohne in der Rosenstraße 3.")),
        ("write to the vet to make an appointment for my cat Luna, she's been limping since "
         "Sunday, I can come any morning this week",
         ("appointment for my cat Luna", "She's been limping since Sunday.")),
        ("thank-you card for my neighbour Tom who fed our cat for two weeks while we were in Spain",
         ("Dear Tom,", "for feeding our cat for two weeks while we were in Spain")),
        ("note to the teacher excusing Ben from school on Friday because he has a fever, from Sarah",
         ("Please excuse Ben from school on Friday", "Sarah")),
        ("write a note to coach Miller that Emma can't come to practice on Wednesday because she "
         "has a dentist appointment",
         ("Hi Coach Miller,", "Emma can't come to practice on Wednesday")),
        ("write a group text inviting friends to a barbecue at my place on Saturday June 14 at "
         "6pm, bring a drink, there will be veggie options and kids are welcome",
         ("A barbecue at my place on Saturday June 14 at 6pm", "Please bring a drink.",
          "kids are welcome")),
        ("lade meine freunde zu einem spieleabend bei mir am freitag um 19 uhr ein, jeder bringt "
         "snacks mit",
         ("Spieleabend bei mir am Freitag um 19 Uhr", "Jeder bringt Snacks mit.")),
        ("message to my neighbour asking if she can take in a parcel for me tomorrow, I'm at work "
         "until 6",
         ("but I'm at work until 6", "Would you mind taking it in for me?")),
        ("write a note to my colleague Jan handing over the Miller report while I'm on holiday "
         "next two weeks, the draft is in the shared folder",
         ("Hi Jan,", "Could you take over the Miller report?", "The draft is in the shared folder.")),
    ],
)  # fmt: skip
async def test_a_text_with_its_details_is_written_in_a_turn(
    small_hub: Hub, said: str, has: tuple[str, ...]
) -> None:
    await small_hub.say(said)
    answer = (await small_hub.eddie_said())[-1].content
    for detail in has:
        assert detail in answer, (detail, answer)
    assert "[" not in answer, answer
    assert await small_hub.client.projects() == []
    assert await small_hub.client.brain.deps.schedules.all() == []
    assert await small_hub.client.memory.list_facts() == []


async def test_a_toast_asked_for_a_day_is_no_schedule(small_hub: Hub) -> None:
    await small_hub.say(
        "toast for saturday, my parents' 40th anniversary, anna and tom, they met at a bus stop "
        "in the rain"
    )
    answer = (await small_hub.eddie_said())[-1].content
    assert "Anna and Tom" in answer and "bus stop in the rain" in answer, answer
    assert "schedule" not in answer.lower()
    assert await small_hub.client.brain.deps.schedules.all() == []


async def test_a_shop_post_with_days_is_no_schedule(small_hub: Hub) -> None:
    await small_hub.say(
        "post for my bakery: new opening hours from monday, 7am to 6pm, closed wednesdays"
    )
    answer = (await small_hub.eddie_said())[-1].content
    assert "7am to 6pm" in answer and "Closed Wednesdays" in answer, answer
    assert await small_hub.client.brain.deps.schedules.all() == []
