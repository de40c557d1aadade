"""Shared constants and helpers of the fast path tests."""

from __future__ import annotations

from datetime import datetime

from brain.fastpath import FastPath

NOW = datetime(2026, 12, 2, 14, 5)
"""A Wednesday afternoon."""


def answer_to(said: str, language: str = "en") -> str | None:
    """What the bundled fast path answers to ``said`` at :data:`NOW` (None: no rule took it)."""
    found = FastPath.bundled().match(said, language=language, now=NOW)
    return None if found is None else str(found.action["message"])
