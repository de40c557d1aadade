"""The small local model prepares Eddie's next answer while the user reads and types, and
answers only in a language it can speak (issue 14: an offline turn within 3 s; SmolLM2-135M's
German is word salad, so German words get an honest line, English words an English answer)."""

from __future__ import annotations

from typing import Any

import pytest

from brain.llm.scripted import Reply
from brain.llm.tiny_prompt import CANNOT_ANSWER, CANNOT_SPEAK
from brain.text import words_language
from tests.engines.conftest import Hub


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("na, alles gut bei dir?", "de"),
        ("kannst du mir sagen wie spät es ist", "de"),
        ("erzähl mir was über bienen", "de"),
        ("is it going to rain later", "en"),
        ("what do you think about that", "en"),
        ("ok", None),
        ("hallo", None),
    ],
)
def test_the_language_of_a_few_words(text: str, language: str | None) -> None:
    assert words_language(text) == language


async def test_the_next_prompt_is_prepared_up_to_the_users_words(
    small_hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    prepared: list[list[dict[str, str]]] = []
    gateway = small_hub.client.brain.gateway

    def prefill(alias: str, messages: list[dict[str, str]]) -> bool:
        prepared.append(messages)
        return True

    monkeypatch.setattr(gateway, "prefill", prefill)
    seen: list[list[dict[str, Any]]] = []

    def answer(text: str) -> Any:
        def step(messages: list[dict[str, Any]]) -> Reply:
            seen.append(messages)
            return Reply(text=text)

        return step

    small_hub.script.add(
        "eddie",
        answer("Bees dance to tell the others where the flowers are."),
        answer("Honey keeps for years when it is sealed."),
    )
    await small_hub.say("why do bees dance around like that")
    await small_hub.say("and how long does honey keep")
    assert len(seen) == 2
    second = [{"role": m["role"], "content": m["content"]} for m in seen[1]]
    assert second[-1]["content"] == "and how long does honey keep"
    # what was prepared after the first answer is the second prompt without the user's words
    assert prepared[-2] == second[:-1]
    assert "Bees dance" in " ".join(m["content"] for m in prepared[-2])


async def test_german_words_get_an_honest_line_when_the_small_model_speaks_only_english(
    small_hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("brain.llm.tiny_prompt.ENGLISH_ONLY", ("scripted",))
    await small_hub.say("erzähl mir doch mal was über bienen")
    assert not [seen for seen in small_hub.script.seen if seen[0] == "eddie"]  # no model call
    assert (await small_hub.eddie_said())[-1].content == CANNOT_SPEAK["de"]


async def test_a_german_question_it_cannot_answer_gets_an_honest_i_dont_know(
    small_hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not a lecture on which language the small model speaks: the question was a question."""
    monkeypatch.setattr("brain.llm.tiny_prompt.ENGLISH_ONLY", ("scripted",))
    await small_hub.say("wie lange braucht licht vom mond bis zur erde")
    assert not [seen for seen in small_hub.script.seen if seen[0] == "eddie"]  # no model call
    assert (await small_hub.eddie_said())[-1].content == CANNOT_ANSWER["de"]


async def test_english_words_in_a_german_session_get_an_english_answer(
    small_hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("brain.llm.tiny_prompt.ENGLISH_ONLY", ("scripted",))
    await small_hub.client.set_language(small_hub.session.id, "de")
    small_hub.script.add("eddie", Reply(text="Bees make honey from the nectar of flowers."))
    await small_hub.say("tell me something about bees")
    calls = [messages for engine, messages in small_hub.script.seen if engine == "eddie"]
    assert calls and "You are Eddie" in calls[-1][0]["content"]
    assert (await small_hub.eddie_said())[-1].content.startswith("Bees make honey")


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("hey, who are you?", "en"),
        ("so what's your name", "en"),
        ("und wer bist du eigentlich?", "de"),
    ],
)
async def test_who_eddie_is_is_said_without_the_model(
    small_hub: Hub, monkeypatch: pytest.MonkeyPatch, said: str, language: str
) -> None:
    """It said "I'm Emily" or "My name is Elena"; German it cannot speak at all."""
    from brain.llm.guard import IDENTITY

    monkeypatch.setattr("brain.llm.tiny_prompt.ENGLISH_ONLY", ("scripted",))
    await small_hub.say(said)
    assert not [seen for seen in small_hub.script.seen if seen[0] == "eddie"]
    assert (await small_hub.eddie_said())[-1].content == IDENTITY[language]
