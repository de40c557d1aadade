"""Offline lines a user would notice: a pet that died named back with the years together and
the pronoun the user used; a laugh at Eddie's jokes answered lightly, not like a service desk;
simple counts asked in German answered in German; a dying houseplant gets advice for
houseplants, and the line about crowded supermarket basil only when basil is said."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.text import words_language

# --- a pet that died -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "years", "pronoun"),
    [
        ("our old dog died on sunday, we had him for 15 years", "15 years together", "him"),
        ("my rabbit passed away last night, i had her for 8 years", "8 years together", "her"),
        ("our cat died today. 11 years with us", "11 years together", "them"),
    ],
)
def test_a_pet_loss_names_the_years_and_the_pronoun(said: str, years: str, pronoun: str) -> None:
    line = known_answer(said, "en")
    assert line is not None
    assert years in line and line.endswith(f"tell me about {pronoun}.")
    if pronoun != "them":
        assert "them" not in line


def test_a_german_pet_loss_names_the_years() -> None:
    line = known_answer("unser kater ist gestern gestorben, wir hatten ihn 17 jahre lang", "de")
    assert line is not None
    assert "17 gemeinsame Jahre" in line and line.endswith("erzähl mir von ihm.")


def test_someone_else_said_she_is_not_the_pet() -> None:
    line = known_answer("our parrot died, my son is so upset, she cried all evening", "en")
    assert line is not None and line.endswith("tell me about them.")


def test_a_german_pet_of_years_told_with_sie() -> None:
    line = known_answer("unsere hündin ist heute gestorben, wir hatten sie 9 jahre", "de")
    assert line is not None
    assert "9 gemeinsame Jahre" in line and line.endswith("erzähl mir von ihr.")


def test_a_pet_loss_without_years_keeps_the_plain_line() -> None:
    line = known_answer("my hamster died this morning", "en")
    assert line is not None and "years together" not in line
    assert "Letting a pet go" in line


def test_sadness_without_a_pet_gets_no_pet_line() -> None:
    line = known_answer("my grandad died last week, he was 88", "en")
    assert line is None or "pet" not in line.lower()
    line = known_answer("feeling really low today, 3 years in this job and nothing", "en")
    assert line is None or "years together" not in line


# --- Eddie found funny ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    ["haha ok you're kinda funny tbh", "lmao you are hilarious", "ngl ur kinda witty"],
)
def test_being_called_funny_gets_a_light_reply(said: str) -> None:
    line = known_answer(said, "en")
    assert line is not None
    assert "happy to help" not in line.lower() and "Danke" not in line
    assert "😄" in line


def test_funny_in_english_is_read_as_english() -> None:
    assert words_language("wow you're actually so funny") == "en"


def test_praise_for_help_keeps_its_own_line() -> None:
    line = known_answer("you're so helpful", "en")
    assert line is not None and "help" in line.lower() and "😄" not in line


# --- German counts from the fact tables ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("wie viele beine hat ein pferd", "Vier"),
        ("wie viele beine hat eine ente", "Zwei"),
        ("wie viele beine hat ein hummer", "zehn Beine"),
    ],
)
def test_german_counts_are_answered_in_german(said: str, expected: str) -> None:
    line = known_answer(said, "de")
    assert line is not None and expected in line


def test_english_counts_stay_english() -> None:
    line = known_answer("how many legs does a goat have", "en")
    assert line is not None and line.startswith("Four")


def test_a_hurt_leg_is_no_count() -> None:
    line = known_answer("my horse hurt his leg yesterday, what should i do", "en")
    assert line is None or "Four" not in line


# --- houseplants and basil -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("all my house plants are dying and i give them water every single day", "en"),
        ("my indoor plants keep wilting even though i water daily", "en"),
        ("meine pflanzen gehen alle ein, obwohl ich täglich gieße", "de"),
    ],
)
def test_dying_houseplants_get_no_basil(said: str, language: str) -> None:
    line = known_answer(said, language)
    assert line is not None
    assert "basil" not in line.lower()
    assert ("water" in line) if language == "en" else ("Wasser" in line or "gießen" in line)


def test_basil_said_keeps_the_basil_line() -> None:
    line = known_answer("why is the basil on my windowsill dying", "en")
    assert line is not None and "basil" in line


@pytest.mark.parametrize(
    "said", ["lol you're pretty funny at times", "du bist manchmal echt lustig"]
)
def test_funny_now_and_then_is_still_the_light_reply(said: str) -> None:
    assert (known_answer(said, "de" if "du " in said else "en") or "").startswith(("Ha", "Haha"))


def test_years_with_a_pet_said_after_the_news_are_named() -> None:
    line = known_answer("our rabbit died last night, 6 years with him", "en") or ""
    assert "6 years together" in line and "he was" in line
