"""A notice for the neighbours that the user is having a party keeps the flat, the day and date,
when it starts, until when it may be loud, an apology in advance and how to reach the user; it
is no noise complaint ("keeping me up at night") and no apology letter. A note complaining about
someone else's party or inviting the neighbours is none."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer

_COMPLAINT = ("keeping me up", "keep it down a bit after 10pm", "I wanted to mention something")


def said(text: str, language: str = "en") -> str:
    answer = known_answer(text, language)
    assert answer is not None, text
    return answer


def test_a_party_notice_for_the_hallway_keeps_every_detail() -> None:
    text = said(
        "write a note for the hallway, we're having a party in flat 3b on saturday 14 june from"
        " 8pm, might be loud until 1am, sorry in advance, knock on 3b or text me at 0176 1234567"
        " if it's too much"
    )
    for detail in ("flat 3B", "Saturday 14 June", "8pm", "until 1am", "sorry in advance",
                   "knock on 3B", "text me at 0176 1234567"):  # fmt: skip
        assert detail in text, (detail, text)
    assert not any(line in text for line in _COMPLAINT), text


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        (
            "can you make a notice for my neighbours: party at my place (flat 12) this friday the"
            " 5th, starts 9pm, music till about midnight, apologies in advance",
            ("I'm having a party", "flat 12", "Friday the 5th", "9pm", "until about midnight"),
        ),
        (
            "need a sign for the building lobby, housewarming in apt 4a on sat 21 sept from 7,"
            " should be over by 11, call me on 555-0192 if its too loud",
            ("housewarming", "flat 4A", "Saturday 21 September", "at 7", "until 11",
             "call me at 555-0192"),
        ),
        (
            "cn you write a notice for our neighbors, bday party at ours (apt 7) saturday 9 nov"
            " from 9pm til 2am, apologies for the noise in advance, text 0151 2345678 if its too"
            " loud",
            ("birthday party", "flat 7", "Saturday 9 November", "9pm", "until 2am",
             "text me at 0151 2345678"),
        ),
        (
            "write a heads-up for the neighbours: we're having a few friends over tonight from 7,"
            " should be quiet by 11, flat 2b",
            ("a few friends over", "flat 2B", "tonight", "at 7", "until 11"),
        ),
        (
            "heads-up note for the neighbours please: small bbq in our garden (flat 1, ground"
            " floor) sunday 3 aug, 4pm till 10pm, sorry if it gets loud!",
            ("small bbq", "in our garden", "ground floor", "Sunday 3 August", "4pm", "until 10pm"),
        ),
    ],
)  # fmt: skip
def test_a_party_notice_in_other_words(asked: str, details: tuple[str, ...]) -> None:
    text = said(asked)
    assert text.startswith("Here's a note you could put up"), text
    for detail in details:
        assert detail in text, (detail, text)
    assert "sorry in advance for the noise" in text, text
    assert not any(line in text for line in _COMPLAINT), text


def test_a_german_notice_for_the_stairwell() -> None:
    text = said(
        "schreib mir nen aushang fürs treppenhaus: wir feiern am samstag, 14.6., ab 20 uhr in"
        " wohnung 3b eine party, kann bis 1 uhr laut werden, sorry schon mal, bei problemen"
        " klingeln oder anrufen 0176 1234567",
        "de",
    )
    for detail in ("Liebe Nachbarinnen und Nachbarn", "Samstag, 14.6.", "ab 20 Uhr",
                   "Wohnung 3B", "bis 1 Uhr", "Entschuldigung", "0176 1234567"):  # fmt: skip
        assert detail in text, (detail, text)


def test_a_german_notice_said_by_one_host() -> None:
    text = said(
        "kannst du mir einen zettel für die nachbarn schreiben? ich feiere am freitag meinen 40."
        " geburtstag, ab 19 uhr, bis ca. 24 uhr, wohnung 2a",
        "de",
    )
    assert "feiere ich ab 19 Uhr in Wohnung 2A meinen 40. Geburtstag" in text, text
    assert "bis etwa 24 Uhr" in text, text


@pytest.mark.parametrize(
    "asked",
    [
        "the neighbours had a loud party last night, write a note asking them to keep it down",
        "write a complaint to my neighbours about their party last night",
        "write a text inviting my neighbours to our bbq on saturday at 4",
        "we're having a party on saturday",
        "any tips for throwing a party without annoying the neighbours?",
    ],
)
def test_a_complaint_an_invitation_or_news_is_no_party_notice(asked: str) -> None:
    answer = known_answer(asked) or ""
    assert "Dear neighbours" not in answer and "sorry in advance for the noise" not in answer
