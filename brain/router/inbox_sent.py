"""A worker's result asked for by what its work was about and that it came back: "let me see
what the tax worker handed in", "show me what the tile quotes came back with", "was hat der
umzugs-worker geschickt". Such words ask for an inbox item (the one about it, else the list),
never for an answer or for the project itself."""

from __future__ import annotations

import re

_SENT = (
    r"(?:c[ao]me back with|c[ao]me up with|sen[dt] (?:back|over|in|through|across)|deliver(?:ed|s)?"
    r"|hand(?:ed|s)? (?:in|over|back)|turn(?:ed|s)? (?:up|in)|produce[ds]?"
    r"|report(?:ed|s)? back|dropped off|ha(?:ve|s|d) for me|got for me)"
)
_SENT_BACK = re.compile(
    r"\bwhat(?:ever)? (?:(?:did|has|have|had|does|do) )?(?:the |your |my |our |that |this )?"
    rf"(?:[\w'-]+ ){{1,5}}?{_SENT}\b"
    r"|\bwhat(?:'?s| has| have)? (?:came|come|got sent|been sent) (?:back|over|in|through)\b"
    r"|\b(?:was|wat) (?:hat|haben) (?:der|die|das|mein|meine|dein|deine) (?:[\w'-]+ ){0,4}?"
    r"(?:geschickt|geliefert|zurückgeschickt|zurueckgeschickt|rübergeschickt|ruebergeschickt"
    r"|abgeliefert|abgegeben|gebracht|rausgegeben)\b"
    r"|\b(?:was|wat) (?:ist|kam) (?:denn |eigentlich |jetzt |so )*(?:vo[nm] (?:der |dem |den )?"
    r"(?:[\w'-]+ ){1,4}?)?(?:zurück|zurueck|rein)(?:gekommen|gekommen ist)?\b",
    re.IGNORECASE,
)
"""What came back of a piece of work, named by its subject, whoever did it."""


_BY_A_WORKER = re.compile(r"\b(?:worker|agent|bot|helper|recherche|research)s?\b", re.IGNORECASE)


def sent_back(said: str) -> bool:
    """Whether ``said`` (cleaned) asks what a piece of work sent back or delivered."""
    return _SENT_BACK.search(said) is not None


def by_a_worker(said: str) -> bool:
    """Whether ``said`` names the one who did the work as a worker ("the budget worker")."""
    return _BY_A_WORKER.search(said) is not None
