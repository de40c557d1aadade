"""Capitals asked in German are answered in German with the German city names, also when the
question follows on with "und …" or has a filler ("nochmal"); English questions keep English
names."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from brain.router.turn import rules_route


def _said(fast: FastPath, text: str, language: str) -> str | None:
    route = rules_route(fast, text, [], language)
    return route.reply if route is not None else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("und die hauptstadt von finnland?", "Die Hauptstadt von Finnland ist Helsinki."),
        ("und was ist die hauptstadt von tschechien", "Die Hauptstadt von Tschechien ist Prag."),
        ("wie heißt die hauptstadt von österreich", "Die Hauptstadt von Österreich ist Wien."),
        ("hauptstadt von polen?", "Die Hauptstadt von Polen ist Warschau."),
        (
            "was ist denn nochmal die hauptstadt von ungarn",
            "Die Hauptstadt von Ungarn ist Budapest.",
        ),
    ],
)
def test_german_capitals_in_german(fast: FastPath, text: str, expected: str) -> None:
    assert _said(fast, text, "de") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("what's the capital of denmark", "The capital of Denmark is Copenhagen."),
        ("capital of austria?", "The capital of Austria is Vienna."),
    ],
)
def test_english_capitals_stay_english(fast: FastPath, text: str, expected: str) -> None:
    assert _said(fast, text, "en") == expected


def test_und_alone_is_no_capital(fast: FastPath) -> None:
    said = _said(fast, "und die stadt ist schön", "de")
    assert said is None or "Hauptstadt" not in said
