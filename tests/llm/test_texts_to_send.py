"""Small texts to send or say come without the model (issue 14): a toast for a wedding, an
anniversary, a birthday, a retirement or a farewell; a sick-day note to a boss or teacher; a
thank-you to a neighbour, colleague, teacher or host; birthday wishes for family; sorry and
congratulations; names for a team or a pet. What the user said is used: their number for an
age or years together (never one they did not give) and who the text is for. Words that only
mention a toast, a boss or a name get none of this."""

from __future__ import annotations

import re

import pytest

from brain.llm.tiny_lines import known_answer


def _said(said: str, language: str = "en", turn: int = 0) -> str:
    line = known_answer(said, language, turn)
    assert line is not None, said
    return line


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("write a toast for my sisters wedding", "en", "To the happy couple!"),
        ("im best man at my brothers wedding, need a speech", "en", "To the happy couple!"),
        ("need a short toast for my parents 40th wedding anniversary", "en", "40th anniversary"),
        ("anniversary toast, they've been married for 25 years", "en", "25th anniversary"),
        ("a toast for my colleague who is retiring", "en", "retirement!"),
        ("farewell toast for a coworker who's leaving", "en", "sad to see you go"),
        ("give me a toast for dinner with friends", "en", "raise a glass"),
        ("raise a toast to my late father, need words", "en", "we miss someone"),
        ("we're running late, need a quick toast for the wedding", "en", "happy couple"),
        ("schreib mir einen trinkspruch zur hochzeit meiner schwester", "de", "Auf das Brautpaar!"),
        ("trinkspruch zum 50. hochzeitstag meiner eltern", "de", "Zum 50. Hochzeitstag"),
        ("ein toast zum ruhestand meiner chefin", "de", "Ruhestand!"),
        ("trinkspruch fuer den abschied von meinem kollegen", "de", "traurig, dass du gehst"),
    ],
)
def test_a_toast_fits_the_occasion(said: str, language: str, means: str) -> None:
    assert means in _said(said, language)


def test_a_birthday_toast_names_the_person_and_the_age_given() -> None:
    line = _said("can you write a birthday toast for my grandma, she turns 90")
    assert "Grandma" in line and "90th birthday" in line
    assert re.findall(r"\d+", line) == ["90"]
    german = _said("kurze rede zum 80. geburtstag von opa", "de")
    assert "Opa" in german and "80. Geburtstag" in german


def test_a_toast_with_no_age_given_says_no_number() -> None:
    line = _said("birthday toast for my dad")
    assert "Dad" in line and not re.search(r"\d", line)
    assert not re.search(r"\d", _said("toast for my parents anniversary"))


def test_asked_again_the_toast_is_another_one() -> None:
    said = "write a toast for my sisters wedding"
    assert _said(said, turn=0) != _said(said, turn=1)


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("write a sick day message to my boss", "en", "won't be able to come in"),
        ("what do i tell my boss im sick", "en", "won't be able to come in"),
        ("text my manager that i'm ill today", "en", "won't be able to come in"),
        ("sick note for my teacher, i cant come to class", "en", "can't come to class"),
        ("my son is sick, write a message to his teacher", "en", "our child is ill"),
        ("krankmeldung an meinen chef schreiben", "de", "nicht zur Arbeit kommen"),
        ("was schreibe ich meiner lehrerin wenn ich krank bin", "de", "zum Unterricht"),
        ("nachricht an die lehrerin, mein sohn ist krank", "de", "unser Kind"),
    ],
)
def test_a_sick_day_note_goes_to_work_or_school(said: str, language: str, means: str) -> None:
    assert means in _said(said, language)


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("my boss is sick, what should i write him", "en", "Get well soon"),
        ("mein chef ist krank, was soll ich ihm schreiben", "de", "Gute Besserung"),
    ],
)
def test_someone_else_being_sick_gets_get_well_wishes(said: str, language: str, means: str) -> None:
    assert _said(said, language).startswith(means)


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("thank you note for my neighbour", "en", "neighbours like you"),
        ("thank you card for my neighbor who watered my plants", "en", "You watered my plants"),
        ("thank you message for a colleague who helped me", "en", "on the team"),
        ("write a thank you note for my sons teacher", "en", "this year"),
        ("thank you message for our hosts after dinner", "en", "for having us"),
        ("dankeskarte fuer unsere nachbarin", "de", "Nachbarn"),
        ("dankesnachricht an meine kollegin", "de", "im Team"),
        ("dankeskarte fuer die lehrerin", "de", "dieses Jahr"),
        ("dankesnachricht an die gastgeber", "de", "Einladung"),
    ],
)
def test_a_thank_you_fits_who_it_is_for(said: str, language: str, means: str) -> None:
    assert means in _said(said, language)


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("birthday message for my grandma she turns 80", "en", "Happy 80th birthday, Grandma!"),
        ("bday text for my grandpa's 90th", "en", "Happy 90th birthday, Grandpa!"),
        ("write a birthday card for my oma, she's 85", "en", "Happy 85th birthday, Oma!"),
        ("happy 60th birthday message for my dad", "en", "Happy 60th birthday, Dad!"),
        ("birthday message for my mom", "en", "Happy birthday, Mom!"),
        ("birthday message for my aunt, she turns 50", "en", "Happy 50th birthday!"),
        ("my daughter is 5 today, birthday message pls", "en", "Happy 5th birthday!"),
        ("geburtstagsnachricht fuer oma, sie wird 80", "de", "zum 80. Geburtstag, Oma!"),
        ("glueckwuensche zum 70. geburtstag fuer opa", "de", "zum 70. Geburtstag, Opa!"),
        ("geburtstagsgruesse fuer meine tante zum 60.", "de", "zum 60. Geburtstag!"),
        ("spruch zum geburtstag fuer meine mama", "de", "zum Geburtstag, Mama!"),
    ],
)
def test_birthday_wishes_for_family_say_who_and_the_age_given(
    said: str, language: str, means: str
) -> None:
    line = _said(said, language)
    assert means in line, line
    assert re.findall(r"\d+", line) == re.findall(r"\d+", means)  # no number of its own


