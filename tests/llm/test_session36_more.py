"""More texts and lines of the eighth session, asked in words of their own: an apology with
what happened said after it, a casual message made professional, a complaint email to a
company, a listing asked with a colon, two questions about Eddie in one message, a fact said
only as an example, a burn before an oven tip, a comparison asked as "which is bigger", a
news item with "any tips" asked, and a first race finished."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer, told
from brain.memory.extract import extract
from brain.router.asked_world import world_question
from brain.router.timing import schedule_args


def said(text: str, language: str = "en") -> str:
    return known_answer(text, language) or ""


def test_an_apology_with_what_happened_after_it() -> None:
    text = said(
        "can you help me apologise to Lena, i forgot our lunch date on tuesday. work was insane"
    )
    assert "Hi Lena," in text and "I forgot our lunch date on Tuesday" in text, text
    assert "Work was insane" in text, text


def test_a_casual_message_made_professional() -> None:
    text = said(
        "make this more professional: 'hey so i wont make it to the call tmrw cuz im sick, u ok with friday?'"
    )
    assert "tomorrow" in text and "because" in text and "cuz" not in text, text
    assert "Friday" in text and "?" in text, text


def test_a_complaint_email_to_a_company() -> None:
    text = said(
        "write a complaint email to QuickShip. my parcel #77120 arrived crushed and the lamp inside "
        "is broken. i want a replacement"
    )
    assert "Dear QuickShip team," in text and "#77120" in text and "order number" not in text, text


def test_a_listing_asked_with_a_colon() -> None:
    text = said(
        "write a listing: kids bike, 20 inch, red, barely used, 45 euros, pickup only in the old town"
    )
    assert "For sale: Kids bike" in text and "45 €" in text and "in the old town" in text, text


def test_two_questions_about_eddie_get_both_answers() -> None:
    text = said("who built you? and is my data sent anywhere?")
    assert "Vance" in text and "Nothing you tell me is uploaded" in text, text


def test_a_fact_said_as_an_example_is_not_kept() -> None:
    assert extract("would you remember if i told you my brother is called max?") == []
    assert extract("like if i say my name is tom, will you know it tomorrow") == []


def test_a_burn_gets_first_aid_before_any_kitchen_tip() -> None:
    text = said("just burnt my fingers on the baking tray, it really stings, what now")
    assert "20 minutes" in text and "running water" in text, text


@pytest.mark.parametrize(
    "asked",
    [
        "which one is older, the colosseum or the pyramids?",
        "welcher ist höher, der brocken oder die zugspitze?",
    ],
)
def test_a_comparison_is_a_question_about_the_world(asked: str) -> None:
    assert world_question(asked)


def test_news_with_tips_asked_is_no_mood() -> None:
    assert not told("my cat scratches the sofa all day and my partner is furious. any tips?")


def test_a_first_race_finished_is_good_news() -> None:
    assert "ongratulations" in said("just did my first half marathon!!! so tired lol")


def test_a_german_reminder_with_the_verb_last() -> None:
    args = schedule_args("kannst du mich heute um 18 uhr an die wäsche erinnern?", None)
    assert args is not None and args["prompt"] == "an die wäsche", args


def test_an_apology_with_a_scene_before_what_the_user_did() -> None:
    text = said(
        "help me write an apology to my flatmate ben. at the party on friday i broke his lamp and "
        "didn't tell him. i feel terrible"
    )
    assert "Hi Ben," in text and "I broke your lamp" in text and "Friday" in text, text


def test_an_invitation_names_the_child_and_keeps_the_rsvp() -> None:
    text = said(
        "write an invite for my daughter mia's 5th birthday? unicorn theme, sunday 3 may 2-5pm at "
        "our place. rsvp by 28 april. keep it cute"
    )
    assert "Mia's 5th birthday" in text and "RSVP by 28 April" in text, text
    assert "keep it cute" not in text.lower(), text


def test_a_word_pair_is_explained_only_when_asked_about() -> None:
    assert "comparisons" in said("when do you use than and when then?")
    assert "comparisons" not in said(
        "it rained more than ever, then the sun came out. is that normal?"
    )


def test_a_remember_asked_as_a_question_keeps_the_fact() -> None:
    from brain.router.slots import fact_slot

    assert fact_slot("can you remember that my son's name is oskar? i told you twice") == (
        "my son's name is oskar"
    )


def test_an_answer_in_the_wrong_language_is_rejected() -> None:
    from brain.llm.guard import check_answer

    said_in_german = "Die Venus ist heiß, weil die Venus eine dicke Venus-Atmosphäre hat."
    assert check_answer(said_in_german, "why is venus so hot") == "language"


def test_a_good_mood_told_without_a_request_beats_a_tip() -> None:
    assert "belated birthday" in said("my brother forgot my birthday again, whatever")


def test_a_fact_question_pointing_back_uses_what_came_before() -> None:
    text = said("we're off to norway in january and hope to see the aurora. what causes it anyway?")
    assert "charged particles" in text, text


def test_a_head_full_of_smoke_is_a_mood() -> None:
    assert told("puh, den ganzen abend steuerkram gemacht, mir raucht der kopf")


def test_a_message_with_the_name_in_brackets_and_a_second_sentence() -> None:
    text = said(
        "write a text to my colleague (his name's omar) asking if he could cover my shift on monday. "
        "i can take his on friday"
    )
    assert "Hi Omar," in text and "Monday?" in text and "I can take" in text, text


def test_a_rewrite_asked_with_who_it_is_for() -> None:
    text = said(
        "rewrite this so it sounds more professional, it's for my boss: 'cant come tmrw, sick, prob back thursday'"
    )
    assert "tomorrow" in text and "Thursday" in text and "tmrw" not in text, text


def test_a_german_reminder_asked_with_dass() -> None:
    args = schedule_args(
        "kannst du mich heute um 20 uhr erinnern dass ich die pflanzen gießen muss?", None
    )
    assert args is not None and args["prompt"].startswith("dass ich die pflanzen"), args
