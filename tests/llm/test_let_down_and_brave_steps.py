"""News a held-out set (37) showed the tiny model answering badly, said here in other words:
being let down ("got stood up", "worst X of my life") got a mocking or made-up reply, a brave
step ("quit my job, feels right") got "sorry to hear that", and a first pay said with a
German word ("my first gehalt") was not seen. Questions with the same words are not news."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer, told


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("got stood up at the cinema, waited half an hour like an idiot", "en", "not on you"),
        ("worst dentist visit of my life, he totally ignored me", "en", "disappointing"),
        ("wurde heute versetzt, so peinlich", "de", "nicht an dir"),
        ("so i handed in my notice today. terrifying but it feels right", "en", "takes courage"),
        ("hab meine stelle gekündigt und bin so erleichtert", "de", "braucht Mut"),
        ("got my first lohn today from the new job!!", "en", "first paycheck"),
    ],
)
def test_the_news_gets_its_line(said: str, language: str, part: str) -> None:
    assert told(said), said
    assert part in (known_answer(said, language) or ""), said


@pytest.mark.parametrize(
    "said",
    [
        "how do i get over being stood up",  # advice asked
        "this video 😭😭 im crying",  # laughing, not sad
        "i quit sugar and feel great",  # no job left
        "should i quit my job if it feels right?",
    ],
)
def test_the_same_words_asking_or_joking_get_no_such_line(said: str) -> None:
    found = known_answer(said, "en") or ""
    assert "not on you" not in found and "takes courage" not in found, found


def test_squeaking_bike_brakes_get_no_door_hinge_oil() -> None:
    found = known_answer("die scheibenbremsen am rad quietschen wie verrückt, was tun?", "de") or ""
    assert "Scharnier" not in found and "Öl" not in found, found
    assert "Scharnier" in (known_answer("unsere haustür quietscht furchtbar", "de") or "")
