"""Shared constants and helpers of the fast path tests."""

from __future__ import annotations

from datetime import datetime
from fractions import Fraction

from brain.fastpath import FastPath
from brain.fastpath.reckon import said_number

NOW = datetime(2026, 12, 2, 14, 5)
"""A Wednesday afternoon."""


def answer_to(said: str, language: str = "en") -> str | None:
    """What the bundled fast path answers to ``said`` at :data:`NOW` (None: no rule took it)."""
    found = FastPath.bundled().match(said, language=language, now=NOW)
    return None if found is None else str(found.action["message"])


def rule_for(said: str, language: str = "en") -> str | None:
    """The id of the rule that takes ``said`` at :data:`NOW` (None: none does)."""
    found = FastPath.bundled().match(said, language=language, now=NOW)
    return None if found is None else found.rule


def cents(value: Fraction, language: str = "en") -> str:
    """An amount as the answers show money: to the cent, cents only when there are any."""
    rounded = Fraction(round(value * 100), 100)
    return said_number(rounded, language, money=rounded.denominator != 1)


def has_all(said: str, language: str, parts: tuple[str, ...]) -> None:
    """The fast path answers ``said``, and the answer says each of ``parts``."""
    answer = answer_to(said, language)
    assert answer is not None, said
    for part in parts:
        assert part in answer, answer
