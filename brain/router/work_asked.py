"""Work asked for loosely: a part a project's text still lacks ("the bread book still needs a
real chapter on rye, could you get that done", "im wanderführer fehlt noch ein kapitel über die
alpen"), and a small tool to build asked with softeners ("quick q could you knock together a
little script that …, no hurry", "kannst du mir ein kleines skript bauen, das …")."""

from __future__ import annotations

import re

from brain.router.texting import ASKS_WORDS, MESSAGE_WORDS, PART_WORDS

_LACKS = (
    r"(?:(?:still|also|really|badly|definitely|noch|auch|unbedingt)\s+)*(?:needs?|could use|could do"
    r" with|is missing|are missing|'s missing|missing|lacks?|lacking|has no|have no|hasn'?t got"
    r"|doesn'?t have|does not have|has nothing on|there(?:'?s| is) (?:still |also )?no|fehl(?:t|en)"
    r"|braucht|brauchen|bräuchte|braeuchte|hat (?:noch )?(?:kein\w*|nichts)|gibt es (?:noch )?"
    r"kein\w*)"
)
_PART_LACKING = re.compile(
    rf"\b{_LACKS}\b(?:\W+\w+){{0,4}}?\W+{PART_WORDS}\b"
    rf"|\b{PART_WORDS}\b(?:\W+[\w-]+){{1,7}}?\W+(?:(?:is|are) (?:still |also )?missing|fehl(?:t|en)"
    r"|(?:is|are) (?:still )?not (?:there|in it|done)(?: yet)?)\b",
    re.IGNORECASE,
)
"""What is still lacking: "still needs a real chapter on …", "a chapter on pests is missing",
"fehlt noch ein kapitel über …"."""
_PART_ADDED = re.compile(
    r"\b(?:add|write|draft|include|put in|insert|flesh out|expand|ergänz\w*|ergaenz\w*|schreib\w*"
    rf"|füg\w*|fueg\w*|einfüg\w*)\b(?:\W+[\w-]+){{0,4}}?\W+{PART_WORDS}\b",
    re.IGNORECASE,
)
"""A part asked to be added outright ("add a section to the X about …")."""
_DONE_ASKED = re.compile(
    r"\b(?:(?:machst|übernimmst|uebernimmst|schreibst|ergänzt|ergaenzt|magst) du\b|get (?:that|it|"
    r"this|one) (?:done|written|sorted)|sort (?:that|it|this) out|take care of (?:it|that|this)"
    r"|(?:add|write|draft|do) (?:one|it|that|this|them|some)\b|(?:schreib|ergänz|ergaenz|mach|füg"
    r"|fueg)\w* (?:(?:du|mal|bitte|doch)\s+)*(?:die|das|den|ihn|sie|es|einen?|eins)\b)",
    re.IGNORECASE,
)


def part_wanted(said: str) -> bool:
    """Whether ``said`` asks for a part its project still lacks, or for one to be added ("the
    stargazing notes are missing a section on light pollution – could you add one"): work for
    that project (read only when a project is named)."""
    if _PART_ADDED.search(said):
        return True
    if _PART_LACKING.search(said) is None:
        return False
    return ASKS_WORDS.search(said) is not None or _DONE_ASKED.search(said) is not None


