"""Whether words state something about the user ("my sister is anna") or ask for work
("btw make a rough itinerary for our japan holiday"): what is remembered and what is handed out."""

from __future__ import annotations

import re

from brain.router.naming import MIN_TASK_WORDS, task_words
from brain.router.texting import (
    ASKS_WORDS,
    CLAUSE,
    DOCUMENT_WORDS,
    MESSAGE_WORDS,
    TOLD_START,
    TOLD_VERB,
)
from brain.router.work_asked import build_asked, made_loosely, part_wanted, worker_asked

_STATEMENT = re.compile(
    r"(?<!\w)(?:i|i'm|im|i've|i'd|my|me|mine|is|are|am|was|were|has|have|ich|mein\w*|mir|mich|"
    r"ist|bin|sind|war|habe|hat)(?!\w)"
)


def is_statement(fact: str) -> bool:
    """Whether ``fact`` says something ("my sister is anna", "i'm vegan"), not just names a
    thing ("the milk": a reminder, or a wish to chat, for the model to judge)."""
    if _ORDER.match(fact.lower()):
        return False  # "btw make a rough itinerary for …": work asked for, no fact
    return len(fact.split()) >= 3 or bool(_STATEMENT.search(fact.lower()))


_FILLER_START = re.compile(
    r"^(?:(?:btw|by the way|also|ok(?:ay)?|so|and|now|hey|pls|please|übrigens|und|dann|eddie|just"
    r"|lol|omg|haha|yay|finally|guess what|update|news|endlich|juhu)\W+)+"
)


def orders_work(said: str) -> bool:
    """Whether ``said`` begins (after filler) with work asked for: "btw make a rough
    itinerary for our japan holiday", "such mal flüge nach rom"."""
    return bool(_ORDER.match(_FILLER_START.sub("", said.lower())))


_ORDER = re.compile(
    r"(?:(?:can|could|would|will) (?:you|u) (?:please |pls |maybe )?|(?:kannst|könntest|koenntest)"
    r" du (?:mal |bitte )?)?(?:make|find|write|plan|book|research|compare|check|look (?:up|into|for)|get me|send"
    r"|set up|open up|spin up|(?:start|begin|kick off) (?=(?:a|an|one|something|new|the)\b)"
    r"|create|organi[sz]e|draft|put together|figure out|search|order|mach|finde?|schreib"
    r"|plane?|buch|such|recherchier|vergleich|organisier|erstell)\b"
)


def tells_only(said: str, *, any_verb: bool = False) -> bool:
    """Whether ``said`` only tells something (news, a complaint) and asks for no work: "i
    started a new project at work today", "the project manager at work is annoying". Work is
    asked for with a word that asks ("can you", "i need", "bitte") or an order ("find …").
    Its verb must be one news is told with, unless ``any_verb`` ("we finally have snow")."""
    low = _FILLER_START.sub("", said.lower()).strip()
    orders = (_ORDER.match(part) or starts_with_work(part) for part in CLAUSE.split(low))
    if (
        ASKS_WORDS.search(low) or any(orders) or part_wanted(low) or worker_asked(low)
    ):  # "… - track down a supplier"
        return False  # "the X are lacking a packing list chapter, take care of it" asks too
    verb = TOLD_VERB.search(low) or (any_verb and _SOME_VERB.search(low))
    return bool(TOLD_START.match(low) and verb)


_SOME_VERB = re.compile(
    r"\b(?:have|has|get|gets|go|goes|come|comes|love|loves|like|likes|hate|hates|think|feel|feels"
    r"|know|knows|live|lives|work|works|turns?|starts?|moves?|leaves?|can|could|will|won'?t|can'?t"
    r"|haben|gibt|geht|gehen|kommt|kommen|bekomm\w*|kriegt|kriegen|mag|liebe|finde|wohn\w*"
    r"|arbeit\w*|heirat\w*|zieh\w*|kann|können|darf|dürfen|wird|werden)\b"
)
"""Any verb news is told with ("we finally have snow", "my brother gets married in june")."""


