"""What one of the user's projects, named loosely, is asked, read after the router:

- :func:`opened_again`: "pull up the rainbarrel thing again", "das gartenzeug nochmal", "can
  we go back to the wedding stuff": the project asked for again is opened (no question
  whether to talk to its worker).
- :func:`project_works`: "can the bike trip project go through those and make me a table",
  "do the packing list in the bike trip project", "mach die packliste im umzug-projekt": the
  project is the one to do the work (its worker), not Eddie and no new project.
- :func:`looked_at`: "wie stehts eigentlich um das X", "what's the deal with the X stuff",
  "pull up the X thing": how the project stands, asked loosely, opens it (no question whether
  to hand it work, no answer from the model).
- :func:`talked_to`: "lemme sort it out with the loft bot myself", "kannst du mich mit dem
  agenten vom chor verbinden": a talk with the project's worker in person (no steer, no help
  page); "i spoke to the plumber myself" is news, no talk.
- :func:`finish_when`: "is the choir thing gonna make it by saturday", "wird der camper noch
  rechtzeitig fertig?": where the project stands (never a new project "make_it_in_time").
- :func:`let_go_of`: "the bike trip stuff can be binned, trip got cancelled", "das fahrrad
  projekt kann weg": the project is archived.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from brain.router import slots
from brain.router.args import reading_args
from brain.router.asked_words import (
    finish_asked,
    let_go,
    stand_asked,
    talk_asked,
    talk_told,
    talk_with_another,
)
from brain.router.route import Route, status_args

if TYPE_CHECKING:
    from brain.router.router import IntentRouter

_AGAIN = re.compile(
    r"\b(?:again|once more|nochmal|noch ?(?:ein)?mal|wieder|erneut)\b"
    r"|\bback (?:to|into) (?:the |my |that )?X (?:stuff|thing|things|one|project|bits?)\b"
    r"|\bzurück zu[mr]? (?:dem |der )?X[- ]?(?:zeug|ding|kram|sache|projekt)\b",
    re.IGNORECASE,
)
"""A project asked for again ("the X stuff again", "back to the X thing")."""
_LOOKING = frozenset(
    {
        *slots.BARE, "again", "once", "more", "nochmal", "noch", "mal", "einmal", "wieder",
        "erneut", "see", "show", "me", "us", "can", "could", "i", "we", "let", "lets", "let's",
        "look", "at", "view", "pull", "bring", "up", "open", "get", "go", "back", "to", "into",
        "zeig", "zeige", "zeigen", "mir", "uns", "öffne", "oeffne", "mach", "auf", "aufmachen",
        "hol", "hole", "just", "ok", "okay", "so", "and", "hey", "und", "also", "zurück", "zu",
        "zum", "zur", "dem", "kram", "things", "bits", "bit", "those", "this", "ansehen",
        "anschauen", "angucken", "sehen", "du", "kannst", "können", "wir", "lass", "hop",
        "over", "switch", "have", "take", "another", "peek", "quick", "kurz", "ran", "her",
    }
)  # fmt: skip
"""Words that ask for nothing but to see the project again."""
_WORKER = re.compile(r"\b(?:worker|agent|bot|guy|team|folks|people|leute|session|chat)\b")


def opened_again(router: IntentRouter, said: str, route: Route, mention: slots.Mention) -> Route:
    """``route``, or ``mention``'s project opened when ``said`` only asks for it again."""
    if route.decision == "act" and route.target == "project_open":
        return route
    masked = slots.mask(said, mention.start, mention.end)
    words = [w.group(0).lower() for w in slots.tokens(masked)]
    if (
        not _AGAIN.search(masked)
        or _WORKER.search(masked)
        or any(w != slots.PLACEHOLDER.lower() and w not in _LOOKING for w in words)
        or "project_open" not in router.intents.intents
    ):
        return route
    return _acting(route, "project_open", "project_open", {"name": mention.project})