_THING = (
    r"(?:(?:python|bash|shell|js|javascript|excel|small|tiny|little|lil|quick|simple|basic|short"
    r"|neat|handy|kleine[snr]?|kurze[snr]?|einfache[snr]?|schnelle[snr]?|python-?)\s*)*(?:script"
    r"|skript|tool|app|program|programm|bot|plugin|add-?on|extension|macro|makro|utility|helper"
    r"|website|webseite|shortcut|cli|(?:(?<=python )|(?<=python-)|(?<=bash )|(?<=shell )|(?<=excel )"
    r"|(?<=code ))(?:thing\w*|ding))(?!\s+(?:recommendations?|suggestions?|reviews?|comparisons?))"
)
_BUILD = (
    r"(?:build\w*|mak(?:e|ing)|writ(?:e|ing)|cod(?:e|ing)|program(?:me)?|creat(?:e|ing)"
    r"|develop\w*|(?:knock\w*|whip\w*|throw\w*|hack\w*|cobble\w*|put\w*|rustl\w*|bang\w*|slap\w*"
    r"|hammer\w*|spin\w*|set\w*) (?:up|together|out))"
)
_BUILD_ASKED = re.compile(
    rf"\b(?:(?:can|could|would|will) (?:you|u)|(?:would|do) (?:you|u) mind|any chance (?:you|u)"
    rf"(?: could)?|(?:i|we) (?:need|want|would love|'d love|would like|'d like) (?:you|u) to)"
    rf"\b(?:\W+\w+){{0,3}}?\W+{_BUILD}\s+(?:(?:me|us)\s+)?(?:(?:a|an|one|some)\s+)(?P<en>{_THING})\b"
    rf"|\b(?:kannst|könntest|koenntest|würdest|wuerdest|magst|hättest|haettest)\s+du\b[^.!?]{{0,60}}?"
    rf"\b(?:ein|eine|einen|nen|ne)\s+(?P<de>{_THING}\w*)\b[^.!?]{{0,80}}?\b(?:bauen|basteln|schreiben"
    r"|programmieren|machen|erstellen|coden|entwickeln|zusammenbauen|zusammenbasteln"
    r"|zusammenschreiben|zusammenstecken|zusammenschustern)\b"
    rf"|^\W*(?:[\w,]+\s+){{0,6}}?(?:bau|bastel|schreib|programmier|erstell|mach)\w*\s+(?:(?:mir"
    rf"|uns|mal|bitte|doch|schnell|kurz)\s+)*(?:ein|eine|einen|nen|ne)\s+(?P<told>{_THING}\w*)\b",
    re.IGNORECASE,
)
"""A small tool asked to be built, however softly ("would you mind throwing together a little
script …", "könntest du mir bei gelegenheit ein kleines tool basteln, das …")."""
_PURPOSE = re.compile(
    r"^[^.!?]{0,50}?(?:\b(?:that|which|to|for|so|who|where|by|with|das|die|der|welche[snr]?|um"
    r"|zum|zur|für|fuer|mit|wo|dass)\b)",
    re.IGNORECASE,
)
"""What the tool is to do, said after it ("… that sorts my photos", "…, das meine pdfs …"):
without it, "could you build an app?" asks what Eddie can do."""


def build_asked(said: str) -> bool:
    """Whether ``said`` asks for a small program to be built, for a purpose it names: new work
    ("how do i rename files in python?" and "what's a python script?" ask for none)."""
    found = _BUILD_ASKED.search(said)
    if found is None:
        return False
    thing = next(name for name in ("en", "de", "told") if found[name] is not None)
    return _PURPOSE.search(said[found.end(thing) :]) is not None


_MADE_WHOLE = (
    r"(?:zusammen(?:stell|trag|such|schreib)|(?:aus|er)arbeit|aufstell|aufsetz|(?:raus|heraus)such"
    r"|erstell|fertig ?(?:mach|stell)|(?:durch|aus)plan|aufschreib|vorbereit)(?:e?n|e)\b"
    r"|entwerfen\b|entwirf\b|auflisten\b"
)
_MADE_SPLIT = (
    r"(?:(?P<verb>stell|trag|such|arbeit|setz|schreib|plan|list)(?:e|st)?|(?P<done>mach)(?:e|st)?)\b"
    r"(?P<between>[^.!?;,]{3,120}?)\b(?:zusammen|raus|heraus|aus|fertig|auf)\b"
    r"(?=\s*(?:bitte|mal|pls|please|danke|,|\.|!|\?|;|$)|\s+(?:für|fuer|fürs|fuers|mit|zum|zur|bis"
    r"|über|ueber|inkl\w*|samt)\s)"
)
_LOOSE_MADE = re.compile(rf"\b(?:{_MADE_WHOLE}|{_MADE_SPLIT})", re.IGNORECASE)
"""A German verb a thing is made or looked out with, loosely, said as an ask: the infinitive
("ne tour ausarbeiten"), or the verb first and its particle ending the clause ("mach … nen
plan fertig", "such … ne hütte raus")."""
_OBJECT = re.compile(
    r"\b(?:ne|nen|'ne|'nen|n|eine[nm]?|ein|paar|einige|mehrere|\d+|(?:die|alle)\s+\w+sten)\s+[\w-]+",
    re.IGNORECASE,
)
"""What is to be made: "ne getränkeliste", "nen plan", "die besten hütten"."""
_HOW_OR_WHETHER = re.compile(
    r"^\W*(?:wie|was|warum|wieso|wann|wo|welche\w*|hast|habt|hat|ist|sind|soll|sollte)\b",
    re.IGNORECASE,
)
_OWN_TODO = re.compile(
    r"\b(?:muss|müssen|muessen|sollte|sollten|soll|sollen|will|wollen|wollte|wollten|möchte"
    r"|möchten|moechte|hab|habe|haben|hatte|werde|werden|wird|ist|sind|war)\b",
    re.IGNORECASE,
)
"""Someone's own to-do ("ich muss noch ne liste aufstellen", "meine frau will ne liste
zusammenstellen"): nothing asked of Eddie, unless "du" is asked too."""


