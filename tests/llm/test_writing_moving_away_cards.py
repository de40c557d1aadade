"""A farewell card for someone moving away is written to them by name, says where they go and
how long they were near ("after 18 years next door", "nach 30 jahren nebenan"), thanks them
and says they will be missed (English and German, a neighbour thanked as one). A leaving or
retirement card keeps a deed told without "he" or "she", in the past tense or after "always"
(", always organised the team lunches" → "always organising the team lunches"; ", hat immer
den grill angeworfen" → "dass du immer den Grill angeworfen hast"), and years told without a
comma before it. Moving on to a new job, moving in, a "moving" card and a birthday with a move
are no move away; "i always forget" is no deed of theirs."""

from __future__ import annotations

import pytest

from tests.llm.writing_helpers import answered, has_all


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("can you write a card for our neighbour mrs patel, she's moving to leeds after 18 "
         "years next door",
         ("Dear Mrs. Patel,", "We can hardly believe you're moving to Leeds!",
          "After 18 years next door, it won't be the same without you.",
          "such a wonderful neighbour", "all the best in Leeds", "You'll be so missed!")),
        ("goodbye card for my neighbour tomas who is moving back to brazil",
         ("Dear Tomas,", "you're moving back to Brazil!", "all the best in Brazil",
          "You'll be so missed!")),
        ("leaving card for ines, she's off to lisbon, 7 years with us, always organised the "
         "team lunches",
         ("Dear Ines,", "moving to Lisbon", "After 7 years with us",
          "especially for always organising the team lunches", "You'll be so missed!")),
        ("card for mike from upstairs, he's emigrating to australia, he always helped carry my "
         "shopping",
         ("Dear Mike,", "moving to Australia", "such a wonderful neighbour",
          "always helping carry my shopping")),
        ("farewell card for the kowalskis, they're relocating to poland after 12 years on our "
         "street",
         ("moving to Poland", "After 12 years on our street", "such wonderful neighbours")),
        ("abschiedskarte für unseren nachbarn herrn kaya, er zieht nach 30 jahren nebenan "
         "zurück in die türkei",
         ("Lieber Herr Kaya,", "dass Sie in die Türkei ziehen!", "Nach 30 Jahren nebenan",
          "Neuanfang in der Türkei", "Sie werden uns sehr fehlen!")),
        ("karte für meine nachbarin gabi, sie zieht weg, hat immer unsere blumen gegossen",
         ("Liebe Gabi,", "dass du wegziehst!", "Danke für die schöne Nachbarschaft",
          "dass du immer unsere Blumen gegossen hast", "Du wirst uns sehr fehlen!")),
        ("schreib eine karte für unsere nachbarn, die nach 25 jahren nach spanien auswandern",
         ("dass Sie nach Spanien ziehen!", "Nach 25 Jahren als Nachbarn", "Neuanfang in Spanien")),
        ("need a card for my neighbour joan shes moving to her daughters in devon after 35 yrs "
         "next door",
         ("Dear Joan,", "you're moving away!", "After 35 years next door")),
        ("card for mrs green from number 12, she's moving to a care home in york",
         ("Dear Mrs. Green,", "you're moving to a care home!", "all the best in your new home")),
        ("schreib eine abschiedskarte für frau lindner, sie zieht nach 9 jahren nach münchen",
         ("Liebe Frau Lindner,", "dass Sie nach München ziehen!", "Nach 9 Jahren",
          "Neuanfang in München", "Sie werden mir sehr fehlen!")),
    ],
)  # fmt: skip
def test_a_card_for_someone_moving_away_says_where_and_how_long(
    asked: str, details: tuple[str, ...]
) -> None:
    has_all(answered(asked), details, ("Dear Poland", "Lieber Unseren", "Her Daughters"))


@pytest.mark.parametrize(
    ("asked", "details", "never"),
    [
        ("leaving card for tom, always stayed late to help the new guys",
         ("Dear Tom,", "especially for always staying late to help the new guys"), ()),
        ("retirement card for linda, 32 years at the library, never once missed a story hour",
         ("After 32 years at the library", "Thank you for never once missing a story hour!"), ()),
        ("farewell card for ana 6 years here always covered my shifts",
         ("Thank you for 6 great years here.", "especially for always covering my shifts"), ()),
        ("retirement card for pete, 40 years on the buses, always had a joke for everyone",
         ("After 40 years on the buses", "Thank you for always having a joke for everyone!"), ()),
        ("retirement card for sue 25 years here she always baked for birthdays",
         ("After 25 years here,", "Thank you for always baking for birthdays!"), ()),
        ("ruhestandskarte für bernd 30 jahre dabei hat immer den grill angeworfen",
         ("Nach 30 Jahren", "dass du immer den Grill angeworfen hast"), ()),
        ("abschiedskarte für petra nach 12 jahren bei uns sie hat immer kuchen gebacken",
         ("Danke für 12 schöne Jahre bei uns.", "dass du immer Kuchen gebacken hast"),
         ("Hat immer",)),
    ],
)  # fmt: skip
def test_a_deed_told_without_a_subject_or_a_comma_is_thanked_for(
    asked: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered(asked), details, never)


@pytest.mark.parametrize(
    "asked",
    [
        "card for helmut, he's moving on to a new job",
        "card for my sister, she's moving in with her boyfriend",
        "birthday card for my dad, he's moving to spain next month",
        "write a moving farewell card for our boss",
    ],
)
def test_no_move_away_no_move_lines(asked: str) -> None:
    from brain.llm.tiny_lines import known_answer

    assert "hardly believe" not in (known_answer(asked, "en") or "")


@pytest.mark.parametrize(
    "asked",
    ["leaving card for jo, i always forget her birthday", "retirement card for ken, often late"],
)
def test_the_users_own_habit_is_no_deed_of_theirs(asked: str) -> None:
    answer = answered(asked)
    assert "forgetting" not in answer and "especially for" not in answer, answer
