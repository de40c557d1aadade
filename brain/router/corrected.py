"""A change to work a worker is doing now, said as a correction: "no photos after all, just
the addresses", "instead of a map do a list", "actually make it shorter", "forget the chart,
just bullet points", "and do the old town first", "doch lieber nur altbau", "lass die karte
weg". With a worker busy in the project named the words steer that worker; naming a project
where none runs they are new work there; naming none, they are no one's work ("actually just
tell me a joke").
A separate job said as such ("apart from what it's doing, also …") is new work, not a
correction."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.router import slots
from brain.router.busy import busy
from brain.router.route import Route, act_as

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.router.glossary import Glossary

_CORRECTION = re.compile(
    r"\b(?:no|skip|drop|without|leave out|ditch|lose) (?:the |any |those |these )?(?:[\w'-]+ ){0,3}?"
    r"after all\b|\b(?:after all|on second thought),? (?:no|skip|drop|just|only|make|do|leave)\b"
    r"|\binstead of (?:the |a |an |doing |making )?[\w'-]+|\bactually,? (?:make|do|just|only|skip"
    r"|drop|leave|use|go with|start)\b|\bforget (?:about )?(?:the|that|those|these) [^,;.]{1,30}[,;]"
    r"?\s*(?:just|only|rather|instead)\b|\b(?:do|start with|begin with|tackle) (?:the )?[\w'-]+"
    r"(?: [\w'-]+){0,4} first\b|\b(?:start|begin) with the\b|\bdoch (?:lieber|besser|eher|nur)\b"
    r"|\blass\w* (?:(?:die|den|das|mal|doch|bitte)\s+)*[\w'-]+(?: [\w'-]+){0,2} weg\b"
    r"|\b(?:statt|anstatt|anstelle)\b|\bmach\w* (?:(?:die|den|das|doch|bitte|mal) )*(?:[\w'-]+ )"
    r"{0,3}zuerst\b|\bfang\w* (?:mit|bei) (?:[\w'-]+ ){1,3}an\b"
    r"|\b(?:forgot|forget) to (?:mention|say|tell you|add)\b|\bchange of plans?\b|\bplan(?:ä|ae)nderung"
    r"\b|\b(?:pass|send) (?:that|this|it) (?:on|along)\b|\bwhile (?:it'?s|it is|they'?re|he'?s|she'?s)"
    r" (?:still )?(?:at it|on it|working|writing|doing|running)\b|\bhab\w* (?:ich )?vergessen zu"
    r" (?:sagen|erw(?:ä|ae)hnen)\b|\bgib (?:das|es) (?:mal )?weiter\b",
    re.IGNORECASE,
)
"""A correction of what a worker does, or an addition to it said as one ("forgot to mention",
"change of plan", "send this along while it works"): the work changes, no new work."""
BESIDES_WORK = re.compile(
    r"\b(?:apart from|besides|beside|aside from|on top of|in addition to|other than|as well as"
    r"|separate(?:ly)? from) (?:(?:what(?:ever)?|anything|the (?:stuff|things?|work))\b[^,.;:!?]{0,30}"
    r"\b(?:doing|busy|working|on|at|up to|handling)\b|its (?:current )?(?:task|job|work)|the current"
    r" (?:task|job|work))|\b(?:a |one )?(?:separate|new|different|second|another|extra) (?:job|task|piece of"
    r" work)\b|\bseparately\b|\b(?:unabhängig|unabhaengig) davon\b|\b(?:neben|zusätzlich zu"
    r"|zusaetzlich zu|außer|ausser) (?:dem|alldem),? was (?:\w+ ){0,3}?(?:macht|tut|dran ist"
    r"|bearbeitet|erledigt)\b|\bzusätzlich zu\b|\b(?:eine? )?(?:neue|separate|andere|zweite"
    r"|extra) (?:aufgabe|sache|arbeit)\b",
    re.IGNORECASE,
)
"""New work beside what a worker is busy with ("apart from whatever it's busy with, i also
need …", "a separate job", "neben dem, was er gerade macht"): no correction of its work."""
_MINE = re.compile(
    r"\b(?:remind\w*|reminders?|remember|erinner\w*|merk\w*|alarms?|wecker|timers?)\b", re.I
)
"""Eddie's own things (a reminder, a fact kept): what is corrected is no worker's work."""
_READINGS = frozenset(
    {"delegate_project", "steer_project", "memory_forget", "mediate", "project_create", "ask_user"}
    | {"project_open"}
)
"""Readings a correction is mistaken for (new work, a new project, a fact forgotten)."""


def correction(said: str) -> bool:
    """Whether ``said`` corrects work that runs (and says no separate job)."""
    return _CORRECTION.search(said) is not None and BESIDES_WORK.search(said) is None


async def corrected(
    deps: Deps, route: Route, text: str, names: dict[str, str], glossary: Glossary | None
) -> Route:
    """``route``, or the steer (or the new work) a correction or a separate job asks for."""
    if route.target not in _READINGS and route.decision != "model":
        return route
    said = slots.clean(text)
    mention = slots.find_project(said, list(names.values()), glossary)
    named = mention.project if mention is not None else _about(route, names)
    if BESIDES_WORK.search(said) is not None:
        return route  # "apart from what it's doing, also X": new work (hub.besides_its_work)
    if not correction(said) or _MINE.search(said):
        return route  # "forget the dentist, just remind me friday": Eddie's, not a worker's
    if named is None:  # "actually just tell me a joke", "no dessert after all": no one's work
        return route
    working = await busy(deps, names)
    if named in working:
        return act_as(route, "steer", "steer_project", {"target": named, "message": text})
    if route.target == "steer_project" and route.args.get("target") == named:
        return act_as(route, "delegate", "delegate_project", {"project": named, "task": text})
    return route


def _about(route: Route, names: dict[str, str]) -> str | None:
    """The known project ``route`` is about, if it is about one."""
    for key in ("target", "project", "name"):
        value = route.args.get(key)
        if isinstance(value, str) and value in names.values():
            return value
    return None
