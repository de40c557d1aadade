"""A correction said right after a fact, without naming what it corrects: "my landlord is mr
keller" … "actually his name is mr kessler" (the landlord is Mr Kessler), "sorry, i meant dr
hahn", "nein, sie heißt frau roth"."""

from __future__ import annotations

import re

from brain.ids import now
from brain.memory.attributes import ATTRIBUTES, names_someone
from brain.memory.models import Fact

RECENT_SECONDS = 15 * 60
"""How long after a fact was told a bare correction still means it."""
_MARK = (
    r"(?:(?:no|nope|nah|actually|sorry|correction|oops|wait|oh|ah|hm+|nein|doch|eigentlich"
    r"|korrektur|ach|warte|quatsch)\b[\s,!:.-]*)"
)
_FOLLOW = re.compile(
    rf"^\W*(?:{_MARK}*(?:(?:his|her|their|the) name(?:'s| is)|(?:er|sie) hei(?:ß|ss)t)"
    rf"|{_MARK}+(?:it'?s|it is|that'?s|i meant|i mean|(?:es|das) ist|ich meinte|ich mein))\s+"
    r"(?P<value>[^.,;!?]+?)(?:,?\s+(?:not|nicht)\s+[^.,;!?]+)?\W*$",
    re.IGNORECASE,
)
_NO_NAME = re.compile(
    r"^(?:fine|ok|okay|good|alright|all right|all good|right|correct|true|wrong|nothing|nobody"
    r"|no one|that|this|it|him|her|them|me|you|gut|schon gut|alles gut|richtig|passt|egal"
    r"|nichts|niemand|okay so|ok then)$",
    re.IGNORECASE,
)
"""What a "no, it's …" says that is no value ("no it's fine")."""
_SAID_AS = {"user.name": "my name is {}", "user.location": "i live in {}"}
"""How a fact other than a "my X is Y" attribute is said again."""


def bare_correction(text: str) -> str | None:
    """The value a bare correction gives ("actually her name is jana brookes" → "jana
    brookes"), or None ("no it's fine" gives none)."""
    found = _FOLLOW.match(text.strip())
    value = "" if found is None else found.group("value").strip()
    return None if not value[:1].isalpha() or _NO_NAME.match(value) else value


def restated(value: str, last: Fact | None, session_id: str) -> str | None:
    """A bare correction's ``value`` said again as the fact it corrects ("my landlord is mr
    kessler"), when ``last`` was told in this session a moment ago; None otherwise."""
    if last is None or last.session_id != session_id:
        return None
    if now() - last.created_at > RECENT_SECONDS:
        return None
    key = last.subject.removeprefix("user.")
    if last.subject in _SAID_AS:
        pattern = _SAID_AS[last.subject]
    elif key in set(ATTRIBUTES.values()) and names_someone(value):
        pattern = "my " + key.replace("_", " ") + " is {}"
    else:
        return None
    return pattern.format(value)
