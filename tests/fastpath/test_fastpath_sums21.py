"""Everyday sums, in phrasings written for this file (English and German, casual, typos): the
time worked from a start and an end said each with its verb ("clocked in …, out at …") less
breaks said in words or counted ("two 10 minute breaks", "mit halber Stunde Pause"), a night
shift across midnight; a recipe scaled by what it makes rather than by people ("makes 20
meatballs, i need 50"); the price per unit of what was bought for a total, grams taken as
kilos and a count as one of it. The expected figures are worked out here. Near misses must be
left alone or keep their answer.
"""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to, has_all, rule_for

# --- the time worked, start to end less the breaks ---------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        # 6:55 → 15:10 is 8 h 15; less 40 min
        ("what are my hours today if i clocked in at 6:55am and out at 3:10pm with a 40 minute "
         "break", "en", ("6:55am to 3:10pm is 8 h 15 min; minus the 40 min break: 7 h 35 min",)),
        ("started 8:10 this morning, finished 5pm, took a 30 min lunch, how many hours did i work",
         "en", ("8:10 to 5pm is 8 h 50 min; minus the 30 min break: 8 h 20 min",)),
        ("in at 6:45 out at 15:15 half hour break how many hrs", "en",
         ("6:45 to 15:15 is 8 h 30 min; minus the 30 min break: 8 h.",)),
        ("got to work 9.30 left at 6.15 pm, lunch was an hour, how long did i work today", "en",
         ("is 8 h 45 min; minus the 1 h break: 7 h 45 min",)),
        ("clocked in at 8, clocked out 4.30pm, 30min lunch how long i worked", "en",
         ("8 to 4.30pm is 8 h 30 min; minus the 30 min break: 8 h.",)),
        ("started at 7:30, finished at 4 with an hour off for lunch, time worked?", "en",
         ("7:30 to 4 (16:00) is 8 h 30 min; minus the 1 h break: 7 h 30 min",)),
        # a night shift: 21:30 → 6:00 is 8 h 30; two breaks of 20 min
        ("nightshift 21:30 till 6 with 2 breaks, 20 min each. total hours?", "en",
         ("21:30 to 6 is 8 h 30 min; minus the 2 × 20 min breaks: 7 h 50 min",)),
        ("SHIFT 10PM TO 6:30AM, THREE 10 MINUTE BREAKS, HOURS?", "en",
         ("is 8 h 30 min; minus the 3 × 10 min breaks: 8 h.",)),
        ("kam um 8:15, ging um 17 uhr, 30 min pause – wie lange hab ich gearbeitet", "de",
         ("Von 8:15 bis 17 sind es 8 Std. 45 Min.; abzüglich 30 Min. Pause: 8 Std. 15 Min.",)),
        ("um 6 angefangen, um 14:30 aufgehört, zwei pausen je 15 min, wie viele std", "de",
         ("Von 6 bis 14:30 sind es 8 Std. 30 Min.; abzüglich 2 × 15 Min. Pause: 8 Std.",)),
        ("arbeitsbeginn 7:45, feierabend 16:30 mit einer dreiviertelstunde mittagspause, wie viele"
         " stunden hab ich gearbeitet", "de", ("8 Std. 45 Min.; abzüglich 45 Min. Pause: 8 Std.",)),
        ("heute von 13 bis 21:30 uhr gearbeitet, mit halber stunde pause, wie viel arbeitszeit ist"
         " das", "de", ("Von 13 bis 21:30 sind es 8 Std. 30 Min.; abzüglich 30 Min. Pause: 8 Std.",)),
        # the same start and end paid by the hour
        ("clocked in 7:50, out at 4:20pm, 30 min lunch, how much do i get at 15 an hour", "en",
         ("7:50 to 4:20pm: less 30 min break: 8 h × 15 = 120.",)),
    ],
)  # fmt: skip
def test_the_time_worked_is_the_end_less_the_start_and_the_breaks(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    has_all(said, language, parts)


@pytest.mark.parametrize(
    ("said", "rule"),
    [
        ("clocked in at 7:50, when do i finish if i work 8 hours", "loose_clock"),
        ("my lunch break is 45 min, how many hours is that", "convert_en"),
        ("movie started at 8pm, ended at 10:15pm, how long was it", None),
        ("the meeting started at 9 and finished at 11:30 with a 15 min break, how long was the"
         " meeting", None),
        ("i clocked in at 7:50 and my lunch is 45 min, when can i go home if i do 8 hours", None),
        ("clocked in 7:50 today, is that late?", None),
    ],
)  # fmt: skip
def test_near_misses_are_no_time_worked(said: str, rule: str | None) -> None:
    assert rule_for(said) == rule


# --- a recipe scaled by what it makes -----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("pizza dough: 500 g flour, 325 ml water, 10 g salt makes 3 pizzas. need 5", "en",
         ("For 5 pizzas instead of 3: multiply by 1.67, so 500 g flour becomes 833 g; 325 ml "
          "water becomes 542 ml; 10 g salt becomes 17 g.",)),
        ("makes about 20 meatballs with 500g mince and 1 egg, i need 50", "en",
         ("For 50 meatballs instead of 20: multiply by 2.5, so 500 g mince becomes 1,250 g; 1 egg"
          " becomes 3 eggs (2.5, rounded up).",)),
        ("12 cupcakes need 200 g sugar and 3 eggs. how much for 18 cupcakes?", "en",
         ("For 18 cupcakes instead of 12", "3 eggs become 5 eggs (4.5, rounded up)")),
        # what is wanted said first
        ("i need 40 brownies and the recipe gives 16 with 200 g chocolate and 3 eggs", "en",
         ("For 40 brownies instead of 16: multiply by 2.5, so 200 g chocolate becomes 500 g",)),
        ("the recipie makes 24 cookies with 250g buter, i want to bake 60", "en",
         ("For 60 cookies instead of 24: multiply by 2.5, so 250 g buter becomes 625 g.",)),
        # fewer than it makes
        ("recipe makes 16 pancakes (2 eggs, 250ml milk, 200g flour) how much for 6 pancakes", "en",
         ("For 6 pancakes instead of 16", "2 eggs become 1 egg (0.75, rounded up)",
          "250 ml milk becomes 94 ml", "200 g flour becomes 75 g")),
        ("das rezept ist für 24 plätzchen: 200 g mehl, 100 g zucker, 1 ei. ich möchte 60 plätzchen",
         "de", ("Für 60 Plätzchen statt 24: alles mal 2,5", "aus 200 g mehl werden 500 g",
                "aus 1 ei werden 3 eier (2,5, aufgerundet)")),
        ("mit 1 kg mehl bekomme ich 20 brötchen, wie viel mehl für 35 brötchen", "de",
         ("Für 35 Brötchen statt 20: alles mal 1,75, also aus 1 kg mehl werden 1,75 kg.",)),
        ("teig für 8 pfannkuchen: 200 g mehl, 400 ml milch, 2 eier. wir wollen 20", "de",
         ("alles mal 2,5", "aus 2 eiern werden 5 eier")),
    ],
)  # fmt: skip
def test_a_recipe_is_scaled_by_what_it_makes(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    has_all(said, language, parts)


@pytest.mark.parametrize(
    ("said", "rule"),
    [
        ("recipe makes 12 muffins, how long do they bake", None),
        ("the recipe makes 24 cookies and there are 8 of us, how many does each get",
         "loose_items_shared"),
        ("baked 36 muffins yesterday, sold 20, how many are left", None),
        ("a batch makes 24 cookies, how many batches for 100 cookies", None),
        ("i want 15 rolls, a bag has 6, how many bags", None),
    ],
)  # fmt: skip
def test_near_misses_are_no_recipe_scaled(said: str, rule: str | None) -> None:
    assert rule_for(said) == rule


# --- a price per unit from the total paid -------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "answer"),
    [
        ("got 750g of coffee beans for 13.50, whats that per kg", "en",
         "750 g = 0.75 kg; 13.50 ÷ 0.75 kg = 18.00 per kg."),
        ("paid £4.80 for 600g of mince, whats the kilo price", "en",
         "600 g = 0.6 kg; £4.80 ÷ 0.6 kg = £8.00 per kg."),
        ("1.2 kg chicken was 9.60 – what's the price per kilo", "en", "9.60 ÷ 1.2 kg = 8.00 per kg."),
        ("paid 7,80 for 1.3 kilos of grapes how much per kilo pls", "en",
         "7.80 ÷ 1.3 kg = 6.00 per kg."),
        ("a 2 litre bottle of juice was 3.10, how much per liter", "en",
         "3.10 ÷ 2 litres = 1.55 per litre."),
        ("spent 12.60 on 1.5 kg of cherries – what is that per 100 g", "en",
         "1.5 kg = 15 × 100 g; 12.60 ÷ 15 = 0.84 per 100 g."),
        ("got a dozen eggs for 4.20 how much each", "en", "4.20 ÷ 12 eggs = 0.35 each."),
        ("we paid 60 dollars for 4 tickets, what was that per ticket", "en",
         "$60 ÷ 4 tickets = $15.00 per ticket."),
        ("eine 250g packung kaffee für 4,99 euro, was kostet da das kilo", "de",
         "250 g = 0,25 kg; 4,99 € ÷ 0,25 kg = 19,96 € pro kg."),
        ("6 eier für 2,10 €, wie viel kostet ein ei", "de", "2,10 € ÷ 6 Eier = 0,35 € pro Ei."),
        ("ich hab für 500 ml olivenöl 6,99 bezahlt, wie viel ist das pro liter", "de",
         "500 ml = 0,5 Liter; 6,99 ÷ 0,5 Liter = 13,98 pro Liter."),
    ],
)  # fmt: skip
def test_the_price_per_unit_is_the_total_divided(said: str, language: str, answer: str) -> None:
    assert answer_to(said, language) == answer


@pytest.mark.parametrize(
    ("said", "rule"),
    [
        ("apples 2.49 per kg, i take 800 g, how much", "loose_unit_cost"),  # a price per kg given
        ("paid 7.50 for 2.5 kg of apples, how much for 4 kg", None),
        ("i have 3 kids and 2 dogs, how much food each", None),
        ("$300 for 3 nights, how much per night", "loose_per_unit"),
        ("how much is one kilo in pounds", None),
        ("pack of 12 eggs is 3.60 and pack of 30 is 8.10, which one is cheaper", "loose_cheaper"),
    ],
)  # fmt: skip
def test_near_misses_are_no_price_per_unit(said: str, rule: str | None) -> None:
    assert rule_for(said) == rule
