"""Whether a sum's answer answers what was asked (see :mod:`brain.fastpath.loose_sums`): a
reader of one step must not answer a question about the whole. Asked when to start (put the
roast in), an answer with no time of day is a step (the cooking time); asked what something
saves, an answer with no saving or difference is a step (the monthly total); asked what each of
some people counted pays, an answer that divides by no one is a step ("17.99 a month is 215.88
a year" for four sharing); asked for savings that grow each month, an answer with no sum of the
months is a step. Such an answer is held back: none is better than a wrong one."""

from __future__ import annotations

import re

from brain.fastpath import number_words
from brain.fastpath.loose_per_head import PRICED_EACH
from brain.fastpath.loose_whole import people_counted, sharers
from brain.fastpath.loose_whole_clock import asks_start

_CLOCK_TIME = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(?:AM|PM|Uhr)\b")
_SAVE_ASKED = re.compile(
    r"\b(?:how\s+much|what|wie\s*viel|was)\b[^.?!]{0,40}\b(?:save|saves|saving|savings|cheaper"
    r"|difference|spare|sparen|spart|gespart|ersparnis|unterschied|günstiger|guenstiger"
    r"|billiger)\b|\b(?:difference|unterschied)\b",
    re.IGNORECASE,
)
_SAVE_SAID = re.compile(
    r"\b(?:save|saves|saved|saving|savings|cheaper|difference|more|less|spar\w*|ersparnis"
    r"|unterschied|günstiger|guenstiger|billiger|mehr|weniger|same|gleich)\b|−",
    re.IGNORECASE,
)
_EACH_ASKED = re.compile(
    r"\b(?:(?<!of )each|apiece|per\s+(?:person|head)|everyone|everybody|split|share|sharing"
    r"|pro\s+(?:person|kopf|nase)|jede[rn]?|teilen|aufteilen|geteilt)\b",
    re.IGNORECASE,
)  # "how much of each" asks for each ingredient, not each person
_DIVIDED = re.compile(
    r"÷|\b(?:each|apiece|per\s+person|pro\s+(?:person|kopf)|jede[rn]?|everyone)\b", re.IGNORECASE
)
_GROWS = re.compile(
    r"\b\d[\d.,]*\s*(?:[$€£]|euros?|dollars?|bucks)?\s*more\s+(?:each|every|a|per)\s+(?:month"
    r"|week)|\b(?:increas\w*|rais\w*)\s+(?:it\s+)?by\s+\d|\b\d[\d.,]*\s*(?:€|euro)?\s*mehr\s+(?:pro"
    r"|jeden|jede|im)\s+(?:monat|woche)|\b(?:jeden|jede|pro)\s+(?:monat|woche)\s+(?:\w+\s+){0,2}?"
    r"\d[\d.,]*\s*(?:€|euro)?\s*mehr\b",
    re.IGNORECASE,
)


def addresses(text: str, answer: str) -> bool:
    """Whether ``answer`` (of a sum reader) answers the whole of what ``text`` asks."""
    said = number_words.as_digits(text)
    if asks_start(said) and not _CLOCK_TIME.search(answer):
        return False
    if _SAVE_ASKED.search(said) and not _SAVE_SAID.search(answer):
        return False
    asked = PRICED_EACH.sub(" ", said)  # "tickets are 35 each": a price, not a question
    if _EACH_ASKED.search(asked) and people_counted(said) and not _DIVIDED.search(answer):
        return False
    if not _shared_right(said, answer):
        return False
    if _FREE.search(said) and not _FREE.search(answer):
        return False  # "the second visit is free, 4 visits at 20": not 4 × 20
    items = _ITEMS.search(said)  # "9 episodes of 42 min at 1.5x": all nine, not one
    if items is not None and not re.search(rf"\b{items[1]} ×|× {items[1]}\b", answer):
        return False
    return not (_GROWS.search(said) and "+" not in answer)


_FREE = re.compile(
    r"(?<!am i )(?<!are we )(?<!are you )(?<!be )(?<!i'm )(?<!im )(?<!get )\bfree\b(?!\s+(?:time"
    r"|day|slot|afternoon|evening|morning|at|from|after|until|by|to))|\b(?:gratis|umsonst"
    r"|kostenlos|geschenkt)\b",
    re.IGNORECASE,
)
"""Something said to come free: an answer that counts none free answers something else."""
_ITEMS = re.compile(
    r"\b(\d+)\s+(?:(?:podcast|tv|youtube)\s+)?(?:episodes?|videos?|lectures?|chapters?|songs?"
    r"|podcasts?|folgen|kapitel|vorlesungen)\b[^.?!]{0,40}\b(?:each|every|je|jeweils|jede)\b",
    re.IGNORECASE,
)
_WAYS = re.compile(r"\bsplit (\d+) ways\b|\bdurch (\d+) geteilt\b|\b(\d+) ways\b")


def _shared_right(said: str, answer: str) -> bool:
    """Whether an answer that shares among the people ``said`` counts ("me and 2 friends":
    three) divides by that many and adds none of those counts into the money ("with 2 mates,
    fuel 84.60 and tolls 18.30" is no "2 + 84.60 + 18.30")."""
    n, others = sharers(said)
    if n is None:
        return True
    ways = {int(next(g for g in m.groups() if g)) for m in _WAYS.finditer(answer)}
    if ways and n not in ways:
        return False
    return not any(re.search(rf"(?:^|[^\d.,]){k} \+|\+ {k}(?![\d.,])", answer) for k in others)
