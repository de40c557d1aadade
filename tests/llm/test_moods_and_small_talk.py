"""Moods, news and small talk the tiny model cannot answer get a true line, in English and in
German, however casually they are typed (issue 14: a German "mir ist langweilig" or "na, wie
gehts dir so?" got "Das kann ich auf Deutsch nicht sicher beantworten"): a bad night, stress
before a deadline, boredom, a bad mood without a reason, something achieved, a how-are-you
in passing, and why Eddie is called Eddie. Things that only share words with them do not."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer, told


def _line(said: str, language: str) -> str:
    line = known_answer(said, language)
    assert line is not None, said
    return line


@pytest.mark.parametrize(
    ("said", "language", "starts"),
    [
        ("morning, barely slept", "en", "Morning!"),
        ("gm eddie... slept like crap tbh", "en", "Morning!"),
        ("good morning, so tired", "en", "Morning!"),
        ("morgen, hab echt schlecht geschlafen", "de", "Guten Morgen!"),
        ("hab kaum geschlafen, guten morgen", "de", "Guten Morgen!"),
        ("moin, bin hundemuede", "de", "Guten Morgen!"),
        ("didnt sleep at all last night", "en", "Sorry you slept badly"),
        ("only got 4 hours of sleep", "en", "Sorry you slept badly"),
        ("so sleepy this morning ugh", "en", "Sorry you slept badly"),
        ("hab heut nacht kein auge zugemacht", "de", "Schlecht geschlafen"),
        ("bin heute morgen total müde", "de", "Schlecht geschlafen"),
    ],
)
def test_a_bad_night_gets_a_good_morning_and_tips(said: str, language: str, starts: str) -> None:
    line = _line(said, language)
    assert line.startswith(starts), line
    assert ("daylight" in line) if language == "en" else ("Tageslicht" in line), line
    assert told(said)


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("ugh so stressed, deadline tomorrow", "en"),
        ("deadline is friday and im sooo behind", "en"),
        ("freaking out a bit, my thesis is due on monday", "en"),
        ("ich hab morgen deadline und bin voll gestresst", "de"),
        ("abgabe ist übermorgen und ich bin total ueberfordert", "de"),
        ("die frist läuft heute ab und ich schaff das nie", "de"),
    ],
)
def test_stress_before_a_deadline_gets_empathy_and_concrete_tips(said: str, language: str) -> None:
    line = _line(said, language)
    if language == "en":
        assert line.startswith("That sounds stressful") and "25-minute" in line, line
    else:
        assert line.startswith("Das klingt nach viel Druck") and "25 Minuten" in line, line


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("i'm so boooored", "en"),
        ("nothing to do lol", "en"),
        ("what should i do, i'm bored", "en"),
        ("mir ist langweilig", "de"),
        ("mir is sooo langweilig heute", "de"),
        ("was soll ich machen, mir ist langweilig", "de"),
        ("ich langweile mich zu tode", "de"),
    ],
)
def test_boredom_gets_a_few_concrete_ideas(said: str, language: str) -> None:
    line = _line(said, language)
    assert line.startswith("Bored? A few ideas" if language == "en" else "Langweilig? Ein paar")
    assert ("walk" in line and "card trick" in line) or ("spazieren" in line), line


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("feel off today", "en"),
        ("in a bad mood for no reason", "en"),
        ("kinda grumpy today idk", "en"),
        ("bin schlecht drauf", "de"),
        ("irgendwie schlechte laune heute", "de"),
        ("bin heut total neben der spur", "de"),
    ],
)
def test_a_bad_mood_without_a_reason_is_met_kindly(said: str, language: str) -> None:
    line = _line(said, language)
    assert line.startswith("Some days are just like that" if language == "en" else "Manche Tage")


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("i ran my first 10k today!", "en"),
        ("finally finished my thesis", "en"),
        ("passed my driving test!!", "en"),
        ("just submitted the dissertation", "en"),
        ("ich bin heute einen halbmarathon gelaufen!", "de"),
        ("projekt endlich fertig!", "de"),
        ("hab die fuehrerscheinpruefung bestanden", "de"),
        ("bachelorarbeit ist abgegeben!!", "de"),
    ],
)
def test_something_achieved_gets_real_congratulations(said: str, language: str) -> None:
    line = _line(said, language)
    assert line.startswith("Congratulations" if language == "en" else "Herzlichen Glückwunsch")
    assert told(said)


@pytest.mark.parametrize(
    "said",
    [
        "na, alles klar?",
        "hi, wie gehts dir so?",
        "alles gut bei dir?",
        "hey na wie läufts",
        "servus, was geht?",
        "hallo eddie, wie geht es dir heute?",
        "moin, alles fit bei dir?",
    ],
)
def test_a_german_how_are_you_in_passing_gets_a_reply_and_an_offer(said: str) -> None:
    line = _line(said, "de")
    assert line.startswith("Mir geht's gut") and "helfen" in line, line


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("why are you called eddie", "en"),
        ("why is your name eddie?", "en"),
        ("who named you", "en"),
        ("warum heißt du eddie", "de"),
        ("wieso heisst du eigentlich eddie?", "de"),
        ("wer hat dir den namen gegeben", "de"),
    ],
)
def test_why_eddie_is_called_eddie_gets_an_honest_line(said: str, language: str) -> None:
    line = _line(said, language)
    assert ("simply the name I was given" in line) or ("einfach der Name" in line), line


@pytest.mark.parametrize(
    ("said", "language", "not_in"),
    [
        # someone else's deadline, and a fact asked with it
        ("my boss is stressed about the deadline", "en", "Three things help"),
        ("she's freaking out about her deadline friday", "en", "Three things help"),
        ("meine schwester ist gestresst wegen ihrer abgabe", "de", "Drei Dinge helfen"),
        ("is it normal to be stressed before a deadline?", "en", "Three things help"),
        # no bad night: a command, tiredness of something, a question
        ("remind me tomorrow morning to call the dentist", "en", "slept"),
        ("i'm tired of this weather", "en", "slept"),
        ("why am i so tired in the morning?", "en", "slept"),
        # no bad mood without a reason: a reason is given
        ("in a bad mood because my boss yelled at me", "en", "without a clear reason"),
        # no achievement: it failed, or it's a command
        ("i didn't finish the race", "en", "real achievement"),
        ("prüfung nicht bestanden", "de", "echte Leistung"),
        ("send the finished project report to anna", "en", "real achievement"),
        # nobody asked why Eddie is called Eddie
        ("why is my dog called eddie", "en", "the name I was given"),
        ("my son is called eddie, why do kids hate broccoli", "en", "the name I was given"),
        # acknowledgements are no how-are-you
        ("alles klar, danke", "de", "Mir geht's gut"),
    ],
)
def test_what_only_shares_words_gets_no_such_line(said: str, language: str, not_in: str) -> None:
    assert not_in not in (known_answer(said, language) or ""), said


def test_a_fact_asked_next_to_someone_elses_deadline_is_still_the_fact() -> None:
    line = known_answer("my boss's deadline is friday, how many legs does a spider have?")
    assert line is None or "Three things help" not in line
    assert "eight" in (known_answer("how many legs does a spider have?") or "")


@pytest.mark.parametrize(
    "said",
    [
        "finished the garden project, archive it",
        "projekt garten fertig, bitte archivieren und loeschen",
        "morning! slept badly, set an alarm for 7 tomorrow",
    ],
)
def test_a_command_said_with_the_news_is_still_a_command(said: str) -> None:
    line = known_answer(said) or ""
    assert "real achievement" not in line and "Morning!" not in line, line
