"""Whether a worker is still at it, asked with a fear it stopped: "wait, is the climbing thing
still going or has it crashed", "did the tax one die on me?", "läuft das mit dem umzug noch oder
ist das abgeschmiert". That project's state (named, or by the words of its work): not a stop
("hold on" holds nothing), the schedule ("still on my schedule") or a message for its worker.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.router import slots
from brain.router.route import status_of
from brain.router.topic import SURE, project_topics, relate

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.models import Project
    from brain.router.route import Route
    from brain.router.router import IntentRouter

_GONE = re.compile(
    r"\b(?:crash(?:ed|es)?|died|die|dead|stalled|hung|frozen|froze|stuck|broke(?:n)? down"
    r"|g[ai]ve(?:n)? up|f[ae]ll(?:en)? over|conked out|packed up|abgeschmiert|abgestürzt"
    r"|abgestuerzt|abgekackt|hängt|haengt|hängen geblieben|haengen geblieben|tot|gestorben"
    r"|eingeschlafen|stehen ?geblieben|stecken ?geblieben|eingefroren|hinüber|hinueber"
    r"|verreckt)\b",
    re.IGNORECASE,
)
"""Work that stopped by itself, feared: crashed, died, hung; "abgeschmiert", "hängt"."""
_ASKED = re.compile(
    r"\?|^\W*(?:(?:hold on|hang on|hold up|wait|waitwait|hey|ok|okay|so|um|uh|quick q|btw"
    r"|sag mal|moment|warte|warte mal|kurz|na|du|eddie)\W+)*(?:is|are|has|have|did|does|was"
    r"|were|läuft|laeuft|ist|hat|sind|haben|lebt|tut|hängt|haengt)\b|\b(?:or (?:has|did|is|was"
    r"|are|does)|oder (?:ist|hat|sind|haben|läuft|laeuft|arbeitet|geht))\b",
    re.IGNORECASE,
)
"""Asked, not told ("the climbing thing crashed, restart it" is no question)."""
_THE_WORK = re.compile(
    r"\b(?:thing|one|stuff|worker|bot|agent|job|project|task|ding|sache|zeug|kram|projekt"
    r"|das mit (?:dem|der|den)|die mit (?:dem|der|den))\b|\w(?:-|s)?(?:worker|bot|agent|ding|sache"
    r"|zeug|kram)\b",
    re.IGNORECASE,
)
"""The work said as work ("the climbing thing", "das mit dem umzug"), not the thing itself."""
_MINE = re.compile(
    r"\b(?:i'?m|im|i am|we'?re|we are|i was|i got|i get|ich (?:bin|hänge|haenge|komme)|wir sind)\s+"
    r"(?:\w+\s+)?(?:stuck|frozen|dead|hung)\b|\b(?:any tips|how (?:do|can|should) i|what (?:should|can)"
    r" i|get past|tipps?|wie komme ich)\b|\bmy \w+ (?:project|thing) is stuck\b",
    re.IGNORECASE,
)
"""The user stuck, or help asked: no question whether a worker stopped."""
_A_THING = re.compile(r"\b(\w{4,}?)(?:s?-?)(?:ding|sache|zeug|kram|thing|stuff)\b", re.IGNORECASE)


async def alive_asked(
    deps: Deps, route: Route, text: str, router: IntentRouter, known: list[Project]
) -> Route:
    """``route``, or the state of the project whose work ``text`` fears has stopped."""
    said = slots.clean(text)
    if not (_GONE.search(said) and _ASKED.search(said) and _THE_WORK.search(said)):
        return route
    if _MINE.search(said):
        return route  # "i'm stuck on the tax thing, any tips?": the user is, not the worker
    mention = slots.find_project(said, [p.name for p in known], router.glossary)
    if mention is not None and not mention.ambiguous:
        return status_of(route, mention.project)
    topics = await project_topics(deps, known)
    bare = _A_THING.sub(r"\1", _GONE.sub(" ", said))  # "das kletter-ding": klettern's
    match = relate(bare, topics, router.glossary, router.domains)
    if match.project is None or match.scores.get(match.project, 0.0) < SURE:
        return route
    return status_of(route, match.project)
