"""A message to a tradesperson or a service asking for an appointment, written from the user's
details in phrasings of their own (asked before or after what it says, with the verb alone, a
name for the provider, English and German): what is broken or wanted, when they are free, the
address, a number and whom it is for all appear; an ask is added only when none was said and
no gap in brackets is left. Near misses (a message from them to answer, a review, thanks, news,
a reminder, a question about texting them) get no appointment request."""

from __future__ import annotations

import pytest

from brain.llm.tiny_booking import booking_message
from brain.llm.tiny_lines import known_answer


def answered(text: str, language: str = "en") -> str:
    answer = known_answer(text, language)
    assert answer is not None, text
    return answer


def has_all(text: str, details: tuple[str, ...]) -> None:
    for detail in details:
        assert detail in text, (detail, text)


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("write a message to my electrician asking him to come fix the kitchen light that keeps "
         "flickering, I'm free Tuesday or Thursday afternoon, address is 14 Elm Street",
         ("Could you come and fix the kitchen light that keeps flickering?",
          "I'm free Tuesday or Thursday afternoon", "My address is 14 Elm Street")),
        ("text the plumber: the bathroom sink is leaking, can he come monday morning, i live at "
         "3 rose lane",
         ("The bathroom sink is leaking.", "Could you come Monday morning?", "I live at 3 Rose Lane")),
        ("pls write my plumber Dave a text asking if he could come round on friday to fix the "
         "dripping kitchen tap, im in from 8 till 1",
         ("Hi Dave,", "Could you come round on Friday to fix the dripping kitchen tap?",
          "I'm in from 8 till 1")),
        ("could you write a quick email to the electrician: the outside light doesn't work "
         "anymore, I work from home so any weekday is fine, 9 Birch Close",
         ("Subject: Appointment request", "The outside light doesn't work anymore.",
          "Could you come and take a look?", "any weekday is fine", "9 Birch Close")),
        ("help me write an email to a plumber asking for an appointment. the boiler makes a "
         "banging noise. free on weekdays after 5. address 7 mill lane, leeds",
         ("I'd like to book an appointment.", "The boiler makes a banging noise.",
          "I'm free on weekdays after 5.", "7 Mill Lane, Leeds")),
        ("write to the handyman asking him to hang two mirrors and fix the wardrobe door, I'm "
         "free this weekend, my number is 0161 496 0000",
         ("Could you hang two mirrors and fix the wardrobe door?", "I'm free this weekend",
          "0161 496 0000")),
        ("message the locksmith, im locked out, im at 12 high street, please come asap",
         ("I'm locked out.", "12 High Street", "Please come asap.")),
    ],
)  # fmt: skip
def test_a_tradesperson_is_asked_to_come_with_every_detail(
    asked: str, details: tuple[str, ...]
) -> None:
    text = answered(asked)
    has_all(text, details)
    assert "[" not in text, text


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("can you draft a message to the hairdresser to book a cut next Friday after 4pm",
         ("I'd like to book a cut next Friday after 4pm.",)),
        ("message my hairdresser Anna to ask if she has time for a haircut and colour on "
         "Saturday morning",
         ("Hi Anna,", "Do you have time for a haircut and colour on Saturday morning?")),
        ("write to the vet to make an appointment for my cat Luna, she's been limping since "
         "Sunday, I can come any morning this week",
         ("I'd like to make an appointment for my cat Luna.", "She's been limping since Sunday.",
          "I can come any morning this week.")),
        ("I need to book the vet for Max's vaccination, write a message, any day next week after 3",
         ("an appointment for Max's vaccination", "Any day next week after 3")),
        ("draft a message to the vet, my dog rocky keeps scratching his ears, can we get an "
         "appointment tomorrow afternoon?",
         ("My dog Rocky keeps scratching his ears.",
          "Could we get an appointment tomorrow afternoon?")),
        ("email the garage to book my car in for an MOT, it's a blue Ford Focus, I can drop it "
         "off Monday at 8",
         ("book my car in for an MOT", "It's a blue Ford Focus.", "I can drop it off Monday at 8")),
    ],
)  # fmt: skip
def test_a_service_the_user_goes_to_is_asked_for_an_appointment(
    asked: str, details: tuple[str, ...]
) -> None:
    text = answered(asked)
    has_all(text, details)
    assert "[" not in text and "I'd like to book an appointment. I'd like" not in text, text


