"""Units and fractions asked in passing are answered exactly, without a model (the small
model said a day has "24 minutes"); what is not a unit question goes on to the model."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from tests.fastpath.fastpath_helpers import NOW


def _said(fast: FastPath, text: str, language: str = "en") -> str | None:
    found = fast.match(text, now=NOW, language=language)
    if found is None:
        return None
    return str(found.final_action(None)["message"])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("How many seconds are there in a day?", "There are 86,400 seconds in a day."),
        ("how many mins in 2 hours", "There are 120 minutes in 2 hours."),
        ("how many days does a week have", "There are 7 days in a week."),
        ("how many days are in a year", "There are 365 days in a year (366 in a leap year)."),
        ("how many grams in a pound", "There are about 453.59 grams in a pound."),
        ("how many metres in a mile?", "There are about 1,609 metres in a mile."),
        ("whats 10 miles in km", "10 miles is about 16.09 kilometres."),
        ("convert 180 cm to feet", "180 centimetres is about 5.91 feet (5 ft 11 in)."),
        ("what is 0 celsius in fahrenheit", "0 °C is 32 °F."),
        ("-40 f to c", "-40 °F is -40 °C."),
        ("whats half of 90", "Half of 90 is 45."),
        ("what's a quarter of 200", "A quarter of 200 is 50."),
        ("9 times 7", "9 times 7 is 63."),
        ("nine times seven?", "Nine times seven is 63."),
        ("how many seconds in one and a half minutes", "There are 90 seconds in 1.5 minutes."),
        ("a third of 90?", "A third of 90 is 30."),
        ("convert 20 miles to km approximately", "20 miles is about 32.19 kilometres."),
    ],
)
def test_unit_questions_are_answered_exactly(fast: FastPath, text: str, expected: str) -> None:
    assert _said(fast, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("wie viele stunden hat eine woche", "Eine Woche hat 168 Stunden."),
        ("wieviele sekunden sind in einer minute?", "Eine Minute hat 60 Sekunden."),
        ("was sind 3 kilometer in meter", "3 Kilometer sind 3.000 Meter."),
        ("rechne 1 pfund in gramm um", "1 Pfund sind 500 Gramm."),
    ],
)
def test_german_unit_questions(fast: FastPath, text: str, expected: str) -> None:
    assert _said(fast, text, "de") == expected


@pytest.mark.parametrize(
    "text",
    [
        "how many days in a month",  # 28 to 31: no single answer
        "how many people live in a city",
        "how many legs does a spider have",
        "how many cups in a gallon",  # US or imperial?
        "what's 5 apples in pears",
    ],
)
def test_what_is_no_unit_question_goes_on(fast: FastPath, text: str) -> None:
    said = _said(fast, text)
    assert said is None or not said.startswith("There are")


def test_an_english_conversion_is_answered_in_english_whichever_rule_reads_it() -> None:
    from brain.router.turn import rules_route

    route = rules_route(FastPath.bundled(), "20 celsius in fahrenheit?", [], "en")
    assert route is not None and route.reply == "20 °C is 68 °F."
