"""Everyday word problems, in phrasings written for this file (English and German, lowercase,
typos): an invoice of days × hours a day × an hourly rate (VAT on top when named), percentages
one after another, a mixing ratio (two-stroke fuel, a concentrate with water) and an oven's
temperature on the other scale. Near misses share the words but must not be taken by these
readers."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to, rule_for

# --- an invoice ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("i worked 5 days, 8 hours a day at 45 an hour, what do i invoice", "en", "5 days × 8 h × 45 = 1,800."),
        ("invoice for 12 days at 7.5 hours per day at 80 per hour", "en", "12 days × 7.5 h × 80 = 7,200."),
        ("3 days x 6 hours/day x 60 eur/h", "en", "3 days × 6 h × 60 = 1,080."),
        ("4 days of 6 hours, hourly rate 95, plus 20% vat, how much do i bill", "en",
         "4 days × 6 h × 95 = 2,280; + 20% VAT 456 = 2,736."),
        ("5 tage à 8 stunden zu 45 euro die stunde, was stelle ich in rechnung", "de", "5 Tage × 8 Std. × 45 = 1.800."),
        ("12 tage à 7,5 std, stundensatz 80 €, plus 19 % mwst, was stelle ich in rechnung", "de",
         "= 7.200; + 19 % MwSt. 1.368 = 8.568."),
    ],
)  # fmt: skip
def test_an_invoice_of_days_hours_and_rate(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "i worked 5 days this week",  # nothing asked
        "i work 8 hours a day 5 days a week at 20 an hour, how much a month",  # a wage
        "remind me to invoice 5 days at 8 hours a day at 45 an hour",  # a reminder
        "the shop is open 6 days, 8 hours a day, how long is that",  # no rate
    ],
)
def test_near_misses_are_not_taken_by_the_invoice_reader(said: str) -> None:
    assert rule_for(said) != "loose_invoice"


# --- percentages one after another ----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("+20% then -20%, am I back where I started", "en", "1.2 × 0.8 = 0.96: 96% of the start, 4% less — not back"),
        ("price up 10% twice", "en", "1.1 × 1.1 = 1.21: 121% of the start, 21% more (not 20%)."),
        ("if a price goes up 20% and then down 20% is it the same", "en", "4% less — not back"),
        ("a stock rose 50% then fell 50%, where is it", "en", "1.5 × 0.5 = 0.75: 75% of the start"),
        ("rent is 1000, it went up 5% and then another 3%, what is it now", "en",
         "1,000 × 1.05 × 1.03 = 1,081.50"),
        ("20% more then 20% less, same?", "en", "0.96"),
        ("erst 20% mehr dann 20% weniger, bin ich wieder beim alten preis", "de",
         "1,2 × 0,8 = 0,96: 96 % vom Anfang, 4 % weniger, also nicht wieder am Anfang."),
        ("der preis steigt zweimal um 10 %, wie viel ist das insgesamt", "de", "21 % mehr (nicht 20 %)"),
    ],
)  # fmt: skip
def test_percentages_one_after_another(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "my salary went up 5% this year, how much is 3000",  # one change
        "jacket 100, 20% off and then another 10% off, final price",  # the discounts reader
        "what's 20% of 80 and then 10% of that",  # parts, not changes
        "add 19% vat and then a 10% tip on 50",  # not a chain of changes
    ],
)
def test_near_misses_are_not_taken_by_the_chain_reader(said: str) -> None:
    assert rule_for(said) != "loose_chained_percent"


# --- a mixing ratio -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("1:50 two-stroke mix, how much oil for 5 litres", "en", "5 l ÷ 50 = 100 ml oil (for 5 l of petrol)."),
        ("mix ratio 1:40, how much oil do i need for 10 litres of petrol", "en", "10 l ÷ 40 = 250 ml oil"),
        ("50:1 for my chainsaw, how much oil in 5 litres", "en", "= 100 ml oil"),
        ("1:50 two-stroke, how much oil for 5 litres of mix", "en", "5 l ÷ 51 parts = 98 ml oil and 4.9 l petrol."),
        ("1:4 squash concentrate for 2 litres, how much concentrate", "en",
         "2 l ÷ 5 parts = 400 ml concentrate and 1.6 l water."),
        ("1:4 squash for 2 litres of water", "en", "2 l of water ÷ 4 = 500 ml of concentrate to add."),
        ("mischung 1:50, wie viel öl für 5 liter", "de", "5 l ÷ 50 = 100 ml Öl (auf 5 l Benzin)."),
        ("sirup 1:6 verdünnen, wie viel sirup für 1,5 liter", "de", "1,5 l ÷ 7 Teile = 214 ml Konzentrat"),
    ],
)  # fmt: skip
def test_a_mixing_ratio(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "we won 1:4 last night, how much did you bet",  # a score
        "meet at 1:50, bring 5 litres of water",  # a time
        "the model is 1:50 scale, how big is a 5 m boat",  # no volume
        "flat is 1450 a month, we split it 60/40, what's my share if i'm the 60",  # a split
    ],
)
def test_near_misses_are_not_taken_by_the_mix_reader(said: str) -> None:
    assert rule_for(said) != "loose_mixed"


# --- an oven's temperature on the other scale ----------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my oven is in fahrenheit and the recipe says 180 degrees celsius", "en",
         "180 °C is 356 °F: set the oven to about 350 °F."),
        ("bake at 425 f, my oven only has celsius", "en", "set the oven to about 220 °C."),
        ("im rezept steht 180 grad, mein ofen hat nur fahrenheit", "de",
         "180 °C sind 356 °F: den Ofen auf etwa 350 °F stellen."),
        ("ofen auf 200 grad umluft, wieviel fahrenheit", "de", "etwa 400 °F"),
        ("recipe says 350F, what's that on my oven in celsius", "en", "176.67 °C"),
    ],
)  # fmt: skip
def test_an_oven_temperature_on_the_other_scale(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "the oven is broken, it was 200 euros",
        "preheat the oven to 180",  # nothing to convert to
        "it's 30 degrees celsius outside, too hot to bake",
    ],
)
def test_near_misses_are_not_taken_by_the_oven_reader(said: str) -> None:
    assert rule_for(said) != "loose_oven"
