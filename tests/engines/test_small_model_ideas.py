"""On the small local model, everyday tips and short texts to send are said in the hub
without a model call (issue 14: a 135M model answers anything open with nonsense), with
the age and the person the user named; what only mentions a toast or a boss still goes to
the model."""

from __future__ import annotations

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub


def _model_calls(hub: Hub) -> int:
    return sum(engine == "eddie" for engine, _messages in hub.script.seen)


async def _answer(hub: Hub, said: str) -> str:
    await hub.say(said)
    return (await hub.eddie_said())[-1].content


async def test_tips_and_texts_are_said_without_the_model(small_hub: Hub) -> None:
    slow = await _answer(small_hub, "my laptop is so slow what do i do")
    toast = await _answer(small_hub, "need a short toast for my parents 40th wedding anniversary")
    card = await _answer(small_hub, "bday text for my grandpa's 90th")
    teams = await _answer(small_hub, "pub quiz team names for nurses")
    assert _model_calls(small_hub) == 0
    assert "Task Manager" in slow
    assert "40th anniversary" in toast and "couple" in toast
    assert card.startswith("Happy 90th birthday, Grandpa!")
    assert "The Night Shifters" in teams


async def test_a_burnt_toast_or_a_text_from_the_boss_goes_to_the_model(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text="Oh no, time for a fresh slice."))
    small_hub.script.add("eddie", Reply(text="I hope it was good news."))
    assert await _answer(small_hub, "the toast is burnt") == "Oh no, time for a fresh slice."
    assert await _answer(small_hub, "my boss sent me a text") == "I hope it was good news."
    assert _model_calls(small_hub) == 2
