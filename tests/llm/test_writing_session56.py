"""Short texts written whole from the details the user gives, in phrasings of their own (typos,
lower case, details in any order, asked before or after what it says): a repair report to a
landlord or property manager, a note about a parcel taken in for a neighbour (and one asking a
neighbour to take one in), an announcement of a meeting to a group, a post for a lost or found
object, a card signed by a group and an apology with its reason and offer; German where a
Zettel, a Mail or a Karte is natural. Each keeps the user's details and leaves no gap in
brackets for one of them; near misses (a question about writing, work for a project, another
kind of text) get none of these texts."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.llm.tiny_written import composed


def answered(text: str) -> str:
    answer = known_answer(text, "en")
    assert answer is not None, text
    return answer


def has_all(text: str, details: tuple[str, ...]) -> None:
    for detail in details:
        assert detail in text, (detail, text)


def lacks(text: str, gaps: tuple[str, ...]) -> None:
    for gap in gaps:
        assert gap not in text, (gap, text)


# --- a repair report -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("could u write a msg to my landlord? the boiler in flat 7a hasnt worked since sunday, "
         "im home after 6pm most days",
         ("boiler in flat 7A hasn't worked since Sunday", "I'm home after 6pm most days",
          "fix it")),
        ("email for the property manager: the fridge in apartment 22 stopped working on friday, "
         "i'm available saturday morning",
         ("Subject: Repair needed in apartment 22: fridge", "stopped working on Friday",
          "I'm available Saturday morning")),
        ("i need to tell the caretaker that the window in unit 3 won't close since the storm, "
         "can you write that for me? reach me on 0171 4455667",
         ("window in unit 3 won't close since the storm", "0171 4455667")),
        ("text my landlady mrs hughes, the toilet is leaking again, flat 5b, i can let someone in "
         "any time on thursday",
         ("Dear Mrs. Hughes,", "in flat 5B", "The toilet is leaking again",
          "I can let someone in any time on Thursday")),
    ],
)  # fmt: skip
def test_a_repair_report_keeps_what_is_broken_the_flat_and_when_the_user_is_home(
    asked: str, details: tuple[str, ...]
) -> None:
    text = answered(asked)
    has_all(text, details)
    lacks(text, ("[what", "[date", "[when"))


def test_a_german_repair_report_says_the_flat_and_when_the_user_is_home() -> None:
    text = answered(
        "schreib der hausverwaltung bitte, dass in wohnung 12 das fenster seit freitag undicht ist,"
        " ich bin werktags ab 16 uhr zu hause"
    )
    has_all(text, ("Guten Tag,", "in Wohnung 12", "Fenster", "seit Freitag",
                   "werktags ab 16 Uhr zu Hause", "Könnten Sie"))  # fmt: skip


def test_a_plain_message_to_the_landlord_stays_a_short_text() -> None:
    text = answered("write a text to my landlord that the oven is broken again")
    assert "The oven is broken again" in text and "[" not in text, text
    assert "report a repair" not in text


# --- a parcel for a neighbour --------------------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("can you write a note for my neighbour lukas, i took in his parcel from dpd this "
         "morning, he can come get it after 7 tonight, im in flat 9",
         ("Hi Lukas,", "from DPD", "flat 9", "after 7 tonight")),
        ("got a hermes package for the people in flat 4, write a note for their door pls, "
         "pick up from flat 1 any time tomorrow",
         ("from Hermes", "for flat 4", "from me at flat 1", "any time tomorrow")),
    ],
)  # fmt: skip
def test_a_note_about_a_parcel_taken_in_says_whose_from_whom_and_when_to_pick_it_up(
    asked: str, details: tuple[str, ...]
) -> None:
    text = answered(asked)
    has_all(text, details)
    lacks(text, ("[Your name]",) if "flat" in asked else ())


def test_a_note_asks_a_neighbour_to_take_a_parcel_in() -> None:
    text = answered(
        "wirte a note asking the neighbours to accept an amazon delivery for me on wednesday, "
        "ill grab it after 6pm, flat 3b"
    )
    has_all(text, ("Hi neighbours,", "from Amazon on Wednesday", "taking it in for me",
                   "I'll pick it up after 6pm", "flat 3B"))  # fmt: skip
    assert "[" not in text, text


def test_a_german_parcel_note_both_ways() -> None:
    text = answered(
        "schreib nen zettel für meinen nachbarn herrn kaya, ich habe ein paket von ups für ihn "
        "angenommen, abholen ab 19 uhr, wohnung 2"
    )
    has_all(text, ("Hallo Herr Kaya,", "von UPS", "ab 19 Uhr", "Wohnung 2", "Sie können"))
    text = answered(
        "kannst du mir einen zettel schreiben, ob die nachbarn am freitag ein paket von dhl für "
        "mich annehmen können"
    )
    has_all(text, ("von DHL", "annehmen", "Freitag"))


def test_thanks_for_a_parcel_is_no_parcel_note() -> None:
    text = answered("text my neighbour ana saying thanks for taking in my parcel")
    assert "taken in a parcel" not in text and "Hi Ana," in text, text


# --- a meeting announced -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("pls write an email to my book club about the next meeting, we're reading klara and the "
         "sun by kazuo ishiguro, wed 9 july at 7.30pm at the corner cafe, bring a snack to share",
         ("Subject: ", "Klara and the Sun by Kazuo Ishiguro", "Wednesday 9 July", "7.30pm",
          "at the corner cafe", "Please bring a snack to share")),
        ("draft an email to the team about the sprint planning meeting on tuesday at 2pm in "
         "room 4c, bring your laptops",
         ("Subject: The sprint planning meeting", "on Tuesday at 2pm in room 4C",
          "Please bring your laptops")),
        ("can u write a message for the parents group: the parents evening is on march 12 at "
         "6pm in the school hall",
         ("12 March", "6pm", "in the school hall", "Hi all,")),
    ],
)  # fmt: skip
def test_an_announcement_says_what_when_where_and_what_to_bring(
    asked: str, details: tuple[str, ...]
) -> None:
    text = answered(asked)
    has_all(text, details)
    lacks(text, ("I wanted to talk to you about", "Subject: I "))


def test_a_german_announcement_to_the_choir() -> None:
    text = answered(
        "schreib ne mail an den chor: nächste probe am donnerstag um 18 uhr im pfarrheim, bitte"
        " noten mitbringen"
    )
    has_all(text, ("Betreff:", "Hallo zusammen,", "Donnerstag", "18 Uhr", "im Pfarrheim",
                   "Bitte bringt Noten mit."))  # fmt: skip


# --- lost and found objects ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "details", "head"),
    [
        ("make a lost post for the village group, i lost my car keys near the bakery on monday, "
         "red keyring with a vw logo, reward, call 0157 9988776",
         ("near the bakery on Monday", "Red keyring with a vw logo", "Reward", "0157 9988776"),
         "LOST: KEYS"),
        ("found someones glasses on the bench in hyde park yesterday, write a notice pls, "
         "my number is 07700 900123",
         ("on the bench in Hyde Park yesterday", "07700 900123", "tell me what they look like"),
         "FOUND: GLASSES"),
        ("write a lost wallet post: lost my brown leather wallet on the 73 bus this morning, "
         "email me at sam@post.net",
         ("brown leather wallet on the 73 bus this morning", "sam@post.net"), "LOST: WALLET"),
    ],
)  # fmt: skip
def test_a_lost_or_found_object_post_keeps_what_where_when_and_how_to_reach(
    asked: str, details: tuple[str, ...], head: str
) -> None:
    text = answered(asked)
    has_all(text, (head, *details))
    assert "[your phone number]" not in text, text


def test_a_german_found_notice() -> None:
    text = answered(
        "schreib einen aushang: handy gefunden am samstag vor dem supermarkt, tel 0176 2345678"
    )
    has_all(text, ("HANDY GEFUNDEN", "0176 2345678", "beschreibt"))


# --- cards from a group --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "signed"),
    [
        ("get well card for our colleague ben from the whole finance team",
         "from the whole finance team"),
        ("pls write a bday card for nadia from all of us at the dental practice",
         "from all of us at the dental practice"),
        ("sympathy card for my coworker rosa, her mum died last week, from everyone in hr",
         "from everyone in hr"),
        ("leaving card for our manager dave who is leaving after 12 years, from the it team",
         "from the it team"),
    ],
)  # fmt: skip
def test_a_card_signed_by_a_group_names_the_group(asked: str, signed: str) -> None:
    text = answered(asked)
    assert signed in text, text
    assert "[Your name]" not in text and "Lots of love" not in text, text


def test_a_farewell_card_keeps_the_years() -> None:
    text = answered("farewell card for my colleague ines, leaving after 9 years, from the lab crew")
    has_all(text, ("Dear Ines,", "9 great years", "from the lab crew"))


def test_a_german_card_from_the_department() -> None:
    text = answered("schreib eine abschiedskarte für jonas von der ganzen abteilung")
    has_all(text, ("Lieber Jonas,", "von der ganzen Abteilung"))
    text = answered("gute besserung karte für frau schulz vom ganzen team")
    has_all(text, ("Liebe Frau Schulz,", "Gute Besserung"))


# --- an apology with its reason and offer --------------------------------------------------


def test_an_apology_keeps_the_reason_and_the_offer() -> None:
    text = answered(
        "write an apology text to mia, i missed her graduation because my flight got cancelled, "
        "i want to take her out for brunch on saturday"
    )
    has_all(text, ("Hi Mia,", "I missed your graduation", "My flight got cancelled",
                   "take you out for brunch on Saturday"))  # fmt: skip
    assert "Can we talk?" not in text, text


def test_an_apology_with_a_reason_said_after_a_comma() -> None:
    text = answered(
        "need a sorry text for my friend jakob: i forgot our lunch, i was stuck at the doctor, "
        "ill pay next time"
    )
    has_all(text, ("Hi Jakob,", "I forgot our lunch", "I was stuck at the doctor",
                   "I'll pay next time"))  # fmt: skip


# --- near misses ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "my landlord hasnt fixed the boiler in weeks, what are my rights",
        "how do i write an email announcing a team meeting?",
        "research good book club picks for july and write a report",
        "i lost my keys, what should i do",
        "where is my dhl parcel, it's been a week",
        "is it rude to sign a card from the whole team if i didnt ask everyone",
        "write a detailed 10 page report on the team meeting process",
        "remind me on friday to email the book club",
    ],
)
def test_near_misses_get_none_of_these_texts(said: str) -> None:
    text = composed(said)
    assert text is None, (said, text)
