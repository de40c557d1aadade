"""More messages written from the user's words (issue 14): a friendly note about noise, a
complaint to a company, a question to someone ("asking when …"), a cancellation, a German
message with the person in the dative, and a thank-you to a team. Before, "schreib meinem chef
dass ich morgen später komme" created a project `meinem_chef`, and "a short thank you to my
team" got "You're welcome!"."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("write a friendly text to our neighbours about the barking dog", "en", "keep it down"),
        ("draft an email to the hotel about the refund i never got", "en", "look into this"),
        (
            "write a msg to my flatmate asking if she can water the plants",
            "en",
            "could you water the plants?",
        ),
        (
            "write a note to my teacher asking for an extension",
            "en",
            "Could I please ask for an extension?",
        ),
        (
            "help me write a letter cancelling our newspaper subscription",
            "en",
            "cancel our newspaper subscription",
        ),
        ("schreib meiner schwester, dass ich am samstag nicht kommen kann", "de", "Samstag"),
        (
            "schreib eine kündigung für meinen stromvertrag",
            "de",
            "hiermit kündige ich meinen Stromvertrag",
        ),
        ("write a thank you note to my colleagues for all the effort", "en", "all of you"),
    ],
)
def test_a_message_is_written_from_the_users_words(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has.lower() in answer.lower(), answer


def test_a_german_message_to_the_boss_is_formal_and_says_it_in_a_main_clause() -> None:
    answer = known_answer("schreib meinem chef, dass ich heute länger brauche", "de") or ""
    assert "Ich brauche heute länger" in answer or "ich brauche heute länger" in answer, answer
    assert "Guten Tag" in answer


@pytest.mark.parametrize(
    "said",
    ["sag meinem worker, dass er schneller machen soll", "thanks, you wrote that really well"],
)
def test_words_to_a_worker_or_thanks_are_no_message_to_draft(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "you could send" not in answer and "könntest du schreiben" not in answer, answer


def test_a_birthday_party_one_cannot_go_to_is_no_noise_complaint() -> None:
    answer = known_answer("how do i tell my friend i cant make it to his party saturday", "en")
    assert answer is not None and "keep it down" not in answer and "invite" in answer, answer
