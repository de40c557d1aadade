"""Word error rate, for the round-trip tests and the benchmark."""

from __future__ import annotations

import re

_NUMBERS = {
    "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
}  # fmt: skip


def normalize(text: str) -> list[str]:
    """Lower case words without punctuation; small numbers as digits ("three" == "3")."""
    words = re.findall(r"[a-z0-9']+", text.lower().replace("-", " "))
    return [_NUMBERS.get(word, word).strip("'") for word in words if word.strip("'")]


def word_error_rate(reference: str, hypothesis: str) -> float:
    """(substitutions + deletions + insertions) / words in ``reference`` (Levenshtein on words)."""
    ref, hyp = normalize(reference), normalize(hypothesis)
    if not ref:
        return 0.0 if not hyp else 1.0
    previous = list(range(len(hyp) + 1))
    for i, ref_word in enumerate(ref, 1):
        current = [i]
        for j, hyp_word in enumerate(hyp, 1):
            cost = 0 if ref_word == hyp_word else 1
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost))
        previous = current
    return previous[-1] / len(ref)
