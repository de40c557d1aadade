"""A how-are-you after a remark of the user's own (the weather, a long day, a Monday, the
weekend, a bad mood, anything told): the reply hears the remark and answers the question, in
English and German, typed loosely. The how-are-you line alone fit only with nothing before
it. A how-are-you alone, after a greeting, after a request, or a remark with no question keep
their replies."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "heard", "answered"),
    [
        ("ugh the bus was late AGAIN. how r u", "en", "sorry to hear", "thanks for asking"),
        ("so much rain today lol, hows it going", "en", "weather", "I'm doing well"),
        ("finally weekend!! how are you doing", "en", "Finally!", "I'm doing well"),
        ("knackered after work tbh. how are u", "en", "a lot", "thanks for asking"),
        ("got the flat we wanted!!! how r you", "en", "Congratulations", "I'm doing well"),
        ("just got back from a run how are you", "en", "Thanks for telling me", "I'm doing well"),
        ("boah, montag. wie gehts dir so", "de", "Montage", "Mir geht's gut"),
        ("endlich feierabend, wie läufts bei dir?", "de", "Endlich", "Mir geht's gut"),
        ("es schüttet schon den ganzen tag. wie gehts", "de", "Wetter", "Mir geht's gut"),
        ("puh, war ne harte woche... und wie gehts dir", "en", "ganz schön viel", "Mir geht's gut"),
    ],
)
def test_a_remark_is_heard_and_the_question_answered(
    said: str, language: str, heard: str, answered: str
) -> None:
    answer = known_answer(said, language) or ""
    assert heard in answer and answered in answer, answer
    assert answer.index(heard) < answer.index(answered), answer  # the remark first


def test_a_loss_told_first_is_heard_with_care() -> None:
    answer = known_answer("my cat died on sunday. how are you", "en") or ""
    assert "so sorry" in answer and "How are you holding up?" in answer, answer
    assert "Thanks for telling me" not in answer


@pytest.mark.parametrize(
    ("said", "language", "kept"),
    [
        ("how are you doing?", "en", "I'm doing well, thanks for asking! How about you?"),
        ("hey eddie, how r u", "en", "I'm doing well, thanks for asking! How about you?"),
        ("na, wie gehts dir?", "de", "Mir geht's gut, danke der Nachfrage! Und dir?"),
        ("finally friday lol", "en", "Finally! You've earned it. Anything nice planned?"),
    ],
)
def test_no_remark_or_no_question_keeps_its_line(said: str, language: str, kept: str) -> None:
    answer = known_answer(said, language) or ""
    assert answer.startswith(kept), answer


def test_a_request_before_the_question_is_no_remark() -> None:
    assert known_answer("remind me at 6 to call mum, how are you", "en") is None
