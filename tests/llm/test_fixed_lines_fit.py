"""A fixed line answers what was asked (issue 14, held-out set 4: one line for all of Eddie's
life, one for all live data, one joke for every subject failed a reader as often as the
model): Eddie's gender, senses, feelings, age; thanks and praise; where live data is found;
the topic named in a request for a joke, film, book, game, gift, dinner or quote."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import fixed_lines, known_answer, told


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("r u male or female?", "no gender"),
        ("are you a guy", "no gender"),
        ("can you see me right now", "can't see you"),
        ("are you listening to me right now", "can't see you"),
        ("do you ever get lonely", "don't feel things"),
        ("are you even real", "not a person"),
        ("when were you born", "no age or birthday"),
        ("do u ever sleep", "don't sleep"),
        ("where do u live", "on your computer"),
        ("do you have a girlfriend", "no favourites, family"),
        ("you still there?", "I'm here"),
    ],
)
def test_questions_about_eddie_get_the_answer_to_that_question(said: str, means: str) -> None:
    line = known_answer(said)
    assert line is not None and means in line


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("thanks a bunch eddie", "You're welcome"),
        ("ty so much, that helped", "You're welcome"),
        ("you're a genius honestly", "Thank you"),
        ("good bot", "Thank you"),
    ],
)
def test_thanks_and_praise_get_a_fitting_reply(said: str, means: str) -> None:
    line = known_answer(said)
    assert line is not None and line.startswith(means)


@pytest.mark.parametrize(
    "said",
    [
        "thanks! and what's the tallest mountain in africa?",
        "thanks to the storm our flight got moved",
        "you're not very helpful today",
        "translate thank you very much to italian",
        "how would you say thanks a lot in japanese",
        "wie sagt man danke schön auf französisch",
    ],
)
def test_thanks_with_a_question_or_no_thanks_at_all_is_not_answered_with_thanks(said: str) -> None:
    line = known_answer(said) or ""
    assert "You're welcome" not in line and "Thank you" not in line


@pytest.mark.parametrize(
    ("said", "points_to"),
    [
        ("what's ethereum trading at right now", "finance app"),
        ("diesel prices near me today?", "fuel-price"),
        ("is the post office open on saturday", "opening hours"),
        ("what time does the bakery close", "opening hours"),
        ("is my train to leeds delayed", "rail company"),
        ("who won the election", "news"),
        ("did the giants win last night", "sports app"),
        ("do i need an umbrella tomorrow", "weather app"),
    ],
)
def test_live_data_points_to_where_it_is_found(said: str, points_to: str) -> None:
    line = known_answer(said)
    assert line is not None and points_to in line


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("know any jokes about cats?", "meowntain"),
        ("got a space joke for me", "planet"),
        ("a joke about plumbers pls", "I don't know one about plumbers, but here's one: "),
        ("recommend a scary movie for tonight", "For a scare"),
        ("any books like harry potter?", "Percy Jackson"),
        ("suggest a video game, something cosy and relaxing", "Animal Crossing"),
        ("gift for my sister? she's really into yoga", "yoga mat"),
        ("what can i cook with potatoes", "Potatoes: roast them"),
        ("got a quote about friendship?", "C. S. Lewis"),
        ("fun fact about sharks", "older than trees"),
    ],
)
def test_a_request_naming_a_topic_gets_a_line_on_that_topic(said: str, means: str) -> None:
    line = known_answer(said)
    assert line is not None and means in line


def test_a_subject_with_no_idea_on_it_is_left_to_the_model() -> None:
    assert known_answer("recommend a movie about submarines") is None
    assert known_answer("fun fact about tardigrades") is None


@pytest.mark.parametrize(
    ("said", "means", "is_news"),
    [
        ("big presentation tomorrow and i'm so nervous", "You've got this", True),
        ("pep talk pls, driving test in an hour", "You've got this", False),
        ("i think i'm coming down with the flu", "fluids", True),
        ("my wife just had a baby girl!!", "Congratulations", True),
        ("i'm a grandma now!", "Congratulations", True),
        ("my grandpa died last week", "I'm so sorry", True),
        ("ok off to bed, night!", "Good night", False),
        ("that's it for today, nighty night", "Good night", False),
        ("heyyyy eddie", "Hey!", False),
    ],
)
def test_news_and_moods_get_a_line_that_fits(said: str, means: str, is_news: bool) -> None:
    line = known_answer(said)
    assert line is not None and means in line
    assert told(said) is is_news


@pytest.mark.parametrize(
    ("said", "alone"),
    [
        ("can u see me", True),
        ("r u a boy or a girl lol", True),
        ("are you listening? remind me at 5 to call mum", False),
        ("do you sleep and can you set an alarm for 7", False),
        ("can you see my projects", False),
    ],
)
def test_a_question_about_eddie_is_no_command_only_when_it_is_all_that_is_said(
    said: str, alone: bool
) -> None:
    assert told(said) is alone


def test_topic_lines_are_left_out_of_the_models_view_like_every_fixed_line() -> None:
    assert known_answer("know any jokes about cats?") in fixed_lines()
    assert known_answer("is the post office open on saturday") in fixed_lines()


def test_german_gets_german_lines() -> None:
    assert (known_answer("bist du ein mensch", "de") or "").startswith("Ich bin ein Programm")
    assert "Wetter" in (known_answer("wird es morgen regnen", "de") or "")
    assert "Über Katzen kenne ich keinen" in (
        known_answer("erzähl mir einen witz über Katzen", "de") or ""
    )


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("na du, alles fit?", "de", "Mir geht's gut"),
        ("moin moin", "de", "Hallo!"),
        ("huhu eddie", "de", "Hallo!"),
        ("ok thx, have a great weekend", "en", "Talk soon"),
        ("schoenen feierabend", "de", "Bis bald"),
        ("our hamster is limping, im scared", "en", "I'm sorry, that's worrying."),
        ("unsere katze frisst nicht mehr", "de", "Das tut mir leid, das ist beunruhigend."),
    ],
)
def test_greetings_goodbyes_and_an_ill_pet_get_their_line(
    said: str, language: str, means: str
) -> None:
    line = known_answer(said, language)
    assert line is not None and line.startswith(means), line


@pytest.mark.parametrize(
    "said",
    ["take care of the taxes project", "my dog is sick of the rain", "i take care of my dad"],
)
def test_no_goodbye_or_pet_line_for_what_only_shares_words(said: str) -> None:
    line = known_answer(said) or ""
    assert "Talk soon" not in line and "vet" not in line


@pytest.mark.parametrize(
    "said",
    [
        "can you eat the skin of a kiwi",
        "why are we tired after lunch",
        "can u drink milk past its date",
    ],
)
def test_a_general_you_is_not_eddie(said: str) -> None:
    """ "can you eat raw eggs" asks about people, not whether Eddie eats."""
    assert "I'm a program" not in (known_answer(said) or "")


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("pls help me word a thank you card for the neighbours", "en"),
        ("kannst du mir ne dankeskarte schreiben", "de"),
    ],
)
def test_a_thank_you_note_asked_for_is_no_thanks(said: str, language: str) -> None:
    line = known_answer(said, language) or ""
    assert "welcome" not in line and "Gern geschehen" not in line, line
    assert "Thank" in line or "Dank" in line, line


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("mein opa ist letzte nacht gestorben", "de", "Das tut mir sehr leid."),
        ("wir kriegen ein baby, bin total aufgeregt", "de", "Herzlichen Glückwunsch"),
        ("hab die wohnung bekommen!!", "de", "Herzlichen Glückwunsch"),
        ("our cat got hit by a car last night", "en", "I'm so sorry."),
        ("heyyy eddie hows it going", "en", "I'm doing well"),
        ("wer hat dich denn gebaut", "de", "Ich bin Eddie"),
    ],
)
def test_german_news_and_who_made_you_get_their_line(said: str, language: str, means: str) -> None:
    line = known_answer(said, language)
    assert line is not None and line.startswith(means), line


def test_a_crisis_with_the_means_at_hand_is_urged_to_act_now() -> None:
    line = known_answer("i have the pills in front of me and i want it over")
    assert line is not None and "emergency number now" in line and "put them away" in line


def test_an_opening_hours_line_needs_a_question_about_opening() -> None:
    assert "opening" not in (known_answer("how many animals did moses take on the ark") or "")
    line = known_answer("wie viele tiere hat moses mit auf die arche genommen", "de") or ""
    assert "Öffnungszeiten" not in line
