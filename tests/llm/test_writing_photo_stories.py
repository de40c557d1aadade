"""Captions for a photo of the user with someone, somewhere, and what happened there: however
the caption is asked ("need an instagram caption for…", "caption pls: …", "ig caption for a
selfie with…", "bildunterschrift für…"), the captions say who (my sister, my grandpa, Jake,
Papa), where (at the lake, in the garden, am Fluss) and the twist told last (forgot the snacks,
the squirrels dug them up, nichts gefangen), not a generic line for siblings or a sunset. A
photo with no story keeps the stock captions; a day told with no caption asked gets none."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import has_all


@pytest.mark.parametrize(
    ("asked", "language", "details"),
    [
        ("need an instagram caption for a photo of me and my sister at the lake, we hiked 2 hours "
         "to get there and forgot the snacks", "en",
         ("Me and my sister at the lake:", "hiked 2 hours to get there", "Forgot the snacks.",
          "with my sister")),
        ("caption pls: me and my best friend at the fair, queued an hour for the ferris wheel, it "
         "broke down when we got to the front", "en",
         ("Me and my best friend at the fair:", "queued an hour for the ferris wheel",
          "It broke down when we got to the front.")),
        ("ig caption for a selfie with my grandpa in the garden, we planted 40 tulips and the "
         "squirrels dug them all up", "en",
         ("Me and my grandpa in the garden:", "planted 40 tulips",
          "The squirrels dug them all up.", "with my grandpa")),
        ("write a caption for a photo of my sister and me at the beach, built a huge sandcastle, "
         "the tide took it in 5 minutes", "en",
         ("Me and my sister at the beach:", "built a huge sandcastle",
          "The tide took it in 5 minutes.")),
        ("caption for me and jake at the lake, swam out to the buoy, lost my sunglasses", "en",
         ("Me and Jake at the lake:", "swam out to the buoy", "Lost my sunglasses.", "with Jake")),
        ("what should i caption this photo of me n my mum at the beach, we tried to fly a kite for an "
         "hour, it never took off", "en",
         ("Me and my mum at the beach:", "tried to fly a kite for an hour", "It never took off.")),
        ("caption idea for a photo of me and my friends at the top of the hill, we climbed for 3 "
         "hours and the view was all fog", "en",
         ("Me and my friends at the top of the hill:", "climbed for 3 hours",
          "The view was all fog.", "with my friends")),
        ("bildunterschrift für ein foto von mir und meinem papa am fluss, den ganzen nachmittag "
         "geangelt, nichts gefangen", "de",
         ("Papa und ich am Fluss:", "den ganzen Nachmittag geangelt", "Nichts gefangen.",
          "mit Papa")),
        ("insta text für ein bild von mir und meiner cousine auf dem steg, 3 stunden auf den "
         "sonnenuntergang gewartet und dann hat es geregnet", "de",
         ("Meine Cousine und ich auf dem Steg:", "3 Stunden auf den Sonnenuntergang gewartet",
          "Dann hat es geregnet.", "mit meiner Cousine")),
    ],
)  # fmt: skip
def test_a_photo_caption_says_who_where_and_the_twist(
    asked: str, language: str, details: tuple[str, ...]
) -> None:
    answer = known_answer(asked, language)
    assert answer is not None, asked
    has_all(answer, details, never=("Siblings by chance", "Chasing the light", "Making memories"))


def test_a_photo_with_no_story_keeps_the_stock_captions() -> None:
    answer = known_answer("caption for a photo of me and my dad", "en") or ""
    assert "Me and my dad:" not in answer and "Still a 10/10 day" not in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "me and my dad went fishing at the river all afternoon and caught zero",
        "how do i add a caption to a photo in word",
    ],
)
def test_a_day_told_or_a_how_to_gets_no_caption(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "A few to pick from" not in answer and "10/10" not in answer, answer
