"""Short texts written whole from the details the user gives, in phrasings of their own (typos,
lower case, details in any order): a thank-you card naming the person and the child, a
cancellation with its number and date, a lost or found pet poster, a group collection for a
gift, a retirement card with the years, a polite no to a named host's invitation and a review of
a place or a tradesperson; German where a card, a Kündigung or an Aushang is natural. Each keeps
the user's details and leaves no gap in brackets for one of them; near misses (a question about
writing, work for a project, another kind of text) get none of these texts."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.llm.tiny_written import composed


def written(text: str) -> str:
    answer = composed(text)
    assert answer is not None, text
    return answer


def has_all(text: str, details: tuple[str, ...]) -> None:
    for detail in details:
        assert detail in text, (detail, text)


@pytest.mark.parametrize(
    ("asked", "details", "no_gap"),
    [
        ("thank you card for mrs keller, my son leo's teacher, end of year",
         ("Dear Mrs. Keller,", "for Leo this year"), ()),
        ("can u writ a thank-you card for coach mike, my daughter emma's football coach, end of season",
         ("Dear Mike,", "Emma", "this season"), ()),
        ("thank you card for nurse julia who looked after my dad on ward 5",
         ("Dear Julia,", "looking after my dad on ward 5"), ()),
        ("pls write a thank you card for leo's teacher mr brown, from leo and his mum sarah",
         ("Dear Mr. Brown,", "Leo and Sarah"), ("[Your name]",)),
        ("need a card to say thanks to our neighbours the jacksons for feeding the cat",
         ("Dear Jackson family,", "feeding the cat", "We are lucky"), ()),
    ],
)  # fmt: skip
def test_a_thank_you_card_names_the_person_the_child_and_the_reason(
    asked: str, details: tuple[str, ...], no_gap: tuple[str, ...]
) -> None:
    text = written(asked)
    has_all(text, details)
    for gap in no_gap:
        assert gap not in text, text


def test_a_german_thank_you_card_for_a_teacher_and_a_neighbour() -> None:
    text = written(
        "schreib eine dankeskarte für frau keller, die lehrerin von meinem sohn leo, zum"
        " schuljahresende"
    )
    has_all(text, ("Liebe Frau Keller,", "in diesem Schuljahr für Leo", "Sie"))
    text = written("dankeskarte für unsere nachbarin petra, fürs blumengießen")
    has_all(text, ("Liebe Petra,", "fürs Blumengießen"))


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("cancel my gym membership, member no 44812, end of march",
         ("gym membership", "44812", "end of March", "Subject:")),
        ("write a cancellation letter for my netflix subscription, customer number 99812, from 1 may",
         ("Netflix subscription", "99812", "1 May")),
        ("need an email cancelling my fitness first membership, membership number FF-2231, by 31 march",
         ("Fitness First membership", "FF-2231", "31 March")),
        ("pls draft a letter to terminate my mobile phone contract with vodafone, account no 7781234, asap",
         ("mobile phone contract", "Vodafone", "7781234", "immediate effect")),
    ],
)  # fmt: skip
def test_a_cancellation_keeps_what_the_number_and_the_date(
    asked: str, details: tuple[str, ...]
) -> None:
    text = written(asked)
    has_all(text, details)
    assert "[date]" not in text and "[number]" not in text, text


def test_a_german_kuendigung_keeps_the_number_and_the_date() -> None:
    text = written(
        "schreib eine kündigung für mein fitnessstudio, mitgliedsnummer 44812, zum 31. märz"
    )
    has_all(text, ("Mitgliedschaft im Fitnessstudio", "Mitgliedsnummer 44812", "zum 31. März"))
    text = written("kündigung für meinen handyvertrag, kundennummer 55123, zum monatsende")
    has_all(text, ("meinen Handyvertrag", "Kundennummer 55123", "Monatsende"))


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("write a lost cat poster: our cat milo, ginger tabby, last seen on elm street on tuesday,"
         " call 0176 5551234",
         ("MISSING CAT: MILO", "Ginger tabby", "Elm Street", "Tuesday", "0176 5551234")),
        ("lost dog notice for bella, black labrador, missing since saturday near the park, phone 555-0192",
         ("Bella", "Black labrador", "since Saturday near the park", "555-0192")),
        ("can you make a missing poster for our dog rex? brown terrier, red collar, ran off in hyde"
         " park yesterday, reward 100 pounds, 07700 900123",
         ("Rex", "Brown terrier", "Red collar", "Hyde Park yesterday", "100 pounds", "07700 900123")),
    ],
)  # fmt: skip
def test_a_lost_pet_poster_keeps_name_looks_place_and_phone(
    asked: str, details: tuple[str, ...]
) -> None:
    text = written(asked)
    has_all(text, details)
    assert "[your phone number]" not in text, text


def test_a_found_pet_poster_and_a_german_vermisst_aushang() -> None:
    text = written(
        "we found a stray dog, make a notice: small white dog, blue collar, found on mill road this"
        " morning, text 0151 9876543"
    )
    has_all(text, ("FOUND", "Small white dog", "Blue collar", "Mill Road", "0151 9876543"))
    assert "MISSING" not in text, text
    text = written(
        "schreib einen vermisst-aushang für unsere katze minka, grau getigert, zuletzt gesehen in"
        " der gartenstraße, tel 0176 1234567"
    )
    has_all(text, ("VERMISST: KATZE MINKA", "Grau getigert", "Gartenstraße", "0176 1234567"))


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("write a whatsapp message to collect money for sarah's leaving gift, 10 euros each, by"
         " friday, pay to me via paypal",
         ("Sarah is leaving", "€10 per person", "by Friday", "to me via PayPal")),
        ("group message for the class parents collecting for the teacher's gift, 5€ per child, until"
         " 20 june, pay to anna",
         ("our teacher", "€5 per child", "20 June", "to Anna")),
        ("can u do a msg for the team chat, we're chipping in for tom's retirement present, £15 a"
         " head, deadline thursday, cash to me or bank transfer",
         ("Tom is retiring", "£15 per person", "Thursday", "in cash or by bank transfer")),
    ],
)  # fmt: skip
def test_a_collection_message_keeps_whom_how_much_by_when_and_to_whom(
    asked: str, details: tuple[str, ...]
) -> None:
    has_all(written(asked), details)


def test_a_german_collection_message() -> None:
    text = written(
        "schreib ne nachricht an die eltern, wir sammeln für ein geschenk für frau keller zum"
        " schuljahresende, 5 € pro kind bis 20.6., bar an mich"
    )
    has_all(text, ("Frau Keller", "5 € pro Kind", "bis 20.6.", "bar an mich"))


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("retirement card for my colleague peter, 32 years with the company",
         ("Dear Peter,", "After 32 years with the company")),
        ("write a retirement card for mrs schmidt after 40 years of teaching",
         ("Mrs. Schmidt", "After 40 years of teaching")),
        ("can u do a retirement card for our boss Frank, 25 yrs at siemens, from the whole team",
         ("Frank", "After 25 years at Siemens", "the whole team")),
    ],
)  # fmt: skip
def test_a_retirement_card_keeps_the_years(asked: str, details: tuple[str, ...]) -> None:
    has_all(written(asked), details)


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("write a polite no to the wedding invitation of julia and markus, we're abroad that week",
         ("Dear Julia and Markus,", "your wedding", "we're abroad that week")),
        ("decline the dinner invitation from the millers politely, we have another commitment",
         ("Dear Miller family,", "your dinner", "we have another commitment")),
        ("can you write a reply declining my cousin anna's birthday party on saturday, i'm working"
         " that day",
         ("Dear Anna,", "birthday party on Saturday", "I'm working that day")),
        ("help me say no to the bbq at the smiths' on sunday, we've got family visiting",
         ("Smith family", "Sunday", "we've got family visiting")),
    ],
)  # fmt: skip
def test_a_no_to_an_invitation_names_the_hosts_and_the_reason(
    asked: str, details: tuple[str, ...]
) -> None:
    text = written(asked)
    has_all(text, details)
    assert "invitation of" not in text and "politely" not in text, text


def test_a_german_no_to_a_wedding() -> None:
    text = written("schreib eine absage für die hochzeit von julia und markus, wir sind im urlaub")
    has_all(text, ("Liebe Julia, lieber Markus,", "eurer Hochzeit", "wir sind im Urlaub"))


@pytest.mark.parametrize(
    ("asked", "details", "close"),
    [
        ("write a review for luigi's pizzeria, we had my birthday dinner there on saturday, the"
         " pasta was great but the service was slow",
         ("Luigi's Pizzeria", "birthday dinner there on Saturday", "pasta was great",
          "service was slow"), "room to improve"),
        ("write a short review of hotel seeblick, stayed 3 nights in may, room was clean, breakfast"
         " amazing",
         ("Hotel Seeblick", "stayed 3 nights in May", "Room was clean", "Breakfast amazing"),
         "Highly recommended"),
        ("5 star google review for the plumber, came same day, fixed the leak in an hour, fair price",
         ("★★★★★", "came same day", "fixed the leak in an hour", "Fair price"), "hire them again"),
        ("review for cafe rosa: cold coffee, rude waiter", ("Cafe Rosa", "Cold coffee", "Rude waiter"),
         "can't recommend"),
    ],
)  # fmt: skip
def test_a_review_keeps_the_name_the_day_and_both_sides(
    asked: str, details: tuple[str, ...], close: str
) -> None:
    text = written(asked)
    has_all(text, (*details, close))


@pytest.mark.parametrize(
    "asked",
    [
        "how do i cancel my gym membership, member no 44812",
        "cancel my meeting on friday",
        "write a python script that cancels my subscription, account 12345",
        "my cat is missing, what should i do",
        "write a script that posts lost dog notices to our website",
        "how much should everyone chip in for a leaving gift?",
        "is it rude to decline a wedding invitation?",
        "can you review my code for the login page",
        "write a review of the project architecture, it has too many layers",
        "should i leave a review for the restaurant?",
        "is a thank you card to my son's teacher too much?",
        "write an invite for my party on saturday",
        "thank you note for my neighbour",
        "remind me to cancel my netflix subscription on 1 may",
    ],
)
def test_near_misses_get_none_of_these_texts(asked: str) -> None:
    assert composed(asked) is None, asked


def test_earlier_writers_still_answer_their_kinds() -> None:
    assert "You watered my plants" in (
        known_answer("thank you card for my neighbor who watered my plants") or ""
    )
    assert "newspaper subscription" in (
        known_answer("help me write a letter cancelling our newspaper subscription") or ""
    )
