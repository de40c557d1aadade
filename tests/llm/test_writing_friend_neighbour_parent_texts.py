"""Short texts that fit who gets them: a funny birthday text is playful and names the friend and
the age (not a card's "Lots of love"); calling off a plan with a friend because of a cold names
the friend, the plan and the day and offers another date (not the work sick note); a standing
ask into a hobby gets a ready, clear, friendly no (not tips on saying no to a boss); a note for
a neighbour's door about noise, parking or bins is whole and signed; a parent's thanks to a
child's teacher, coach, carer or tutor thanks them for the child (not coffee breaks). Near misses
keep their old answers."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.llm.tiny_neighbour_note import neighbour_note
from tests.llm.writing_helpers import answered, has_all


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("can you do a silly text for my pal ruben, he's turning 44 on thursday",
         ("Ruben", "44")),
        ("my sister mira turns 29 next week, send her something cheeky and funny",
         ("Mira", "29")),
        ("write a jokey bday message for my bestie noor, it's her 35th", ("Noor", "35")),
    ],
)  # fmt: skip
def test_a_funny_birthday_text_is_playful_with_name_and_age(
    said: str, details: tuple[str, ...]
) -> None:
    text = answered(said)
    has_all(text, (*details, "😄"), ("Lots of love", "card", "Here's to a wonderful year"))


def test_a_birthday_card_asked_plainly_keeps_the_card() -> None:
    text = answered("write a birthday card for my uncle fred, he turns 70")
    has_all(text, ("card", "70th", "Fred"), ("cheeky",))


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("came down with a nasty cold, have to bail on marta for the climbing session on "
         "wednesday, write her something",
         ("Hi Marta,", "cold", "climbing session on Wednesday", "sorry", "Could we move it")),
        ("i'm sick and can't make board game night with felix tonight, what do i text him",
         ("Hi Felix,", "game night tonight", "sorry", "Could we move it")),
        ("got the flu :( need to cancel coffee with my friend jonah on saturday, write a text",
         ("Hi Jonah,", "flu", "coffee on Saturday", "Could we move it")),
    ],
)  # fmt: skip
def test_calling_off_a_plan_with_a_friend_when_ill_is_a_text_to_the_friend(
    said: str, details: tuple[str, ...]
) -> None:
    text = answered(said)
    has_all(text, details, ("come in", "colleague", "urgent"))


def test_a_sick_note_for_work_still_goes_to_work() -> None:
    text = answered("i have a temperature, write a sick note for work")
    has_all(text, ("won't be able to come in",), ("Could we move it",))


def test_ill_with_the_users_own_offer_keeps_their_words() -> None:
    text = answered(
        "text my friend kira that i can't make her housewarming friday bc im sick, i'll bring "
        "her a plant next week"
    )
    assert "Could we move it to" not in text, text


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("my deskmate keeps inviting me to his climbing club, help me say no kindly",
         ("your climbing club", "not for me", "say no")),
        ("leon from it keeps wanting me in his five-a-side team, i'm not keen, what do i say",
         ("Hi Leon,", "your five-a-side team", "say no", "Good luck")),
        ("help me turn down my colleague's invitation to join the office choir",
         ("the office choir", "say no")),
    ],
)  # fmt: skip
def test_a_standing_hobby_ask_gets_a_ready_friendly_no(said: str, details: tuple[str, ...]) -> None:
    text = answered(said)
    has_all(text, (*details, "thanks so much for asking"), ("boss", "Maybe next time"))


def test_a_general_question_about_saying_no_stays_advice() -> None:
    text = answered("how can i get better at saying no to people")
    assert "thanks so much for asking me" not in text, text


def test_one_evening_turned_down_keeps_the_one_off_no() -> None:
    text = answered(
        "my coworker asked me to her wine night on thursday, i don't feel like it, help me "
        "decline politely"
    )
    assert "wine night on Thursday" in text and "not for me" not in text, text


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("the couple below us had the tv blaring till 1 last night, can you write a friendly "
         "note i can put under their door",
         ("until about 1 am", "keep the volume down", "Your neighbours from upstairs")),
        ("write a polite note for the flat above, they were stomping and shouting until "
         "4am, sign it ana",
         ("until about 4 am", "keep the volume down", "Best wishes,\nAna")),
        ("someone next door keeps parking across our driveway, draft a nice note for them",
         ("in front of our drive", "keep the space", "Your neighbours from next door")),
        ("write a friendly note to the neighbours about their bins always left on the path",
         ("bring them back in", "Hi neighbours,")),
    ],
)  # fmt: skip
def test_a_neighbour_note_is_whole_friendly_and_signed(said: str, details: tuple[str, ...]) -> None:
    text = answered(said)
    has_all(text, (*details, "Thanks so much"), ("Dear Mr", "[", "..."))


def test_a_notice_for_the_users_own_party_stays_a_notice() -> None:
    text = answered(
        "write a note for our neighbours, we're having a birthday party at ours on friday "
        "until midnight, sorry in advance for the noise"
    )
    assert "keep the volume down" not in text, text


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("school breaks up tomorrow, help me write a thank you from me to my daughter's form "
         "teacher", ("for my daughter this year", "She has grown", "summer")),
        ("write a thanks note to my boy's rugby coach, season's over",
         ("for my son this season", "He has loved every session")),
        ("thank you message for our daycare staff please, our little one starts school soon",
         ("looking after our little one", "safe and happy")),
        ("write a short thank you to my son's piano tutor from me",
         ("help with my son", "confidence")),
    ],
)  # fmt: skip
def test_a_parents_thanks_is_about_what_they_did_for_the_child(
    said: str, details: tuple[str, ...]
) -> None:
    text = answered(said)
    has_all(text, (*details, "Thank you"), ("coffee", "colleague", "I'll miss you"))


def test_a_leaving_colleagues_card_keeps_the_goodbye() -> None:
    text = answered("write a card for my coworker, she's leaving on friday")
    assert "coffee breaks" in text, text


def test_a_question_about_thanking_the_teacher_writes_nothing() -> None:
    answer = known_answer("is a thank you card for my daughter's teacher a bit much?") or ""
    assert "She has grown" not in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "write a note for my neighbour thanking him for inviting us to the bbq",
        "i need a message to the people next door, their piano playing yesterday was lovely",
    ],
)
def test_thanks_or_praise_for_a_neighbour_is_no_complaint(said: str) -> None:
    assert neighbour_note(said) is None


@pytest.mark.parametrize(
    ("said", "words"),
    [
        ("end of the year, do a short thank you card to my twins teacher from me", ["twins"]),
        ("write a quick thanks to my daughters piano tutor from me please", ["daughter"]),
    ],
)
def test_a_parents_thanks_without_an_apostrophe(said: str, words: list[str]) -> None:
    text = known_answer(said, "en") or ""
    assert all(w in text for w in words) and "coffee" not in text


def test_calling_off_with_the_illness_as_the_reason_is_a_friends_text() -> None:
    said = (
        "need to call off saturday with ben cos i have a fever, write me something so im not flaky"
    )
    text = known_answer(said, "en") or ""
    assert "Ben" in text and "Saturday" in text and "colleague" not in text
