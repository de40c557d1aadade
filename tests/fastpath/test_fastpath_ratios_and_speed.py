"""A ratio scaled from one known part against an amount split by a ratio (loose_ratio and the
fixed loose_parts.ratio_split and loose_mix), and the average speed over legs (loose_speed):
the harmonic mean for the same way there and back, the whole distance over the whole time for
legs said with distances or times. Phrasings written for this file, English and German; near
misses share the words but must not be taken."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from tests.fastpath.fastpath_helpers import NOW, answer_to


def _rule(said: str, language: str = "en") -> str | None:
    found = FastPath.bundled().match(said, language=language, now=NOW)
    return None if found is None else found.rule


# --- a ratio scaled from one part -----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("brine ratio is 1 to 20 salt to water, i have 50 g salt, how much water", "en",
         "1:20 salt to water: 50 g salt × 20 = 1,000 g water (1 kg)."),
        ("mix 1:4 concentrate, 250 ml concentrate, how much water", "en",
         "1:4 concentrate to water: 250 ml concentrate × 4 = 1,000 ml water (1 l)."),
        ("mix 1:4 concentrate, 250 ml concentrate, how much in total", "en",
         "250 + 1,000 = 1,250 ml in all (1.25 l)."),
        ("coffee ratio 1:16, i use 30 g coffee, how much water", "en",
         "1:16 coffee to water: 30 g coffee × 16 = 480 g water."),
        ("how much water for 30g of coffee at 1:16", "en", "= 480 g water."),
        ("for a salt brine i use 1:20 salt to water. i've got 35 g salt, how much water?", "en",
         "35 g salt × 20 = 700 g water."),
        ("the ratio of boys to girls is 3:5, there are 24 boys, how many girls", "en",
         "3:5 boys to girls: 24 boys ÷ 3 × 5 = 40 girls."),
        ("flour to sugar is 3:2 and i used 450 g flour. how much sugar?", "en",
         "450 g flour ÷ 3 × 2 = 300 g sugar."),
        ("1 part salt to 20 parts water, i have 50 g salt, how much brine does that make", "en",
         "50 + 1,000 = 1,050 g in all (1.05 kg)."),
        ("cement and sand in the ratio 1:3, i have 2 bags of cement, how many bags of sand", "en",
         "2 bags of cement × 3 = 6 bags of sand."),
        ("1:50 two-stroke, i have 100 ml oil, how much petrol", "en",
         "100 ml oil × 50 = 5,000 ml petrol (5 l)."),
        ("squash is 1:4 with water, i have 300 ml squash left, how much drink can i make in total",
         "en", "300 + 1,200 = 1,500 ml in all (1.5 l)."),
        ("ratio 4:1 water to vinegar, i have 2 l water, how much vinegar", "en",
         "2 l water ÷ 4 = 0.5 l vinegar (500 ml)."),
        ("Salz zu Wasser 1:20, ich habe 50 g Salz, wie viel Wasser?", "de",
         "1:20 Salz zu Wasser: 50 g Salz × 20 = 1.000 g Wasser (1 kg)."),
        ("Beim Reis nehme ich 1 Teil Reis zu 2 Teilen Wasser. Für 250 g Reis, wie viel Wasser?",
         "de", "250 g Reis × 2 = 500 g Wasser."),
        ("Sirup 1:6 verdünnen, ich habe 200 ml Sirup, wie viel Wasser kommt dazu?", "de",
         "200 ml Sirup × 6 = 1.200 ml Wasser (1,2 l)."),
    ],
)  # fmt: skip
def test_a_ratio_scaled_from_one_part(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer
    assert _rule(said, language) == "loose_ratio_scaled"


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("divide 300 in the ratio 1:2", "en", "1:2 of 300: 100 and 200."),
        ("split 300 between ann and bob in the ratio 2:3", "en", "2:3 of 300: Ann 120 and Bob 180."),
        ("share 90 in the ratio 4:5", "en", "4:5 of 90: 40 and 50."),
        ("we split the 300 euro deposit 2:1, how much is each part?", "en", "200 and 100"),
        ("flat is 1450 a month, we split it 60/40, what's my share if i'm the 60", "en",
         "Your share at 60/40 of 1,450: 870"),
        ("teile 500 im verhältnis 2 zu 3", "de", "2:3 von 500: 200 und 300."),
        ("600 € im Verhältnis 1:2 aufteilen", "de", "1:2 von 600: 200 und 400."),
    ],
)  # fmt: skip
def test_an_amount_to_divide_is_still_split(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer
    assert _rule(said, language) == "loose_ratio_split"


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("1:4 squash concentrate for 2 litres, how much concentrate",
         "2 l ÷ 5 parts = 400 ml concentrate and 1.6 l water."),
        ("mix ratio 1:40, how much oil do i need for 10 litres of petrol", "10 l ÷ 40 = 250 ml oil"),
        ("sirup 1:6 verdünnen, wie viel sirup für 1,5 liter", "1,5 l ÷ 7 Teile = 214 ml Konzentrat"),
    ],
)  # fmt: skip
def test_a_mix_for_a_whole_amount_is_still_split(said: str, has: str) -> None:
    answer = answer_to(said, "de" if "wie" in said else "en")
    assert answer is not None and has in answer, answer


def test_a_known_part_is_no_longer_split() -> None:
    """The amount of one part was split in the ratio ("1:16 of 30: 1.76 and 28.24")."""
    for said in (
        "coffee to water 1:16, i have 30 g coffee, how much water",
        "brine is 1:20, i have 50 g of salt, how much water do i need",
    ):
        answer = answer_to(said)
        assert answer is not None and "1.76" not in answer and "2.38" not in answer, answer
        assert _rule(said) == "loose_ratio_scaled"


@pytest.mark.parametrize(
    "said",
    [
        "we won 1:4 last night, how much did you bet",  # a score
        "meet at 1:50, bring 5 litres of water",  # a time
        "the model is 1:50 scale, how big is a 5 m boat",
        "remind me to buy 50 g salt for the 1:20 brine",
        "the train leaves at 1:20, how much is a ticket for 2 people",
    ],
)
def test_near_misses_are_not_scaled(said: str) -> None:
    assert _rule(said) != "loose_ratio_scaled"


# --- average speed over legs ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("went 60 there, 40 back, average speed", "en",
         "Same distance each way: 2 × 60 × 40 ÷ (60 + 40) = 48 (not 50"),
        ("we drove to the coast at 100 km/h and came back at 80 km/h, what was our average speed",
         "en", "= 88.89 km/h (not 90"),
        ("i biked up the hill at 8 mph and down at 24 mph. avg speed?", "en",
         "2 × 8 × 24 ÷ (8 + 24) = 12 mph"),
        ("first half of the distance at 30 mph, second half at 60 mph, average speed", "en",
         "= 40 mph (not 45"),
        ("cycled 20 km at 20 km/h and then 20 km at 10 km/h, what's my average speed", "en",
         "20 km ÷ 20 km/h = 1 h; 20 km ÷ 10 km/h = 2 h; 40 km ÷ 3 h ≈ 13.33 km/h."),
        ("30 km in 1 hour, then 50 km in 2 hours, average speed", "en",
         "30 km in 1 h; 50 km in 2 h; 80 km ÷ 3 h ≈ 26.67 km/h."),
        ("40 km at 80 km/h, then 30 km in 45 min, average speed", "en",
         "40 km ÷ 80 km/h = 0.5 h; 30 km in 0.75 h; 70 km ÷ 1.25 h = 56 km/h."),
        ("walked 5 km in 1 hour and another 5 km in 1.5 hours, average speed?", "en",
         "10 km ÷ 2.5 h = 4 km/h."),
        ("drove 1 hour at 100 and 1 hour at 50, average speed", "en", "150 ÷ 2 h = 75."),
        ("half the time at 60, half the time at 40, average speed", "en",
         "Equal times: (60 + 40) ÷ 2 = 50."),
        ("hin mit 60 km/h, zurück mit 40 km/h, wie hoch ist die durchschnittsgeschwindigkeit?",
         "de", "Gleiche Strecke hin wie zurück: 2 × 60 × 40 ÷ (60 + 40) = 48 km/h (nicht 50"),
        ("erste hälfte der strecke mit 120, zweite hälfte mit 80 km/h, was ist der schnitt", "de",
         "= 96 km/h"),
        ("Ich bin 2 Stunden mit 90 km/h gefahren und dann 100 km in einer Stunde. Durchschnitt?",
         "de", "2 h × 90 km/h = 180 km; 100 km in 1 h; 280 km ÷ 3 h ≈ 93,33 km/h."),
    ],
)  # fmt: skip
def test_average_speed_over_legs(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("average of 60 and 40", "(60 + 40) ÷ 2 = 50."),
        ("bowling scores: 132, 147, 118, 155, whats my average", "÷ 4 = 138."),
    ],
)
def test_a_plain_average_stays_plain(said: str, has: str) -> None:
    answer = answer_to(said)
    assert answer is not None and has in answer, answer
    assert _rule(said) == "loose_average"


def test_a_speed_asked_with_a_distance_is_not_averaged() -> None:
    """ "(60 + 120) ÷ 2 = 90" was the answer: the plain mean of a speed and a distance."""
    assert _rule("my average speed was 60, how long for 120 km") not in (
        "loose_average",
        "loose_average_speed",
    )
