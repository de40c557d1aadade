"""Readings the hub takes a second look at on the small local model: an unsure reading a known
answer or a sum should win over ("a get-well card text for …" read as a new project, "ist 2100
ein schaltjahr?" as a help topic), a status reading of a question about the world, and words
that point at something never said ("change it to tuesday": Eddie asks what)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.engines.fast import RECKONING, run_fast_path
from brain.lines import say
from brain.router.texting import typed_right
from brain.text import spelled_out, words_language
from brain.wire import ChatMeta

if TYPE_CHECKING:
    from brain.actions import Action
    from brain.deps import Deps
    from brain.router.route import Route
    from brain.tools.base import ToolContext


_WRITE_ASKED = re.compile(
    r"\b(?:write|draft|compose|schreib\w*|formulier\w*)\s+(?:me\s+|mir\s+)?(?:(?:a|an|ne|nen|eine?n?)\s+)",
    re.IGNORECASE,
)
_ABOUT_ACCESS = re.compile(
    r"\b(?:can|could|do|will) (?:you|u) (?:\w+ )?(?:see|read|access|look (?:at|through)|go through"
    r"|check)\b[^?]*\b(?:files?|photos?|pictures?|e-?mails?|mails?|messages?|texts?|contacts?|chats?)"
    r"\b[^?]*\?\W*\w*[^?]*\b(?:worried|paranoid|nervous|concerned|scared|privacy|private)\b"
    r"|\b(?:can|could|do) (?:you|u) (?:\w+ )?(?:see|read|access|look (?:at|through)) (?:my |all my )"
    r"?(?:files?|photos?|pictures?|e-?mails?|mails?|messages?|texts?|contacts?|chats?) (?:or|and)\b",
    re.IGNORECASE,
)
"""A question what Eddie can see of the user's things, asked with a worry or two kinds of
things ("can you see my files or read my emails? kinda paranoid"): no look at the inbox."""
_ANSWER_OVER: dict[str, re.Pattern[str] | None] = {
    "delegate_project": None,
    "project_create": None,
    "how_do_i": None,
    "memory_recall": None,
    "memory_remember": re.compile(
        r"\b(?:remember|merk\w*|note (?:that|this|down)|keep in mind|speicher\w*|notier\w*"
        r"|vergiss nicht|don'?t forget)\b",
        re.IGNORECASE,
    ),
    "memory_forget": re.compile(r"\b(?:forget|vergiss|vergessen)\b", re.IGNORECASE),
    "steer_project": re.compile(  # "aushang fürs treppenhaus, dass am 5. juli straßenfest ist"
        r"\b(?:tell|let \w+ know|pass (?:it|that|this) on|worker|bot|agent|planner|researcher|sag\w*"
        r"|bescheid|richte?|weiter|berücksichtig\w*|beruecksichtig\w*|einplan\w*|mitdenk\w*"
        r"|keep in mind|remember|instead|stattdessen|should|soll\w*|muss|must)\b",
        re.IGNORECASE,
    ),
    "inbox_list": re.compile(
        r"\b(?:inbox|posteingang|unread|ungelesen\w*|workers?|workern|messages?|nachrichten"
        r"|notifications?|benachrichtigung\w*|results?|ergebnis\w*|reports?|bericht\w*"
        r"|came (?:back|in)|geschickt|zurück\w*|zurueck\w*|for me|für mich|auf mich|while i was"
        r"|(?:rein|herein)gekommen|(?:kam|kamen|kommt) (?:\S+ ){0,4}(?:rein|herein))\b",
        re.IGNORECASE,
    ),
    "process_list": re.compile(
        r"\b(?:status|progress|(?<!i'm )(?<!im )(?<!am )(?<!start )(?<!go )(?<!get into )(?<!keeps )"
        r"(?<!keep )(?<!kept )running"
        r"(?! late| behind| shoes| plan| route| tips)|läuft|laeuft"
        r"|how far|wie weit|stand|busy)\b",
        re.IGNORECASE,
    ),
}
"""Readings a request for a short text, a tip or an idea is mistaken for ("a thank-you note
for my neighbour" read as a fact to remember, "rotweinfleck entfernen" as one to forget),
each with the words that make it that reading after all."""
_REAL_WORK = re.compile(
    r"\b(?:someone|somebody|a worker|jemand\w*|research\w*|recherch\w*|dig|compare|find out|look into"
    r"|figure out|check (?:whether|if)|herausfinden|rausfinden|nachforschen|prüf\w* ob"
    r"|report|bericht|X)\b",
    re.IGNORECASE,
)


def mistaken(route: Route, text: str) -> bool:
    """Whether ``route`` is an unsure reading a known answer should win over."""
    if route.via != "router" or route.decision == "model" or route.intent == "addressed":
        return False  # "japanisch: a plan for …, 10 min a day": said to the project by its name
    text = typed_right(text)  # "whats in my inbxo" names the inbox
    if route.decision == "ask":
        return True
    if route.target == "inbox_list" and _WRITE_ASKED.search(text):
        return True  # "… write me a cute congrats message": a message to write, none to read
    from brain.llm.tiny_asks import reply_unseen
    from brain.llm.tiny_privacy import asks_privacy

    if route.target == "inbox_list" and (_ABOUT_ACCESS.search(text) or asks_privacy(text)):
        return True  # "can you read my messages? bit worried": what Eddie sees, not the inbox
    if route.target == "inbox_list" and reply_unseen(text, "en") is not None:
        return True  # "my plumber sent me a message, what should i reply": theirs, not a worker's
    if route.target in _ANSWER_OVER and written_whole(text):
        return True  # "make a list for our sitter tonight - …": a text with its details, no work
    if route.target not in _ANSWER_OVER or _real_work(_order_of(text)):
        return False
    if route.target == "delegate_project" and _sizeable(text):
        return False  # "… kannst du das mal richtig durchrechnen mit …": work, whatever it names
    if route.target == "steer_project" and not _writes_a_message(text):
        return False  # news for a busy worker stays its news ("… the band idea needs rethinking")
    meant = _ANSWER_OVER[route.target]  # said in the message asked for, it is the message's
    return meant is None or meant.search(_order_of(text)) is None


_UNFOUNDED = frozenset({"inbox_list"})
"""Readings never taken without a word for them once :func:`mistaken` found none: the inbox
("whats the main ingredient in guacamole" is no question about it)."""


def _real_work(order: str) -> bool:
    from brain.router.slots import A_PROJECT

    return _REAL_WORK.search(order) is not None or A_PROJECT.search(order) is not None


def unfounded(route: Route) -> bool:
    """Whether ``route``, already found :func:`mistaken`, is a reading with nothing for it."""
    return route.target in _UNFOUNDED


def written_whole(text: str) -> bool:
    """Whether ``text`` asks for a text Eddie writes whole from its details (a card, a notice,
    a sitter's note: :func:`brain.llm.tiny_written.composed`)."""
    from brain.llm.tiny_written import composed

    return composed(spelled_out(text.strip())) is not None


def text_named(route: Route, text: str) -> bool:
    """Whether a new project ``route`` is only the name of a text's subject ("need a short bio
    for my candle stall, its called wick & wax, …"): a text is asked for and no project."""
    from brain.llm.tiny_details import asked_for
    from brain.router.slots import A_PROJECT
    from brain.router.texting import MESSAGE_WORDS

    if route.target != "project_create" or A_PROJECT.search(text) is not None:
        return False
    return (
        _writes_a_message(text)
        or asked_for(text, re.compile(rf"\b{MESSAGE_WORDS}\b", re.I)) is not None
    )


def _writes_a_message(text: str) -> bool:
    from brain.router.statements import writes_something

    found = writes_something(text)
    return found is not None and found.group("message") is not None


def _sizeable(text: str) -> bool:
    from brain.router.statements import outright_work, sizeable

    return sizeable(text, named=True) or outright_work(text)  # "… is missing a section on …"


def _order_of(text: str) -> str:
    """``text`` up to the message it asks for, when it asks for one: what the message says
    ("… saying the heater is broken, can someone come look at it") is no work for Eddie."""
    from brain.router.statements import writes_something

    found = writes_something(text)
    if found is None:  # "schreib meinem vermieter, dass …, frag ihn ob jemand …": a message
        told = _TOLD_TO.match(text)
        return text[: told.end()] if told is not None else text
    return text[: found.end()] if found.group("message") else text


_TOLD_TO = re.compile(
    r"^\W*(?:(?:hey|hallo|ok|also|eddie|bitte)\W+)*(?:schreib|sag)\w*\s+(?:(?:mal|bitte|doch|kurz)\s+)*"
    r"(?:meinem|meiner|unserem|unserer|dem|der)\s+[\w-]+(?:\s+[\w-]+){0,2}?,?\s+dass\b",
    re.IGNORECASE,
)
"""A message asked for with the person in the dative ("schreib meinem vermieter, dass …")."""


_STATUS = frozenset({"project_open", "process_list"})
"""Readings a question about the world is taken for when it shares a word with a project."""


def about_status(route: Route) -> bool:
    return route.target in _STATUS or any(o.target in _STATUS for o in route.options)


_FOR_A_WORKER = frozenset({"delegate_project", "steer_project", "mediate", "process_command"})
_SAID_OUTRIGHT = frozenset({"set_language", "schedule_add", "schedule_remove", "inbox_read"})
"""Commands whose words name what to do: a fact they mention is not what is asked."""


def asked_of_the_world(route: Route, text: str) -> bool:
    """Whether a command ``route`` is really a question about the world: a fact, a word or the
    weather looked up, or the world's news read as the inbox ("pull up the latest news") —
    unless it asks how one of the user's projects is doing ("the marathon thing")."""
    from brain.llm.tiny_asks import switch_asked
    from brain.llm.tiny_lines import OWN_WORK, asks_live
    from brain.llm.tiny_live import world_news
    from brain.llm.tiny_words import looked_up

    if route.via != "router" or route.decision == "model":
        return False  # the model answers anyway: no need to look
    if route.target == "process_list" and route.args.get("project"):
        return False
    if route.target in _SAID_OUTRIGHT and (route.target != "set_language" or switch_asked(text)):
        return False  # "switch to german? … the citizenship test": a switch, not the fact
    if route.target in _FOR_A_WORKER and OWN_WORK.search(spelled_out(text)):
        return False  # "have the bike project find two under 15k": its work, whatever it names
    return (
        looked_up(text)
        or (about_status(route) and asks_live(text))
        or (route.target == "inbox_list" and world_news(text))
    )


def ask_what(text: str, pointed: str, language: str) -> Route:
    from brain.router import slots
    from brain.router.route import Route

    question = say("router.what_meant", words_language(text) or language, ref=pointed)
    said = slots.clean(text)
    return Route(decision="ask", target="ask_user", question=question, language=language, said=said)


def ask_work(text: str, language: str) -> Route:
    """ "What should be done?" for work asked for without the work ("kümmer dich mal drum");
    the next words complete the request."""
    from brain.router import slots
    from brain.router.route import Route

    question = say("router.what_work", words_language(text) or language)
    said = slots.clean(text)
    return Route(decision="ask", target="ask_user", question=question, language=language, said=said)


WORK_INTENTS = frozenset({"delegate", "delegate_plan", "project_create"})
"""Readings of work handed out (the router's intents)."""


async def made_up_work(deps: Deps, route: Route, text: str) -> bool:
    """Whether ``route`` is work read, unsure, from words that ask for none and name no
    project ("didnt get the job i wanted. kinda gutted", "… how do people make friends as an
    adult"): a project made up from them would help nobody."""
    from brain.router.new_name import place_named
    from brain.router.slots import A_PROJECT
    from brain.router.statements import asks_for_work, large_work, outright_work, starts_with_work

    if route.via == "router" and route.decision == "ask" and route.options:
        return await _idle_ask(deps, route, text)
    if route.via == "router" and route.target == "steer_project" and route.confidence < MADE_UP:
        return only_news(text)  # "lol the hens got out again": news, nothing for the worker
    if route.via != "router" or route.decision != "act" or route.intent not in WORK_INTENTS:
        return False
    if route.confidence >= MADE_UP or route.target not in ("delegate_project", "project_create"):
        return False
    if route.target == "delegate_project":
        known = {project.name for project in await deps.projects.list()}
        if route.args.get("project") in known:
            return False  # work for a project the user has: its words say enough
    said = typed_right(text)
    asked = (outright_work, asks_for_work, large_work, starts_with_work)
    named = A_PROJECT.search(said) or _WORK_WORDS.search(said) or place_named(said)
    return not named and not any(signal(said) for signal in asked)


def only_news(text: str, *, any_verb: bool = False) -> bool:
    """Whether ``text`` only tells news, for no worker (:func:`~brain.router.statements.tells_only`)."""
    from brain.router.busy_words import PASS_ON, worker_told
    from brain.router.statements import tells_only

    said = typed_right(text)
    told = tells_only(said, any_verb=any_verb)
    return told and not PASS_ON.search(said) and not worker_told(said)


async def _idle_ask(deps: Deps, route: Route, text: str) -> bool:
    """Whether ``route`` asks between readings of a plain question that names none of the
    user's projects ("fahr nach hamburg. an welchem fluss liegt das nochmal?" is no question
    whether to read the inbox or hand a made-up project work): the question is answered; so
    is plain news ("we finally have snow here" is no work for a project "snow")."""
    from brain.router.naming import named_project
    from brain.router.slots import A_PROJECT
    from brain.router.statements import asks_for_work, outright_work, tells_only

    said = typed_right(text)
    misread = {option.target for option in route.options} <= _MISREAD_NEWS
    if _WH_LAST.search(text) is None and not (misread and tells_only(said, any_verb=True)):
        return False
    known = {project.name for project in await deps.projects.list()}
    if any(named_project(option.args, None) in known for option in route.options):
        return False
    named = A_PROJECT.search(said) or _WORK_WORDS.search(said)
    return named is None and not (outright_work(said) or asks_for_work(said))


_MISREAD_NEWS = frozenset(
    {"delegate_project", "project_create", "how_do_i", "inbox_list", "process_list"}
)
"""What plain news is misread as (work, help, a look at what came in), not an offer to remind."""
_WH_LAST = re.compile(
    r"(?:^|[.!?,;:]\s+)(?:(?:and|but|so|und|aber|also|ok)\s+)?(?:what|whats|what's|which|who|whos"
    r"|where|when|why|how (?:many|much|long|far|old|big|tall|high|often)|was|welche\w*|wer|wo|wann"
    r"|warum|wieso|wie (?:viele?|lange?|weit|alt|gro(?:ß|ss)|hoch|oft|schwer)|wieviele?"
    r"|(?:an|in|aus|auf|von|mit) welche[mnrs]?)\b[^.!?]*\??\s*$",
    re.IGNORECASE,
)


_WORK_WORDS = re.compile(
    r"\b(?:research\w*|some(?:one|body)|a worker|worker|dig (?:up|into|through)|look (?:up|into|for)"
    r"|compare|book|organi[sz]e|flights?|quotes?|jemand\w*|recherch\w*|vergleich\w*|such\w*|find\w*"
    r"|buch\w*|plan\w*)\b",
    re.IGNORECASE,
)
"""Words that ask for work or name what work looks for: the reading stands."""


MADE_UP = 0.6
"""Work read this sure is kept even when no word asks for it."""


async def worked_out(
    deps: Deps, ctx: ToolContext, text: str, language: str
) -> tuple[Action, ChatMeta] | None:
    """The answer of a rule that works something out (a sum, a conversion, a date) in ``text``."""
    fast = await run_fast_path(deps, ctx, text, language, only=RECKONING)
    return None if fast is None else (fast[0], ChatMeta(fastpath=fast[1]))


_SUM_ASKED = re.compile(
    r"\d.*\b(?:how much|how many|how long|what(?:'?s| is) the total|total\?|wie ?viel|was kostet"
    r"|wie lange)\b|\b(?:how much|wie ?viel|was kostet)\b.*\d",
    re.IGNORECASE,
)


async def sum_over_topic(
    deps: Deps, ctx: ToolContext, route: Route | None, text: str, language: str
) -> tuple[Action, ChatMeta] | None:
    """A sum asked with its numbers, worked out, when the route would hand it to a project's
    worker by its topic ("tiles are 38€ per sqm … how much is that" while tiles are researched)."""
    if route is None or route.target not in ("steer_project", "delegate_project"):
        return None
    if not _SUM_ASKED.search(text):
        return None
    return await worked_out(deps, ctx, text, language)


async def opened_instead(ctx: ToolContext, route: Route, text: str) -> Route:
    """A talk with the worker of a project no worker ever had opens the project instead:
    "switch to model railway" means its session ("let me talk to the fence worker" keeps the
    talk, and the tool says no one is on it); asked "open it or talk to its worker?" about
    such a project ("wechsel mal zu dem reisepass ding"), it is opened without asking."""
    from brain.errors import NotFound

    talks = [o for o in route.options if o.target == "mediate"] if route.decision == "ask" else []
    opens = [o for o in route.options if o.target == "project_open"]
    if _WORKER_NAMED.search(text) or not (
        route.target == "mediate" or (len(talks) == len(opens) == 1 == len(route.options) - 1)
    ):
        return route
    project = str((talks[0] if talks else route).args.get("target", ""))
    try:
        await ctx.deps.processes.resolve_worker(project)
        return route
    except NotFound:
        update = {
            "decision": "act",
            "target": "project_open",
            "args": {"name": project},
            "intent": "project_open",
        }
        return route.model_copy(update={**update, "options": [], "question": None})


_WORKER_NAMED = re.compile(
    r"\b(?:workers?|agent\w*|bot|planner|researcher|whoever|someone|talk\w*|speak\w*|chat\w*"
    r"|quatsch\w*|sprech\w*|sprich|rede\w*|plauder\w*|direkt|directly)\b",
    re.IGNORECASE,
)


_PROJECT_ASKED = re.compile(
    r"\b(?:can|could|would|will|should) (?:the |my |our )?(?:[\w-]+ ){1,3}(?:project|projekt|one"
    r"|worker|team|folks|people)\s+(?:\w+\s+)?(?:find|get|look|research|compare|check|write|draft"
    r"|make|plan|put together|come up|dig|sort|organi[sz]e|book|list|collect|gather|search)\b"
    r"|\b(?:kann|könnte|koennte|soll) (?:das |der |die )?(?:[\w-]+ ){1,3}(?:projekt|worker|team)\s+"
    r"(?:\w+\s+){0,3}(?:finden|suchen|raussuchen|vergleichen|schreiben|planen|recherchieren"
    r"|zusammenstellen|checken|prüfen)\b",
    re.IGNORECASE,
)


def project_asked(text: str) -> bool:
    """Whether ``text`` asks one of the user's projects for work by its name, whatever news
    comes with it ("ugh, my sister didn't find caterers. can the party project find 3")."""
    return _PROJECT_ASKED.search(typed_right(text)) is not None
