"""Something done so often over a while, counted or added up (loose_tally), a pace per day that
is no amount left (loose_pace), and a supply asked in months (loose_supply), in phrasings
written for this file, English and German. Near misses: doses, reminders, a payday asked, an
amount a period the rules already answer, a thing never said."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from tests.fastpath.fastpath_helpers import NOW, answer_to


def _rule(said: str, language: str = "en") -> str | None:
    found = FastPath.bundled().match(said, language=language, now=NOW)
    return None if found is None else found.rule


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("i run 5 km 3 times a week for 4 weeks, how many km", "en",
         "3 a week × 4 weeks = 12 times; 12 × 5 km = 60 km."),
        ("training plan: 8k runs 3x a week for the next 6 weeks. how many km total?", "en",
         "3 a week × 6 weeks = 18 times; 18 × 8 km = 144 km."),
        ("every 2 weeks i get paid 1500, how much a year", "en",
         "52 weeks ÷ 2 = 26 pay periods; 26 × 1,500 = 39,000 a year."),
        ("my paycheck is $1,850 biweekly, whats that per year", "en",
         "26 pay periods; 26 × 1,850 = 48,100 a year."),
        ("i go to the gym twice a week for 3 months, how many times is that", "en",
         "3 months ≈ 13 weeks (52 ÷ 12 × 3); 2 a week × 13 weeks = about 26 times."),
        ("we have band practice every other week, how many practices a year", "en",
         "52 weeks ÷ 2 = 26 practices a year."),
        ("i walk 6 km every day, how many km in a week", "en", "7 days × 6 km = 42 km a week."),
        ("i do 40 squats 3 times a week, how many in a month", "en",
         "3 a week × 4.33 weeks = about 13 times; 13 × 40 squats = about 520 squats a month."),
        ("ich laufe jeden Tag 5 km, wie viele km in der Woche", "de",
         "7 Tage × 5 km = 35 km pro Woche."),
        ("ich fahre dreimal die woche 12 km mit dem rad, wie viele km in 8 wochen", "de",
         "3 pro Woche × 8 Wochen = 24 Mal; 24 × 12 km = 288 km."),
        ("alle zwei Wochen bekomme ich 1500 Gehalt, wie viel im Jahr", "de",
         "52 Wochen ÷ 2 = 26 Zahltage; 26 × 1.500 = 39.000 im Jahr."),
        ("zweimal die woche ins fitnessstudio, 3 monate lang, wie oft ist das", "de",
         "3 Monate ≈ 13 Wochen (52 ÷ 12 × 3); 2 pro Woche × 13 Wochen = etwa 26 Mal."),
        ("i read 20 pages a day, how many pages in 2 weeks", "en", "20 a day for 2 weeks is 280"),
        ("ich lese 25 seiten am tag, wie viele seiten in 3 wochen", "de",
         "In 3 Wochen sind das 525"),
    ],
)  # fmt: skip
def test_something_done_so_often_is_added_up(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my protein tub is 1 kg and i use 30 g a day, how many months will it last", "en",
         "1,000 g ÷ 30 g a day ≈ 33.3 days ≈ 1.1 months"),
        ("we go through 2 bags of coffee a week and have 20 bags, how many months is that",
         "en", "20 ÷ 2 a week = 10 weeks ≈ 2.3 months"),
        ("der sack hat 12 kg, der hund frisst 400 g am tag, wie viele monate reicht das", "de",
         "12.000 g ÷ 400 g pro Tag = 30 Tage ≈ 1 Monate"),
        ("a 1 kg tub, 30 g a day, how many days does it last", "en",
         "1 kg = 1,000 g; 1,000 g ÷ 30 g a day ≈ 33.3 days (33 full days, 10 g left over)."),
    ],
)  # fmt: skip
def test_a_supply_asked_in_months(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "rule"),
    [
        ("twice a day for two weeks, how many tablets do i need", "en", "loose_dose_course"),
        ("remind me every 2 weeks to pay the rent", "en", None),
        ("i get paid every 2 weeks, when is the next payday", "en", None),
        ("how much is 15 a day per month", "en", "per_period_en"),
        ("i save 250 a month, how much after 2 years", "en", "loose_over_time"),
        ("i buy a 4.20 coffee 3 times a week, how much a year", "en", "loose_habit_cost"),
        ("i go to the gym twice a week, how many calories", "en", None),
        ("i have 300 pages left and 12 days, how many pages a day", "en", "loose_per_day"),
        ("erinnere mich alle zwei wochen an die miete", "de", None),
        ("i run every day, how many days a year", "en", None),  # days asked: no tally
    ],
)
def test_near_misses_are_not_a_tally(said: str, language: str, rule: str | None) -> None:
    assert _rule(said, language) == rule
