"""Everyday sums, in phrasings written for this file (English and German, lowercase, typos,
context first): what time worked pays, how many payments pay a sum off, a contract's total, a
time moved across a time difference, a cost split by size, a percent raise or cut applied, the
nights of a stay and the average of a list. The expected figures are computed here from the
numbers said, not copied from an answer. Near misses share the words but must not be taken."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from brain.fastpath.reckon import said_number
from tests.fastpath.fastpath_helpers import answer_to, cents, has_all, rule_for

# --- pay for time worked ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "minutes", "rate", "shown"),
    [
        ("babysitter came 6:30pm to 11:15pm at 14 an hour, how much do i owe her", "en", 285, "14", "4 h 45 min"),
        ("worked from 6:30pm to 11:15pm, 14 an hour, whats that", "en", 285, "14", "4 h 45 min"),
        ("cleaner was here 9 to 1:30 with a 30 min break, 16.50 an hour, how much do i pay", "en",
         240, "16.50", "4 h"),
        ("did 12 hrs at 15.50/hr whats that", "en", 720, "15.50", "12 h"),
        ("ok so i worked 37.5 hours last week at 14.40 an hour, what do i get", "en", 2250, "14.40", "37.5 h"),
        ("ich hab 37,5 stunden gearbeitet zu 14,40 die stunde, wie viel ist das", "de", 2250, "14,40",
         "37,5 Std."),
        ("von 8 bis 16:30 mit 30 min pause, 13,50 die stunde, was verdiene ich", "de", 480, "13,50",
         "8 Std."),
        ("hab heute 7:15 bis 12:45 gearbeitet, stundenlohn 12,80, wie viel krieg ich", "de", 330,
         "12,80", "5 Std. 30 Min."),
    ],
)  # fmt: skip
def test_time_worked_is_paid(said: str, language: str, minutes: int, rate: str, shown: str) -> None:
    wage = Fraction(rate.replace(",", "."))
    has_all(said, language, (f"{shown} × {rate} = {cents(wage * minutes / 60, language)}",))


@pytest.mark.parametrize(
    "said",
    [
        "i work 40 hours a week and im tired",
        "i used to get 14 an hour, how much is minimum wage now",
        "how many hours do i need at 15 an hour to make 600",
        "20 an hour, did 5 hours of overtime at time and a half, how much extra",
        "remind me the sitter comes 6:30pm to 11pm at 14 an hour",
    ],
)
def test_near_misses_of_time_worked(said: str) -> None:
    assert rule_for(said) != "loose_worked_pay"


# --- payments until a sum is paid off ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "owed", "each", "unit"),
    [
        ("i owe 2400, paying 150 a month, how many months", "en", 2400, 150, "months"),
        ("owe my brother 2500 and pay him back 150 a month, how long till its paid off", "en", 2500,
         150, "months"),
        ("car loan has 3,900 left, i can do 400 a month, how many payments", "en", 3900, 400, "months"),
        ("paying off 1000 at 60 a week how many weeks", "en", 1000, 60, "weeks"),
        ("ich hab 1.800 € schulden und zahl 250 im monat ab, wie viele monate dauert das", "de", 1800,
         250, "Monate"),
        ("kredit 5000, raten von 300, wie lange bis abbezahlt", "de", 5000, 300, "Monate"),
    ],
)  # fmt: skip
def test_payments_until_paid_off(said: str, language: str, owed: int, each: int, unit: str) -> None:
    count = math.ceil(Fraction(owed, each))
    parts = [f"{count} {unit}"]
    if owed % each:
        parts.append(f"{owed // each} ")
        parts.append(said_number(Fraction(owed % each), language))
    has_all(said, language, tuple(parts))


@pytest.mark.parametrize(
    "said",
    [
        "i owe 2400 and pay 150 a month for my phone",  # nothing asked
        "if i save 150 a month how many months until i have 2400",  # saving, not owing
        "loan of 2400 at 5% interest, paying 150 a month, how many months",  # interest
        "how many months is 2400 hours",
    ],
)
def test_near_misses_of_paying_off(said: str) -> None:
    assert rule_for(said) != "loose_paid_off"


# --- what a contract costs in all -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "monthly", "months", "fee"),
    [
        ("29.99 a month for 24 months plus 99 upfront, whats the total", "en", "29.99", 24, "99"),
        ("new phone plan: 45 per month on a 24-month contract, 60 activation fee. how much all in", "en",
         "45", 24, "60"),
        ("gym is 24.90 a month for 2 years plus a one-time fee of 39, how much in total", "en", "24.90",
         24, "39"),
        ("handyvertrag 19,99 im monat, 24 monate laufzeit, einmalig 49 euro anschlussgebühr, was kostet"
         " das insgesamt", "de", "19,99", 24, "49"),
    ],
)  # fmt: skip
def test_a_contract_costs_in_all(
    said: str, language: str, monthly: str, months: int, fee: str
) -> None:
    per, once = Fraction(monthly.replace(",", ".")), Fraction(fee)
    run = cents(per * months, language)
    has_all(
        said,
        language,
        (
            f"{monthly} × {months} = {run}",
            f"{run} + {fee} = {cents(per * months + once, language)}",
        ),
    )


@pytest.mark.parametrize(
    "said",
    [
        "netflix is 12.99 a month, how much a year",
        "my contract ends in 24 months",
        "phone is 29.99 a month plus 99 upfront",  # no length, nothing asked
    ],
)
def test_near_misses_of_a_contract(said: str) -> None:
    assert rule_for(said) != "loose_contract_total"


# --- a time moved across a time difference ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("meeting at 9am their time, they are 8 hours ahead of me, what time for me", "en",
         "9:00 AM minus 8 h is 1:00 AM."),
        ("meeting at 7am their time, they're 8 hours ahead of me, what time is that for me", "en",
         "11:00 PM the day before"),
        ("call is at 3pm my time, she's 6 hours behind me, what time is it for her", "en",
         "3:00 PM minus 6 h is 9:00 AM"),
        ("my sister is 9 hours behind, she wants to call at 8pm her time, what time is that here", "en",
         "5:00 AM the next day"),
        ("i'm 6 hours ahead of them, their webinar starts 4pm their time, when is that for me", "en",
         "10:00 PM"),
        ("das meeting ist um 17 uhr bei ihnen, sie sind 7 stunden hinter uns, wie viel uhr ist das bei"
         " mir", "de", "0:00 Uhr am nächsten Tag"),
        ("wir sind 8 stunden voraus, wenn es bei mir 22:00 ist, wie viel uhr ist es dort", "de",
         "22:00 minus 8 Std. ist 14:00 Uhr"),
    ],
)  # fmt: skip
def test_a_time_is_moved_across_a_time_difference(said: str, language: str, has: str) -> None:
    has_all(said, language, (has,))


@pytest.mark.parametrize(
    "said",
    [
        "tokyo is 8 hours ahead",
        "im 8 hours ahead on my project, what time should i stop today",
        "meeting at 9am, how long until then",
    ],
)
def test_near_misses_of_a_time_difference(said: str) -> None:
    assert rule_for(said) != "loose_zone_shift"


# --- a cost split by size ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "total", "sizes"),
    [
        ("rent 1500, my room 15 sqm, hers 10, split by size", "en", 1500, (15, 10)),
        ("the flat is 1200 a month, rooms are 18, 12 and 10 sqm, we want to split it by room size, how"
         " much does each pay", "en", 1200, (18, 12, 10)),
        ("electric bill 240, i was home 30 days and he was home 10, share it in proportion to days? how"
         " much each", "en", 240, (30, 10)),
        ("miete 1.100 €, mein zimmer hat 20 qm, ihres 14, wir teilen nach größe, wie viel zahlt jeder",
         "de", 1100, (20, 14)),
        ("nebenkosten 300 euro, anteilig aufteilen: 25 qm, 15 qm und 10 qm", "de", 300, (25, 15, 10)),
    ],
)  # fmt: skip
def test_a_cost_is_split_by_size(
    said: str, language: str, total: int, sizes: tuple[int, ...]
) -> None:
    whole = sum(sizes)
    t = said_number(Fraction(total), language)
    parts = tuple(
        f"{t} × {s}/{whole} = {cents(Fraction(total * s, whole), language)}" for s in sizes
    )
    has_all(said, language, parts)


@pytest.mark.parametrize(
    "said",
    [
        "split the 1500 rent between the 2 of us",  # a plain split
        "my room is 15 sqm and hers is 10, whose is bigger",
        "sort these by size: 15, 10, 1500",
    ],
)
def test_near_misses_of_a_split_by_size(said: str) -> None:
    assert rule_for(said) != "loose_split_by_size"


# --- a percent raise or cut -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "base", "pct", "up", "currency"),
    [
        ("ich verdien 3.200 € brutto und krieg 4 % mehr", "de", 3200, 4, True, " €"),
        ("price 80 goes up 15%, whats the new price", "en", 80, 15, True, ""),
        ("my rent of 950 is going up by 4%, what will i pay", "en", 950, 4, True, ""),
        ("they cut my hours so my 1,400 paycheck drops 12%, what do i get now", "en", 1400, 12, False, ""),
        ("die miete von 800 euro steigt um 5 %, was zahl ich dann", "de", 800, 5, True, " €"),
        ("mein gehalt 2.500 wird um 10 % gekürzt, wie viel bleibt", "de", 2500, 10, False, ""),
    ],
)  # fmt: skip
def test_a_percent_change_is_applied(
    said: str, language: str, base: int, pct: int, up: bool, currency: str
) -> None:
    change = Fraction(base * pct, 100)
    after = cents(base + change if up else base - change, language) + currency
    has_all(said, language, (f"{cents(change, language)}{currency}", after))


@pytest.mark.parametrize(
    "said",
    [
        "prices went up 15% since 2020",
        "my salary went up 4%",
        "rent went up 5% and is now 945, what was it before",
        "jacket was 80, now 15% off, new price?",
        "i got a 3% raise last year and 2% the year before",
    ],
)
def test_near_misses_of_a_percent_change(said: str) -> None:
    answer = answer_to(said)
    assert rule_for(said) != "loose_raise" or answer is None, answer


# --- the nights of a stay ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "nights"),
    [
        ("check in july 18, check out august 2 - how many nights", "en", 15),
        ("hotel from july 18 to august 2, how many nights is that", "en", 15),
        ("we arrive march 28 and leave april 3 how many nights", "en", 6),
        ("booked the cabin dec 28 to jan 3, how many nights do i pay for", "en", 6),
        ("airbnb may 3-10 how many nights", "en", 7),
        ("vom 3. bis 17. mai wie viele nächte", "de", 14),
        ("wir sind vom 3. bis 17. mai im hotel, wie viele nächte sind das", "de", 14),
        ("anreise 28.3., abreise 3.4., wie viele nächte", "de", 6),
        ("einchecken am 18. juli, auschecken am 2. august, wie viele übernachtungen", "de", 15),
    ],
)
def test_the_nights_of_a_stay(said: str, language: str, nights: int) -> None:
    word = ("Nächte" if nights > 1 else "Nacht") if language == "de" else "nights"
    has_all(said, language, (f"{nights} {word}",))


@pytest.mark.parametrize(
    "said",
    [
        "i fly out july 18",
        "check in is at 3pm on july 18",
        "how many nights until july 18 and then back",
    ],
)
def test_near_misses_of_a_stay(said: str) -> None:
    assert rule_for(said) != "loose_nights"


# --- the average of a list --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "numbers"),
    [
        ("the kids ages are 4, 7 and 12, what's the avrage", "en", ("4", "7", "12")),
        ("i slept 6, 7.5, 5 and 8 hours this week, whats the mean", "en", ("6", "7.5", "5", "8")),
        ("wie hoch ist der durchschnitt von 12, 15, 9 und 20", "de", ("12", "15", "9", "20")),
        ("noten: 2, 1,7, 2,3 und 3 - welchen schnitt hab ich", "de", ("2", "1,7", "2,3", "3")),
    ],
)
def test_the_average_of_a_list(said: str, language: str, numbers: tuple[str, ...]) -> None:
    values = [Fraction(n.replace(",", ".")) for n in numbers]
    mean = sum(values, Fraction(0)) / len(values)
    shown = said_number(Fraction(round(mean * 100), 100), language)
    has_all(said, language, (f"({' + '.join(numbers)}) ÷ {len(numbers)} = {shown}",))


@pytest.mark.parametrize(
    "said",
    [
        "average people sleep how long",
        "whats the average rent in berlin",
        "my average is 3.2, is that good",
    ],
)
def test_near_misses_of_an_average(said: str) -> None:
    assert rule_for(said) not in ("loose_average", "loose_average_speed")
