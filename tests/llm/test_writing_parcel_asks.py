"""A note asking a neighbour to take in or sign for the user's parcel keeps why they are not home,
when it comes and when they collect it (asked with the verb alone too: "ask my neighbour mr
jones to sign for …", "schreib meiner nachbarin frau klein, ob …"), signed with a name or a flat
the user gave, never with a gap in brackets; a thank-you for a parcel taken in says so."""

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
    ("asked", "details"),
    [
        ("message to my neighbour asking if she can take in a parcel for me tomorrow, I'm at work "
         "until 6",
         ("a parcel tomorrow, but I'm at work until 6", "Would you mind taking it in for me?")),
        ("can you ask my neighbour Mr Jones to sign for a delivery on Thursday, I'll be out all "
         "day, I'll collect it in the evening",
         ("Hi Mr. Jones,", "a delivery on Thursday, but I'll be out all day",
          "Would you mind signing for it for me?", "I'll collect it in the evening.")),
        ("write a note for my neighbours asking if someone can take in my amazon package on "
         "friday, i'm away for the weekend, back sunday night, flat 4",
         ("a package from Amazon on Friday, but I'm away for the weekend",
          "when I'm back Sunday night", "Your neighbour in flat 4")),
        ("text my neighbour Sam, could he grab my dpd parcel tomorrow morning? im at the dentist, "
         "ill come get it after lunch",
         ("Hi Sam,", "a parcel from DPD tomorrow morning, but I'm at the dentist",
          "I'll come get it after lunch.")),
    ],
)  # fmt: skip
def test_a_note_asking_a_neighbour_keeps_why_when_and_the_pick_up(
    asked: str, details: tuple[str, ...]
) -> None:
    text = answered(asked)
    has_all(text, details)
    assert "[" not in text and "I've taken in" not in text, text


def test_a_german_note_asking_a_neighbour_by_name_says_sie() -> None:
    text = answered(
        "schreib meiner nachbarin frau klein, ob sie morgen ein paket für mich annehmen kann, ich "
        "bin bis 18 Uhr arbeiten",
        "de",
    )
    has_all(text, ("Hallo Frau Klein,", "Morgen kommt ein Paket für mich, und ich bin bis 18 Uhr "
                   "arbeiten.", "Könnten Sie es für mich annehmen?"))  # fmt: skip
    assert "Ich hole es bis 18 Uhr ab" not in text and "[" not in text, text


def test_a_thank_you_for_a_parcel_taken_in_says_so() -> None:
    text = answered("my neighbour took in my parcel, write a thank you text")
    assert "for taking in my parcel" in text and "Took" not in text, text
