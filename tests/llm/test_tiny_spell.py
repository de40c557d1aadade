"""Spelling from word lists, not from the tiny model (which spells back what it was shown).
Phrasings written for this file, apart from the patterns."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.llm.tiny_spell import right_spelling, spelling

pytest.importorskip("spellchecker", reason="pyspellchecker is part of the offline install")


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("hey how do i spell occassion", "It's spelled O-C-C-A-S-I-O-N: occasion."),
        ("how would you spell 'begining'?", "It's spelled B-E-G-I-N-N-I-N-G: beginning."),
        ("can you spell bureaucracy for me", "It's spelled B-U-R-E-A-U-C-R-A-C-Y: bureaucracy."),
        ("whats the right spelling of goverment", "It's spelled G-O-V-E-R-N-M-E-N-T: government."),
        ("is it untill or until", "It's spelled U-N-T-I-L: until."),
        ("how is tounge spelled", "It's spelled T-O-N-G-U-E: tongue."),
    ],
)
def test_english_words_are_spelled_right_even_when_asked_wrong(said: str, expected: str) -> None:
    assert spelling(said) == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("wie schreibt man eigentlich vieleicht", "Man schreibt es V-I-E-L-L-E-I-C-H-T."),
        ("schreibt man nähmlich oder nämlich", "Man schreibt es N-Ä-M-L-I-C-H."),
        ("wie wird interesant geschrieben", "Man schreibt es I-N-T-E-R-E-S-S-A-N-T."),
    ],
)
def test_german_words_are_spelled_in_german(said: str, expected: str) -> None:
    assert spelling(said, "de") == expected


def test_a_rare_word_next_to_a_common_one_is_taken_for_the_common_one() -> None:
    assert right_spelling("calender", "en") == "calendar"  # "calender" is a rare machine
    assert right_spelling("rhythm", "en") == "rhythm"
    assert spelling("how do you spell alot") == "It's two words: a lot."


@pytest.mark.parametrize(
    "said",
    [
        "how do you spell your name",
        "spell it out for me",
        "how do you spell qwzxyv",
        "i can never spell restaurant lol",
        "wie schreibt man das",
        "spelling bee tonight, wish me luck",
    ],
)
def test_no_spelling_without_a_word_to_spell(said: str) -> None:
    assert spelling(said) is None


def test_the_small_model_is_not_asked_how_a_word_is_spelled() -> None:
    assert known_answer("how do u spell accomodate") == (
        "It's spelled A-C-C-O-M-M-O-D-A-T-E: accommodate, with two C's and two M's."
    )  # the facts' own line with its tip comes first
    assert known_answer("how do u spell enviroment") == (
        "It's spelled E-N-V-I-R-O-N-M-E-N-T: environment."
    )
