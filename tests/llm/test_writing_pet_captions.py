"""Captions for a photo of the user's pet named in the request: the pet's name and where it is or
what is going on are in the captions ("me and my dog waffles at the lake" → "Me and Waffles at
the lake"), in English and German, the name said after the animal, after "named" or in a clause
of its own. A pet without a name keeps the stock captions; a pet told of with no caption asked
gets none."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import has_all


@pytest.mark.parametrize(
    ("asked", "language", "details"),
    [
        ("caption for a photo of me and my dog waffles at the lake", "en",
         ("Me and Waffles at the lake", "At the lake with Waffles")),
        ("insta caption: my cat miso asleep on the windowsill", "en",
         ("Miso asleep on the windowsill", "Miso")),
        ("need a caption: my pony clementine and me at the show", "en",
         ("Me and Clementine at the show",)),
        ("give me an ig caption for our puppy, named pickle, chewing a stick in the garden", "en",
         ("Pickle chewing a stick in the garden",)),
        ("caption for me and my rabbit, her name is hazel, in the snow", "en",
         ("Me and Hazel in the snow",)),
        ("whats a good caption for a pic of my dog rolo on the beach", "en",
         ("Rolo on the beach",)),
        ("caption for my horse storm and me at our first show", "en",
         ("Me and Storm at our first show",)),
        ("bildunterschrift für ein foto von mir und meiner katze luna auf dem balkon", "de",
         ("Luna und ich auf dem Balkon", "mit Luna")),
    ],
)  # fmt: skip
def test_a_pet_caption_names_the_pet_and_the_place(
    asked: str, language: str, details: tuple[str, ...]
) -> None:
    answer = known_answer(asked, language)
    assert answer is not None, asked
    has_all(answer, details, ("For your dog", "For your cat", "Vitamin sea", "Good boy"))


@pytest.mark.parametrize(
    ("asked", "stock"),
    [
        ("caption for a photo of my dog", "For your dog"),
        ("caption for my cat pic pls", "For your cat"),
    ],
)
def test_a_pet_without_a_name_keeps_the_stock_captions(asked: str, stock: str) -> None:
    answer = known_answer(asked, "en") or ""
    assert stock in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "my dog waffles stole a sock off the line",
        "how do i add a caption to a video of my cat mochi",
    ],
)
def test_a_pet_told_of_with_no_caption_asked_gets_none(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "A few to pick from" not in answer and "Waffles at" not in answer, answer
