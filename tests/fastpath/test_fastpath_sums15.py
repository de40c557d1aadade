"""Everyday sums, in phrasings written for this file (English and German, casual): a bill where
one pays only their own and the others split the rest; packs of a fixed size to buy, rounded
up, with the shortfall and the leftover; a week's pay from an hourly rate, hours a day and days
a week; an age in months, weeks or days today; a running pace per km as per mile and back; a
price per kilo for an amount. The expected figures are worked out here; the fast path's clock is
:data:`tests.fastpath.fastpath_helpers.NOW` (Wednesday, 2 December 2026). Near misses must be
left alone or keep their old answer."""

from __future__ import annotations

import math
from datetime import date
from fractions import Fraction

import pytest

from brain.fastpath.reckon import said_number
from brain.text import plural
from tests.fastpath.fastpath_helpers import NOW, answer_to, cents, has_all, rule_for

# --- one pays only their own, the others split the rest ------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "total", "own", "people", "who"),
    [
        ("dinner came to 96 for 4 of us, kai only had a salad for 12, the rest of us split "
         "what's left. how much do the others pay", "en", "96", "12", 4, "Kai pays"),
        ("the bill is 120 with 5 people, tom only had a soup at 8, the others split the rest",
         "en", "120", "8", 5, "Tom pays"),
        ("bill was 84.50, we were 4, everyone pays their share but mia only pays her drink which "
         "was 4.50. what does everyone else pay", "en", "84.50", "4.50", 4, "Mia pays"),
        ("me and 3 friends had pizza, 58 total. i only had a coke for 3.50, how much do the "
         "other 3 pay", "en", "58", "3.50", 4, "you pay"),
        ("we're 3, total 60, sam only had a drink for 5, how much do the others pay", "en", "60",
         "5", 3, "Sam pays"),
        ("lunch was 75 euros, one person only had coffee for 3, the other 4 split the rest, how "
         "much each", "en", "75", "3", 5, "pays 3"),
        ("die rechnung ist 90 €, wir sind 4, lena hatte nur einen salat für 9 €, der rest teilt "
         "sich den rest. was zahlt jeder", "de", "90", "9", 4, "Lena zahlt"),
        ("wir waren 5 leute, essen hat 110 euro gekostet, ich hatte nur eine suppe für 7 euro, "
         "die anderen teilen den rest, wie viel zahlt jeder von denen", "de", "110", "7", 5,
         "du zahlst"),
    ],
)  # fmt: skip
def test_one_pays_own_the_others_split_the_rest(
    said: str, language: str, total: str, own: str, people: int, who: str
) -> None:
    left = Fraction(total) - Fraction(own)
    each = left / (people - 1)
    has_all(said, language, (f"= {cents(each, language)}", f"÷ {people - 1}", who))


@pytest.mark.parametrize(
    ("said", "language", "each"),
    [
        ("dinner was 96 for 4 of us, how much each", "en", "24"),
        ("dinner was 96 for 4 of us plus a 12 tip, how much each", "en", "27"),
    ],
)
def test_an_even_split_keeps_its_answer(said: str, language: str, each: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and f"{each} each" in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "the bill is 120 with 5 people, tom and mia only had soup at 8 each, the others split the "
        "rest",
        "we were 6 at the bar, tab was 142, jake only drank water and a 6 buck burger so he pays "
        "6, others split the rest evenly, what's each?",
    ],
)
def test_two_who_pay_their_own_or_a_muddle_are_declined(said: str) -> None:
    assert answer_to(said) is None, answer_to(said)


# --- packs of a fixed size, rounded up ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "need", "size", "packs"),
    [
        ("how many sticks of butter do i need for 250 g if a stick is 113 g", "en", 250, 113,
         "sticks"),
        ("recipe needs 250g butter, sticks are 113g each, how many sticks", "en", 250, 113,
         "sticks"),
        ("a can is 400 ml, i need 1 liter of coconut milk, how many cans", "en", 1000, 400, "cans"),
        ("the soup calls for 750 ml stock and the cartons are 500 ml, how many cartons", "en", 750,
         500, "cartons"),
        ("wie viele päckchen butter à 250 g brauche ich für 600 g", "de", 600, 250, "Päckchen"),
        ("ich brauche 1 l kokosmilch, eine dose hat 400 ml, wie viele dosen muss ich kaufen", "de",
         1000, 400, "Dosen"),
    ],
)  # fmt: skip
def test_packs_are_rounded_up_with_shortfall_and_leftover(
    said: str, language: str, need: int, size: int, packs: str
) -> None:
    count = math.ceil(Fraction(need, size))
    short = need - (count - 1) * size
    spare = count * size - need
    n = lambda x: said_number(Fraction(x), language)  # noqa: E731
    has_all(said, language, (f"{count} {packs}", f"{n(short)} ", f"{n(spare)} "))
    answer = answer_to(said, language)
    assert answer is not None
    assert ("short" in answer) if language == "en" else ("zu wenig" in answer)