_OTHER_THING = re.compile(
    r"^\W*(?:(?:please|pls|can you|could you|bitte|kannst du)\s+)?(?:open|close|shut|show|archive"
    r"|pull up|bring up|öffne|schließ\w*|zeig\w*|archivier\w*)\s+(?:(?:me|us|mir|uns)\s+)?(?:the|a|my|this|that|den|die|das|dem|mein\w*"
    r"|ein\w*)\s+(?!(?:project|projekt|worker|one|thing|stuff|folder|ordner|last|latest|first"
    r"|new|neue\w*|other|andere\w*)\b)\w+",
    re.IGNORECASE,
)
"""A command verb on a thing that is no project ("open the window", "pull up a chair"): not
about projects."""


def names_other_thing(said: str) -> bool:
    """Whether a project command's verb is said of a thing that is no project: "open the
    window", "zeig mir das fenster" (the project named itself is found before this)."""
    return _OTHER_THING.search(said) is not None


_WORK_START = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|now|great|cool|alright|also|und|jetzt|dann|hey|eddie)\W+)*"
    r"(?:(?:can|could|would) (?:you|u) |(?:kannst|könntest|koenntest) du (?:mal )?)?(?:find"
    r"|search(?: for)?|look (?:up|for|into)|research|compare|book|get me|dig (?:up|into|through|thru)"
    r"|track down|hunt down|round up|sift (?:through|thru)|write up|work out|find out|suss out"
    r"|pull together|put together|figure out|go (?:through|thru)|browse|scour|comb (?:through|thru)"
    r"|such\w*|finde?|recherchier\w*|vergleich\w*|trag\w* (?:(?:mal|bitte|mir|uns|doch)\s+)*"
    r"(?:\w+\s+){0,3}?zusammen|zusammentrag\w*|(?:raus|heraus)such\w*|(?:raus|heraus)find\w*"
    r"|plan (?:me|us|out|my|our|the|a|an)|organi[sz]e (?:me|us|my|our)|plane? (?:mir|uns)"
    r"|buch\w*|schau (?:mal )?nach|durchsuch\w*"
    r"|(?:get|have|ask|let) (?:somebody|someone|a worker|a helper)(?: to)? \w+"
    r"|lass (?:mal )?(?:jemand\w*|einen worker) \w+)\b",
    re.IGNORECASE,
)
"""Work said outright at the start ("find me a cheap flight to rome", "such mir …", "get
somebody to price the old furniture")."""
_WISH_WORK = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|hey|um|hmm|also|und|eddie)\W+)*(?:need|(?:i|we) (?:really )?(?:need|want|would love"
    r"|would like|'d love|'d like)|(?:would|i'd|id) (?:love|like)|(?:could|can) (?:i|we) get|ich (?:bräucht\w*|brauch\w*"
    r"|hätte gern|haette gern|möchte|will))\s+(?:(?:mal|dann|noch|echt|wirklich|bitte)\s+)*(?:a|an|ein"
    r"|eine|einen|nen|ne|some)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:itinerary|travel plan|trip plan|(?:\d+[- ]?(?:week|day|month|wochen|tage|monats?)[- ]?)plan"
    r"|shortlist|short list|comparison|overview|report|research"
    r"|business plan|training plan|study plan|budget plan|reiseplan|reiseroute|vergleich"
    r"|übersicht|uebersicht|recherche|bericht|trainingsplan|lernplan|businessplan|marktanalyse"
    r"|market analysis|(?:plan|itinerary|schedule|programme?|trip|reiseplan)\s+for\s+(?:\d+"
    r"|a few|several|two|three|four|five|six|seven|ten|zwei|drei|vier|fünf)\s+(?:days|weeks"
    r"|nights|tage|wochen|nächte))\b",
    re.IGNORECASE,
)
"""Work wished for by what should come of it ("i need a proper 2 week itinerary for japan")."""


def starts_with_work(said: str) -> bool:
    """Whether ``said`` begins with work asked for outright or wished for by its result."""
    return _WORK_START.match(said) is not None or _WISH_WORK.match(said) is not None


def outright_work(said: str) -> bool:
    """Work said outright at the start, with words enough to be a task ("find me a flat in
    berlin", "i need a 2 week itinerary for japan", "build me a website for my bakery")."""
    asked = _HELP_ME.sub("", _FOR_FIRST.sub("", said, count=1), count=1)  # "für X: such mal …"
    document = _WRITES.match(asked)  # "mach mir ne übersicht welche kitas noch plätze haben"
    written = document is not None and (document["document"] or document["software"]) is not None
    others = said  # the words around a document asked for: "a revision schedule" is none of ours
    if document is not None and document["document"] is not None:
        others = (
            said[: len(said) - len(asked) + document.start("document")] + asked[document.end() :]
        )
    planned = asks_made(asked) and _PLANNED.search(asked) is not None  # "… nen lernplan machen"
    loose = made_loosely(asked)  # "arbeite einen lernplan aus für die klausuren im juli"
    if _VANCE_PARTS.search(others) or _RUNNING.search(said):
        written = planned = loose = False  # "make me an overview of my projects", "… running"
    if _SMALL.search(asked) and not (document and document["software"]) and not large_work(said):
        written = planned = False  # "give me a quick guide for boiling eggs": an answer
    built = build_asked(said)  # "could you whip up a tiny tool that renames my pdfs …"
    made = starts_with_work(asked) or written or built or planned or loose
    return made and task_words(said) >= MIN_TASK_WORDS


_PLANNED = re.compile(rf"\b{DOCUMENT_WORDS}\b", re.IGNORECASE)
_SMALL = re.compile(
    r"\b(?:short|quick|brief|little|tiny|mini|one-page|two-line|kurze[nrs]?|knappe[nrs]?"
    rf"|kleine[nrs]?)\s+(?:[\w'-]+\s+)?{DOCUMENT_WORDS}\b",
    re.IGNORECASE,
)
"""A small text asked for ("write me a short guide to …"): the small model's answer, no work."""


_VANCE_PARTS = re.compile(
    r"\b(?:projects?|projekt\w*|workers?|agents?|reminders?|timers?|alarms?|inbox|posteingang"
    r"|memory|sessions?|schedules?|erinnerung\w*)\b",
    re.IGNORECASE,
)
_RUNNING = re.compile(
    r"\b(?:what'?s|whats|what is|which are|was|welche)\s+(?:\w+\s+)?(?:running|läuft|laufen|busy)\b",
    re.IGNORECASE,
)


_HELP_ME = re.compile(
    r"^\W*(?:(?:can|could|would) (?:you|u) )?help me(?: to)?\s+|^\W*(?:kannst|könntest) du mir"
    r" helfen,?\s+",
    re.IGNORECASE,
)


_STATE_QUESTION = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|hey|um|hmm|also|und|eddie)\W+)*(?:are|is|was|were|did|has|have"
    r"|had|does|do (?:any|all)|ist|sind|war|hat|haben|hatte)\b(?!\s+(?:you|u|ya)\s+(?:find|look"
    r"|research|compare|make|write|plan|book|check|get|draft))",
    re.IGNORECASE,
)


