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

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from brain.lines import say
from brain.models import ProcessStatus
from brain.router import appointment, slots
from brain.router.asked_self import eddie_asked
from brain.router.asked_words import talk_asked
from brain.router.asked_world import own_struggle, rewrite_asked, text_asked, world_question
from brain.router.busy import busy, for_busy_workers, says, says_stop, stop_when_said
from brain.router.busy_project import asked_of_whoever, for_a_busy_project, question_for_worker
from brain.router.corrected import corrected
from brain.router.going_on import go_on
from brain.router.inbox_pick import one_item
from brain.router.named_by_topic import besides_its_work, named_by_topic
from brain.router.nicknamed import nicknamed_worker, whoever_told
from brain.router.own_asked import projects_listed, recalled_about
from brain.router.route import ACTIONS, Reading, Route, act_as
from brain.router.statements import asks_for_work, asks_if_done, outright_work
from brain.router.texting import TOLD_VERB
from brain.router.topic import SURE, place, project_topics, relate, unnamed
from brain.router.turn import route_turn
from brain.router.unnamed_worker import for_the_worker
from brain.router.work_asked import worker_told_fact
from brain.router.worker_alive import alive_asked

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.models import Project
    from brain.router.router import IntentRouter


@lru_cache(maxsize=1)
def hub_targets() -> frozenset[str]:
    """What the hub can do now: its tools and Eddie's actions (a target outside this set,
    such as ``memory_forget`` before that tool exists, goes to the model)."""
    from brain.tools.base import default_registry

    return frozenset(default_registry().names()) | ACTIONS


async def route_for_hub(deps: Deps, text: str, language: str | None = None) -> Route:
    """The rules, then the router, for ``text`` against the user's projects; what the router
    says (a question, a greeting) is in ``language`` (the session's), else the utterance's."""
    router = await deps.router.router()
    route = await _routed(deps, text, language)  # "the running thing, …": a project, no status
    route = await named_by_topic(deps, route, text, language, router, _routed)
    return await besides_its_work(deps, route, text, router)


async def _routed(deps: Deps, text: str, language: str | None) -> Route:
    router = await deps.router.router()
    known = await deps.projects.list()
    projects = [project.name for project in known]
    route = route_turn(
        router,
        text,
        projects=projects,
        fast=await deps.fastpath.rules(),
        available=hub_targets(),
        language=language,
    )
    if slots.find_project(slots.clean(text), projects, router.glossary) is None:
        route = projects_listed(route, text, hub_targets())  # "what projects do i even have"
    route = recalled_about(route, text, hub_targets())  # "have i told you anything about my kids"
    names = {p.id: p.name for p in known}
    if route.via == "router":  # "stop the worker", "pause it": the one there is, or which?
        settled = await for_the_worker(deps, route, text, router, projects)
        if settled is not route:
            return settled
    for settle in (alive_asked, nicknamed_worker, whoever_told):  # "is X still going or crashed",
        settled = await settle(deps, route, text, router, known)  # "tell the email guy to …"
        if settled is not route:
            return settled
    if route.decision == "ask":  # "pausier mal die suche nach …": stop or new work? a stop
        route = await stop_when_said(deps, route, text, router, names)
    if route.via == "router" and known and _rethink(route, text):
        again = await _by_topic(deps, router, text, known, language or route.language)
        if again is not None:  # … unless an inbox item fits it better ("open the one about …")
            return _of_the_world(await one_item(deps, again, text, router.glossary), text)
    if (
        route.via == "router"
        and known
        and unnamed(route, text, projects)
        and not asks_if_done(text)
    ):
        # work without a project name: the project whose earlier work it fits, if one does
        route = place(
            route, text, await project_topics(deps, known), router.glossary, router.domains
        )
    removes_one = route.target == "schedule_remove" and not route.args.get("every")
    if route.decision == "act" and removes_one and "match" in route.args:
        route = await _which_schedule(deps, route)
    if route.decision == "ask" and any(o.target == "schedule_remove" for o in route.options):
        route = await _no_such_schedule(deps, route)
    if route.decision == "ask" and not says_stop(router, text):
        route = await _steer_when_working(deps, route, names)
    if route.via == "router" and known:  # "what does the moving worker think about …"
        route = await question_for_worker(deps, route, text, names, router.glossary)
        route = await asked_of_whoever(deps, route, text, names, router.glossary)
    if route.via == "router" and known:  # "flat thing: skip the ground floor" while it runs
        route = await for_a_busy_project(deps, route, text, names)
    if route.via == "router" and known:
        route = await for_busy_workers(deps, route, text, router, known)
        route = await corrected(deps, route, text, names, router.glossary)  # "no X after all"
    route = await one_item(deps, route, text, router.glossary)  # "read me the one about …"
    route = own_fact(route, text)  # "whats my address": only what the user told can answer
    route = appointment.unworried(route, text)  # "dentist at 2 tomorrow, scared, tips?"
    if (
        route.decision == "model" or (route.target == "schedule_add" and route.via == "router")
    ) and not text_asked(text):  # "a heads-up for the family chat: grandma comes at 3": a text
        told = appointment.offer(text, language or route.language or "en")  # "plumber at 9"
        route = route if told is None else told
    route = eddie_asked(route, text, hub_targets())  # "is an archived project gone for good?"
    route = await go_on(deps, route, text, projects, router.glossary)  # "back to the X thing"
    return _resume_with_news(await _paused_goes_on(deps, _of_the_world(route, text), text), text)


