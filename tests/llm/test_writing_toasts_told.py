"""A toast with the people's names and a story the user tells keeps both as said (a number of
years only when given); a toast asked by name first is no schedule; questions about toast
and toasters are no toast."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.router.asked_world import text_asked


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("write a short toast for my parents anniversary, anna and tom, they met at a bus stop "
         "in the rain", "en", ("Anna and Tom", "They met at a bus stop in the rain.",
                               "anniversary")),
        ("toast for my best friend sarah's wedding to mike, they met at a bus stop in the rain",
         "en", ("Sarah and Mike", "They met at a bus stop in the rain.")),
        ("birthday toast for my dad peter, he once drove 8 hours to see me play football", "en",
         ("Peter", "He once drove 8 hours to see me play football.", "birthday")),
        ("need a toast for our 25th anniversary party, for jan and eva, they still hold hands "
         "on the sofa", "en", ("Jan and Eva", "They still hold hands on the sofa.", "25 years")),
        ("schreib einen trinkspruch zum hochzeitstag meiner eltern anna und tom, sie haben sich "
         "an einer bushaltestelle im regen kennengelernt", "de",
         ("Anna und Tom", "an einer bushaltestelle im regen kennengelernt")),
        ("trinkspruch zum 60. geburtstag von meinem onkel karl, er hat mir das schwimmen "
         "beigebracht", "de", ("Karl", "Er hat mir das schwimmen beigebracht.", "60. Geburtstag")),
    ],
)  # fmt: skip
def test_a_toast_keeps_the_names_and_the_story(
    said: str, language: str, has: tuple[str, ...]
) -> None:
    line = known_answer(said, language)
    assert line is not None
    for detail in has:
        assert detail in line, (detail, line)
    assert "[" not in line and "Could everyone raise a glass? Today two" not in line


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("short toast for my cousin's 30th, her name is ines, she loves sailing",
         "en", ("Ines", "She loves sailing.", "30th birthday", "To Ines!")),
        ("toast for my nan who turns 90 on sunday, she's called rose and she still beats "
         "everyone at cards", "en", ("Rose", "She still beats everyone at cards.", "90th")),
        ("write a toast for my dad's retirement his name is piet and he's a huge fan of "
         "allotment gardening", "en", ("Piet", "He's a huge fan of allotment gardening.")),
        ("kurzer trinkspruch zum 50. meiner tante, sie heißt vera und sie liebt ihren garten",
         "de", ("Vera", "Sie liebt ihren garten.", "50. Geburtstag")),
    ],
)  # fmt: skip
def test_a_toast_keeps_the_name_told_after_and_what_they_love(
    said: str, language: str, has: tuple[str, ...]
) -> None:
    line = known_answer(said, language) or ""
    for detail in has:
        assert detail in line, (detail, line)
    assert "name is" not in line and "heißt" not in line, line


def test_a_toast_with_no_years_given_says_no_number() -> None:
    line = known_answer("toast for my grandparents wedding anniversary, rosa and ben, they "
                        "still dance in the kitchen")  # fmt: skip
    assert line is not None and "Rosa and Ben" in line
    assert not any(ch.isdigit() for ch in line)


@pytest.mark.parametrize(
    "said",
    [
        "toast for saturday, my parents' 40th anniversary, anna and tom, they met in the rain",
        "a toast for friday please, my brother's wedding",
        "trinkspruch für samstag, hochzeit meiner schwester",
    ],
)
def test_a_toast_asked_by_name_first_is_a_text(said: str) -> None:
    assert text_asked(said)


@pytest.mark.parametrize(
    "said",
    ["how long do i toast bread", "what's the best toaster to buy?", "toast the bread how long",
     "is a toaster worth it"],
)  # fmt: skip
def test_toast_and_toasters_asked_about_are_no_toast(said: str) -> None:
    line = known_answer(said) or ""
    assert "raise a glass" not in line
    assert not text_asked(said)
