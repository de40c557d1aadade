"""Texts and lines added in the eighth session, asked in words of their own: invitations for
someone else's day (with the channel and the wished tone left out, the date kept), notices put
up in a building (German too), advice the small model would make up answered honestly,
Eddie's own day asked about, a fact kept in mind without the mood line, and family named
with ages remembered."""

from __future__ import annotations

import pytest

from brain.llm.answer_trust import asks_for_steps
from brain.llm.tiny_lines import known_answer, told
from brain.memory.extract import extract


def said(text: str, language: str = "en") -> str:
    return known_answer(text, language) or ""


@pytest.mark.parametrize(
    ("asked", "has", "lacks"),
    [
        ("a 3 line invite for my dads 60th for the cousins group chat, fun but not over the top, "
         "it's on 9 may", ["dad's 60th birthday", "9 May", "we'd love"], ["group chat", "fun"]),
        ("write a short invite to my sisters baby shower, sunday at 2, bring a little gift if you "
         "like", ["my sister's baby shower", "Sunday at 2", "Bring a little gift"], []),
        ("need an invite for our housewarming on saturday from 7", ["We're having a housewarming",
         "Saturday from 7"], []),
    ],
)  # fmt: skip
def test_an_invitation_says_whose_day_and_when(
    asked: str, has: list[str], lacks: list[str]
) -> None:
    text = said(asked)
    assert all(part in text for part in has), text
    assert not any(part in text.split("\n\n", 1)[-1] for part in lacks), text


def test_a_notice_for_the_building_greets_everyone() -> None:
    text = said("write a quick notice for the lobby that the lift is out of order until friday")
    assert text.startswith("Here's a note you could put up") and "Hi all," in text, text
    assert "lift is out of order until Friday" in text, text


def test_a_german_notice_keeps_what_it_says_in_order() -> None:
    text = said(
        "schreib bitte einen zettel für den hausflur dass am samstag die heizung gewartet wird",
        "de",
    )
    assert "Hallo zusammen" in text and "dass am Samstag die Heizung gewartet wird" in text, text


@pytest.mark.parametrize(
    "asked",
    [
        "my rice always turns out gluey, what am i doing wrong",
        "my neighbour parks in my spot every day, how do i bring it up nicely",
        "mein teig geht nie auf, was mache ich falsch",
    ],
)
def test_advice_the_small_model_would_make_up_is_not_asked_of_it(asked: str) -> None:
    assert asks_for_steps(asked)


@pytest.mark.parametrize(
    "asked", ["how was your weekend eddie?", "hey, survived the week?", "wie war dein tag?"]
)
def test_eddies_own_day_asked_about(asked: str) -> None:
    language = "de" if "dein" in asked else "en"
    text = said(asked, language)
    assert ("Mondays" in text or "Montage" in text) and "?" in text, text


def test_a_weekend_someone_had_is_no_question_about_eddie() -> None:
    assert "Mondays" not in said("how was your weekend at the lake with the kids?")


def test_a_fact_kept_in_mind_is_no_mood() -> None:
    assert not told("fyi i'm gluten intolerant, keep that in mind down the line")


@pytest.mark.parametrize(
    ("told_us", "subject", "value"),
    [
        ("our kids are lotte (4) and finn (9), finn is the loud one", "user.kids",
         "Lotte (4) and Finn (9)"),
        ("my son is called oskar", "user.son", "Oskar"),
        ("meine töchter heißen ella und mara", "user.töchter", "Ella und Mara"),
    ],
)  # fmt: skip
def test_family_named_is_remembered(told_us: str, subject: str, value: str) -> None:
    facts = [(f.subject, f.value) for f in extract(told_us)]
    assert facts == [(subject, value)], facts


@pytest.mark.parametrize(
    "told_us", ["my kids are so loud today", "my sister is coming over later", "my twins are 7"]
)
def test_family_without_names_is_no_fact(told_us: str) -> None:
    assert not [
        f for f in extract(told_us) if f.subject in ("user.kids", "user.sister", "user.twins")
    ]
