"""What the user tells about the person or the moment a short text is for, to fill the blanks
of a line in ``prompts/ideas.yaml``: {name} ("my best friend Jonas's 30th", "her name is
Rosa"), {traits} ("he's obsessed with climbing and is ALWAYS late" → "who's obsessed with
climbing and is always late") and {doing} ("a pic of me and my grandma baking plum cake
together" → "Baking plum cake"). A toast or a caption that says these beats a stock line that
could be for anyone (held-out set 21: both were judged generic)."""

from __future__ import annotations

import re

_RELATION = (
    r"(?:(?:best|good|old|dear|oldest|closest|lovely)\s+)*(?:friend|buddy|bestie|mate|pal|sister"
    r"|brother|sis|bro|colleague|coworker|co-worker|boss|neighbou?r|cousin|uncle|aunt|auntie|son"
    r"|daughter|wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|grandma|grandpa|granny|nan"
    r"|nana|gran|mum|mom|dad|niece|nephew|teammate|roommate|flatmate|freundin|freund|schwester"
    r"|bruder|kollegin|kollege|oma|opa|mama|papa|tante|onkel|cousine|cousin|nachbarin|nachbar)"
)
_NAME = (
    re.compile(
        r"\b(?:(?:her|his|their) name is|(?:she|he|they)(?:'s| is| are) called|named|called|sie hei(?:ß|ss)t"
        r"|er hei(?:ß|ss)t)\s+(?P<n>[A-Za-zÄÖÜäöüß][a-zäöüß]{1,15})\b",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b(?i:{_RELATION})\s+(?P<n>[A-ZÄÖÜ][a-zäöüß]{{1,15}})\b"
        rf"|\b(?i:{_RELATION})\s+(?P<m>[a-zäöüß]{{2,15}})(?='s\b|’s\b|s (?:\d|birthday|bday|wedding))",
    ),
)
_NOT_A_NAME = frozenset(
    {"and", "who", "is", "for", "at", "the", "in", "on", "to", "with", "that", "this", "i", "we",
     "she", "he", "they", "from", "about", "und", "der", "die", "das", "zum", "zur", "mit", "im",
     "january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december", "monday", "tuesday", "wednesday",
     "thursday", "friday", "saturday", "sunday", "today", "tomorrow", "tonight", "birthday",
     "bday", "wedding", "party"}
)  # fmt: skip
_TRAIT = re.compile(
    r"\b(?:he|she|they)(?P<be>'s|s| is| are|'re)\s+(?P<t>[^.;!?]+?)(?=\s+(?:lol|haha|lmao)\b|[.;!?]|,\s"
    r"|\s+(?:so|but)\s|$)",
    re.IGNORECASE,
)

_AND = re.compile(r"\s+and\s+(?:(?:he|she|they)\b(?:'s|s\b| is\b| are\b|'re)?\s*)?", re.IGNORECASE)
_VERB = re.compile(
    r"^(?:loves|likes|has|hates|adores|plays|makes|bakes|cooks|knows|lives|works|collects|reads"
    r"|writes|drinks|eats|runs|sings|dances|travels|owns|never|still|can|will|always \w+s\b)",
    re.IGNORECASE,
)
_NOT_TRAIT = re.compile(
    r"^(?:turning|turns|going|coming|getting|having|moving|leaving|retiring|my|our|a (?:bit|little)"
    r" (?:older)|called|named)\b",
    re.IGNORECASE,
)
_DOING = re.compile(
    r"\b(?:pic|picture|photo|foto|shot|selfie|video|post)\s+(?:of|with)\s+(?:me\s+and\s+|us\s+)?"
    r"(?:(?:my|our)\s+)?(?:\w+\s+){0,2}?(?P<d>[a-z]+ing\b(?:\s+(?!together\b|at\b|in\b|on\b|for\b"
    r"|yesterday\b|today\b|last\b)[a-z'-]+){0,3})",
    re.IGNORECASE,
)


def about_them(said: str, language: str) -> dict[str, str]:
    """The blanks ``said`` fills: name, traits, doing (only those it tells)."""
    known: dict[str, str] = {}
    for pattern in _NAME:
        found = next(
            (
                m
                for m in pattern.finditer(said)
                if (m["n"] or m.groupdict().get("m") or "").lower() not in _NOT_A_NAME
            ),
            None,
        )
        if found is not None:
            known["name"] = (found["n"] or found.groupdict().get("m") or "").capitalize()
            break
    if language == "en":
        traits = _traits(said)
        if traits:
            known["traits"] = traits
    doing = _DOING.search(said)
    if doing is not None and language == "en":
        words = doing["d"].strip()
        known["doing"] = words[:1].upper() + words[1:]
    return known


def _traits(said: str) -> str:
    """ "he's obsessed with climbing and is ALWAYS late" → "who's obsessed with climbing and is
    always late"; "" when nothing is told of them."""
    found = _TRAIT.search(said)
    if found is None or _NOT_TRAIT.match(found["t"]):
        return ""
    parts = [p.strip() for p in _AND.split(found["t"]) if p and p.strip()]
    parts = [re.sub(r"\b[A-Z]{2,}\b", lambda m: m[0].lower(), p) for p in parts]
    parts = [re.sub(r"\bi\b", "I", p) for p in parts if not re.match(r"\d", p)]  # "60": an age
    if not parts or len(" ".join(parts).split()) > 14:
        return ""
    said_of = []
    for part in parts:
        part = re.sub(r"^is\s+", "", part)
        said_of.append(part if _VERB.match(part) else f"is {part}")
    said_of[0] = re.sub(r"^is ", "'s ", said_of[0])
    said_of[0] = f"who{said_of[0]}" if said_of[0].startswith("'") else f"who {said_of[0]}"
    return " and ".join(said_of)
