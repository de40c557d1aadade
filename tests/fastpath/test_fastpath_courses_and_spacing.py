"""Everyday counts in phrasings written for this file (English and German, lowercase, typos, chat
before the question): the pills a course of medicine takes (loose_doses), things set at even
spacing along a length or round a loop (loose_spacing), and how long a supply lasts with its
units put alike (loose_supply). Near misses share the words but must not be taken."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from tests.fastpath.fastpath_helpers import NOW, answer_to


def _rule(said: str, language: str = "en") -> str | None:
    found = FastPath.bundled().match(said, language=language, now=NOW)
    return None if found is None else found.rule


# --- doses over a course ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("one pill every 6 hours for 5 days, how many pills", "en", "5 days × 24 h ÷ 6 h = 20 pills."),
        ("ugh the vet gave us antibiotics for the cat. one tablet every 12 hours for 10 days. how"
         " many tablets is that in total?", "en", "10 days × 24 h ÷ 12 h = 20 tablets."),
        ("twice a day for two weeks, how many tablets do i need", "en", "2 a day × 14 days = 28 tablets."),
        ("3 times daily for 10 days how many pills", "en", "3 a day × 10 days = 30 pills."),
        ("every 12 hours for a week, how many doses", "en", "7 days × 24 h ÷ 12 h = 14 doses."),
        ("doc says 1 capsule evry 8 hrs for 5 days, how many capsules do i need", "en", "= 15 capsules."),
        ("so i'm on prednisone, 3 tabs daily for 14 days - how many tabs total?", "en",
         "3 a day × 14 days = 42 tablets."),
        ("the doc said 2 tablets 3 times a day for a week, how many tablets", "en",
         "3 a day × 7 days = 21 doses × 2 tablets = 42 tablets."),
        ("how many pills do i need if i take 2 twice a day for 3 weeks", "en",
         "2 a day × 21 days = 42 doses × 2 pills = 84 pills."),
        ("5 ml three times a day for a week, how much syrup", "en", "21 doses × 5 ml = 105 ml."),
        ("amoxicillin 500 mg every 8 hours for 7 days, how many capsules", "en", "= 21 capsules."),
        ("half a tablet every other day for 4 weeks how many tablets", "en",
         "28 days ÷ 2 = 14 doses × ½ tablet = 7 tablets."),
        ("every 5 hours for 2 days how many doses", "en",
         "2 days × 24 h ÷ 5 h = 9.6, so 10 doses (the first at the start)."),
        ("2 puffs morning and evening for 30 days, how many puffs", "en", "= 120 puffs."),
        ("i take vitamin d once a week for 12 weeks, how many capsules", "en",
         "1 a week × 12 weeks = 12 capsules."),
        ("alle 8 Stunden eine Tablette, 4 Tage lang, wie viele Tabletten", "de",
         "4 Tage × 24 h ÷ 8 h = 12 Tabletten."),
        ("Der Arzt hat gesagt dreimal täglich eine Tablette, zehn Tage lang. Wie viele Tabletten"
         " brauche ich insgesamt?", "de", "3 am Tag × 10 Tage = 30 Tabletten."),
        ("dreimal täglich 2 Tabletten für 10 Tage, wie viele brauche ich?", "de",
         "30 Einnahmen × 2 Tabletten = 60 Tabletten."),
        ("mein sohn bekommt alle 6 stunden 5 ml saft, 3 tage lang, wie viel ml brauchen wir", "de",
         "3 Tage × 24 h ÷ 6 h = 12 Einnahmen × 5 ml = 60 ml."),
    ],
)  # fmt: skip
def test_the_doses_a_course_takes(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "remind me every 8 hours to take a pill",  # a schedule, not a sum
        "i take one pill every 6 hours",  # nothing asked
        "every 8 hours, took the first one at 7:30am, when are the next 3",  # the times
        "one pill every 6 hours, first at 8am, how many by 10pm",  # counted up to a time
        "i have 20 pills and take 2 a day, how many days will they last",  # a supply
        "how many days until christmas",
        "i sleep 8 hours a day, how many hours in a week",
        "the antibiotics cost 12 euros, 2 a day for a week, how much",
    ],
)
def test_near_misses_are_not_a_course(said: str) -> None:
    assert _rule(said) != "loose_dose_course"


# --- things at even spacing -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("a 30 m hedge with a plant every 1.5 m including both ends, how many plants", "en",
         "30 m ÷ 1.5 m = 20 gaps; + 1 for both ends = 21 plants."),
        ("30 m hedge, plant every 1.5 m between the ends, how many plants", "en",
         "− 1 without the ends = 19 plants."),
        ("around a round pond 40 m, a lamp every 4 m, how many lamps", "en",
         "40 m ÷ 4 m = 10 lamps (a closed loop has as many as gaps)."),
        ("we're fencing the paddock: 120 m long side, a post every 2.5 m incl both ends. how many"
         " posts?", "en", "= 48 gaps; + 1 for both ends = 49 posts."),
        ("hey, quick one - i want a lavender hedge 12m long with plants 40cm apart. how many"
         " plants?", "en", "12 m = 1,200 cm ÷ 40 cm = 30 gaps; + 1 for both ends = 31 plants."),
        ("how many trees if we plant one every 8 m along a 400 m avenue, not counting the ends",
         "en", "− 1 without the ends = 49 trees."),
        ("markers every 250 m along a 5 km route, how many markers", "en",
         "5 km = 5,000 m ÷ 250 m = 20 gaps; + 1 for both ends = 21 markers."),
        ("there's a circular running track of 400 m and we want a flag every 20 m, how many flags",
         "en", "= 20 flags (a closed loop"),
        ("fence posts around a 20 by 10 m garden, one every 2 m, how many posts", "en",
         "2 × (20 m + 10 m) = 60 m round; 60 m ÷ 2 m = 30 posts"),
        ("a round flower bed 10 m across, a plant every 2 m around the edge, how many plants",
         "en", "π × 10 m ≈ 31.42 m round;"),
        ("31 m hedge, a plant every 1.5 m, how many plants", "en",
         "≈ 20.67, so 21 gaps (at most 1.5 m each); + 1 for both ends = 22 plants."),
        ("trees on both sides of a 200 m road every 10 m, how many trees", "en",
         "= 21 a side; × 2 = 42 trees."),
        ("Eine 30 m lange Hecke, alle 1,5 m eine Pflanze, wie viele Pflanzen brauche ich?", "de",
         "30 m ÷ 1,5 m = 20 Abstände; + 1 für beide Enden = 21 Pflanzen."),
        ("um den runden Teich (40 m Umfang) soll alle 4 m eine Laterne, wie viele Laternen", "de",
         "= 10 Laternen (im geschlossenen Kreis so viele wie Abstände)."),
        ("zwischen zwei Bäumen 12 m, alle 2 m ein Pfosten dazwischen, wie viele Pfosten", "de",
         "− 1 ohne die Enden = 5 Pfosten."),
        ("wir pflanzen eine hecke, 25 meter, alle 50 cm eine pflanze, wie viele pflanzen brauchen"
         " wir", "de", "25 m = 2.500 cm ÷ 50 cm = 50 Abstände; + 1 für beide Enden = 51 Pflanzen."),
        ("Zaunpfosten im Abstand von 2,5 m auf 40 m Länge, wie viele Pfosten?", "de", "= 17 Pfosten."),
    ],
)  # fmt: skip
def test_things_at_even_spacing(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "plant a tree every 2 m",  # nothing asked
        "the fence is 30 m, how much does it cost at 12 per metre",
        "i walk 5 km every day, how many km a week",
        "how many metres of fence for a 20 by 10 m garden",  # no spacing: the fence reader's
        "remind me to plant the hedge every 1.5 m along the 30 m path",
    ],
)
def test_near_misses_are_not_spacing(said: str) -> None:
    assert _rule(said) != "loose_spaced"


# --- how long a supply lasts ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("eats 350 g a day, bag is 15 kg, how many full days", "en",
         "15 kg = 15,000 g; 15,000 g ÷ 350 g a day = 42.86 → 42 full days (300 g left over)."),
        ("the dog eats 350 g a day, bag is 15 kg, how long does it last", "en",
         "≈ 42.9 days (42 full days, 300 g left over)."),
        ("200 ml a day from a 1.5 l bottle, how many days", "en",
         "1.5 l = 1,500 ml; 1,500 ml ÷ 200 ml a day ≈ 7.5 days (7 full days"),
        ("my cat eats 70g a day, the bag is 2 kg, how many whole days does it last", "en",
         "= 28.57 → 28 full days (40 g left over)."),
        ("she eats 50 g a day and i have 500 g left, how many days", "en",
         "500 g ÷ 50 g a day = 10 days."),
        ("pack of 28 tablets, 2 a day, how many days", "en", "28 ÷ 2 a day = 14 days."),
        ("3 tablets twice a day, box of 60, how many days", "en", "60 ÷ 6 a day = 10 days."),
        ("one tablet every 8 hours, pack of 30, how many days does it last", "en",
         "30 ÷ 3 a day = 10 days."),
        ("the generator uses 4.5 l of fuel a day and the tank holds 60 litres, how many days", "en",
         "60 l ÷ 4.5 l a day ≈ 13.3 days (13 full days, 1.5 l left over)."),
        ("we use 1.5 kg of coffee a week, 5 kg bag, how many weeks", "en",
         "5 kg ÷ 1.5 kg a week ≈ 3.3 weeks (3 full weeks"),
        ("eats 350 g a day, bag is 15 kg, how many weeks", "en", "÷ 7 ≈ 6.1 weeks (6 full weeks)."),
        ("the baby uses 8 nappies a day, a box has 90, how long will it last", "en",
         "90 ÷ 8 a day ≈ 11.2 days (11 full days"),
        ("Der Hund frisst 350 g am Tag, der Sack hat 15 kg, wie viele volle Tage reicht das?", "de",
         "15 kg = 15.000 g; 15.000 g ÷ 350 g pro Tag = 42,86 → 42 volle Tage (300 g übrig)."),
        ("eine Packung mit 100 Tabletten, ich nehme 3 pro Tag, wie lange reicht die?", "de",
         "100 ÷ 3 pro Tag ≈ 33,3 Tage (33 volle Tage"),
        ("Der Tank fasst 45 Liter, die Heizung verbraucht 2,5 Liter am Tag, wie viele Tage?", "de",
         "45 l ÷ 2,5 l pro Tag = 18 Tage."),
    ],
)  # fmt: skip
def test_how_long_a_supply_lasts(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "how many days until christmas",
        "i drink 2 l of water a day, how much in a week",
        "eats 350 g a day, how much per month",
        "the bag is 15 kg and costs 40 euros, she eats 350 g a day, how much a day",
        "remind me every day to feed the dog 350 g",
    ],
)
def test_near_misses_are_not_a_supply(said: str) -> None:
    assert _rule(said) != "loose_lasts"
