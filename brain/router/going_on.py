"""A project taken up again, named loosely: "ok, back to the vespa restoration", "let's pick up
where we stopped on the shed", "weiter mit dem roller", "lass uns mit der steuer weitermachen".

Nothing else is said, so nothing is asked of a worker: the project is opened, or its paused
worker goes on (:func:`brain.router.hub.route_for_hub`). The project is found by its words,
their stems, typos and other words for them (:func:`brain.router.slots.find_project`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.models import ProcessStatus
from brain.router import slots
from brain.router.route import Route, act_as

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.router.glossary import Glossary

_LEAD = (
    r"^\W*(?:(?:ok|okay|k|alright|allright|right|so|now|and|well|hey|eddie|cool|good|great|fine"
    r"|also|gut|na|und|jetzt|dann|sooo?|yes|yeah|ja|alles klar|okey)\W+)*"
)
_WHERE_LEFT = (
    r"(?:(?:from\s+)?where\s+(?:we|i|you)\s+(?:left\s+off|stopped|were|ended|paused|got\s+to)"
    r"|wo\s+wir\s+(?:aufgehört|aufgehoert|stehen\s+geblieben|stehengeblieben|waren))"
)
_GO_ON = re.compile(
    _LEAD
    + r"(?:(?:let'?s|lets|let us|can we|could we|shall we|we can|we could|i want to|i'd like to"
    r"|time to|ready to)\s+)?(?:(?:get|getting|go|going|come|coming|head|heading)\s+back\s+to"
    r"|back\s+to|return(?:ing)?\s+to|(?:continu(?:e|ing)|carry(?:ing)?\s+on|keep\s+going"
    r"|pick(?:ing)?\s+up|resum(?:e|ing)|proceed(?:ing)?)(?:\s+(?:work|working))?"
    rf"(?:\s+{_WHERE_LEFT})?(?:\s+(?:with|on|in|at))?|weiter\s+(?:geht'?s\s+|gehts\s+)?mit"
    r"|zurück\s+zu[mr]?|zurueck\s+zu[mr]?|machen\s+wir\s+weiter\s+mit|weitermachen\s+mit)"
    r"\s+(?P<rest>.+)$"
    r"|" + _LEAD + r"(?:lass\s+uns|lasst\s+uns|machen\s+wir|können\s+wir|koennen\s+wir)\s+"
    r"(?:(?:mal|jetzt|dann|wieder|gleich)\s+)*(?:mit|bei)\s+(?P<rest2>.+?)\s+weiter(?:machen)?"
    r"\W*$",
    re.IGNORECASE,
)
_TRAIL = re.compile(rf"\s+(?:{_WHERE_LEFT}|again|now|then|pls|please|bitte|wieder|jetzt)\W*$")
_ASIDE = re.compile(r"[,;:?]|\s(?:-|–|and|und|but|aber|then|dann|also|auch)\s")
"""What says more than the project taken up: a second clause ("…, and call the plumber")."""
_FILLER = frozenset(
    {"the", "my", "our", "a", "this", "that", "der", "die", "das", "dem", "den", "des", "meine"}
    | {"meinem", "meinen", "meiner", "unserem", "unserer", "project", "projekt", "stuff", "thing"}
    | {"things", "zeug", "kram", "sache", "one", "work", "bit", "ding", "again", "wieder", "mal"}
    | {"with", "on", "mit", "bei", "for", "from", "earlier", "yesterday", "gestern", "x"}
)
_WORKER = frozenset({"worker", "workers", "bot", "agent", "agenten", "guy", "team", "researcher"})
_MORE = 1
"""Words of the topic the project's name lacks ("the garden shed build" for ``shed_building``)."""


def taken_up(text: str, projects: list[str], glossary: Glossary | None = None) -> str | None:
    """The one project ``text`` only takes up again ("back to the vespa thing"), else None."""
    said = slots.clean(text)
    found = _GO_ON.search(said)
    if found is None:
        return None
    rest = _TRAIL.sub("", found.group("rest") or found.group("rest2")).strip(" .!")
    if not rest or _ASIDE.search(f" {rest} "):
        return None
    mention = slots.find_project(rest, projects, glossary)
    if mention is None or mention.ambiguous:
        return None
    words = [t.group(0) for t in slots.tokens(rest)]
    if _WORKER & set(words):
        return None  # "resume the lisbon bot": its worker, as the router reads it
    left = words[: mention.start] + words[mention.end :]
    if len([w for w in left if w not in _FILLER]) > _MORE:
        return None  # "back to the taxes, file the receipts": work for it, said too
    return mention.project


async def go_on(
    deps: Deps, route: Route, text: str, projects: list[str], glossary: Glossary | None
) -> Route:
    """``route``, or the project ``text`` only takes up again opened (its paused worker goes
    on instead; a sure reading of that project's worker, such as a talk with it, stays)."""
    project = taken_up(text, projects, glossary) if projects else None
    if project is None:
        return route
    workers = [p for p, name in await deps.processes.workers(active_only=True) if name == project]
    if any(p.status == ProcessStatus.SUSPENDED for p in workers):
        args = {"process": project, "command": "resume"}
        return act_as(route, "resume", "process_command", args).model_copy(update={"rule": RULE})
    about = next((route.args[k] for k in ("process", "name", "target") if k in route.args), None)
    kept = route.target in _KEPT or route.args.get("command") == "resume"
    if workers and route.decision == "act" and kept and about == project:
        return route  # "back to the bakery" with its worker there: the router's reading
    opened = act_as(route, "project_open", "project_open", {"name": project})
    return opened.model_copy(update={"rule": RULE})


RULE = "router:project_open:going_on"
_KEPT = frozenset({"mediate", "project_open"})
