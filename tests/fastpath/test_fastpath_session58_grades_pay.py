"""Everyday sums, in phrasings written for this file (English and German, casual): a weighted
grade and what the last part needs for a target; a salary in another span, with 13 or 14
salaries a year when said, and the hourly rate of a salary at so many hours a week. The
expected figures are worked out here. Near misses must not be taken."""

from __future__ import annotations

from fractions import Fraction

import pytest

from brain.fastpath.reckon import said_number
from tests.fastpath.fastpath_helpers import answer_to, has_all, rule_for


def two(value: Fraction, language: str = "en", *, money: bool = False) -> str:
    rounded = Fraction(round(value * 100), 100)
    return said_number(rounded, language, money=money and rounded.denominator != 1)


# --- a weighted grade ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "pairs"),
    [
        ("the test counts 50%, the labs 30% and homework 20%. i got 1.3, 2.7 and 2.0, what's my "
         "overall grade", "en", (("1.3", 50), ("2.7", 30), ("2.0", 20))),
        ("essay is 40% and the exam is 60%, i got 68 on the exam and 81 on the essay, final grade?",
         "en", (("68", 60), ("81", 40))),
        ("schriftlich zählt 70 %, mündlich 30 %, ich hab eine 2,7 und eine 1,3 – was ist die endnote",
         "de", (("2.7", 70), ("1.3", 30))),
        ("referat 25 prozent, klausur 75 prozent. klausur 3,0 und referat 1,0, welche gesamtnote",
         "de", (("3.0", 75), ("1.0", 25))),
    ],
)  # fmt: skip
def test_weighted_grade(said: str, language: str, pairs: tuple[tuple[str, int], ...]) -> None:
    total = sum(Fraction(mark) * weight / 100 for mark, weight in pairs)
    has_all(said, language, (f"= {two(total, language)}.",))


@pytest.mark.parametrize(
    ("said", "language", "done", "open_weight", "target"),
    [
        ("the final is worth 30% and my coursework so far is 72, what do i need on the final to get "
         "75 overall", "en", (("72", 70),), 30, "75"),
        ("homework is 40% and i have 90 there, exam is 60%, what score do i need on the exam to get 80",
         "en", (("90", 40),), 60, "80"),
        ("klausur zählt 50 %, hausarbeit 50 %. die hausarbeit war eine 1,7, welche note brauche ich in "
         "der klausur für eine 2,0", "de", (("1.7", 50),), 50, "2.0"),
    ],
)  # fmt: skip
def test_what_the_last_part_needs(
    said: str,
    language: str,
    done: tuple[tuple[str, int], ...],
    open_weight: int,
    target: str,
) -> None:
    so_far = sum(Fraction(mark) * weight / 100 for mark, weight in done)
    need = (Fraction(target) - so_far) / Fraction(open_weight, 100)
    has_all(
        said, language, (f"= {two(need, language)} (", "besser" if language == "de" else "better")
    )


@pytest.mark.parametrize(
    "said",
    [
        "the exam counts 60% of the grade, when is it",
        "i got 85 on the exam, is that good",
        "60% of students passed the exam and 40% failed, how many of 200 passed",
        "exam counts 60%, homework 40%, i got 2.3, whats my grade",  # one mark for two parts
        "exam 60%, homework 40%",  # nothing asked, no marks
    ],
)
def test_near_misses_of_grades(said: str) -> None:
    assert rule_for(said) != "loose_weighted_grade"


def test_a_grade_asked_in_german_is_no_note_to_keep() -> None:
    said = "klausur 60 %, mündlich 40 %, ich habe 2,3 und 1,7, was ist meine note"
    assert rule_for(said, "de") == "loose_weighted_grade"


# --- a salary in another span -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "yearly", "count"),
    [
        ("ich verdiene 52.000 brutto im jahr bei 13 gehältern, wie viel ist das im monat", "de", 52000, 13),
        ("jahresgehalt 61.600, 14 gehälter – was bekomme ich pro monat", "de", 61600, 14),
        ("job offer says 45000 a year paid in 13 salaries, how much is one salary", "en", 45000, 13),
    ],
)  # fmt: skip
def test_yearly_in_salaries(said: str, language: str, yearly: int, count: int) -> None:
    each = two(Fraction(yearly, count), language, money=True)
    has_all(said, language, (f"÷ {count} = {each}",))


@pytest.mark.parametrize(
    ("said", "language", "monthly", "count"),
    [
        ("ich kriege 2.900 im monat und 14 gehälter, was ist das im jahr", "de", 2900, 14),
        ("i get 3100 a month, 13 salaries a year, how much is that per year", "en", 3100, 13),
    ],
)
def test_monthly_times_salaries(said: str, language: str, monthly: int, count: int) -> None:
    has_all(said, language, (said_number(Fraction(monthly * count), language),))


@pytest.mark.parametrize(
    ("said", "language", "yearly", "hours"),
    [
        ("my salary is 58000 a year and i work 37.5 hours a week, whats that per hour", "en", 58000,
         "37.5"),
        ("jahresgehalt 50.000 bei 40 stunden die woche, was ist mein stundenlohn", "de", 50000, "40"),
        ("3200 brutto im monat, 39 stunden pro woche, wie hoch ist mein stundenlohn", "de", 3200 * 12,
         "39"),
    ],
)  # fmt: skip
def test_hourly_rate_of_a_salary(said: str, language: str, yearly: int, hours: str) -> None:
    rate = Fraction(yearly) / (52 * Fraction(hours))
    has_all(said, language, (two(rate, language, money=True),))


def test_a_month_is_not_a_twelfth_when_13_salaries_are_said() -> None:
    answer = answer_to("ich bekomme 3500 im monat, 13 gehälter, was ist das im jahr", "de")
    assert answer is not None and "45.500" in answer and "42.000" not in answer


@pytest.mark.parametrize(
    "said",
    [
        "bekommt man in österreich 14 gehälter?",
        "13 gehälter, was bedeutet das",
        "i work 40 hours a week, is that a lot",
        "my salary is 58000 a year and my rent is 1200 a month, how much is left",
    ],
)
def test_near_misses_of_salaries(said: str) -> None:
    assert rule_for(said, "de") != "loose_salary"
