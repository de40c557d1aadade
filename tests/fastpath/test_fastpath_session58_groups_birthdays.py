"""Everyday sums, in phrasings written for this file (German first, English too): a group's
bill split with a tip said as an amount or as a rounded total ("wir sind zu viert … plus 8
euro trinkgeld"), and the year someone was born from the age they turn on a day said ("mein
opa wird morgen 90"). The tests' day is :data:`NOW` (Wednesday, 2 December 2026). Near misses
must not be taken."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.fastpath.fastpath_helpers import answer_to, cents, has_all, rule_for

# --- a group's bill with a tip said as an amount or a rounded total -----------------------------


@pytest.mark.parametrize(
    ("said", "language", "total", "people"),
    [
        ("wir sind zu fünft, die rechnung ist 112 euro plus 10 euro trinkgeld, was zahlt jeder", "de",
         Fraction(122), 5),
        ("waren zu dritt beim italiener, 71,40 € und 5 € trinkgeld dazu, wie viel pro kopf", "de",
         Fraction(7640, 100), 3),
        ("wir sind zu sechst, rechnung 187 euro, wir runden auf 200 auf, was zahlt jeder", "de",
         Fraction(200), 6),
        ("there are 4 of us, the bill is 93 and we add a 12 tip, how much each", "en", Fraction(105), 4),
        ("bill came to 77.50, we round it up to 85, 5 of us, how much each", "en", Fraction(85), 5),
    ],
)  # fmt: skip
def test_bill_with_a_tip_amount_split(
    said: str, language: str, total: Fraction, people: int
) -> None:
    has_all(said, language, (f"÷ {people} = {cents(total / people, language)}",))


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("wir sind zu viert und haben 8 euro trinkgeld gegeben", "de"),  # nothing asked
        ("wir sind zu viert, rechnung 86 euro, wir runden auf 80 ab, was zahlt jeder", "de"),
        ("4 of us, bill is 93 and the tip was 12 last time, how much tip should we leave", "en"),
        (
            "wir sind zu viert, rechnung 86 euro, 8 euro trinkgeld hat jeder schon gegeben, was zahlt "
            "jeder",
            "de",
        ),
    ],
)
def test_near_misses_of_bill_with_tip_amount(said: str, language: str) -> None:
    answer = answer_to(said, language)
    assert answer is None or "÷" not in answer


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("wir sind zu viert, die rechnung ist 86 euro, was zahlt jeder", "de"),
        ("wir waren zu siebt essen, rechnung 154 €, wie viel pro person", "de"),
    ],
)
def test_plain_group_split_still_answers(said: str, language: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and "pro Person" in answer


# --- the year someone was born --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "shown"),
    [
        ("mein opa wird morgen 90, in welchem jahr ist er geboren", "de", "3. Dezember 1936"),
        ("meine oma wird übermorgen 85, wann ist sie geboren", "de", "4. Dezember 1941"),
        ("my dad turns 65 tomorrow, what year was he born", "en", "December 3, 1961"),
        ("my sister turned 30 yesterday, when was she born", "en", "December 1, 1996"),
        ("my aunt turns 50 on friday, what year was she born", "en", "December 4, 1976"),
        ("mein neffe wird am 10. januar 18, in welchem jahr wurde er geboren", "de", "10. Januar 2009"),
        ("ich werde morgen 30, in welchem jahr bin ich geboren", "de", "3. Dezember 1996"),
    ],
)  # fmt: skip
def test_born_on_a_day(said: str, language: str, shown: str) -> None:
    has_all(said, language, (shown,))


@pytest.mark.parametrize(
    ("said", "language", "year"),
    [
        ("meine mutter wird nächste woche 60, in welchem jahr ist sie geboren", "de", 1966),
        ("my boss turns 45 this year, which year was he born", "en", 1981),
        ("mein onkel wird nächstes jahr 70, welcher jahrgang ist er", "de", 1957),
        ("grandma turns 80 in march, what year was she born", "en", 1947),
        ("mein vater ist im mai 70 geworden, welcher jahrgang ist er", "de", 1956),
    ],
)
def test_born_in_a_year(said: str, language: str, year: int) -> None:
    has_all(said, language, (str(year),))


@pytest.mark.parametrize(
    "said",
    [
        "mein opa wird morgen 90, was soll ich ihm schenken",
        "my grandpa turns 90 tomorrow",
        "my dad turns 65 tomorrow and my mum 63, what year was he born",  # two ages
        "in welchem jahr ist goethe geboren",
    ],
)
def test_near_misses_of_born(said: str) -> None:
    assert rule_for(said, "de") != "loose_born"
