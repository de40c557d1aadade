"""Texts and lines added in the seventh session, asked in words of their own: for-sale
listings, out-of-office replies, messages that greet by name or title, notes put up for
everyone, apologies by name, thanks to a group for a farewell gift, toasts and captions that
say who and what, a shorter sentence, danger facts before a worry line, facts asked inside
context, milestones, long shifts, and a how-to about the world that is no help page."""

from __future__ import annotations

import pytest

from brain.llm.tiny_facts import known_fact
from brain.llm.tiny_lines import known_answer, told
from brain.llm.tiny_tidy import tidied
from brain.tools.help import for_the_world


def said(text: str, language: str = "en") -> str:
    return known_answer(text, language) or ""


def test_a_listing_keeps_the_details_and_the_price() -> None:
    text = said(
        "can you write me an ad to sell my old desk, ikea, white, 120x60, 40 euros, pickup only"
    )
    assert "For sale: Desk" in text and "40 €" in text and "Pick-up only" in text, text


def test_an_out_of_office_says_dates_and_whom_to_contact() -> None:
    text = said(
        "draft an out of office message: on holiday 3-14 july, urgent stuff to my colleague "
        "Ben Ortiz, ben@example.org"
    )
    assert "3 to 14 July" in text and "Ben Ortiz" in text and "ben@example.org" in text, text
    german = said("schreib mir eine abwesenheitsnotiz, ich bin vom 2. bis 9. mai im urlaub", "de")
    assert "2. bis 9. Mai" in german and "Urlaub" in german, german


@pytest.mark.parametrize(
    ("asked", "greeting"),
    [
        ("write an email to my landlord Mrs. Kowalski, the bathroom fan has stopped working, "
         "could someone fix it next week?", "Dear Mrs. Kowalski,"),
        ("write a text to my friend lena saying thanks for the lift and that ill pay her back "
         "for the petrol", "Hi Lena,"),
        ("write a note for the shared kitchen asking people to wash their own cups", "Hi all,"),
    ],
)  # fmt: skip
def test_a_message_greets_whom_it_is_for(asked: str, greeting: str) -> None:
    assert greeting in said(asked), said(asked)


def test_what_the_user_will_do_is_said_as_theirs() -> None:
    text = said(
        "text my neighbour tom saying thanks for holding my parcel and that ill grab it at 7"
    )
    assert "I'll grab it at 7" in text and "ring my bell" not in text, text


def test_a_teacher_note_keeps_the_child() -> None:
    text = said(
        "write a note for my daughter's teacher mr park: mia has a cold so ill keep her home today"
    )
    assert "Dear Mr. Park" in text and "keep her home" in text and "Mia" in text, text


def test_an_apology_greets_by_name_and_says_what_happened() -> None:
    text = said(
        "write a short sorry text to my sister Ana, i forgot to pick her up from the station"
    )
    assert "Hi Ana" in text and "forgot to pick you up" in text and "birthday" not in text, text


def test_thanks_to_a_group_for_a_farewell_gift() -> None:
    text = said(
        "write a thank you note to my colleagues for the leaving present, they gave me a mug"
    )
    assert "leaving present" in text and "the mug" in text, text


def test_a_toast_and_a_caption_say_who_and_what() -> None:
    toast = said(
        "write a toast for my friend Omar's 40th. he's a terrible singer and loves karaoke"
    )
    assert "Omar" in toast and "40th" in toast and "terrible singer" in toast, toast
    caption = said("caption for a photo of me and my dad fixing his old car, his name is Rui")
    assert "Fixing his old car" in caption and "Rui" in caption, caption


def test_a_sentence_made_shorter_keeps_its_ask() -> None:
    text = said(
        "shorten this: i was just wondering if it would be possible for you to call me back today"
    )
    assert "Could you call me back today?" in text, text


def test_a_danger_beats_a_worry_line() -> None:
    text = said("my puppy got into a bag of raisins, am i overreacting to worry?")
    assert "vet" in text, text


@pytest.mark.parametrize(
    "asked",
    [
        "signed up for a half marathon in spring (gulp). how far is a marathon anyway in km?",
        "my nephew asked me what a light year is and i had no clue",
    ],
)
def test_a_fact_asked_inside_more_words(asked: str) -> None:
    assert known_fact(asked), asked


@pytest.mark.parametrize(
    "news",
    [
        "two years without a cigarette today!",
        "back home after a 14 hour shift, my feet hurt so much",
        "my best friend forgot my birthday this year",
        "today was brutal at work, three meetings ran over",
    ],
)
def test_news_gets_its_line(news: str) -> None:
    assert told(news) and said(news), news


def test_entertain_me_gets_entertained() -> None:
    assert "riddle" in said("so bored, entertain me eddie").lower()


def test_tidied_german_clauses_and_ill() -> None:
    assert tidied("ich heute später komme und morgen frei habe", "de", first=True) == (
        "Ich komme heute später und habe morgen frei."
    )
    assert tidied("ill call you later, im ill today", "en", first=True) == (
        "I'll call you later, I'm ill today."
    )


def test_a_world_how_to_is_no_help_question() -> None:
    assert for_the_world("someone emailed me saying i won a lottery i never entered, what do i do")
    assert not for_the_world("how do i stop a worker you started")


def test_an_address_alone_is_no_name() -> None:
    text = said(
        "write an out of office reply, away 1-10 june, for urgent things contact mo@example.com"
    )
    assert "contact mo@example.com" in text and "Mo at" not in text, text
