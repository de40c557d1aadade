"""A new project's name from the user's words: "create a project called Wedding 2026" →
``wedding_2026``, "a project for planning my mum's 60th" → ``mums_60th``, and a project asked
for as a place for something ("keep all the stuff for my sister's 40th in one place")."""

from __future__ import annotations

import re

from brain.router.slots import A_PROJECT, clean
from brain.router.texting import NAME_FILLER, NAME_LEAD, TRAILING_NAME_NOISE

_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})

_NAME_CUE = re.compile(
    r"(?:\bcalled|\bnamed|\bnamens|\bname\s+it|\bcall\s+it(?!\s+(?:off|quits|a\s+day|a\s+night)(?![\w-]))|\btitled|\bmit\s+dem\s+namen)\s*:?\s+(?P<name>.+)$"
)
_NAMES_A_THING = re.compile(r"\b(?:is|are|was|were|be)\b|(?<!\blet)'s\b")
_PROJECT_WORD = (
    r"(?:project|projekt|projct|proj|projet|projekt"
    r"|(?:separate|own|new|dedicated|eigenen?|neuen?|extra) (?:space|place|folder|spot|area"
    r"|bereich|ordner))"
)
_SPACE_FOR = re.compile(
    r"\b(?:keep|put|have|collect|gather|store)\s+(?:all\s+)?(?:of\s+)?(?:the|my|our)?\s*(?:stuff"
    r"|things|everything|info|notes|ideas|plans)\s+(?:for|about|on|around|re)\s+(?P<name>.+?)\s+"
    r"(?:in one place|together|in a (?:separate|single|dedicated) (?:place|space|spot))\b"
    r"|\b(?:track|keep|handle|organi[sz]e)\s+(?P<name2>.+?)\s+(?:separately|apart|on its own"
    r"|in its own (?:space|place|project))\b"
    r"|\bleg\w*\s+(?:(?:mal|bitte|doch|mir|uns)\s+)*(?:was|etwas|eins|ein projekt|ein neues projekt)"
    r"\s+(?:neues\s+)?(?:an\s+)?(?:für|fuer|zu|zum|zur)\s+(?P<name3>.+?)(?:\s+an)?$",
    re.IGNORECASE,
)
"""A project asked for as a place for something ("keep all the stuff for my sister's 40th in
one place", "track my marathon training separately", "leg was neues an für die küche")."""
_AFTER_PROJECT = re.compile(
    rf"\b{_PROJECT_WORD}\b\s*:?\s*(?:an\s+)?(?:(?:for|für|fuer|about|on|über)\s+)?"
    r"(?:(?:the|my|our|a|an|die|den|das|meine|meinen|unsere|unseren|unser)\s+)?(?P<name>.+)$"
)
_NAME_TAIL = re.compile(
    r"\s*[,;]\s*.*$|\s+(?:and|und|then|dann|so that|damit|to|zu|which|that|die|der"
    r"|for (?:all|the|my|our|everything)|für (?:alle|den|die|das|meine?n?|unsere?n?))\s+.*$"
)
"""Where a name ends: a comma, or a clause after it ("taxes and have a worker …")."""


def new_project_name(text: str, *, strict: bool = False) -> tuple[str, str] | None:
    """(clean name, the words it came from) for a new project, or None.

    ``strict`` accepts only an explicit cue ("called", "named", "namens", "name it", or
    "project:"); otherwise the words after "project (for the)" count too."""
    said = clean(text)
    found = _NAME_CUE.search(said)
    if (
        found is not None
        and _NAMES_A_THING.search(said[: found.start()])
        and not A_PROJECT.search(said)
    ):
        return None  # "my son's teacher is called mrs brown" names a person, not a project
    if found is None:
        colon = re.search(rf"\b{_PROJECT_WORD}\s*:\s*(?P<name>.+)$", said)
        found = colon or (
            None if strict else _AFTER_PROJECT.search(said) or _SPACE_FOR.search(said)
        )
    if found is None:
        return None
    named = next(v for k, v in found.groupdict().items() if k.startswith("name") and v)
    raw = _NAME_TAIL.sub("", named).strip(" \"'?!.")
    words = [w.strip("\"'?!.") for w in raw.split()]
    while words and words[-1] in TRAILING_NAME_NOISE:
        words.pop()
    if found.re in (_AFTER_PROJECT, _SPACE_FOR):  # "a project for planning mum's 60th"
        while len(words) > 1 and words[0] in NAME_LEAD:
            words.pop(0)
        words = [w for w in words if w not in NAME_FILLER] or words
    if not words or len(words) > 4:
        return None
    name = slug(" ".join(words))
    return (name, " ".join(words)) if name else None


def slug(words: str) -> str:
    """``"Wedding 2026"`` → ``wedding_2026``; ``""`` when nothing usable is left."""
    text = words.lower().translate(_UMLAUTS)
    text = re.sub(r"[^a-z0-9_.\-\s]", "", text)
    text = re.sub(r"\s+", "_", text.strip()).strip("_.-")
    return text[:64] if re.fullmatch(r"[a-z0-9][a-z0-9_.-]{0,63}", text[:64] or "-") else ""


def space_wanted(text: str) -> tuple[str, str] | None:
    """The new project's name when ``text`` asks for a place for something (see
    :data:`_SPACE_FOR`, "can we have a separate space for the podcast"), else None."""
    said = clean(text)
    if _SPACE_FOR.search(said) is None and _OWN_PLACE.search(said) is None:
        return None
    found = new_project_name(said)
    if found is None or found[0] in _PRONOUNS:
        return None  # "keep it apart": what "it" is, the words before say, not the name
    return found


_OWN_PLACE = re.compile(
    r"\b(?:separate|own|dedicated|eigene[ns]?|extra)\s+(?:project|projekt|space|place|folder|spot"
    r"|area|bereich|ordner)\b",
    re.IGNORECASE,
)
_PRONOUNS = frozenset({"it", "that", "this", "them", "those", "es", "das", "dies", "den", "die"})
