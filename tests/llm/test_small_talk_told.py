"""Small talk told in passing gets a warm, true fixed line (tiny_talk): a dish that turned
out well, back at training, a small win, snow or sun, a Monday, hello after a long time, bad
news, an apology to Eddie, a sleepless night, a long tiring day (in German too). Nearby words
do not set them off: the gym being closed, a question about bedtime stories, bad news after
the doctor, someone else's snoring, a forecast asked for."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer, told


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        # something cooked or baked
        ("made lasagna from scratch tonight and it was sooo good 😋", "en", "delicious"),
        ("baked banana bread today, whole house smells amazing lol", "en", "delicious"),
        ("whipped up a curry for the whole family haha nailed it", "en", "delicious"),
        ("hab heute lasagne selbst gemacht und sie war mega lecker", "de", "lecker"),
        ("hab kuchen gebacken, ist richtig gut geworden", "de", "lecker"),
        # back at training
        ("back at the gym after like 6 months, legs are jelly haha", "en", "first session back"),
        ("first run in ages this morning lol, felt great", "en", "first session back"),
        ("nach ewig langer pause endlich wieder im fitnessstudio gewesen 💪", "de", "Pause"),
        # a small win, something finished
        ("small win: cleared my whole inbox today", "en", "real win"),
        ("finally finished that puzzle, 1000 pieces!!", "en", "real win"),
        ("fixed the wobbly shelf myself lol", "en", "real win"),
        ("kleiner erfolg: endlich die steuererklärung fertig", "de", "kleinen Siege"),
        # a child's first steps, words or tooth
        ("our little girl walked her first wobbly steps this morning!!", "en", "milestone"),
        ("the twins said their first words today omg", "en", "milestone"),
        ("baby's got his first tooth coming through", "en", "milestone"),
        ("meine tochter hat heute ihr erstes wort gesagt", "de", "Meilenstein"),
        # snow, sun, spring
        ("first snow of the year!!! ❄️", "en", "can't see it"),
        ("omg it's snowing!!", "en", "Snow!"),
        ("es schneit!!! der erste schnee", "de", "nicht sehen"),
        ("its finally sunny outside, love it", "en", "can't look outside"),
        ("spring is finally here 🌸", "en", "can't look outside"),
        ("endlich sonne, herrlich", "de", "nicht rausschauen"),
        ("der frühling ist da 🌷", "de", "nicht rausschauen"),
        # a Monday
        ("monday again ugh", "en", "Mondays"),
        ("ugh mondays", "en", "Mondays"),
        ("mondays man... 🙄", "en", "Mondays"),
        ("montag... 🙄", "de", "Montag"),
        ("schon wieder montag ugh", "de", "Montag"),
        ("montag morgen, keine lust", "de", "Montag"),
        # hello after a long time
        ("long time no see!", "en", "welcome back"),
        ("hey stranger, i'm back", "en", "welcome back"),
        ("heyy been a while eddie", "en", "welcome back"),
        ("lange nicht gesehen!", "de", "willkommen zurück"),
        ("hey, lang ist's her", "de", "willkommen zurück"),
        # bad news
        ("i'm back from the doctor with bad news", "en", "I'm sorry"),
        ("got some bad news today tbh", "en", "I'm sorry"),
        ("hab heute schlechte nachrichten bekommen", "de", "tut mir leid"),
        # an apology to Eddie
        ("sorry for snapping at you earlier", "en", "apology accepted"),
        ("sorry i was rude before, bad day", "en", "apology accepted"),
        ("hey sorry about yesterday, i was a jerk lol", "en", "apology accepted"),
        ("sorry dass ich vorhin so pampig war", "de", "alles vergessen"),
        ("tut mir leid, dass ich dich angeschnauzt hab", "de", "alles vergessen"),
        # a sleepless night
        ("cant sleep, its 3am and my brain wont shut up", "en", "thoughts spinning"),
        ("3am and my thoughts are racing ugh", "en", "thoughts spinning"),
        ("can't fall asleep again", "en", "in for 4"),
        ("lying awake, mind racing", "en", "write down"),
        ("kann nicht schlafen, es ist 3 uhr und mein kopf hört nicht auf", "de", "Gedanken"),
        ("liege wach und grübel die ganze zeit", "de", "4 Sekunden ein"),
        # worn out after a long day
        ("boah bin total k.o., drei meetings hintereinander", "de", "kein Wunder"),
        ("puh, war ein langer tag, bin fertig", "de", "kein Wunder"),
        ("bin echt durch, der tag war anstrengend", "de", "Füße hoch"),
        ("so wiped, back to back calls all day", "en", "no wonder"),
    ],
)
def test_small_talk_gets_its_line(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer
    assert told(said), said


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("first snow of the year!!! ❄️", "en"),
        ("its finally sunny outside, love it", "en"),
        ("es schneit!!! der erste schnee", "de"),
    ],
)
def test_weather_joy_never_claims_to_see_the_weather(said: str, language: str) -> None:
    answer = known_answer(said, language) or ""
    assert "can't" in answer or "nicht" in answer, answer
    assert "forecast" not in answer and "°" not in answer, answer


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("sorry for snapping at you earlier", "en"),
        ("tut mir leid, dass ich dich angeschnauzt hab", "de"),
    ],
)
def test_an_apology_is_accepted_without_one_back(said: str, language: str) -> None:
    answer = known_answer(said, language) or ""
    assert not answer.startswith(("Sorry", "I'm sorry", "Tut mir leid", "Entschuldig")), answer


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("cant sleep, its 3am and my brain wont shut up", "en"),
        ("kann nicht schlafen, es ist 3 uhr und mein kopf hört nicht auf", "de"),
    ],
)
def test_a_sleepless_night_gets_empathy_and_two_tips_not_a_list(said: str, language: str) -> None:
    answer = known_answer(said, language) or ""
    assert answer.startswith(("Sorry", "Das tut mir leid")), answer
    assert "Two things" in answer or "Zwei Dinge" in answer, answer
    assert "caffeine" not in answer and "Koffein" not in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "wrong"),
    [
        ("the gym is closed today, what else can i do", "en", "first session back"),
        ("hurt my knee, back at the gym too soon i guess", "en", "first session back"),
        ("burnt the lasagna lol", "en", "delicious"),
        ("made dinner but it was kinda bland", "en", "delicious"),
        ("finished my thesis!!", "en", "Little victories"),
        ("projekt endlich fertig!", "de", "kleinen Siege"),
        ("i just baked my first ever sourdough and it actually rose", "en", "delicious"),
        ("ive been reading bedtime stories lately, who wrote the gruffalo?", "en", "Good night"),
        ("i'm back from the doctor with bad news", "en", "Welcome back"),
        ("i'm back from the doctor with bad news", "en", "How was it"),
        ("will it snow tomorrow?", "en", "Snow!"),
        ("wird es morgen schneien?", "de", "Schnee!"),
        ("warum knirscht schnee", "de", "Schnee!"),
        ("its sunny but im stuck inside ugh", "en", "lovely"),
        ("balcony: find a sunny spot for the basil", "en", "lovely"),
        ("monday meeting at 9, remind me to bring the slides", "en", "Mondays"),
        ("happy monday eddie!", "en", "Start gently"),
        ("montag termin beim zahnarzt, erinner mich", "de", "Montag"),
        ("sorry, can you say that again", "en", "apology accepted"),
        ("i yelled at my sister and feel awful, sorry", "en", "apology accepted"),
        ("write a message to my boss saying sorry for being rude", "en", "apology accepted"),
        ("my husband snores so loud i cant sleep", "en", "thoughts spinning"),
        ("my baby cant sleep, its 3am", "en", "thoughts spinning"),
        ("i work night shifts and cant sleep during the day", "en", "thoughts spinning"),
        ("long day, just wanted to say hi", "en", "no wonder"),
        ("my first steps in python were rough", "en", "milestone"),
        ("what are the first steps to open a cafe", "en", "milestone"),
        ("my son didn't take his first steps yet, should i worry", "en", "milestone"),
        ("when do toddlers usually say their first words", "en", "milestone"),
        ("our baby got her first tooth, how do i clean it", "en", "milestone"),
    ],
)
def test_nearby_words_do_not_set_it_off(said: str, language: str, wrong: str) -> None:
    assert wrong not in (known_answer(said, language) or ""), said


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("can't sleep, any tips?", "en", "same bedtime"),
        ("ich kann nicht einschlafen, hast du tipps?", "de", "Schlafenszeit"),
        ("i just baked my first ever sourdough and it actually rose", "en", "first sourdough"),
        ("finished my thesis!!", "en", "on finishing your thesis"),
    ],
)
def test_tips_asked_and_big_news_keep_their_own_lines(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer
