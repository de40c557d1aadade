"""A group text inviting friends, neighbours or a club, in phrasings of their own (a group text
"inviting friends to", "group message for my friends:", "invite the gang to", a whatsapp to the
group, "text my friends to invite them over for", German "Gruppennachricht an …:", "lade … zu
… ein"): the event, the place, the day and the time and every extra (what to bring, veggie
options, kids or dogs welcome, what the host provides) appear. Near misses (news, a reminder, a
no to someone else's invitation, ideas for a party) get no invitation."""

from __future__ import annotations

import pytest

from brain.llm.tiny_group_invite import group_invitation
from brain.llm.tiny_lines import known_answer
from brain.router.asked_world import text_asked


def answered(text: str, language: str = "en") -> str:
    answer = known_answer(text, language)
    assert answer is not None, text
    return answer


def has_all(text: str, details: tuple[str, ...]) -> None:
    for detail in details:
        assert detail in text, (detail, text)


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("write a group text inviting friends to a barbecue at my place on Saturday June 14 at "
         "6pm, bring a drink, there will be veggie options and kids are welcome",
         ("A barbecue at my place on Saturday June 14 at 6pm", "you're all invited",
          "Please bring a drink.", "There will be veggie options and kids are welcome.")),
        ("group message for my friends: game night at mine next Friday 7pm, bring snacks, vegan "
         "food available",
         ("Game night at mine next Friday 7pm", "Please bring snacks.", "Vegan food available.")),
        ("invite the gang to a housewarming at my flat on 3 May from 4pm, bring something to "
         "drink, kids and dogs welcome",
         ("A housewarming at my flat on 3 May from 4pm", "Please bring something to drink.",
          "Kids and dogs welcome.")),
        ("can you write a whatsapp to the group inviting everyone to my birthday drinks at my "
         "place, saturday 8pm, bring a bottle, plus ones welcome",
         ("My birthday drinks at my place, Saturday 8pm", "Please bring a bottle.",
          "Plus ones welcome.")),
        ("text my friends to invite them over for a pizza night at my house on Friday at 7, I'll "
         "make the dough, bring your favourite toppings",
         ("A pizza night at my house on Friday at 7", "I'll make the dough.",
          "Please bring your favourite toppings.")),
        ("help me write a group chat message inviting my book club to mine on Thursday at 7:30, "
         "I'll provide wine, bring the book",
         ("invited to mine on Thursday at 7:30", "I'll provide wine.", "Please bring the book.")),
        ("write a quick text inviting my neighbours to a street bbq sunday at 3, bring a chair",
         ("Hey all! A street bbq Sunday at 3", "Please bring a chair.")),
    ],
)  # fmt: skip
def test_a_group_invitation_keeps_every_detail(asked: str, details: tuple[str, ...]) -> None:
    text = answered(asked)
    has_all(text, details)
    assert "[" not in text, text


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("Schreib eine Gruppennachricht an meine Freunde: Grillen bei mir am Samstag, 14. Juni um "
         "18 Uhr, bringt was zu trinken mit, es gibt auch vegetarisches, Kinder sind willkommen",
         ("Grillen bei mir am Samstag, 14. Juni um 18 Uhr", "Bringt gern was zu trinken mit.",
          "Es gibt auch Vegetarisches.", "Kinder sind willkommen.")),
        ("lade meine freunde zu einem spieleabend bei mir am freitag um 19 uhr ein, jeder bringt "
         "snacks mit",
         ("eingeladen zu einem Spieleabend bei mir am Freitag um 19 Uhr!", "Jeder bringt Snacks mit.")),
        ("schreib eine einladung an die gruppe: sommerfest bei uns im garten am sonntag ab 15 uhr, "
         "bitte bringt einen salat mit, kinder willkommen",
         ("Sommerfest bei uns im Garten am Sonntag ab 15 Uhr", "Bitte bringt einen Salat mit.",
          "Kinder willkommen.")),
    ],
)  # fmt: skip
def test_a_german_group_invitation(asked: str, details: tuple[str, ...]) -> None:
    text = answered(asked, "de")
    has_all(text, details)
    assert "Uhr ein!" not in text, text


def test_a_german_invitation_said_as_a_command_is_a_text_not_a_reminder() -> None:
    assert text_asked(
        "lade meine freunde zu einem spieleabend bei mir am freitag um 19 uhr ein, jeder bringt "
        "snacks mit"
    )
    assert not text_asked("remind me to invite friends for the barbecue on friday at 6")


@pytest.mark.parametrize(
    "said",
    [
        "we're having a barbecue on Saturday",
        "remind me to invite friends for the barbecue",
        "write a reply saying no to the barbecue on saturday",
        "ideas for a barbecue party",
        "write an invite for my bbq on saturday at 4pm at my place",
        "my friends invited me to a barbecue, what should i bring",
    ],
)
def test_no_group_invitation_in_a_near_miss(said: str) -> None:
    assert group_invitation(said) is None
