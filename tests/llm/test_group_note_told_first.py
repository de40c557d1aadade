"""A note for a group asked for after its details ("quiz is at the anchor, write a short team
reminder for thursday at 8") is the text to send, with the day and time said after it (it was
set as a reminder for the user with the whole sentence as its text); "a reminder message to the
club: …" is one too. A reminder for the user stays a schedule."""

from __future__ import annotations

import pytest

from brain.llm.tiny_group_note import group_note


@pytest.mark.parametrize(
    ("said", "hello", "line"),
    [
        ("quiz is at the anchor, write a short team reminder for thursday at 8", "Hi team!",
         "Quiz is at the anchor on Thursday at 8."),
        ("the match got moved to 11, can you draft a heads-up for the parents", "Hi all!",
         "The match got moved to 11."),
        ("compose a reminder message to the club: fees are due by the 30th", "Hi all!",
         "Fees are due by the 30th."),
        ("das training fällt aus, schreib mir eine kurze erinnerung für die mannschaft",
         "Hallo zusammen!", "Das Training fällt aus."),
    ],
)  # fmt: skip
def test_the_note_says_the_details_told_first(said: str, hello: str, line: str) -> None:
    note = group_note(said)
    assert note is not None, said
    assert hello in note and line in note


@pytest.mark.parametrize(
    "said",
    [
        "the vet is on monday, write me a reminder",
        "i must renew my passport, write a reminder",
        "quiz is at the anchor on thursday",
    ],
)
def test_a_reminder_for_the_user_is_no_group_note(said: str) -> None:
    assert group_note(said) is None
