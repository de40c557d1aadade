"""An out-of-office reply keeps every detail the user gives (the days away, the reason, the
access to email, whom to contact with their role, name, email and phone, the day back) and
claims nothing they did not say; a question about such replies, what "ooo" means or a note to
remember is no reply to write."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def said(text: str, language: str = "en") -> str:
    answer = known_answer(text, language)
    assert answer is not None, text
    return answer


def test_away_dates_no_access_urgent_contact_and_the_day_back() -> None:
    text = said(
        "write an out of office reply, i'm away from 3 to 14 march with no email access, for"
        " anything urgent contact my colleague Sara Lind at sara.lind@acme.com, back on 15 march"
    )
    assert "from 3 to 14 March" in text, text
    assert "won't have access to email" in text, text
    assert "my colleague Sara Lind at sara.lind@acme.com" in text, text
    assert "back on 15 March" in text, text
    assert "Access" not in text  # "no email access" is no name to contact


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        (
            "can u draft my auto reply? on holiday july 2-19, no access to email. urgent stuff ->"
            " tom baker tom.baker@firm.de. im back july 20",
            ("on holiday", "from 2 to 19 July", "Tom Baker at tom.baker@firm.de", "back on 20 July"),
        ),
        (
            "need an ooo message pls: at a conference in berlin mon 3 march to fri 7 march, limited"
            " email, urgent things to my manager priya shah (priya.shah@northwind.io, 0171 5552233),"
            " back in the office monday 10 march",
            ("at a conference in Berlin", "Monday 3", "Friday 7 March", "limited access",
             "my manager Priya Shah at priya.shah@northwind.io", "0171 5552233",
             "back on Monday 10 March"),
        ),
        (
            "hey eddie can u set up an out of office for me? im off on parental leave from 1 april"
            " until 30 june, if anything is urgent email my teamlead jonas at jonas@firm.com",
            ("on parental leave", "from 1 April to 30 June", "my team lead Jonas at jonas@firm.com"),
        ),
        (
            "i need an autoreply: vacation 24.12. - 2.1., back 3.1., urgent: helpdesk@company.de",
            ("from 24.12. to 2.1.", "contact helpdesk@company.de", "back on 3.1."),
        ),
    ],
)  # fmt: skip
def test_an_out_of_office_in_other_words_keeps_its_details(
    asked: str, details: tuple[str, ...]
) -> None:
    text = said(asked)
    for detail in details:
        assert detail in text, (detail, text)


def test_what_was_not_said_is_not_claimed() -> None:
    text = said("out of office pls, vacation 12-23 august, urgent: ben@example.org")
    assert "from 12 to 23 August" in text and "ben@example.org" in text, text
    assert "access" not in text and "checking" not in text, text  # nothing said of email access


def test_a_german_out_of_office_keeps_its_details() -> None:
    text = said(
        "schreib mir ne abwesenheitsnotiz: bin vom 3. bis 14. märz im urlaub, keine mails, in"
        " dringenden fällen an meine kollegin sara lind (sara.lind@acme.com), ab 15. märz"
        " wieder da",
        "de",
    )
    assert "vom 3. bis 14. März im Urlaub" in text, text
    assert "keinen Zugriff auf meine E-Mails" in text, text
    assert "an meine Kollegin Sara Lind (sara.lind@acme.com)" in text, text
    assert "Ab dem 15. März" in text, text


def test_a_german_out_of_office_asked_with_kannst_du() -> None:
    text = said(
        "kannst du mir eine automatische antwort formulieren? urlaub vom 22.7. bis 9.8.,"
        " vertretung: herr jonas weber, jonas.weber@firma.de, ab dem 12.8. bin ich wieder"
        " erreichbar",
        "de",
    )
    assert "vom 22.7. bis 9.8." in text and "Herrn Jonas Weber (jonas.weber@firma.de)" in text
    assert "Ab dem 12.8." in text, text


@pytest.mark.parametrize(
    "asked",
    [
        "is it rude to not set an out of office for one day off?",
        "how long before my vacation should i turn on my out of office",
        "write down that my out of office starts friday",
        "do people still read out of office replies?",
    ],
)
def test_a_question_or_a_note_about_out_of_office_is_no_reply(asked: str) -> None:
    answer = known_answer(asked) or ""
    assert "Thank you for your email" not in answer, answer
