"""A stop of every worker at once ("stop everything that's running", "stopp mal alles"), told
apart from a stop of one of them or of something else."""

from __future__ import annotations

import re

_EVERYTHING = re.compile(
    r"\b(?:stop|stopp|kill|cancel|halt|end|abort|pause|beende|brich|shut down|call off)\w*"
    r"\s+(?:(?:mal|bitte|please|pls|just|now|jetzt)\s+)*(?:everything|all|alles|alle"
    r"|every (?:single )?(?:worker|job))\b(?!\s+(?:the|of|my|your|die|der|das|mein\w*)\s+(?!workers"
    r"|jobs|worker|prozesse))|\b(?:everything|alles)\s+(?:stoppen|beenden|abbrechen|anhalten)\b",
    re.IGNORECASE,
)


def stops_everything(said: str) -> bool:
    """Whether ``said`` asks to stop every worker at once ("stop everything that's running",
    "kill all the workers", "stopp mal alles"), not one of them or something else ("stop
    reminding me of everything")."""
    return _EVERYTHING.search(said) is not None
