"""Questions about Eddie asked loosely (issue 14: "wait what even are you" got "I'm a French
language assistant", "what languages do you speak" "I can speak any language you give me",
"what are you doing" "I'm doing a job interview"): the true line, whatever the filler."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.tools.help import about_vance, help_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("hmm so what exactly are u", "en", "runs on your computer"),
        ("sorry but who even are you", "en", "Eddie"),
        ("sag mal, was bist du überhaupt", "de", "auf deinem Rechner"),
        ("what's eddie", "en", "Eddie"),
        ("which languages can u understand", "en", "English and German"),
        ("how many languages do you know", "en", "English and German"),
        ("in welchen sprachen kann ich mit dir reden", "de", "Deutsch und Englisch"),
        ("are you able to search the web", "en", "web"),
        ("do u have internet access", "en", "web"),
        ("kannst du eigentlich online was recherchieren", "de", "Webseiten"),
        ("which llm are you", "en", "vance models"),
        ("welches modell steckt hinter dir", "de", "vance models"),
        ("so what r u up to rn", "en", "ready"),
        ("hey was machst du grad", "de", "bereit"),
    ],
)
def test_a_loose_question_about_eddie_gets_the_true_line(
    said: str, language: str, has: str
) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "what are you doing about the flat search",  # a project's progress, not small talk
        "can you look up train times to berlin online",  # a real request
        "what languages are spoken in belgium",
        "who are you voting for",
    ],
)
def test_a_question_that_only_looks_like_one_about_eddie_is_left_alone(said: str) -> None:
    answer = known_answer(said, "en")
    assert answer is None or "Eddie" not in answer, answer


def test_a_general_question_in_loose_words_gets_the_overview() -> None:
    assert "plain words" in help_answer("what kinda things can u do for me")
    assert "normalen Worten" in help_answer("was kannst du so alles für mich tun", "de")


def test_a_how_to_names_a_part_of_vance_or_is_about_the_world() -> None:
    assert about_vance("how do i delete a reminder")
    assert about_vance("how can i make you talk slower")
    assert not about_vance("how do i fix a stuck zipper")
    assert not about_vance("how do i keep basil alive on a windowsill")


def test_the_help_explains_how_to_correct_and_forget_what_eddie_remembers() -> None:
    text = help_answer("how do i get eddie to forget something")
    assert "forget" in text and ("/memory" in text or "vance memory" in text)


@pytest.mark.parametrize(
    "said",
    ["could i chat with you in french or only english?", "kann ich mit dir auf englisch schreiben"],
)
def test_asking_which_language_one_may_write_in_switches_nothing(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "English and German" in answer or "Deutsch und Englisch" in answer, answer
