"""A question with words before it that are no part of it ("random question but …", "kurze
frage: …") still finds its fact, and a light request asked in another language ("a joke in
german") is answered in that language."""

from __future__ import annotations

import pytest

from brain.llm.tiny_facts import known_fact
from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("silly question but how many legs does an octopus have? my son wants to know", "en",
         "eight arms"),
        ("quick q: how many hearts does an octopus have", "en", "three hearts"),
        ("kurze frage: wie viele beine hat eine spinne", "de", "acht Beine"),
    ],
)  # fmt: skip
def test_a_question_after_a_lead_in_finds_its_fact(said: str, language: str, has: str) -> None:
    assert has in (known_fact(said, language) or "")


def test_a_lead_in_alone_names_no_fact() -> None:
    assert known_fact("quick question: can you set a timer") is None


@pytest.mark.parametrize(
    ("said", "german"),
    [
        ("tell me a joke in german", True),
        ("erzähl mir einen witz auf englisch", False),
    ],
)
def test_a_joke_asked_in_a_language_is_told_in_it(said: str, german: bool) -> None:
    answer = known_answer(said)
    assert answer is not None
    assert any(w in answer for w in (" der ", " die ", " das ", "Sagt ")) is german


def test_a_message_to_a_neighbour_named_in_brackets_with_more_there() -> None:
    said = known_answer(
        "pls write a short text to my neighbour (mr novak, ground floor) asking if he could"
        " keep an eye on my cat this weekend? im away at a wedding"
    )
    assert said is not None
    assert "Hi Mr Novak," in said and "I'm away at a wedding." in said and "wedding?" not in said


def test_an_email_to_a_teacher_named_after_a_full_stop() -> None:
    said = known_answer(
        "need a quick email to my daughters teacher mr okoye. mia will be off on monday bc of a"
        " doctors appointment, and i want to ask if she needs to bring anything tuesday"
    )
    assert said is not None
    assert "Dear Mr. Okoye" in said and "Could you let me know if she needs" in said
    assert "Subject: Mia will be off on Monday" in said


def test_a_german_message_keeps_the_later_sentence_as_said() -> None:
    said = known_answer(
        "schreib bitte ne nachricht an meinen chef herrn wolf, dass ich heute krank bin und nicht"
        " komme. die krankmeldung schick ich morgen.",
        "de",
    )
    assert said is not None
    assert "ich bin heute krank und komme nicht" in said
    assert "Krankmeldung schick ich morgen" in said


def test_a_listing_names_the_thing_not_the_site_and_drops_how_it_should_sound() -> None:
    said = known_answer(
        "need a listing for ebay/vinted for my old armchair. green velvet, a bit worn on one arm,"
        " 60€, pickup only in bonn. make it sound nice but honest"
    )
    assert said is not None and "For sale: Armchair" in said and "nice but honest" not in said


def test_a_professional_rewrite_names_the_thing_and_says_because() -> None:
    said = known_answer(
        "make this sound more professional: 'invoice isnt ready cause the client sent the"
        " figures late, ill send it monday'"
    )
    assert said is not None and "the invoice isn't ready" in said and "because" in said


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("knock knock", "Who's there?"),
        ("whats new on disney+ this week", "can't see"),
        ("could you open the file budget.xlsx on my desktop and summarise it", "paste the text"),
        ("my cat finally learned to sit, took ages but she did it, so proud", "Congratulations"),
        ("today was awful, broke my phone screen and missed the train", "sorry"),
    ],
)
def test_lines_for_moments_the_model_gets_wrong(said: str, has: str) -> None:
    assert has in (known_answer(said) or "")


def test_flying_for_the_first_time_is_no_good_news() -> None:
    said = known_answer("travelling for the first time next week, what can i take in hand luggage?")
    assert "Congratulations" not in (said or "")


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("how are you feeling today eddie?", "doing well"),
        ("worst week ever. the car broke down and the dishwasher flooded the kitchen", "sorry"),
        ("are whales fish or not? settle this", "mammal"),
        ("pleaseee help, my laptop is sooo slow", "slow laptop"),
    ],
)
def test_more_moments_and_facts(said: str, has: str) -> None:
    assert has in (known_answer(said) or "")
