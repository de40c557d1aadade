"""A repair report to a landlord, a landlady or a Hausverwaltung named with a title and surname
greets them by name and never leaves the name as a stray piece of the text; what is broken and
since when is one clean sentence (an article, a whole verb, no slang); it asks for someone to
come; a time the user is home lets someone come by then; no name gives a neutral greeting.
English and German, typed as people type (lower case, no punctuation, the name right before
what is broken). A plain text that asks already, a question and a landlord merely mentioned
keep their replies."""

from __future__ import annotations

import pytest

from tests.llm.writing_helpers import answered, has_all

_ASKED_EN = "Could you please arrange for someone to come and fix it"
_ASKED_DE = "Könnten Sie bitte jemanden vorbeischicken"


@pytest.mark.parametrize(
    ("said", "details", "never"),
    [
        ("to my landlady mrs achebe - kitchen tap dripping since monday, im around after 5",
         ("Dear Mrs. Achebe,", "The kitchen tap has been dripping since Monday.", _ASKED_EN,
          "I'm home after 5, so someone is welcome to come by then."),
         ("tap dripping since", "around after", "Achebe -")),
        ("text to my landlord mr brennan the bathroom light doesnt work since last week",
         ("Dear Mr. Brennan,", "The bathroom light hasn't worked since last week.", _ASKED_EN),
         ("Mr brennan", "Brennan the", "doesnt")),
        ("write my landlord mr. grant a note, the radiator in the living room is leaking since "
         "yesterday. im in after 4",
         ("Dear Mr. Grant,", "The radiator in the living room has been leaking since yesterday.",
          "I'm home after 4, so someone is welcome to come by then."),
         ("A note.", "I'm in after")),
        ("note for my landlady ms ferreira: oven not working since the weekend, i'm home weekdays "
         "after 6 so someone can come then",
         ("Dear Ms. Ferreira,", "The oven hasn't been working since the weekend.", _ASKED_EN,
          "I'm home weekdays after 6, so someone is welcome to come by then."),
         ("Oven not working", "so someone can come then")),
        ("to my landlord mr kowalczyk the boiler is broken since sunday im home after 7",
         ("Dear Mr. Kowalczyk,", "The boiler has been broken since Sunday.", _ASKED_EN,
          "I'm home after 7, so someone is welcome to come by then."),
         ("Sunday I'm",)),
        ("email the building manager, shower drain blocked since friday",
         ("Subject: Repair needed: shower drain", "Hello,",
          "The shower drain has been blocked since Friday.", _ASKED_EN),
         ("Shower drain blocked",)),
    ],
)  # fmt: skip
def test_an_english_repair_report_greets_by_name_and_asks_in_clean_sentences(
    said: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered(said), details, never)


@pytest.mark.parametrize(
    ("said", "details", "never"),
    [
        ("an meinen vermieter herrn schulz - die dusche tropft seit sonntag, bin ab 17 uhr da",
         ("Hallo Herr Schulz,", "Die Dusche tropft seit Sonntag.", _ASKED_DE,
          "Ich bin ab 17 Uhr zu Hause, dann kann gern jemand vorbeikommen."),
         ("Herr schulz", "Bin ab 17")),
        ("nachricht an meine vermieterin frau wolff, heizung im bad seit montag kaputt",
         ("Hallo Frau Wolff,", "Die Heizung im Bad ist seit Montag kaputt.", _ASKED_DE),
         ("Heizung im Bad seit",)),
        ("schreib meinem vermieter herrn keller dass die spülmaschine seit dienstag nicht läuft",
         ("Hallo Herr Keller,", "Die Spülmaschine läuft seit Dienstag nicht.", _ASKED_DE),
         ("Guten Tag,",)),
        ("hausverwaltung anschreiben: die klingel geht seit einer woche nicht",
         ("Guten Tag,", "Die Klingel geht seit einer Woche nicht.", _ASKED_DE), ()),
    ],
)  # fmt: skip
def test_a_german_repair_report_greets_by_name_and_asks_for_someone(
    said: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered(said), details, never)


def test_a_plain_text_to_the_landlord_that_asks_already_stays_short() -> None:
    text = answered("write a text to my landlord that the fridge is broken again")
    has_all(text, ("just a quick note", "The fridge is broken again.",
                   "Could you have someone look at it soon?"), ("report a repair",))  # fmt: skip


@pytest.mark.parametrize(
    "said",
    [
        "my landlord mr okafor still hasnt fixed the shower, what can i do",
        "to my landlord's credit he fixed the boiler the same day",
    ],
)
def test_a_landlord_only_mentioned_gets_no_repair_report(said: str) -> None:
    from brain.llm.tiny_lines import known_answer

    text = known_answer(said) or ""
    assert "report a repair" not in text and "Dear Mr" not in text, text
