"""Texts written whole from the user's details (session fourteen): a text calling off a plan,
a flyer, an apology for damage, a report to the council, a complaint, a milestone caption, a
group collection with its date and signature, a sitter note for a pet. Every detail is kept,
nothing made up; near misses keep their old answers."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.llm.tiny_written import composed


def said(text: str, language: str = "en") -> str:
    return known_answer(text, language) or ""


def has_all(text: str, details: tuple[str, ...]) -> None:
    for detail in details:
        assert detail in text, (detail, text)


@pytest.mark.parametrize(
    ("request_", "details"),
    [
        (
            "txt for my sister lena: cant do the cinema on thursday, my train got cancelled. "
            "sunday instead? also grab my charger",
            ("Hi Lena,", "I can't do the cinema on Thursday", "my train got cancelled",
             "Could we do Sunday instead?", "could you grab my charger?"),
        ),
        (
            "text my friend jonas - cant make it to climbing tomorrow, my back hurts. from mara",
            ("Hi Jonas,", "I can't make it to climbing tomorrow – my back hurts.", "Mara"),
        ),
        (
            "message to the hairdresser: i need to move my appointment from monday 10am to friday",
            ("Hello,\n", "I need to move my appointment from Monday 10am to Friday.\n",
             "best regards"),
        ),
        (
            "schreib meiner schwester lena: schaffe das kino am donnerstag nicht, mein zug fällt "
            "aus. sonntag stattdessen? und bring mein ladekabel mit",
            ("Hallo Lena,", "ich schaffe das Kino am Donnerstag nicht", "Geht stattdessen Sonntag?",
             "bring bitte mein Ladekabel mit"),
        ),
    ],
)  # fmt: skip
def test_a_text_calling_off_a_plan_keeps_reason_day_and_ask(
    request_: str, details: tuple[str, ...]
) -> None:
    has_all(said(request_), details)


def test_a_flyer_for_a_service_has_name_price_days_and_number() -> None:
    text = said(
        "make a flyer for my window cleaning business: Klar & Clean, 25 euros per flat, "
        "tuesday to saturday, call 0157 9988776"
    )
    has_all(text, ("KLAR & CLEAN", "25 euros per flat", "Tuesday to Saturday", "0157 9988776"))
    de = said("flyer für meine nachhilfe: Mathe mit Mia, 18 euro pro stunde, montags und "
              "mittwochs, tel 0157 1122334")  # fmt: skip
    has_all(de, ("MATHE MIT MIA", "18 Euro pro Stunde", "Montags und mittwochs", "0157 1122334"))


def test_a_for_sale_post_keeps_item_price_and_pickup() -> None:
    text = said("for sale post: kids bike 20 inch, blue, 60 euros, pick up in pankow, message me")
    has_all(text, ("FOR SALE: Kids bike 20 inch", "Blue", "60 euros", "Pick-up in Pankow"))


def test_an_apology_for_damage_keeps_the_offer() -> None:
    text = said(
        "write an apology note to my neighbour mr brooks for the scratch on his car, "
        "i'll pay for the paint job and drop by on saturday"
    )
    has_all(text, ("Dear Mr. Brooks,", "the scratch on your car",
                   "I'll pay for the paint job and drop by on Saturday."))  # fmt: skip
    assert "You matter to me" not in text
    de = said(
        "schreib eine entschuldigung an meinen nachbarn herrn brooks wegen dem kratzer an "
        "seinem auto, ich zahle die lackierung"
    )
    has_all(de, ("Lieber Herr Brooks,", "Kratzer", "Ich zahle die Lackierung."))


def test_an_email_to_the_council_reports_place_and_time() -> None:
    text = said(
        "write an email to the council about the broken bench at 4 park road, broken for two "
        "months, please repair it. thanks, omar"
    )
    has_all(text, ("Subject:", "Dear Sir or Madam,", "the broken bench at 4 Park Road",
                   "It has been broken for two months.", "Could you please repair it?", "Omar"))  # fmt: skip
    de = said(
        "schreib eine email an die stadtverwaltung wegen der kaputten ampel in der lindenstraße 3, "
        "seit zwei wochen aus, bitte reparieren"
    )
    has_all(de, ("Sehr geehrte Damen und Herren,", "Lindenstraße 3", "seit zwei Wochen aus",
                 "Könnten Sie das bitte reparieren?"))  # fmt: skip


def test_a_complaint_to_a_company_keeps_the_order_number() -> None:
    text = said("write a complaint email to mediamarkt: order 55821 never arrived, i want a refund")
    has_all(text, ("Dear Mediamarkt team,", "order 55821 never arrived", "I would like a refund."))


def test_a_race_caption_keeps_time_and_money_raised() -> None:
    text = said(
        "instagram caption: ran the lakeside 10k in 48:10, raised 420 euros for the food bank"
    )
    has_all(text, ("48:10", "420 euros for the food bank"))
    assert ": ran the" not in text  # not the details turned about into a heading


def test_a_graduation_caption_keeps_the_name() -> None:
    text = said("caption for my son's graduation photo: noah, class of 2026, proud dad")
    has_all(text, ("Noah", "class of 2026", "graduation"))
    assert "photo" not in text and "noah" not in text  # the picture is no word of the caption


def test_a_collection_keeps_the_date_and_the_signature() -> None:
    text = said(
        "message to the parents group: collecting 12 euros each for a goodbye gift for mr haas, "
        "by monday july 7, signed nora"
    )
    has_all(text, ("Mr. Haas", "€12", "Monday 7 July", "Nora"))


def test_a_pet_sitter_note_names_the_pet_and_invents_no_kids() -> None:
    text = said(
        "note for the sitter: the dog is called Bruno, walk him twice a day, the bins go out "
        "on thursday, wifi password is green-fox-7"
    )
    has_all(text, ("Bruno", "Walk him twice a day", "Thursday", "green-fox-7"))
    assert "kids" not in text.lower()
    assert "Also" not in text  # the walk is the dog's, under Pets


@pytest.mark.parametrize(
    "near_miss",
    [
        "how do i text my brother that i cant make dinner?",
        "should i apologise to my neighbour for the water damage?",
        "who do i email about a broken street light?",
        "how much does it cost to print flyers?",
        "text to tom: see you at 8",
        "write a flyer for my bakery",
        "caption this for me",
    ],
)
def test_near_misses_are_not_these_texts(near_miss: str) -> None:
    text = composed(near_miss)
    assert text is None or not any(
        mark in text for mark in ("Subject:", "FOR SALE", "I'm so sorry", "🏅", "Could we do")
    ), text


def test_a_note_to_the_landlord_asks_and_is_signed() -> None:
    text = said(
        "write a note to my landlord mrs dunn: the shower has been leaking since friday, please "
        "send a plumber this week, thanks, theo"
    )
    has_all(text, ("Dear Mrs. Dunn,", "leaking since Friday",
                   "Could you please send a plumber this week?", "Theo"))  # fmt: skip
    assert "thanks, theo" not in text
