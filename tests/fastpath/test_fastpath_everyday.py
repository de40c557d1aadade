"""Everyday sums typed casually, in English and German, answered exactly by rule (the small
model answers them with nonsense): a percentage of a number after a filler, a height in feet
and inches, a temperature, the weekday of a date, a time plus a journey, the days between two
dates, a bill split, a part of a unit said in words, and the days of a year. Phrasings
written for this file; the values were worked out by hand and checked against ``datetime``
(20 July 1969 was a Sunday; 1 January to 1 March 2024 is 60 days)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.fastpath import FastPath

FRIDAY = datetime(2026, 12, 4, 19, 23, tzinfo=ZoneInfo("Europe/Berlin"))

NEW_RULES = (
    "leap_year",
    "height",
    "weekday",
    "days_between",
    "clock",
    "share",
    "units",
    "convert",
    "arithmetic",
)


def _said(fast: FastPath, text: str, language: str = "en") -> str | None:
    found = fast.match(text, now=FRIDAY, language=language)
    return None if found is None else str(found.final_action(None)["message"])


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("hey, 15 percent of 80?", "en", "15 percent of 80 is 12."),
        ("quick: 30% of 250 pls", "en", "30% of 250 is 75."),
        ("so what's 12.5% of 640", "en", "12.5% of 640 is 80."),
        ("kurz: 15 prozent von 60", "de", "15 prozent von 60 ist 9."),
        ("wie viel sind 8% von 350 so ungefähr", "de", "8% von 350 ist 28."),
        ("schnell, 7,5 % von 200", "de", "7,5 % von 200 ist 15."),
    ],
)
def test_a_percentage_of_a_number_after_a_filler(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    assert _said(fast, text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # 70 in × 2.54 = 177.8 cm; 71 in = 180.34 cm; 69 in = 175.26 cm
        ("he's 5 ft 10 in cm", "en", "5 feet 10 inches is 177.8 centimetres."),
        ("5'11\" to cm", "en", "5 feet 11 inches is 180.34 centimetres."),
        ("how many cm is 5 foot 2", "en", "5 feet 2 inches is 157.48 centimetres."),
        # 170 / 30.48 = 5.577 ft; 170 / 2.54 = 66.9 in ≈ 5 ft 7 in
        ("how tall is 170 cm in feet", "en", "170 centimetres is about 5.58 feet (5 ft 7 in)."),
        ("i'm 6 ft in meters", "en", "6 feet is about 1.83 metres."),
        ("ich bin 5 fuß 9 in cm", "de", "5 Fuß 9 Zoll sind 175,26 Zentimeter."),
        ("1,75 m in fuß", "de", "1,75 Meter sind etwa 5,74 Fuß (5 Fuß 9 Zoll)."),
    ],
)
def test_heights_in_feet_and_inches(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    assert _said(fast, text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("hey 30 degrees celsius is what in fahrenheit", "en", "30 °C is 86 °F."),
        ("how hot is 40 c in fahrenheit", "en", "40 °C is 104 °F."),
        ("so 212 f in celsius?", "en", "212 °F is 100 °C."),
        ("wie warm sind 20 grad celsius in fahrenheit", "de", "20 °C sind 68 °F."),
        ("100 grad fahrenheit sind wie viel grad celsius", "de", "100 °F sind etwa 37,78 °C."),
        ("wie viel grad celsius sind 80 grad fahrenheit", "de", "80 °F sind etwa 26,67 °C."),
    ],
)
def test_temperatures_with_words_around_them(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    assert _said(fast, text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("which day of the week was 20 july 1969", "en", "July 20, 1969 was a Sunday."),
        (
            "what weekday is new year's day 2030",
            "en",
            "New Year's Day 2030 (January 1) is a Tuesday.",
        ),
        (
            "what day does christmas fall on next year",
            "en",
            "Christmas 2027 (December 25) is a Saturday.",
        ),
        ("what day of the week is 1/31/2027", "en", "January 31, 2027 is a Sunday."),
        (
            "welcher wochentag war der 9. november 1989",
            "de",
            "Der 9. November 1989 war ein Donnerstag.",
        ),
        (
            "auf welchen tag fällt heiligabend 2028",
            "de",
            "Heiligabend 2028 (24. Dezember) ist ein Sonntag.",
        ),
    ],
)
def test_the_weekday_of_a_date(fast: FastPath, text: str, language: str, expected: str) -> None:
    assert _said(fast, text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "we're leaving at 8:45, the drive takes 2 hours 50 minutes, what time do we get there",
            "en",
            "You'd arrive at 11:35: 2 h 50 min after 8:45.",
        ),
        (
            "train leaves at 11:50 pm and takes 1h20, when will i arrive",
            "en",
            "You'd arrive at 1:10 AM the next day: 1 h 20 min after 11:50 PM.",
        ),
        (
            "i have to be at work by 9, the walk is 35 min, when should i leave",
            "en",
            "Leave at 8:25: 35 min before 9:00.",
        ),
        ("what's 14:30 plus 2h45", "en", "14:30 plus 2 h 45 min is 17:15."),
        (
            "losfahrt um 6:40, die fahrt dauert 2 stunden 30, wann sind wir da",
            "de",
            "Du bist um 9:10 Uhr da: 2 Std. 30 Min. nach 6:40.",
        ),
        (
            "ich muss um 8 im büro sein und brauche 50 minuten, wann muss ich los",
            "de",
            "Du musst um 7:10 Uhr los: 50 Min. vor 8:00.",
        ),
        (
            "ich fahre um 14:20 los und brauche 2,5 stunden, wann bin ich da",
            "de",
            "Du bist um 16:50 Uhr da: 2 Std. 30 Min. nach 14:20.",
        ),
        (
            "abflug 22:15, der flug dauert anderthalb stunden, wann komme ich an",
            "de",
            "Du bist um 23:45 Uhr da: 1 Std. 30 Min. nach 22:15.",
        ),
    ],
)
def test_a_time_plus_or_minus_a_journey(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    assert _said(fast, text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        (
            "how many days from march 1 to april 15",
            "en",
            "From March 1 to April 15 is 45 days (46 counting both days).",
        ),
        (
            "days between 1 january 2024 and 1 march 2024",
            "en",
            "From January 1, 2024 to March 1, 2024 is 60 days (61 counting both days).",
        ),
        (
            "wie viele tage liegen zwischen dem 10. juni und dem 2. august",
            "de",
            "Vom 10. Juni bis zum 2. August sind es 53 Tage (54, wenn man beide Tage mitzählt).",
        ),
        (
            "wie lange ist es vom 24.12. bis 6.1.",
            "de",
            "Vom 24. Dezember 2026 bis zum 6. Januar 2027 sind es 13 Tage "
            "(14, wenn man beide Tage mitzählt).",
        ),
    ],
)
def test_the_days_between_two_dates(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    assert _said(fast, text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("how many days until march 14", "en", "March 14, 2027 is in 100 days (a Sunday)."),
        (
            "how many days till the 24th of december",
            "en",
            "December 24 is in 20 days (a Thursday).",
        ),
        (
            "wie viele tage noch bis zum 1. mai",
            "de",
            "Der 1. Mai 2027 ist in 148 Tagen (ein Samstag).",
        ),
    ],
)
def test_the_days_until_a_date(fast: FastPath, text: str, language: str, expected: str) -> None:
    assert _said(fast, text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("4 of us splitting 86.40, how much does each pay", "en", "That's 21.60 each."),
        ("split 150 bucks 4 ways", "en", "That's 37.50 each."),
        ("the bill came to 73 and we're 3, how much each", "en", "That's 24.33 each."),
        ("we're 6 and the bill is 212, how much each", "en", "That's 35.33 each."),
        ("rechnung 96 euro für 4 leute", "de", "Das sind 24 pro Person."),
        ("wie viel zahlt jeder bei 120 euro und 4 personen", "de", "Das sind 30 pro Person."),
        (
            "wir sind 5 und die rechnung ist 137,50 €, wie viel zahlt jeder",
            "de",
            "Das sind 27,50 pro Person.",
        ),
        ("80 euro auf 3 personen aufteilen", "de", "Das sind 26,67 pro Person."),
    ],
)
def test_a_bill_split_between_people(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    assert _said(fast, text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("how many ml in a quarter of a litre", "en", "There are 250 millilitres in 0.25 litres."),
        (
            "how many minutes is three quarters of an hour",
            "en",
            "There are 45 minutes in 0.75 hours.",
        ),
        ("half a kilo in grams", "en", "0.5 kilograms is 500 grams."),
        ("wie viele gramm sind ein viertel kilo", "de", "0,25 Kilogramm sind 250 Gramm."),
        ("eine halbe stunde in minuten", "de", "0,5 Stunden sind 30 Minuten."),
        ("wie viele minuten hat eine viertelstunde", "de", "Eine Viertelstunde hat 15 Minuten."),
    ],
)
def test_parts_of_units_said_in_words(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    assert _said(fast, text, language) == expected


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("how many days in a leap year", "en", "366"),
        ("how many days are there in a common year", "en", "365"),
        ("how many days does february have in a leap year", "en", "29 days in a leap year"),
        ("how many days in feb", "en", "28 days"),
        ("wie viele tage hat ein schaltjahr", "de", "Schaltjahr 366"),
        ("wie viele tage hat der februar im schaltjahr", "de", "Februar 29 Tage"),
    ],
)
def test_the_days_of_a_year_and_of_february(text: str, language: str, expected: str) -> None:
    from brain.llm.tiny_facts import known_fact

    said = known_fact(text, language)
    assert said is not None and expected in said


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("is 2028 a leap year", "en", "Yes, 2028 is a leap year: 366 days, with 29 February."),
        ("was 1900 a leap year?", "en", "No, 1900 was not a leap year (next leap year: 1904)."),
        ("how many days does 2027 have", "en", "2027 has 365 days (next leap year: 2028)."),
        (
            "ist 2100 ein schaltjahr",
            "de",
            "Nein, 2100 ist kein Schaltjahr (nächstes Schaltjahr: 2104).",
        ),
        ("wie viele tage hat das jahr 2032", "de", "2032 hat 366 Tage – ein Schaltjahr."),
    ],
)
def test_whether_a_year_is_a_leap_year(
    fast: FastPath, text: str, language: str, expected: str
) -> None:
    assert _said(fast, text, language) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("so 212 f in celsius?", "212 °F is 100 °C."),
        ("6'2 in cm", "6 feet 2 inches is 187.96 centimetres."),
        ("what's 9:15 plus 45 min", "9:15 plus 45 min is 10:00."),
        (
            "abfahrt 9:10, fahrt dauert 4 std 35, wann bin ich da",
            "Du bist um 13:45 Uhr da: 4 Std. 35 Min. nach 9:10.",
        ),
    ],
)
def test_the_router_gets_the_answer_in_the_users_language(text: str, expected: str) -> None:
    from brain.router.turn import rules_route

    route = rules_route(FastPath.bundled(), text, [], "en")
    assert route is not None and route.reply == expected


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("i'm 6 foot tall and my brother is taller", "en"),
        ("split the project into 3 parts", "en"),
        ("the 3 of us are splitting up", "en"),
        ("we are 4 people in the team", "en"),
        ("what day is the dentist appointment", "en"),
        ("what day of the week is best for running", "en"),
        ("leaving at 7 tomorrow for the airport", "en"),
        ("i need to be there at 10", "en"),
        ("how many days between the two meetings", "en"),
        ("half a litre of milk", "en"),
        ("ich bin 1,80 m groß", "de"),
        ("wir sind 4 leute", "de"),
        ("welcher tag passt dir", "de"),
        ("what day was 31 february 2020", "en"),
        ("what day is 3/6", "en"),
        ("is 2028 going to be a good year", "en"),
        ("2028 was a leap of faith", "en"),
    ],
)
def test_what_only_looks_like_a_sum_goes_on(fast: FastPath, text: str, language: str) -> None:
    found = fast.match(text, now=FRIDAY, language=language)
    assert found is None or not found.rule.startswith(NEW_RULES), found
