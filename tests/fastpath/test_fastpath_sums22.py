"""Everyday sums, in phrasings written for this file (English and German, casual, typos,
capitals): a total shared by a group and by a second count (nights, days, months, classes), a
price per longer span counted in the one asked ("600 a year … per month": 12 months); one item
of a pack ("12 pack of lacroix", "sechserpack joghurt", "kiste mit 20 flaschen", "6 x 1,5 l"),
rounded to the cent (half a cent up) and said "about" when rounded; an oven's temperature for the
other heat (fan / top and bottom heat, about 20 °C or 25 °F apart, the time about the same) and
gas marks both ways. The expected figures are worked out here. Near misses must be left alone or
keep their answer.
"""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to, has_all, rule_for

# --- a total per person and per night (day, month, class) ---------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        # 1,440 ÷ 4 ÷ 6 = 60; 360 each for the six nights
        ("were 4 ppl, the lodge is 1440 for 6 nights, whats that per person per nite", "en",
         ("4 people, 6 nights: 1,440 ÷ 4 ÷ 6 = 60 per person per night; 360 per person in all.",)),
        ("EIGHT OF US, VILLA 3,200 FOR 4 NIGHTS, PER PERSON PER NIGHT?", "en",
         ("3,200 ÷ 8 ÷ 4 = 100 per person per night; 400 per person in all.",)),
        ("cabin 900 for 3 nights, 6 of us, per night per person", "en",
         ("900 ÷ 6 ÷ 3 = 50 per person per night",)),
        # a fee is part of the total: 1,020 ÷ 6 ÷ 3 = 56.666…
        ("6 of us, cabin 900 for 3 nights plus 120 cleaning, per person per night", "en",
         ("(900 + 120) ÷ 6 ÷ 3 = about 56.67 per person per night; 170 per person in all.",)),
        ("me and 2 friends got a hotel for 3 nights for $540, how much per person per night", "en",
         ("3 people, 3 nights: $540 ÷ 3 ÷ 3 = $60 per person per night; $180 per person in all.",)),
        ("yoga teacher charges 480 for 12 classes, there are 4 of us, per person per class", "en",
         ("480 ÷ 4 ÷ 12 = 10 per person per class; 120 per person in all.",)),
        # a span said in the other: two weeks are 14 days, a year is 12 months
        ("the 5 of us rent a beach house for 2 weeks at 2800, per person per day?", "en",
         ("2 weeks are 14 days: 2,800 ÷ 5 ÷ 14 = 40 per person per day",)),
        ("our fantasy league costs 600 a year, 12 of us, how much per person per month", "en",
         ("a year is 12 months: 600 ÷ 12 ÷ 12 = about 4.17 per person per month; 50 per person a"
          " year.",)),
        ("me and 2 mates pay 45 a week for the allotment, how much each per day", "en",
         ("3 people, a week is 7 days: 45 ÷ 3 ÷ 7 = about 2.14 per person per day",)),
        ("wir sind zu sechst, das ferienhaus kostet 2.100 € für eine woche – was zahlt jeder pro"
         " nacht", "de",
         ("6 Personen, eine Woche hat 7 Nächte: 2.100 € ÷ 6 ÷ 7 = 50 € pro Person und Nacht",)),
        ("5 leute, hütte 1500 euro für 3 nächte, pro nase und nacht?", "de",
         ("1.500 € ÷ 5 ÷ 3 = 100 € pro Person und Nacht; 300 € pro Person insgesamt.",)),
        ("das fitnessstudio kostet uns 3 personen 270 euro im quartal, wieviel pro person und"
         " monat", "de",
         ("ein Quartal hat 3 Monate: 270 € ÷ 3 ÷ 3 = 30 € pro Person und Monat",)),
        ("der kurs hat 8 termine und kostet 320 €, wir sind zu zweit, wie viel pro person und"
         " termin", "de", ("2 Personen, 8 Termine: 320 € ÷ 2 ÷ 8 = 20 € pro Person und Termin",)),
    ],
)  # fmt: skip
def test_a_total_is_shared_per_person_and_per_night(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    has_all(said, language, parts)


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        # split over people only: the nights are no amount (was 900 + 3 = 903)
        ("cabin costs 900 for 3 nights, we're 6, how much each", "en", "that's 150 each."),
        ("wir sind 4, die wohnung kostet 1000 € für 5 nächte, was zahlt jeder", "de",
         "250 pro Person"),
        ("the 4 of us paid 480 for the hotel, how much each", "en", "120 each"),
    ],
)  # fmt: skip
def test_a_split_over_people_only_keeps_its_answer(said: str, language: str, part: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and part in answer, answer
    assert "night" not in answer.lower() and "nacht" not in answer.lower(), answer


@pytest.mark.parametrize(
    ("said", "rule"),
    [
        ("6 of us, cabin costs 900 for 3 nights, how much per night", "loose_per_unit"),
        ("$300 for 3 nights, how much per night", "loose_per_unit"),
        ("6 of us ate 36 pancakes over 3 days, how many per person per day", None),
        ("we drove 900 km in 3 days, 4 of us, how far per person per day", None),
    ],
)  # fmt: skip
def test_near_misses_are_no_share_per_night(said: str, rule: str | None) -> None:
    assert rule_for(said) == rule


# --- one item of a pack ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "answer"),
    [
        # 5.99 ÷ 12 = 0.4991…; 1.85 ÷ 4 = 0.4625; 3.30 ÷ 4 = 0.825 (half a cent up)
        ("got a 12 pack of lacroix for 5.99 whats that per can", "en",
         "5.99 ÷ 12 cans = about 0.50 per can."),
        ("a twelve pack of cola is 7.99, how much per can", "en",
         "7.99 ÷ 12 cans = about 0.67 per can."),
        ("multipack of 4 yoghurts is £1.85, how much is one yoghurt", "en",
         "£1.85 ÷ 4 yoghurts = about £0.46 per yoghurt."),
        ("4 pack of muffins 3.30, how much each", "en", "3.30 ÷ 4 = about 0.83 each."),
        ("the 30-pack of eggs costs 8.40 what does 1 egg cost", "en",
         "8.40 ÷ 30 eggs = 0.28 per egg."),
        ("a sleeve of 3 tennis balls is 4.50, how much each ball", "en",
         "4.50 ÷ 3 tennis balls = 1.50 each."),
        ("how much is a single tea bag when the box of 80 is 4.20", "en",
         "4.20 ÷ 80 bags = about 0.05 per bag."),
        ("eine kiste mit 20 flaschen wasser kostet 6,80 €, was kostet die einzelne flasche", "de",
         "6,80 € ÷ 20 Flaschen = 0,34 € pro Flasche."),
        ("sechserpack joghurt 2,49 wieviel kostet ein becher", "de",
         "2,49 ÷ 6 Becher = etwa 0,42 pro Becher."),
        ("10er pack taschentücher für 1,29 wie viel kostet ein päckchen", "de",
         "1,29 ÷ 10 Päckchen = etwa 0,13 pro Päckchen."),
        ("6 x 1,5 l wasser für 4,20, was kostet eine flasche", "de",
         "4,20 ÷ 6 Flaschen = 0,70 pro Flasche."),
    ],
)  # fmt: skip
def test_one_of_a_pack_is_its_price_divided(said: str, language: str, answer: str) -> None:
    assert answer_to(said, language) == answer


