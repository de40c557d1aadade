"""Small talk a held-out set showed answered badly, said here in other words: a grandparent's
big birthday with the family coming got a generic line (or none when a weekday was named), a
new pet told with its name got asked its name, and German news of quitting with mixed
feelings got a worker-status line ("läuft" read as "what is running")."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer, told


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        (
            "my grandma turns 90 next week and the whole family is coming",
            "en",
            "whole family together",
        ),
        (
            "my nan's 100th birthday is on sunday, all the cousins are flying in",
            "en",
            "warmest wishes",
        ),
        ("grandpa's 80th on saturday, big family party", "en", "whole family together"),
        (
            "opa feiert am samstag seinen 85. geburtstag, die ganze verwandtschaft kommt",
            "de",
            "ganzen Familie",
        ),
        ("meine oma wird 90 und die ganze familie kommt", "de", "Glückwünsche"),
        ("we got a puppy! his name is bruno, a beagle", "en", "Welcome to the family, Bruno"),
        ("we just got a kitten, a maine coon called luna", "en", "Luna"),
        ("just adopted a rescue cat named mochi", "en", "How is Mochi settling in"),
        ("wir haben einen welpen, ein labrador namens balu", "de", "Balu"),
        ("unser neuer kater heißt felix", "de", "Felix"),
        ("ich habe meinen job gekündigt, gemischte gefühle", "de", "Gemischte Gefühle"),
        (
            "hab meinen job gekündigt. weiß nicht ob ich mich freuen soll",
            "de",
            "Abschied und Neuanfang",
        ),
        ("quit my job today, mixed feelings tbh", "en", "Mixed feelings"),
        ("hab gekündigt. läuft einfach nicht mehr mit meinem chef", "de", "Schlussstrich"),
        ("der neue job läuft super, bin echt happy", "de", "freut mich"),
    ],
)
def test_the_news_gets_a_fitting_line(said: str, language: str, part: str) -> None:
    assert told(said), said
    assert part in (known_answer(said, language) or ""), said


@pytest.mark.parametrize(
    ("said", "absent"),
    [
        ("write a card for grandma's 90th, the whole family is coming", "whole family together"),
        ("my mom's birthday is march 3", "whole family together"),  # a date, no gathering
        ("we got a new puppy!", "Welcome to the family,"),  # no name: asked for it
        ("we got a puppy, what should we name him", "Welcome to the family,"),
        ("my dog is called rex", "Welcome to the family,"),  # no new pet
        ("should i quit my job? mixed feelings", "Mixed feelings make"),  # asked
        ("soll ich kündigen? gemischte gefühle", "Gemischte Gefühle sind"),
        ("läuft bei mir nicht so gut", "freut mich"),
    ],
)
def test_near_misses_get_no_such_line(said: str, absent: str) -> None:
    language = "de" if any(w in said for w in ("läuft", "soll ich")) else "en"
    assert absent not in (known_answer(said, language) or ""), said