def _of_the_world(route: Route, text: str) -> Route:
    """A question about the world read as a command by its topic is answered instead, and so
    is the user's own struggle ("stop worrying about …") read as a worker command."""
    if (
        (route.target in _NOT_FOR_THE_WORLD and (world_question(text) or rewrite_asked(text)))
        or (route.target in _NOT_FOR_A_STRUGGLE and own_struggle(text))
        or (route.target in _NOT_FOR_A_FACT and worker_told_fact(slots.clean(text)))
    ):
        return Route(decision="model", language=route.language)
    return route


_GO_ON = re.compile(
    r"\b(?:weiter (?:geht'?s |gehts )?mit|(?:let'?s )?(?:continue|carry on|go on|keep going) with)\b",
    re.IGNORECASE,
)


async def _paused_goes_on(deps: Deps, route: Route, text: str) -> Route:
    """ "weiter geht's mit der bäckerei" while bakery's worker is paused: that worker goes on
    (a talk with it would wait for nobody)."""
    if route.decision != "act" or route.target != "mediate" or not _GO_ON.search(text):
        return route
    project = route.args.get("target")
    workers = await deps.processes.workers(active_only=True)
    if not any(n == project and p.status == ProcessStatus.SUSPENDED for p, n in workers):
        return route
    return act_as(route, "resume", "process_command", {"process": project, "command": "resume"})


def own_fact(route: Route, text: str) -> Route:
    """An unsure reading of a bare question for one of the user's own facts ("whats my
    address", "who is my dentist", "was ist nochmal meine kundennummer") is a recall: no model
    knows it."""
    if route.decision == "act" or _OWN_FACT.match(slots.clean(text)) is None:
        return route
    return act_as(route, "recall", "memory_recall", {"query": text.strip()})


_OWN_FACT = re.compile(
    r"^(?!.*\d)\W*(?:(?:hey|ok|okay|so|and|und|eddie|sorry)\W+)*(?:(?:what|who|when)(?:'?s| is| was"
    r"| were| are)|wie (?:ist|war|lautet|lauten|hieß|hiess)|(?:was|wer|wann) (?:ist|war|sind))\s+"
    r"(?:(?:again|nochmal|noch mal|eigentlich|gleich)\s+)*(?:my|mein|meine|meiner)\s+"
    r"(?!(?:horoscope|zodiac|ip|bmi|pace|sternzeichen|horoskop)\b)(?:[\w'-]+\s*){1,4}(?:again|nochmal|noch mal)?\W*$",
    re.IGNORECASE,
)


