"""Advice a held-out set showed answered badly, asked here in other words: a leggy windowsill
herb got storage tips for cut herbs, raw chicken past its use-by date got storage times
instead of "throw it out", a sore throat "without medicine" was declined (medicine is a
careful word: only a tip made for it may answer) and what to bring to dinner at the in-laws
got a recipe."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        (
            "my basil on the windowsill is getting leggy and drooping, what do i do",
            "en",
            ["sunniest window", "pair of leaves", "bigger pot"],
        ),
        ("my basil plant is all long stems and few leaves", "en", ["pair of leaves"]),
        ("my windowsill herbs are leggy and wilting, help", "en", ["grow light", "top 2 cm"]),
        ("my rosemary on the windowsill looks sad and leggy", "en", ["pair of leaves"]),
        (
            "mein basilikum auf der fensterbank hat lange stiele und kaum blätter",
            "de",
            ["Blattpaar", "größeren Topf"],
        ),
    ],
)
def test_a_leggy_windowsill_herb_gets_care_advice(
    said: str, language: str, parts: list[str]
) -> None:
    found = known_answer(said, language) or ""
    assert all(part in found for part in parts) and "fridge" not in found, found


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        (
            "the raw chicken is one day past its use by date, is it still ok",
            "en",
            ["Throw it out", "safety"],
        ),
        ("chicken is a day past the use by date, can i still cook it", "en", ["Throw it out"]),
        ("is mince safe 2 days past the use-by date", "en", ["Throw it out"]),
        (
            "das hähnchen ist seit gestern über dem verbrauchsdatum, kann ich es noch braten",
            "de",
            ["Wegwerfen"],
        ),
        (
            "i have a sore throat but no fever, any remedies without medicine?",
            "en",
            ["honey", "salt-water gargle", "more than a week"],
        ),
        ("my throat is scratchy, how can i soothe it without pills", "en", ["honey"]),
        ("halsschmerzen ohne fieber, was hilft ohne medikamente", "de", ["Honig", "Salzwasser"]),
        (
            "what to bring when invited to dinner at my in-laws",
            "en",
            ["wine", "non-alcoholic", "dietary"],
        ),
        (
            "invited to dinner at my boss's house, what should i bring",
            "en",
            ["flowers", "Don't expect"],
        ),
        (
            "wir sind bei meinen schwiegereltern zum essen eingeladen, was bringt man mit",
            "de",
            ["Alkoholfreies"],
        ),
    ],
)
def test_the_advice_fits_what_was_asked(said: str, language: str, parts: list[str]) -> None:
    found = known_answer(said, language) or ""
    assert all(part in found for part in parts), found


@pytest.mark.parametrize(
    ("said", "absent"),
    [
        ("how do i keep fresh basil from wilting", "pair of leaves"),  # cut herbs: storage
        ("my tomato seedlings are leggy", "pair of leaves"),  # seedlings: their own tip
        ("how long does raw chicken keep in the fridge", "Throw it out"),  # no date passed
        ("yoghurt is past its best before, still ok?", "Throw it out"),  # best-before
        ("headache, any remedies without pills?", "honey"),  # the headache's tip
        ("back pain, any remedies without medicine?", "honey"),
    ],
)
def test_near_misses_keep_their_own_answer(said: str, absent: str) -> None:
    assert absent not in (known_answer(said, "en") or ""), said
