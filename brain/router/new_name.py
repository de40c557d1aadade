"""A new project's name from the user's words: "create a project called Wedding 2026" →
``wedding_2026``, "a project for planning my mum's 60th" → ``mums_60th``, and a project asked
for as a place for something ("keep all the stuff for my sister's 40th in one place")."""

from __future__ import annotations

import re

from brain.router.slots import A_PROJECT, clean
from brain.router.texting import NAME_FILLER, NAME_LEAD, TRAILING_NAME_NOISE

_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})

_NAME_CUE = re.compile(
    r"(?:\bcalled|\bnamed|\bnamens|\bname\s+it|\bcall\s+it(?!\s+(?:off|quits|a\s+day|a\s+night)(?![\w-]))|\btitled|\bmit\s+dem\s+namen|\bnenn(?:e|s)?\s+(?:es|das|ihn)|\b(?:name|title|titel)(?=\s*:))\s*:?\s+(?P<name>.+)$"
)
_NAMES_A_THING = re.compile(r"\b(?:is|are|was|were|be)\b|(?<!\blet)'s\b")
_PROJECT_WORD = (
    r"(?:project|projekt|projct|proj|projet|projcet|porject|prject|poject|proejct|projecct|projekt"
    r"|(?:separate|own|new|fresh|dedicated|eigenen?|neuen?|extra) (?:space|place|folder|spot|area"
    r"|bereich|ordner))"
)
_SPACE_FOR = re.compile(
    r"\b(?:keep|put|have|collect|gather|store)\s+(?:all\s+)?(?:of\s+)?(?:the|my|our)?\s*(?:stuff"
    r"|things|everything|info|notes|ideas|plans)\s+(?:for|about|on|around|re)\s+(?P<name>.+?)\s+"
    r"(?:in one place|together|in a (?:separate|single|dedicated) (?:place|space|spot))\b"
    r"|\b(?:track|keep|handle|organi[sz]e)\s+(?P<name2>.+?)\s+(?:separately|apart|on its own"
    r"|in its own (?:space|place|project))\b"
    r"|\bleg\w*\s+(?:(?:mal|bitte|doch|mir|uns)\s+)*(?:was|etwas|eins|ein projekt|ein neues projekt)"
    r"\s+(?:neues\s+)?(?:an\s+)?(?:für|fuer|zu|zum|zur)\s+(?P<name3>.+?)(?:\s+an)?$",
    re.IGNORECASE,
)
"""A project asked for as a place for something ("keep all the stuff for my sister's 40th in
one place", "track my marathon training separately", "leg was neues an für die küche")."""
_AFTER_PROJECT = re.compile(
    rf"\b{_PROJECT_WORD}\b\s*:?\s*(?:(?:an|auf)\s*:\s*|an\s+)?(?:(?:for|für|fuer|fürs|fuers|zum|zur|about|on|über"
    r"|übers)\s+)?(?:(?:the|my|our|a|an|die|den|das|dem|der|meine|meinen|unsere|unseren|unser)\s+)?"
    r"(?P<name>.+)$"
)
_NAME_TAIL = re.compile(
    r"\s*[,;]\s*.*$|[?!]\s+\S.*$|(?<=\w{3})\.\s+\S.*$|\s+(?:and|und|then|dann|so that|so(?=\s+(?:i|we|u|you|it|they|ich|wir)\s)|damit|which|that|die|der|(?:to|zu|um)(?=\s+"
    r"(?:help|track|plan|keep|organi[sz]e|collect|gather|store|manage|figure|find|work|research"
    r"|look|do|get|have|put|sort|write|make|handle|compare|check|see|note|log|hold|sammeln"
    r"|planen|organisieren|verfolgen|tracken))"
    r"|for (?:all|the|my|our|everything)|für (?:alle|den|die|das|meine?n?|unsere?n?))\s+.*$"
    r"|\s+(?:for|für|fuer) (?:me|us|myself|ourselves|him|her|them|mich|uns)\b.*$"
)
"""Where a name ends: a comma, or a clause after it ("taxes and have a worker …")."""
_WHY = re.compile(r"(?:so|to|where|that|which|because|since|damit|wo|um)\b", re.IGNORECASE)
_SAID_OF = re.compile(
    r"(?:is|are|was|were|will|would|be|been|gonna|going|get|gets|got|make|makes|made|need|needs"
    r"|has|have|had|ist|sind|wird|werden|war|hat|schafft|kommt|braucht)\s",
    re.IGNORECASE,
)
"""What is said of a project named before it ("… project make it in time"): no name."""
_QUOTED = re.compile(r"(?:(?<=\s)|^)['\"‘“„](\w[^'\"’”“\n]{0,40}?)['\"’”“](?=[\s.,!?;:]|$)")
"""A name said in quotes ("'print shop' is fine as a name")."""
_NAME_FIRST = re.compile(
    r"(?:^|[,.;:!?(]\s*|\b(?:pls|please|bitte|and|und|oh)\s+)(?P<name>[^\s,.;:!?()][^,.;:!?()]{0,40}?)"
    r"\s+(?:works|would work|is fine|is good|is ok|is okay|will do|sounds good|passt|geht|reicht)"
    r"\s+(?:as|als)\s+(?:a\s+|the\s+)?(?:name|projektname|project name)\b"
)
"""A name said before the words that make it one ("…, dog adoption works as a name")."""
_AS_NAME = re.compile(r"\b(?:as (?:a|the) name|als name|name it|call it|nenn(?:e|s)? (?:es|das))\b")
_MAKING = (
    r"(?:anlegen|erstellen|starten|aufmachen|aufsetzen|einrichten|machen|beginnen|bitte|pls|please"
    r"|(?:to\s+)?(?:create|start|make|set\s+up|open|kick\s+off)(?:\s+(?:it|one|pls|please))?)"
)
"""Words between "project" and the colon before its name ("neues projekt anlegen: …")."""
_SOMETHING_NEW = re.compile(
    r"\b(?:start|create|make|open|begin|set up|spin up|kick off|add)\s+(?:something|a thing|one|another"
    r"|a new one)(?:\s+(?:new|fresh|else))?\s*(?:[:–—]|-+)\s*(?P<name>\S.*)$"
    r"|\b(?:was|etwas|eins)\s+(?:neues|neu)\s+(?:an|auf|anlegen|starten|anfangen|aufmachen)?\s*(?:[:–—]|-+)"
    r"\s*(?P<name2>\S.*)$",
    re.IGNORECASE,
)
"""Something new started with its name after a colon or a dash ("start something new - …")."""
_PLACE_WORDS = frozenset(
    {"at", "in", "on", "by", "near", "from", "with", "behind", "im", "am", "beim", "bei", "auf",
     "mit", "hinter", "neben", "vor"}
)  # fmt: skip
_POINTED = re.compile(
    r"^(?:it|this|that|them|one|es|das|dafür|dafuer)\s*(?:[?!.:]+\s+(?=\S)|,\s+(?=\S)(?!(?:it|it'?s|i|i'm|im"
    r"|we|you|so|because|cause|pls|please|thanks|that|which|just|and|but|ok|okay|like|maybe|ich|wir"
    r"|bitte|danke|weil|und|aber|damit|so that)\b))"
)
"""A pronoun asked about, then the name said ("a project for it? violin lessons")."""


