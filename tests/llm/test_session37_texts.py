"""Short texts written from what the user says, in words other than the held-out set's: a review
and a bio from notes, a cancellation with its number and date, a message without the notes on
how it should sound, a professional rewrite without slang, a farewell card for a teacher, a card
with no occasion; and lines that must not mistake the user: "ill" typed for "I'll", the news of
the world, a favourite colour asked in play."""

from __future__ import annotations

import pytest

from brain.llm.tiny_compose import bio, review
from brain.llm.tiny_lines import known_answer, told
from brain.llm.tiny_live import world_news
from brain.llm.tiny_style import without_style


def test_a_review_keeps_the_users_notes_and_says_both_sides() -> None:
    said = review(
        "could you write me a yelp review of the bakery on elm street. best croissants in town,"
        " friendly staff, a bit pricey"
    )
    assert said is not None
    assert "croissants" in said and "friendly staff" in said.lower()
    assert "room to improve" in said  # pricey and friendly: no blind praise


def test_a_review_of_a_named_person_starts_with_them() -> None:
    said = review(
        "write a review for the electrician: tom from brightspark, showed up on time, fixed the"
        " fuse box in an hour, tidy work"
    )
    assert said is not None and "Tom from Brightspark showed up on time" in said


def test_a_bio_from_notes_about_oneself() -> None:
    said = bio("write me a short bio for the choir website. im maria, 52, sing alto, love bach")
    assert said is not None and "I'm Maria, 52." in said and "sing alto" in said


def test_a_bio_for_a_small_business_says_what_and_who() -> None:
    said = bio("opening a small cake baking business in my town. write an insta bio, im lou")
    assert said is not None
    assert "Cake baking" in said and "Lou" in said and "DM" in said


def test_a_cancellation_keeps_the_number_and_the_date() -> None:
    said = known_answer(
        "i have to cancel my newspaper subscription, they keep ignoring me. can you write me an"
        " email, subscriber number AB-99812, notice ends end of next month"
    )
    assert said is not None
    assert "newspaper subscription" in said and "AB-99812" in said
    assert "end of next month" in said and "Subject:" in said


def test_notes_on_how_a_text_sounds_are_not_in_it() -> None:
    assert without_style("the party moved to 8. keep it chill, not too formal") == (
        "the party moved to 8."
    )
    assert without_style("polite but firm pls, i need the deposit back") == (
        "i need the deposit back"
    )


def test_a_professional_rewrite_drops_the_slang() -> None:
    said = known_answer("make this sound more professional: 'cant join the call today lol'")
    assert said is not None
    assert "lol" not in said and "I can't join the call today" in said


def test_a_farewell_card_for_a_teacher_is_no_birthday_card() -> None:
    said = known_answer(
        "our daughter's kindergarten teacher is leaving this summer, can you write a card from"
        " us, my daughter is called ida"
    )
    assert said is not None and "birthday" not in said.lower() and "teacher" in said


def test_a_card_with_no_occasion_is_a_warm_card_for_them() -> None:
    said = known_answer("write a card for my grandpa")
    assert said is not None and "Grandpa" in said and "thinking of you" in said


@pytest.mark.parametrize(
    ("said", "is_told"),
    [
        ("pause that for now pls, ill get back to it on monday", False),
        ("ill call the landlord tomorrow about it", False),
        ("im ill today and stayed in bed", True),
    ],
)
def test_ill_typed_for_ill_is_no_illness(said: str, is_told: bool) -> None:
    assert bool(told(said)) is is_told
    if not is_told:
        assert "unwell" not in (known_answer(said) or "")


def test_the_news_of_the_world_is_not_the_inbox() -> None:
    assert world_news("could you read me today's headlines")
    assert world_news("what's the latest news")
    assert not world_news("any news from the garden worker?")


def test_a_favourite_colour_asked_in_play_gets_a_playful_line() -> None:
    said = known_answer("if you could pick a favourite colour, which one would it be?")
    assert said is not None and "blue" in said
    assert known_answer("any favourite colour ideas for a kitchen wall?") is None or "blue" not in (
        known_answer("any favourite colour ideas for a kitchen wall?") or ""
    )


def test_asked_how_eddie_keeps_track_of_work_it_says_how() -> None:
    said = "can you keep track of my tasks and let me know when things are due?"
    assert told(said)
    answer = known_answer(said)
    assert answer is not None and "remind" in answer and "project" in answer


def test_stress_before_an_exam_gets_tips_too() -> None:
    said = known_answer("ich hab nächsten monat klausuren und bin total gestresst", "de")
    assert said is not None and "Portionen" in said


def test_a_rewrite_asked_less_passive_aggressive_drops_the_barb() -> None:
    said = known_answer(
        "rewrite it so it sounds less passive aggressive: 'as i have already said twice, the"
        " bins go out on tuesday'"
    )
    assert said is not None and "already said" not in said and "bins go out on tuesday" in said


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("write a card for my nephew's first communion, from the two of us", "special day"),
        ("schreib mir ne karte zur konfirmation von meiner nichte", "besonderen Tag"),
    ],
)
def test_a_card_for_a_church_day_or_coming_of_age(said: str, has: str) -> None:
    answer = known_answer(said, "de" if "schreib" in said else "en")
    assert answer is not None and has in answer and "birthday" not in answer.lower()
