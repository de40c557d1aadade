"""An instruction for a worker called by a nickname that names no project: "sag dem Mail-Worker,
er soll freundlicher schreiben", "sag dem antrags-bot er soll kürzer werden", "tell the email
guy to tone it down". With one worker busy it is that worker's; with several, the one whose
work the nickname names (a letter-ish word for a complaint letter's project: the domains
table); otherwise the reading stays (never a new project named after the nickname).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.router import slots
from brain.router.busy import busy
from brain.router.route import act_as
from brain.router.topic import SURE, project_topics, relate

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.models import Project
    from brain.router.route import Route
    from brain.router.router import IntentRouter

_WORKER = (
    r"(?:worker|workerin|bot|agent|agenten|guy|dude|typ|typen|ki|ai|helfer|helferin|helper"
    r"|assistent|assistentin|one)"
)
_PERSON = frozenset({"guy", "dude", "typ", "typen", "one"})
"""Words for someone that may be a real person ("the pizza guy"): a worker only by its work."""
# fmt: off
_WORK_NICKS = frozenset({
    "email", "e-mail", "mail", "letter", "brief", "schreib", "text", "draft", "entwurf",
    "antrag", "antrags", "wording", "writing", "research", "recherche", "search", "such",
    "plan", "planungs", "list", "listen", "code", "coding", "script", "skript", "report",
    "bericht", "comparison", "vergleich", "vergleichs", "summary", "essay", "bewerbung",
    "bewerbungs",
})
# fmt: on
"""Nicknames by a kind of work a worker does ("the email guy", "der Antrags-Typ")."""
_NICKNAMED = re.compile(
    r"\b(?:tell|ask|get|remind|let|sag\w*|richte?|frag\w*|bitte|gib)\s+(?:(?:mal|bitte|doch|kurz"
    r"|noch)\s+)*(?:the|that|our|my|dem|den|der|die|unserem|unseren|meinem|meinen)\s+"
    rf"(?P<nick>[\w'&-]+?)(?:-|\s)?{_WORKER}\b",
    re.IGNORECASE,
)
"""A worker told something and called by a word of its work ("the email guy", "dem Mail-Worker",
"dem Antrags-Bot")."""
_NO_NICK = frozenset(
    {
        "the", "a", "this", "that", "other", "new", "old", "same", "last", "first", "next",
        "running", "current", "busy", "only", "einen", "anderen", "neuen", "laufenden",
        "aktuellen", "einzigen", "delivery", "uber", "taxi", "cable", "phone", "insurance",
        "real", "nice", "cute", "young", "little",
    }
)  # fmt: skip
"""Words before "guy"/"one" that are no worker's nickname ("the delivery guy", "the other one")."""
_UNSURE = frozenset(
    {"delegate_project", "steer_project", "memory_remember", "how_do_i", "project_create",
     "mediate", "answer", "ask_user"}
)  # fmt: skip
"""Readings an instruction for a nicknamed worker is mistaken for."""


async def nicknamed_worker(
    deps: Deps, route: Route, text: str, router: IntentRouter, known: list[Project]
) -> Route:
    """``route``, or the instruction in ``text`` for the busy worker its nickname means."""
    said = slots.clean(text)
    called = _NICKNAMED.search(said)
    if called is None or called["nick"].lower() in _NO_NICK:
        return route
    if route.target is not None and route.target not in _UNSURE:
        return route
    names = [p.name for p in known]
    if slots.find_project(said, names, router.glossary) is not None:
        return route  # "tell the garden worker …": that project, as before
    if route.decision == "act" and route.target not in ("delegate_project", "project_create"):
        target = route.args.get("target") or route.args.get("name")
        if target in names:
            return route  # a project found by its work: as it was read
    working = await busy(deps, {p.id: p.name for p in known})
    if not working:
        return route
    topics = await project_topics(deps, known)
    nick = called["nick"].lower()
    match = relate(nick, topics, router.glossary, router.domains)
    found = match.project if match.scores.get(match.project or "", 0.0) >= SURE else None
    if found is not None and found not in working:
        return route  # the nickname names another project's work, whose worker is not busy
    project = found or (next(iter(working)) if len(working) == 1 else None)
    person = called.group(0).split()[-1].split("-")[-1].lower() in _PERSON
    if project is None or (person and found is None and nick not in _WORK_NICKS):
        return route  # "ask the bakery guy whether …": someone, not a worker
    return act_as(route, "steer", "steer_project", {"target": project, "message": text.strip()})


_WHOEVER = re.compile(
    r"\b(?:tell|ask|get|let)\s+whoever(?:'s| is)?\s+(?:doing|handling|working on|on|running"
    r"|in charge of|looking (?:at|into))\s+(?P<what>.+?)\s+(?:to|that)\b",
    re.IGNORECASE,
)
"""An instruction for "whoever is handling the cycling route": the worker of that project."""


async def whoever_told(
    deps: Deps, route: Route, text: str, router: IntentRouter, known: list[Project]
) -> Route:
    """``route``, or the instruction in ``text`` for the worker of the project its "whoever is
    doing X" names: steered while it works, new work there otherwise."""
    called = _WHOEVER.search(slots.clean(text))
    if called is None or (route.target is not None and route.target not in _UNSURE):
        return route
    mention = slots.find_project(called["what"], [p.name for p in known], router.glossary)
    if mention is None or mention.ambiguous:
        return route
    if mention.project in await busy(deps, {p.id: p.name for p in known}):
        args = {"target": mention.project, "message": text.strip()}
        return act_as(route, "steer", "steer_project", args)
    return act_as(route, "delegate", "delegate_project", {"project": mention.project, "task": text})
