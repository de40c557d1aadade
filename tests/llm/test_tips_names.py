"""Being bad with names is asked in many words (issue 14, answers set 43: "terrible with names,
forget them two seconds after …" got the offline decline): the tip for remembering names."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("im awful with names, they're gone the second someone tells me. advice?", "en",
         "say the name back"),
        ("how do i stop forgetting people right after they introduce themselves", "en",
         "say the name back"),
        ("any tips, i'm hopeless with names at parties", "en", "say the name back"),
        ("ich bin so schlecht mit namen, tipps?", "de", "wiederholen"),
        ("i forgot her name at the party, what do i do", "en", "slipped my mind"),
    ],
)  # fmt: skip
def test_names_forgotten_get_the_tip_for_names(said: str, language: str, means: str) -> None:
    line = known_answer(said, language)
    assert line is not None and means in line