@pytest.mark.parametrize(
    "said",
    [
        "birthday message for my grandma",
        "birthday message for my 2 kids",
        "we've been friends for 20 years, birthday message for her",
        "birthday text for my son, the party is at 5 pm",
    ],
)
def test_no_age_given_means_no_age_said(said: str) -> None:
    line = _said(said)
    assert "birthday" in line.lower() and not re.search(r"\d", line), line


@pytest.mark.parametrize(
    ("said", "language", "first", "second"),
    [
        ("short apology text for my girlfriend", "en", "I'm sorry.", "I'm really sorry"),
        ("congrats message for my friend's new job", "en", "new job", "new job"),
        ("congratulations message for a new baby", "en", "little one", "new arrival"),
        ("congrats text for a wedding", "en", "wedding", "wedding"),
        ("entschuldigung schreiben an meinen freund", "de", "Es tut mir leid", "wirklich leid"),
        ("glueckwunsch nachricht zum neuen job", "de", "neuen Job", "neuen Job"),
        ("glueckwuensche zur geburt schreiben", "de", "Nachwuchs", "Geburt"),
    ],
)
def test_sorry_and_congratulations_come_in_more_than_one_wording(
    said: str, language: str, first: str, second: str
) -> None:
    one, other = _said(said, language, turn=0), _said(said, language, turn=1)
    assert first in one and second in other and one != other


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("team name for a pub quiz", "en", "Quiz Team Aguilera"),
        ("pub quiz team names for nurses", "en", "The Night Shifters"),
        ("funny team names for a group of teachers", "en", "The Red Pens"),
        ("team name ideas for our football team", "en", "Real Ale Madrid"),
        ("we need a name for our running club relay team", "en", "The Pace Makers"),
        ("team names for our it department quiz night", "en", "Ctrl Alt Defeat"),
        ("teamnamen fuer ein kneipenquiz", "de", "Quizzly Bären"),
        ("lustige teamnamen für unser fussballteam", "de", "Abseitsfalle"),
        ("name fuer unser quizteam, wir sind alle lehrer", "de", "Das Lehrerzimmer"),
    ],
)
def test_team_names_fit_the_team(said: str, language: str, means: str) -> None:
    assert means in _said(said, language)


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("names for a tiny kitten", "en", "For a kitten"),
        ("what should i call my brown dog", "en", "Cocoa"),
        ("cute names for a big dog", "en", "Bear"),
        ("name for our little black kitten", "en", "Salem"),
        ("namen fuer meinen welpen", "de", "Für einen Welpen"),
        ("wie soll ich meine katze nennen", "de", "Luna"),
        ("namensideen fuer einen schwarzen kater", "de", "Schatten"),
        ("name fuer unser kleines kaninchen", "de", "Krümel"),
    ],
)
def test_pet_names_fit_the_pet(said: str, language: str, means: str) -> None:
    assert means in _said(said, language)


@pytest.mark.parametrize(
    "said",
    [
        "my boss sent me a text",
        "the toast is burnt",
        "i made a toast at the wedding",
        "his toast at the wedding was so funny",
        "can you make me some toast",
        "write a speech about climate change",
        "my cat's name is luna",
        "my dog is called rex",
    ],
)
def test_words_that_only_mention_a_toast_a_boss_or_a_name_get_no_text(said: str) -> None:
    assert known_answer(said) is None


def test_french_toast_asked_is_the_recipe_not_a_toast() -> None:
    line = _said("how do i make french toast")
    assert "eggs" in line and "raise a glass" not in line


def test_tips_for_a_wedding_speech_are_tips_not_a_toast() -> None:
    line = _said("tips for giving a speech at my brothers wedding")
    assert "public speaking" in line and "raise a glass" not in line


def test_a_filled_in_text_stays_out_of_the_small_models_view() -> None:
    """The small model copies earlier fixed lines into later answers: a card with the user's
    age and grandpa in it is left out of what it sees, like every fixed line."""
    from brain.llm.tiny_prompt import tiny_messages

    said = "bday text for my grandpa's 90th"
    history = [{"role": "user", "content": said}, {"role": "assistant", "content": _said(said)}]
    seen = " ".join(str(m["content"]) for m in tiny_messages("and now?", history=history))
    assert "Grandpa" not in seen and "90th" not in seen
