"""Vance's own records asked for loosely: the user's projects ("tell me again what i have
running project-wise", "was hab ich grad alles an projekten am laufen") and what Eddie remembers
about one topic ("do you recall anything about my parents?", "weißt du noch was über meine
arbeit?"). Read after the router, which takes the first for a recall or a status and the second
for a status, help or chat."""

from __future__ import annotations

import re
from collections.abc import Collection

from brain.router import slots
from brain.router.route import Route, act_as

LISTED, RECALLED = "router:project_list:loose", "router:recall:topic"
"""The rules of the readings made here: asked outright, whatever news comes with them."""

_PROJECT_WORD = (
    r"(?:proje[ck]t(?:s|e|en)?|project[- ]?wise|projektweise|projektm(?:ä|ae)(?:ß|ss)ig|in terms of"
    r" projects)"
)
_MINE = r"(?:i|i'm|im|i've|ive|me|my|ich|mir|mich|meine?[mnrs]?)"
_ASKED = (
    r"(?:\?|^\W*(?:what|whats|which|how many|welche\w*|was|wie ?viele|woran|womit)\b|\b(?:remind me"
    r"|tell me|(?:lost|lose) track|forgot|forget|can'?t remember|no idea|refresh my memory"
    r"|erinner\w* (?:du )?mich|sag (?:mir|mal)|(?:was|what) (?:ich|i)|(?:den )?(?:ü|ue)berblick verloren|keine ahnung"
    r"|wei(?:ß|ss) (?:ich )?nicht mehr)\b)"
)
_PROJECTS_ASKED = re.compile(
    rf"^(?=[^\n]*{_ASKED})(?=[^\n]*\b{_MINE}\b)[^\n]*\b{_PROJECT_WORD}\b"
    r"|\b(?:what|which|was|welche\w*)\b(?: all| alles| things| stuff| dinge| sachen)?[^.?!]{0,20}?"
    r"\b(?:am i|i'?m|was i|have i been|i'?ve been"
    r"|i am)\s+(?:\w+\s+)?(?:working on|juggling|busy with)\b|\bworan (?:arbeite ich\b|ich (?:\w+ ){0,3}?"
    r"arbeite\b)"
    r"|\bwomit bin ich (?:\w+ )?(?:besch(?:ä|ae)ftigt|zugange)\b",
    re.IGNORECASE,
)
_NOT_THE_LIST = re.compile(
    r"\b(?:new|another|neue[snmr]?|noch ein\w*|create|start|erstell\w*|anleg\w*|archiv\w*|delete"
    r"|lösch\w*|should|could|would|can i|kann ich|soll(?:te)? ich|könnte ich|ideas?|ideen"
    r"|suggest\w*|vorschl\w*|how (?:do|can) i|wie (?:kann|mache|lege) ich|(?<!i )running in"
    r"|workers?|agents?|bots?|done|finished|fertig)\b",
    re.IGNORECASE,
)
"""Projects asked about otherwise: a new one, ideas for one, the workers in them."""
_LIST_MISREAD = frozenset(
    {"memory_recall", "process_list", "how_do_i", "inbox_list", "schedule_add", "ask_user",
     "project_list"}
)  # fmt: skip
"""Readings the list of projects, asked loosely, is taken for."""


def projects_listed(route: Route, text: str, available: Collection[str]) -> Route:
    """``route`` as the list of the user's projects when ``text`` asks which there are, said
    loosely ("i lost track, what projects do i even have", "what all am i working on at the
    moment", "woran arbeite ich grad so"); "remind me what you know about me" stays a recall."""
    said = slots.clean(text)
    if "project_list" not in available:
        return route
    if route.decision == "act" and (
        route.target not in _LIST_MISREAD or route.args.get("project") is not None
    ):
        return route
    if _PROJECTS_ASKED.search(said) is None or _NOT_THE_LIST.search(said) is not None:
        return route
    listed = act_as(route, "project_list", "project_list", {})
    return listed.model_copy(update={"rule": LISTED})


