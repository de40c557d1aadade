"""The user's words said back to them: "my sister's name is Anna" → "your sister's name is
Anna" (English only), for answers such as "Got it. I'll remember that …"."""

from __future__ import annotations

import re

_SECOND_PERSON = {
    "i": "you",
    "i'm": "you're",
    "i've": "you've",
    "i'll": "you'll",
    "i'd": "you'd",
    "me": "you",
    "my": "your",
    "mine": "yours",
    "myself": "yourself",
    "am": "are",
    "we": "you",
    "our": "your",
    "ours": "yours",
    "us": "you",
    "we're": "you're",
}
_WORD = re.compile(r"[A-Za-z']+")


def second_person(text: str) -> str:
    """English only: "my sister's name is Anna" → "your sister's name is Anna"."""
    previous: list[str] = []

    def swap(found: re.Match[str]) -> str:
        word = found.group(0)
        key = word.lower()
        before = previous[-1] if previous else ""
        previous.append(key)
        if key.endswith("'s") and key[:-2] in _SECOND_PERSON:  # my's → not a thing; keep
            return word
        if key == "am" and before != "i":
            return word
        return _SECOND_PERSON.get(key, word)

    return _WORD.sub(swap, text)