def asks_how_things_are(said: str) -> bool:
    """A yes/no question about how things stand ("are any of my agents still busy", "did the
    family tree thing send anything over?"): no work is handed out by it ("do you find …"
    and "can you …" still ask for work)."""
    return _STATE_QUESTION.match(said) is not None


_WRITE_LEAD = (
    r"^\W*(?:(?:ok(?:ay)?|so|hey|eddie|pls|please|plz|bitte|quick(?:ly)?|can you|could you"
    r"|can u|could u|would you|will you|kannst du|könntest du|koenntest du|mal|also|now|jetzt"
    r"|i need|need|i want|want|i'?d like|i would like|help me|hilf mir|ich brauche?|brauche?"
    r"|ich hätte gerne?|ich haette gerne?|ich möchte|ich moechte)\W+)*"
)
_WRITES = re.compile(
    _WRITE_LEAD + r"(?:(?:write|draft|compose|type up|put together|give me|make|create|generate"
    r"|come up with|build|code|program|develop|draw up|sketch(?: out| up)?|map out|lay out"
    r"|outline|rough out|work (?:up|out)|plan out|bau|programmier\w*|entwickel\w*|schreib\w*"
    r"|formulier\w*|verfass\w*|erstell\w*|mach|send)\W+(?:(?:me|mir|us"
    r"|uns)\W+)?(?:(?:bitte|mal|doch|kurz|schnell|pls|please)\W+)*(?:(?:a|an|one|some|ne|nen|ein|eine|einen|the)\s+)?|(?:a|an|one|ne|nen|eine"
    r"|einen)\s+)(?:[\w'-]+\s+){0,3}?(?:(?P<message>"
    + MESSAGE_WORDS
    + r")|(?P<document>"
    + DOCUMENT_WORDS
    + r")|(?P<software>(?:web ?)?(?:site|app)|webseite|homepage|landing page|game|spiel|program"
    r"|programm|script|skript|tool|bot|plugin|extension|(?:online|web)-? ?shop))\b",
    re.IGNORECASE,
)
"""Something to write or build asked for first ("need an email to my boss", "build me an app")."""