def test_the_message_is_signed_only_with_a_name_the_user_gave() -> None:
    text = answered(
        "text the hairdresser asking for an appointment for a fringe trim next Tuesday, after 5 "
        "if possible. Sign it Lena"
    )
    has_all(text, ("a fringe trim next Tuesday", "After 5 if possible", "Thanks,\nLena"))
    assert "Sign it" not in text, text
    text = answered("text the plumber: the shower is leaking, can he come on friday")
    assert text.rstrip('"').endswith("Thanks!"), text


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("schreib eine nachricht an den elektriker, dass in der küche das licht flackert, ich hab "
         "dienstag oder donnerstag nachmittag zeit, adresse ist lindenstraße 5",
         ("Guten Tag,", "In der Küche flackert das Licht.", "Könnten Sie vorbeikommen",
          "Ich habe Dienstag oder Donnerstag Nachmittag Zeit.", "Lindenstraße 5")),
        ("schreib dem klempner, dass das waschbecken im bad tropft, ob er montag vormittag "
         "kommen kann, ich wohne in der rosenstraße 3",
         ("Waschbecken", "tropft", "Könnten Sie Montag Vormittag kommen?",
          "Ich wohne in der Rosenstraße 3.")),
        ("kannst du dem elektriker schreiben, ob er nächste woche vorbeikommen kann, im flur "
         "geht das licht nicht, ich bin ab 15 uhr zu hause",
         ("Könnten Sie nächste Woche vorbeikommen?", "Im Flur geht das Licht nicht.",
          "Ich bin ab 15 Uhr zu Hause.")),
        ("Nachricht an die Tierarztpraxis: Termin für meine Katze Luna, sie humpelt seit "
         "Sonntag, ich kann jeden Vormittag diese Woche",
         ("einen Termin für meine Katze Luna", "Sie humpelt seit Sonntag.",
          "Ich kann jeden Vormittag diese Woche.")),
        ("schreib eine kurze nachricht an den tierarzt, ich brauche einen termin für meinen hund "
         "bello, er frisst seit zwei tagen nicht, ich kann morgen vormittag",
         ("Termin für meinen Hund Bello", "seit zwei Tagen nicht", "morgen Vormittag")),
        ("schreib meiner friseurin eine nachricht, ob sie am samstag um 10 uhr einen termin für "
         "mich hat. Gruß Julia",
         ("Hätten Sie am Samstag um 10 Uhr einen Termin für mich?", "Grüße\nJulia")),
    ],
)  # fmt: skip
def test_a_german_appointment_request_keeps_the_details_and_says_sie(
    asked: str, details: tuple[str, ...]
) -> None:
    text = answered(asked, "de")
    has_all(text, details)
    assert "[" not in text and "Gruß Julia." not in text, text


@pytest.mark.parametrize(
    "said",
    [
        "my plumber sent me a message, what should i reply",
        "the plumber is coming tomorrow at 9",
        "remind me to call the electrician tomorrow",
        "how much does an electrician charge per hour",
        "is it rude to text a plumber on a sunday",
        "write a review for the electrician who came today, quick and tidy",
        "text my hairdresser thanks for the great cut",
        "text my plumber that the money is on its way",
        "write my landlord a message, the heating is broken, im home after 5",
        "der klempner kommt morgen um 9",
        "mein friseur hat mir geschrieben, was soll ich antworten",
    ],
)
def test_no_appointment_is_asked_for_in_a_near_miss(said: str) -> None:
    assert booking_message(said) is None


def test_a_message_from_them_to_answer_asks_what_it_says() -> None:
    text = answered("my plumber sent me a message, what should i reply")
    assert "What did your plumber write?" in text and "inbox" not in text, text
    text = answered("my landlord texted me, how should i respond?")
    assert "What did your landlord write?" in text, text
    text = answered("meine vermieterin hat mir geschrieben, was soll ich antworten", "de")
    assert "Was steht denn in der Nachricht?" in text, text
    assert known_answer("the worker sent me a message, what should i reply") is None
