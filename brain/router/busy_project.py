"""Work for a project whose worker is busy: a correction for that worker ("flat thing: skip
the ground floor" while flats are searched), or a question how far it is ("is the newsletter
draft almost done?"), not a second task beside it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.router import slots
from brain.router.busy import ABOUT_ME, ASKING, NEW_WORK, act_as, busy

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.router.route import Route

_PROGRESS = re.compile(
    r"\b(?:done|finished|ready|almost|nearly|progress\w*|how far|coming along|status|fertig"
    r"|so ?weit|wie weit|stand|bald|gediehen)\b",
    re.IGNORECASE,
)
"""How far the work is, asked ("almost done?", "schon fertig?")."""
_CORRECTING = re.compile(
    r"\b(?:should|make sure|only|not just|instead|rather|actually|sollte\w*|soll|nur|statt"
    r"|lieber|doch|achte\w*)\b",
    re.IGNORECASE,
)
"""Words of a correction: "make sure they compare that too" is no new work."""


def _new_work(said: str) -> bool:
    return (NEW_WORK.search(said) is not None and not _CORRECTING.search(said)) or bool(
        ASKING.search(said) or ABOUT_ME.search(said)
    )


async def for_a_busy_project(deps: Deps, route: Route, text: str, names: dict[str, str]) -> Route:
    """``route`` (work for a project, named or placed by its topic; or a question between a
    busy project and a new one) turned into a correction for the worker busy there, unless
    it asks for new work, or into that project's status when it asks how far the work is:
    "oh for the pottery site, make the shop show prices in euro" while the pottery site is
    being built; "the quotes should include primer too" while painters' quotes are compared."""
    said = slots.clean(text)
    if route.decision == "ask":
        return await _the_busy_one(deps, route, said, text, names)
    if route.decision != "act" or route.target not in ("delegate_project", "steer_project"):
        return route
    project = str(route.args.get("project") or route.args.get("target") or "")
    if project not in await busy(deps, names):
        return route
    if ASKING.search(said) and _PROGRESS.search(said):
        return act_as(route, "project_status", "project_open", {"name": project})
    if route.target == "steer_project":
        return route
    if _new_work(said):
        return route
    return act_as(route, "steer", "steer_project", {"target": project, "message": text})


async def _the_busy_one(
    deps: Deps, route: Route, said: str, text: str, names: dict[str, str]
) -> Route:
    options = route.options
    if not options or any(o.target != "delegate_project" for o in options):
        return route
    if _new_work(said):
        return route
    working = await busy(deps, names)
    running = [o for o in options if o.args.get("project") in working]
    if len(running) != 1:
        return route
    project = str(running[0].args["project"])
    return act_as(route, "steer", "steer_project", {"target": project, "message": text})
