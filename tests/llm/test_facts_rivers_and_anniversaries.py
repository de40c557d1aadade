"""Facts people ask in passing that the small model got wrong or could not answer: which river
runs through a city, how many years a named wedding anniversary marks, how a chess piece moves,
and a question told of after "i forgot,"."""

from __future__ import annotations

import pytest

from brain.llm.tiny_facts import known_fact


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("which river goes through vienna", "en", "Danube"),
        ("quick q what river flows through budapest?", "en", "Danube"),
        ("the river in florence is called what again", "en", "Arno"),
        ("welcher fluss fließt durch dresden", "de", "Elbe"),
        ("wie heißt der fluss in münchen", "de", "Isar"),
        ("what river runs through prague, the vltava?", "en", "Vltava"),
    ],
)
def test_the_river_of_a_city(said: str, language: str, means: str) -> None:
    answer = known_fact(said, language)
    assert answer is not None and means in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("golden anniversary is how many years", "en", "50"),
        ("grandparents are having their ruby wedding, how many years is that", "en", "40"),
        ("how long married for a diamond anniversary", "en", "60"),
        ("nach wie vielen jahren ist die goldene hochzeit", "de", "50"),
        ("wann feiert man silberhochzeit", "de", "25"),
    ],
)
def test_a_named_wedding_anniversary(said: str, language: str, means: str) -> None:
    answer = known_fact(said, language)
    assert answer is not None and means in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("what chess piece goes diagonal only", "en", "bishop"),
        ("in chess, which piece moves in an l shape", "en", "knight"),
        ("welche schachfigur zieht nur schräg", "de", "Läufer"),
        ("how does castling work in chess", "en", "two squares toward a rook"),
    ],
)
def test_how_a_chess_piece_moves(said: str, language: str, means: str) -> None:
    answer = known_fact(said, language)
    assert answer is not None and means in answer, answer


def test_the_pieces_are_still_counted() -> None:
    answer = known_fact("how many pieces does each player have in chess")
    assert answer is not None and "16 pieces" in answer


@pytest.mark.parametrize(
    "said",
    [
        "we had our silver anniversary party last week, it was lovely",
        "is the river cruise in cologne worth it",
        "my paper is due on our anniversary lol",
    ],
)
def test_words_that_share_a_key_but_ask_no_such_fact(said: str) -> None:
    answer = known_fact(said)
    assert answer is None or not any(w in answer for w in ("years of marriage", "flows through")), (
        answer
    )


def test_a_question_told_after_i_forgot_with_a_comma() -> None:
    answer = known_fact("long day at work and i forgot, who painted the starry night")
    assert answer is not None and "Gogh" in answer, answer


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("revising for biology, how many bones are in the human body", "206"),
        ("long drive tomorrow lol random q but who painted the mona lisa", "Leonardo"),
        ("the tudors are wild, how many wives did henry viii have", "six wives"),
        ("tennis on tv, is it 15 30 45 or what", "not 45"),
    ],
)
def test_a_question_after_a_clause_of_context(said: str, means: str) -> None:
    from brain.llm.tiny_lines import known_answer

    answer = known_answer(said, "en")
    assert answer is not None and means in answer, answer


def test_a_roman_numeral_is_no_stretched_word() -> None:
    from brain.text import unstretched

    assert unstretched("henry viii and world war iii, sooo") == "henry viii and world war iii, so"
