"""An apology asked for a named person keeps the name and what happened, said to them ("…
to my mate olly i forgot to call him back" → "Hi Olly, I'm sorry I forgot to call you back"),
however the ask starts (no "write" or "need" before it, no comma before what happened). Near
misses keep their own writers: a complaint to a company, a get-well wish."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("sorry text to my buddy finn, i missed his band's show on friday",
         ("Hi Finn,", "I missed your band's show on Friday")),
        ("quick apology msg to my neighbour carla - i parked in her spot again",
         ("Hi Carla,", "I parked in your spot again")),
        ("sorry message for my mate olly i forgot to call him back",
         ("Hi Olly,", "I forgot to call you back")),
        ("short sorry note to my sister i was rude to her at dinner",
         ("I was rude to you at dinner",)),
        ("help me say sorry to my mate dan, i forgot to pick him up from the station",
         ("Hi Dan,", "I forgot to pick you up from the station")),
    ],
)  # fmt: skip
def test_an_apology_keeps_the_name_and_what_happened(said: str, has: tuple[str, ...]) -> None:
    line = known_answer(said, "en") or ""
    for detail in has:
        assert detail in line, (detail, line)
    assert " his " not in line and " him " not in line and "I got it wrong" not in line, line


@pytest.mark.parametrize(
    ("said", "never"),
    [
        ("write a complaint to my internet provider, i've had no connection since monday",
         "I'm sorry"),
        ("get well card for my friend ben, he broke his leg skiing", "I'm sorry I"),
    ],
)  # fmt: skip
def test_a_complaint_or_a_get_well_wish_is_no_apology(said: str, never: str) -> None:
    line = known_answer(said, "en") or ""
    assert never not in line and "make it right" not in line, line
