"""Simple geography is answered from the country factbook, not by the small model (it said
"The capital of Australia is Sydney." and "In Brazil, it is Spanish."); a guess the user
offers is confirmed or kindly corrected; what is no such question goes on."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from brain.router.turn import rules_route


def _said(fast: FastPath, text: str, language: str = "en") -> str | None:
    route = rules_route(fast, text, [], language)
    return route.reply if route is not None else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("capital of australia? i always say sydney lol", "Canberra, not Sydney"),
        ("whats the capital city of canada", "Ottawa"),
        ("Canada capital?", "Ottawa"),
        ("quick q: what is the capital of turkey", "Ankara"),
        ("what's nigeria's capital", "Abuja"),
        ("capital of myanmar", "Naypyidaw"),
        ("what is the capital of kazakhstan", "Astana"),
        ("capital of switzerland?", "Bern"),
        ("whats the capital of brazil", "Brasília"),
        ("capital of austrailia", "Canberra"),  # typo
        ("what's the capital of swizerland", "Bern"),
        ("capital of the usa", "Washington, D.C."),
        ("capital of england", "London"),
        ("what's the capital of the uk", "London"),
        ("capital of bolivia", "Sucre"),
        ("capital of ivory coast", "Yamoussoukro"),
        ("the capital of sri lanka", "Sri Jayawardenepura Kotte"),
        ("whats the capital of south africa", "Pretoria"),
    ],
)
def test_capitals(fast: FastPath, text: str, expected: str) -> None:
    said = _said(fast, text)
    assert said is not None and expected in said


def test_the_netherlands_name_amsterdam_and_the_hague(fast: FastPath) -> None:
    said = _said(fast, "what's the capital of the netherlands")
    assert said is not None and "Amsterdam" in said and "The Hague" in said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "capital of australia? i always say sydney lol",
            "The capital of Australia is Canberra, not Sydney — Sydney is the biggest city.",
        ),
        (
            "is sydney the capital of australia",
            "The capital of Australia is Canberra, not Sydney — Sydney is the biggest city.",
        ),
        ("what's the capital of turkey, is it istanbul?", "Ankara, not Istanbul"),
        ("capital of canada. toronto right?", "Ottawa, not Toronto"),
        ("what language do they speak in brazil is it spanish", "Portuguese, not Spanish"),
        ("capital of australia is canberra right?", "Yes — the capital of Australia is Canberra."),
        ("do they speak spanish in mexico", "Yes"),
        ("is egypt in africa?", "Yes"),
        ("what currency does japan use, the yuan?", "yen, not the yuan"),
        ("wat is the capital of the us? new york right?", "D.C., not New York — New York is"),
        ("capital of india? delhi?", "Yes — the capital of India is New Delhi."),
        ("is russia in europe or asia", "Asia and Europe (most of its land in Asia)"),
    ],
)
def test_a_guess_is_confirmed_or_corrected(fast: FastPath, text: str, expected: str) -> None:
    said = _said(fast, text)
    assert said is not None and expected in said


def test_two_choices_are_no_guess(fast: FastPath) -> None:
    said = _said(fast, "capital of canada, toronto or ottawa?")
    assert said is not None and "Ottawa" in said and "not" not in said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("what language do they speak in brazil", "Portuguese"),
        ("what do people in switzerland speak", "German, French, Italian and Romansh"),
        ("what language is spoken in austria?", "German"),
        ("official language of belgium", "Dutch, French and German"),
        ("what languages does canada have", "English and French"),
        ("what currency does japan use", "yen"),
        ("what money do they use in the uk", "pound sterling"),
        ("whats the currency in switzerland", "Swiss franc"),
        ("what continent is egypt in", "Africa"),
        ("is turkey in europe or asia", "Asia and Europe"),
        ("which continent is brazil on", "South America"),
    ],
)
def test_languages_currencies_continents(fast: FastPath, text: str, expected: str) -> None:
    said = _said(fast, text)
    assert said is not None and expected in said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("hauptstadt von österreich", "Die Hauptstadt von Österreich ist Wien."),
        ("was ist die hauptstadt von italien?", "Die Hauptstadt von Italien ist Rom."),
        ("australien hauptstadt?", "Canberra"),
        (
            "was ist die hauptstadt von australien? ich sag immer sydney",
            "Die Hauptstadt von Australien ist Canberra, nicht Sydney — Sydney ist die größte Stadt.",
        ),
        ("ist zürich die hauptstadt der schweiz", "nicht Zürich — Zürich ist die größte Stadt."),
        ("welche sprache spricht man in brasilien", "In Brasilien spricht man Portugiesisch."),
        ("spricht man in brasilien spanisch?", "Portugiesisch, nicht Spanisch"),
        ("welche sprache spricht man in der schweiz", "In der Schweiz spricht man Deutsch"),
        ("welche währung hat polen", "Złoty"),
        ("womit bezahlt man in den usa", "US-Dollar"),
        ("auf welchem kontinent liegt kenia", "Kenia liegt in Afrika."),
    ],
)
def test_german_questions_get_german_answers(fast: FastPath, text: str, expected: str) -> None:
    said = _said(fast, text, "de")
    assert said is not None and expected in said


def test_an_english_question_in_a_german_session_is_answered_in_english(fast: FastPath) -> None:
    assert _said(fast, "capital of germany", "de") == "The capital of Germany is Berlin."


@pytest.mark.parametrize(
    "text",
    [
        "capital letters",
        "venture capital",
        "my capital gains tax",
        "how do i raise capital for my startup",
        "the language of love",
        "what language is this app in",
        "what language should i learn",
        "capital of narnia",
        "what's the capital of my heart",
        "what currency should i invest in",
        "what continent has the most people",
        "welche sprache ist am schwersten",
    ],
)
def test_what_is_no_country_question_goes_on(fast: FastPath, text: str) -> None:
    assert _said(fast, text) is None
    assert _said(fast, text, "de") is None


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # a city stands for its country: said which, then the answer
        (
            "what currency do they use in geneva",
            "en",
            "Geneva is in Switzerland. Switzerland uses the Swiss franc",
        ),
        ("what money over in barcelona", "en", "Spain uses the euro"),
        ("which currency for marrakech?", "en", "Morocco uses the Moroccan dirham"),
        ("can i pay with dollars in vancouver", "en", "Yes — Canada uses the Canadian dollar"),
        ("do people take euros in krakow?", "en", "Polish złoty, not the euro"),
        ("do they use pounds in glasgow", "en", "Yes — Scotland uses the pound sterling"),
        ("will i need yen in osaka", "en", "Yes — Japan uses the Japanese yen"),
        (
            "what language do they speak in lyon",
            "en",
            "Lyon is in France. In France, people speak French",
        ),
        ("what continent is tel aviv in", "en", "Tel Aviv is in Israel. Israel is in Asia"),
        (
            "capital of melbourne",
            "en",
            "Melbourne is in Australia. The capital of Australia is Canberra",
        ),
        (
            "welche währung hat man in mailand",
            "de",
            "Mailand liegt in Italien. Die Währung in Italien heißt Euro",
        ),
        ("zahlt man in luzern mit euro?", "de", "Schweizer Franken, nicht Euro"),
        ("kann man in kapstadt mit dollar zahlen", "de", "in Südafrika"),
        ("welche sprache spricht man in genf", "de", "Genf liegt in der Schweiz"),
    ],
)
def test_a_city_is_answered_for_its_country(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    said = _said(fast, text, language)
    assert said is not None and expected in said


def test_a_city_is_no_country_where_the_country_is_named(fast: FastPath) -> None:
    said = _said(fast, "is zurich the capital of switzerland")
    assert said is not None and said.startswith("The capital of Switzerland is Bern")
    assert "Zurich is in" not in said
    assert _said(fast, "what currency in mexico") == "Mexico uses the Mexican peso."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("totally unrelated but whats the capital of peru again", "Lima"),
        ("off topic: what's the capital of norway", "Oslo"),
        ("random thought, capital of chile?", "Santiago"),
        ("ganz andere frage: was ist die hauptstadt von island", "Reykjavík"),
    ],
)
def test_a_question_said_as_an_aside_is_still_answered(
    fast: FastPath, text: str, expected: str
) -> None:
    said = _said(fast, text)
    assert said is not None and expected in said