def test_an_exact_fit_and_one_pack_that_is_enough() -> None:
    has_all("i need 1.2 kg of tomatoes for the sauce, tins are 400 g, how many tins should i buy",
            "en", ("exactly 3 tins",))  # fmt: skip
    has_all("für das rezept brauch ich 900 g mehl, packungen sind 1 kg, wie viele packungen", "de",
            ("1 Packung reicht", "100 g"))  # fmt: skip


@pytest.mark.parametrize(
    ("said", "language", "one"),
    [
        ("boxes hold 500 g, i need 300 g of pasta, how many boxes", "en", "1 box is enough"),
        ("how many bottles of 1.5 l do i need for 1 l of lemonade", "en", "1 bottle is enough"),
        ("wie viele blöcke tofu à 400 g brauche ich für 350 g", "de", "1 Block reicht"),
        ("wie viele kartons à 1 l brauch ich für 800 ml", "de", "1 Karton reicht"),
    ],
)  # fmt: skip
def test_one_pack_is_named_in_the_singular(said: str, language: str, one: str) -> None:
    has_all(said, language, (one,))


def test_a_count_names_its_word_in_the_form_it_takes() -> None:
    assert plural(3, "entry") == "3 entries"
    assert plural(2, "match") == "2 matches"
    assert plural(1, "document") == "1 document"


def test_portions_out_of_an_amount_stay_rounded_down() -> None:
    answer = answer_to("wie viele burger bekomme ich aus 2,4 kg hack wenn jeder 150 g hat", "de")
    assert answer is not None and "16 Burger" in answer, answer


# --- a week's pay from an hourly rate, hours a day and days a week --------------------------------


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("16.40 an hour, 7.5 hour shifts, 4 shifts a week - what do i get a week", "en"),
        ("the new gig pays 16.40 an hour, 7.5h days, four days a week, what would that come to "
         "weekly", "en"),
        ("16.40/h x 7.5h x 4 days, how much per week", "en"),
        ("hourly rate 16.40, 7.5 hours per day, 4 days per week. weekly pay?", "en"),
        ("what's my weekly wage at 16.40 an hour for 7.5 hours a day, 4 days", "en"),
        ("stundenlohn 16,40, 7,5 std täglich, 4 tage pro woche, wochenlohn?", "de"),
        ("16,40 die stunde, 4 tage à 7,5 stunden, was krieg ich pro woche", "de"),
    ],
)  # fmt: skip
def test_a_weeks_pay_multiplies_all_the_factors(said: str, language: str) -> None:
    week = Fraction("16.40") * Fraction("7.5") * 4
    has_all(said, language, (f"= {cents(week, language)} ", "× 4 = 30 h"))


def test_a_month_shows_the_week_it_comes_from() -> None:
    week = 15 * 6 * 5
    has_all("ich verdiene 15 euro die stunde und arbeite 6 stunden am tag an 5 tagen in der woche, "
            "was verdiene ich im monat", "de",
            ("6 h × 5 = 30 h", f"= {week} pro Woche", cents(Fraction(week * 52, 12), "de")))  # fmt: skip


def test_one_days_pay_is_asked_for_a_day_only() -> None:
    answer = answer_to("16.40 an hour, 7.5 h a day, how much a day")
    assert answer is not None and "= 123" in answer, answer


# --- an age in months, weeks or days today ------------------------------------------------------


def _full_months(born: date) -> int:
    today = NOW.date()
    return (today.year - born.year) * 12 + today.month - born.month - (today.day < born.day)


