"""Classes of answers held-out set 15 found missing, each asked here in other words: puns on a
subject, whether Eddie works offline (a yes, not "No: …"), a race distance, boiling water up a
mountain, a fact "for an adult", and three everyday tips (a cut avocado, a slow sourdough
starter, a stripped screw)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("any good puns about coffee?", "en", "latte"),
        ("can eddie run offline", "en", "all work offline"),
        ("läufst du auch ohne wlan", "de", "auch offline"),
        ("a 10k race, how far is that in miles", "en", "6.2 miles"),
        (
            "why does pasta take longer to cook up in the mountains, does water boil lower",
            "en",
            "70 °C",
        ),
        ("what's the usual blood pressure for an adult", "en", "120/80"),
        ("how do you keep half an avocado from browning", "en", "lemon or lime"),
        ("sauerteig anstellgut blubbert kaum, was tun", "de", "öfter füttern"),
        ("the screw head is stripped, how do i get it out", "en", "rubber band"),
    ],
)
def test_a_class_of_set_15_is_answered(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


def test_a_pun_about_a_subject_is_about_it() -> None:
    answer = known_answer("tell me a pun about cheese", "en")
    assert answer is not None and "cheese" in answer.lower(), answer
