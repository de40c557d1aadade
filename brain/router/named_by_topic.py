"""A project named by a word of its topic and a word for a project, where the topic word is
also a word of status: "the running thing, plan 8 weeks to the 10k" with ``halfmarathon_training``
is work for that project, not "what's running?".

The router reads "running" as a status question and lists the workers. When the words before
"thing", "stuff", "project" (…) name one of the user's projects — by its name, through the
glossary ("the fish tank project" for ``aquarium_build``) or by the words of its domain
("running" for a training project) — the message is read again with the project's name in
their place. "what's running right now" and "is anything running" name no project this way and
stay status questions; "is the running project still going?" is that project's status.

A message for a project that asks for more beside what its worker is busy with ("for the X
project, apart from whatever it's doing, i also need …") is new work for that project, not a
look at it (:func:`besides_its_work`).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from brain.router import slots
from brain.router.corrected import BESIDES_WORK
from brain.router.route import act_as, status_of
from brain.router.topic import project_topics, relate

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.models import Project
    from brain.router.route import Route
    from brain.router.router import IntentRouter

_ARTICLE = r"the|my|our|this|that|das|die|der|den|dem|mein\w*|unser\w*"
_NAMED = re.compile(
    rf"\b(?:{_ARTICLE}|for|about|with|re|on|beim|fürs|fuers|zum|im|vom)\s+"
    rf"(?P<words>(?!(?:{_ARTICLE})\b)[a-zäöüß][a-zäöüß-]{{2,}}(?:\s+(?!(?:{_ARTICLE})\b)[a-zäöüß][a-zäöüß-]{{2,}})?)"
    r"\s+(?:thing|things|stuff|project|projekt|projects|bits?|side|folder|business|sache|sachen"
    r"|ding|zeug|kram|thema)\b",
    re.IGNORECASE,
)
"""Words said as the name of a project: "the running thing", "for jogging stuff", "das
lauf projekt", "the fish tank project"."""

Reroute = Callable[["Deps", str, "str | None"], Awaitable["Route"]]


def _misread_as_status(route: Route) -> bool:
    if route.decision == "act":
        return route.target == "process_list" and "project" not in route.args
    return route.decision == "ask" and any(o.target == "process_list" for o in route.options)


async def named_by_topic(
    deps: Deps,
    route: Route,
    text: str,
    language: str | None,
    router: IntentRouter,
    reroute: Reroute,
) -> Route:
    """``route`` (a status question for the word "running" in "the running thing, …") read
    again with the project those words name in their place (see the module); else unchanged."""
    if not _misread_as_status(route):
        return route
    said = slots.clean(text)
    named = _NAMED.search(said)
    known = await deps.projects.list()
    if named is None or not known:
        return route
    words = named.group("words")
    project = await _project_named(deps, words, known, router)
    if project is None:
        return route
    name = project.replace("_", " ")
    renamed = f"{said[: named.start('words')]}{name}{said[named.end('words') :]}"
    again = await reroute(deps, renamed, language)
    if again.target == "process_list" or (
        again.decision == "ask" and any(o.target == "process_list" for o in again.options)
    ):
        return status_of(route, project)  # "is the running project still going?"
    args = {k: v.replace(name, words) if isinstance(v, str) else v for k, v in again.args.items()}
    return again.model_copy(update={"args": args})


async def _project_named(
    deps: Deps, words: str, known: list[Project], router: IntentRouter
) -> str | None:
    """The one project ``words`` name: by its name or the glossary, else by its topic."""
    mention = slots.find_project(words, [p.name for p in known], router.glossary)
    if mention is not None:
        return None if mention.ambiguous else mention.project
    topics = await project_topics(deps, known)
    return relate(words, topics, router.glossary, router.domains).project


_LOOKED_AT = frozenset({"project_open", "process_list", "ask_user", "steer_project"})


async def besides_its_work(deps: Deps, route: Route, text: str, router: IntentRouter) -> Route:
    """``route`` (a look at a project, or a question) as new work for the project ``text``
    names when it asks for more beside that project's current work (see the module)."""
    if route.target not in _LOOKED_AT and route.decision != "model":
        return route
    said = slots.clean(text)
    if BESIDES_WORK.search(said) is None:
        return route
    projects = [p.name for p in await deps.projects.list()]
    mention = slots.find_project(said, projects, router.glossary)
    if mention is None or mention.ambiguous:
        return route
    args = {"project": mention.project, "task": text.strip()}
    return act_as(route, "delegate", "delegate_project", args).model_copy(
        update={"rule": "router:besides"}
    )
