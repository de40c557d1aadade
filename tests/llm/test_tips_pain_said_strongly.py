"""An ache from desk work said strongly ("… is killing me") gets the desk-work tip like "…
hurts" does; a stiff neck from sleeping keeps its own tip."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("ugh my shoulders are killing me from sitting at the monitor all day", "en"),
        ("neck's killing me, ten hours at the computer again", "en"),
    ],
)
def test_an_ache_from_desk_work_gets_the_desk_tip(said: str, language: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and ("screen" in answer or "Bildschirm" in answer), answer


def test_a_neck_stiff_from_sleeping_keeps_its_tip() -> None:
    answer = known_answer("my neck is killing me, i must have slept funny", "en")
    assert answer is not None and "sleeping" in answer, answer
