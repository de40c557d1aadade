"""A German message to a colleague or a friend by name, with what and why: however it is asked
("sag jonas per whatsapp, dass …", "gib meinem kumpel ben bescheid, dass …", "kannst du paul
schreiben, dass …", "nachricht an meine kollegin petra: …"), the text greets them by name in du
form (never "Hallo zusammen"), keeps the time as said and keeps the reason in its own word
order ("…, weil mein Zug ausfällt", not "Weil ausfällt mein Zug"). Words that only look like
such a request ("sag mal ehrlich, dass …", "sag mir, dass …") get no message."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import has_all


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("schreib meiner freundin julia, dass ich heute erst um 9 komme, weil mein zug ausfällt",
         ("Hallo Julia,", "ich komme heute erst um 9", ", weil mein Zug ausfällt.")),
        ("sag jonas per whatsapp, dass ich morgen nicht ins büro komme, weil mein kind krank ist",
         ("Hallo Jonas,", "morgen nicht ins Büro", ", weil mein Kind krank ist.")),
        ("gib meinem kumpel ben bescheid, dass ich heute später komme, weil der bus nicht "
         "gefahren ist", ("Hallo Ben,", "ich komme heute später", "weil der Bus nicht gefahren ist")),
        ("kannst du meinem freund paul schreiben, dass ich später komme, weil ich noch arbeiten "
         "muss", ("Hallo Paul,", "ich komme später, weil ich noch arbeiten muss")),
        ("schreib lisa, dass ich am freitag erst ab 14 uhr kann, weil ich noch beim friseur bin",
         ("Hallo Lisa,", "am Freitag erst ab 14 Uhr", "weil ich noch beim Friseur bin")),
        ("sag tom, dass ich am montag erst um 10 da bin, ich hab nen termin beim zahnarzt",
         ("Hallo Tom,", "ich bin am Montag erst um 10 da", "ich habe einen Termin beim Zahnarzt")),
        ("schick meinem kollegen marco eine nachricht, dass ich heute später da bin wegen eines "
         "arzttermins", ("Hallo Marco,", "wegen eines Arzttermins bin ich heute später da")),
        ("nachricht an meine kollegin petra: ich bin heute im homeoffice wegen der bauarbeiten",
         ("Hallo Petra,", "ich bin heute im Homeoffice wegen der Bauarbeiten")),
        ("sag meinem mitbewohner jan, dass ich heute später heimkomme, weil ich noch zum sport "
         "gehe", ("Hallo Jan,", "ich komme heute später heim", "weil ich noch zum Sport gehe")),
        ("teile meiner kollegin jana mit, dass ich morgen später komme, weil mein auto in der "
         "werkstatt ist", ("Hallo Jana,", "morgen später", "weil mein Auto in der Werkstatt ist")),
        ("richte tom aus, dass ich heute nicht zum training komme, weil ich erkältet bin",
         ("Hallo Tom,", "nicht zum Training", "weil ich erkältet bin")),
    ],
)  # fmt: skip
def test_a_german_message_greets_them_by_name_and_keeps_time_and_reason(
    said: str, details: tuple[str, ...]
) -> None:
    text = known_answer(said, "de")
    assert text is not None, said
    has_all(text, details, never=("Hallo zusammen", "Weil ", "Sie ", "Ihnen"))


def test_nothing_asked_of_a_friend_gets_no_thank_you() -> None:
    text = known_answer("schreib an sarah, dass ich das meeting morgen verschieben muss, weil ich "
                        "krank bin", "de")  # fmt: skip
    assert text is not None
    has_all(text, ("Hallo Sarah,", "verschieben, weil ich krank bin"), never=("Danke!",))


def test_the_boss_by_title_keeps_sie_and_the_reason() -> None:
    text = known_answer(
        "schreib meinem chef herrn müller, dass ich morgen später komme, weil ich zum arzt muss",
        "de",
    )
    assert text is not None
    has_all(text, ("Hallo Herr Müller,", ", weil ich zum Arzt muss.", "Entschuldigen Sie"))


@pytest.mark.parametrize(
    "said",
    [
        "sag mal ehrlich, dass das eine blöde idee war",
        "sag mir, dass alles gut wird",
        "schreib mal was lustiges",
        "schreib zurück, dass ich komme",
        "schreib bitte auf, dass ich morgen zum arzt muss",
        "richte aus, dass ich später komme",
    ],
)
def test_words_that_only_look_like_a_message_get_none(said: str) -> None:
    assert "Hallo" not in (known_answer(said, "de") or "")
