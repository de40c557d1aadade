"""What a user says about themselves → the facts Vance keeps (written from the user's side,
not from the rules: each row is a phrasing someone would really type or say)."""

from __future__ import annotations

import pytest

from brain.memory.extract import extract, parse_forget

# (language, what the user says, expected (subject, value) facts, in order)
TABLE: list[tuple[str, str, list[tuple[str, str]]]] = [
    ("en", "my name is Zed", [("user.name", "Zed")]),
    ("en", "Hi! My name is Zed Shaw.", [("user.name", "Zed Shaw")]),
    ("en", "call me Captain", [("user.nickname", "Captain")]),
    ("en", "Please call me Cap, everyone does.", [("user.nickname", "Cap")]),
    ("en", "I live in Lyon", [("user.location", "Lyon")]),
    ("en", "I live in New York, what's the weather like?", [("user.location", "New York")]),
    ("en", "I moved to Berlin last year.", [("user.location", "Berlin")]),
    ("en", "no, I moved to Berlin", [("user.location", "Berlin")]),
    ("en", "Actually I live in Hamburg now", [("user.location", "Hamburg")]),
    ("en", "I prefer short answers", [("user.preference.answers", "short answers")]),
    ("en", "I prefer tea over coffee.", [("user.preference.coffee_tea", "tea over coffee")]),
    ("en", "remember that my sister is called Ada", [("note", "my sister is called Ada")]),
    (
        "en",
        "Please remember that the wifi password is on the fridge.",
        [("note", "the wifi password is on the fridge")],
    ),
    ("en", "My name is Zed and I live in Lyon.", [("user.name", "Zed"), ("user.location", "Lyon")]),
    ("en", "i live in lyon", [("user.location", "Lyon")]),
    ("de", "ich heiße Zed", [("user.name", "Zed")]),
    ("de", "Mein Name ist Zed.", [("user.name", "Zed")]),
    ("de", "nenn mich Käpt'n", [("user.nickname", "Käpt'n")]),
    ("de", "Nenne mich bitte Chef", [("user.nickname", "Chef")]),
    ("de", "ich wohne in München", [("user.location", "München")]),
    ("de", "Ich lebe in Wien, wie wird das Wetter?", [("user.location", "Wien")]),
    ("de", "ich bin nach Berlin gezogen", [("user.location", "Berlin")]),
    ("de", "nein, ich bin nach Köln gezogen", [("user.location", "Köln")]),
    ("de", "ich mag lieber Tee als Kaffee", [("user.preference.kaffee_tee", "Tee als Kaffee")]),
    ("de", "Ich bevorzuge kurze Antworten.", [("user.preference.antworten", "kurze Antworten")]),
    ("de", "merk dir, dass meine Schwester Ada heißt", [("note", "meine Schwester Ada heißt")]),
    (
        "de",
        "Merke dir bitte, dass der Schlüssel unter der Matte liegt",
        [("note", "der Schlüssel unter der Matte liegt")],
    ),
    (
        "de",
        "kannst du dir bitte merken, dass die Mülltonne donnerstags raus muss?",
        [("note", "die Mülltonne donnerstags raus muss")],
    ),
    (
        "en",
        "could you remember that the spare key is with Ana?",
        [("note", "the spare key is with Ana")],
    ),
]

# Things that are not statements of a fact about the user.
NOTHING: list[tuple[str, str]] = [
    ("en", "what is my name?"),
    ("en", "do you remember where I live?"),
    ("en", "where do I live?"),
    ("en", "my name is not important"),
    ("en", "create a project called garden_planner"),
    ("en", "Can you call me a taxi?"),
    ("de", "wie heiße ich?"),
    ("de", "wo wohne ich?"),
    ("de", "erstelle ein Projekt garden_planner"),
    ("en", "what did i ask you to remember that evening?"),
    ("de", "kannst du dir sowas überhaupt merken?"),
    ("en", ""),
]


def _subject(subject: str) -> str:
    return "note" if subject.startswith("note.") else subject


@pytest.mark.parametrize(("lang", "text", "expected"), TABLE)
def test_extracts_the_fact_the_user_stated(
    lang: str, text: str, expected: list[tuple[str, str]]
) -> None:
    facts = extract(text, lang)
    assert [(_subject(f.subject), f.value) for f in facts] == expected
    assert all(f.source == "user-stated" for f in facts)
    assert all(0.5 <= f.confidence <= 1.0 for f in facts)


@pytest.mark.parametrize(("lang", "text"), NOTHING)
def test_questions_and_requests_are_not_facts(lang: str, text: str) -> None:
    assert extract(text, lang) == []


def test_table_is_large_enough() -> None:
    assert len(TABLE) >= 20
    assert {lang for lang, _, _ in TABLE} == {"en", "de"}


def test_corrections_are_marked() -> None:
    (fact,) = extract("no, I moved to Berlin", "en")
    assert fact.correction
    (fact,) = extract("nein, ich wohne in Bonn", "de")
    assert fact.correction and fact.value == "Bonn"
    (fact,) = extract("I live in Lyon", "en")
    assert not fact.correction


def test_the_same_note_gets_the_same_subject() -> None:
    (a,) = extract("remember that the keys are in the drawer", "en")
    (b,) = extract("Remember that the keys are in the drawer.", "en")
    (c,) = extract("remember that the car is blue", "en")
    assert a.subject == b.subject != c.subject


@pytest.mark.parametrize(
    ("lang", "text", "subject", "words"),
    [
        ("en", "forget where I live", "user.location", ""),
        ("en", "forget that I live in Lyon", "user.location", ""),
        ("en", "please forget my name", "user.name", ""),
        ("en", "forget my nickname", "user.nickname", ""),
        ("en", "forget that my sister is called Ada", None, "my sister is called ada"),
        ("de", "vergiss, wo ich wohne", "user.location", ""),
        ("de", "vergiss meinen Namen", "user.name", ""),
    ],
)
def test_forget_requests(lang: str, text: str, subject: str | None, words: str) -> None:
    request = parse_forget(text, lang)
    assert request is not None
    assert request.subject == subject
    if words:
        assert request.query.lower() == words


def test_not_a_forget_request() -> None:
    assert parse_forget("don't forget to water the plants", "en") is None
    assert parse_forget("what did I ask you to forget?", "en") is None
