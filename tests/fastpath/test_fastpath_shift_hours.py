"""The hours of a working day from its clock times less an unpaid break (loose_shift), in
phrasings written for this file, English and German: a 12-hour clock read into the afternoon, a
night shift, a paid break kept in, days of a week multiplied. Near misses: a flight's span, a
finishing time asked, a break's own span, pay for hours said per day."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from tests.fastpath.fastpath_helpers import NOW, answer_to


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("worked 7:45 to 16:30 with a 30 min unpaid break, how many hours am i paid", "en",
         "7:45 to 16:30 is 8 h 45 min; minus the 30 min break: 8 h 15 min (8.25 h)."),
        ("9 to 5:30 with an hour lunch, how many hours is that", "en",
         "9 to 5:30 (17:30) is 8 h 30 min; minus the 1 h break: 7 h 30 min (7.5 h)."),
        ("my shift today was 7am to 3:30pm and i had a 30 minute lunch. how many hours did i"
         " work?", "en", "7am to 3:30pm is 8 h 30 min; minus the 30 min break: 8 h."),
        ("nights this week: 22:00 to 6:00 with a 45 min break, how many hours per shift", "en",
         "22:00 to 6:00 is 8 h; minus the 45 min break: 7 h 15 min (7.25 h)."),
        ("worked 9 to 17:30 with a 15 min paid break, how many hours", "en",
         "9 to 17:30 is 8 h 30 min (8.5 h); the 15 min break is paid, so it counts."),
        ("i work 8:30 to 17:00 mon to fri with a 45 min lunch, how many hours a week", "en",
         "× 5 days (Mon–Fri) = 38 h 45 min a week (38.75 h)."),
        ("job is 7 to 3 four days a week, half an hour unpaid lunch - how many hours a week?",
         "en", "7 h 30 min (7.5 h); × 4 days = 30 h a week."),
        ("i work mon-fri 9-5 with an unpaid hour lunch, how many hours a week", "en",
         "9 to 5 (17:00) is 8 h; minus the 1 h break: 7 h; × 5 days (Mon–Fri) = 35 h a week."),
        ("worked 9 to 5 with no break, how many hours", "en", "9 to 5 (17:00) is 8 h."),
        ("worked 9 to 5:30 with a 30 min break, how many hours a week", "en",
         "× 5 days (a 5-day week assumed) = 40 h a week."),
        ("von 8 bis 16:45 gearbeitet, 45 Minuten Pause, wie viele Stunden", "de",
         "Von 8 bis 16:45 sind es 8 Std. 45 Min.; abzüglich 45 Min. Pause: 8 Std."),
        ("Schicht von 6 bis 14:30, eine Stunde Mittagspause, wie lange arbeite ich?", "de",
         "abzüglich 1 Std. Pause: 7 Std. 30 Min. (7,5 Std.)."),
        ("ich arbeite Montag bis Freitag von 7:30 bis 16 Uhr mit einer halben Stunde Pause, wie"
         " viele Stunden die Woche", "de", "× 5 Tage (Montag–Freitag) = 40 Std. pro Woche."),
        ("von 9 bis 17 uhr mit 30 minuten bezahlter pause, wie viele stunden", "de",
         "die Pause (30 Min.) ist bezahlt und zählt mit."),
    ],
)  # fmt: skip
def test_the_hours_of_a_working_day(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "rule"),
    [
        ("my flight leaves at 14:35 and lands 18:10, how long is the flight", "loose_span"),
        ("the break is from 12 to 12:30, how long is it", "loose_span"),
        ("i start at 7:45 and work 8 hours with a 30 min break, when do i finish", "loose_clock"),
        ("18.50 an hour, worked 7.5 hrs monday, 6 tuesday and 8.25 wednesday, how much",
         "loose_hours_worked"),
        ("the shop is open 9 to 5, when does it close", None),
        ("30 min, how many hours", "convert_en"),
        ("how many hours of sleep do i need if i work 9 to 5", None),  # not the day's hours
        ("i work 9 to 5, how long is my commute", None),
        ("worked 9 to 5 with lunch, how many hours", None),  # a break of a length not said
    ],
)  # fmt: skip
def test_near_misses_are_not_a_working_day(said: str, rule: str | None) -> None:
    found = FastPath.bundled().match(said, language="en", now=NOW)
    assert (None if found is None else found.rule) == rule
