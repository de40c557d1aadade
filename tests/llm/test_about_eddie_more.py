"""More questions about Eddie get their true line (tiny_eddie): what to call it, whether it
works without wifi, whether it can be wrong, whether it helps with a bigger project, whether
a person answers, and what it would do if it could (an AI's honest, playful answer, not the
user's own day off)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer, told


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        # its name
        ("what do i call you", "en", "call me Eddie"),
        ("what should i call you?", "en", "call me Eddie"),
        ("hey so how should i address you lol", "en", "call me Eddie"),
        ("wie soll ich dich nennen?", "de", "einfach Eddie"),
        ("hast du eigentlich nen namen", "de", "einfach Eddie"),
        # without the internet
        ("do you work without wifi?", "en", "all work offline"),
        ("does this work without internet", "en", "small local model"),
        ("will u still work if my wifi is down", "en", "optional"),
        ("funktionierst du ohne wlan?", "de", "auch offline"),
        ("klappt das auch offline?", "de", "lokalen Modell"),
        # can it be wrong
        ("can you get things wrong?", "en", "double-check"),
        ("do you ever make mistakes", "en", "double-check"),
        ("how reliable are you tbh", "en", "small model"),
        ("kannst du dich irren?", "de", "prüf es bitte nach"),
        ("machst du eigentlich fehler?", "de", "prüf es bitte nach"),
        # a bigger project
        ("can you help with a bigger project?", "en", "a worker"),
        ("can you split a big project into tasks", "en", "splits it into tasks"),
        ("could u break it down into smaller steps", "en", "project"),
        ("kannst du mir bei einem größeren projekt helfen?", "de", "Worker"),
        # a person answering?
        ("are you a real person?", "en", "not a person"),
        ("am i talking to a human", "en", "an AI"),
        ("wait is this a bot lol", "en", "an AI"),
        ("bist du ein echter mensch?", "de", "kein Mensch"),
        ("rede ich hier mit einem menschen?", "de", "eine KI"),
    ],
)
def test_a_question_about_eddie_gets_its_line(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("if you could take a day off what would you do", "en"),
        ("what would you eat if you could", "en"),
        ("if u could travel anywhere where would u go lol", "en"),
        ("haha if you had a body what would you do first", "en"),
        ("wenn du einen tag frei hättest, was würdest du machen?", "de"),
        ("was würdest du essen, wenn du könntest?", "de"),
    ],
)
def test_a_what_if_is_answered_as_an_ai_and_turned_back(said: str, language: str) -> None:
    answer = known_answer(said, language) or ""
    assert "AI" in answer or "KI" in answer, answer
    assert answer.rstrip().endswith("?"), answer  # the question goes back to the user
    assert "Enjoy it" not in answer and "Genieß" not in answer, answer  # not the user's day off
    assert told(said)


@pytest.mark.parametrize(
    ("said", "language", "wrong"),
    [
        ("what would you do if you were me, take the job or stay?", "en", "Fun question"),
        ("if you could remind me at 5 that would be great", "en", "Fun question"),
        ("wenn du mir helfen könntest, würdest du mir sagen wie spät es ist", "de", "Schöne Frage"),
        ("i have a day off tomorrow, what should i do", "en", "Fun question"),
        ("what's your name", "en", "call me Eddie"),  # who it is, said as before
        ("can you break my kitchen renovation into steps: tiles, paint, cabinets", "en", "marvin"),
        ("are you sure?", "en", "double-check"),
        ("is this cheese still ok to eat, it smells a bit funny", "en", "an AI"),
    ],
)
def test_nearby_words_are_not_about_eddie(said: str, language: str, wrong: str) -> None:
    assert wrong not in (known_answer(said, language) or ""), said


def test_a_day_off_told_is_still_the_users() -> None:
    answer = known_answer("finally got a day off today", "en") or ""
    assert answer.startswith("A day off, nice!"), answer
