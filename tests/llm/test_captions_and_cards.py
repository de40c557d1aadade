"""Light creative asks the small model got wrong (issue 14): a caption for a photo ("a caption
for my dog's instagram" got condolences), wifi names, pet names for a fish, a leaving card
for a colleague (it got "Talk soon!" as if the user left), and apologies that name what went
wrong (a forgotten birthday, being late)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("got any good captions for a sunset photo", "en", "Golden hour"),
        ("instagram caption for my cat pls", "en", "Purr"),
        ("what should the caption be for our hiking pic", "en", "mountains"),
        ("text für mein insta post vom strand?", "de", "Meer"),
        ("need a clever name for the wi-fi", "en", "Pretty Fly"),
        ("lustige namen fürs wlan", "de", "Kein Netz für Nachbarn"),
        ("what do i name my betta", "en", "Bubbles"),
        ("what do i write in a leaving card for my boss", "en", "won't be the same"),
        ("schreib was für die abschiedskarte von meinem kollegen", "de", "nicht dasselbe"),
        ("help me apologize to my best friend for missing her birthday", "en", "forgot your"),
        (
            "wie entschuldige ich mich bei meiner mama, dass ich ihren geburtstag vergessen hab",
            "de",
            "Geburtstag vergessen",
        ),
        ("write my teammate a sorry note for being late this morning", "en", "late"),
    ],
)
def test_a_light_creative_ask_gets_a_fitting_line(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("whats my wifi name again", "en"),
        ("i posted a caption and nobody liked it", "en"),
        ("ok bye, gotta run", "en"),
    ],
)
def test_words_that_only_look_like_such_an_ask_get_no_caption_or_card(
    said: str, language: str
) -> None:
    answer = known_answer(said, language) or ""
    assert "Pretty Fly" not in answer and "“" not in answer and '"' not in answer, answer