def looked_at(router: IntentRouter, said: str, route: Route, mention: slots.Mention) -> Route:
    """``route``, or ``mention``'s project opened when ``said`` only asks how it stands."""
    if route.decision == "act" and route.target == "project_open":
        return route
    if "project_open" not in router.intents.intents:
        return route
    if not stand_asked(slots.mask(said, mention.start, mention.end)):
        return route
    return _acting(route, "project_open", "project_open", {"name": mention.project})


_SUBJECT = (
    r"(?:the |my |our |das |den |dem |die )?X(?:[- ]?(?:project|projekt|one|folks|people|team))?"
)
_EN_WORK = (
    r"(?:go (?:through|over)|look (?:through|into|over|up)|make|do|put together|pull together|draft"
    r"|write|compare|find|sort(?: out)?|work out|figure out|plan|research|list|collect|gather"
    r"|compile|rank|check|dig (?:into|up)|come up with|prepare|build|create|summari[sz]e"
    r"|calculate|estimate|price|organi[sz]e|handle|take care of|deal with|track down|set up)"
)
_DE_WORK = (
    r"(?:mach\w*|erstell\w*|schreib\w*|such\w*|vergleich\w*|plan\w*|recherchier\w*|durchgeh\w*"
    r"|durchgucken|durchschauen|zusammenstell\w*|zusammentrag\w*|ausarbeit\w*|rausfind\w*"
    r"|herausfind\w*|sammel\w*|sammeln|sortier\w*|berechn\w*|ausrechn\w*|kümmer\w*|entw[iu]rf\w*"
    r"|prüf\w*|checken|raussuch\w*|heraussuch\w*|aufstell\w*|auflist\w*|organisier\w*)"
)
_ASKING_FIRST = (
    r"^\W*(?:(?:so|and|ok|okay|hey|also|und|dann|jetzt|now)\W+)*(?:(?:can|could|would) (?:you|u)"
    r" |(?:kannst|könntest|koenntest) du |mal )*"
)
_WORKS = re.compile(
    # the project as the one who works: "can the X project go through those …"
    r"^\W*(?:(?:so|and|ok|okay|hey|also|und|dann)\W+)*(?:(?:can|could|would|will|might|should)"
    r" " + _SUBJECT + r"|(?:i'?d like|i want|i need|get|have|ask|let) " + _SUBJECT + r"(?: to)?)"
    r" (?:(?:please|maybe|also|just|then) )*"
    + _EN_WORK
    + r"\b (?!it (?:in time|on time|by|before)\b)\S"
    # German: "kann das X-projekt mal eine liste machen", "das X projekt soll … machen"
    r"|^\W*(?:(?:so|und|ok|also|dann)\W+)*(?:(?:kann|könnte|koennte|soll|sollte|lass|lasst)"
    r" (?:mal )?" + _SUBJECT + r"|" + _SUBJECT + r" (?:soll|sollte|kann|könnte|koennte|darf))"
    r"\b[^.?!]{0,80}?\b" + _DE_WORK + r"\b"
    # work placed in the project: "do the packing list in the X project", "erstell im X …"
    r"|" + _ASKING_FIRST + r"(?:" + _EN_WORK + r"|" + _DE_WORK + r")\b[^.?!]{0,80}?\b(?:in|im"
    r"|inside|within|over in|in dem) " + _SUBJECT + r"(?![\w-])"
    r"|^\W*(?:(?:so|and|ok|okay|also|und|dann)\W+)*(?:in|im|inside|over in|in dem) "
    + _SUBJECT
    + r"\s*[,:-]?\s*(?:(?:can|could|would) (?:you|u) |(?:kannst|könntest) du |mal |then |dann )*"
    r"(?:" + _EN_WORK + r"\b \S|[^.?!]{0,60}?\b" + _DE_WORK + r"\b)",
    re.IGNORECASE,
)
"""Work asked of a project by name: the project as the doer, or the work placed in it."""
_KEPT = frozenset(
    {"process_command", "project_archive", "schedule_add", "schedule_remove", "memory_forget",
     "memory_remember", "set_language", "steer_project"}
)  # fmt: skip
"""Commands of another kind that stay as read."""