def made_loosely(said: str) -> bool:
    """Whether ``said`` asks in German for a thing made or looked out, with a loose verb
    ("kannst du fürs hoffest mal ne getränkeliste zusammenstellen", "arbeite für den chorkram
    nen probenplan aus", "such … ne hütte mit kamin raus"): work, for the project it names or
    new ("mach … auf" opens a project; a mail to write is a text)."""
    found = _LOOSE_MADE.search(said)
    if found is None or (found["done"] and said[found.end() - 3 : found.end()].lower() == "auf"):
        return False
    made = _OBJECT.search(found["between"] or said[: found.end()])
    if made is None:
        return False  # "such mal was raus": what? (asked elsewhere)
    if re.fullmatch(MESSAGE_WORDS, made[0].split()[-1], re.IGNORECASE):
        return False  # "… ne mail an alle aufsetzen": a text Eddie writes
    if _HOW_OR_WHETHER.search(said):
        return False  # "wie stell ich ne liste auf", "hast du … schon zusammengestellt"
    return _OWN_TODO.search(said) is None or re.search(r"\bdu\b", said, re.I) is not None


_A_WORKER = (
    r"(?:a|an|one|some|the|your|a free|one of the|one of your|einer? der|eine?n?|ne|nen|den|einen"
    r" freien)\s+(?:worker|helper|agent|bot|assistant|helfer|agenten?)s?"
)
_WORKER_ASKED = re.compile(
    rf"\b(?:could|can|would|will|might|may|kann|könnte|koennte|soll|sollte)\s+{_A_WORKER}\b"
    rf"|\b(?:any chance|maybe|perhaps|vielleicht)\s+{_A_WORKER}\s+(?:could|can|would|might|könnte|kann)\b"
    rf"|\b(?:get|have|put|set|ask|send|let|use|assign|hand (?:it|this|that) to)\s+{_A_WORKER}\b"
    r"|\b(?:get|put|set|have)\s+(?:someone|somebody|a worker|one|jemand\w*)\s+(?:on|onto)\s+(?:it|this"
    r"|that|the case)\b"
    r"|\bget (?:a|an|the|some|me a|us a)\s+(?:[\w'-]+\s+){0,3}?(?:comparison|overview|report"
    r"|research|analysis|breakdown|write-?up|summary|shortlist|rundown|deep[- ]dive|review"
    r"|investigation|study|plan|script|program|tool)\s+(?:done|going|made|written|put together"
    r"|sorted|started)\b"
    rf"|\b(?:lass|lasst|schick|setz)\s+(?:mal\s+|doch\s+|bitte\s+)*{_A_WORKER}\b"
    r"|\bsetz\w*\s+(?:mal\s+)?(?:jemand\w*|einen|nen)\s+(?:\w+\s+)?(?:dran|drauf|darauf|daran)\b",
    re.IGNORECASE,
)
"""Work asked of a worker outright ("could a worker dig through …", "any chance one of the
workers could …", "have a worker …", "get
someone on it", "could you get a thorough comparison done"): handed out, not answered."""
_TOLD_BACK = re.compile(
    r"\b(?:tell|say|answer|remind|give)\s+(?:me|us|mir|uns)?\s*(?:quickly\s+|kurz\s+)?(?:what|who"
    r"|when|where|whether|if|how (?:many|much|old|long|far|tall|big)|was|wer|wann|wo|wie viele?)\b"
    r"|\b(?:say|sagen|tell me)\s+(?:what|was)\b",
    re.IGNORECASE,
)
"""A worker asked only to say something back ("could a worker tell me what the capital of …
is"): a question of fact, answered."""


def worker_asked(said: str) -> bool:
    """Whether ``said`` asks for work of a worker outright, for more than a fact to be told
    back: new work (the topic's project or a new one)."""
    found = _WORKER_ASKED.search(said)
    return found is not None and _TOLD_BACK.search(said, found.end()) is None


def worker_told_fact(said: str) -> bool:
    """Whether ``said`` asks a worker only to tell a short fact back ("can a worker tell me how
    many ounces are in a pound"): answered, no work handed out."""
    found = _WORKER_ASKED.search(said)
    told = _TOLD_BACK.search(said, found.end()) if found is not None else None
    return told is not None and len(said[told.end() :].split()) <= _FACT_WORDS


_FACT_WORDS = 10
"""At most this many words after "tell me what …" for a question of fact."""
