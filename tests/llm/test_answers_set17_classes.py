"""Classes of answers held-out set 17 found missing, each asked here in other words: chat
shorthand ("hrs", "rn", "thank u") read as words, parenting and household tips, small
mishaps (a stubbed toe, dropped food, a phone in water, a failed test), something that finally
works, and everyday sums (a wage, an amount per month in a year, a tip split among people)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.text import spelled_out
from tests.fastpath.fastpath_helpers import answer_to


@pytest.mark.parametrize(
    ("said", "out"),
    [
        ("how many hrs till it's done rn", "how many hours till it's done right now"),
        ("thx, can u send it tmrw", "thanks, can you send it tomorrow"),
        ("my 6 yr old and 2 hrs of homework", "my 6 year old and 2 hours of homework"),
        ("a u-turn at the hr office", "a u-turn at the hr office"),
    ],
)
def test_chat_shorthand_is_spelled_out(said: str, out: str) -> None:
    assert spelled_out(said) == out


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my 5 yr old screams every time we brush her teeth, any tips?", "en", "game"),
        (
            "our toddler keeps climbing into our bed at 3am, how do we stop it",
            "en",
            "walk them back",
        ),
        ("bananas go brown in like 2 days, how do i make them last longer", "en", "fridge"),
        ("the zip on my backpack keeps coming apart, can it be fixed?", "en", "pliers"),
        ("how often do you really need to wash jeans", "en", "5 to 10 wears"),
        ("my coworker's mum is in hospital, what do i even text her", "en", "thinking of you"),
        ("bin heute total schlecht drauf, tipps?", "de", "frische Luft"),
        ("how do i remember to drink more water at work", "en", "bottle"),
    ],
)
def test_everyday_tips_in_other_words(said: str, language: str, has: str) -> None:
    assert has in (known_answer(said, language) or "")


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("banged my knee on the table so hard omg", "en", "Cool it"),
        ("dropped my whole slice of pizza on the floor noooo", "en", "another one"),
        ("knocked my phone into the sink while washing up", "en", "switch it off"),
        ("mein handy ist in die badewanne gefallen", "de", "ausschalten"),
        ("failed my theory test by one point ugh", "en", "next try"),
        ("ich bin durch die fahrprüfung gefallen", "de", "nächsten Termin"),
        ("the website finally works after a week of bugs!!", "en", "Congratulations"),
    ],
)
def test_mishaps_and_wins_get_a_fitting_line(said: str, language: str, has: str) -> None:
    assert has in (known_answer(said, language) or "")


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("if i work 20 hrs a week at 15 an hour how much do i make", "300 a week"),
        ("i pay 85 a month for the gym, how much is that per year", "1,020 a year"),
        ("dinner was 150, we want to leave 10 percent and split it between 5 of us", "33 each"),
        ("it's 8am in sydney right now, what time is it in london", "in London"),
    ],
)
def test_everyday_sums_said_loosely(said: str, has: str) -> None:
    answer = answer_to(said, "en")
    assert answer is not None and has in answer, answer


def test_tips_on_a_childs_habit_are_no_money_tip() -> None:
    answer = known_answer("my 3 yr old won't eat vegetables, tips?", "en") or ""
    assert "15–20%" not in answer and "tip on" not in answer
    assert answer_to("my 3 yr old won't eat vegetables, tips?", "en") is None


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("text my buddy saying i cant come to the game tonight, my back hurts", "en",
         "I can't come to the game tonight"),
        ("write an email to my professor asking for more time on the report since my laptop died",
         "en", "My laptop died."),
        ("write a text to my husband that i miss him", "en", "I miss you"),
        ("need a sweet good morning message for my girlfriend", "en", "Good morning"),
        ("schreib mir eine gute-nacht-nachricht für meinen freund", "de", "Schlaf gut"),
        ("make me a short bio for my dating profile, i love climbing and bad puns", "en",
         "Climbing and bad puns"),
    ],
)  # fmt: skip
def test_messages_say_what_the_user_said(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language) or ""
    assert has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("text my dad that i got home safe", "en", "Hi Dad, I got home safe. Love you!"),
        ("schreib meiner oma, dass ich am samstag vorbeikomme", "de", "Hallo Oma"),
        ("schreib meiner oma, dass ich am samstag vorbeikomme", "de", "am Samstag"),
        (
            "write a text to my flatmate asking if they could stop leaving shoes in the hall, i dont"
            " want to sound bossy",
            "en",
            "in the hall? Thanks!",
        ),
        ("my brother keeps borrowing money from me and never pays me back, how do i say no",
         "en", "can't lend"),
        ("how do i get a raise after 3 years without sounding greedy", "en", "concrete results"),
    ],
)  # fmt: skip
def test_messages_and_tips_from_set_17_in_other_words(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language) or ""
    assert has in answer, answer


def test_a_group_invited_gets_one_message_for_all() -> None:
    answer = known_answer(
        "write a quick text inviting my neighbours to a street bbq sunday at 3, bring a chair", "en"
    )
    assert answer is not None and "Hey all! A street bbq Sunday at 3" in answer, answer


def test_a_thanks_for_what_they_sent_is_said_to_them() -> None:
    answer = known_answer("thank you note to my uncle for the book he sent, it was so kind")
    assert answer is not None and "for the book you sent!" in answer, answer