def writes_something(said: str) -> re.Match[str] | None:
    """The start of ``said`` when it asks for something written (a message, a plan), else None."""
    return _WRITES.match(said)


_MAKES = re.compile(
    _WRITE_LEAD + r"(?:write|draft|compose|put together|give me|make|create|generate|compile"
    r"|build|prepare|come up with|brainstorm|work out|plan|organi[sz]e|schreib\w*|formulier\w*|verfass\w*"
    r"|erstell\w*|mach|plane?|organisier\w*"
    r"|stell\w* (?:\w+ )?zusammen|bereite?)\b"
    r"|^\W*(?:kannst|könntest|koenntest|würdest|wuerdest) du (?:mir |uns )?(?:mal |bitte |noch )*"
    r"(?:[\w/-]+ ){1,12}?(?:machen|erstellen|schreiben|zusammenstellen|ausarbeiten|aufstellen"
    r"|aufsetzen|verfassen|formulieren|entwerfen|zusammensuchen|raussuchen|heraussuchen|zusammentragen)\b",
    re.IGNORECASE,
)


def asks_made(said: str) -> bool:
    """Whether ``said`` starts asking for something made or planned ("plan my meals …")."""
    return _MAKES.match(said) is not None


_SIZE = re.compile(
    r"\b(?:\d+|one|two|three|four|six|eight|twelve|zwei|drei|vier|sechs|acht|zwölf)[- ]?(?:week|day"
    r"|month|wochen|tage|monats?)\w*[- ]?(?:[\w-]+\s+){0,2}?(?:plan|program|programme|schedule"
    r"|routine|itinerary|curriculum|\w+plan|(?:city |road |weekend )?trip|tour|getaway|holiday"
    r"|vacation|reise|urlaub|städtetrip|staedtetrip|outline|guide|course|campaign|series)\b"
    r"|\b(?:\d+|two|three|four|five|six|eight|ten|twelve|zwei|drei|vier|fünf|sechs|acht|zehn)[- ]?"
    r"(?:sessions?|parts?|lessons?|modules?|chapters?|episodes?|acts?|einheiten|teile?\w*|kapitel"
    r"|lektionen|folgen)\b|\b(?:over|for|across|über|ueber|in) (?:the next |the coming |die nächsten |die kommenden )?(?:\d+|a few|several|zwei|drei|vier)"
    r" (?:weeks|months|wochen|monaten|monate)\b|\b(?:\d+(?:\s*-\s*\d+)?|few|several|couple of"
    r"|multiple|mehrere|ein paar) (?:pages?|seiten)\b|\blong(?:ish|er)?\b|\bin[- ]depth\b"
    r"|\b(?:comprehensive|thorough|detailed|step[- ]by[- ]step|ausf(?:ü|ue)hrlich\w*"
    r"|umfassend\w*|detailliert\w*|gr(?:ü|ue)ndlich\w*)\b|\b\d{2,}\s+(?:[\w-]+\s+){0,4}?(?:cards"
    r"|flashcards|questions|items|examples|ideas|recipes|words|sentences|exercises|tips|suggestions"
    r"|places|activities|restaurants|books|movies|films|names|tipps|vorschläge|vorschlaege|orte|namen|karten"
    r"|fragen|rezepte|beispiele|vokabeln|übungen|uebungen|papers?|studies|articles|sources|studien"
    r"|artikel|quellen)\b"
    r"|\b(?:with|mit|incl\.?|including|inkl\.?) (?:\w+ )?(?:prices|preisen|costs|kosten|links"
    r"|sources|quellen|b(?:ü|ue)chern|books|apps)\b|\b(?:incl\.?|including|inkl\.?|covering|samt"
    r"|mitsamt)\s[^.!?]{0,50}?\b(?:and|und|&)\b|\b(?:every|each|all the|jede[nm]?|alle) (?:single )?"
    r"(?:steps?|schritte?)\b|\b(?:from (?:start|scratch|a) to (?:finish|end|z)|end[- ]to[- ]end|von"
    r" a bis z|schritt f(?:ü|ue)r schritt)\b|\b(?:full|complete|entire|komplett\w*|vollst(?:ä|ae)ndig"
    r"\w*)\s+(?:[\w'-]+\s+){0,2}?(?:guide|how-to|tutorial|walk-?through|write-?up|manual|handbook"
    r"|plan|itinerary|overview|report|anleitung|leitfaden|handbuch|ratgeber|übersicht|\w+plan"
    r"|bericht)\b",
    re.IGNORECASE,
)
_CITED = re.compile(
    r"\b(?:citing|cite|quoting|referencing|with references to) (?:the )?(?:relevant |applicable )?"
    r"(?:law|laws|legislation|statutes?|regulations?|sources|studies|paragraphs?|case law)\b"
    r"|\b(?:mit|unter) (?:bezug|verweis) auf (?:das |die |den )?(?:gesetz\w*|paragra(?:f|ph)\w*"
    r"|recht\w*|quellen)\b"
    r"|\b(?:legally|rechtlich|juristisch)\W+(?:\w+\W+)?(?:sound|watertight|airtight|binding"
    r"|correct|valid|solid|bulletproof|clean|sauber|wasserdicht|korrekt|einwandfrei|bindend"
    r"|haltbar|sicher|belastbar)\b|\b(?:holds? up|stands? up|sticks?) (?:legally|in court)\b"
    r"|\b(?:rechtssicher\w*|rechtsverbindlich\w*|fristsetzung|mietminderung|abmahnung)\b"
    r"|\b(?:eine |die |ne |'ne )?frist (?:setzen|setze|setzt|stellen|von \d+)"
    r"|\bset(?:ting)? (?:them |him |her |a |an )?(?:\d+[- ]day |formal |legal |firm |final )?"
    r"deadline\b",
    re.IGNORECASE,
)
"""A text that needs looking things up ("a letter … citing the relevant law") or that must hold
legally ("… rechtlich sauber, mit Fristsetzung", "legally watertight"): work, even a letter."""
"""How big a piece of writing is: many weeks, pages, detail, dozens of items."""


