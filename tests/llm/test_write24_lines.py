"""Short texts of the twenty-first session, in words of their own: a German note that one comes
later, said with colloquial words ("nem", "ner", "so ne stunde", "ca"), written as one clean
sentence; captions for a pet without a name that use the scene told (asleep on the sofa); one
short line for a round birthday card with a nod to the hobby; how to say no to someone with
the situation told gives the advice and a ready reply (English and German). Near misses keep
their old answers."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def _answer(said: str, language: str = "en") -> str:
    return known_answer(said, language) or ""


# --- a German note that one comes later ----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "sentence"),
    [
        ("schreib meinem chef kurz was dass ich morgen wegen nem termin beim hautarzt ca ne halbe stunde später komme",
         "ich komme morgen wegen eines Hautarzttermins etwa eine halbe Stunde später."),
        ("schreib mal was an meine chefin dass ich übermorgen wegen ner fortbildung so ne stunde später da bin",
         "ich komme übermorgen wegen einer Fortbildung etwa eine Stunde später."),
        ("schreib meiner kollegin dass ich heute wegen dem stau so 20 min später bin",
         "ich komme heute wegen des Staus etwa 20 Minuten später."),
        ("sag meinem teamleiter per nachricht dass ich morgen wegen eines handwerkers 'n paar minuten später komme",
         "ich komme morgen wegen eines Handwerkers ein paar Minuten später."),
    ],
)  # fmt: skip
def test_a_german_late_note_is_one_clean_sentence(said: str, sentence: str) -> None:
    answer = _answer(said, "de")
    assert sentence in answer, answer
    for colloquial in (" nem ", " Nem ", " ner ", " ne ", " so ne "):
        assert colloquial not in answer, answer


def test_a_german_late_note_to_the_boss_ends_with_regards() -> None:
    answer = _answer(
        "schreib meinem chef dass ich morgen wegen nem zahnarzttermin später komme", "de"
    )
    assert "ich komme morgen wegen eines Zahnarzttermins später." in answer, answer
    assert answer.rstrip("“").endswith("Viele Grüße"), answer


def test_a_german_late_note_without_a_reason_keeps_its_answer() -> None:
    answer = _answer("schreib meiner chefin dass ich morgen später komme", "de")
    assert "ich komme morgen später." in answer, answer


# --- captions for a pet without a name ----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("got a snap of my cat curled up asleep on the windowsill, need a caption", "en",
         ("the windowsill", "nap")),
        ("caption for my puppy napping under the kitchen table", "en",
         ("under the kitchen table", "Do not disturb")),
        ("instagram caption for my rabbit chilling in the garden", "en", ("in the garden",)),
        ("bildunterschrift für meine katze die im wäschekorb schläft", "de",
         ("Nickerchen im Wäschekorb",)),
    ],
)  # fmt: skip
def test_a_pet_caption_uses_the_scene(said: str, language: str, has: tuple[str, ...]) -> None:
    answer = _answer(said, language)
    for part in has:
        assert part in answer, answer


def test_a_pet_caption_with_nothing_told_keeps_the_stock_lines() -> None:
    answer = _answer("caption for my cat photo")
    assert answer and "nap in progress" not in answer


def test_a_named_pet_caption_keeps_its_name() -> None:
    answer = _answer("caption for my dog rex asleep on the porch")
    assert "Rex" in answer, answer


# --- one line for a round birthday card ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("just a one-liner for my brother's 30th card, he's obsessed with golf", "en",
         ("Happy 30th!", "birdies")),
        ("one line for my aunt's 70th birthday card please, she loves gardening", "en",
         ("Happy 70th!", "garden")),
        ("a short line for my best mate's 40th card, he's crazy about bouldering", "en",
         ("Happy 40th!", "heights")),
        ("one sentence for my cousin's 21st card, she loves knitting", "en",
         ("Happy 21st!", "knitting")),
        ("ein satz für die karte zum 60. von meinem onkel, er ist verrückt nach angeln", "de",
         ("Alles Gute zum 60.!", "anbeißt")),
    ],
)  # fmt: skip
def test_one_line_for_a_birthday_card(said: str, language: str, has: tuple[str, ...]) -> None:
    answer = _answer(said, language)
    for part in has:
        assert part in answer, answer
    quoted = answer.split("\n\n", 1)[1]
    assert "\n" not in quoted and len(quoted) < 110, answer


def test_a_whole_birthday_card_keeps_its_text() -> None:
    answer = _answer("write a birthday card for my uncle's 50th, he loves sailing")
    assert "Here's a text for the card" in answer and "Lots of love" in answer, answer


# --- how to say no, with the situation told ------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("what's the nicest way to turn down my flatmate, she wants me to cover her bar shift on friday but i can't",
         "en", ("say no clearly", "I can't cover your bar shift on Friday", "find someone")),
        ("how can i politely decline my neighbour who asked me to feed his fish next week, i'm away",
         "en", ("say no clearly", "I can't feed your fish next week", "I'm away")),
        ("wie sage ich meinem kumpel nett ab, er will dass ich seinen umzug am samstag mache, ich kann aber nicht",
         "de", ("klar absagen", "deinen Umzug am Samstag kann ich leider nicht machen")),
    ],
)  # fmt: skip
def test_saying_no_with_a_situation_gives_a_reply(
    said: str, language: str, has: tuple[str, ...]
) -> None:
    answer = _answer(said, language)
    for part in has:
        assert part in answer, answer


def test_saying_no_without_a_situation_keeps_the_advice() -> None:
    answer = _answer("how can i politely say no to people at work")
    assert "say no" in answer and '"Hi' not in answer, answer
