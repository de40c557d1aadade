"""Triage of worker output: short speakable → relay; markdown, code or long → inbox;
medium and structured → answer with an ``info`` block. Deterministic and instant."""

from __future__ import annotations

import re
from typing import Literal

Route = Literal["relay", "relay_inbox", "answer"]

_MARKDOWN = re.compile(r"^\s*(#{1,6}\s|[-*+]\s|\d+[.)]\s|\|.*\||>\s)", re.MULTILINE)
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.*)$", re.MULTILINE)
SPEAKABLE_WORDS = 40
INBOX_WORDS = 150


def route(text: str) -> Route:
    words = len(text.split())
    if "```" in text or words > INBOX_WORDS or text.count("\n") > 20:
        return "relay_inbox"
    if _MARKDOWN.search(text) or "**" in text or words > SPEAKABLE_WORDS:
        return "answer"
    return "relay"


def spoken_summary(text: str, limit: int = 30) -> str:
    """A speakable line for structured text: list items joined, else the first sentence."""
    full = [re.sub(r"[*_`#]", "", item).strip(" .:;,") for item in _LIST_ITEM.findall(text)]
    full = [item for item in full if item]
    items = [item.split(" — ")[0].split(": ")[0].strip(" .:;,") for item in full]
    if 1 < len(items) <= 8 and all(0 < len(item.split()) <= 6 for item in items):
        return ", ".join(items[:-1]) + " and " + items[-1] + "."
    if len(full) > 1:  # sentences, not names: how many, and the first
        words = full[0].split()
        first = " ".join(words[:limit]) + ("…" if len(words) > limit else "")
        return f"{len(items)} points. The first: {first}."
    plain = re.sub(r"[*_`#>|]", "", text).strip()
    first = re.split(r"(?<=[.!?])\s", plain, maxsplit=1)[0]
    words = first.split()
    return " ".join(words[:limit]) + ("…" if len(words) > limit else "")


def title_of(text: str, fallback: str) -> str:
    for line in text.splitlines():
        clean = line.strip().lstrip("#").strip()
        if clean:
            return clean[:80]
    return fallback
