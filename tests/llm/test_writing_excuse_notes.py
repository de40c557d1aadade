"""A note excusing the user's child from school, a class or practice, in phrasings of their own
(to a coach or a teacher by name, to the school or the club, "excusing X from Y", told after
"that", a colon or the request, English and German): the child's name, the day and the reason
appear, a teacher is asked to excuse the absence, and the note is signed only with a name the
user gave. Near misses (news, a how-to, a reminder, the user's own absence) get no such note."""

from __future__ import annotations

import pytest

from brain.llm.tiny_excuse import excuse_note
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
        ("write a note to coach Miller that Emma can't come to practice on Wednesday because she "
         "has a dentist appointment",
         ("Hi Coach Miller,", "Emma can't come to practice on Wednesday because she has a "
          "dentist appointment.", "Thanks for understanding!")),
        ("note to the teacher excusing Ben from school on Friday because he has a fever, from Sarah",
         ("Please excuse Ben from school on Friday, because he has a fever.",
          "Kind regards,\nSarah")),
        ("please write an excuse note for my son Leo, he'll miss swim class on Thursday because of "
         "a family wedding. I'm Anna Becker",
         ("Leo will miss swim class on Thursday because of a family wedding.",
          "Please excuse his absence.", "Kind regards,\nAnna Becker")),
        ("can you write to Mrs Patel that Mia won't be in school tomorrow, she has the flu",
         ("Dear Mrs. Patel,", "Mia won't be in school tomorrow.", "She has the flu.",
          "Please excuse her absence.")),
        ("email the football coach: Jonas can't make training on Tuesday, we're away visiting his "
         "grandparents",
         ("Subject: Jonas can't make training on Tuesday", "We're away visiting his grandparents.")),
        ("need a message for my daughter's dance teacher, Chloe will miss ballet on Saturday "
         "because she has a birthday party",
         ("Chloe will miss ballet on Saturday because she has a birthday party.",)),
        ("write a note excusing my daughter Ava from PE on Monday, she sprained her ankle",
         ("Please excuse Ava from PE on Monday.", "She sprained her ankle.")),
        ("Can you write the club a note that Finn has to miss Saturday's match because we're on "
         "holiday until the 20th?",
         ("Finn has to miss Saturday's match because we're on holiday until the 20th.",)),
        ("write an absence note for school, my son Tom was off sick yesterday with a stomach bug, "
         "signed David Jones",
         ("My son Tom was off sick yesterday with a stomach bug.", "Kind regards,\nDavid Jones")),
    ],
)  # fmt: skip
def test_an_excuse_note_names_the_child_the_day_and_the_reason(
    asked: str, details: tuple[str, ...]
) -> None:
    text = answered(asked)
    has_all(text, details)
    assert "[" not in text and "from Sarah" not in text and "I'm Anna" not in text, text


def test_an_unsigned_note_ends_without_a_signature_line() -> None:
    text = answered("text the swim coach that noah won't be at training tonight, he's got a cold")
    has_all(text, ("Hi Coach,", "Noah won't be at training tonight.", "He's got a cold."))
    assert text.rstrip('"').endswith("Thanks for understanding!"), text


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("schreib eine entschuldigung für die schule, meine tochter lena war am montag krank, von "
         "thomas müller",
         ("Meine Tochter Lena war am Montag krank.", "Bitte entschuldigen Sie ihr Fehlen.",
          "Mit freundlichen Grüßen\nThomas Müller")),
        ("kannst du dem trainer schreiben, dass paul am mittwoch nicht zum training kommen kann, "
         "weil er einen arzttermin hat",
         ("Paul kann am Mittwoch nicht zum Training kommen, weil er einen Arzttermin hat.",)),
        ("Entschuldigung für Frau Schmidt: Ben fehlt am Freitag wegen Fieber. Gruß Sarah",
         ("Sehr geehrte Frau Schmidt,", "Ben fehlt am Freitag wegen Fieber.", "Grüßen\nSarah")),
        ("schreib der lehrerin, dass mia morgen nicht in die schule kommt, sie hat grippe",
         ("Mia kommt morgen nicht in die Schule.", "Sie hat Grippe.", "ihr Fehlen")),
        ("nachricht an den schwimmtrainer: noah kann heute nicht zum training, er ist erkältet",
         ("Noah kann heute nicht zum Training.", "Er ist erkältet.")),
    ],
)  # fmt: skip
def test_a_german_excuse_note(asked: str, details: tuple[str, ...]) -> None:
    text = answered(asked, "de")
    has_all(text, details)
    assert "[" not in text and "Gruß Sarah" not in text and "von thomas" not in text, text


@pytest.mark.parametrize(
    "said",
    [
        "Emma can't come to practice on Wednesday",
        "how do I excuse my child from school",
        "remind me to write an excuse note for Ben on Friday",
        "write a note to my teacher that I can't come to class tomorrow",
        "entschuldigung schreiben an meine freundin, hilfe",
        "my son is sick, write a message to his teacher",
        "write a message to the vet, my dog needs his jabs, can we come friday",
    ],
)
def test_no_excuse_note_in_a_near_miss(said: str) -> None:
    assert excuse_note(said) is None
