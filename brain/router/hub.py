"""The router inside a hub turn: one call that Eddie makes before any model call.

Integration (Eddie's ``_decide``, in place of ``run_fast_path``)::

    route = await route_for_hub(self.deps, text)
    match = route.as_fast_match()           # None when the model should decide
    if match is not None:
        done = await execute_match(tool_ctx, match)       # brain.engines.fast
        if done is not None:
            return done[0], {"fastpath": done[1], "router": route.intent}
    # route.decision == "model": the tiny local model gets brain.llm.tiny_prompt and
    # brain.llm.guard; a capable model gets the full action loop as today.

The router (embedding table + examples) is built once per intents document by
``deps.router`` (:class:`~brain.router.cache.RouterCache`); the first call pays ~0.3 s,
later ones ~1-2 ms.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from brain.lines import say
from brain.router.busy import busy, for_busy_workers
from brain.router.route import ACTIONS, Reading, Route
from brain.router.topic import ProjectTopic, place, unnamed
from brain.router.turn import route_turn

if TYPE_CHECKING:
    from brain.deps import Deps


@lru_cache(maxsize=1)
def hub_targets() -> frozenset[str]:
    """What the hub can do now: its tools and Eddie's actions (a target outside this set,
    such as ``memory_forget`` before that tool exists, goes to the model)."""
    from brain.tools.base import default_registry

    return frozenset(default_registry().names()) | ACTIONS


async def route_for_hub(deps: Deps, text: str, language: str | None = None) -> Route:
    """The rules, then the router, for ``text`` against the user's projects; what the router
    says (a question, a greeting) is in ``language`` (the session's), else the utterance's."""
    router = await deps.router.router()
    known = await deps.projects.list()
    projects = [project.name for project in known]
    route = route_turn(
        router,
        text,
        projects=projects,
        fast=await deps.fastpath.rules(),
        available=hub_targets(),
        language=language,
    )
    if route.via == "router" and known and unnamed(route, text, projects):
        # work without a project name: the project whose earlier work it fits, if one does
        asked = await deps.projects.asked()
        topics = [ProjectTopic(p.name, p.title, asked.get(p.name, ())) for p in known]
        route = place(route, text, topics, router.glossary)
    if route.decision == "act" and route.target == "schedule_remove" and "match" in route.args:
        route = await _which_schedule(deps, route)
    if route.decision == "ask":
        route = await _steer_when_working(deps, route, {p.id: p.name for p in known})
    if route.via == "router" and known:
        route = await for_busy_workers(deps, route, text, router, known)
    return route


_ABOUT_ONE_PROJECT = frozenset({"delegate_project", "project_open", "process_list"})
"""Readings that, next to steering a project's worker, are about that same project."""


async def _steer_when_working(deps: Deps, route: Route, names: dict[str, str]) -> Route:
    """ "tell the garden guy to also look at shade plants" asked whether to steer garden's
    worker or hand garden new work: with a worker busy there, it is for that worker; with
    none, the question stays."""
    steer = [o for o in route.options if o.target == "steer_project"]
    if len(steer) != 1:
        return route
    project = str(steer[0].args.get("target", ""))
    others = [o for o in route.options if o is not steer[0]]
    if not project or any(
        o.target not in _ABOUT_ONE_PROJECT
        or project not in (o.args.get("project"), o.args.get("name"), None)
        for o in others
    ):
        return route
    if project not in await busy(deps, names):
        return route
    chosen = steer[0]
    return route.model_copy(
        update={
            "decision": "act",
            "intent": chosen.intent,
            "target": chosen.target,
            "args": dict(chosen.args),
            "question": None,
            "options": [],
        }
    )


async def _which_schedule(deps: Deps, route: Route) -> Route:
    """ "cancel the call mom reminder": the one schedule it names, or a question which of
    the matching ones (none: the tool says so)."""
    from brain.schedules.wording import short_label

    found = await deps.schedules.matching(str(route.args["match"]))
    if len(found) == 1:
        return route.model_copy(update={"args": {"id": found[0].id}})
    if len(found) < 2:
        return route
    readings = [
        Reading(
            intent=route.intent or "schedule_remove",
            target="schedule_remove",
            score=0,
            args={"id": s.id},
            label=short_label(s),
        )
        for s in found[:4]
    ]
    question = say("router.which_schedule", route.language)
    return route.model_copy(
        update={"decision": "ask", "target": "ask_user", "question": question, "options": readings}
    )
