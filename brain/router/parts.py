"""Utterances in two parts, after the router has read them whole.

- :func:`create_and_delegate`: "create a project called taxes and ask a worker to collect my
  receipts", "leg ein projekt umzug an und lass jemanden kartons besorgen" — the first part
  creates, the second (read on its own) hands out work: the work goes to a worker in the new
  project (``delegate_project`` creates the project).
- :func:`addressed`: "garden: water the tomatoes on friday" — one of the user's projects,
  a colon, an instruction: it goes to that project's worker (``delegate_project`` passes it
  to the worker already on it, or starts one).
- :func:`place_wanted`: "can we have a separate space for the podcast idea" creates it.
- :func:`told_only`: "i started a new project at work today" is news, not work.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import TYPE_CHECKING

from brain.router import new_name, slots
from brain.router.asked_how import how_asked
from brain.router.done_with import done_and_gone
from brain.router.naming import named_project, project_for, told_project
from brain.router.route import Route
from brain.router.statements import outright_work, tells_only
from brain.router.texting import STOPWORDS

if TYPE_CHECKING:
    from brain.router.router import IntentRouter

DELEGATING = frozenset({"delegate", "delegate_plan"})
WORK_TARGETS = frozenset({"delegate_project", "project_create"})
"""Readings of work handed out, for which words that leave the work out get asked what."""
"""Intents that hand out work (the second part of a compound must be one of them)."""

_NOISE = r"(?:an|anlegen|erstellen|machen|starten|now|today|jetzt)"
_THEN = re.compile(
    rf"^(?:\s+{_NOISE})?\s*(?:[,;]\s*(?:and\s+|und\s+)?(?:then\s+|dann\s+)?|"
    r"\s+(?:and\s+then|and|then|und\s+dann|und|dann|&)\s+)(?P<rest>\S.*)$"
)
"""Where a create command's name ends and a second clause begins."""
_INTO = re.compile(
    r"\s*,?\s*\b(?:in|into|as|im|als)\s+(?:(?:a|an|the|ein|einem|einen|dem)\s+)?"
    r"(?:(?:new|separate|own|neue[mnrs]?|eigene[mnrs]?)\s+)?(?:project|projekt)\b.*$"
)
"""Where work asked first ends: "have someone … in a new project called X"."""

_CONTEXT = re.compile(
    r"^(?:(?:she|he|they|it|i|we|i'm|im|i've|ive|ich|sie|er|es|wir|will|möchte|moechte|hab|habe"
    r"|bin|muss|weil|because|since|as|da|denn|there'?s|there (?:is|are|will)|that'?s|it'?s"
    r"|das (?:wird|ist)|es (?:gibt|wird|kommt))\b)(?!.*\b(?:you|u|du|dich|dir)\b)",
    re.IGNORECASE,
)
"""A clause after a create that tells why or what about, and asks nothing of Eddie ("…, she
asked me to help figure out what insurance covers"; "…, will irgendwann rausfinden ob …")."""

_WORKER = frozenset({"worker", "team", "guy", "guys", "folks", "people", "leute", "crew"})
"""Words for whoever works in a project ("garden team: …" addresses its worker)."""
_ADDRESS = re.compile(
    r"^(?P<head>[^:>→]{1,48}?)(?:\s*[:→]|\s+(?:-+>?|–|—)|\s*->)\s*(?P<rest>\S.*)$"
)
"""A project, then ":" (or " - ", "->", "→"), then what its worker should do."""
_ABOUT_FIRST = re.compile(
    r"^(?:(?:hey|ok|okay|so|and|also|und|na)\W+)*(?P<head>(?:for|about|re|regarding|für|fuer|fürs"
    r"|zum|zur|wegen)\s+[^,:;.!?]{1,40}?)\s*,\s*(?P<rest>\S.*)$"
)
"""A project said first, what its worker should do after a comma ("for the garden stuff,
could you have it find …"): only when the rest asks for work (:data:`_ASKED_OF_IT`)."""
_ASKED_FOR = re.compile(
    r"^(?:(?:hey|ok|okay|so|na|und)\W+)*(?:kannst du|k(?:ö|oe)nntest du|can you|could you|would you"
    r"|can u|could u)\s+(?:(?:mir|me|us|uns|bitte|mal|pls|please)\s+)*(?P<head>(?:für|fuer|fürs"
    r"|for)\s+(?:(?:die|den|das|the|my|our|meine?n?|unsere?n?)\s+)?[^\s,.;:!?]+(?:\s+(?:trip"
    r"|project|projekt|stuff|sache|zeug|thing|ding))?)\s+(?P<rest>\S.*)$",
    re.IGNORECASE,
)
"""Work asked for a project named after "for" in the middle ("kannst du für den umzug bitte
kartons raussuchen", "could you for the bike trip find …")."""
_WORK_LAST = re.compile(
    r"\b(?:raus|heraus|zusammen|aus)?(?:such|find|stell|recherchier|vergleich|plan|schreib|erstell"
    r"|mach|check|pr(?:ü|ue)f|arbeit|fass|organisier|kl(?:ä|ae)r)en\W*$",
    re.IGNORECASE,
)
"""A German request's verb at its end ("drei angebote für kartons raussuchen")."""
_LOOKS = frozenset({"project_open", "process_list", "inbox_list"})
_ABOUT = frozenset(
    {"about", "re", "regarding", "für", "fuer", "fürs", "fuers", "zur", "wegen", "things", "zeug",
     "kram", "ding", "sache", "bits"}
)  # fmt: skip
MIN_INSTRUCTION_WORDS = 2
_ASKED_OF_IT = re.compile(
    r"\b(?:can|could|would|will) (?:it|you|u|they|someone)\b|^(?:pls |please |bitte )?(?:get|find"
    r"|compare|check|draft|write|plan|research|book|order|look (?:for|into|up)|such\w*|find\w*"
    r"|vergleich\w*|plan\w*|recherchier\w*|kannst du|könnt ihr)\b",
    re.IGNORECASE,
)


