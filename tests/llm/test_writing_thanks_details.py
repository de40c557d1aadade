"""A thank-you that carries what the user told: who (a name, a family word, a family's name),
what they did and for how long and why, told after "for", "who" or in a clause of its own
("…, she looked after the kids all weekend so we could go to the wedding"), English and German;
signed only with a name the user gave (no "[Your name]"). Near misses ("thank you!" to Eddie,
a phrase in another language) get no note, and thanking someone else is not thanks to Eddie."""

from __future__ import annotations

import pytest

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
        ("write a thank you note to Maria for watering my plants for ten days while I was in Greece",
         ("Maria,", "for watering my plants for ten days while I was in Greece")),
        ("thank-you card for my neighbour Tom who fed our cat for two weeks while we were in Spain",
         ("Dear Tom,", "for feeding our cat for two weeks while we were in Spain")),
        ("can you write a thank you message to my sister Julia, she looked after the kids all "
         "weekend so we could go to the wedding",
         ("Hi Julia,", "for looking after the kids all weekend so we could go to the wedding")),
        ("thank you text for Paul who helped me move on Saturday, he drove the van for 5 hours",
         ("Hi Paul,", "for helping me move on Saturday and for driving the van for 5 hours")),
        ("I want to thank my colleague Sam for covering my shifts for three weeks while I was "
         "ill, write something short",
         ("Sam,", "for covering my shifts for three weeks while I was ill")),
        ("need a thank you card for grandma, she knitted a blanket for the baby",
         ("Dear Grandma,", "for knitting a blanket for the baby")),
        ("could u write a thank-you note for our babysitter Emily, she stayed until 2am when our "
         "flight was delayed",
         ("Dear Emily,", "for staying until 2am when our flight was delayed")),
        ("thank you message to the Wilsons for having us over for dinner on Friday",
         ("Wilson family", "for having us over for dinner on Friday")),
    ],
)  # fmt: skip
def test_a_thank_you_says_who_what_for_how_long_and_why(
    asked: str, details: tuple[str, ...]
) -> None:
    text = answered(asked)
    has_all(text, details)
    assert "[" not in text and "everything" not in text, text


def test_a_thank_you_is_signed_with_the_users_name_or_not_at_all() -> None:
    text = answered(
        "pls write a thanks note to Dr Shah who took such good care of my mum in hospital last "
        "month, from Priya"
    )
    has_all(text, ("Dear Dr. Shah,", "for taking such good care of my mum in hospital last month",
                   "With warm thanks,\nPriya"))  # fmt: skip
    text = answered("thank-you card for my neighbour Tom who fed our cat while we were away")
    assert text.rstrip('"').endswith("With warm thanks!"), text


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("schreib eine dankeskarte an Maria, weil sie zehn Tage lang meine Pflanzen gegossen hat, "
         "während ich in Griechenland war",
         ("Liebe Maria,", "dass du zehn Tage lang meine Pflanzen gegossen hast, während ich in "
          "Griechenland war")),
        ("kannst du eine danke-nachricht an meinen nachbarn tom schreiben, er hat zwei wochen "
         "unsere katze gefüttert als wir in spanien waren",
         ("Lieber Tom,", "dass du zwei Wochen unsere Katze gefüttert hast, als wir in Spanien "
          "waren")),
        ("schreib eine dankesnachricht an meine kollegin anna, sie hat mich drei wochen lang "
         "vertreten, als ich krank war",
         ("Liebe Anna,", "dass du mich drei Wochen lang vertreten hast, als ich krank war",
          "Das hat mir")),
        ("dankeskarte für oma, weil sie uns beim umzug geholfen hat, von lisa",
         ("Liebe Oma,", "dass du uns beim Umzug geholfen hast!", "Liebe Grüße\nLisa")),
    ],
)  # fmt: skip
def test_a_german_thank_you_says_what_they_did(asked: str, details: tuple[str, ...]) -> None:
    text = answered(asked, "de")
    has_all(text, details)
    assert "[" not in text and "von lisa!" not in text, text


def test_a_thank_you_meant_for_someone_gets_a_note_not_youre_welcome() -> None:
    text = answered("i should really thank my neighbour for watering the plants")
    assert "for watering the plants" in text and "welcome" not in text, text


def test_a_text_thanking_for_something_keeps_what_it_was_for() -> None:
    text = answered("text my hairdresser thanks for the great cut")
    assert "thanks for the great cut" in text, text


@pytest.mark.parametrize(
    ("said", "language"),
    [("thank you!", "en"), ("thanks, that helps", "en"), ("danke dir", "de")],
)
def test_thanks_to_eddie_is_no_thank_you_note(said: str, language: str) -> None:
    text = answered(said, language)
    assert "you could send" not in text and "Karte" not in text, text
