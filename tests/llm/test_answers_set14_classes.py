"""Classes a stranger's answers set found wrong or missing (issue 14, answers set 14): a dog
that ate grapes got "No, no worries.", "are you connected to the internet" got "I'm connected
to the internet.", "me and 3 friends" split a bill three ways, a rent rise was read as a ratio,
a temperature asked after "weather app says" got the weather line, a message to nobody named
created a project. Phrasings written for this file, not copied from the set."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("help my puppy got into a bag of raisins, should i worry?", "en", "vet"),
        ("unser hund hat weintrauben gefressen, schlimm?", "de", "Tierarzt"),
        ("how often do you water a sansevieria", "en", "2 to 3 weeks"),
        ("is it actually safe to use a password manager", "en", "master password"),
        ("whats the difference between bacteria and viruses", "en", "antibiotics"),
        ("my kitten keeps scratching the armchair, tips?", "en", "scratching post"),
        ("how do i keep parsley fresh longer", "en", "glass with a little water"),
        ("any tips for cheap meal prep?", "en", "big batches"),
        ("are u even online?", "en", "offline"),
        ("finally friday!!", "en", "Finally!"),
        ("what's a sweet line for my dad's 60th birthday card", "en", "60"),
    ],
)
def test_everyday_asks_get_a_true_useful_answer(said: str, language: str, has: str) -> None:
    assert has in (known_answer(said, language) or "")


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("kannst du mir ne nachricht schreiben dass ich heute später komme", "de", "später"),
        ("write a quick text saying the train is delayed", "en", "The train is delayed"),
        (
            "help me write a short msg to my landlord, the dishwasher stopped working",
            "en",
            "The dishwasher stopped working",
        ),
        ("write a text to my coach asking for a day off, keep it short", "en", "a day off?"),
    ],
)
def test_messages_are_written_from_the_users_words(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language) or ""
    assert has in answer and "keep it short" not in answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("me and 2 friends split a 45 dollar taxi, how much each", "en", "15 each"),
        ("our rent went from 800 to 880, what % increase is that", "en", "10% more"),
        ("the app says 30 celsius, what's that in fahrenheit", "en", "86 °F"),
        ("my passport form needs my weight in kg, i'm 150 lbs", "en", "68.04 kilograms"),
        ("how many ounces are in a cup", "en", "8 US fluid ounces"),
    ],
)
def test_sums_around_other_words_are_worked_out(said: str, language: str, has: str) -> None:
    assert has in (answer_to(said, language) or "")


def test_asking_about_grapes_without_a_dog_is_no_alarm() -> None:
    assert "vet" not in (known_answer("are grapes berries?") or "")


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("write a quick apology to my flatmate, i ate her leftovers", "I ate your leftovers"),
        ("need an apology to my dad because i yelled at him on the phone", "I yelled at you"),
    ],
)
def test_an_apology_says_what_happened_to_them(said: str, has: str) -> None:
    assert has in (known_answer(said) or "")


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("2 bagels at 1.75 each and a tea for 2.40, paid with a 10, how much change", "en", "4.10"),
        ("zwei kugeln eis zu 1,80 und ich zahl mit nem 5er, wieviel wechselgeld", "de", "1,40"),
    ],
)
def test_the_change_from_a_note_is_worked_out(said: str, language: str, has: str) -> None:
    assert has in (answer_to(said, language) or "")