def _asked_of_it(rest: str) -> bool:
    """Whether the words after a project ask its worker for work ("can it get me quotes", "dig
    through which subsidies exist and write up …")."""
    return _ASKED_OF_IT.search(rest) is not None or outright_work(rest)


_NO_WORK_YET = re.compile(
    r"\b(?:placeholder|platzhalter|no (?:research|work|tasks?|workers?)(?: (?:yet|for now))?|nothing"
    r" (?:to do |to research )?(?:yet|for now)|(?:don'?t|do not|dont) start|not yet|noch (?:nichts|nix"
    r"|kein\w*)(?: zu tun| recherchieren| machen)?)\b",
    re.IGNORECASE,
)


def create_and_delegate(
    router: IntentRouter,
    said: str,
    route: Route,
    projects: list[str],
    available: Collection[str] | None,
) -> Route | None:
    """A compound "create X and have someone …" (or "have someone … in a new project called
    X") as one delegation to X; None otherwise."""
    if route.intent != "project_create":
        return None
    new = new_name.new_project_name(said)
    if new is None:
        return None
    name, words = new
    at = said.find(words)
    if at < 0:
        return None
    after = _THEN.match(said[at + len(words) :])
    before = _INTO.search(said[:at])
    work = after.group("rest") if after else said[: before.start()] if before else ""
    if len(work.split()) < MIN_INSTRUCTION_WORDS or _CONTEXT.match(work):
        return None  # "…, she asked me to help figure out what insurance covers": why, no order
    if _NO_WORK_YET.search(work):
        return None  # "…, just a placeholder, no research yet": the create alone
    second = router.decide(work, projects, available)
    sure = router.thresholds
    if second.intent not in DELEGATING or (
        second.confidence < sure.ask
        and second.margin < sure.sure_margin
        and not outright_work(work)  # "… and find me 3 good tents under 200"
    ):
        return None  # "… and open it", "… and tell me a joke": the create stands
    args: dict[str, object] = {"project": name, "task": said}
    if second.intent == "delegate_plan":
        args["engine"] = "marvin"
    return Route(
        decision="act",
        intent=f"project_create+{second.intent}",
        target="delegate_project",
        args=args,
        confidence=min(route.confidence, second.confidence),
        margin=second.margin,
        language=route.language,
    )


