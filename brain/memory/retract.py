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


_FROM_MEMORY = re.compile(
    r"\s*\b(?:from|out of|off) (?:your |my |the )?(?:memory|memories|notes|head|brain|list)\b.*$"
    r"|\s*\b(?:aus|von) (?:deinem |dem |deiner |der |meinem )?(?:gedächtnis|gedaechtnis|speicher"
    r"|erinnerung|notizen|kopf|liste)\b.*$",
    re.IGNORECASE,
)
"""Where it goes from (" from your memory", " aus deinem gedächtnis …"): not its words."""
_FRAMED = re.compile(
    r"^(?:(?:the|that|this|all the|das|die|den|dem)\s+)?(?:thing|things|stuff|bit|part|info|note"
    r"|fact|sache|geschichte|ding|zeug|eintrag|notiz)\s+(?:about|on|regarding|re|with|of|über|ueber"
    r"|mit|zu|von|vom|zum|zur)\s+|^das mit\s+",
    re.IGNORECASE,
)
"""How it is named as a thing ("the bit about …", "das mit …"): not its words."""
_THING = re.compile(
    r"^(?P<what>.+?)\s+(?:thing|things|stuff|bit|business|sache|ding|zeug|geschichte|kram)$",
    re.IGNORECASE,
)
"""A topic named as a thing ("the dentist thing"): the topic."""
_ARTICLE = re.compile(r"^(?:the|that|this|das|die|den|dem|der)\s+(?=\S)", re.IGNORECASE)


def pointed_at(what: str) -> str:
    """What a fact to forget is, without how it is pointed at or why it goes ("what i told you
    about my old address, it's wrong now anyway" → "my old address"; "the dentist thing from
    your memory" → "dentist")."""
    what = _FROM_MEMORY.sub("", _WHY_FORGOTTEN.sub("", _TOLD_ABOUT.sub("", what))).strip()
    what = _FRAMED.sub("", what)
    thing = _THING.match(what)
    return _ARTICLE.sub("", thing["what"] if thing is not None else what)


_DROPPED = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|also|oh|und|ach|hey|btw)\W+)*(?:(?:can|could|would) (?:you|u)"
    r" (?:please )?|please |pls |(?:kannst|könntest|koenntest) du (?:bitte |mal )?|bitte |mal )*"
    r"(?:drop|scrap|remove|wipe|delete|erase|clear|take|get rid of|forget(?: about)?|vergiss"
    r"|lösch\w*|loesch\w*|streich\w*|entfern\w*|nimm)\s+(?P<what>.+?)\s*[.!?]*$"
    r"|^\W*(?P<named>.+?),?\s+(?:kannst|könntest|koenntest|darfst|sollst|you can|u can|you may)"
    r"\s+(?:du\s+)?(?:\S+\s+){0,4}?(?:vergessen|streichen|löschen|loeschen|entfernen|rausnehmen"
    r"|forget|drop|delete|remove|scrap)\b[\s.!?]*$",
    re.IGNORECASE,
)
"""A forget said with another verb or with what goes first ("drop the dentist thing from
memory", "das mit dem umzug kannst du aus deinem gedächtnis streichen")."""


def forgotten(said: str) -> str | None:
    """What ``said`` (a request to forget) wants forgotten, without how it is asked: "scrap
    the gym thing from your memory" → "gym"; None when it is not said that way."""
    found = _DROPPED.match(said.strip())
    if found is None:
        return None
    return pointed_at(found["what"] or found["named"]).strip(" ,.!?") or None