def large_work(said: str) -> bool:
    """Whether ``said`` asks for a sizeable piece of work, made or written: "write a longish
    guide … 3-4 pages", "make a 4 week plan for the pup", "generate like 200 anki cards",
    "schreib mir nen ausführlichen plan …" (a message, however detailed, is no such work)."""
    said = _FOR_FIRST.sub("", said, count=1)  # "für das hundeprojekt: kannst du …"
    asked = _ASKED_LATER.search(said)  # "my dad turns 70 in june, can you come up with …"
    if asked is not None and _MAKES.match(said) is None:
        said = said[asked.start() :]
    if _MAKES.match(said) is None and _WRITES.match(said) is None:  # "i need a full how-to …"
        return False
    if _CITED.search(said):
        return True
    if _SIZE.search(said) is None:
        return False
    found = _WRITES.match(said)
    return found is None or found.group("message") is None or _PAGES.search(said) is not None


_PAGES = re.compile(r"\b(?:pages?|seiten)\b", re.IGNORECASE)
_ASKED_LATER = re.compile(
    r"(?<=[,.;!?] )(?:(?:so|and|ok|now|then|pls|please)\s+)?(?:can|could|would) (?:you|u)\b|(?<=[,.;!?] )(?:kannst"
    r"|könntest|koenntest) du\b",
    re.IGNORECASE,
)
"""A request after what it is for, in the next clause."""


def asked_part(said: str) -> str:
    """What ``said`` asks for when it says why first ("my dad turns 70 in june, can you come up
    with 15 gift ideas …" → "can you come up with 15 gift ideas …")."""
    asked = _ASKED_LATER.search(said)
    return said if asked is None else said[asked.start() :]


_FOR_FIRST = re.compile(
    r"^\W*(?:(?:oh|and|also|ok|okay|so|btw|und|ach|noch)\W+)*(?:for|re|about|regarding|für|fuer|zum"
    r"|zur|beim|wegen) (?:the |my |das |den |die |der |dem |unser\w* |mein\w* )?[^:,.!?—–]{1,40}?"
    r"(?:\s*[:–—]\s*|\s+-\s+)",
    re.IGNORECASE,
)
"""What the work is for, said first ("for the ebike: …", "für das hundeprojekt: …")."""


