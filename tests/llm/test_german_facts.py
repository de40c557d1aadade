"""Simple facts a German user asks are answered from data on the small model (issue 14: "wie
hoch ist die zugspitze" got "Das kann ich auf Deutsch nicht sicher beantworten"): the common
world facts in German, and stable facts about Germany, Austria, Switzerland and everyday life
there, typed the way people type (no umlauts, "wieviele", no question mark). A question about
somewhere or something else gets none of them."""

from __future__ import annotations

import pytest

from brain.llm.tiny_facts import known_fact
from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "means"),
    [
        # the world, now in German too
        ("wieviele nieren hat man eigentlich", "zwei Nieren"),
        ("welcher planet ist am weitesten von der sonne entfernt", "Neptun"),
        ("wie viele monde hat die erde", "einen natürlichen Mond"),
        ("wer hat das world wide web erfunden", "Berners-Lee"),
        ("wer hat die dampfmaschine erfunden", "Newcomen"),
        ("was ist der kleinste ozean", "Nordpolarmeer"),
        ("wie schnell ist das licht eigentlich", "300.000"),
        ("was ist der schnellste vogel", "Wanderfalke"),
        ("was ist das härteste material", "Diamant"),
        ("welches metall ist bei zimmertemperatur flüssig", "Quecksilber"),
        # Germany, Austria, Switzerland
        ("wie hoch ist die zugspitze eigentlich", "2.962"),
        ("was ist der hoechste berg in deutschland", "Zugspitze"),
        ("wie heißt der höchste berg österreichs", "Großglockner"),
        ("hochster berg der schweiz?", "Dufourspitze"),
        ("wieviele bundeslander gibt es", "16 Bundesländer"),
        ("wie viele bundeslaender hat oesterreich", "9 Bundesländer"),
        ("wie viele kantone gibt es in der schweiz", "26 Kantone"),
        ("was ist die hauptstadt von nordrhein westfalen", "Düsseldorf"),
        ("landeshauptstadt von sachsen-anhalt?", "Magdeburg"),
        ("was ist die hauptstadt von sachsen", "Dresden"),
        ("hauptstadt von tirol?", "Innsbruck"),
        ("wie viele einwohner hat deutschland ungefaehr", "83 Millionen"),
        ("was ist der laengste fluss deutschlands", "Rhein"),
        ("wann ist nationalfeiertag in oesterreich", "26. Oktober"),
        ("wann ist der tag der deutschen einheit", "3. Oktober"),
        ("seit wann gibt es den euro", "2002"),
        ("wann trat das grundgesetz in kraft", "1949"),
        ("gibts auf der autobahn ein tempolimit?", "Richtgeschwindigkeit von 130"),
        ("welche nummer ruft man für den krankenwagen an", "112"),
        ("was ist die notrufnummer in der schweiz", "117 Polizei"),
        ("wieviel pfand ist auf einer dose", "25 Cent"),
        ("was darf in die gelbe tonne", "Joghurtbecher"),
        ("wohin mit leeren batterien", "Sammelboxen"),
        ("wie viele urlaubstage hat man gesetzlich", "24 Werktage"),
        ("wer war der erste bundeskanzler", "Adenauer"),
        ("wie viele nachbarländer hat deutschland", "neun"),
        ("wie viele länder gibt es in der eu", "27"),
        ("wann ist muttertag", "zweiten Sonntag im Mai"),
    ],
)
def test_a_german_question_gets_the_fact_in_german(said: str, means: str) -> None:
    answer = known_answer(said, "de")
    assert answer is not None and means in answer, (said, answer)


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("how many states does germany have", "16 federal states"),
        ("what's the highest mountain in austria", "Grossglockner"),
        ("when is germany's national day", "3 October"),
        ("is there a speed limit on the autobahn", "no general speed limit"),
    ],
)
def test_the_same_facts_in_english(said: str, means: str) -> None:
    answer = known_answer(said)
    assert answer is not None and means in answer, (said, answer)


@pytest.mark.parametrize(
    "said",
    [
        "wie hoch ist der höchste berg in italien",  # no fact about Italy's mountains
        "wie viele katzen leben in deutschland",  # no population of cats
        "wie viele feiertage gibt es in bayern",  # the federal list is not Bavaria's
        "kann ich sonntags mein handy laden",  # charging, no shops
        "ich war letztes jahr auf der zugspitze, war toll",  # told, not asked
        "was ist die hauptstadt von bayern in der nba",  # nonsense stays unanswered
    ],
)
def test_a_question_about_something_else_gets_no_german_fact(said: str) -> None:
    assert known_fact(said, "de") is None, said


def test_the_world_fact_is_not_said_for_a_country() -> None:
    assert "Everest" not in (known_fact("wie heisst der hoechste berg der schweiz", "de") or "")
    assert "195" not in (known_fact("wie viele länder hat die eu", "de") or "")
    assert "Deutschland hat 16" not in (
        known_fact("wie viele bundesländer hat österreich", "de") or ""
    )
