"""Asked what Eddie sees of the user's things, with a worry or two kinds of things at once,
and whether it would write a program itself: the honest line (only what is typed, nothing
looked through, a project and a worker for software). The inbox answered "can you read my
messages? bit worried", and the small model said "I'd code it myself"."""

from __future__ import annotations

import pytest

from brain.engines.second_look import mistaken
from brain.llm.tiny_lines import known_answer
from brain.router.route import Route


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("can you look through my pictures or read my texts? a bit nervous about it", "en",
         "I don't look through your files"),
        ("could you access my files and my emails", "en", "nothing leaves your computer"),
        ("can you see my chats? honestly kinda scared of that", "en", "I only see what you type"),
        ("kannst du meine fotos sehen?", "de", "schaue ich nicht durch"),
    ],
)  # fmt: skip
def test_what_eddie_sees_is_said_honestly(said: str, language: str, part: str) -> None:
    assert part in (known_answer(said, language) or ""), said


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("if i wanted a website for my choir, would you code it all yourself or how does that "
         "work?", "en", "hand the work to a worker"),
        ("would you write the code yourself", "en", "in a sandbox"),
        ("würdest du die app selber programmieren?", "de", "einem Worker"),
    ],
)  # fmt: skip
def test_how_software_gets_built_is_explained(said: str, language: str, part: str) -> None:
    assert part in (known_answer(said, language) or ""), said


@pytest.mark.parametrize(
    "said",
    [
        "can you look at my photo and tell me if it's blurry",  # a picture to judge
        "would you call it a website or an app",  # a question about words
        "how does that work with the tax return",
    ],
)
def test_near_misses_get_no_such_line(said: str) -> None:
    found = known_answer(said, "en") or ""
    assert "I don't look through" not in found and "hand the work to a worker" not in found


def test_a_worried_question_about_messages_is_no_look_at_the_inbox() -> None:
    inbox = Route(decision="act", intent="inbox", target="inbox_list", via="router")
    said = "can you read my messages or my mails? kinda worried about privacy"
    assert mistaken(inbox, said)
    assert not mistaken(inbox, "any new messages for me?")
