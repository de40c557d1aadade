"""Classes of answers held-out sets 15 and 16 found missing, each asked here in other words:
small mishaps get a light touch and a practical step (not a therapy line), a command said with
a mood is still carried out, "I'm hopeless" in jest is no crisis, invitations and emails are
written from the user's words, everyday tips, "gnight", and English chat words ("im", "tbh")
that had made a reply German."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import in_crisis, known_answer, told
from brain.text import words_language

THERAPY = "Do you want to tell me a bit more"


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("knocked my tea over onto my laptop, great start", "upside down"),
        ("ugh locked myself out of the flat, keys are on the kitchen table", "spare key"),
        ("burnt the pancakes again, im a disaster lol", "lower heat"),
        ("just missed my train by like 10 seconds", "next one"),
        ("sent a meme meant for my sister to the family group chat. help", "delete it"),
        ("morning. barely slept, send coffee", "Morning!"),
    ],
)
def test_a_small_mishap_gets_a_light_touch_and_a_next_step(said: str, has: str) -> None:
    answer = known_answer(said, "en") or ""
    assert has in answer and THERAPY not in answer, answer


def test_a_mishap_in_german_is_answered_in_german() -> None:
    answer = known_answer("hab grad den zug verpasst, so ein mist", "de") or ""
    assert "nächsten Verbindung" in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "so tired today, remind me at 4 to pick up the parcel",
        "feeling rubbish, but please archive the old garage project",
        "bin total gestresst, leg mir ein neues projekt für den umzug an",
        "im exhausted. remember that my train pass expires in june",
        "look into what support exists for first-time buyers and summarize the deadlines",
    ],
)
def test_a_command_said_with_a_mood_is_no_mood(said: str) -> None:
    assert not told(said)


def test_a_mood_alone_is_still_told() -> None:
    assert told("so tired and stressed today")


@pytest.mark.parametrize(
    ("said", "crisis"),
    [
        ("im hopeless at parallel parking haha", False),
        ("dropped my phone in the sink, im hopeless", False),
        ("i feel so hopeless lately", True),
        ("life feels hopeless", True),
    ],
)
def test_hopeless_in_jest_is_no_crisis(said: str, crisis: bool) -> None:
    assert in_crisis(said) is crisis


@pytest.mark.parametrize(
    ("said", "has"),
    [
        (
            "write an invite for my garden party on sunday at 2pm, everyone should bring a dish",
            "garden party on Sunday at 2pm",
        ),
        ("give me a short invitation for our game night next friday", "we'd love"),
        ("need an invite text for my 40th birthday on march 3", "celebrating my 40th birthday"),
        ("schreib mir eine einladung zu meiner einweihungsfeier am freitag um 19 uhr", "Freitag"),
    ],
)
def test_an_invitation_is_written_from_the_users_words(said: str, has: str) -> None:
    answer = known_answer(said, "en") or ""
    assert has in answer, answer


def test_an_invitations_note_to_guests_is_said_to_them() -> None:
    answer = known_answer("write an invite for my bbq on friday, ppl should bring their own chairs")
    assert answer is not None and "Please bring your own chairs." in answer, answer


def test_an_email_gets_its_reason_as_a_sentence_and_a_sign_off() -> None:
    answer = known_answer(
        "need an email to my manager asking for monday off, its my sisters wedding", "en"
    )
    assert answer is not None and "email" in answer, answer
    assert "Monday off?" in answer and "It's my sisters wedding." in answer, answer
    assert "best regards" in answer


def test_a_request_inside_a_message_is_asked_once() -> None:
    answer = known_answer(
        "write a text to my landlord saying the boiler stopped working and can someone fix it",
        "en",
    )
    assert answer is not None and "Can someone fix it?" in answer, answer
    assert "Could you have someone look" not in answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my pc fan sounds like a jet engine, what can i do", "en", "compressed air"),
        ("wifi keeps disconnecting on my tablet, any ideas?", "en", "forget the network"),
        ("fastest way to get drinks cold? party starts soon", "en", "salt"),
        ("how often should you change your bedding", "en", "once a week"),
        ("my cashmere jumper shrunk in the wash, can i fix it", "en", "conditioner"),
        ("easiest way to clean a really greasy oven?", "en", "baking soda"),
        ("i want to start running but im really unfit, tips?", "en", "walking"),
        ("my friend's boyfriend broke up with her, how can i be there for her", "en", "listen"),
        ("mein handy lädt ewig, was tun", "de", "Kabel"),
        ("how do i get rid of hiccups fast", "en", "breath"),
        ("tipps gegen müde augen vom bildschirm?", "de", "20-20-20"),
    ],
)
def test_everyday_tips_in_other_words(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language) or ""
    assert has in answer, answer


@pytest.mark.parametrize("said", ["alright g'night eddie", "ok gnight, ttyl", "nite nite"])
def test_good_night_said_loosely(said: str) -> None:
    assert "Good night" in (known_answer(said, "en") or "")


@pytest.mark.parametrize("said", ["im so hungry tbh", "im kinda lost ngl", "ur the best lol"])
def test_english_chat_words_are_english(said: str) -> None:
    assert words_language(said) == "en"


def test_price_quotes_are_no_famous_quotes() -> None:
    assert "(Lao Tzu)" not in (known_answer("have the roofer quotes come back yet") or "")
    assert "(" in (known_answer("a quote about patience please") or "")


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my little cactus is dying and i water it twice a week", "en", "too much water"),
        ("unsere orchidee ist schon wieder verwelkt", "de", "zu viel Wasser"),
    ],
)
def test_a_dying_plant_gets_watering_advice_not_condolences(
    said: str, language: str, has: str
) -> None:
    answer = known_answer(said, language) or ""
    assert has in answer and "sorry for your loss" not in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("only got potatoes, onions and a few eggs, dinner ideas?", "en", "tortilla"),
        ("hab noch kartoffeln und eier, was koch ich heute", "de", "Bratkartoffeln"),
        ("eggs and leftover rice, what can i make", "en", "fried rice"),
    ],
)
def test_dinner_from_what_is_at_home_uses_it(said: str, language: str, has: str) -> None:
    assert has in (known_answer(said, language) or "")


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("got wax from a candle all over my jeans, how do i remove it", "en", "warm iron"),
        ("what are some easy stretches for my lower back", "en", "child's pose"),
        ("how do i tell my upstairs neighbour nicely that their loud music keeps me up", "en",
         "talk to them"),
        ("my daughter has a temperature of 39, what should i do", "en", "3 months"),
        ("unser sohn hat fieber, ab wann zum arzt", "de", "40 °C"),
    ],
)  # fmt: skip
def test_more_everyday_questions_in_other_words(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language) or ""
    assert has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("what year did the titanic go down", "en", "1912"),
        ("in welchem jahr war tschernobyl", "de", "1986"),
    ],
)
def test_a_known_date_asked_by_its_year(said: str, language: str, has: str) -> None:
    assert has in (known_answer(said, language) or "")


@pytest.mark.parametrize(
    ("said", "has"),
    [
        (
            "write an apology to my friend jonas for missing his gig, my train was cancelled",
            "Hi Jonas, I'm so sorry I missed your gig. My train was cancelled.",
        ),
        ("quick sorry text to my sister for forgetting her call", "I forgot your call"),
        (
            "write a thank you note to my colleague who covered my shift on friday",
            "You covered my shift on Friday",
        ),
        ("thank you text to Mia for the lovely dinner", "Hi Mia, thank you so much for the lovely"),
    ],
)
def test_a_sorry_or_thanks_says_what_it_is_for(said: str, has: str) -> None:
    answer = known_answer(said, "en") or ""
    assert has in answer, answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("picking up my brother from the station, i'll be afk for a while", "Have a good time"),
        ("ngl you're really helpful", "help"),
        ("my son wants to quit guitar lessons after 3 months, do i push him?", "middle way"),
    ],
)
def test_being_away_a_compliment_and_a_parenting_call(said: str, has: str) -> None:
    assert has in (known_answer(said, "en") or "")


def test_a_compliment_with_a_command_is_still_a_command() -> None:
    assert not told("you're the best, remind me at 6 to water the plants")