def addressed(router: IntentRouter, said: str, route: Route, projects: list[str]) -> Route | None:
    """A "project: instruction" for that project's worker; None when the part before the
    colon is not just one of the user's projects, or the router already acts on it."""
    found = _ADDRESS.match(said)
    if found is None:
        found = _ABOUT_FIRST.match(said)
        if found is None or not _asked_of_it(found.group("rest")):
            found = _ASKED_FOR.match(said)  # "kannst du für die wohnungssuche … machen"
            rest = found.group("rest") if found else ""
            worded = outright_work(rest) or (_WORK_LAST.search(rest) and len(rest.split()) > 2)
            if found is None or not worded:
                return None
    if len(found.group("rest").split()) < MIN_INSTRUCTION_WORDS:
        return None
    head = slots.clean(found.group("head"))  # "hey so the garden project - …": the project
    mention = slots.find_project(head, projects, router.glossary)
    if mention is None or mention.ambiguous:
        return None
    rest = [
        word.group(0).lower()
        for i, word in enumerate(slots.tokens(head))
        if not mention.start <= i < mention.end
    ]
    if any(w not in STOPWORDS and w not in _WORKER and w not in _ABOUT for w in rest):
        return None  # "quick question: …", "news for the garden worker: …"
    worker = any(w in _WORKER for w in rest)
    acts = route.decision == "act" and named_project(route.args, None) == mention.project
    if acts and route.target in _LOOKS and _asked_of_it(found.group("rest")):
        acts = False  # "the window project - can it get me quotes": work, not a look at it
    base = {"confidence": max(route.confidence, mention.score), "language": route.language}
    if acts and route.target == "delegate_project" and not worker:
        return route.model_copy(update={"intent": "addressed", **base})  # said to it by name
    if acts and (route.target != "steer_project" or worker):
        return None  # "garden: stop" stops, "wedding worker: make it shorter" steers
    if worker:  # "the garden worker: more shade plants": for the worker the user knows of
        args = {"target": mention.project, "message": said}
        return Route(decision="act", intent="addressed", target="steer_project", args=args, **base)
    # "garden: water the tomatoes": for the worker on it, or a new one if there is none
    args = {"project": mention.project, "task": found.group("rest")}
    return Route(decision="act", intent="addressed", target="delegate_project", args=args, **base)


_NOT_A_SPACE = frozenset({"project_create", "delegate_project", "project_open", "how_do_i"})
"""Readings a place asked for is never read again from (a project created and given work)."""


def place_wanted(
    said: str, route: Route, names: list[str], available: Collection[str] | None
) -> Route:
    """``route``, or the new project ``said`` asks for as a place for something ("keep all
    the stuff for my sister's 40th in one place")."""
    if available is not None and "project_create" not in available:
        return route
    made = new_name.place_made(said)  # "set up a spot for the card game": whatever it reads as
    if (
        not made
        and route.target in _NOT_A_SPACE
        and not new_name.said_new(said)
        and not (
            (
                (route.target == "delegate_project" and route.intent in DELEGATING)
                or (route.target == "how_do_i" and not how_asked(said))  # "can u make a space …"
            )
            and new_name.space_for_it(said)  # "could use a place to track training": no work yet
        )
    ):
        return route
    wanted = new_name.space_wanted(said)
    if wanted is None and new_name.space_for_it(said):
        told = new_name.thing_to_make(new_name.without_the_ask(said)) if made else None
        told = told or told_project(said)  # "… doing the genealogy thing. set that up as its own"
        topic = told or project_for(new_name.without_the_ask(said))  # "…, make a space for that"
        wanted = None if topic == "tasks" else (topic, topic)
    if wanted is None or wanted[0] in names:
        return route
    return Route(
        decision="act",
        intent="project_create",
        target="project_create",
        args={"name": wanted[0]},
        confidence=1.0 if made else route.confidence,  # a rule, sure as the fast path's
        language=route.language,
        rule=PLACE if made else None,
    )


PLACE = "router:project_create:place"
"""The rule of a place asked to be made for something to come: a project, never an answer."""


_STATUS_ASKED = re.compile(
    r"\?|\b(?:how|wie|status|stand|progress\w*|done|fertig|far|weit|finished|ready|eta|long|lange"
    r"|update|news|neues|doing|macht|läuft|laeuft|going|where|wo|any|irgend\w*)\b",
    re.IGNORECASE,
)


def told_only(said: str, route: Route) -> Route:
    """``route``, or the model's turn when it hands out work or creates a project for words
    that only tell something ("the project manager at work is annoying")."""
    handing_out = (route.decision == "act" and route.target in WORK_TARGETS) or (
        route.decision == "ask" and any(o.target in WORK_TARGETS for o in route.options)
    )
    if route.intent == "project_status" and not _STATUS_ASKED.search(said):
        handing_out = True  # "the alps trip is totally happening in july": news, no question
    if not handing_out or not tells_only(said) or new_name.said_new(said):
        return route
    return Route(
        decision="model",
        intent=route.intent,
        confidence=route.confidence,
        margin=route.margin,
        language=route.language,
    )


_ALL_WORK = re.compile(
    r"\b(?:how(?:'s|s| is| are)|wie (?:weit|steht|läuft|laeuft|sieht)|what(?:'s|s| is) the (?:status"
    r"|progress))\b.{0,20}\b(?:everything|all (?:the |my |of (?:the |my )?)?(?:work|jobs|tasks"
    r"|stuff|workers)|alles|(?:die ganzen|alle) (?:sachen|jobs|aufgaben|worker|projekte))\b.{0,40}\b(?:coming along"
    r"|progress\w*|moving|along|percent|prozent\w*|weit|so weit|fertig|done|finished)",
    re.IGNORECASE,
)
"""How far all the work is ("how's everything coming along?", "wie weit ist eigentlich alles,
so prozentual?"), not "how's everything going" said to a friend."""


