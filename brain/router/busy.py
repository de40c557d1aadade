"""What is meant for a worker that is busy now, read in a hub turn after the router.

A message that names no project can still be for a running worker: "the setlist should be
max 45 min, let it know" (an instruction passed on), "nvm the venue hunt, call it off" (a
stop by the work's topic), "fyi for whoever does the garden plan…" (news naming the
project). The router alone cannot know which workers run; :func:`for_busy_workers` can.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.lines import has, say, template
from brain.router import slots, statements
from brain.router.asked_world import own_struggle
from brain.router.busy_words import (
    ABOUT_ME,
    ASKING,
    CALL_OFF,
    DISCARD,
    FORGET,
    INSTRUCTION,
    KEEP,
    NEW_WORK,
    NOT_TOPIC,
    PASS_ON,
    REFOCUS,
    STOP_WORK,
    restricted,
    worker_told,
)
from brain.router.route import Reading, Route, act_as, status_of
from brain.router.topic import SURE, TopicMatch, project_topics, relate

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.models import Project
    from brain.router.router import IntentRouter

_UNTOUCHED = frozenset({"schedule_add", "schedule_remove", "schedule_list", "memory_recall"})
"""Clear commands of another kind, left as they are."""
# readings news for a busy worker is taken for (said for it first: also the last three)
_NEWS_OR = frozenset({"memory_remember", "process_list", "delegate_project", "steer_project"})
_MISREAD_NEWS = _NEWS_OR | {"how_do_i", "schedule_remove", "memory_forget"}
_UNSURE = frozenset({"delegate_project", "memory_remember", "project_create", "how_do_i"})
"""Readings a message for a worker is often mistaken for (new work, a fact, a project)."""


_AROUND = frozenset(
    {
        "the",
        "my",
        "our",
        "all",
        "that",
        "this",
        "whole",
        "entire",
        "den",
        "die",
        "das",
        "dem",
        "ganzen",
        "ganze",
        "mein",
        "meinen",
        "unser",
        "unseren",
    }
)
_AFTER = frozenset(
    {
        "stuff",
        "project",
        "things",
        "thing",
        "thingy",
        "zeug",
        "kram",
        "projekt",
        "worker",
        "pls",
        "please",
        "bitte",
        "now",
        "jetzt",
        "completely",
        "entirely",
        "for",
        "good",
        "altogether",
    }
)


def _discards(said: str, mention: slots.Mention) -> bool:
    """Whether ``said`` wants the mentioned project itself gone ("can u get rid of the band
    stuff"), not something in it ("get rid of the ants in the garden")."""
    words = slots.tokens(said)
    start, end = words[mention.start].start(), words[mention.end - 1].end()
    found = DISCARD.search(said, 0, start)
    if found is None:
        return False
    before = said[found.end() : start].lower().split()
    after = said[end:].lower().strip(" .!?").split()
    return set(before) <= _AROUND and set(after) <= _AFTER


async def busy(deps: Deps, names: dict[str, str]) -> set[str]:
    """The names of the projects a worker is busy in now (``names``: project id → name)."""
    counts = await deps.processes.active_counts()
    return {names[pid] for pid, count in counts.items() if count and pid in names}


async def for_busy_workers(
    deps: Deps, route: Route, text: str, router: IntentRouter, known: list[Project]
) -> Route:
    """``route`` changed when ``text`` is meant for a busy worker (see the module)."""
    if route.target in _UNTOUCHED:
        return route
    said = slots.clean(text)
    names = {p.id: p.name for p in known}
    mention = slots.find_project(said, list(names.values()), router.glossary)
    if mention is not None:
        if _discards(said, mention) and route.target not in ("process_command", "project_archive"):
            said_project = slots.A_PROJECT.search(said) is not None
            return await _stop_or_archive(
                deps, route, mention.project, names, said_project=said_project
            )
        if (
            STOP_WORK.search(said)
            and route.target in _UNSURE | {"memory_forget", "steer_project"}
            and mention.project in await busy(deps, names)
        ):  # "forget the balloon voucher, … stop working on it": its worker stops
            args = {"process": mention.project, "command": "stop"}
            return act_as(route, "stop", "process_command", args)
        told = (
            (route.target == "memory_remember" and not KEEP.search(said))
            or (route.target == "memory_forget" and not FORGET.search(said))  # "scrap that idea"
            or (PASS_ON.search(said) and route.target in _UNSURE)  # "for the band research, …"
            or (route.target == "project_open" and INSTRUCTION.search(said))  # "…, assume may"
            or (restricted(said) and route.target in _MISREAD_NEWS | {"project_open"})
            or (  # "zur X noch: …", "der X-worker soll …"
                (statements.for_first(said) or worker_told(said)) and route.target in _MISREAD_NEWS
            )
        )
        if route.decision == "act" and told:
            return await _news_for_a_worker(deps, route, text, mention.project, names)
        if route.decision == "model" and not (ASKING.search(said) or ABOUT_ME.search(said)):
            return await _news_for_a_worker(deps, route, text, mention.project, names)
        readings = {o.target for o in route.options}
        if (
            route.decision == "ask"
            and (
                readings <= _NEWS_OR
                or (statements.for_first(said) and readings <= _MISREAD_NEWS)
                or (readings <= _NEWS_OR | {"memory_forget"} and not FORGET.search(said))
                or (restricted(said) and readings <= _MISREAD_NEWS | {"project_open"})
            )
            and not (ASKING.search(said) or KEEP.search(said))
        ):  # "btw my brother comes on the paddling trip too, so 3 now": news for that worker
            return await _news_for_a_worker(deps, route, text, mention.project, names)
        return route
    passing, calling_off = PASS_ON.search(said) is not None, CALL_OFF.search(said)
    if (
        (route.target == "memory_remember" or route.decision == "model")
        and not (KEEP.search(said) or ABOUT_ME.search(said) or ASKING.search(said))
        and INSTRUCTION.search(said)
    ):
        passing = True  # "btw the numbers should all be in euros": how the work is done
    refocus = REFOCUS.search(said) is not None  # "drop the insurance comparison, focus on …"
    passing = passing or refocus
    if route.target == "process_list" or any(o.target == "process_list" for o in route.options):
        # "any progress on the chapters?": the project of the worker doing them
        return await _status_by_topic(deps, route, said, router, known)
    if not (passing or calling_off):
        return await _about_the_work(deps, route, text, said, router, known)
    mistaken = _UNSURE | ({"memory_forget"} if calling_off or passing else set())
    if route.decision == "act" and route.target not in mistaken:
        return route  # ("forget X, call it off": a stop)
    working = await busy(deps, names)
    if not working and refocus:  # no work runs to refocus: nothing to forget, nor help to read
        return Route(decision="model", intent=route.intent, language=route.language)
    if not working:
        return route
    match, project = await _relate(deps, said, router, known, working)
    if calling_off and not passing:  # a stop needs the work's topic: "call it off" alone is chat
        if project is not None:
            return act_as(route, "stop", "process_command", {"process": project, "command": "stop"})
        if says_stop(router, said):  # "kannst du das mal stoppen": which one?
            return _which_worker(route, text, sorted(match.unsure or working), stop=True)
        return route
    if project is None and len(working) > 1:
        return _which_worker(route, text, sorted(match.unsure or working))
    project = project or next(iter(working))
    return act_as(route, "steer", "steer_project", {"target": project, "message": text})


_NOT = re.compile(
    r"\b(?:don'?t|dont|do not|never|no need to|nicht|nie|kein\w*)\s+(?:\w+\s+){0,2}?"
    r"(?:stop\w*|kill|cancel\w*|paus\w*|abbrech\w*|beend\w*|aufh(?:ö|oe)r\w*|halt\w*|anhalten)"
    r"|\b(?:h(?:ö|oe)r|brich|stopp?e?|halte?)\s+(?:\w+\s+){0,3}?nicht\b",
    re.IGNORECASE,
)
"""A stop said and taken back: "don't stop the quotes", "hör damit nicht auf"."""


async def stop_when_said(
    deps: Deps, route: Route, text: str, router: IntentRouter, names: dict[str, str]
) -> Route:
    """``route`` (a question between stopping a busy worker and another reading) settled as
    the stop when a stop is said outright: "hold off on the wedding vendor search till i talk
    to my mom", "pausier mal die suche nach caterer und fotograf" (a resume too: "the garden
    bot can get going again")."""
    stops = [
        o
        for o in route.options
        if o.target == "process_command"
        and says(router, text, "resume" if o.args.get("command") == "resume" else "stop")
    ]  # "the X bot can get going again": the resume said
    if route.decision != "ask" or not stops:
        return route
    working = await busy(deps, names)
    running = [o for o in stops if o.args.get("process") in working]
    if len(running) == 1:
        return act_as(route, running[0].intent, running[0].target, running[0].args)
    if len(stops) == len(route.options) and len(running) > 1:  # which one? only the busy ones
        return route.model_copy(update={"options": running})
    if len(stops) == len(route.options) and not working:  # "stop it": nothing runs to stop
        reply = say("running.nothing", route.language)
        return Route(decision="act", target="answer", reply=reply, language=route.language)
    return route


def says_stop(router: IntentRouter, text: str) -> bool:
    """Whether ``text`` says "stop" outright (a cue of the stop intent, not negated)."""
    return says(router, text, "stop")


def says(router: IntentRouter, text: str, intent: str) -> bool:
    """Whether ``text`` says the command of ``intent`` ("stop", "resume") outright: a cue of
    that intent, not negated, not of the user's own habit."""
    spec = router.intents.intents.get(intent)
    cue = spec.cue_patterns()[0] if spec is not None else None
    said = slots.clean(text)
    if cue is None or cue.search(said) is None or own_struggle(said):
        return False  # "stop worrying about the tent" is said to the user
    return not _NOT.search(said)


async def _relate(
    deps: Deps, said: str, router: IntentRouter, known: list[Project], working: set[str]
) -> tuple[TopicMatch, str | None]:
    """How ``said`` relates to the busy projects' work (their names, titles and what was asked
    there), and the one it points to: the project clearly ahead, or the only one with any
    evidence."""
    topics = await project_topics(deps, [p for p in known if p.name in working])
    match = relate(NOT_TOPIC.sub(" ", said), topics, router.glossary, router.domains)
    return match, match.project or (match.unsure[0] if len(match.unsure) == 1 else None)


async def _status_by_topic(
    deps: Deps, route: Route, said: str, router: IntentRouter, known: list[Project]
) -> Route:
    working = await busy(deps, {p.id: p.name for p in known})
    if len(working) < 2:
        return route  # one worker or none: the list of what runs says it all
    project = await _busy_topic(deps, said, router, known, working)
    return route if project is None else status_of(route, project)


async def _busy_topic(
    deps: Deps, said: str, router: IntentRouter, known: list[Project], working: set[str]
) -> str | None:
    """The busy project whose work ``said`` clearly names (one word of it is enough)."""
    match, project = await _relate(deps, said, router, known, working)
    return None if project is None or match.scores.get(project, 0.0) < SURE else project


async def _about_the_work(
    deps: Deps, route: Route, text: str, said: str, router: IntentRouter, known: list[Project]
) -> Route:
    """ "chapter 5 has to be where the detective finds the second body": a correction that
    names only a busy worker's topic (its task was about chapters) is for that worker, when
    the router read no clear command in it and it is neither a question nor about the user."""
    unsure = route.decision == "model" or (
        route.decision == "act" and route.target in ("memory_remember", "set_language")
    )
    if not unsure or ASKING.search(said) or ABOUT_ME.search(said) or NEW_WORK.search(said):
        return route
    if KEEP.search(said):
        return route  # "…, keep that in mind": for Eddie's memory
    working = await busy(deps, {p.id: p.name for p in known})
    if not working:
        return route
    project = await _busy_topic(deps, said, router, known, working)
    if project is None:
        return route  # one word of its work, clearly: "the cover letters", "chapter 5"
    return act_as(route, "steer", "steer_project", {"target": project, "message": text})


async def _news_for_a_worker(
    deps: Deps, route: Route, text: str, project: str, names: dict[str, str]
) -> Route:
    """ "fyi for whoever is doing the garden plan, soil ph came back 6.2": news that names a
    project whose worker is busy is for that worker, not for Eddie's memory of the user."""
    if project not in await busy(deps, names):
        return route
    return act_as(route, "steer", "steer_project", {"target": project, "message": text})


async def _stop_or_archive(
    deps: Deps, route: Route, project: str, names: dict[str, str], *, said_project: bool
) -> Route:
    """ "get rid of the band stuff": stop band's worker or archive band? With no worker busy
    there, or the project said as one ("drop the band project"), it can only mean the project."""
    archive = Reading(
        intent="project_archive",
        target="project_archive",
        score=0,
        args={"name": project},
        label=_label("project_archive", "Archive {project}", route.language, project),
    )
    if project not in await busy(deps, names) or said_project:
        return act_as(route, archive.intent, archive.target, archive.args)
    stop = Reading(
        intent="stop",
        target="process_command",
        score=0,
        args={"process": project, "command": "stop"},
        label=_label("stop", "Stop the {project} worker", route.language, project),
    )
    return _ask(route, say("router.which_reading", route.language), [stop, archive])


def _which_worker(route: Route, text: str, projects: list[str], *, stop: bool = False) -> Route:
    """ "let it know" (or "stop that") with workers busy and no topic to tell them apart."""
    readings = [
        Reading(
            intent="stop",
            target="process_command",
            score=0,
            args={"process": name, "command": "stop"},
            label=_label("stop", "Stop the {project} worker", route.language, name),
        )
        if stop
        else Reading(
            intent="steer",
            target="steer_project",
            score=0,
            args={"target": name, "message": text},
            label=_label("steer", "Tell {project}", route.language, name),
        )
        for name in projects
    ]
    return _ask(route, say("router.which_worker", route.language), readings)


def _label(intent: str, english: str, language: str, project: str) -> str:
    key = f"option.{intent}"
    shown = template(key, language) if language != "en" and has(key, language) else english
    return shown.format(project=project)


def _ask(route: Route, question: str, readings: list[Reading]) -> Route:
    return route.model_copy(
        update={
            "decision": "ask",
            "target": "ask_user",
            "args": {},
            "question": question,
            "options": readings,
            "rule": "router:busy:ask",
        }
    )
