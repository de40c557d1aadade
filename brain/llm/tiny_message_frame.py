"""The frame around a message Eddie writes for the user: whom it greets ("my landlord Mr.
Okafor" → "Dear Mr. Okafor,", "my neighbour Hannah" → "Hi Hannah,"), a note put up for
everyone ("a note for the office fridge" → "Hi all,") and an email's subject and sign-off.
Used by :mod:`brain.llm.tiny_message`."""

from __future__ import annotations

import re

_TITLED = re.compile(
    r"\b(?P<title>mr|mrs|ms|miss|dr|frau|herr)\.?\s+(?P<surname>[A-Za-zÄÖÜäöüß][\w-]+)$", re.I
)
_NAMED_LAST = re.compile(
    r"^(?:my|our|meine?[nmr]?|unsere?[nmr]?)\s+[\w-]+\s+(?P<name>[A-Z][a-z]+)$"
)
PLACE = re.compile(
    r"^(?:the|our|my)\s+(?:office|shared|staff|team|work)?\s*(?:fridge|kitchen|noticeboard|notice"
    r" board|break ?room|laundry(?: room)?|bathroom|hallway|door|printer|canteen|staircase)\b",
    re.IGNORECASE,
)
"""A note put up somewhere, for everyone who comes by: "a note for the office fridge"."""


def greeted(who: str, language: str) -> tuple[str | None, bool]:
    """(the name to greet, whether it is a title and surname) said in ``who``: "my landlord
    Mr. Okafor" → ("Mr. Okafor", True), "my neighbour Hannah" → ("Hannah", False)."""
    titled = _TITLED.search(who)
    if titled is not None:
        title = titled["title"].capitalize()
        dot = "." if language == "en" and title.lower() in ("mr", "mrs", "ms", "dr") else ""
        return f"{title}{dot} {titled['surname'].capitalize()}", True
    named = _NAMED_LAST.match(who)
    return (named["name"], False) if named is not None else (None, False)


def as_email(body: str, said: str) -> str:
    """An email: a subject from what it says, the greeting on its own line, the text, and a
    sign-off."""
    greeting = re.match(r"((?:\S+ ){0,2}?\S+,)\s+(.*)$", body, re.DOTALL)
    hello, text = (greeting[1], greeting[2]) if greeting else ("Hi,", body)
    text = re.sub(r"\s*(?:Thanks!|Thank you[.!]?)$", "", text).rstrip()
    text = text[:1].upper() + text[1:]
    subject = re.sub(r"\b(?:is|are|has been|have been|will be|got) (?=\w+ed\b)", "", said)
    subject = re.split(r"[.,;?!]\s", subject, maxsplit=1)[0]  # the first thing it says
    short = re.sub(r"\s+(?:for|since|from|until|by|at|on|in|now|again)\b.*$", "", subject)
    subject = short if len(short.split()) >= 3 else subject  # "… dripping for a week": dripping
    words = subject.split()
    subject = " ".join(words[:8]) if len(words) > 9 else subject
    subject = subject.rstrip(".!?")
    subject = subject[:1].upper() + subject[1:]
    return f"Subject: {subject}\n\n{hello}\n\n{text}\n\nThank you, and best regards,\n[Your name]"
