"""The router inside a hub turn: one call that Eddie makes before any model call.

Integration (Eddie's ``_decide``, in place of ``run_fast_path``)::

    route = await route_for_hub(brain, text)
    match = route.as_fast_match()           # None when the model should decide
    if match is not None:
        done = await execute_match(tool_ctx, match)       # brain.engines.fast
        if done is not None:
            return done[0], {"fastpath": done[1], "router": route.intent}
    # route.decision == "model": the tiny local model gets brain.llm.tiny_prompt and
    # brain.llm.guard; a capable model gets the full action loop as today.

The router (embedding table + examples) loads once per intents document and is kept in
``brain.extras``; the first call pays ~0.3 s (do it in ``warm()``), later ones ~1-2 ms.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from brain.router.route import ACTIONS, Route
from brain.router.router import IntentRouter
from brain.router.spec import INTENTS_PATH, load_intents
from brain.router.turn import route_turn

if TYPE_CHECKING:
    from brain.core import Brain

_KEY = "router"


async def hub_router(brain: Brain) -> IntentRouter:
    """The router for the cascade's ``router/intents.yaml``, built once per document."""
    doc = await brain.documents.lookup(INTENTS_PATH)
    key = hash(doc.content) if doc else 0
    cached = brain.extras.get(_KEY)
    if isinstance(cached, tuple) and cached[0] == key:
        return cached[1]  # type: ignore[no-any-return]
    router = IntentRouter(await load_intents(brain.documents))
    await asyncio.to_thread(router.warm)
    brain.extras[_KEY] = (key, router)
    return router


def hub_targets() -> frozenset[str]:
    """What the hub can do now: its tools and Eddie's actions (a target outside this set,
    such as ``memory_forget`` before that tool exists, goes to the model)."""
    from brain.engines.toolbox import toolbox

    registry, _executor = toolbox()
    return frozenset(registry.names()) | ACTIONS


async def route_for_hub(brain: Brain, text: str) -> Route:
    """The rules, then the router, for ``text`` against the user's projects."""
    from brain.engines.fast import fast_path

    router = await hub_router(brain)
    projects = [project.name for project in await brain.projects.list()]
    return route_turn(
        router, text, projects=projects, fast=await fast_path(brain), available=hub_targets()
    )