def for_first(said: str) -> bool:  # "zur imker-recherche noch: …"
    return _FOR_FIRST.match(said) is not None


_ASKS_WORK = re.compile(
    r"\b(?:(?:can|could|would|will) (?:you|u|someone|somebody|a worker)|kannst du|könntest du"
    r"|koenntest du|kann (?:jemand|einer)|need (?:someone|somebody|a worker|you) to"
    r"|(?:get|have|ask|let) (?:the |my )?[\w-]+(?: [\w-]+)? (?:project|worker|one|agent|team|people|bot)"
    r" to)\s+(?:\w+\s+){0,3}?"
    r"(?:dig into|dig up|look into|research|compare|figure out|find out|work out|calculate|crunch|run the"
    r"|find (?:me |us )?(?:where|whether|if|how|which|what|who|when)|hunt down|track down"
    r"|rework|redo|revise|rearrange|reshuffle|rejig|overhaul|überarbeit\w*|ueberarbeit\w*|umplanen"
    r" numbers|go through|durchrechn\w*|recherchier\w*|vergleich\w*|rausfind\w*|herausfind\w*"
    r"|ausrechn\w*|raussuch\w*|durchgeh\w*|put together (?:a|an) (?:\w+ )?(?:plan|checklist|overview"
    r"|list|guide|schedule|itinerary|comparison|timeline)|draw up|map out|zusammenstell\w*|planen"
    r"|durchplan\w*|ausarbeit\w*|aufstell\w*|berechn\w*)\b"
    r"|(?:^|[.!?:;]\s+)(?:(?:pls|please|ok|so|then)\s+)?(?:find (?:me|us) (?:\w+ ){0,2}(?:\w+s|a|an|some)\b"
    r"|hunt down|track down|research|compare)\b"
    r"|\b(?:start|kick off|begin|spin up|set up|get going|fang\w*|starte?)\s+(?:(?:mal|bitte|up|me"
    r"|us|mir|uns)\s+)*(?:something|a thing|a project|smth|sth|was|etwas)(?:\s+(?:new|neues))?"
    r"\s+(?:(?:to|for|on|about|um|zum|für|fuer|an,?\s+um)\s+)?(?:figur\w* out|find\w* out|work\w*"
    r" out|research\w*|look\w* into|dig\w* into|(?:which|whether|if|how|what|why|welche\w*|ob|wie)"
    r"\b|rauszufind\w*|herauszufind\w*|recherchier\w*)",
    re.IGNORECASE,
)
"""… and new work started for a question ("start something for figuring out whether …",
"fang mal was an, um rauszufinden welche …")."""


def asks_for_work(said: str) -> bool:
    """Whether ``said`` asks Eddie outright for research or number crunching anywhere in it,
    with words enough for a task ("wir überlegen seit wochen ob … kannst du das mal richtig
    durchrechnen mit leasingraten, strom vs diesel …")."""
    return _ASKS_WORK.search(said) is not None and task_words(said) >= 2 * MIN_TASK_WORDS


def sizeable(said: str, *, named: bool = False) -> bool:
    """Whether ``said`` asks for work of some size (:func:`large_work`, :func:`asks_for_work`),
    or, ``named`` a project, for a part it still lacks ("the X is missing a section on …, could
    you add one": :func:`~brain.router.work_asked.part_wanted`; "does X still need …?" asks), or
    for a thing made with a loose German verb ("… mal ne tour ausarbeiten": :func:`made_loosely`)."""
    if large_work(said) or asks_for_work(said):
        return True
    if worker_asked(said) and task_words(said) >= 2 * MIN_TASK_WORDS:
        return True  # "could a worker dig through which records …", "get someone on it: …"
    lacking = part_wanted(said) or made_loosely(said)
    return named and lacking and not asks_how_things_are(said)


_DONE_ASKED = re.compile(
    r"\b(?:finished|done|ready|came (?:in|back)|arrived|fertig|angekommen)\b[^.!?]*\?|\b(?:lemme"
    r"|let me) see\b|\bzeig (?:mal|her)\b",
    re.IGNORECASE,
)


def asks_if_done(said: str) -> bool:
    """Whether ``said`` asks if some work finished ("i think something about the citizenship
    test finished? lemme see"): a look at the results, no new work."""
    return _DONE_ASKED.search(said) is not None and not worker_asked(said)  # "get … done?"