def all_work_asked(said: str, route: Route, available: Collection[str] | None) -> Route:
    """``route``, or what runs when ``said`` asks how far all the work is and the router read
    nothing else in it for sure."""
    if route.decision == "act" or not _ALL_WORK.search(said):
        return route
    if available is not None and "process_list" not in available:
        return route
    return Route(
        decision="act",
        intent="status",
        target="process_list",
        args={"active_only": True},
        confidence=route.confidence,
        language=route.language,
    )


_COMMAND_FIRST = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|pls|please|bitte|hey|eddie|ugh|hm+)\W+)*(?P<verb>pause|pausier\w*|stop|stopp\w*"
    r"|halt|kill|cancel|resume|unpause|brich)\b(?!\s+(?:reminding|remind\w*|(?:the|my|that) (?:reminder|alarm"
    r"|timer)s?|reminders?|alarms?|timers?|die erinnerung|den wecker|den timer))",
    re.IGNORECASE,
)
_VERBS = {"pause": "pause", "pausier": "pause", "resume": "resume", "unpause": "resume"}


_TIMED = re.compile(
    r"\b(?:remind\w*|alarms?|timers?|schedules?|erinnerung\w*|wecker|timer|\d{1,2}(?::\d\d)?\s*(?:am|pm|uhr)"
    r"|every|jeden|daily|täglich|weekly|wöchentlich)\b",
    re.IGNORECASE,
)


def command_first(router: IntentRouter, said: str, route: Route, names: list[str]) -> Route:
    """ "pause the tile research for now, we might push the whole bathroom thing to next year":
    a stop, pause or resume said first, for the project its first clause names, is that command
    (whatever the reasons after it sound like)."""
    found = _COMMAND_FIRST.match(said)
    if found is None or route.target == "process_command" or not names:
        return route
    first = re.split(r"[,;.!?]|\s-\s|\b(?:because|since|weil|da|we|wir)\b", said, maxsplit=1)[0]
    if route.target == "schedule_remove" and _TIMED.search(first):
        return route  # "cancel the 7am reminder about the aquarium water" is no worker's
    mention = slots.find_project(first, names, router.glossary)
    if mention is None or mention.ambiguous:
        return route
    verb = found["verb"].lower()
    command = next((v for k, v in _VERBS.items() if verb.startswith(k)), "stop")
    if command == "stop" and re.search(r"\b(?:for now|erstmal|vorerst|on hold)\b", said, re.I):
        command = "pause"
    return Route(
        decision="act",
        intent="resume" if command == "resume" else "stop",
        target="process_command",
        args={"process": mention.project, "command": command},
        confidence=route.confidence,
        language=route.language,
    )


_ARCHIVE_LAST = re.compile(
    r"(?:^|[,;.!?-]|\b(?:so|and|also|dann|und|also)\b)\s*(?:(?:so|and|just|pls|please|bitte|mal|you can"
    r"|u can|can you|du kannst|kannst du|we can|let'?s|lets)\s+)*(?:close|archive|shelve|file away|put away|wrap up"
    r"|archivier\w*|schlie(?:ß|ss)\w*|mach\w*|file|put)\s+(?:it|that|this|that one|this one|the project"
    r"|that project|this project|es|das|das projekt|ihn)(?:\s+(?:up|down|away|out|off|now|for good|pls|please|bitte|zu|ab|ins archiv"
    r"|mal|jetzt))*\W*$",
    re.IGNORECASE,
)
"""An archive said last, after what happened: "…, so we're done there, close it"."""
_NOT_ARCHIVED = re.compile(r"\b(?:mach\w*)\s+(?:es|das)\s*(?:mal|jetzt|bitte)?\W*$", re.I)
"""A German "mach das" alone is any doing, not a close ("… zu" or "… ab" is)."""


def archive_last(router: IntentRouter, said: str, route: Route, names: list[str]) -> Route:
    """ "the pottery thing - i signed up for the tuesday course so we're done there, close
    it": the project the words name, archived (the reasons before the order tell no task)."""
    if route.target == "project_archive" or not names or _NOT_ARCHIVED.search(said):
        return route
    if _ARCHIVE_LAST.search(said) is None and not done_and_gone(said):  # "X is done, bin it"
        return route
    mention = slots.find_project(said, names, router.glossary)
    if mention is None or mention.ambiguous:
        return route
    return Route(
        decision="act",
        intent="project_archive",
        target="project_archive",
        args={"name": mention.project},
        confidence=route.confidence,
        language=route.language,
    )
