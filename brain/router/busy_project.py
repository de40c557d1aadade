"""Work for a project whose worker is busy: a correction for that worker ("flat thing: skip
the ground floor" while flats are searched), or a question how far it is ("is the newsletter
draft almost done?"), not a second task beside it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.router import slots, statements
from brain.router.asking import told_before
from brain.router.busy import busy
from brain.router.busy_words import ABOUT_ME, ASKING, NEW_WORK, PASS_ON
from brain.router.route import act_as, status_of
from brain.router.work_asked import worker_asked

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.router.glossary import Glossary
    from brain.router.route import Route

_PROGRESS = re.compile(
    r"\b(?:done|finished|finish|ready|almost|nearly|progress\w*|how far|coming along|status|fertig"
    r"|still (?:going|running|working|at it|busy|on it)|läuft (?:es |er |der )?noch"
    r"|so ?weit|wie weit|stand|bald|gediehen)\b",
    re.IGNORECASE,
)
"""How far the work is, asked ("almost done?", "schon fertig?")."""
_CORRECTING = re.compile(
    r"\b(?:should|make sure|only|not just|instead|rather|actually|sollte\w*|soll|nur|statt"
    r"|lieber|doch|achte\w*|needs? to be|has to be|must be|scratch|drop (?:anything|everything"
    r"|all)|skip (?:anything|everything|all)|whatever \w+ (?:you|u|they|it) find|mitdenken"
    r"|ber(?:ü|ue)cksichtig\w*|beachte\w*|don'?t bother|no need to|leave out|exclude|ignore"
    r"|(?:she|he|they|we) (?:really |only |also )?(?:wants?|needs?|prefers?|can'?t)"
    r"|(?:sie|er) (?:will|möchte|braucht)|lass \w+ weg|ausschlie(?:ß|ss)\w*)\b",
    re.IGNORECASE,
)
"""Words of a correction: "make sure they compare that too" is no new work."""


_FOR_A_WORKER = re.compile(
    r"(?:\b|-)(?:worker|agent|agenten|bot|team|guy|ki|assistent\w*)\b", re.IGNORECASE
)
_ASKED = re.compile(
    r"^\W*(?:(?:so|and|ok|hey|btw|und|na|sag mal|also)\W+)*(?:what|whats|what's|wat|has|have|did"
    r"|does|is|any|anything|was|hat|haben|gibt|wie)\b",
    re.IGNORECASE,
)
_OPINION = re.compile(
    r"\b(?:think|thinks|thought|say|says|said|reckon|suggest\w*|recommend\w*|make of|opinion|prefer"
    r"|meint|meinung|sagt|gesagt|denkt|hält|haelt|empfiehlt|empfohlen|vorschl\w*|schlägt|findet)\b",
    re.IGNORECASE,
)
_DOING = re.compile(
    r"\b(?:working on|doing|busy with|up to|dran|beschäftigt|macht (?:der|die|das)\b)", re.I
)
_SENT = re.compile(
    r"\b(?:sent|send|came back|come back|geschickt|zurückgeschickt|gemeldet|reported|delivered)\b",
    re.I,
)
_FOUND = re.compile(
    r"\b(?:found|find|come up with|came up with|figured out|dug up|so far|got|results?|rausgefunden"
    r"|herausgefunden|gefunden|bisher|ergebnis\w*|raus)\b",
    re.IGNORECASE,
)


async def question_for_worker(
    deps: Deps, route: Route, text: str, names: dict[str, str], glossary: Glossary
) -> Route:
    """ "what does the moving worker think about the boxes", "was hat der küchen-worker
    bisher rausgefunden": a question for the worker of a project named with its worker. What
    it found so far is the project's state (its workers, its latest result); anything else
    is asked of that worker: passed on while it is busy, else given to it as work."""
    said = slots.clean(text)
    if not (_ASKED.search(said) and _FOR_A_WORKER.search(said)) or ABOUT_ME.search(said):
        return route
    if told_before(said):
        return route  # "what was the name of that insurance guy i told you about": memory
    if route.target == "inbox_list" and _SENT.search(said):
        return route  # "hat der pilz-worker schon was geschickt?": what came back
    if route.decision == "act" and route.target not in _WORKER_QUESTION_MISREAD:
        return route
    mention = slots.find_project(said, list(names.values()), glossary)
    if mention is None or mention.ambiguous:
        return route
    project = mention.project
    if (
        _FOUND.search(said) or _PROGRESS.search(said) or _DOING.search(said)
    ) and not _OPINION.search(said):
        return status_of(route, project)
    if project in await busy(deps, names):
        return act_as(route, "steer", "steer_project", {"target": project, "message": text})
    return act_as(route, "delegate", "delegate_project", {"project": project, "task": text})


_WHOEVER = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|hey|also|und|dann|btw|oh)\W+)*(?:(?:can|could|would) (?:you|u) (?:please )?"
    r"|(?:kannst|könntest|koenntest) du (?:mal )?|(?:mal|bitte|doch) )*(?:ask|check with|find out from"
    r"|see with|frag\w*)\b(?: (?:mal|doch|bitte|kurz|noch))*,? (?:whoever(?:'s| is| does)?|who ?ever"
    r"|the (?:one|person|guy|people|folks|helper)(?: (?:who|that)(?:'s| is)?)?|someone (?:who(?:'s| is)"
    r"|that(?:'s| is))|(?:den|die|denjenigen|diejenige|dem|jemand\w*)?,? (?:der|die|wer)(?: auch immer)?"
    r"|wer(?: auch immer)?)\b[^,;:?!]{0,40}?\bX\b[^,;:?!]{0,25}?[,:]? (?:whether|if|about|what|when"
    r"|where|which|why|how|who|ob|wann|was|wie|wo|welche\w*|warum|wer|wegen|nach)\b",
    re.IGNORECASE,
)
"""A question passed through whoever works on a project ("ask whoever's on the X thing if …",
"frag mal den, der am X sitzt, ob …"): asked of that project's worker."""
_WHO_WORKS = re.compile(
    r"^\W*(?:(?:so|and|ok|hey|und|also|sag mal)\W+)*(?:who(?:'s| is)|wer (?:arbeitet|sitzt|ist|macht))"
    r"\b(?: (?:gerade|grad|da|eigentlich|now|currently|actually|still|noch))* (?:working on|on|doing"
    r"|handling|busy with|an|am|dran an|bei|beim)\b(?: (?:the|my|our|dem|der|den|das))? X"
    r"(?:[- ]?(?:project|projekt|stuff|thing|zeug|ding|sache))?(?: (?:right now|now|gerade|grad|dran))*"
    r"\W*$",
    re.IGNORECASE,
)
"""Who works on a project, asked ("who's working on the X stuff"): that project's state."""