def new_project_name(text: str, *, strict: bool = False) -> tuple[str, str] | None:
    """(clean name, the words it came from) for a new project, or None.

    ``strict`` accepts only an explicit cue ("called", "named", "namens", "name it", or
    "project:"); otherwise the words after "project (for the)" count too."""
    said = clean(text)
    quoted = _QUOTED.findall(said) if A_PROJECT.search(said) or _AS_NAME.search(said) else []
    if len(quoted) == 1 and 1 <= len(quoted[0].split()) <= 4 and slug(quoted[0]):
        return slug(quoted[0]), quoted[0]  # "make a project 'lasik op' so i can keep track"
    first = _NAME_FIRST.search(said)
    if first is not None and 1 <= len(first.group("name").split()) <= 4:
        told = " ".join(first.group("name").split())  # "…, dog adoption works as a name"
        return (slug(told), told) if slug(told) else None
    found = _NAME_CUE.search(said)
    if (
        found is not None
        and _NAMES_A_THING.search(said[: found.start()])
        and not A_PROJECT.search(said)
    ):
        return None  # "my son's teacher is called mrs brown" names a person, not a project
    if found is None:
        colon = re.search(
            rf"\b{_PROJECT_WORD}(?:\s+{_MAKING})?\s*:\s*(?P<name>.+)$", said
        ) or _SOMETHING_NEW.search(said)
        found = colon or (
            None
            if strict
            else _AFTER_PROJECT.search(said) or _SPACE_FOR.search(said) or _A_PLACE.search(said)
        )
    if found is None:
        return None
    named = next(v for k, v in found.groupdict().items() if k.startswith("name") and v)
    if found.re is _AFTER_PROJECT and (_WHY.match(named) or _SAID_OF.match(named)):
        return None  # "a project so i can keep track", "will the X project make it in time"
    named = _POINTED.sub("", named)  # "… a project for it? violin lessons": the name after
    raw = _NAME_TAIL.sub("", named).strip(" \"'?!.")
    words = [w.strip("\"'?!.") for w in raw.split()]
    while words and words[-1] in TRAILING_NAME_NOISE:
        words.pop()
    if found.re in (_AFTER_PROJECT, _SPACE_FOR, _SOMETHING_NEW, _A_PLACE):  # "… for mum's 60th"
        while len(words) > 1 and words[0] in NAME_LEAD:
            words.pop(0)
        words = [w for w in words if w not in NAME_FILLER] or words
        if found.re is _A_PLACE:  # "a folder for a possible podcast idea": the podcast
            words = [w for w in words if w not in _SOMEDAY] or words
        if len(words) >= 4 and words[-2] in ("for", "für", "fuer"):
            words = words[:-2]  # "violin lessons for mia": the lessons
        words = _place_first(words)  # "a caravan trip through scotland": scotland_caravan_trip
    if len(words) > 4:  # "fence repair at the back": the name before where or what with
        ahead = next((i for i, w in enumerate(words) if w in _PLACE_WORDS), 0)
        words = words[:ahead] if 1 <= ahead <= 4 else words
    if not words or len(words) > 4:
        return None
    name = slug(" ".join(words))
    return (name, " ".join(words)) if name else None


