"""Spoken arithmetic made Python for the arithmetic rule (:mod:`brain.fastpath.resolvers`):
"17 times 23" → ``17 * 23``, "the square root of 16" → ``sqrt(16)``; the rule's options
(operator words, a decimal comma, the word for an undefined result) are checked here."""

from __future__ import annotations

import re
from typing import Any

from brain.fastpath import number_words

_ALLOWED = re.compile(r"(?:[\d\s.+\-*/%(),]|sqrt|abs|round)+")
_BINARY = re.compile(r"(?<=[\d)\s])\s*(?:\*\*|[+\-*/%])|sqrt|abs|round")
_FUNCTION_ARG = re.compile(r"\b(sqrt|abs|round)\s+(\d+(?:\.\d+)?)")
_TIMES_X = re.compile(r"(?<=[\d)])\s*x\s*(?=[\d(])")

_ARITH_OPTIONS = {"words", "decimal_comma", "undefined"}


def check_arith(options: dict[str, Any]) -> None:
    unknown = set(options) - _ARITH_OPTIONS
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(sorted(unknown))}")
    words = options.get("words", {})
    if not isinstance(words, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in words.items()
    ):
        raise ValueError("`words` maps phrases to operators (text to text)")
    if not isinstance(options.get("decimal_comma", False), bool):
        raise ValueError("`decimal_comma` is true or false")
    if not isinstance(options.get("undefined", ""), str):
        raise ValueError("`undefined` is text")


def spoken_python(expression: str, options: dict[str, Any]) -> str | None:
    """Spoken arithmetic ("17 times 23", "the square root of 16") → ``17 * 23``, ``sqrt(16)``.

    None when the result is not plain arithmetic with at least one operator."""
    text = expression.lower().strip()
    text = text.replace("×", "*").replace("÷", "/").replace("−", "-").replace("^", "**")
    if options.get("decimal_comma"):
        text = re.sub(r"(?<=\d)\.(?=\d{3}\b)", "", text)
        text = re.sub(r"(?<=\d),(?=\d)", ".", text)
    else:
        text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)
    text = number_words.as_digits(text)
    words: dict[str, str] = options.get("words", {})
    for phrase in sorted(words, key=len, reverse=True):
        pattern = r"(?<![^\W\d_])" + re.escape(phrase.lower()) + r"(?![^\W\d_])"
        text = re.sub(pattern, f" {words[phrase]} ", text)
    text = _TIMES_X.sub(" * ", text)
    text = _FUNCTION_ARG.sub(r"\1(\2)", text)
    text = " ".join(text.split())
    if not text or not _ALLOWED.fullmatch(text) or not re.search(r"\d", text):
        return None
    return text if _BINARY.search(text) else None
