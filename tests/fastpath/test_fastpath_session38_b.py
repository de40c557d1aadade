"""Everyday sums of a household, English and German: the VAT inside a price that includes it
(never added again), instalments, multi-buy deals, a device's running cost, bedtime from an
alarm (an answer, not a reminder), overtime pay, an amount in a unit given as "1 X = N Y"
(divided back), a habit's cost in a year, the days to go from a day said as today, and a
roast's time by its weight. Near misses share the words but ask something else."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path

import pytest

from brain.fastpath import FastPath
from brain.llm.tiny_lines import in_crisis
from tests.engines.conftest import Hub, _open_hub

NOW = datetime(2026, 3, 3, 12, 0)


@pytest.fixture(scope="module")
def fast() -> FastPath:
    return FastPath.bundled()


def answer(fast: FastPath, said: str, language: str) -> str | None:
    found = fast.match(said, language=language, now=NOW)
    return None if found is None else str(found.action["message"])


def check(fast: FastPath, said: str, language: str, has: str) -> None:
    message = answer(fast, said, language)
    assert message is not None and has in message, message


# --- the VAT inside a price -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("i paid 238 for the drill, that's with 19% vat. how much of that is vat?", "en",
         "238 − 238 ÷ 1.19 = 238 − 200 = 38"),
        ("the receipt says 59.50 with 19% vat included, what's the net price", "en",
         "The net price is 50: 59.50 ÷ 1.19"),
        ("total came to 53.50 with 7% sales tax, how much was the tax", "en",
         "53.50 − 53.50 ÷ 1.07 = 53.50 − 50 = 3.50"),
        ("die rechnung über 535 euro enthält 7 % mwst, wie viel steuer ist das", "de",
         "535 − 535 ÷ 1,07 = 535 − 500 = 35"),
        ("was ist der nettopreis von 99 euro inkl. 19% mwst", "de", "Netto sind es 83,19"),
        ("wie viel mwst steckt in 1.190 € brutto bei 19 % mwst", "de", "= 190"),
        ("der preis von 230 € enthält 15 % steuer, was ist der nettobetrag", "de",
         "Netto sind es 200: 230 ÷ 1,15 (Steuer: 230 − 200 = 30)"),
        ("wie viel netto sind 2.380 € brutto bei 19 %", "de", "Netto sind es 2.000"),
        ("the iphone costs 999, how much is 19% vat included in that", "en",
         "VAT: 999 − 999 ÷ 1.19 = 999 − 839.50 = 159.50"),
    ],
)  # fmt: skip
def test_the_vat_inside_a_price(fast: FastPath, said: str, language: str, has: str) -> None:
    check(fast, said, language, has)


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("add 19% vat to 100", "en", "= 119"),
        ("net price is 250, how much is it with 19% vat", "en", "= 297.50"),
        ("100 euro netto plus 19 % mwst, was ist brutto", "de", "= 119"),
    ],
)
def test_a_net_price_still_gets_the_vat_added(
    fast: FastPath, said: str, language: str, has: str
) -> None:
    check(fast, said, language, has)


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("100 incl 19% vat", "en"),
        ("the price is 59.50 incl. vat of 19%", "en"),
        ("invoice 119 total incl. 19% vat, what's the total", "en"),
        ("119 € inkl. 19 % mwst", "de"),
    ],
)
def test_a_price_with_its_vat_never_gets_it_again(fast: FastPath, said: str, language: str) -> None:
    message = answer(fast, said, language) or ""
    assert " + " not in message and "141" not in message, message


# --- instalments ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("iphone 15 for 999, pay 99 now and the rest in 12 months, how much each month", "en",
         "999 − 99 upfront = 900; 900 ÷ 12 = 75 a month"),
        ("der fernseher kostet 1.299 €, ich zahle 199 € an und den rest in 24 monatsraten. wie"
         " hoch ist die rate", "de", "1.100 ÷ 24 = 45,83 im Monat"),
        ("sofa 1500, deposit of 300, remaining in 10 payments plus 5% interest", "en",
         "+ 5% interest (60) = 1,260; 1,260 ÷ 10 = 126 each payment"),
        ("bike costs 2400, 400 down payment, the rest over 24 months with 6% interest a year,"
         " what's the monthly payment", "en", "(240) = 2,240; 2,240 ÷ 24 = 93.33 a month"),
        ("küche für 6000 euro, anzahlung 1000, rest über 36 monate mit 3 % zinsen pro jahr, wie"
         " viel im monat", "de", "5.450 ÷ 36 = 151,39 im Monat"),
        ("laptop for 1200, no deposit, 12 monthly instalments at 0% interest, how much a month",
         "en", "1,200 ÷ 12 = 100 a month"),
    ],
)  # fmt: skip
def test_instalments(fast: FastPath, said: str, language: str, has: str) -> None:
    check(fast, said, language, has)


# --- multi-buy deals --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("buy 2 get 1 free on candles at 12 each, i want 6, how much", "en",
         "6 = 2 × 3, so you pay for 2 × 2 = 4; 4 × 12 = 48"),
        ("8 cans at 1.20 each, 3 for 2, how much", "en", "6 × 1.20 = 7.20"),
        ("nimm 3 zahl 2, die packung kostet 2,99 und ich brauche 10, was zahle ich", "de",
         "3 × 2 + 1 = 7; 7 × 2,99 = 20,93"),
        ("2 für 1 aktion, pizza kostet 8,90, wir nehmen 5 pizzen, was kostet das", "de",
         "3 × 8,90 = 26,70"),
        ("buy 3 pay 2 at 5 each, i need 7, how much", "en", "5 × 5 = 25"),
    ],
)  # fmt: skip
def test_multi_buy_deals(fast: FastPath, said: str, language: str, has: str) -> None:
    check(fast, said, language, has)


# --- a device's running cost ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("mein heizlüfter hat 2 kw, läuft 4 stunden jeden abend, strom kostet 35 cent pro kwh."
         " was kostet das im monat", "de", "8 kWh am Tag; × 30 Tage = 240 kWh; × 0,35 = 84"),
        ("a 150 w gaming pc runs 6 hours a day, 5 days a week, electricity is 0.30 per kwh, how"
         " much a year", "en", "× 5 × 52 days = 234 kWh; × 0.30 = 70.20"),
        ("the 60 watt lamp is on 8 hours a night and a kwh costs 28 cents, what does it cost over"
         " a year", "en", "× 365 days = 175.2 kWh; × 0.28 = 49.06"),
        ("aquarium pumpe 25 watt, 24 stunden am tag, kwh kostet 0,32 €, was kostet das im jahr",
         "de", "0,025 kW × 24 h = 0,6 kWh am Tag; × 365 Tage = 219 kWh; × 0,32 = 70,08"),
        ("der trockner hat 2,5 kw, läuft täglich 1 stunde, 0,40 € je kwh, was kostet das in 30"
         " tagen", "de", "× 30 Tage = 75 kWh; × 0,40 = 30"),
        ("electric car charger 11 kw, 2 hours every night, 0.35 per kwh, how much a week", "en",
         "22 kWh a day; × 7 days = 154 kWh; × 0.35 = 53.90"),
    ],
)  # fmt: skip
def test_a_devices_running_cost(fast: FastPath, said: str, language: str, has: str) -> None:
    check(fast, said, language, has)


# --- bedtime from an alarm --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("alarm is set for 5:45, i need 7.5 hours sleep and need 20 min to drift off, when should"
         " i be in bed", "en", "5:45 − 7.5 h − 20 min = 21:55"),
        ("my alarm goes off at 6:15 and i want 8 hours of sleep, what time should i go to bed",
         "en", "6:15 − 8 h = 22:15"),
        ("i have to get up at 7am and want 5 sleep cycles, it takes me about 20 minutes to fall"
         " asleep. what's my bedtime", "en", "7:00 AM − 7.5 h (5 × 90 min) − 20 min = 11:10 PM"),
        ("wecker klingelt um 6:30, ich will 8 stunden schlafen und brauche 15 minuten zum"
         " einschlafen, wann muss ich ins bett", "de", "6:30 − 8 Std. − 15 Min. = 22:15 Uhr"),
        ("ich muss um 5:30 aufstehen und will 7 stunden schlaf, wann sollte ich schlafen gehen",
         "de", "5:30 − 7 Std. = 22:30 Uhr"),
        ("my alarm is at 7, i want to sleep 9 hours, when should i go to sleep", "en",
         "7:00 − 9 h = 22:00"),
        ("i need to be up at 5, want 7 hours of sleep, what time do i need to hit the sack", "en",
         "5:00 − 7 h = 22:00"),
        ("um 6 uhr klingelt der wecker, ich brauche 8 stunden schlaf, wann ins bett", "de",
         "6:00 − 8 Std. = 22:00 Uhr"),
        # the other way round: the alarm from a bedtime
        ("what time should i set my alarm if i go to bed at 11 and want 8 hours of sleep", "en",
         "23:00 + 8 h = 7:00"),
        ("i'm going to bed at 22:30, it takes me 20 min to fall asleep and i want 7.5 hours of"
         " sleep, when should my alarm go off", "en", "22:30 + 20 min + 7.5 h = 6:20"),
        ("ich gehe um 23 uhr ins bett und will 8 stunden schlafen, wann muss der wecker klingeln",
         "de", "23:00 + 8 Std. = 7:00 Uhr"),
    ],
)  # fmt: skip
def test_bedtime_from_an_alarm(fast: FastPath, said: str, language: str, has: str) -> None:
    check(fast, said, language, has)


# --- overtime ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("i make 15 an hour, anything over 40 hours is time and a half, i worked 46 hours this"
         " week, what's my pay", "en", "40 × 15 = 600; 6 × 22.50 (15 × 1.5) = 135; 600 + 135 = 735"),
        ("paid 22 per hour and double time after 8 hours, i did 11 hours today, how much", "en",
         "8 × 22 = 176; 3 × 44 (22 × 2) = 132; 176 + 132 = 308"),
        ("i get 25 an hour, 40 regular hours and 6 hours overtime at double time, what's my week",
         "en", "1,000 + 300 = 1,300"),
        ("ich verdiene 14 € die stunde, ab 38 stunden gibt es 25 % zuschlag, diese woche habe ich"
         " 45 stunden gearbeitet. was bekomme ich", "de",
         "38 × 14 = 532; 7 × 17,50 (14 × 1,25) = 122,50; 532 + 122,50 = 654,50"),
        ("20 an hour, did 5 hours of overtime at time and a half, how much extra", "en",
         "Overtime: 5 × 30 (20 × 1.5) = 150"),
        ("stundenlohn 13,50 €, ab der 40. stunde gibt es das doppelte, ich habe 44 stunden"
         " gearbeitet", "de", "40 × 13,50 = 540; 4 × 27 (13,50 × 2) = 108; 540 + 108 = 648"),
        ("ich bekomme 15 euro pro stunde, über 40 stunden gibt es 50% mehr, ich war 47 stunden"
         " da, wie viel verdiene ich", "de", "600 + 157,50 = 757,50"),
    ],
)  # fmt: skip
def test_overtime(fast: FastPath, said: str, language: str, has: str) -> None:
    check(fast, said, language, has)


# --- an amount in a unit given as "1 X = N Y", divided back -----------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("1 euro sind ca. 1,08 dollar, die jacke kostet 130 dollar, wie viel euro ist das", "de",
         "130 dollar ÷ 1,08 = 120,37 euro"),
        ("one pound buys about 1.17 euros, hotel is 585 euros, how much in pounds", "en",
         "585 euros ÷ 1.17 = 500 pounds"),
        ("1 € = 4,35 zloty, dinner was 174 zloty, how much in euro", "en", "174 zloty ÷ 4,35 = 40"),
        ("1 cup is 240 ml, i have 600 ml of stock, how many cups", "en", "600 ml ÷ 240 = 2.5 cups"),
        ("a dollar is 0.92 euro, i have 250 dollars, how many euros", "en",
         "250 × 0.92 euro = 230 euro"),
        ("1 mile is 1.6 km, the run is 8 km, how many miles", "en", "8 km ÷ 1.6 = 5 miles"),
        ("if 1 gbp is 1.17 eur, what's 234 eur in gbp", "en", "234 eur ÷ 1.17 = 200 gbp."),
    ],
)  # fmt: skip
def test_a_given_factor_both_ways(fast: FastPath, said: str, language: str, has: str) -> None:
    check(fast, said, language, has)


# --- a habit's cost in a year -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("lunch out costs me about 11.50, 4 days a week, 47 weeks a year, how much is that a year",
         "en", "11.50 × 4 days × 47 weeks = 2,162 a year"),
        ("i buy 2 energy drinks a day at 2.49, every day, what does that cost a month", "en",
         "2 × 2.49 × 7 days × 52 weeks = 1,812.72 a year; ÷ 12 = 151.06 a month"),
        ("bus ticket 2.90, 3 times a week, 44 weeks a year, what do i spend a month", "en",
         "2.90 × 3 times × 44 weeks = 382.80 a year (31.90 a month)"),
        ("mein cappuccino kostet 3,80 €, 5 tage die woche, 45 arbeitswochen im jahr. was gebe ich"
         " im jahr dafür aus", "de", "3,80 × 5 Tage × 45 Wochen = 855 im Jahr"),
        ("ich tanke jede woche für 60 euro, was kostet das im jahr", "de",
         "60 × 52 Wochen = 3.120 im Jahr"),
        ("zigaretten: eine schachtel kostet 8,50 €, ich rauche jeden tag eine, wie viel im jahr",
         "de", "8,50 × 7 Tage × 52 Wochen = 3.094 im Jahr"),
    ],
)  # fmt: skip
def test_a_habits_cost_in_a_year(fast: FastPath, said: str, language: str, has: str) -> None:
    check(fast, said, language, has)


# --- days to go from a day said as today ------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("it's the 10th of june and my exam is on july 2nd, how many days left to study", "en",
         "From June 10 to July 2: 22 days (3 weeks and 1 day)"),
        ("today is november 20, christmas eve dinner is december 24 - how many days away is that",
         "en", "34 days (4 weeks and 6 days)"),
        ("heute ist der 3. märz, unser urlaub beginnt am 14. april, wie viele tage noch", "de",
         "Vom 3. März bis 14. April: 42 Tage (6 Wochen)"),
        ("heute ist der 20.12., wie viele tage noch bis zum 6.1.", "de",
         "Vom 20. Dezember bis 6. Januar: 17 Tage"),
        ("the wedding is on may 9, how many days to go", "en", "From March 3 to May 9: 67 days"),
    ],
)  # fmt: skip
def test_days_to_go(fast: FastPath, said: str, language: str, has: str) -> None:
    check(fast, said, language, has)


# --- a roast's time by its weight -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my turkey is 6 kg, it needs 40 minutes per kg plus 20 minutes, and should rest 30 min."
         " we want dinner at 18:00, when does it go in", "en",
         "6 × 40 min + 20 min = 260 min (4 h 20 min) cooking; + 30 min resting = 4 h 50 min"
         " before 18:00: in the oven at 13:10"),
        ("der schweinebraten wiegt 1,8 kg, pro 500 g 25 minuten plus 15 minuten, danach 10"
         " minuten ruhen lassen, essen um 13 uhr. wann muss er in den ofen", "de",
         "1,8 kg = 3,6 × 500 g: 3,6 × 25 Min. + 15 Min. = 105 Min."),
        ("a 4 lb chicken, 20 min per pound plus 15, let it rest 10 min, serve at 6:30 pm", "en",
         "in the oven at 4:45 PM"),
        ("roast beef 1.5 kg, 15 min per 500 g plus 15 min, how long in the oven", "en",
         "3 × 15 min + 15 min = 60 min"),
        ("rinderbraten 1,5 kg, je 500 g 30 min plus 15 min, wann in den ofen wenn wir um 19:30"
         " essen", "de", "vor 19:30 Uhr: um 17:45 Uhr in den Ofen"),
        ("gans 4 kg, 45 minuten pro kilo, 20 minuten ruhen, essen um 18 uhr, wann muss sie rein",
         "de", "+ 20 Min. Ruhen = 3 Std. 20 Min. vor 18:00 Uhr: um 14:40 Uhr in den Ofen"),
    ],
)  # fmt: skip
def test_a_roasts_time(fast: FastPath, said: str, language: str, has: str) -> None:
    check(fast, said, language, has)


# --- near misses ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "not_has"),
    [
        ("i pay 899 for my phone", "en", "÷"),
        ("the loan has 24 payments left", "en", "÷"),
        ("319 split over 12 payments, rounded", "en", "upfront"),
        ("table for 3 for 2 hours, how much is the deposit", "en", "free"),
        ("3 for 10 euros, i need 7, how much", "en", "free"),
        ("18% off 3 for 2 at 4 each, 6 items", "en", "free"),
        ("the heater is 2000 watts", "en", "kWh"),
        ("what time should i go to bed", "en", "−"),
        ("i slept 8 hours and my alarm was at 6, i'm tired", "en", "−"),
        ("i worked 46 hours this week", "en", "×"),
        ("i earn 18 an hour for 40 hours a week, how much a month", "en", "1.5"),
        ("a father is 3 times as old as his son. 5 years ago he was 4 times as old. how old are"
         " they", "en", "fathers"),
        ("i earn 20 an hour, 5 days a week, 8 hours a day, how much a year", "en", "days ×"),
        ("how many days from march 3 to may 17", "en", "From March 3 to May 17:"),
        ("roast at 180 degrees, 20 min per 500 g, how long", "en", "cooking"),
    ],
)  # fmt: skip
def test_near_misses_get_no_such_answer(
    fast: FastPath, said: str, language: str, not_has: str
) -> None:
    message = answer(fast, said, language)
    assert message is None or not_has not in message, message


def test_a_factor_still_multiplies(fast: FastPath) -> None:
    check(fast, "1 cup = 240 ml, how many ml is 2 cups", "en", "2 × 240 ml = 480 ml")


def test_a_conversion_without_a_given_factor_uses_the_table(fast: FastPath) -> None:
    check(fast, "8 km, how many miles", "en", "4.97 miles")


def test_a_wage_without_overtime_is_the_wage(fast: FastPath) -> None:
    check(fast, "i earn 18 an hour for 40 hours a week, how much a month", "en", "3,120 a month")


# --- through a whole offline turn: bedtime is an answer, a reminder stays a reminder -----------


@pytest.fixture
async def small_hub(tmp_path: Path) -> AsyncIterator[Hub]:
    async for opened in _open_hub(tmp_path, small=True):
        yield opened


@pytest.mark.parametrize(
    ("text", "has"),
    [
        ("alarm is set for 5:45, i need 7.5 hours sleep and need 20 min to drift off, when should"
         " i be in bed", "21:55"),
        ("wecker klingelt um 6:30, ich will 8 stunden schlafen und brauche 15 minuten zum"
         " einschlafen, wann muss ich ins bett", "22:15 Uhr"),
        ("remind me at 6:15 to take my pills", "take your pills"),
        ("set an alarm for 6:15", "6:15"),
    ],
)  # fmt: skip
async def test_bedtime_is_answered_and_a_reminder_set_in_a_hub_turn(
    small_hub: Hub, text: str, has: str
) -> None:
    before = len(await small_hub.eddie_said())
    await small_hub.say(text)
    said = [m.content for m in await small_hub.eddie_said()][before:]
    assert said and has in said[0], said
    if "remind" in text or "alarm for" in text:
        assert "sorry you're feeling" not in said[0], said
        assert " − " not in said[0], said


@pytest.mark.parametrize(
    ("said", "crisis"),
    [
        ("remind me at 6:15 to take my pills", False),
        ("don't let me forget to take the pills at 8", False),
        ("did i take my pills today", False),
        ("i want to take all my pills", True),
        ("i am going to take my pills and never wake up", True),
        ("i could just take these pills", True),
    ],
)
def test_pills_in_a_reminder_are_no_crisis(said: str, crisis: bool) -> None:
    assert in_crisis(said) is crisis
