"""A message to the landlord asks once (an ask said by the user is not followed by a second
one) and a repair report is signed with the user's name, never with a gap in brackets; a job for
the gardener keeps how to get in, said to them."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def answered(text: str, language: str = "en") -> str:
    answer = known_answer(text, language)
    assert answer is not None, text
    return answer


def has_all(text: str, details: tuple[str, ...]) -> None:
    for detail in details:
        assert detail in text, (detail, text)


@pytest.mark.parametrize(
    ("asked", "details", "once"),
    [
        ("write a note to my landlord that the heating is broken since Saturday and ask when "
         "someone can come to repair it",
         ("The heating has been broken since Saturday.",
          "Could you let me know when someone can come to repair it?"), "Could you"),
        ("message my landlord, the washing machine is leaking, water all over the kitchen floor, "
         "please send someone",
         ("The washing machine is leaking", "water all over the kitchen floor",
          "please send someone"), "someone look at it"),
        ("text my landlord that the fridge stopped working yesterday and asking if he can send "
         "someone on monday",
         ("The fridge stopped working yesterday.", "Could you send someone on Monday?"), "Could you"),
    ],
)  # fmt: skip
def test_a_message_to_the_landlord_asks_once(
    asked: str, details: tuple[str, ...], once: str
) -> None:
    text = answered(asked)
    has_all(text, details)
    assert text.count(once) <= 1, text


def test_a_repair_report_is_signed_with_the_users_name_or_not_at_all() -> None:
    text = answered(
        "email my landlady, the front door lock is broken, i'm home every evening after 6, from "
        "Laura"
    )
    has_all(text, ("The front door lock is broken.", "I'm home every evening after 6, so someone is welcome",
                   "Thank you,\nLaura"))  # fmt: skip
    assert "From Laura" not in text and "[" not in text, text
    text = answered(
        "could u write a msg to my landlord? the boiler in flat 7a hasnt worked since sunday"
    )
    assert "[Your name]" not in text, text
    text = answered(
        "schreib der hausverwaltung, dass in wohnung 12 das fenster seit freitag undicht ist", "de"
    )
    assert "[Dein Name]" not in text, text


def test_a_job_for_the_gardener_keeps_how_to_get_in_and_is_signed() -> None:
    text = answered(
        "write a message to the gardener, the hedge needs cutting and the lawn mowing, I'm away "
        "until the 20th but he can let himself in through the side gate. From Tom"
    )
    has_all(text, ("The hedge needs cutting and the lawn mowing.", "I'm away until the 20th",
                   "you can let yourself in through the side gate", "Thanks,\nTom"))  # fmt: skip
    assert "From Tom" not in text, text
