"""Lines for what a held-out set of the last session left: a question or request taken back in
the same breath ("… ? nah, forget it"), a wish to die said in other words than before, and "i
can't do this anymore" heard as a hard moment rather than answered by the tiny model."""

from __future__ import annotations

import pytest

from brain.llm.tiny_asks import withdrawn
from brain.llm.tiny_lines import in_crisis, known_answer, told


@pytest.mark.parametrize(
    ("said", "language", "line"),
    [
        ("could u check the ferry times to sylt? ah never mind", "en", "Okay, no problem."),
        ("whats the weather like in oslo tomorrow? nvm", "en", "Okay, no problem."),
        ("order more printer paper. actually no, forget about it", "en", "Okay, no problem."),
        (
            "schreib meiner chefin dass ich später komme. ach nee, lass gut sein",
            "de",
            "kein Problem",
        ),
        ("wie hoch ist die zugspitze? ach, vergiss das", "de", "kein Problem"),
    ],
)
def test_a_request_taken_back_is_let_go(said: str, language: str, line: str) -> None:
    assert told(said), said
    answer = known_answer(said, language)
    assert answer is not None and line in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "never mind the weather, can you tell me a joke?",  # taken back, then a new ask
        "i forgot it at home, never mind, i'll get it tomorrow and show you",
        "what does 'never mind' mean in german",
        "forget it? no way, i'll remember this forever",
    ],
)
def test_what_is_no_taking_back(said: str) -> None:
    assert withdrawn(said) is None, said


def test_a_fact_taken_back_is_not_a_request_let_go() -> None:
    said = "you know how i told you my brother lives in leeds? scratch that"
    assert withdrawn(said) is None
    assert not told(said)


@pytest.mark.parametrize(
    "said",
    [
        "i keep thinking about how to take my own life",
        "everybody would be better off without me tbh",
        "i've been thinking about ending my life",
        "nobody would miss me if i was gone",
        "manchmal will ich nicht mehr leben",
        "ich denke daran, mir das leben zu nehmen",
        "when will this end? i might take my life. never mind",  # taking back is no way out
    ],
)
def test_a_wish_to_die_said_otherwise_gets_someone_to_talk_to(said: str) -> None:
    assert in_crisis(said), said
    answer = known_answer(said, "de" if "ich" in said.split() else "en")
    assert answer is not None and "112" in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "the film ends with the hero giving his life for the others",
        "i could eat this cake for the rest of my life",
        "my phone will be better off without that app",
        "i can't do this puzzle, any hints?",
    ],
)
def test_near_misses_are_no_crisis(said: str) -> None:
    assert not in_crisis(said), said


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("honestly i can't do this anymore", "en", "tell me a bit more"),
        ("cant take it any more with my landlord", "en", "tell me a bit more"),
        ("ich halte das echt nicht mehr aus", "de", "Darüber reden hilft"),
    ],
)
def test_at_the_end_of_ones_tether_is_heard(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer


@pytest.mark.parametrize(
    ("answer", "said", "unusable"),
    [
        ("That's a common misconception.", "how many moons does mars have?", True),
        ("It is a long way from here.", "how far is it from london to paris", True),
        ("It was built a long time ago.", "in welchem jahr wurde der kölner dom fertig", True),
        ("Mars has two small moons, Phobos and Deimos.", "how many moons does mars have?", False),
        ("Paris is the capital of France.", "what's the capital of france?", False),
    ],
)
def test_a_number_asked_for_and_not_given_is_no_answer(
    answer: str, said: str, unusable: bool
) -> None:
    from brain.llm.guard import check_answer

    assert (check_answer(answer, said) is not None) is unusable


@pytest.mark.parametrize(
    "said",
    ["WE GOT THE HOUSE!!! the offer went through", "finally got the flat we wanted 🎉"],
)
def test_getting_a_home_is_good_news(said: str) -> None:
    answer = known_answer(said, "en")
    assert answer is not None and "ongratulations" in answer, answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("my essay says 'the delay affected everyone' or should it be 'effected'?", "Affect"),
        ("which is right: 'less cars on the road' or 'fewer cars on the road'?", "fewer"),
    ],
)
def test_two_quoted_options_ask_the_word_pair(said: str, has: str) -> None:
    answer = known_answer(said, "en")
    assert answer is not None and has in answer, answer


