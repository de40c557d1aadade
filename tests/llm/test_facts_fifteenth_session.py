"""Facts a held-out set showed answered badly, asked here in other words: a why-question got
a tip instead of its cause (onions and watery eyes), a unit on a gadget's label got a vague
line (mAh, Wh, W, Hz, GiB, lumen, IP68), the language with the most native speakers was
wrong (it is Mandarin Chinese) and German why-questions were declined. A why about the
user's own thing ("why is my basil drooping") keeps its tip."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("why do my eyes water when i cut onions", "en", ["sulfur", "irritates"]),
        ("ok so why does chopping onions make me tear up", "en", ["sulfur"]),
        ("wieso brennen die augen beim zwiebelschneiden", "de", ["Schwefelverbindung"]),
        ("warum muss man beim zwiebeln schneiden weinen", "de", ["Schwefelverbindung"]),
        ("meine tochter fragt warum die blätter im herbst gelb werden", "de", ["Chlorophyll"]),
        ("warum donnert es eigentlich bei gewitter", "de", ["Blitz"]),
        ("warum juckt ein mückenstich so", "de", ["Histamin"]),
        ("why do mosquito bites itch so much", "en", ["histamine"]),
        ("warum sind bananen krumm", "de", ["Licht"]),
        ("why is the moon orange tonight?", "en", ["horizon"]),
        ("warum schrumpelt die haut in der badewanne", "de", ["Nerven"]),
        ("why do my ears pop on a plane, any tips?", "en", ["Eustachian", "swallow"]),
    ],
)
def test_a_why_question_gets_its_cause(said: str, language: str, parts: list[str]) -> None:
    found = known_answer(said, language) or ""
    assert all(part in found for part in parts), found


@pytest.mark.parametrize(
    ("said", "part"),
    [
        ("why is my basil drooping", "drain"),  # the user's own plant: the tip
        ("why do my plants have yellow leaves", "water"),  # no autumn fact
    ],
)
def test_a_why_about_the_users_own_thing_keeps_its_tip(said: str, part: str) -> None:
    found = known_answer(said, "en") or ""
    assert part in found and "autumn" not in found, found


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("what does mAh mean on my power bank", "en", ["milliamp-hours", "twice"]),
        ("my power bank says 20000mah, what does that mean", "en", ["milliamp-hours"]),
        ("was bedeutet mah bei einer powerbank", "de", ["Milliamperestunden"]),
        ("what's a Wh on a laptop battery", "en", ["watt-hours", "100 Wh"]),
        ("what does 65W mean on a charger", "en", ["watts", "65 W"]),
        ("was heißt 65w beim ladegerät", "de", ["Leistung"]),
        ("what does 144hz mean on a monitor", "en", ["refreshes"]),
        ("whats the difference between gb and gib", "en", ["1,073,741,824", "931 GB"]),
        ("why does my new 1tb ssd only show 931gb", "en", ["Nothing is missing"]),
        ("how many lumens is a 60 watt bulb", "en", ["800 lm"]),
        ("what does ip68 mean on my phone", "en", ["dust-tight"]),
    ],
)
def test_a_unit_on_a_label_is_explained(said: str, language: str, parts: list[str]) -> None:
    found = known_answer(said, language) or ""
    assert all(part in found for part in parts), found


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        ("what language has got the most native speakers?", "en", "Mandarin Chinese has the most"),
        ("which language do most people speak natively?", "en", "Mandarin"),
        ("most common first language in the world?", "en", "Mandarin"),
        ("welche sprache hat die meisten muttersprachler", "de", "Mandarin"),
        ("which language is spoken by the most people", "en", "English"),
        ("what's the most spoken language in europe", "en", "Russian"),
        ("which country has the most languages", "en", "Papua New Guinea"),
        ("which is the most visited country", "en", "France"),
        ("what is the most popular sport in the world", "en", "Football"),
        ("which religion has the most followers", "en", "Christianity"),
        ("what's the most populous us state", "en", "California"),
        ("what's the busiest airport", "en", "Atlanta"),
        ("which city in europe has the most people", "en", "Istanbul"),
        ("when did euro coins and notes come into use", "en", "1 January 2002"),
        ("when did germany switch to the euro", "en", "1 January 2002"),
        ("seit wann gibt es euro münzen", "de", "2002"),
    ],
)
def test_the_most_and_the_biggest(said: str, language: str, part: str) -> None:
    assert part in (known_answer(said, language) or ""), said


@pytest.mark.parametrize(
    "said",
    [
        "i hate cutting onions",  # no question
        "my phone is at 20%",  # no unit asked
        "what a watt of a day",
        "the euro is so weak lately",
    ],
)
def test_near_misses_get_none_of_these_facts(said: str) -> None:
    found = known_answer(said, "en") or ""
    assert not any(
        part in found for part in ("sulfur", "milliamp", "watts)", "1 January 2002", "Mandarin")
    ), found
