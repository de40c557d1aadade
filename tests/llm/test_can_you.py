""" "Can you …" about what Eddie can do (issue 14: "can you make phone calls" got "I can make
phone calls, I'm sure.", "can you set alarms" listed the schedules)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("could you text people for me?", "en", "can't send"),
        ("kannst du auch nachrichten verschicken", "de", "Verschicken kann ich nichts"),
        ("can u call someone", "en", "can't make phone calls"),
        ("can you do reminders too", "en", "remind me tomorrow"),
        ("kannst du wecker stellen", "de", "weck mich"),
        ("will you learn from our chats?", "en", "don't learn"),
        ("does vance cost anything", "en", "no cost"),
        ("can you look at my calendar", "en", "only see what you type"),
        ("hörst du immer mit?", "de", "Spracheingabe"),
    ],
)
def test_a_question_what_eddie_can_do_gets_the_truth(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


def test_a_request_to_send_a_message_gets_the_text_to_copy() -> None:
    answer = known_answer("can you send a message to my sister that i'll be there at 6", "en")
    assert answer is not None and "I'll be there at 6" in answer, answer
