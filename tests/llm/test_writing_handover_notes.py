"""A note handing work over to a colleague while the user is away, in phrasings of their own (to a
colleague by name, to the team, "handover email to …:", "asking her to take over …", German
"Übergabe-Mail an …", "schreib meiner kollegin …, dass sie … übernimmt"): when the user is away,
what the colleague takes over (asked of them), where things are and whom to ask all appear, one
line each; an email gets a subject; no gap in brackets. Near misses (an out-of-office reply,
news, a reminder, a how-to) get no handover."""

from __future__ import annotations

import pytest

from brain.llm.tiny_handover import handover_note
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
        ("write a note to my colleague Jan handing over the Miller report while I'm on holiday "
         "next two weeks, the draft is in the shared folder",
         ("Hi Jan,", "I'm on holiday for the next two weeks.",
          "- Could you take over the Miller report?", "- The draft is in the shared folder.")),
        ("handover email to Priya: I'm off from 1 to 15 August, she's covering the client calls, "
         "the contract notes are in Drive, urgent stuff goes to my manager Tom",
         ("Subject: Handover while I'm away", "Hi Priya,", "I'm off from 1 to 15 August.",
          "- You're covering the client calls.", "- The contract notes are in Drive.",
          "- Urgent stuff goes to my manager Tom.")),
        ("can you write a handover message for Ben, I'm on leave next week, he needs to send the "
         "invoices on Friday and answer the support inbox, the passwords are in the vault",
         ("Hi Ben,", "I'm on leave next week.",
          "- You need to send the invoices on Friday and answer the support inbox.",
          "- The passwords are in the vault.")),
        ("help me write an email to my team about who covers what while I'm on vacation: Anna "
         "takes the weekly report, Luis handles client questions, back on the 22nd",
         ("Hi all,", "I'm back on the 22nd.", "- Anna takes the weekly report.",
          "- Luis handles client questions.")),
        ("draft a message to my coworker Sarah asking her to take over the Hoffmann account while "
         "I'm away next week, all the files are in the Hoffmann folder, call me only if it's urgent",
         ("Hi Sarah,", "I'm away next week.", "- Could you take over the Hoffmann account?",
          "- All the files are in the Hoffmann folder.", "- Call me only if it's urgent.")),
    ],
)  # fmt: skip
def test_a_handover_says_when_what_and_where(asked: str, details: tuple[str, ...]) -> None:
    text = answered(asked)
    has_all(text, details)
    assert "[" not in text and "who covers what" not in text.lower(), text


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("schreib eine übergabe-mail an meinen kollegen jan, ich bin ab montag zwei wochen im "
         "urlaub, er übernimmt den müller-bericht, der entwurf liegt im geteilten ordner",
         ("Betreff: Übergabe", "Hallo Jan,", "ich bin ab Montag zwei Wochen im Urlaub.",
          "- Könntest du in der Zeit den Müller-Bericht übernehmen?",
          "- Der Entwurf liegt im geteilten Ordner.")),
        ("kannst du eine übergabenotiz für meine kollegin lisa schreiben, ich bin nächste woche "
         "nicht da, sie kümmert sich um die rechnungen, die zugangsdaten liegen im tresor",
         ("Hallo Lisa,", "ich bin nächste Woche nicht da.",
          "- Könntest du dich in der Zeit um die Rechnungen kümmern?",
          "- Die Zugangsdaten liegen im Tresor.")),
        ("schreib meiner kollegin anna, dass sie während meines urlaubs vom 1. bis 15. august die "
         "kundenanfragen übernimmt, die unterlagen sind im teams-ordner",
         ("Hallo Anna,", "- Könntest du während meines Urlaubs vom 1. bis 15. August die "
          "Kundenanfragen übernehmen?", "- Die Unterlagen sind im Teams-Ordner.")),
    ],
)  # fmt: skip
def test_a_german_handover_asks_the_colleague(asked: str, details: tuple[str, ...]) -> None:
    text = answered(asked, "de")
    has_all(text, details)


@pytest.mark.parametrize(
    "said",
    [
        "write an out of office reply, im away from 3 to 14 march, contact sara for urgent things",
        "I'm on holiday next week",
        "remind me to hand over the report before my holiday",
        "how do I write a good handover note",
        "my colleague is covering for me next week",
    ],
)
def test_no_handover_in_a_near_miss(said: str) -> None:
    assert handover_note(said) is None
