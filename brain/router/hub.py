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

from brain.router.route import ACTIONS, Route
from brain.router.turn import route_turn

if TYPE_CHECKING:
    from brain.deps import Deps


@lru_cache(maxsize=1)
def hub_targets() -> frozenset[str]:
    """What the hub can do now: its tools and Eddie's actions (a target outside this set,
    such as ``memory_forget`` before that tool exists, goes to the model)."""
    from brain.tools.base import default_registry

    return frozenset(default_registry().names()) | ACTIONS


async def route_for_hub(deps: Deps, text: str) -> Route:
    """The rules, then the router, for ``text`` against the user's projects."""
    router = await deps.router.router()
    projects = [project.name for project in await deps.projects.list()]
    return route_turn(
        router, text, projects=projects, fast=await deps.fastpath.rules(), available=hub_targets()
    )
