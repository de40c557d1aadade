"""The change from a purchase paid with a note, read by its parts (see
:mod:`brain.fastpath.loose_sums`): "got 3 coffees at 4.25 each and a muffin for 3.80, paid
with a 20, how much change" → "3 × 4.25 + 3.80 = 16.55; from 20 that's 3.45 back."."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import said_number

_NUMBER = r"\d{1,4}(?:[.,]\d{1,2})?"
_EACH = re.compile(
    rf"(?P<n>\d{{1,2}}|a|an|one|two|three|four|five|ein\w*|zwei|drei|vier|fünf)\s+(?:[a-zäöüß-]+\s+){{1,2}}"
    rf"(?:at|for|à|a|zu|für|je)\s+[€$£]?\s*(?P<p>{_NUMBER})\s*(?:[€$£]|euros?|dollars?)?\s*(?:each"
    r"|apiece|a piece|per piece|je|pro stück|das stück)?",
    re.IGNORECASE,
)
_PAID = re.compile(
    rf"\b(?:paid|pay|paying|gave|give|hand(?:ed)? over|bezahl\w*|zahl\w*|gegeben|gebe)\s+(?:\w+\s+)?"
    rf"(?:with|mit)\s+(?:a|an|einem|einen|nem|'?nem)?\s*[€$£]?\s*(?P<m>{_NUMBER})(?:er)?\b",
    re.IGNORECASE,
)
_CHANGE = re.compile(r"\b(?:change|back|rückgeld|wechselgeld|zurück)\b", re.IGNORECASE)
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "zwei": 2,
          "drei": 3, "vier": 4, "fünf": 5}  # fmt: skip


def _count(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return 1 if word.lower().startswith("ein") else _WORDS.get(word.lower())


def change_due(text: str, language: str) -> str | None:
    """What comes back from a note: each item (with its count) summed, then taken from it."""
    paid = _PAID.search(text)
    if paid is None or _CHANGE.search(text) is None:
        return None
    items = list(_EACH.finditer(text[: paid.start()]))
    if not items:
        return None
    numbers = len(re.findall(r"\d+(?:[.,]\d+)?", text))
    counted = sum(1 for m in items if m["n"].isdigit())
    if numbers != len(items) + counted + 1:
        return None  # a number no item or the note explains
    total = Fraction(0)
    parts = []
    for item in items:
        count, price = _count(item["n"]), amount(item["p"])
        if count is None or price is None:
            return None
        total += count * price
        shown = said_number(price, language, money=True)
        parts.append(f"{count} × {shown}" if count > 1 else shown)
    note = amount(paid["m"])
    if note is None or note < total:
        return None
    back = said_number(note - total, language, money=True)
    summed = " + ".join(parts)
    if len(parts) > 1 or "×" in summed:
        summed += f" = {said_number(total, language, money=True)}"
    if language == "de":
        return f"{summed}; von {said_number(note, language)} bekommst du {back} zurück."
    return f"{summed}; from {said_number(note, language)} that's {back} back."


READERS = (("change", change_due),)
