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
    rf"^\W*(?:{_MARK}*(?P<named>(?:his|her|their|the) name(?:'s| is)|(?:er|sie) hei(?:ß|ss)t)"
    rf"|{_MARK}+(?P<how>it'?s|it is|that'?s|i meant|i mean|(?:es|das) ist|ich meinte|ich mein))\s+"
    r"(?P<value>[^.,;!?]+?)(?:,?\s+(?:not|nicht)\s+[^.,;!?]+)?\W*$",
    re.IGNORECASE,
)
_TITLED = re.compile(r"^(?:dr|mr|mrs|ms|miss|prof|herr|frau)\.?\s+\w", re.IGNORECASE)
"""A name said with its title ("dr olsson"): "no, it's dr olsson" names someone."""
_NO_NAME = re.compile(
    r"^(?:fine|ok|okay|good|great|nice|cool|alright|all right|all good|right|correct|true|wrong"
    r"|weird|strange|funny|broken|late|early|nothing|nobody|no one|that|this|it|him|her|them|me"
    r"|you|not|the other one|gut|schon gut|alles gut|richtig|falsch|passt|egal|komisch|nichts"
    r"|niemand|okay so|ok then|(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow"
    r"|yesterday|heute|morgen|gestern)$",
    re.IGNORECASE,
)
"""What a "no, it's …" says that is no value ("no it's fine", "wait it's friday")."""
_SAID_AS = {"user.name": "my name is {}", "user.location": "i live in {}"}
"""How a fact other than a "my X is Y" attribute is said again."""


def bare_correction(text: str) -> str | None:
    """The value a bare correction gives ("actually her name is jana brookes" → "jana
    brookes", "sorry, i meant dr olsson", "no, it's dr olsson"), or None: "it's …" without a
    title names no one ("oh that's nice", "nope it's broken", "no it's fine")."""
    found = _FOLLOW.match(text.strip())
    if found is None:
        return None
    value = found.group("value").strip()
    how = (found.group("how") or "").lower().replace("'", "")
    bare = how in ("its", "it is", "thats", "es ist", "das ist")
    if not value[:1].isalpha() or _NO_NAME.match(value) or not names_someone(value):
        return None
    return None if bare and not _TITLED.match(value) else value


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
    elif key in set(ATTRIBUTES.values()):
        pattern = "my " + key.replace("_", " ") + " is {}"
    else:
        return None
    return pattern.format(value)
