"""Writing asks that only worked in the author's own wording, asked in other words (typos,
lower case, no punctuation, German): a caption asked as "what do i write under my pic …" or
"capiton for …"; a no to someone's party told as the user's own can't-come ("cant make it to
jakes bbq", "schaff es nicht zu tims einweihungsfeier"); a thank-you card for someone who did
any favour ("a card for mr okafor downstairs who watered our tomatoes"). Near misses keep what
they got: a caption told of, a party looked forward to, a how-to question, cooking dinner, a
card for another occasion."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import answered, has_all

# --- a caption ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "caption"),
    [
        ("what do i write under my pic of the new puppy", "en", "Who rescued who?"),
        ("need a few words to go with my hiking photo", "en", "The mountains are calling."),
        ("capiton for a pic of my cat", "en", "Purr-fectly content."),
        ("was schreib ich unter mein foto vom strand", "de", "Meer geht immer."),
        ("was soll ich unter mein selfie mit den neuen haaren schreiben", "de", "Neuer Look"),
    ],
)
def test_a_caption_asked_in_other_words_gets_captions(
    said: str, language: str, caption: str
) -> None:
    answer = known_answer(said, language) or ""
    assert caption in answer, answer


def test_a_caption_with_a_sister_but_no_beach_names_no_beach() -> None:
    answer = answered("caption pls: my sister and me up at the reservoir")
    assert '"' in answer and "beach" not in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "i posted a pic of the sunset and wrote a caption under it",
        "how do i add text under a photo in word",
    ],
)
def test_a_caption_told_of_or_a_how_to_gets_no_captions(said: str) -> None:
    assert known_answer(said, "en") is None


# --- a no to someone's invitation ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("cant make it to jakes bbq on saturday, stuck at work",
         ("Hi Jake!", "your BBQ on Saturday", "can't make it: I'm stuck at work")),
        ("gonna have to bail on my cousins engagement party, flights are too expensive",
         ("your engagement party", "can't make it: flights are too expensive")),
        ("text mia i wont make her housewarming tomorrow because my car broke down",
         ("Hi Mia!", "your housewarming tomorrow", "my car broke down", "can't send")),
        ("we cant come to the christening at the okekes on sunday, we're away",
         ("inviting us", "christening on Sunday", "we can't make it: we're away")),
        ("help me say i cant make lisas 40th", ("Hi Lisa!", "your 40th birthday")),
    ],
)  # fmt: skip
def test_a_no_told_as_the_users_own_cant_come_is_written(
    said: str, details: tuple[str, ...]
) -> None:
    has_all(answered(said), details)


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("schaff es am freitag nicht zu tims einweihungsfeier, hab spätdienst",
         ("Hallo Tim!", "deiner Einweihungsfeier am Freitag", "spätdienst")),
        ("kann nicht zu lenas grillparty kommen weil ich krank bin",
         ("Hallo Lena!", "deiner Grillparty", "ich krank bin")),
        ("bin beim brunch von ida und jonas nicht dabei, wir sind verreist",
         ("Hallo Ida und Jonas!", "Danke euch", "wir schaffen es leider nicht")),
    ],
)  # fmt: skip
def test_a_german_no_told_is_written_in_german(said: str, details: tuple[str, ...]) -> None:
    has_all(answered(said), details)


@pytest.mark.parametrize(
    "said",
    [
        "cant wait for jakes bbq on saturday",
        "i cant make dinner tonight, too tired",
        "is it rude to skip my cousins engagement party",
    ],
)
def test_no_no_to_write_when_none_is_told(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "can't make it" not in answer and "Thanks so much for inviting" not in answer, answer


def test_how_to_tell_them_keeps_its_reply() -> None:
    answer = known_answer("how do i tell jake i cant make his bbq", "en")
    assert answer == "Here's a text you could send:\n\n\"Hi Jake, I can't make your bbq.\""


# --- a thank-you card for a favour -----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("a card for mr okafor downstairs who fixed my bike twice this summer",
         ("Dear Mr. Okafor,", "Thank you so much for fixing my bike twice this summer")),
        ("a card for auntie rose who drove me to the airport at 5am",
         ("Dear Auntie Rose,", "for driving me to the airport at 5am")),
        ("need something to put in a card for the couple upstairs who looked after our rabbit",
         ("Thank you so much for looking after our rabbit", "neighbours like you")),
        ("a card for mr patel across the road who took in our parcels all month",
         ("Dear Mr. Patel,", "for taking in our parcels all month")),
        ("thank you card for the nurse who looked after my dad in hospital",
         ("for looking after my dad in hospital", "than words can say")),
    ],
)  # fmt: skip
def test_a_card_for_someone_who_did_a_favour_thanks_them_for_it(
    said: str, details: tuple[str, ...]
) -> None:
    has_all(answered(said), details)


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("karte für herrn schulz von nebenan, der unseren rasen gemäht hat",
         ("Lieber Herr Schulz,", "dass Sie unseren Rasen gemäht haben")),
        ("eine karte für unsere nachbarin, die den hund ausgeführt hat",
         ("Liebe Nachbarin,", "dass du den Hund ausgeführt hast")),
        ("karte für frau berger, die während unseres urlaubs die katze gefüttert hat",
         ("Liebe Frau Berger,", "während unseres Urlaubs die Katze gefüttert haben")),
    ],
)  # fmt: skip
def test_a_german_card_for_a_favour_says_what_they_did(said: str, details: tuple[str, ...]) -> None:
    has_all(answered(said), details)


@pytest.mark.parametrize(
    "said",
    [
        "a card for my aunt who turned 60 last week",
        "a card for my colleague who moved to berlin",
        "my neighbour watered the plants while we were away",
    ],
)
def test_another_occasion_or_no_card_gets_no_thanks(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "Thank you so much for" not in answer, answer
