"""Three kinds of answers the offline default got wrong: a privacy question that names
"my messages" went to the inbox ("The inbox is empty."), news of a test passed or a training
finished got a congratulation that never named it, and a guess said after a fact question
("… is it the rhine") was neither confirmed nor corrected."""

from __future__ import annotations

import pytest

from brain.engines.second_look import mistaken
from brain.llm.tiny_lines import known_answer
from brain.router.route import Route

_INBOX = Route(decision="act", intent="inbox", target="inbox_list", via="router")


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("do you pass my messages on to anyone?", "en"),
        ("r my chats sent to google or some company", "en"),
        ("does eddie upload my messages somewhere, privacy wise", "en"),
        ("schickst du meine nachrichten irgendwohin weiter?", "de"),
    ],
)
def test_where_messages_go_is_answered_not_the_inbox(said: str, language: str) -> None:
    assert mistaken(_INBOX, said), said
    reply = known_answer(said, language) or ""
    assert "SQLite" in reply, reply


@pytest.mark.parametrize(
    "said", ["any new messages for me?", "show me my messages", "send my messages to the printer"]
)
def test_messages_to_read_still_open_the_inbox(said: str) -> None:
    assert not mistaken(_INBOX, said)


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("omg i just passed my nursing exam!!", "en", "on passing your nursing exam"),
        ("passed probation at the new place today", "en", "on passing probation"),
        ("finally completed my electrician apprenticeship", "en",
         "on completing your electrician apprenticeship"),
        ("we cleared the citizenship test yesterday!", "en", "on passing the citizenship test"),
        ("hab heute meine meisterprüfung bestanden", "de", "du hast deine Meisterprüfung bestanden"),
        ("ratet mal, wir haben unsere theorieprüfung geschafft", "de",
         "ihr habt eure Theorieprüfung geschafft"),
    ],
)  # fmt: skip
def test_a_test_passed_is_named_in_the_congratulations(said: str, language: str, part: str) -> None:
    reply = known_answer(said, language) or ""
    assert part in reply, reply


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("my uncle passed away on sunday", "en"),
        ("i hope i pass my exam tomorrow", "en"),
        ("didn't pass the driving test again", "en"),
        ("she passed the ball to me and i scored", "en"),
        ("hab die prüfung leider nicht bestanden", "de"),
    ],
)
def test_no_test_passed_gets_no_such_line(said: str, language: str) -> None:
    reply = known_answer(said, language) or ""
    assert "Congratulations on passing" not in reply and "bestanden! 🎉" not in reply, reply


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("my best friend had twins last night!!", "en", "twins!"),
        ("our neighbours welcomed healthy triplets", "en", "twins!"),
        ("im a grandma now!!", "en", "a new little one"),
        ("bin jetzt offiziell onkel", "de", "Familienmitglied"),
        ("die zwillinge meiner cousine sind heute geboren", "de", "Zwillinge!"),
    ],
)
def test_babies_born_in_the_family_get_their_line(said: str, language: str, part: str) -> None:
    reply = known_answer(said, language) or ""
    assert part in reply, reply


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("which river is the longest one in europe, is it the rhine", "en", "No, not the Rhine."),
        ("how many bones does an adult have? is it 212", "en", "No, not 212."),
        ("how many bones does an adult have, is it 206", "en", "Yes:"),
    ],
)
def test_a_guess_after_a_fact_question_is_answered(said: str, language: str, part: str) -> None:
    reply = known_answer(said, language) or ""
    assert reply.startswith(part), reply


@pytest.mark.parametrize(
    "said",
    ["which river is the longest one in europe, is that true", "how many bones does an adult have"],
)
def test_no_guess_no_yes_or_no(said: str) -> None:
    reply = known_answer(said, "en") or ""
    assert reply and not reply.startswith(("Yes:", "No, not")), reply
