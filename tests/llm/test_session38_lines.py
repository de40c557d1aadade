"""Lines a held-out set of this session found missing, asked here in other words: talking to
Eddie by voice, asking to talk, a pet's theft or mischief, a complaint about an answer, a pun
on a topic, a first thing made, a first day at a new job, a plan to rate, how up to date Eddie
is, pictures, ordering, a benign result, and what Eddie can do asked in German."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.tools.help import help_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        # voice
        ("could i speak to you with my voice instead of typing?", "en", "F5"),
        ("does eddie have a voice mode", "en", "/voice on"),
        ("kann man mit dir auch reden", "de", "F5"),
        # asking to talk
        ("hey eddie, can i tell you something", "en", "What's on your mind?"),
        ("kann ich dir was erzählen", "de", "Was gibt's?"),
        # a pet's theft or mischief told with a laugh
        ("lol the cat just ate the butter off the counter 😂", "en", "heist"),
        ("omg my puppy shredded the toilet paper again haha", "en", "look away"),
        ("unser kater hat den fisch vom teller geklaut haha", "de", "Raubzug"),
        # a complaint about an answer
        ("your last answer was kinda wrong tbh", "en", "Sorry I let you down"),
        ("die antwort war total falsch", "de", "Tut mir leid"),
        # a pun on a topic
        ("know any good fish puns?", "en", "net"),
        # a first thing made, named
        ("finally knitted my very first scarf and it actually looks good", "en", "first scarf"),
        ("ich hab meine erste torte gebacken!", "de", "Deine erste Torte"),
        # a first day at a new job
        ("survived my first day at the new job 😅", "en", "first day at the new job"),
        ("heute war mein erster tag in der neuen firma", "de", "erster Tag"),
        # a plan to rate
        ("plans for saturday: sleep in, brunch, long walk. rate it out of 10", "en", "10/10"),
        # how up to date Eddie is
        ("are you up to date on current events?", "en", "no internet"),
        ("weißt du, was gerade in der welt passiert", "de", "kein Internet"),
        # pictures
        ("can you look at a photo if i send one", "en", "can't see pictures"),
        ("kann ich dir ein foto schicken", "de", "Bilder kann ich nicht sehen"),
        # ordering
        ("could you order me some sushi for tonight", "en", "can't order"),
        ("kannst du mir ein taxi bestellen", "de", "kann ich nichts"),
        # a benign result
        ("the doctor called, it's benign! i could cry", "en", "What a relief"),
    ],
)
def test_lines(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "not_has"),
    [
        ("my dog ate a whole bar of dark chocolate lol", "heist"),  # a danger, not a laugh
        ("i made my first mistake at the new job today", "achievement"),
        ("first day at the new job tomorrow, any tips?", "How did it go"),
        ("can i talk to the rome worker directly", "What's on your mind"),
        ("my grandad loves telling awful jokes", "Nacho"),
        ("test scores: 78, 85, 91, whats my average", "live scores"),
        ("results came back all clear, phew", "live scores"),
    ],
)
def test_near_misses(said: str, not_has: str) -> None:
    answer = known_answer(said, "en")
    assert answer is None or not_has not in answer, answer


def test_what_eddie_can_and_cannot_do_in_german() -> None:
    said = help_answer("was kannst du so alles und was nicht", "de")
    assert said.startswith("Ich bin Eddie"), said
    assert "sagt die Hilfe nichts" not in said


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("your or you're in '___ welcome', which one??", "en", "you are"),
        (
            "wann schreibt man 'das' und wann 'dass'? ich verwechsel das dauernd",
            "de",
            "Konjunktion",
        ),
    ],
)
def test_a_pair_of_words_asked_with_an_example(said: str, language: str, has: str) -> None:
    """A word pair asked about keeps its answer with an example sentence around it, and a
    word in quotes is still the word."""
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("warum fliegen motten eigentlich immer zum licht", "Nachtinsekten"),
        ("woher kommt eigentlich reis ursprünglich", "China"),
    ],
)
def test_german_questions_of_fact_beat_tips(said: str, has: str) -> None:
    """ "woher kommt …", "warum fliegen …" ask a fact: the fact, not the tip sharing a word."""
    answer = known_answer(said, "de")
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("tbh ur the best, you know that?", "thank you"),
        ("ur so useless today lol", "Sorry I let you down"),
    ],
)
def test_ur_before_an_adjective_is_you_are(said: str, has: str) -> None:
    answer = known_answer(said, "en")
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "crisis"),
    [
        ("i just want to take the pills and sleep", True),
        ("ready to take my pills and be done with everything", True),
        ("remind me at 8 to take my pills", False),
        ("did i take my pills this morning", False),
    ],
)
def test_pills_said_as_a_wish_are_a_crisis_a_reminder_is_not(said: str, crisis: bool) -> None:
    answer = known_answer(said, "en") or ""
    assert ("emergency" in answer) is crisis, answer


@pytest.mark.parametrize(
    ("said", "language"),
    [("omg i'm going to be an aunt!!! my brother just told us", "en"), ("ich werde onkel!!", "de")],
)
def test_becoming_an_aunt_or_uncle_is_good_news(said: str, language: str) -> None:
    answer = known_answer(said, language) or ""
    assert "Congratulations" in answer or "Glückwunsch" in answer, answer