async def asked_of_whoever(
    deps: Deps, route: Route, text: str, names: dict[str, str], glossary: Glossary
) -> Route:
    """ "ask whoever's working on the bike trip whether the ferry is included", "frag mal den,
    der am umzug sitzt, ob die kartons bestellt sind": the question for that project's worker
    (passed on while one is busy there, else given to the project as work), as "ask the X
    worker …" is; "who's working on X" is that project's state."""
    said = slots.clean(text)
    mention = slots.find_project(said, list(names.values()), glossary)
    if mention is None or mention.ambiguous:
        return route
    masked = slots.mask(said, mention.start, mention.end)
    project = mention.project
    if _WHO_WORKS.search(masked):
        return status_of(route, project)
    if not _WHOEVER.search(masked):
        return route
    if project in await busy(deps, names):
        return act_as(route, "steer", "steer_project", {"target": project, "message": text})
    return act_as(route, "delegate", "delegate_project", {"project": project, "task": text})


_WORKER_QUESTION_MISREAD = frozenset(
    {"answer", "ask_user", "delegate_project", "steer_project", "inbox_list", "process_list",
     "how_do_i", "project_create", "memory_recall"}
)  # fmt: skip
"""Readings a question for a named worker is taken for; a clear stop or mediation stays."""


def _new_work(said: str) -> bool:
    return (NEW_WORK.search(said) is not None and not _CORRECTING.search(said)) or bool(
        ASKING.search(said) or ABOUT_ME.search(said) or worker_asked(said)
    )  # "could a worker dig into …": new work asked of one


async def for_a_busy_project(deps: Deps, route: Route, text: str, names: dict[str, str]) -> Route:
    """``route`` (work for a project, named or placed by its topic; or a question between a
    busy project and a new one) turned into a correction for the worker busy there, unless
    it asks for new work, or into that project's status when it asks how far the work is:
    "oh for the pottery site, make the shop show prices in euro" while the pottery site is
    being built; "the quotes should include primer too" while painters' quotes are compared."""
    said = slots.clean(text)
    if route.decision == "ask":
        return await _the_busy_one(deps, route, said, text, names)
    if route.decision != "act" or route.target not in ("delegate_project", "steer_project"):
        return route
    project = str(route.args.get("project") or route.args.get("target") or "")
    if project not in await busy(deps, names):
        return route
    if ASKING.search(said) and _PROGRESS.search(said):
        return status_of(route, project)
    if route.target == "steer_project":
        return route
    if _new_work(said) and not PASS_ON.search(said) and not statements.tells_only(said):
        return route  # "tell whoever does the X research …" is for that worker, whatever it says
    return act_as(route, "steer", "steer_project", {"target": project, "message": text})


async def _the_busy_one(
    deps: Deps, route: Route, said: str, text: str, names: dict[str, str]
) -> Route:
    options = route.options
    named = {str(o.args.get("project") or o.args.get("target") or "") for o in options}
    if (
        len(named) == 1
        and all(o.target in ("process_list", "mediate", "project_open") for o in options)
        and _CORRECTING.search(said)
        and not (ASKING.search(said) and _PROGRESS.search(said))
        and not _new_work(said)
    ):  # "beim sommerfest bitte mitdenken, dass …" while it is planned: for its worker
        project = named.pop()
        if project in await busy(deps, names):
            return act_as(route, "steer", "steer_project", {"target": project, "message": text})
    work = [o for o in options if o.target == "delegate_project"]
    status = [o for o in options if o.target == "process_list"]
    if not work or len(work) + len(status) != len(options):
        return route
    fresh = any(o.args.get("project") not in names.values() for o in work)
    if (status or fresh) and not _CORRECTING.search(said):
        return route  # "give it to X or how X is doing" (or to a new one): a correction settles it
    if _new_work(said):
        return route
    working = await busy(deps, names)
    running = [o for o in work if o.args.get("project") in working]
    if len(running) != 1:
        return route
    project = str(running[0].args["project"])
    return act_as(route, "steer", "steer_project", {"target": project, "message": text})
