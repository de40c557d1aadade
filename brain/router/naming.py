"""Names for new work: the words of a request that say what it is about, and the project name
made from them when the user named none."""

from __future__ import annotations

import re
from typing import Any

from brain.router import slots

_CONTENT = re.compile(r"[a-zäöüß][a-zäöüß0-9-]{3,}")


# fmt: off
TASK_WORDS = frozenset({
    "research", "find", "write", "make", "draft", "compare", "look", "into", "have", "someone",
    "get", "could", "would", "please", "some", "best", "good", "cheap", "three", "short",
    "report", "list", "script", "plan", "give", "tell", "which", "what", "about", "below",
    "under", "from", "then", "recherchiere", "schreib", "finde", "lass", "mach", "eine",
    "einen", "besten", "bericht", "liste", "whole", "full", "complete", "step", "steps",
    "unter", "über", "euro", "euros", "cheapest", "organise", "organize", "two", "four", "five",
    "several", "zwei", "drei", "vier", "fünf", "rank", "rate", "review",
    "choose", "suggest", "recommend", "summarise", "summarize", "analyse", "analyze",
    "vergleiche", "prüfe", "bewerte", "empfiehl",
    # how requests are put, not what they are about
    "need", "needs", "sort", "start", "hand", "handle", "want", "help", "anyone",
    "somebody", "ask", "create", "take", "care", "deal", "figure", "work", "task", "this",
    "that", "kannst", "könntest", "jemanden", "jemand", "setzen", "bitte", "brauche",
    "kümmere", "kümmern", "erledige", "erledigen", "übernimm", "übernehmen",
    "collect", "gather", "pick", "check", "sortieren", "raussuchen", "heraussuchen",
    "vergleichen", "sammeln", "ordnen", "finden", "schreiben", "erstellen", "prüfen", "planen",
    "organisieren", "besorgen", "jemandem", "könnte", "sich", "bräuchte", "kann", "doch",
    "neue", "neuen", "neues", "neuer", "alte", "alten", "setz", "setze", "ansetzen", "wen",
    "such", "suche", "mal", "angebot", "angebote", "macht", "machen",
})
# fmt: on


def named_project(args: dict[str, Any] | None, mention: slots.Mention | None) -> str:
    """The project a reading acts on, as its option label names it ("" when none)."""
    for key in ("project", "target", "process", "name"):
        value = (args or {}).get(key)
        if isinstance(value, str) and value:
            return value
    return mention.project if mention is not None else ""


def project_for(said: str) -> str:
    """A project name for new work without one: the name it gives ("a project for my taxes
    and …" → ``taxes``), else its first two topic words ("research cheap flights to lisbon"
    → ``flights_lisbon``)."""
    given = slots.new_project_name(said)
    if given is not None and len(given[1].split()) <= 3:
        return given[0]
    words = [w for w in _CONTENT.findall(said) if w not in slots.STOPWORDS and w not in TASK_WORDS][
        :2
    ]
    return slots.slug(" ".join(words)) or "tasks"


def task_words(said: str) -> int:
    """How many words of ``said`` could carry a task (a delegation needs a few)."""
    return len(_CONTENT.findall(said))
