"""Two texts about work keep every detail the user gives: an email to the manager asking to swap
a shift (the manager greeted by name, the date, the colleague, that they agreed, the reason)
under a subject that names the swap, never the first words cut off ("Could you let me know if
I can"); and a post announcing a new job (the role, the company, the start date, the company
left after so many years and a thank-you to that team). Questions about such things, or news
of a friend's, are no such text."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def said(text: str, language: str = "en") -> str:
    answer = known_answer(text, language)
    assert answer is not None, text
    return answer


def test_a_shift_swap_email_to_the_manager() -> None:
    text = said(
        "write an email to my manager sarah asking if i can swap my shift on friday 12 july with"
        " my colleague ben, he already agreed, i have a doctor's appointment"
    )
    assert "Subject: Shift swap request – Friday 12 July" in text, text
    assert "Hi Sarah," in text and "swap my shift on Friday 12 July with my colleague Ben" in text
    assert "Ben has already agreed" in text and "doctor's appointment" in text, text
    assert "Could you let me know if I can" not in text, text


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        (
            "can you draft a msg to my boss (mr. klein) - i want to switch my saturday shift"
            " (march 8) with lisa, she said yes, it's my sister's wedding",
            ("Dear Mr. Klein,", "Saturday shift (March 8) with Lisa", "Lisa has already agreed",
             "It's my sister's wedding"),
        ),
        (
            "email to my manager tom: swap days with anna, i'd work her tuesday the 4th and she"
            " takes my thursday the 6th, she's ok with it, because of a dentist appt",
            ("Subject: Day swap request", "Hi Tom,", "swap days with Anna", "Tuesday the 4th",
             "Thursday the 6th", "Anna has already agreed", "dentist appointment"),
        ),
        (
            "pls email my manger lucy, want to swap my wed 14 may shift with carlos, he's cool"
            " with it, my mum's birthday",
            ("Subject: Shift swap request – Wednesday 14 May", "Hi Lucy,", "with Carlos",
             "Carlos has already agreed", "My mum's birthday"),
        ),
        (
            "write a mail to my supervisor mr. hughes, can i switch my late shift on 3 oct with"
            " mark's early shift? mark agreed. reason: my son's school concert",
            ("Dear Mr. Hughes,", "late shift on 3 Oct with Mark's early shift",
             "Mark has already agreed", "The reason is my son's school concert"),
        ),
    ],
)  # fmt: skip
def test_a_shift_swap_in_other_words(asked: str, details: tuple[str, ...]) -> None:
    text = said(asked)
    for detail in details:
        assert detail in text, (detail, text)
    assert "Could you let me know if I can" not in text and "To my" not in text, text


def test_a_german_shift_swap_email() -> None:
    text = said(
        "schreib ne mail an meine chefin frau weber, ob ich meine schicht am freitag, 12.7., mit"
        " meinem kollegen ben tauschen kann, er ist einverstanden, ich hab einen arzttermin",
        "de",
    )
    for detail in ("Betreff: Schichttausch am Freitag, 12.7.", "Liebe Frau Weber,",
                   "meine Schicht am Freitag, 12.7., mit meinem Kollegen Ben tauschen",
                   "Ben ist damit schon einverstanden", "Arzttermin", "für Sie"):  # fmt: skip
        assert detail in text, (detail, text)


def test_a_german_shift_swap_message_to_a_team_lead() -> None:
    text = said(
        "kannst du mir eine nachricht an meinen teamleiter jan schreiben, ob ich am montag mit"
        " lisa den dienst tauschen darf? lisa hat schon zugestimmt, ich muss zu einer beerdigung",
        "de",
    )
    assert "Hallo Jan," in text and "am Montag mit Lisa den Dienst tauschen" in text, text
    assert "Lisa ist damit schon einverstanden" in text and "Beerdigung" in text, text


@pytest.mark.parametrize(
    "asked",
    [
        "how do shift swaps usually work at a hospital?",
        "my colleague asked to swap shifts with me on friday",
        "write a text to my colleague (his name's omar) asking if he could cover my shift on"
        " monday. i can take his on friday",
    ],
)
def test_no_swap_request_to_a_manager(asked: str) -> None:
    answer = known_answer(asked) or ""
    assert "swap request" not in answer and "I'd like to ask whether I could" not in answer


def test_a_new_job_post_with_start_date_and_the_team_left() -> None:
    text = said(
        "write a linkedin post: i'm starting as product designer at Figma on 1 september,"
        " leaving Spotify after 5 years, want to thank the team"
    )
    for detail in ("as product designer at Figma", "on 1 September", "After 5 years at Spotify",
                   "thank you to the team at Spotify"):  # fmt: skip
        assert detail in text, (detail, text)
    assert "hard work these past weeks" not in text, text  # not the team thank-you lines


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        (
            "linkedin post please - new job!! senior data analyst at Zalando, start in march,"
            " leaving deutsche bahn after 7 yrs, thanks to my amazing team there",
            ("senior data analyst at Zalando", "in March", "After 7 years at Deutsche Bahn",
             "team at Deutsche Bahn"),
        ),
        (
            "help me write a post announcing my new role as head of marketing at Acme Corp"
            " starting Monday. after 3 years at Globex I'm moving on, grateful to everyone there",
            ("head of marketing at Acme Corp", "on Monday", "After 3 years at Globex,"),
        ),
        (
            "can you write a quick linkedin post, after 6 years at ikea i'm joining h&m as head of"
            " design in january, huge thanks to my ikea team",
            ("head of design at H&M", "in January", "After 6 years at Ikea"),
        ),
        (
            "draft a linkedin update: joined Siemens as a mechanical engineer this week after 4"
            " years at Bosch, thank you Bosch team!",
            ("I've started a new position as a mechanical engineer at Siemens",
             "After 4 years at Bosch"),
        ),
    ],
)  # fmt: skip
def test_a_new_job_post_in_other_words(asked: str, details: tuple[str, ...]) -> None:
    text = said(asked)
    assert text.startswith("Here's a post you could share"), text
    for detail in details:
        assert detail in text, (detail, text)


def test_a_german_new_job_post() -> None:
    text = said(
        "schreib mir nen linkedin post: ich fange am 1. september als produktdesignerin bei figma"
        " an, verlasse spotify nach 5 jahren, danke ans team",
        "de",
    )
    for detail in ("Am 1. September starte ich als Produktdesignerin bei Figma",
                   "Nach 5 Jahren bei Spotify", "Dankeschön an das Team von Spotify"):  # fmt: skip
        assert detail in text, (detail, text)


@pytest.mark.parametrize(
    "asked",
    [
        "how do i announce a new job on linkedin without sounding arrogant?",
        "my friend just posted that she's starting at google",
        "should i post about my new job at figma on linkedin?",
    ],
)
def test_a_question_or_news_is_no_job_post(asked: str) -> None:
    answer = known_answer(asked) or ""
    assert "#NewJob" not in answer, answer
