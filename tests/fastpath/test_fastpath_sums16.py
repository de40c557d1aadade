"""Everyday sums said the way strangers say them (phrasings written for this file, English and
German): a ratio of two measured parts ("1 cup of rice to 1.25 cups water", "for every cup of
rice …") scaled from the amount given after it; an age in months, weeks or days on a day said (an
appointment), not today; a running pace in another unit asked without a question word ("… but
my friend from the states wants it per mile"); and the shared bill, packs and weekly pay said in other words.
The expected figures are worked out here. Near misses must stay declined."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

import pytest

from brain.fastpath.reckon import said_number
from tests.fastpath.fastpath_helpers import answer_to, cents, has_all

# --- a ratio of two measured parts ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "a", "b", "given", "unit"),
    [
        ("my usual ratio is 1 cup of rice to 1.25 cups water. doing 4 cups rice for the family, "
         "how much water", "en", "1", "1.25", "4", "cups of water"),
        ("for every 2 cups of rice i add 3 cups water. cooking 5 cups rice for a crowd, how much "
         "water needed", "en", "2", "3", "5", "cups of water"),
        ("for every cup of rice i use 1.5 cups of water, im making 3 cups rice. how much water?",
         "en", "1", "1.5", "3", "cups of water"),
        ("the recipe says 2 cups flour to 1 cup sugar. i'm using 5 cups flour, how much sugar",
         "en", "2", "1", "5", "cups of sugar"),
        ("rice 1 cup to water 1.5 cups, making 4 cups of rice how much water", "en", "1", "1.5",
         "4", "cups of water"),
        ("1 part rice to 2 parts water, i have 300 g rice, how much water", "en", "1", "2", "300",
         "g water"),
        ("ratio 1:1.5 rice:water. 2 cups rice - how much water?", "en", "1", "1.5", "2",
         "cups of water"),
        ("mein reis verhältnis ist 1 tasse reis zu 1,5 tassen wasser. ich koche 3 tassen reis, wie "
         "viel wasser", "de", "1", "1.5", "3", "Tassen Wasser"),
        ("für jede tasse reis nehme ich 1,5 tassen wasser. ich koche 3 tassen reis, wie viel "
         "wasser?", "de", "1", "1.5", "3", "Tassen Wasser"),
        ("1 tasse reis auf 2 tassen wasser, für 2,5 tassen reis wie viel wasser", "de", "1", "2",
         "2.5", "Tassen Wasser"),
        ("auf 1 teil reis kommen 2 teile wasser, ich hab 200 g reis, wie viel wasser", "de", "1",
         "2", "200", "g Wasser"),
    ],
)  # fmt: skip
def test_a_measured_ratio_is_scaled(
    said: str, language: str, a: str, b: str, given: str, unit: str
) -> None:
    other = Fraction(given) * Fraction(b) / Fraction(a)
    has_all(said, language, (f"= {said_number(other, language)} {unit}",))


@pytest.mark.parametrize(
    "said",
    [
        "the ratio i go by is 1 cup of rice to 1.5 cups of water",
        "1 cup of rice to 1.5 cups of water, what's the simmer time",
        "1 cup of rice to 1.5 cups of water and 2 tsp salt, cooking 3 cups of rice, how much water",
        "for every 2 cups of flour i use 1 cup sugar, how much butter",
        "1 cup of rice to 1.5 cups of water, but i've got 400 g of rice, how much water",
    ],
)
def test_a_measured_ratio_not_fully_said_is_not_scaled(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or ("1.5 =" not in answer and "× 1.5" not in answer), answer


# --- an age in months, weeks or days on a day said ------------------------------------------------


def _months_between(born: date, day: date) -> int:
    return (day.year - born.year) * 12 + day.month - born.month - (day.day < born.day)


@pytest.mark.parametrize(
    ("said", "language", "born", "day"),
    [
        ("the paediatrician's form wants my son's age in months. he was born 9 august 2020 and "
         "the appointment is 3 feb 2026", "en", date(2020, 8, 9), date(2026, 2, 3)),
        ("how old in months will my son be on 3 june 2026? born 20.11.2024", "en",
         date(2024, 11, 20), date(2026, 6, 3)),
        ("the clinic wants his age in months at the visit on march 10 2027, he was born on july 4 "
         "2025", "en", date(2025, 7, 4), date(2027, 3, 10)),
        ("my son was born 20/11/2024, how many months old is he on 15/06/2026", "en",
         date(2024, 11, 20), date(2026, 6, 15)),
        ("dob 3rd of may 2023. age in months on 1 dec 2025 for the daycare form pls", "en",
         date(2023, 5, 3), date(2025, 12, 1)),
        ("she was born on 14 march 2019, how many months old was she on 1 september 2025", "en",
         date(2019, 3, 14), date(2025, 9, 1)),
        ("wie alt ist meine tochter in monaten am 1.9.2025, geboren am 14.3.2019", "de",
         date(2019, 3, 14), date(2025, 9, 1)),
        ("mein sohn ist am 20. november 2024 geboren, wie viele monate alt ist er beim termin am 3. "
         "juni 2026", "de", date(2024, 11, 20), date(2026, 6, 3)),
    ],
)  # fmt: skip
def test_an_age_in_months_on_a_day_said(said: str, language: str, born: date, day: date) -> None:
    months = _months_between(born, day)
    word = "Monate alt" if language == "de" else "months old on"
    has_all(said, language, (f"{months} {word}",))


def test_the_paediatricians_form_case_is_65_months() -> None:
    said = ("the paediatrician's form wants my son's age in months. he was born 9 august 2020 and "
            "the appointment is 3 feb 2026")  # fmt: skip
    has_all(said, "en", ("65 months old on February 3, 2026",))


@pytest.mark.parametrize(
    ("said", "language", "born", "day", "weeks"),
    [
        ("born 2 jan 2024, how many weeks old at the appointment on 15 feb 2025", "en",
         date(2024, 1, 2), date(2025, 2, 15), True),
        ("baby born 2025-06-01, how many days old on 2025-09-01", "en", date(2025, 6, 1),
         date(2025, 9, 1), False),
        ("geboren 5. mai 2023, wie viele tage alt ist sie am 1. juli 2024", "de", date(2023, 5, 5),
         date(2024, 7, 1), False),
    ],
)  # fmt: skip
def test_an_age_in_weeks_or_days_on_a_day_said(
    said: str, language: str, born: date, day: date, weeks: bool
) -> None:
    days = (day - born).days
    parts = (f"{days} ", f"= {days // 7} ") if weeks else (f"{days} ",)
    has_all(said, language, parts)


@pytest.mark.parametrize(
    "said",
    [
        "born 14 march 2019 and her brother 2 may 2021, how many months apart",
        "born 1 sep 2025, how many months old on 14 march 2019",
        "born 14 march 2019, appointment 1 sep 2025 at 10:30, age in months",
        "born 3/6/2024, how many months old on 3/9/2025",
        "born 14 march 2019, how many months ago was 1 sep 2025",
        "she was born 14 march 2025, how old in months will she be at christmas",
    ],
)
def test_an_age_with_a_muddle_of_days_is_declined(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or "months old" not in answer, answer


# --- a running pace in another unit, asked without a question word ------------------------------

_MILE = Fraction(1609344, 1000000)


def _clock(seconds: Fraction) -> str:
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


@pytest.mark.parametrize(
    ("said", "language", "seconds", "to_mile"),
    [
        ("garmin says my pace is 6:10 per km but my friend from the states wants it per mile", "en",
         370, True),
        ("running at 5:30/km, in miles pls", "en", 330, True),
        ("5:45 per km, what's that in min/mile", "en", 345, True),
        ("5:30 min/km pace per mile?", "en", 330, True),
        ("strava says 5:05/km avg. convert to per mile", "en", 305, True),
        ("5:30 per km -> per mile", "en", 330, True),
        ("i'm doing 4:50 a km, what would that be a mile", "en", 290, True),
        ("coach gave me 8:00 min/mile for tempo runs, in per km please", "en", 480, False),
        ("my pace is 9:00 per mile, per km?", "en", 540, False),
        ("ich laufe 5:30 pro km, wie ist das pro meile", "de", 330, True),
        ("meine pace ist 5:30 min/km, mein kumpel aus den usa will sie pro meile", "de", 330, True),
        ("5:30 pro kilometer in meilen bitte", "de", 330, True),
        ("tempo 9:00 pro meile, umgerechnet auf km?", "de", 540, False),
    ],
)  # fmt: skip
def test_a_pace_wanted_in_another_unit(
    said: str, language: str, seconds: int, to_mile: bool
) -> None:
    per = "pro" if language == "de" else "per"
    if to_mile:
        out = f"{_clock(seconds * _MILE)} {per} {'Meile' if language == 'de' else 'mile'}"
    else:
        out = f"{_clock(seconds / _MILE)} {per} km"
    has_all(said, language, (f"= {out}",))


def test_the_friends_mile_pace_is_9_55() -> None:
    has_all("garmin says my pace is 6:10 per km but my friend from the states wants it per mile",
            "en", ("6:10 per km × 1.609 = 9:55 per mile",))  # fmt: skip


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("my pace is 5:30 per km", "en"),
        ("the app shows my pace as 6:10 per km, is the app broken", "en"),
        ("i ran 5:30 per km today, my buddy ran 9:00 per mile, who was faster", "en"),
        ("5:30 per km, my buddy wants to know if thats fast", "en"),
        ("ich laufe 5:30 pro km, mein kumpel will wissen ob das schnell ist", "de"),
    ],
)
def test_a_pace_with_no_other_unit_wanted_is_declined(said: str, language: str) -> None:
    answer = answer_to(said, language)
    assert answer is None or ("mile" not in answer.lower() and "meile" not in answer.lower()), (
        answer
    )


# --- one pays only their own: a tip, "we were 4", "zu viert" --------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "total", "own", "people", "who"),
    [
        ("dinner was 96 plus a 12 tip, 4 of us, kai only had a salad for 12, the others split the "
         "rest", "en", "108", "12", 4, "Kai pays 12"),
        ("we were 4, bill 110 including tip, tom only had soup for 9, rest split between the "
         "others", "en", "110", "9", 4, "Tom pays 9"),
        ("4 of us, 80 total with tip, i only had a beer for 5, what do the other 3 pay", "en", "80",
         "5", 4, "you pay 5"),
        ("the bill was 120 incl. tip, we were 5 and lisa only had a coffee for 4, others split the "
         "rest, how much each", "en", "120", "4", 5, "Lisa pays 4"),
        ("4 of us, tab 76 plus tip of 8, jo only had water and fries for 6, how much do the others "
         "pay each", "en", "84", "6", 4, "Jo pays 6"),
        ("wir waren 4, rechnung 100 € mit trinkgeld, paul hatte nur ein bier für 5 €, den rest "
         "teilen die anderen", "de", "100", "5", 4, "Paul zahlt 5"),
        ("wir waren zu viert, 84 euro, ich hatte nur einen salat für 9 euro, was zahlen die "
         "anderen", "de", "84", "9", 4, "du zahlst 9"),
        ("wir waren zu viert, essen 84 euro mit 6 euro trinkgeld, ich hatte nur einen salat für 9 "
         "euro, was zahlen die anderen", "de", "90", "9", 4, "du zahlst 9"),
    ],
)  # fmt: skip
def test_one_pays_own_with_a_tip_or_the_group_said_otherwise(
    said: str, language: str, total: str, own: str, people: int, who: str
) -> None:
    each = (Fraction(total) - Fraction(own)) / (people - 1)
    has_all(said, language, (f"= {cents(each, language)}", f"÷ {people - 1}", who))


@pytest.mark.parametrize(
    "said",
    [
        "the bill was 120 with a 10% tip, we were 5 and lisa only had a coffee for 4, others split "
        "the rest",
        "dinner was 96 plus a 12 tip and 5 for parking, 4 of us, kai only had a salad for 12, the "
        "others split the rest",
        "the bill is 120 incl. tip with 5 people, tom and mia only had soup at 8 each, the others "
        "split the rest",
    ],
)
def test_a_tip_in_percent_or_more_on_the_bill_is_declined(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or "pays" not in answer, answer


# --- packs asked "how many do i need to buy" ------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("butter sticks are 113 g, recipe needs 250 g, how many do i need to buy", "en",
         "so 3 sticks"),
        ("cans are 400 ml, i need 1.2 l of tomatoes, how many do i need to buy", "en",
         "exactly 3 cans"),
        ("how many do i need to buy if rolls are 10 m and i need 35 m", "en", "so 4 rolls"),
        ("the coconut milk comes in 400 ml cans and the curry needs 1 l. how many should i get",
         "en", "so 3 cans"),
        ("bags of 2.5 kg, need 8 kg of soil, how many do i buy", "en", "so 4 bags"),
        ("dosen haben 400 ml, ich brauche 1 liter, wie viele muss ich kaufen", "de",
         "also 3 Dosen kaufen"),
        ("mehl gibt es in packungen à 1 kg, ich brauche 2,5 kg, wie viele soll ich kaufen", "de",
         "also 3 Packungen kaufen"),
        ("die tapete hat 10 m pro rolle, ich brauche 34 m, wie viele muss ich kaufen", "de",
         "also 4 Rollen kaufen"),
    ],
)  # fmt: skip
def test_packs_asked_without_naming_them_again(said: str, language: str, part: str) -> None:
    has_all(said, language, (part,))


@pytest.mark.parametrize(
    "said",
    [
        "cans are 400 ml and bottles are 1 l, i need 3 l, how many do i need to buy",
        "how many people can i feed with 2 kg of pasta if cans are 400 g",
        "i have 3 cans of 400 ml, how many do i need for 1 l",
    ],
)
def test_packs_of_two_kinds_or_a_count_said_are_declined(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or " ÷ " not in answer, answer


# --- a week's pay from shifts said "shifts of 7.5h, 4 a week" -------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("16.40 an hour, shifts of 7.5h, 4 a week, how much a week", "en",
         ("7.5 h × 4 = 30 h", "= 492 a week")),
        ("i do shifts of 7.5h, 4 a week, at 14 an hour. weekly pay?", "en", ("= 420 a week",)),
        ("4 shifts a week of 8 hours at 13 per hour, weekly?", "en", ("= 416 a week",)),
        ("16.40 an hour, shifts of 7.5h, 4 a week, how much a month", "en",
         ("= 492 a week", "about 2,132 a month")),
        ("16.40 an hour, 7.5h shifts, 4 a week, how much a year", "en", ("about 25,584 a year",)),
        ("schichten à 7,5 stunden, 4 pro woche, 15 € die stunde, wie viel pro woche", "de",
         ("= 450 pro Woche",)),
        ("ich arbeite 4 schichten pro woche à 7,5h für 14,20 € die stunde, was verdiene ich in der "
         "woche", "de", ("= 426 pro Woche",)),
    ],
)  # fmt: skip
def test_a_weeks_pay_from_shifts_a_week(said: str, language: str, parts: tuple[str, ...]) -> None:
    has_all(said, language, parts)


@pytest.mark.parametrize(
    "said",
    [
        "16.40 an hour, shifts of 7.5h, 4 a week and 2 a month on weekends, how much a month",
        "ich arbeite 4 schichten pro woche à 7,5h für 14,20 €, was verdiene ich in der woche",
    ],
)
def test_shifts_with_the_week_unsaid_or_more_are_declined(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or ("= 123" not in answer and "17.33" not in answer), answer
    assert answer is None or "a week" not in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("16.40 an hour, shifts of 7.5h, how much a week", "en",
         ("One shift: 7.5 h × 16.40 = 123.", "How many shifts a week?")),
        ("16.40 an hour, 7.5 hour shifts, what's that a month", "en", ("How many shifts a week?",)),
        ("15 € die stunde, schichten à 8 stunden, wie viel im monat", "de",
         ("Eine Schicht: 8 h × 15 = 120.", "Wie viele Schichten pro Woche?")),
    ],
)  # fmt: skip
def test_a_week_asked_with_no_shifts_counted_asks_for_them(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    has_all(said, language, parts)