_TRIPS = frozenset(
    {"trip", "tour", "holiday", "holidays", "vacation", "journey", "getaway", "cruise", "reise"}
    | {"urlaub", "roadtrip", "ausflug", "rundreise"}
)
_THROUGH = frozenset({"to", "through", "around", "along", "across", "nach", "durch", "um"})


def _place_first(words: list[str]) -> list[str]:
    """A trip named as people name it: where first ("road trip to italy" → italy road trip)."""
    for i, word in enumerate(words[1:-1], start=1):
        if word in _THROUGH and words[i - 1] in _TRIPS:
            place = [w for w in words[i + 1 :] if w not in ("the", "den", "die", "das")]
            return [*place, *words[:i]] if 1 <= len(place) <= 2 else words
    return words


def slug(words: str) -> str:
    """``"Wedding 2026"`` → ``wedding_2026``; ``""`` when nothing usable is left."""
    text = words.lower().translate(_UMLAUTS)
    text = re.sub(r"[^a-z0-9_.\-\s]", "", text)
    text = re.sub(r"\s+", "_", text.strip()).strip("_.-")
    return text[:64] if re.fullmatch(r"[a-z0-9][a-z0-9_.-]{0,63}", text[:64] or "-") else ""


def space_wanted(text: str) -> tuple[str, str] | None:
    """The new project's name when ``text`` asks for a place for something (see
    :data:`_SPACE_FOR`, "can we have a separate space for the podcast"), else None."""
    said = clean(text)
    if (
        _SPACE_FOR.search(said) is None
        and _OWN_PLACE.search(said) is None
        and _PLACE_TO.search(said) is None
        and _A_PLACE.search(said) is None
        and not said_new(said)
    ):
        return None
    found = new_project_name(said)
    if found is None or found[0] in PRONOUNS:
        return None  # "keep it apart": what "it" is, the words before say, not the name
    return found


def said_new(text: str) -> bool:
    """Whether ``text`` starts something new and names it after a colon or a dash ("start
    something new - violin lessons for mia"): a project, whatever else it says."""
    return _SOMETHING_NEW.search(clean(text)) is not None


def space_for_it(text: str) -> bool:
    """Whether ``text`` asks for a place for what its other words are about ("i'm getting into
    home brewing, can u make a space for that", "could use a place to track training")."""
    said = clean(text)
    if _PLACE_TO.search(said) or _FOR_IT.search(said):
        return True  # "…, can you set that up as its own project so we keep it together"
    if not any(p.search(said) for p in (_SPACE_FOR, _OWN_PLACE, _A_PLACE)):
        return _FOR_IT.search(said) is not None
    found = new_project_name(said)
    return found is not None and found[0] in PRONOUNS


