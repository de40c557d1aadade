"""Everyday tips that fit the thing named (issue 14, held-out set 10: limescale on a tap got
the kettle text, how long cooked rice keeps got how to cook it, a screenshot on Windows and a
draining phone battery got nothing fitting), and pet names for a breed."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has", "lacks"),
    [
        (
            "shower glass is covered in white limescale spots, how to get it off",
            "en",
            "vinegar",
            "kettle",
        ),
        ("unser klo ist total verkalkt, was hilft", "de", "Zitronensäure", "Wasserkocher"),
        ("is leftover rice from sunday still ok to eat?", "en", "1 to 2 days", "rinse"),
        ("wie lange halten sich nudelreste im kühlschrank", "de", "3 bis 4 Tage", "Wasser"),
        ("how do you take a screenshot on a windows laptop", "en", "Win+Shift+S", "Vance"),
        ("wie mache ich einen screenshot am mac", "de", "Cmd+Umschalt+3", "Vance"),
        ("iphone battery keeps dying by lunchtime", "en", "low-power mode", "sorry"),
        ("there's black mold in the grout of my shower", "en", "mould remover", "kettle"),
        ("wie kann ich endlich mal geld sparen, bin immer pleite", "de", "Zahltag", "Aktien"),
        ("woke up at 3am and can't fall back asleep, thoughts racing", "en", "write down", "pill"),
    ],
)
def test_a_tip_fits_the_thing_named(said: str, language: str, has: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert has in answer and lacks not in answer, answer


@pytest.mark.parametrize(
    ("said", "names"),
    [
        ("just got a beagle puppy, any name ideas", ("Teddy", "Luna", "Milo")),
        ("wie soll ich meine dackeldame nennen?", ("Luna", "Nala", "Milo", "Krümel")),
    ],
)
def test_a_pet_named_by_its_breed_gets_several_names(said: str, names: tuple[str, ...]) -> None:
    answer = known_answer(said, "de" if "soll" in said else "en") or ""
    assert sum(name in answer for name in names) >= 1 and answer.count(",") >= 3, answer


@pytest.mark.parametrize(
    "said", ["my tap is dripping", "i bought a new kettle", "rice is my favourite"]
)
def test_no_tip_without_the_problem(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "limescale" not in answer and "fridge" not in answer


def test_a_city_named_in_passing_brings_no_tipping_advice() -> None:
    answer = known_answer("wie lange dauert die fahrt von münchen nach berlin", "de") or ""
    assert "Trinkgeld" not in answer and "aufrunden" not in answer, answer
    assert "5 bis 10 %" in (known_answer("wie viel trinkgeld gibt man in berlin", "de") or "")
