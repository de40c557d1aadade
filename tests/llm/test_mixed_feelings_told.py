"""Mixed feelings told about anything, not only a job quit: "sad but also kind of lovely",
"bittersweet tbh", "traurig aber auch schön", "mit einem lachenden und einem weinenden auge" get
the mixed-feelings line, in English and German; a loss with relief in it is heard as both.
Quitting keeps its own mixed-feelings line; a word asked about, a recipe and a loss alone keep
theirs."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "line"),
    [
        ("cleared out my grandparents house today, sad but also kind of lovely", "en",
         "Mixed feelings make complete sense"),
        ("my youngest starts uni next week, bittersweet tbh", "en",
         "Mixed feelings make complete sense"),
        ("sold the old camper van today. weird but also a relief", "en",
         "Mixed feelings make complete sense"),
        ("unser sohn zieht aus, mit einem lachenden und einem weinenden auge", "de",
         "Gemischte Gefühle sind da ganz normal"),
        ("die kleine kommt in die schule, bin traurig aber auch so stolz", "de",
         "Gemischte Gefühle sind da ganz normal"),
    ],
)  # fmt: skip
def test_mixed_feelings_about_anything_get_the_mixed_feelings_line(
    said: str, language: str, line: str
) -> None:
    answer = known_answer(said, language) or ""
    assert answer.startswith(line), answer


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("handed in my notice, sad but kinda nice", "en", "leaving a job"),
        ("hab heute gekündigt, traurig aber auch schön", "de", "Kündigung"),
    ],
)
def test_quitting_with_mixed_feelings_keeps_its_own_line(
    said: str, language: str, part: str
) -> None:
    answer = known_answer(said, language) or ""
    assert part in answer, answer


def test_relief_in_a_loss_is_no_relief_that_it_was_nothing() -> None:
    answer = known_answer("grandad passed away on friday. sad but relieved his pain is over") or ""
    assert "sad and relieved" in answer and "glad it was nothing" not in answer, answer


@pytest.mark.parametrize(
    "said",
    ["what does bittersweet mean", "any bittersweet chocolate brownie recipes?"],
)
def test_the_word_or_the_chocolate_gets_no_mixed_feelings(said: str) -> None:
    assert "Mixed feelings" not in (known_answer(said, "en") or "")


def test_a_loss_alone_keeps_its_line() -> None:
    answer = known_answer("my dog died yesterday", "en") or ""
    assert answer.startswith("I'm so sorry about your dog."), answer
    assert "Mixed feelings" not in answer
