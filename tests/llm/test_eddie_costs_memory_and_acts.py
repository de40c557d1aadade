"""Asked what Eddie costs, whether it learns from the chats, and whether it can act in the
world (order, book, buy, call): the honest line in English and German. The tiny model had
nothing for "do i need a subscription" or "lernst du von unseren gesprächen", said "wirst du
müde" was the user's sadness, and "can you book a table at luigis" or "kannst du jemanden
anrufen" made a project no worker could carry out. A question about the world that only
shares the words ("is ordering pizza cheaper than cooking", "how much does netflix cost")
is not about Eddie."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer, told


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        # cost and subscriptions
        ("do i need a subscription", "en", "No subscription"),
        ("is there a monthly fee?", "en", "at no cost"),
        ("do i have to pay for this", "en", "what that provider charges"),
        ("are there any hidden costs", "en", "cloud model"),
        ("is it free to use?", "en", "locally"),
        ("brauch ich ein abo?", "de", "Kein Abo"),
        ("gibt es ein abo", "de", "Kein Abo"),
        ("kostest du was?", "de", "kostenlos"),
        ("muss ich für dich bezahlen", "de", "Cloud-Modell"),
        # learning from the chats
        ("do you learn from our conversations?", "en", "never trained"),
        ("are you trained on my chats", "en", "forget that"),
        ("do you use my chats for training?", "en", "what do you know about me"),
        ("lernst du von unseren gesprächen?", "de", "nie mit unseren Gesprächen trainiert"),
        ("lernst du aus unseren chats", "de", "vergiss"),
        ("werden meine chats zum trainieren benutzt?", "de", "korrigieren"),
        # acting in the world
        ("can you book a table at luigis", "en", "can't order, buy or book"),
        ("can you buy me new headphones", "en", "write the message"),
        ("can you buy stuff on amazon for me", "en", "make a project"),
        ("can you call the restaurant for me", "en", "can't make phone calls"),
        ("could you phone my dentist", "en", "write down what you want to say"),
        ("kannst du einen tisch reservieren?", "de", "Nachricht oder Mail"),
        ("kannst du mir ein taxi rufen", "de", "Bestellen, kaufen oder buchen"),
        ("kannst du jemanden anrufen?", "de", "Telefonieren kann ich nicht"),
        ("kannst du meine mama anrufen", "de", "schreibe dir auf"),
        # sleep, a person, languages
        ("wirst du müde?", "de", "werde nicht müde"),
        ("brauchst du schlaf", "de", "schlafe nicht"),
        ("do you need sleep?", "en", "don't sleep"),
        ("bist du eine person?", "de", "kein Mensch"),
        ("can you speak english", "en", "English and German"),
    ],
)
def test_a_question_about_eddie_gets_the_honest_line(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "can you book a table at luigis",
        "can you book a table for two tonight",
        "kannst du jemanden anrufen",
        "can you call the restaurant for me",
        "do i need a subscription",
        "lernst du von unseren gesprächen",
    ],
)
def test_such_a_question_is_never_work_for_a_project(said: str) -> None:
    assert told(said), said


@pytest.mark.parametrize(
    ("said", "language", "wrong"),
    [
        ("is ordering pizza cheaper than cooking", "en", "can't order"),
        ("how much does netflix cost", "en", "subscription"),
        ("does spotify have a free plan", "en", "subscription"),
        ("do i need a subscription for disney plus", "en", "No subscription"),
        ("do i need an account for netflix", "en", "No subscription"),
        ("was kostet ein abo bei netflix", "de", "Kein Abo"),
        ("my grandpa turns 90, write a card for him", "en", "can't"),
        ("can you give a short answer", "en", "phone calls"),
        ("can you call the project garden", "en", "phone calls"),
        ("do i need sleep", "en", "I don't sleep"),
        ("ich bin müde", "de", "werde nicht müde"),
        ("do cats learn from their mistakes", "en", "trained"),
    ],
)
def test_a_question_about_the_world_is_not_about_eddie(
    said: str, language: str, wrong: str
) -> None:
    assert wrong not in (known_answer(said, language) or ""), said


@pytest.mark.parametrize(
    "said",
    ["can you find me a cheap flight to rome", "could you book me a flight and find a hotel"],
)
def test_work_asked_with_it_stays_work(said: str) -> None:
    assert not told(said), said
