"""A card (leaving, retirement, birthday, get-well; English and German) keeps the personal detail
the user tells about them and thanks them for it ("he always brought snacks for the whole team"
→ "… especially for always bringing snacks for the whole team"), with the years as said ("40
years here", "30 jahre dabei"); a thank-you card keeps whom the help was for ("to help him with
maths" stays him). A life event or a love ("he turns 60", "loves fishing", "his mother died",
"she had hip surgery") is no deed to thank for, and a card with nothing told stays plain."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import has_all


@pytest.mark.parametrize(
    ("asked", "language", "details", "never"),
    [
        ("leaving card for my coworker raj, he always brought snacks for the whole team", "en",
         ("Dear Raj,", "especially for always bringing snacks for the whole team"), ()),
        ("retirement card for gary, 30 years at the council, he never missed a single day", "en",
         ("After 30 years at the council", "Thank you for never missing a single day!"), ()),
        ("farewell card for our intern leo who always fixed the coffee machine", "en",
         ("Dear Leo,", "especially for always fixing the coffee machine"), ()),
        ("retirement card for mr jones, 35 years teaching, he never gave up on a single kid", "en",
         ("Dear Mr. Jones,", "After 35 years of teaching", "never giving up on a single kid"), ()),
        ("leaving card for priya who always remembered everyone's coffee order", "en",
         ("Dear Priya,", "especially for always remembering everyone's coffee order"), ()),
        ("leaving card for sarah, 8 years with us, she taught me everything i know", "en",
         ("Thank you for 8 great years with us.", "especially for teaching me everything I know"),
         ("with Us",)),
        ("retirement card for my colleague ute, 40 years here and she was always there for the "
         "new people", "en",
         ("After 40 years here,", "especially for always being there for the new people"), ()),
        ("write a birthday card for my colleague tina, she always makes the best coffee in the "
         "office", "en",
         ("Happy birthday, Tina!", "Thank you for always making the best coffee in the office!"),
         ()),
        ("get well card for my neighbour frank, he had knee surgery, he always waters our plants "
         "when we're away", "en",
         ("your knee surgery", "Thank you for always watering our plants when we're away!"),
         ("Thank you for having",)),
        ("birthday card for my colleague tom, he brings donuts every friday", "en",
         ("Happy birthday, Tom!", "Thank you for bringing donuts every Friday!"),
         ("big day on Friday",)),
        ("ruhestandskarte für unsere kollegin heike, 30 jahre dabei und sie hat immer den kaffee "
         "gekocht", "de",
         ("Liebe Heike,", "Nach 30 Jahren", "dass du immer den Kaffee gekocht hast"), ()),
        ("abschiedskarte für unseren chef herrn weber, er war immer für alle da", "de",
         ("Lieber Herr Weber,", "dass Sie immer für alle da waren"), ()),
        ("geburtstagskarte für meine kollegin lena, sie backt jeden freitag kuchen für das team",
         "de", ("Liebe Lena,", "Danke, dass du jeden Freitag", "backst!"), ("am Freitag",)),
        ("thank you card for my son's teacher mrs lopez, she stayed late every day to help him "
         "with maths", "en", ("Dear Mrs. Lopez,", "to help him with maths"),
         ("help you with",)),
    ],
)  # fmt: skip
def test_a_card_thanks_them_for_the_detail_told(
    asked: str, language: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    answer = known_answer(asked, language)
    assert answer is not None, asked
    has_all(answer, details, never)


@pytest.mark.parametrize(
    "asked",
    [
        "retirement card for bernd",
        "birthday card for my dad, he turns 60 on saturday and loves fishing",
        "sympathy card for my coworker mike, his mother died last week",
        "get well card for anna, she had hip surgery",
    ],
)
def test_a_life_event_or_nothing_told_is_no_deed_to_thank_for(asked: str) -> None:
    answer = known_answer(asked, "en") or ""
    for thanks in ("especially for", "Thank you for turning", "Thank you for having",
                   "Thank you for loving", "Thank you for always"):  # fmt: skip
        assert thanks not in answer, answer
