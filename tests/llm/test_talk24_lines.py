"""Small talk, advice and questions about Eddie that got the wrong line (talk24): a word said
about the user asked, a journey told when over, "sick" as praise, nerves before an
appointment, a small annoyance with a flatmate, whether Eddie will remember, money lent, a
beginner's sport, an embarrassing group-chat message."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def _line(said: str, language: str = "en") -> str:
    line = known_answer(said, language)
    assert line is not None, said
    return line


@pytest.mark.parametrize(
    ("said", "word"),
    [
        ("my manager told me i'm a bit complacent lately, what does that mean", "Complacent"),
        ("my sister reckons i'm stubborn. what does that even mean", "Stubborn"),
        ("my ex said i was clingy, what does that mean lol", "Clingy"),
        ("my teacher called me pushy in class today, what does that mean", "Pushy"),
        ("what does abrasive mean", "Abrasive"),
    ],
)
def test_a_word_said_about_the_user_gets_its_meaning(said: str, word: str) -> None:
    assert _line(said).startswith(f"*{word}*")


def test_a_word_said_about_the_user_in_german() -> None:
    line = _line("meine kollegin meint ich sei überheblich, was heißt das", "de")
    assert line.startswith("*Überheblich*")


@pytest.mark.parametrize(
    "said",
    [
        "train got cancelled and i only made it home at 1am, what a day",
        "our flight was delayed five hours, finally home now",
        "der zug ist ausgefallen, bin erst um mitternacht zu hause angekommen",
    ],
)
def test_a_journey_told_when_over_gets_sympathy_not_rebooking(said: str) -> None:
    line = _line(said)
    assert "rest" in line.lower() and "rebook" not in line and "hotel" not in line


def test_a_journey_still_going_wrong_keeps_the_rebooking_line() -> None:
    line = _line("connecting flight cancelled, stuck at the airport overnight")
    assert "rebooking" in line


@pytest.mark.parametrize(
    "said",
    [
        "this new mixtape is sick",
        "that kickflip was so sick",
        "sick beat bro",
        "my new tattoo came out sick",
    ],
)
def test_sick_as_praise_is_no_illness(said: str) -> None:
    line = _line(said)
    assert "unwell" not in line and "doctor" not in line and "sorry" not in line.lower()


@pytest.mark.parametrize(
    "said", ["i'm sick today", "feeling sick since lunch", "i was sick all night"]
)
def test_being_sick_keeps_the_get_well_line(said: str) -> None:
    assert "unwell" in _line(said)


@pytest.mark.parametrize(
    ("said", "fever"),
    [
        ("i have a sore throat and a headache", False),
        ("got a headache and feel rough", False),
        ("im sick with a fever", True),
    ],
)
def test_fever_only_when_told(said: str, fever: bool) -> None:
    assert ("fever" in _line(said)) is fever


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("dentist appointment on thursday, first in 6 years, kind of terrified", "dentist"),
        ("haven't had bloods taken since i was a kid, it's tomorrow and i'm panicking", "needle"),
        ("check-up at the gp on friday and i'm dreading it", "Doctor"),
        ("first haircut in two years tomorrow and i'm weirdly anxious", "hairdresser"),
    ],
)
def test_nerves_before_an_appointment_name_it_with_a_tip(said: str, named: str) -> None:
    line = _line(said)
    assert named in line and "Nerves mean it matters" not in line


def test_nerves_before_the_dentist_in_german() -> None:
    assert "Zahnarzt" in _line("morgen zahnarzt, war ewig nicht mehr, hab voll schiss", "de")


def test_nerves_before_an_exam_keep_the_pep_talk() -> None:
    assert "Nerves mean it matters" in _line("exam tomorrow and i'm so nervous")


@pytest.mark.parametrize(
    ("said", "language", "words"),
    [
        (
            "my housemate keeps leaving the windows open, how can i raise that without drama",
            "en",
            "calm moment",
        ),
        (
            "meine mitbewohnerin lässt immer das licht an, wie sag ich ihr das ohne streit",
            "de",
            "Ich-Botschaft",
        ),
    ],
)
def test_a_small_annoyance_with_a_flatmate_gets_conflict_tips(
    said: str, language: str, words: str
) -> None:
    line = _line(said, language)
    assert words in line and "cleaning" not in line and "putzen" not in line


def test_a_flatmate_who_does_not_clean_keeps_the_cleaning_tip() -> None:
    assert "clean" in _line("my flatmate never washes up, how can i mention it without a fight")


@pytest.mark.parametrize(
    "said",
    [
        "suppose i tell you my shoe size, would you know it next week",
        "what if i mentioned my dog's name, could you recall it tomorrow",
        "if i told you my favourite colour would you still know it tomorrow",
    ],
)
def test_whether_eddie_will_remember_gets_the_memory_line(said: str) -> None:
    assert "remember" in _line(said)


def test_whether_eddie_will_remember_in_german() -> None:
    line = _line("angenommen ich sag dir meine lieblingsfarbe, weißt du die morgen noch", "de")
    assert "merk" in line


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("gave my cousin 60 quid last year and she never paid me back", "en"),
        ("my brother still owes me 200 bucks from the summer", "en"),
        ("hab meinem kumpel 100 euro geliehen und er hat es nie zurückgezahlt", "de"),
    ],
)
def test_money_lent_gets_money_advice(said: str, language: str) -> None:
    line = _line(said, language)
    assert ("payment link" in line or "Zahlungslink" in line) and "drill" not in line.lower()


def test_a_thing_lent_keeps_the_thing_tip() -> None:
    assert "drill" in _line("my neighbour borrowed my drill and never gave it back")


@pytest.mark.parametrize(
    ("said", "words"),
    [
        ("want to start jogging but i'm out of breath after a minute", "walking"),
        ("tried swimming laps but i'm out of breath after one length", "length"),
        ("cycling uphill kills me, any tips", "gear"),
    ],
)
def test_a_beginner_sport_gets_beginner_advice(said: str, words: str) -> None:
    assert words in _line(said)


@pytest.mark.parametrize(
    "said",
    [
        "posted something embarrassing in the family group chat, now i feel weird, should i say something",
        "sent a cringe message to the work chat, should i address it",
    ],
)
def test_an_embarrassing_group_chat_message_gets_reassurance(said: str) -> None:
    assert "let it go" in _line(said)


@pytest.mark.parametrize(
    "said",
    [
        "my friend finally paid me back, yay",
        "the group chat is so quiet today",
        "my roommate is lovely",
        "i get out of breath climbing stairs",
    ],
)
def test_near_misses_get_no_new_line(said: str) -> None:
    line = known_answer(said)
    assert line is None or not any(
        words in line for words in ("payment link", "small annoyance", "cringe", "start running")
    )


def test_whether_it_needs_the_internet_gets_no_yes() -> None:
    """ "do you need wifi?" was answered "Yes: … without the internet": a yes to a no."""
    from brain.llm.tiny_lines import known_answer

    for asked in ("does eddie need an internet connection", "do u need wifi for any of this"):
        said = known_answer(asked, "en") or ""
        assert "without the internet" in said and not said.startswith(("Yes", "No")), said
