"""Short texts written from what the user says, with the reason they give: news for someone
close (before, "the bus broke down" got a complaint to a company about an order number), a
polite email asking for something (before, "i had covid" got a get-well wish) and a kind no to
what someone asked (before, a coworker asking for a shift got tips on trouble with colleagues)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def _text(said: str) -> str:
    answer = known_answer(said)
    assert answer is not None, said
    return answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("text my dad saying i'll miss dinner, bus broke down", "Hi Dad, I'll miss dinner"),
        ("let my mum know ill be late bc the train is delayed", "the train is delayed"),
        ("tell my brother i cant pick him up today my car broke down", "I can't pick you up"),
        ("tell my dad we won't make it sunday cuz the car broke down", "Hi Dad, we won't make it"),
        (
            "write my friend Tom a message that i'll be 15 minutes late because my train was cancelled",
            "Hi Tom",
        ),
        ("text my wife i'll miss the school play, my flight got cancelled", "play – my flight got"),
    ],
)
def test_news_for_someone_close_keeps_the_news_and_its_reason(said: str, has: str) -> None:
    text = _text(said)
    assert has in text
    assert "order number" not in text and "writing about a problem" not in text
    assert "Thanks so much for inviting" not in text


@pytest.mark.parametrize(
    "said",
    [
        "write a complaint to the airline, my flight was delayed 5 hours",
        "text my dad happy birthday",
    ],
)
def test_news_for_someone_close_leaves_complaints_and_wishes(said: str) -> None:
    text = known_answer(said) or ""
    assert "– the" not in text and "Sorry!" not in text


@pytest.mark.parametrize(
    ("said", "has", "why"),
    [
        (
            "email to my professor asking for 3 more days on the lab report, i had covid",
            "Could I please ask for 3 more days on the lab report?",
            "I had covid",
        ),
        (
            "ask my boss by email if i can work from home tomorrow my kid is ill",
            "Would it be possible for me to work from home tomorrow?",
            "my kid is ill",
        ),
        (
            "email my teacher asking to hand in the essay next week since i was sick",
            "Could I please hand in the essay next week?",
            "I was sick",
        ),
        (
            "message my manager asking if i can leave early today, my son has a fever",
            "would it be possible for me to leave early today?",
            "my son has a fever",
        ),
        (
            "write an email to prof okafor asking for an extension because i had the flu",
            "Dear Professor Okafor,",
            "I had the flu",
        ),
    ],
)
def test_polite_ask_keeps_what_is_asked_and_why(said: str, has: str, why: str) -> None:
    text = _text(said)
    assert has in text and why in text
    assert "Rest, drink plenty of fluids" not in text and "Get well" not in text


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("i have covid, i feel awful", "Rest"),
        ("write a get well card for my coworker who has the flu", "well"),
    ],
)
def test_polite_ask_leaves_being_ill_to_the_get_well_lines(said: str, has: str) -> None:
    text = _text(said)
    assert has in text and "Could I please" not in text


@pytest.mark.parametrize(
    ("said", "has"),
    [
        (
            "help me answer my coworker, she wants me to take her saturday shift but i can't",
            "I can't take your Saturday shift",
        ),
        (
            "reply to my neighbour who asked if i can feed his cat next week, i'm away",
            "I can't feed your cat next week – I'm away",
        ),
        (
            "help me reply to my friend who wants to borrow my car this weekend but i need it",
            "I can't lend you my car this weekend",
        ),
        ("reply to Sarah who asked me to babysit friday night but i have plans", "Hi Sarah!"),
        (
            "respond to my sister she wants me to help her move on saturday but im working",
            "I can't help you move on Saturday – I'm working",
        ),
    ],
)
def test_kind_no_answers_what_was_asked(said: str, has: str) -> None:
    text = _text(said)
    assert has in text and "sorry" in text.lower()
    assert "trouble with a colleague" not in text


@pytest.mark.parametrize(
    "said",
    [
        "how do i deal with a difficult coworker",
        "reply to my boss who asked me to send the slides",
    ],
)
def test_kind_no_needs_a_no(said: str) -> None:
    assert "Thanks for asking, but I'm sorry" not in (known_answer(said) or "")