_NOT_FOR_THE_WORLD = frozenset(
    {
        "steer_project",
        "delegate_project",
        "process_list",
        "ask_user",
        "memory_recall",
        "inbox_list",
        "project_list",
        "mediate",
        "memory_remember",
    }
)
"""What a question about the world is read as by its topic: it is answered instead."""
_NOT_FOR_A_STRUGGLE = _NOT_FOR_THE_WORLD | {"process_command"}
"""... and the user's own struggle ("stop worrying about the tent" stops no worker)."""
_NOT_FOR_A_FACT = _NOT_FOR_THE_WORLD | {"how_do_i", "project_create"}
"""... and a fact a worker is asked to tell ("could a worker tell me what … is")."""


def _resume_with_news(route: Route, text: str) -> Route:
    """ "the van stuff can go on, the quote came in": the resume carries the user's words,
    which the worker hears as it goes on (a plain "unpause the van one" carries none)."""
    if route.decision != "act" or route.target != "process_command":
        return route
    if route.args.get("command") != "resume":
        return route
    named = set(str(route.args.get("process", "")).lower().split("_"))
    news = [
        clause
        for clause in slots.clauses(text)
        if not named & set(words := clause.lower().split())
        and (len(words) >= 4 or TOLD_VERB.search(clause.lower()))
    ]  # "…, the wood arrived" has some; "ok pond, back to work" has none
    if not news:
        return route
    return route.model_copy(update={"args": {**route.args, "message": text.strip()}})


_BY_TOPIC = frozenset(
    {
        "process_command",
        "project_open",
        "process_list",
        "steer_project",
        "mediate",
        "project_archive",
    }
)
"""What a project named by its work's words ("the portfolio worker") is read again for."""
_MISTAKEN = frozenset({"how_do_i", "delegate_project", "mediate", "steer_project", "ask_user"})
"""Readings an unnamed project's stop or status is mistaken for (with the model's)."""


def _rethink(route: Route, text: str) -> bool:
    said = slots.clean(text)
    if route.target == "delegate_project" and (outright_work(said) or asks_for_work(said)):
        return False  # "mach mir ne übersicht welche kitas …": work, whatever project it recalls
    if talk_asked(said):
        return route.target != "mediate"  # "patch me thru to the shop site worker"
    return route.decision != "act" or route.target in _MISTAKEN


async def _by_topic(
    deps: Deps, router: IntentRouter, text: str, known: list[Project], language: str | None
) -> Route | None:
    """ "kill the portfolio worker pls", "hows the pottery page coming along?": a stop, a
    status or a correction for a project named only by the words of its work, read again
    with the project's name in their place; None when that reads as nothing clear."""
    said = slots.clean(text)
    projects = [p.name for p in known]
    if slots.find_project(said, projects, router.glossary) is not None:
        return None
    match = relate(said, await project_topics(deps, known), router.glossary, router.domains)
    project = match.project or (match.unsure[0] if len(match.unsure) == 1 else None)
    if project is None or match.scores.get(project, 0.0) < SURE:
        return None
    again = route_turn(
        router,
        _named(said, project, match.said),
        projects=projects,
        fast=await deps.fastpath.rules(),
        available=hub_targets(),
        language=language,
    )
    again = await stop_when_said(deps, again, text, router, {p.id: p.name for p in known})
    about = next(
        (again.args[k] for k in ("process", "name", "target", "project") if k in again.args), None
    )
    if again.decision != "act" or again.target not in _BY_TOPIC or about != project:
        return None
    command = "resume" if again.args.get("command") == "resume" else "stop"
    if again.target == "process_command" and not says(router, text, command):
        return None  # "don't stop the removal quotes, just …"
    if again.target in ("process_command", "steer_project") and project not in await busy(
        deps, {p.id: p.name for p in known}
    ):
        return None  # nothing runs there to stop or to tell
    args = {**again.args, "message": text} if again.target == "steer_project" else again.args
    return again.model_copy(update={"args": args, "rule": f"router:{again.intent}:topic"})


