"""A piece of work sized by its parts ("a 4 session outline", "a 6 part guide", "a 5 lesson
plan") is work of some size, as one sized by weeks is ("a 4 week plan"); an outline is a
document. Parts told ("i had 3 sessions with my physio"), a short outline for a toast and a
message in parts are not."""

from __future__ import annotations

import pytest

from brain.router.statements import large_work


@pytest.mark.parametrize(
    "said",
    [
        "need a 4 session outline for my book club, with discussion questions",
        "i need a 5 lesson plan for my pottery class, beginners",
        "write me a 6 part guide to fermenting hot sauce",
        "put together a 3 chapter outline for my novel",
        "need a 2 week outline for my study group",
    ],
)
def test_work_sized_by_its_parts_is_large(said: str) -> None:
    assert large_work(said)


@pytest.mark.parametrize(
    "said",
    [
        "i had 3 sessions with my physio and my knee is better",
        "give me a quick outline for a best man toast",
        "write a 3 part text message to my mum",
        "of course the outline was late again",
    ],
)
def test_parts_told_or_a_short_text_are_not(said: str) -> None:
    assert not large_work(said)