def test_quoted_options_that_differ_in_many_words_are_no_word_pair() -> None:
    from brain.llm.tiny_facts import known_fact

    said = "should the card say 'happy birthday mum' or 'all the best on your big day'?"
    assert known_fact(said) is None


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("finally off work, such a long day", "en", "earned it"),
        ("endlich wochenende, das war eine anstrengende woche", "de", "verdient"),
        ("sag mir mal was verrücktes", "de", "Herzen"),
        ("heute war so hektisch im büro", "de", "erzählen"),
    ],
)
def test_german_and_casual_small_talk_gets_its_line(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("mountains or beach?", "en", ("mountains", "beach", "?")),
        ("be honest: tabs or spaces", "en", ("tabs", "spaces")),
        ("hund oder katze?", "de", ("Hund", "Katze")),
        ("what's your take on reality tv", "en", ("reality tv", "tastes of my own")),
        ("was denkst du über kaltes wetter", "de", ("kaltes Wetter", "Geschmack")),
    ],
)
def test_a_question_of_taste_gets_a_light_answer(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    from brain.llm.tiny_either import playful

    answer = playful(said, language)
    assert answer is not None and all(part in answer for part in parts), answer


@pytest.mark.parametrize(
    "said",
    [
        "should i call her or text her",
        "is it principal or principle here",
        "my green jacket or the black one?",
        "pause or stop the worker",
        "what do you think about my essay",
        "2 or 3 eggs for a sponge?",
    ],
)
def test_what_is_no_question_of_taste(said: str) -> None:
    from brain.llm.tiny_either import playful

    assert playful(said) is None, said


@pytest.mark.parametrize(
    ("said", "language"),
    [("wait are you an AI or a real person", "en"), ("bist du eigentlich eine ki?", "de")],
)
def test_asked_whether_it_is_an_ai_eddie_says_what_it_is(said: str, language: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and "Eddie" in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("how do you make pancakes from scratch", "en", "baking powder"),
        ("wie macht man eigentlich rührei", "de", "verquirlen"),
        ("how do i make mashed potatoes that arent gluey", "en", "floury potatoes"),
        ("how to make a simple salad dressing", "en", "3 parts oil"),
    ],
)
def test_a_basic_recipe_asked_gets_it(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer


def test_pancakes_that_go_wrong_still_get_the_fix() -> None:
    answer = known_answer("why do my pancakes always come out flat", "en")
    assert answer is not None and "fluffy" in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("how do i stop overthinking at night", "en", "overthinking"),
        ("any tips to lower my energy bill this winter", "en", "tariffs"),
        ("wie sage ich meiner chefin, dass mir alles zu viel ist", "de", "Prioritäten"),
        ("how should i tell my manager the workload is too much", "en", "prioritise"),
        ("my son wont eat any vegetables at all", "en", "Picky eating"),
    ],
)
def test_everyday_advice_gets_its_tip(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer


def test_asking_how_to_say_ones_load_is_no_text_to_send() -> None:
    answer = known_answer("how should i tell my team lead im totally burnt out", "en")
    assert answer is None or "you could send" not in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("its my bday today!! 25 wooo", "en", "Happy birthday"),
        ("ich hab heute geburtstag 🎉", "de", "Geburtstag"),
        ("haha my dog just pushed the remote off the sofa again", "en", "look away"),
        ("finally weekend, the week felt endless", "en", "earned it"),
        ("whats your opinion on cold pizza for breakfast, honestly", "en", "cold pizza"),
    ],
)
def test_more_small_talk_gets_its_line(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer


def test_a_birthday_text_asked_is_no_birthday_wish() -> None:
    answer = known_answer("its my birthday next week, can you write an invite text", "en")
    assert answer is None or "Happy birthday! 🎂 I hope" not in answer


def test_what_eddie_can_do_asked_with_more_words_gets_the_overview() -> None:
    from brain.tools.help import help_answer

    answer = help_answer("ok but what can you really do? never used this before")
    assert answer.startswith("I'm Eddie") and "litellm" not in answer