def _named(said: str, project: str, words: tuple[str, ...]) -> str:
    """``said`` with the first of ``words`` turned into ``project`` and the rest left out; what
    a compound adds after its hyphen stays ("den kajak-agenten" → "den lisbon trip agenten")."""
    out: list[str] = []
    name = project.replace("_", " ")
    for token in said.split():
        word = token.strip(".,!?;:'\"").lower()
        if word in words:
            if name not in out:
                out.append(name)
                out.extend(word.split("-", 1)[1:])
            continue
        out.append(token)
    return " ".join(out)


_ABOUT_ONE_PROJECT = frozenset({"delegate_project", "project_open", "process_list"})
"""Readings that, next to steering a project's worker, are about that same project."""
_NO_PROJECT = frozenset({"inbox_list", "how_do_i", "memory_remember"})
"""Readings about no project that a message for a busy worker is mistaken for ("beim solarzeug
bitte auch schauen ob …" read as the inbox)."""


async def _steer_when_working(deps: Deps, route: Route, names: dict[str, str]) -> Route:
    """ "tell the garden guy to also look at shade plants" asked whether to steer garden's
    worker or hand garden new work: with a worker busy there, it is for that worker; with
    none, it is new work there (other questions stay)."""
    steer = [o for o in route.options if o.target == "steer_project"]
    if len(steer) > 1 and len(steer) == len(route.options):
        # "tell whoever does the podcast research the gear budget is 300": which one is busy
        working = await busy(deps, names)
        steer = [o for o in steer if o.args.get("target") in working]
        if len(steer) == 1:
            return _chosen(route, steer[0])
    if len(steer) != 1:
        return route
    project = str(steer[0].args.get("target", ""))
    others = [o for o in route.options if o is not steer[0]]
    if not project or any(
        o.target not in _NO_PROJECT
        and (
            o.target not in _ABOUT_ONE_PROJECT
            or project not in (o.args.get("project"), o.args.get("name"), None)
        )
        for o in others
    ):
        return route
    if project in await busy(deps, names):
        return _chosen(route, steer[0])
    work = [
        o for o in others if o.target == "delegate_project" and o.args.get("project") == project
    ]
    # no worker busy there: the words are new work for that project ("… can you rework it?")
    return _chosen(route, work[0]) if len(work) == 1 and len(others) == 1 else route


def _chosen(route: Route, chosen: Reading) -> Route:
    """``route`` settled on the reading ``chosen``."""
    return route.model_copy(
        update={
            "decision": "act",
            "intent": chosen.intent,
            "target": chosen.target,
            "args": dict(chosen.args),
            "question": None,
            "options": [],
        }
    )


async def _no_such_schedule(deps: Deps, route: Route) -> Route:
    """A question between readings without the schedule removals that find none: "für den
    newsletter: den flohmarkt am 14. noch aufnehmen" cancels no reminder when none is set."""
    kept = [
        o
        for o in route.options
        if o.target != "schedule_remove"
        or "match" not in o.args
        or await deps.schedules.matching(str(o.args["match"]))
    ]
    if len(kept) == len(route.options):
        return route
    if len(kept) == 1:
        return act_as(route, kept[0].intent, kept[0].target, kept[0].args)
    return route.model_copy(update={"options": kept}) if kept else route


async def _which_schedule(deps: Deps, route: Route) -> Route:
    """ "cancel the call mom reminder": the one schedule it names, or a question which of
    the matching ones (none: the tool says so)."""
    from brain.schedules.wording import short_label

    found = await deps.schedules.matching(str(route.args["match"]))
    if len(found) == 1:
        return route.model_copy(update={"args": {"id": found[0].id}})
    if len(found) < 2:
        return route
    readings = [
        Reading(
            intent=route.intent or "schedule_remove",
            target="schedule_remove",
            score=0,
            args={"id": s.id},
            label=short_label(s),
        )
        for s in found[:4]
    ]
    question = say("router.which_schedule", route.language)
    return route.model_copy(
        update={"decision": "ask", "target": "ask_user", "question": question, "options": readings}
    )
