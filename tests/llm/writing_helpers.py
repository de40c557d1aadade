"""Shared helpers of the writing tests: the fixed text Eddie writes, and its details checked."""

from __future__ import annotations

from brain.llm.tiny_lines import known_answer


def answered(text: str) -> str:
    """The text Eddie writes for ``text`` without a model (it must write one)."""
    answer = known_answer(text)
    assert answer is not None, text
    return answer


def has_all(text: str, details: tuple[str, ...], never: tuple[str, ...] = ()) -> None:
    """``text`` says each of ``details`` and none of ``never``."""
    for detail in details:
        assert detail in text, (detail, text)
    for word in never:
        assert word not in text, (word, text)
