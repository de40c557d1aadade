"""Two countries or cities compared by size or by people, asked in many ways (English and German,
yes/no or which of two, wrapped, with typos): the right one with both figures from the factbook.
A country's size is its area, a city's its people. A place without figures is declined, never
guessed; things that are no places are left to the other answers."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("is italy bigger than poland?", "en",
         ("No", "Poland (about 312,700 km²) is bigger than Italy (about 302,100 km²)")),
        ("is portugal larger then greece", "en",
         ("No", "Greece (about 132,000 km²) is bigger than Portugal (about 92,200 km²)")),
        ("which one is biger, sweden or norway", "en",
         ("Sweden (about 450,300 km²) is bigger than Norway (about 385,200 km²)",)),
        ("brazil or the usa - which is larger?", "en",
         ("The United States (about 9.8 million km²) is bigger than Brazil",)),
        ("is ireland smaller than denmark", "en",
         ("No", "Denmark (about 42,900 km²) is smaller than Ireland (about 70,300 km²)")),
        ("does pakistan have more people than nigeria", "en", ("I don't have reliable",)),
        ("does japan have a bigger population than mexico?", "en",
         ("No", "Mexico has more people (about 129 million) than Japan (about 124 million)")),
        ("which has more inhabitants, sweden or portugal", "en",
         ("Portugal has more people (about 10.6 million) than Sweden (about 10.55 million)",)),
        ("can you tell me whether egypt is bigger than turkey", "en",
         ("Yes", "Egypt (about 1 million km²) is bigger than Turkey (about 783,600 km²)")),
        ("how much bigger is australia than india", "en", ("about 2.3 times as big as India",)),
        ("is cologne bigger than frankfurt", "en",
         ("Yes", "Cologne has more people (about 1.1 million) than Frankfurt (about 773,000)")),
        ("ist ungarn größer als tschechien?", "de",
         ("Ja", "Ungarn (etwa 93.000 km²) ist größer als Tschechien (etwa 78.900 km²)")),
        ("was ist grösser: norwegen oder finnland", "de",
         ("Norwegen (etwa 385.200 km²) ist größer als Finnland (etwa 338.500 km²)",)),
        ("hat belgien mehr einwohner als die niederlande", "de",
         ("Nein", "in den Niederlanden leben mehr Menschen (etwa 17,9 Millionen) als in Belgien")),
        ("wer hat mehr einwohner, köln oder münchen?", "de",
         ("In München leben mehr Menschen (etwa 1,5 Millionen) als in Köln (etwa 1,1 Millionen)",)),
        ("weißt du ob kanada größer ist als china", "de", ("Ja", "Kanada (etwa 10 Mio. km²)")),
    ],
)  # fmt: skip
def test_two_places_compared_get_both_figures(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    answer = known_answer(said, language)
    assert answer is not None, said
    for part in parts:
        assert part in answer, answer


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("is vanuatu bigger than fiji?", "en"),
        ("which country is larger, germany or wakanda", "en"),
        ("ist tonga größer als samoa", "de"),
    ],
)
def test_a_place_without_figures_is_declined(said: str, language: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and "vance models" in answer, answer
    assert "km²" not in answer and "million" not in answer.lower(), answer


@pytest.mark.parametrize(
    "said",
    [
        "is a labrador bigger than a beagle?",
        "which is bigger, a queen or a king size bed",
        "my flat is bigger than my sister's",
    ],
)
def test_things_that_are_no_places_are_not_compared(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "km²" not in answer and "rather not guess" not in answer, answer


def test_one_countrys_population_alone_still_answers() -> None:
    answer = known_answer("how many people live in austria?", "en")
    assert answer is not None and "than" not in answer, answer
