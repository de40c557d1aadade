"""A caption for a photo of the user with people somewhere they go again and again says who, where
and the habit as a short phrase of its own ("since we were kids", "every summer", "15 years and
counting"; „jedes Jahr“, „seit wir Kinder sind“), English and German, also when the photo is
only described ("pic of me and the lads at …, every friday since 2019"). It never copies the
clause typed ("go every summer.") or puts it after "Me and my X:". A story with a twist keeps
its story captions; a photo described with a request of another kind is no caption."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import answered, has_all


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("caption for a photo of me and my brothers at the campsite, we've gone there since we "
         "were kids",
         ('"Same campsite, same brothers, since we were kids. 🏕️"',
          "Me and my brothers at the campsite – a tradition since we were kids.")),
        ("insta caption: me and my uncles at the fair, we go every autumn",
         ('"Same fair, same uncles, every autumn.', "at the fair – every autumn, without fail")),
        ("caption for me and my girls at the christmas market, our yearly tradition",
         ("Same Christmas market, same girls, every year.",
          "Me and my girls at the Christmas market")),
        ("caption for this shot of my dad and me at the stadium, been going together for 15 years",
         ("Same stadium, same dad, 15 years and counting.",)),
        ("pic of me and the lads at the pub quiz, every friday since 2019",
         ("Same pub quiz, same lads, every Friday since 2019.",)),
        ("what should i caption this pic of me and my grandpa at the allotment, we've been doing "
         "it for 10 years",
         ("Same allotment, same grandpa, 10 years and counting.",)),
        ("caption for me and my mum at the beach, same spot every year, this time a seagull "
         "stole her chips",
         ("Same beach, same mum, every year. This time: a seagull stole her chips.",)),
        ("caption for me and my friends at glastonbury, our 5th year in a row",
         ("Same Glastonbury, same friends, for the 5th year running.",
          "Some traditions never get old: Glastonbury with my friends.")),
        ("ig caption me and my dad at the allotment, been doing it every sunday for 10 years",
         ("Same allotment, same dad, every Sunday, 10 years and counting.",)),
        ("spruch fürs foto von mir und meinen kumpels beim stammtisch, jeden freitag seit 10 "
         "jahren",
         ("Meine Kumpels und ich beim Stammtisch – jeden Freitag seit 10 Jahren. 🍻",)),
        ("bild von mir und meinen freundinnen am see, machen wir jedes jahr",
         ("„Meine Freundinnen und ich am See – jedes Jahr wieder.",
          "Jedes Jahr am See, jedes Jahr mit meinen Freundinnen.")),
        ("bildunterschrift für ein foto von mir und meinem opa im garten, machen wir jeden sommer",
         ("„Opa und ich im Garten – jeden Sommer wieder.",)),
        ("bildunterschrift: ich und meine brüder auf der hütte, seit wir kinder sind",
         ("Meine Brüder und ich auf der Hütte – seit wir Kinder sind.",
          "mit meinen Brüdern")),
    ],
)  # fmt: skip
def test_a_caption_with_a_habit_says_it_as_a_phrase(asked: str, details: tuple[str, ...]) -> None:
    answer = answered(asked)
    has_all(answer, details, (": we", ": go", "Go every", "Machen wir", ": machen", "Mein Freund"))


def test_a_story_with_a_twist_keeps_its_story_captions() -> None:
    answer = answered(
        "caption for me and my sister on the pier, we waited 3 hours for the sunset and it rained"
    )
    has_all(answer, ("Plot twist: it rained.",), ("Same pier",))


@pytest.mark.parametrize(
    "asked",
    [
        "photo of me and my dad at the stadium, can you make it brighter",
        "pic of me and my sister at the beach",
    ],
)
def test_a_photo_described_without_a_habit_is_no_caption(asked: str) -> None:
    assert "Same " not in (known_answer(asked, "en") or "")