@pytest.mark.parametrize(
    ("said", "rule"),
    [
        ("a pack of 8 for 3.20 or 12 for 4.50, which is cheaper", "loose_cheaper"),
        ("6 pack of beer is 5.99, how much for 4 six packs", None),
        ("a 6 pack of yogurt is 2.79, whats the price per pack", None),
        ("24-pack of water is 6.49 and we're 4, how much each", None),
        ("how many bottles are in a 24 pack of water", None),
    ],
)  # fmt: skip
def test_near_misses_are_no_one_of_a_pack(said: str, rule: str | None) -> None:
    assert rule_for(said) == rule


# --- an oven: fan or top and bottom heat, gas marks ---------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("my recipe says bake at 220 conventional for 40 mins but i only have a fan oven. what"
         " temp?", "en",
         ("220 °C conventional is about 200 °C fan", "The time stays about the same (40 min): check"
          " a few minutes early.")),
        ("recipe: 180 c fan. my oven is top and bottom heat only. what do i use", "en",
         ("180 °C fan is about 200 °C conventional",)),
        ("cookies at 375f for 10-12 min, what do i set my convection oven to", "en",
         ("375 °F conventional is about 350 °F fan", "(10-12 min)")),
        ("425 fahrenheit to celsius for the convection setting", "en",
         ("425 °F is about 220 °C conventional, so about 200 °C fan",)),
        ("brot 45 min bei 230 grad o/u backen, was stell ich bei heißluft ein", "de",
         ("230 °C Ober-/Unterhitze sind etwa 210 °C Umluft",
          "Die Backzeit bleibt etwa gleich (45 Min.) – ein paar Minuten früher nachsehen.")),
        ("wie viel grad sind 160 umluft bei ober und unterhitze", "de",
         ("160 °C Umluft sind etwa 180 °C Ober-/Unterhitze",)),
        ("what is gas mark six in celsius", "en",
         ("Gas mark 6 is about 200 °C (400 °F); with the fan about 180 °C.",)),
        ("whats gas mark 7 in fahrenheit", "en", ("Gas mark 7 is about 425 °F (220 °C)",)),
        ("rezept sagt gasstufe 5, wie viel grad ist das", "de",
         ("Gasstufe 5 entspricht etwa 190 °C (375 °F); bei Umluft etwa 170 °C.",)),
        ("what gas mark is 190 c", "en", ("190 °C is about gas mark 5.",)),
        # asked in English after a German turn: answered in English
        ("gas mark five in celsius pls", "de", ("Gas mark 5 is about 190 °C (375 °F)",)),
        ("180 fan, what gas mark is that", "en", ("without the fan about 200 °C", "gas mark 6")),
    ],
)  # fmt: skip
def test_an_oven_temperature_for_the_other_heat(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    has_all(said, language, parts)


@pytest.mark.parametrize(
    ("said", "rule"),
    [
        ("how long do i bake a cake at 180 fan", None),
        ("preheat the oven to 200 fan", None),
        ("my cpu runs at 80 degrees, is the fan ok?", None),
        ("it's 200 degrees in the sauna, what's that for a fan", None),
        ("ober und unterhitze 200 grad wie lange backen", None),
    ],
)  # fmt: skip
def test_near_misses_are_no_other_heat(said: str, rule: str | None) -> None:
    assert rule_for(said) == rule