@pytest.mark.parametrize(
    ("said", "language", "born"),
    [
        ("my daughter was born on 14 march 2025, how old is she in months", "en", date(2025, 3, 14)),
        ("the form wants her age in months, she was born 3.5.2025", "en", date(2025, 5, 3)),
        ("meine tochter ist am 3. mai 2025 geboren, wie viele monate ist sie alt", "de",
         date(2025, 5, 3)),
    ],
)  # fmt: skip
def test_an_age_in_months(said: str, language: str, born: date) -> None:
    months = _full_months(born)
    has_all(said, language, (f"{months} {'Monate' if language == 'de' else 'months'} alt"
                             if language == "de" else f"{months} months old",))  # fmt: skip


@pytest.mark.parametrize(
    ("said", "language", "born", "weeks"),
    [
        ("how many weeks old is my son, born 2026-10-01", "en", date(2026, 10, 1), True),
        ("geboren am 01.10.2026, wie viele wochen alt ist er", "de", date(2026, 10, 1), True),
        ("baby born on october 30 2026, how many days old is he", "en", date(2026, 10, 30), False),
    ],
)
def test_an_age_in_weeks_or_days(said: str, language: str, born: date, weeks: bool) -> None:
    days = (NOW.date() - born).days
    parts = (f"{days} ", f"{days // 7} ") if weeks else (f"{days} ",)
    has_all(said, language, parts)


def test_turned_n_in_a_month_counts_from_that_month() -> None:
    months = (2026 - 2024) * 12 + 12 - 8  # turned 2 in August 2026: born August 2024
    has_all("she turned 2 in august, how many months old is she for the form", "en",
            ("August 2024", f"{months} months", f"{months - 1} if"))  # fmt: skip
    has_all("mein sohn wurde im august 2, wie viele monate ist er jetzt", "de",
            ("August 2024", f"{months} Monate"))  # fmt: skip


@pytest.mark.parametrize(
    "said",
    [
        "my daughter was born on 14 march 2025, how many months old will she be on 1 june 2027",
        "she was born 14 march 2025, how old in months will she be at christmas",
    ],
)
def test_an_age_on_another_day_is_not_todays(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or "today" not in answer, answer


# --- a running pace in another unit -------------------------------------------------------------

_MILE = Fraction(1609344, 1000000)


def _clock(seconds: Fraction) -> str:
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("5:30 per km, what's that per mile", "en", (f"{_clock(330 * _MILE)} per mile",)),
        ("my pace is 8:51 per mile, what is that per km", "en", (f"{_clock(531 / _MILE)} per km",)),
        ("my easy runs are around 6 min 15 sec per km, how much is that per mile?", "en",
         (f"{_clock(375 * _MILE)} per mile",)),
        ("i run at 12 km/h, what's my pace per km", "en", ("5:00 per km",)),
        ("treadmill says 7.5 mph, what pace is that", "en", ("8:00 per mile",)),
        ("pace of 6:00/km in km/h", "en", ("= 10 km/h",)),
        ("5:30 pro km, wie viel ist das pro meile", "de", (f"{_clock(330 * _MILE)} pro Meile",)),
        ("ich laufe 11 km/h, was ist das für ein tempo pro kilometer", "de",
         (f"{_clock(Fraction(3600, 11))} pro km",)),
        ("9:00 pro meile, wie schnell ist das in km/h", "de",
         (f"{said_number(Fraction(round(3600 / (540 / _MILE) * 10), 10), 'de')} km/h",)),
    ],
)  # fmt: skip
def test_a_pace_in_another_unit(said: str, language: str, parts: tuple[str, ...]) -> None:
    has_all(said, language, parts)


def test_a_runs_pace_and_time_keep_their_readers() -> None:
    assert rule_for("at 5:30 per km how long for a half marathon") == "loose_run_time"
    assert rule_for("i ran 5k in 27 min, whats my pace per km") == "loose_pace"
    assert answer_to("5:30 per km is that good") is None


# --- a price per kilo --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "total"),
    [
        ("kartoffeln kosten 1,20 € das kilo, was zahl ich für 1,5 kg", "de", Fraction("1.80")),
        ("1,5 kg tomaten zu 2,80 € das kilo, wieviel ist das", "de", Fraction("4.20")),
        ("hackfleisch 8,99 € pro kg, ich brauche 600 g, was kostet das", "de", Fraction("5.394")),
        ("apples 2.49 per kg, i take 800 g, how much", "en", Fraction("1.992")),
        ("cheese is 18.90/kg and i want 250g, what does that cost", "en", Fraction("4.73")),
    ],
)
def test_a_price_per_kilo(said: str, language: str, total: Fraction) -> None:
    has_all(said, language, (f"= {cents(total, language)}.",))