def project_works(router: IntentRouter, said: str, route: Route, mention: slots.Mention) -> Route:
    """``route``, or the work ``said`` asks of ``mention``'s project handed to it."""
    if route.target in _KEPT or mention.ambiguous or "delegate" not in router.intents.intents:
        return route
    if route.target == "delegate_project" and route.args.get("project") == mention.project:
        return route
    masked = slots.mask(said, mention.start, mention.end)
    if _WORKS.search(masked) is None:
        return route
    args = {"project": mention.project, "task": said}
    return _acting(route, "delegate", "delegate_project", args)


def asked_of_project(router: IntentRouter, said: str, route: Route, names: list[str]) -> Route:
    """``route`` read again for what a loosely named project is asked (see the module)."""
    if not names or (route.decision == "act" and route.via == "rules"):
        return route
    mention = slots.find_project(said, names, router.glossary)
    if mention is None or mention.ambiguous:
        return route
    route = opened_again(router, said, route, mention)
    looked = looked_at(router, said, route, mention)
    if looked is not route:
        return looked
    route = talked_to(router, said, route, mention)
    route = let_go_of(router, said, route, mention)
    worked = project_works(router, said, route, mention)
    return worked if worked is not route else finish_when(said, route, mention)


def talked_to(router: IntentRouter, said: str, route: Route, mention: slots.Mention) -> Route:
    """``route``, or a talk with ``mention``'s worker when ``said`` asks for one; the model's
    turn when ``said`` only tells of a talk the user had and the router read one."""
    masked = slots.mask(said, mention.start, mention.end)
    spec = router.intents.intents.get("mediate")
    if spec is None:
        return route
    elsewhere = talk_with_another(masked)
    if talk_asked(masked) and not elsewhere:
        if route.target == "mediate" and route.decision == "act":
            return route
        args = reading_args("mediate", spec, said, mention, None, route.language) or {}
        return _acting(route, "mediate", spec.target, args)
    if (talk_told(said) or elsewhere) and "mediate" in {
        route.target,
        *(o.target for o in route.options),
    }:  # "i spoke to the plumber myself", "let me talk to my sister about the X first"
        return Route(decision="model", intent=route.intent, language=route.language)
    return route


def let_go_of(router: IntentRouter, said: str, route: Route, mention: slots.Mention) -> Route:
    """``route``, or ``mention``'s project archived when ``said`` says it can go."""
    if route.target == "project_archive" or "project_archive" not in router.intents.intents:
        return route
    if not let_go(slots.mask(said, mention.start, mention.end)):
        return route
    return _acting(route, "project_archive", "project_archive", {"name": mention.project})


_SEEN = frozenset({"process_list", "project_open"})
"""What a question where a project stands is answered with (its state, or the project)."""


def finish_when(said: str, route: Route, mention: slots.Mention) -> Route:
    """``route``, or ``mention``'s state when ``said`` asks whether its work will be done in
    time (a look at it, whatever the words resemble: "make it in time" is no new project)."""
    seen = route.args.get("project", route.args.get("name"))
    if route.decision == "act" and route.target in _SEEN and seen == mention.project:
        return route
    if not finish_asked(slots.mask(said, mention.start, mention.end)):
        return route
    return _acting(route, "project_status", "process_list", status_args(mention.project))


def _acting(route: Route, intent: str, target: str, args: Mapping[str, object]) -> Route:
    return Route(
        decision="act",
        intent=intent,
        target=target,
        args=dict(args),
        confidence=max(route.confidence, 0.5),
        margin=route.margin,
        language=route.language,
        rule=f"router:{intent}:named",
    )