def without_the_ask(text: str) -> str:
    """``text`` without its clauses that ask for the place ("i'm getting into home brewing")."""
    said = clean(text)
    asks = (_PLACE_TO, _FOR_IT, _OWN_PLACE, _SPACE_FOR, _A_PLACE)
    kept = [c for c in re.split(r"[,.;!?]+", said) if not any(p.search(c) for p in asks)]
    if kept and any(c.strip() for c in kept):
        return ", ".join(c.strip() for c in kept if c.strip())
    found = next((m for p in asks if (m := p.search(said))), None)
    return said[: found.start()] if found is not None else said


_PLACE_TO = re.compile(
    r"\b(?:a|an|one|some|ein\w*)\s+(?:(?:separate|own|dedicated|new|fresh|single)\s+)?(?:place"
    r"|space|spot|project|workspace)\s+(?:to|(?:where|so) (?:i|we) can|for (?:tracking|keeping|collecting"
    r"|planning|organi[sz]ing))\s+(?:track|keep|collect|gather|organi[sz]e|plan|manage|store|log"
    r"|note|hold|sort)\b",
    re.IGNORECASE,
)
_FOR_IT = re.compile(
    r"(?:\b(?:make|create|set up|start|open|give me|get me|mach\w*|leg\w*|erstell\w*)\s+(?:me\s+"
    r"|mir\s+|uns\s+|us\s+)?(?:(?:a|an|one|ein\w*)\s+)?(?:(?:new|separate|own|neue[ns]?|eigene[ns]?)"
    r"\s+)?(?:project|projekt|space|workspace)\s+(?:for|für|fuer|about|dafür|dafuer)?\s*(?:that"
    r"|this|it|das|es|dies|dafür|dafuer)?"
    r"|\b(?:set|make|turn|put|have)\s+(?:that|it|this|them|those|all that)\s+(?:up\s+)?(?:as|into|in"
    r"|its own)\s+(?:(?:a|an|its|their|own|one|separate|new|dedicated)\s+)*(?:project|space)"
    r"|\bmach\w*\s+(?:(?:mal|bitte|doch|uns|mir)\s+)*(?:(?:ein|eigenes|neues)\s+)+projekt\s+daraus"
    r"|\bmach\w*\s+(?:(?:mal|bitte|doch|uns|mir)\s+)*daraus\s+(?:(?:ein|eigenes|neues)\s+)+projekt)"
    r"(?:\s+(?:so|so that|to|where|damit|um|weil|because|since)\b[^?!]*)?\W*$",
    re.IGNORECASE,
)
"""A project asked for at the end, for what was said before it ("…, set up a project for that")."""


_OWN_PLACE = re.compile(
    r"\b(?:separate|own|dedicated|new|fresh|eigene[ns]?|neue[ns]?|extra)\s+(?:project|projekt|space"
    r"|place|folder|spot"
    r"|area|bereich|ordner)\b",
    re.IGNORECASE,
)
PRONOUNS = frozenset(
    {"it", "that", "this", "them", "those", "es", "das", "dies", "den", "die", "daraus", "dafür"}
    | {"dafuer"}
)


def place_made(text: str) -> bool:
    """Whether ``text`` asks Eddie to make a place for something to come ("set up a spot for
    the card game, i'll drop notes there later", "mach mir nen ordner fürs brettspiel")."""
    return _A_PLACE.search(clean(text)) is not None


def place_named(text: str) -> bool:
    """Whether ``text`` asks for a place by its name, or for one to fill later ("set up a
    folder called bread baking", "a space for garden ideas, i'll add notes later"): a project,
    however unsure its reading."""
    said = clean(text)
    return _A_PLACE.search(said) is not None or _PLACE_NAMED.search(said) is not None


_PLACE_NAMED = re.compile(
    r"\b(?:set(?:ting)?\s+up|make|create|open|start|give|mach\w*|leg\w*|erstell\w*|anleg\w*"
    r"|einricht\w*)\b[^.!?]*\b(?:place|space|spot|folder|corner|workspace|bucket|thing|ordner"
    r"|bereich|ding)\b(?:\s+(?:called|named|namens|titled|mit dem namen)\s+\w|[^.!?]*\b(?:notes?"
    r"|stuff|things|ideas|notizen|zeug|sachen|ideen)\b[^.!?]*\b(?:later|eventually|as i go|später"
    r"|spaeter|nach und nach)\b)",
    re.IGNORECASE,
)
"""A place named ("a folder called …") or made for notes to come ("…, notes go in later")."""


