"""Asked to read or send the user's mail or messages, which Eddie cannot reach offline: one
honest line that it cannot, and the text to copy when there is one to write ("text my dad that
the train is delayed", "schick meinem bruder eine nachricht, dass …") or how to get one
("check my emails and answer my sister", "guck mal in meine mails"). The small model had said
"I'm sorry, but I don't have any emails" or made up what they said. A text asked to be
written, the Vance inbox, a question about what Eddie can do and a worker told something keep
their replies."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import answered, has_all


@pytest.mark.parametrize(
    ("said", "language", "details"),
    [
        ("check my emails and answer my sister", "en",
         ("I can't read or send your email", "your sister's message")),
        ("go through my gmail n tell me if the bank wrote back", "en",
         ("I can't read or send your email", "paste a message here")),
        ("did i get any new mails today", "en", ("I can't read or send your email",)),
        ("guck mal in meine mails", "de", ("kann ich nicht lesen oder verschicken",)),
        ("hab ich neue mails bekommen?", "de", ("kann ich nicht lesen oder verschicken",)),
    ],
)  # fmt: skip
def test_mail_to_read_gets_the_honest_line_and_an_offer(
    said: str, language: str, details: tuple[str, ...]
) -> None:
    has_all(known_answer(said, language) or "", details, ("inbox holds", "Posteingang"))


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("text my dad that the train is delayed",
         ("I can't send texts or emails myself", "Hi Dad", "The train is delayed")),
        ("shoot my flatmate a message saying the rent is due friday",
         ("I can't send texts or emails myself", "rent is due Friday")),
        ("whatsapp my sister that dinner is at 7", ("I can't send", "Dinner is at 7")),
        ("schick meinem bruder eine nachricht, dass ich um 8 da bin",
         ("Verschicken kann ich selbst nichts", "ich bin um 8 da")),
    ],
)  # fmt: skip
def test_a_text_to_send_gets_the_honest_line_and_the_text(
    said: str, details: tuple[str, ...]
) -> None:
    has_all(answered(said), details)


def test_nothing_to_say_yet_gets_an_offer_to_write_it() -> None:
    has_all(answered("email my boss"), ("I can't send", "Tell me what it should say"))


@pytest.mark.parametrize(
    "said",
    ["write a text to my dad saying the train is delayed", "can you send emails for me"],
)
def test_a_text_asked_to_be_written_or_what_eddie_can_do_keeps_its_reply(said: str) -> None:
    answer = answered(said)
    assert "I can't send texts or emails myself" not in answer, answer


@pytest.mark.parametrize(
    "said", ["check my inbox", "message the research worker that the deadline moved"]
)
def test_the_vance_inbox_and_a_worker_are_no_mail(said: str) -> None:
    assert known_answer(said, "en") is None
