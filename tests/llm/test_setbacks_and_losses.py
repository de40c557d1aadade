"""Hard news the user tells gets a line that fits it, not the catch-all "tell me more" or the
small model's guess: a pet that died (by its name when it is said), being told off by a boss or
a teacher, a big birthday that was celebrated, and a child's why-question answered without a
tip for the user's own plants. Near misses keep what they had."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer, told


def _line(said: str, language: str = "en") -> str:
    line = known_answer(said, language)
    assert line is not None, said
    return line


@pytest.mark.parametrize(
    ("said", "language", "name"),
    [
        ("had to let our old cat pepper go today, the vet said it was kinder", "en", "Pepper"),
        ("our budgie kiwi died this morning", "en", "Kiwi"),
        ("rip waffles, our hamster, passed away in the night", "en", "Waffles"),
        ("we had to have our old dog put to sleep on friday", "en", "your dog"),
        ("lost my sweet old rabbit this week. 11 years", "en", "your rabbit"),
        ("unsere katze lilly ist heute morgen gestorben", "de", "um Lilly"),
        ("mussten gestern unseren alten hund einschläfern lassen", "de", "Das tut mir so leid."),
    ],
)
def test_a_pet_that_died_is_mourned_by_its_name(said: str, language: str, name: str) -> None:
    line = _line(said, language)
    assert name in line, line
    assert ("a pet go" in line) if language == "en" else ("Tier gehen zu lassen" in line), line
    assert "tell me a bit more" not in line and "common practice" not in line
    assert told(said)  # news, not a task


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        ("my dog nearly died eating chocolate", "a pet go"),
        ("how do i explain to my kids that our dog died", "a pet go"),
        ("my cat passed her vet check", "a pet go"),
        ("write a card for my aunt, her dog died", "a pet go"),
        ("i put the dog bowl down and she ignored it", "a pet go"),
    ],
)
def test_near_misses_get_no_pet_loss_line(said: str, wrong: str) -> None:
    assert wrong not in (known_answer(said, "en") or "")


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("my manager went off at me in the standup for a tiny mistake", "en"),
        ("got screamed at by my supervisor today", "en"),
        ("long day. my teacher humiliated me in class", "en"),
        ("worst day. the head chef tore into me in front of everyone", "en"),
        ("meine chefin hat mich heute vor dem ganzen team runtergemacht", "de"),
    ],
)
def test_being_told_off_is_heard_as_unfair(said: str, language: str) -> None:
    line = _line(said, language)
    assert ("isn't okay" in line) if language == "en" else ("nicht in Ordnung" in line), line


@pytest.mark.parametrize(
    "said",
    ["my boss shouted at the delivery guy lol", "how should i tell my manager he embarrassed me"],
)
def test_near_misses_are_not_told_off(said: str) -> None:
    assert "isn't okay" not in (known_answer(said, "en") or "")


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("dad turned 75 on saturday and we threw him a party in the garden", "en", "celebrated"),
        ("my aunt was 80 yesterday, we had cake at hers", "en", "celebrated"),
        ("meine mama ist gestern 60 geworden, wir waren schön essen", "de", "gefeiert"),
    ],
)
def test_a_big_birthday_celebrated_is_not_asked_whether_it_was(
    said: str, language: str, part: str
) -> None:
    line = _line(said, language)
    assert part in line and "Did you get to celebrate" not in line, line
    assert " them" not in line  # "happy birthday to them" for a grandma


def test_a_childs_why_question_gets_no_tip_for_the_users_plants() -> None:
    line = _line("my kid wants to know why leaves change colour in the fall")
    assert "chlorophyll" in line
    assert "water" not in line and "basil" not in line, line
    mine = _line("why do my eyes water when i chop onions, any tips")
    assert "onion" in mine.lower()
