"""A German note to a named colleague asked without commas or "dass" ("schick meinem kollegen
tobi ne nachricht ich bin heute ab 15 uhr weg wegen elternabend", "schreib kollege jan ich komm
morgen später wegen zahnarzt") greets them by name and keeps the time and the reason, the bare
noun after "wegen" written as a noun ("wegen Werkstatt"). A no to a birthday do said short
("bday dinner", "b-day bbq", "seine bday party") ends with the birthday wish, in English and
German. A message to one colleague ("meinem kollegen") is no greeting to a group."""

from __future__ import annotations

import pytest

from tests.llm.writing_helpers import answered, has_all


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("schreib an meinen kollegen ole dass ich morgen später komme wegen werkstatt",
         ("Hallo Ole,", "wegen Werkstatt komme ich morgen später")),
        ("nachricht an meinen chef herrn kraus ich bin morgen nicht da wegen umzug",
         ("Hallo Herr Kraus,", "ich bin morgen nicht da wegen Umzug")),
        ("schreib kollege jan ich komm morgen später wegen zahnarzt",
         ("Hallo Jan,", "ich komm morgen später wegen Zahnarzt")),
        ("schick meinem kollegen tobi ne nachricht ich bin heute ab 15 uhr weg wegen elternabend",
         ("Hallo Tobi,", "ich bin heute ab 15 Uhr weg wegen Elternabend")),
        ("sag meiner kollegin jana bescheid dass ich morgen im homeoffice bin wegen handwerker",
         ("Hallo Jana,", "wegen Handwerker bin ich morgen im Homeoffice")),
        ("nachricht an kollege max morgen komme ich später da mein auto in der werkstatt ist",
         ("Hallo Max,", "morgen komme ich später, da mein Auto in der Werkstatt ist")),
    ],
)  # fmt: skip
def test_a_german_note_without_commas_keeps_name_time_and_reason(
    said: str, details: tuple[str, ...]
) -> None:
    has_all(answered(said), details, ("Hallo zusammen", "Bin ich", "wegen werkstatt"))


def test_a_note_to_one_colleague_greets_no_group() -> None:
    has_all(answered("schreib meinem kollegen dass ich später komme"), ("Hallo,",),
            ("Hallo zusammen",))  # fmt: skip


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("write a text saying i can't make it to sarah's bday dinner saturday",
         ("your birthday dinner on Saturday", "Happy birthday!")),
        ("decline jess's bday party invite, i'm away that weekend",
         ("your birthday party", "I'm away that weekend", "Happy birthday!")),
        ("write a polite no to mia's b-day bbq, we have a wedding that day",
         ("your birthday BBQ", "we have a wedding that day", "Happy birthday!")),
        ("help me decline kate's bday party on friday, i've got the flu",
         ("your birthday party on Friday", "Happy birthday!")),
        ("schreib tim dass ich nicht zu seiner bday party am samstag kommen kann, ich muss "
         "arbeiten",
         ("deiner Geburtstagsparty am Samstag", "ich muss arbeiten", "Alles Gute zum Geburtstag!")),
        ("schreib lena dass ich nicht zu ihrer geburtstagsparty kommen kann, bin krank",
         ("deiner Geburtstagsparty", "Alles Gute zum Geburtstag!")),
    ],
)  # fmt: skip
def test_a_no_to_a_birthday_said_short_wishes_happy_birthday(
    said: str, details: tuple[str, ...]
) -> None:
    has_all(answered(said), details)


@pytest.mark.parametrize(
    "said",
    [
        "write a text saying i can't make it to sarah's dinner saturday",
        "schreib nina dass ich nicht zu ihrer einweihungsfeier kommen kann",
    ],
)
def test_a_no_to_another_do_wishes_no_birthday(said: str) -> None:
    has_all(answered(said), (), ("Happy birthday", "Geburtstag!"))