_A_PLACE = re.compile(
    r"\b(?:set(?:ting)?\s+up|setup|make|create|open|start|give|build|carve\s+out"
    r"|mach\w*|leg\w*|richt\w*|erstell\w*|gib|einricht\w*|anleg\w*"
    r"|(?=(?:mir|uns)\b.*\b(?:an|anlegen|einrichten|erstellen|machen|aufmachen)\b)(?=\w))"
    r"\s*(?:(?:me|us|mir|uns|mal|bitte|doch|please|pls|just|quickly|kurz|eben|schnell|schon|noch)"
    r"\s+)*(?:a|an|one|some|ein|eine|einen"
    r"|nen|ne|n)\s+(?:(?:little|small|separate|own|dedicated|new|fresh|empty|kleine[ns]?|eigene[ns]?"
    r"|neue[ns]?|extra|leere[ns]?)\s+)*(?:place|space|spot|folder|corner|workspace|bucket|platz"
    r"|ordner|bereich|ecke|ort|plätzchen|plaetzchen)\s+(?:(?:for|für|fuer|fürs|fuers|zum|zur)\s+"
    r"(?P<name>[^,.;:!?]+?)(?=\s+(?:where|so|to|that|which|wo|damit|um|i|ill|i'll|we|da|and|und|for"
    r"|then|dann|for now|erstmal|an|ein)\b|\s*[,.;:!?]|\s*$)|(?P<name2>dafür|dafuer)\b)",
    re.IGNORECASE,
)
"""A place asked to be made for something to come ("give me a space for my novel idea"): no
work yet, only the place. Said with a verb that makes it, so "a place for dinner" is none."""
_SOMEDAY = frozenset(
    {"possible", "potential", "future", "eventual", "maybe", "someday", "idea", "ideas", "new"}
    | {"mögliches", "moegliches", "mögliche", "moegliche", "künftiges", "kuenftiges", "idee"}
    | {"ideen", "neues", "neue", "little", "small", "own", "very", "eigenes", "eigene", "eigenen"}
)
"""Words of a place's topic that are no part of its name ("a possible podcast idea")."""


def thing_to_make(text: str) -> str | None:
    """The name of what ``text`` says the user may make one day ("i might design a board game
    someday" → ``board_game``), for a place asked for it ("…, make a space for it")."""
    found = _TO_MAKE.search(clean(text))
    if found is None:
        return None
    named = found.group("name") or found.group("name2")
    words = [w for w in named.split() if w not in _SOMEDAY and w not in NAME_FILLER]
    return slug(" ".join(words)) if 1 <= len(words) <= 3 else None


_TO_MAKE = re.compile(
    r"\b(?:mak(?:e|ing)|design(?:ing)?|build(?:ing)?|writ(?:e|ing)|start(?:ing)?|creat(?:e|ing)"
    r"|record(?:ing)?|launch(?:ing)?|open(?:ing)?|invent(?:ing)?|develop(?:ing)?|plan(?:ning)?"
    r"|do(?:ing)?|mach\w*|bau\w*|schreib\w*|entwick\w*|entwerf\w*|gründ\w*|gruend\w*|start\w*"
    r"|erfind\w*|aufmach\w*)\s+(?P<name>(?:a|an|my|our|the|some|ein|eine|einen|nen|ne|mein"
    r"|meine|meinen)\s+[\w-]+(?:\s+(?!(?:some|one|someday|eventually|later|soon|at|irgendwann"
    r"|mal|später|spaeter|bald|in|or|oder|and|und|but|aber)\b)[\w-]+){0,2})"
    r"|\b(?P<name2>(?:ein|eine|einen|nen|ne|mein|meine|meinen)\s+[\w-]+)\s+(?:entwerfen|bauen"
    r"|schreiben|machen|entwickeln|gründen|gruenden|starten|erfinden|aufmachen|aufnehmen)\b"
)
"""What the user says they may make ("i might make a board game someday", "ich will
irgendwann ein kartenspiel entwerfen" has its verb last and is found by its article)."""
