"""A fact the user takes back by pointing at what they said earlier: "remember when i said i
hate cilantro? scrap that", "you know how i told you i'm vegan - forget it", "weißt du noch,
als ich gesagt hab dass ich koriander hasse? vergiss das"."""

from __future__ import annotations

import re

_RETRACTED = re.compile(
    r"^\W*(?:(?:hey|so|ok(?:ay)?|oh|ah|ach|also|und)\W+)*"
    r"(?:(?:(?:do\s+)?(?:you|u|ya)\s+|d'?you\s+)?remember|you\s+know|weißt\s+du\s+noch|weisst\s+du\s+noch"
    r"|erinnerst\s+du\s+dich)\W*\s*(?:when|how|that|what|wie|dass|als|was)\s+"
    r"(?:i|ich)\s+(?:(?:once|earlier|before|last\s+time|neulich|mal)\s+)?"
    r"(?:said|told\s+(?:you|u)|mentioned|wrote|gesagt\s+(?:habe?|hab)|erzählt\s+(?:habe?|hab)"
    r"|meinte)\s+(?:(?:that|dass)\s+)?(?P<fact>[^?!.;]+?)\s*"
    r"(?:[?!.;,]+|\s+-+)\s*(?:(?:well|so|ok(?:ay)?|yeah|also|ja|naja|tja)\W+)*"
    r"(?:scrap|scratch|forget|ignore|disregard|delete|drop|erase|vergiss|streich|lösch|ignorier)\w*"
    r"\s+(?:that|it|this|das|es|dies)\b",
    re.IGNORECASE,
)


def retracted(text: str) -> str | None:
    """The fact ``text`` takes back by recalling the user's own words, else None."""
    found = _RETRACTED.search(text.strip())
    if found is None:
        return None
    fact = found.group("fact").strip(" ,-")
    return fact or None
