"""The degenerate-output guard for the small model (table test)."""

from __future__ import annotations

import itertools

import pytest

from brain.llm.guard import (
    FALLBACK,
    StreamGuard,
    bigger_model_line,
    check_answer,
    guard_answer,
    trim_spoken,
)
from brain.llm.tiny_prompt import HISTORY_STEP, tiny_messages


@pytest.mark.parametrize(
    ("answer", "said", "problem"),
    [
        ("", "hello", "empty"),
        ("   \n", "hello", "empty"),
        ("<reply>", "hello eddie, who are you?", "placeholder"),
        ("Sure! {answer}", "tell me a joke", "placeholder"),
        ("[your answer]", "how are you", "placeholder"),
        ("hello eddie, who are you?", "hello eddie, who are you?", "echo"),
        ("Hello Eddie who are you", "hello eddie, who are you?", "echo"),
        ("thx a lot", "thx a lot", "echo"),
        ("I can help. I can help. I can help. I can help.", "hi", "repetition"),
        ("yes yes yes yes yes yes yes yes", "are you there", "repetition"),
        ("I'm fine<|im_end|>", "how are you", "template"),
        ('{"answer": "hi"}', "hi", "json"),
        ("I'm Eddie, your assistant. What can I do for you?", "who are you?", None),
        ("Hi! Good to see you.", "hi", None),
        ("Paris.", "what's the capital of france", None),
    ],
)
def test_check_answer(answer: str, said: str, problem: str | None) -> None:
    assert check_answer(answer, said) == problem


def test_a_leaked_template_token_is_cut_off_when_the_rest_is_fine() -> None:
    assert guard_answer("I'm fine, thanks!<|im_end|><|im_start|>user", "how are you") == (
        "I'm fine, thanks!",
        None,
    )


def test_unusable_output_becomes_the_honest_line_in_the_chat_language() -> None:
    text, problem = guard_answer("<reply>", "wer bist du", "de")
    assert (text, problem) == (FALLBACK["de"], "placeholder")
    assert "vance models" in guard_answer("", "hi")[0]


def test_the_bigger_model_line_names_the_command() -> None:
    assert "`vance models`" in bigger_model_line("en")
    assert bigger_model_line("xx") == bigger_model_line("en")


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Hi there! I'm Eddie. I like tea. And coffee.", "Hi there! I'm Eddie."),
        (
            "The sky is blue. Light scatters in all directions equally well as they",
            "The sky is blue.",
        ),
        ("Just one unfinished thought", "Just one unfinished thought"),
        ("  ", ""),
    ],
)
def test_trim_spoken(text: str, spoken: str) -> None:
    assert trim_spoken(text) == spoken


def test_the_tiny_prompt_is_short_and_carries_the_context() -> None:
    history = [{"role": "user", "content": "hi"}, {"role": "tool", "content": "x" * 999}]
    messages = tiny_messages(
        "wer bist du?",
        language="de",
        user_name="Sam",
        projects=["garden_planner"],
        history=history,
    )
    context = messages[-2]
    assert context["role"] == "system"
    assert "Sam" in context["content"] and "garden_planner" in context["content"]
    assert "Deutsch" in messages[0]["content"]
    assert messages[-1] == {"role": "user", "content": "wer bist du?"}
    more = tiny_messages(
        "wer bist du?", language="de", projects=["garden_planner", "haus"], history=history
    )
    assert more[:-2] == messages[:-2]  # a new project keeps the prefix (the KV cache)
    assert all(m["role"] != "tool" for m in messages)
    assert sum(len(m["content"]) for m in messages) < 1500


def test_documents_in_the_conversation_do_not_reach_the_small_model() -> None:
    """The help or a project list shown earlier would be copied into a chat answer."""
    history = [
        {"role": "user", "content": "what can you do"},
        {"role": "assistant", "content": "## What Vance is\nA personal AI hub for the terminal."},
        {"role": "user", "content": "list my projects"},
        {"role": "assistant", "content": "2 projects:\n- garden\n- taxes"},
        {"role": "user", "content": "nice, thanks"},
        {"role": "assistant", "content": "You're welcome!"},
    ]
    messages = tiny_messages("and how do you spell that", history=history)
    text = " ".join(m["content"] for m in messages)
    assert "personal AI hub" not in text and "- garden" not in text
    assert "what can you do" not in text and "list my projects" not in text
    assert {"role": "assistant", "content": "You're welcome!"} in messages


