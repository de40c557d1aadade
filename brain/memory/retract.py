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


_TOLD_ABOUT = re.compile(
    r"^(?:what|everything|all|the stuff|the thing|was|alles,? was)?\s*(?:i|ich) (?:\w+ )?(?:told"
    r"|said to|mentioned to|gave|gesagt|erzählt|erzaehlt) (?:you|dir) (?:about|of|regarding"
    r"|über|ueber|zu|von)?\s*",
    re.IGNORECASE,
)
"""How the fact is pointed at ("what i told you about my old address"): not its words."""
_WHY_FORGOTTEN = re.compile(
    r"\s*[,;(-]+\s*(?:it'?s|its|that'?s|thats|because|since|cause|cuz|as|the|weil|da|das ist"
    r"|stimmt|ist)\b.*$",
    re.IGNORECASE,
)
"""Why it goes, said after it (", it's wrong now anyway"): not its words."""


def pointed_at(what: str) -> str:
    """What a fact to forget is, without how it is pointed at or why it goes ("what i told you
    about my old address, it's wrong now anyway" → "my old address")."""
    return _WHY_FORGOTTEN.sub("", _TOLD_ABOUT.sub("", what))
