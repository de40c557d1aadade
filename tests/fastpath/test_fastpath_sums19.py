"""Everyday sums, in phrasings written for this file (English and German, casual): a recipe
scaled to more or fewer people with several ingredients at once, a count of eggs, onions or cans
rounded to whole ones and saying how; what is left to save spread over the months or weeks
left; a floor's or a lawn's area with a margin on top for cutting or waste. The expected figures
are worked out here. Near misses must be left alone or keep their old answer."""

from __future__ import annotations

from fractions import Fraction

import pytest

from brain.fastpath.reckon import said_number
from tests.fastpath.fastpath_helpers import answer_to, cents, has_all, rule_for

# --- a recipe scaled, every ingredient at once ---------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("pancakes for 2 ppl: 125 g flour, 1 egg, 200 ml milk. we are 5, how much of each", "en",
         ("For 5 instead of 2", "125 g flour becomes 313 g", "1 egg becomes 3 eggs (2.5, rounded up)",
          "200 ml milk becomes 500 ml")),
        ("gran's stew feeds 4 ppl with 600g beef, 3 carrots, 2 potatoes and 500ml stock, doing it "
         "for 10 what do i need", "en",
         ("1,500 g", "3 carrots become 8 carrots (7.5, rounded up)", "2 potatoes become 5 potatoes",
          "500 ml stock becomes 1,250 ml")),
        ("bolognese for 2: 250 g mince, 1 can tomatoes, 2 cloves garlic - we'll be 6, how much of "
         "everything", "en", ("750 g", "1 can tomatoes becomes 3 cans", "become 6 cloves")),
        ("cake for 8: 200g butter, 4 eggs, 200g sugar, but only 6 are coming so how much of each",
         "en", ("For 6 instead of 8", "200 g butter becomes 150 g", "4 eggs become 3 eggs;",
                "200 g sugar becomes 150 g")),
        ("my curry recipe feeds 6 - 800g chicken, 2 onions, 400 ml coconut milk, 3 tbsp paste. "
         "only 2 of us tonight, what do i need", "en",
         ("267 g", "2 onions become 1 onion (0.67, rounded up)", "coconut milk becomes 133 ml")),
        ("pfannkuchen für 2: 125 g mehl, 2 eier, 250 ml milch – es kommen 5 leute, wie viel von "
         "allem", "de", ("Für 5 statt 2", "313 g", "aus 2 eiern werden 5 eier", "625 ml")),
        ("ich hab ein rezept für 4 personen, 400 g nudeln, 2 dosen tomaten und 1 zwiebel, wir sind "
         "aber 6, was brauch ich", "de",
         ("600 g", "3 dosen", "aus 1 zwiebel werden 2 zwiebeln (1,5, aufgerundet)")),
        ("rezept reicht für 4, 500 g kartoffeln, 2 eier, 1 prise salz, wir sind 3 – was brauch ich",
         "de", ("375 g", "2 eier (1,5, aufgerundet)", "1 prise (0,75, aufgerundet)")),
    ],
)  # fmt: skip
def test_a_recipe_is_scaled_ingredient_by_ingredient(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    has_all(said, language, parts)


@pytest.mark.parametrize(
    "said",
    [
        "the stew serves 3 and takes 450 ml stock and 1 onion, how long does it simmer",
        "we're 9 and the stew takes 450 ml stock and 1 onion, how much of each",
        "recipe for 4 with 200 g flour and 2 eggs, how many calories",
        "we were 4, now 6 people and 2 cars, how many seats",
    ],
)
def test_a_recipe_not_fully_said_is_not_scaled(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or "instead of" not in answer, answer


# --- what is left to save, over the time left ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "goal", "have", "left", "per"),
    [
        ("want a laptop for 1200 by summer, got 300 saved, that's 5 months away, how much a month",
         "en", "1200", "300", "5", "a month"),
        ("new phone costs 899, i've got 150 so far, 10 weeks to go, what must i set aside every "
         "week", "en", "899", "150", "10", "a week"),
        ("wedding is in 9 months and will cost 12000, we have 3000 saved, how much per month", "en",
         "12000", "3000", "9", "a month"),
        ("gaming pc is 1500, got 420 put aside, 9 mnths left", "en", "1500", "420", "9", "a month"),
        ("how much a week if the ps5 is 550 and i got 100 and 9 weeks", "en", "550", "100", "9",
         "a week"),
        ("für die waschmaschine brauche ich 650 euro, hab schon 170, noch 6 wochen, wie viel pro "
         "woche", "de", "650", "170", "6", "pro Woche"),
        ("neue brille kostet 480, hab 120 gespart, in 4 monaten brauch ich sie, wie viel monatlich",
         "de", "480", "120", "4", "pro Monat"),
        ("ich will in einem halben jahr 1200 euro sparen, wie viel pro monat", "de", "1200", "0",
         "6", "pro Monat"),
    ],
)  # fmt: skip
def test_what_is_left_to_save_is_spread_over_the_time_left(
    said: str, language: str, goal: str, have: str, left: str, per: str
) -> None:
    each = (Fraction(goal) - Fraction(have)) / Fraction(left)
    has_all(said, language, (f"/ {left} = {cents(each, language)} {per}",))


def test_the_time_left_is_counted_in_the_period_asked() -> None:
    has_all(
        "trip costs 1800, have 400, 6 months left, how much per week",
        "en",
        ("6 months = 26 weeks: (1,800 − 400) / 26 = 53.85 a week",),
    )
    has_all(
        "das auto kostet 6000, 1500 sind schon gespart, ich will es in einem jahr, wie viel im "
        "monat",
        "de",
        ("1 Jahr = 12 Monate: (6.000 − 1.500) / 12 = 375 pro Monat",),
    )


@pytest.mark.parametrize(
    "said",
    [
        "bike costs 960, i save 40 a month, how many months",  # a rate: how long it takes
        "i earn 960 a month, have 240 saved, 6 months until the trip",
        "the bike is 960 and i've put aside 240, how much more do i need",  # no time left
        "i saved 240 in 6 months, how much per month was that",  # no goal
    ],
)
def test_a_rate_or_a_sum_without_a_goal_is_not_spread(said: str) -> None:
    assert rule_for(said) != "loose_save_per", answer_to(said)


# --- an area with a margin on top ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "a", "b", "pct"),
    [
        ("bathroom floor 2.4 x 1.8 m, tiles, add 10% for cuts, how much do i order", "en", "2.4",
         "1.8", "10"),
        ("need laminate for the bedroom 4.2m by 3.1m, 8 percent extra", "en", "4.2", "3.1", "8"),
        ("patio 5 by 4 metres, decking with 10% wastage", "en", "5", "4", "10"),
        ("floor 5 by 4 metres, tiles + 12%", "en", "5", "4", "12"),
        ("bad 3 x 2,5 m fliesen plus 12 % reserve wie viele qm", "de", "3", "2.5", "12"),
        ("rollrasen für den garten 10 x 7 m, verschnitt 5%", "de", "10", "7", "5"),
    ],
)  # fmt: skip
def test_an_area_gets_its_margin(said: str, language: str, a: str, b: str, pct: str) -> None:
    area = Fraction(a) * Fraction(b)
    total = area * (100 + Fraction(pct)) / 100
    n = [said_number(Fraction(round(x * 100), 100), language) for x in (area, total)]
    sign = f"{pct} %" if language == "de" else f"{pct}%"
    has_all(said, language, (f"= {n[0]} m²; + {sign} = {n[1]} m²",))


def test_packs_are_counted_with_the_margin() -> None:
    has_all(
        "the hallway is 6 x 1.2 m, packs of vinyl cover 2.2 m², 10% extra, how many packs",
        "en",
        ("7.2 m²; + 10% = 7.92 m²", "so 4 packs"),
    )


def test_an_area_without_a_margin_stays_plain() -> None:
    answer = answer_to("kinderzimmer 3,5 x 3 m – wie viel teppich brauche ich", "de")
    assert answer is not None and answer.startswith("3,5 × 3 = 10,5 m²."), answer
    assert "+" not in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "the room is 4 x 3 m, how long to lay the carpet",
        "room 4 x 3 m, 20% of it is under the sofa, how much carpet",
        "the carpet for the 4 x 3 m room was 240, now 10% off",
    ],
)
def test_a_floor_without_a_margin_asked_gets_none_added(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or "m²; +" not in answer, answer
