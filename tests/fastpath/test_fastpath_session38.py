"""Word problems a held-out set showed, asked here in other words: how many packs cover a
floor, fuel for a trip there and back, a banknote called a note, a week's pay from hours a day
and days a week, and a month and year moved by years and months."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath


@pytest.fixture(scope="module")
def fast() -> FastPath:
    return FastPath.bundled()


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        # packs for a floor: the area divided by what one covers, rounded up
        (
            "living room is 5m by 4.2m and one box of floorboards covers 2.5 m2, how many boxes"
            " for that area",
            "en",
            "so 9 boxes",
        ),
        (
            "hallway 6 x 1.5 m, 1.8 sqm per pack. how many do i need for the floor area",
            "en",
            "so 5 packs",
        ),
        (
            "das bad ist 3 x 2 meter, ein karton fliesen reicht für 1,5 qm. wie viele kartons"
            " brauch ich für die fläche",
            "de",
            "also 4 Kartons",
        ),
        # a round trip's fuel
        (
            "we're driving 275 km to the lake, car does 8 l per 100 km. how much fuel for the"
            " round trip",
            "en",
            "2 × 275 = 550 km",
        ),
        (
            "zu meinen eltern sind es 180 km, auto braucht 5 l auf 100 km. wie viel liter für hin"
            " und zurück",
            "de",
            "18 l",
        ),
        # a note is money here, not a memo
        (
            "bought 2 sandwiches at 3.40 each and a juice for 1.90, paid with a 10 note. how much"
            " change",
            "en",
            "1.30 back",
        ),
        # a week's pay from hours a day and days a week
        (
            "i do 6 hours a day 3 days a week and get 13.50 an hour. how much do i earn per week",
            "en",
            "243 a week",
        ),
        (
            "sie arbeitet 8 stunden am tag, 5 tage die woche für 16 € die stunde, was verdient"
            " man pro woche",
            "de",
            "640 pro Woche",
        ),
        # a month and year moved
        (
            "my brother was born in july 1988, i'm 2 years and 3 months younger. which month"
            " was i born",
            "en",
            "October 1990",
        ),
        ("lease began february 2022 and lasts 36 months, when does it end", "en", "February 2025"),
        (
            "meine tochter kam im august 2019 zur welt, ihr bruder ist 1 jahr und 5 monate"
            " älter. wann wurde er geboren",
            "de",
            "März 2018",
        ),
    ],
)
def test_word_problems(fast: FastPath, said: str, language: str, has: str) -> None:
    found = fast.match(said, language=language)
    assert found is not None, said
    assert has in found.action["message"], found.action["message"]


@pytest.mark.parametrize(
    ("said", "not_has"),
    [
        # only one way said: no doubling
        ("driving 300 km, car does 6 l per 100 km, how much fuel", "2 ×"),
        # the distance said is the whole trip
        ("round trip of 300 km, car does 7 l per 100 km, how much fuel", "2 ×"),
        ("120 km hin und zurück, auto braucht 5 l auf 100 km, wie viel liter", "2 ×"),
        # no coverage said: the area alone
        ("room is 4 by 3 m, how many square meters is that", "rounded up"),
        # the direction is unclear: no month guessed
        ("born june 1992, 3 years, what month", "="),
    ],
)
def test_near_misses_get_no_such_answer(fast: FastPath, said: str, not_has: str) -> None:
    found = fast.match(said, language="en")
    assert found is None or not_has not in found.action["message"], found


def test_a_memo_called_a_note_is_no_sum(fast: FastPath) -> None:
    """ "note" still keeps a sum out when it means a memo ("make a note: …")."""
    found = fast.match("make a note: 3 coffees at 2.50 each, 2 muffins at 3 each", language="en")
    assert found is None or "=" not in found.action.get("message", ""), found


def test_whens_it_done(fast: FastPath) -> None:
    found = fast.match(
        "the bread maker started at 22:10 and takes 3h 25min, when's it done", language="en"
    )
    assert found is not None and "1:35" in found.action["message"], found


@pytest.mark.parametrize(
    ("said", "has"),
    [
        (
            "brownie recipe makes 16 brownies with 200g chocolate, the party needs 40 brownies",
            "500 g",
        ),
        ("the lecture recording is 1h 30min, i watch at 2x speed, how long will it take", "45 min"),
        ("this audiobook is 6 hours, at 1.5x how long", "4 h"),
    ],
)
def test_a_recipe_by_count_and_a_recording_played_faster(
    fast: FastPath, said: str, has: str
) -> None:
    found = fast.match(said, language="en")
    assert found is not None and has in found.action["message"], found


def test_a_speed_without_a_recording_is_no_playback(fast: FastPath) -> None:
    found = fast.match("i ran 10 km at 1.5x my usual pace, how long", language="en")
    assert found is None or "÷ 1.5" not in found.action.get("message", ""), found