def test_a_question_that_stands_on_its_own_is_asked_without_the_conversation() -> None:
    """The small model wove its previous answer into the next one ("how many minutes in a
    day" → "The French Riviera is a beautiful destination")."""
    history = [
        {"role": "user", "content": "give me an idea for a weekend trip"},
        {"role": "assistant", "content": "How about a trip to the French Riviera?"},
    ]
    alone = " ".join(m["content"] for m in tiny_messages("who wrote hamlet", history=history))
    assert "Riviera" not in alone and "weekend" not in alone
    for follow_up in ("why there?", "is it expensive", "and in winter?", "tell me more"):
        prompt = " ".join(m["content"] for m in tiny_messages(follow_up, history=history))
        assert "Riviera" in prompt, follow_up


def _stream(text: str, said: str, size: int = 3) -> tuple[list[str], StreamGuard]:
    guard = StreamGuard(said)
    shown = [guard.feed(text[i : i + size]) for i in range(0, len(text), size)]
    return [s for s in shown if s], guard


def test_stream_guard_releases_whole_words_as_they_come() -> None:
    shown, guard = _stream("Paris is the capital of France, of course.", "capital of france?")
    assert len(shown) > 1
    assert "".join(shown) == guard.released
    assert guard.released.startswith("Paris is the capital")
    assert not guard.released.endswith(("Pa", "cour"))  # never half a word


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("hello eddie, who are you?", "hello eddie, who are you?"),  # an echo
        ("<reply>", "hi"),
        ("<|im_end|>", "hi"),
        ('{"answer": "hi there you"}', "hi"),
    ],
)
def test_stream_guard_shows_nothing_of_degenerate_output(text: str, said: str) -> None:
    shown, _ = _stream(text + " ", said)
    assert shown == []


def test_stream_guard_stops_at_a_template_token_and_after_two_sentences() -> None:
    _, guard = _stream("Fine, thanks for asking. <|im_end|> user: hi", "how are you")
    assert guard.released == "Fine, thanks for asking. "
    _, guard = _stream("A thing. Another thing. A third thing and more.", "count")
    assert guard.released == "A thing. Another thing."


def test_the_tiny_prompts_history_window_keeps_its_prefix_from_turn_to_turn() -> None:
    history: list[dict[str, str]] = []
    prompts = []
    for n in range(12):
        prompts.append(tiny_messages(f"question {n}", history=history))
        history += [
            {"role": "user", "content": f"question {n}"},
            {"role": "assistant", "content": f"answer {n}"},
        ]
    kept = [len(p) for p in prompts]
    assert max(kept) - min(kept) <= HISTORY_STEP  # bounded: a few recent messages
    # from one turn to the next, the previous prompt (minus its last input) is a prefix of
    # the next one, except when the window moves (every HISTORY_STEP // 2 exchanges)
    prefix_kept = sum(
        prev[:-1] == nxt[: len(prev) - 1] for prev, nxt in itertools.pairwise(prompts)
    )
    assert prefix_kept >= (len(prompts) - 1) // 2


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("Here's a simple plan to help you start your fitness journey.", "make me a gym plan"),
        ("Sure! Here are some ideas:", "ideas for a rainy day"),
        ("I'm sorry for your loss, but I can't help you with that.", "plan my week please"),
    ],
)
def test_an_answer_that_says_nothing_or_the_wrong_thing_is_rejected(answer: str, said: str) -> None:
    assert check_answer(answer, said) is not None


def test_condolences_for_a_loss_told_are_fine() -> None:
    said = "my grandpa passed away last night"
    assert check_answer("I'm so sorry for your loss. I'm here if you want to talk.", said) is None