_KNOWS = (
    r"(?:(?:do|did|can) (?:you|u) (?:still |even |actually )?(?:recall|remember|know)"
    r"|what (?:do|did|have|else do) (?:you|u) (?:still )?(?:\w+ )?(?:know|remember|recall|kept|keep"
    r"|stored|store|saved|noted|got|have|learn(?:ed|t))|(?:have|did) i (?:ever |already )?(?:told"
    r"|tell|said|say|mentioned|mention|shared)|(?:anything|something|stuff|what(?:'s| is)) (?:\w+ )?"
    r"(?:stored|saved|noted|kept|on file|in (?:your|ur) memory)|(?:do|did) (?:you|u) (?:\w+ )?"
    r"(?:have|keep|store|save|note) (?:anything|something|stuff|much|info)|tell me what (?:you|u)"
    r" (?:know|remember)"
    r"|wei(?:ß|ss)t du (?:noch |denn |eigentlich )*(?:was|etwas|irgendwas|alles|viel)"
    r"|was wei(?:ß|ss)t du|erinnerst du dich|hab(?:e)? ich dir"
    r"|was hab(?:e)? ich dir|was hast du (?:dir )?(?:\w+ )?(?:gemerkt|gespeichert|notiert)?"
    r"|hast du (?:dir )?(?:was|etwas|irgendwas|infos?))"
)
_TOPIC = (
    r"(?:my|our|mein\w*|unser\w*)\s+(?!(?:projects?|projekt\w*|workers?|inbox|posteingang"
    r"|reminders?|erinnerung\w*|timers?|schedules?|rights|rechte|options|chances|horoscope|horoskop"
    r"|zodiac|sternzeichen|star sign)\b)[\w'-]+(?:\s+(?!(?:again|nochmal|noch|so|at|from|in|to|then"
    r"|and|und|or|oder|that|which|before|earlier|lately|recently|yet|is|are|was|were|ist|sind|war"
    r"|erz(?:ä|ae)hlt|gesagt|told|said|mentioned|gemerkt|gespeichert|notiert|mal|schon|eigentlich"
    r"|denn|bisher)\b)[\w'-]+)?"
)
_RECALL_TOPIC = re.compile(
    rf"\b{_KNOWS}\b[^.?!]{{0,30}}?\b(?:about|on|regarding|re|concerning|über|ueber|zu|von"
    rf"|bezüglich|bezueglich|wegen)\s+(?P<topic>{_TOPIC})|\b(?:have|did) i (?:ever |already )?"
    rf"(?:mention(?:ed)?|brought up|bring up)\s+(?P<named>{_TOPIC})",
    re.IGNORECASE,
)
"""Asked what Eddie remembers about one topic of the user's ("have i told you anything about
my kids", "weißt du noch was über meine arbeit?")."""
_RECALL_MISREAD = frozenset(
    {"how_do_i", "process_list", "inbox_list", "project_list", "answer", "ask_user",
     "memory_recall"}
)  # fmt: skip
"""Readings a recall about a topic is taken for (a recall itself: the topic is its query)."""


def recall_topic(said: str) -> str | None:
    """The topic ``said`` asks Eddie's memory about ("my parents"), else None ("do you
    remember things?" asks how Eddie's memory works)."""
    found = _RECALL_TOPIC.search(slots.clean(said))
    return None if found is None else (found["topic"] or found["named"]).strip(" '")


def recalled_about(route: Route, text: str, available: Collection[str]) -> Route:
    """``route`` as the recall of what Eddie keeps about the topic ``text`` asks about."""
    if "memory_recall" not in available:
        return route
    if route.decision == "act" and (
        route.target not in _RECALL_MISREAD or route.args.get("project") is not None
    ):
        return route
    topic = recall_topic(text)
    if topic is None:
        return route
    recall = act_as(route, "recall", "memory_recall", {"query": topic})
    return recall.model_copy(update={"rule": RECALLED})
