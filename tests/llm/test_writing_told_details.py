"""Captions, a shop's post, a note for a named person, a partly-yes reply to the boss and a
cancellation keep every detail the user gives: what the picture is, the shop's news, each
instruction and the name, the days and the reason, the member number, date and reason."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def _has(said: str, language: str, has: tuple[str, ...]) -> str:
    line = known_answer(said, language)
    assert line is not None, said
    for detail in has:
        assert detail in line, (detail, line)
    assert "[" not in line
    return line


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("caption for my first homemade bread, lopsided but tasty", "en",
         ("first homemade bread", "lopsided but tasty")),
        ("write an instagram caption: first homemade sourdough, lopsided but tasty", "en",
         ("First homemade sourdough", "lopsided but tasty")),
        ("give me a caption for our new puppy bruno, 9 weeks old, already stole a sock", "en",
         ("new puppy bruno", "9 weeks old, already stole a sock")),
        ("bildunterschrift für mein erstes selbstgebackenes brot, schief aber lecker", "de",
         ("erstes selbstgebackenes brot", "schief aber lecker")),
    ],
)  # fmt: skip
def test_a_caption_uses_what_the_picture_is(said: str, language: str, has: tuple[str, ...]) -> None:
    assert "Making memories" not in _has(said, language, has)


@pytest.mark.parametrize("said", ["caption this for me", "caption for my photo"])
def test_a_caption_with_nothing_told_still_gets_captions(said: str) -> None:
    line = known_answer(said)
    assert line is not None and "pick from" in line


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("post for my bakery: new opening hours from monday, 7am to 6pm, closed wednesdays", "en",
         ("our bakery", "from Monday", "7am to 6pm", "Closed Wednesdays")),
        ("write a facebook post for our cafe, we now have vegan croissants, every saturday from "
         "8am", "en", ("our cafe", "vegan croissants", "Every Saturday from 8am")),
        ("post für unsere bäckerei: ab montag neue öffnungszeiten 7 bis 18 uhr, mittwochs "
         "geschlossen", "de", ("unserer Bäckerei", "Ab Montag", "7 bis 18 uhr",
                               "Mittwochs geschlossen")),
        ("schreib einen instagram beitrag für meinen blumenladen: neu bei uns sind getrocknete "
         "sträuße", "de", ("Blumenladen", "getrocknete sträuße")),
    ],
)  # fmt: skip
def test_a_shop_post_carries_its_news(said: str, language: str, has: tuple[str, ...]) -> None:
    assert "opening hours from here" not in _has(said, language, has)


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("write a note for the cleaner maria: please water the plants, don't clean the office, "
         "key is under the mat", "en", ("Hi Maria", "Please water the plants.",
                                        "Don't clean the office.", "Key is under the mat.")),
        ("note for herr schmidt: please take in the parcel and feed the cat on friday", "en",
         ("Herr Schmidt", "take in the parcel and feed the cat on Friday")),
        ("leave a note for our babysitter emma: pizza is in the freezer, bedtime is 8pm, call me "
         "on 0171 2345678 if anything comes up", "en",
         ("Hi Emma", "Pizza is in the freezer", "Bedtime is 8pm", "0171 2345678")),
        ("schreib einen zettel für herrn schmidt: bitte die pflanzen gießen und die post "
         "reinholen", "de", ("Herr Schmidt", "pflanzen gießen und die post reinholen")),
        ("zettel für unsere putzfrau anna: bitte heute die fenster putzen, das arbeitszimmer "
         "nicht, der schlüssel liegt unter der matte", "de",
         ("Hallo Anna", "fenster putzen", "arbeitszimmer nicht", "unter der matte")),
    ],
)  # fmt: skip
def test_a_note_for_someone_named_keeps_every_instruction(
    said: str, language: str, has: tuple[str, ...]
) -> None:
    assert "parcel for you" not in _has(said, language, has)


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("reply to my boss: i can do saturday but not sunday, it's my son's birthday", "en",
         ("I can do Saturday, but not Sunday", "it's my son's birthday")),
        ("write a reply to my colleague tom, i can cover monday but not tuesday because i have a "
         "dentist appointment", "en", ("Hi Tom", "I can cover Monday, but not Tuesday",
                                       "I have a dentist appointment")),
        ("antwort an meinen chef: samstag geht, aber sonntag nicht, mein sohn hat geburtstag",
         "de", ("Samstag geht, aber Sonntag nicht", "mein sohn hat geburtstag")),
        ("schreib eine antwort an meine kollegin lena: freitag passt, aber montag nicht, weil ich "
         "beim arzt bin", "de", ("Hallo Lena", "Freitag passt, aber Montag nicht",
                                 "weil ich beim arzt bin")),
    ],
)  # fmt: skip
def test_a_partly_yes_reply_keeps_both_days_and_the_reason(
    said: str, language: str, has: tuple[str, ...]
) -> None:
    _has(said, language, has)


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("write an email to cancel my gym membership, member number 48213, i'm moving away, end "
         "of march", "en", ("48213", "end of March", "I'm moving away")),
        ("cancel my netflix subscription, customer number 99812, because we're moving abroad, "
         "from 1 may", "en", ("99812", "1 May", "moving abroad")),
        ("kündigung fitnessstudio mitgliedsnummer 48213 ich ziehe um zum 31. märz", "de",
         ("48213", "31. März", "Ich ziehe um")),
        ("schreib eine kündigung für mein fitnessstudio, mitgliedsnummer 44812, zum 31. märz, "
         "weil ich wegziehe", "de", ("44812", "31. März", "weil ich wegziehe")),
    ],
)  # fmt: skip
def test_a_cancellation_keeps_number_date_and_reason(
    said: str, language: str, has: tuple[str, ...]
) -> None:
    _has(said, language, has)
