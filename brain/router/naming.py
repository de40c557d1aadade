"""Names for new work: the words of a request that say what it is about, and the project name
made from them when the user named none."""

from __future__ import annotations

import re
from typing import Any

from brain.router import new_name, slots
from brain.router.texting import GENERIC, STOPWORDS

_CONTENT = re.compile(r"[a-zäöüß][a-zäöüß0-9-]{3,}")
_NAMING = re.compile(r"[a-zäöüß][a-zäöüß0-9-]{2,}|\b\d{1,3}(?:st|nd|rd|th)\b")
"""Words a new project's name may take, short nouns too ("used_car", "bed_kit")."""
# fmt: off
_SHORT = frozenset({
    "buy", "get", "put", "use", "see", "let", "try", "can", "may", "one", "two", "six", "ten",
    "way", "lot", "bit", "pls", "plz", "thx", "lol", "etc", "btw", "too", "yet", "all", "any",
    "few", "own", "per", "via", "who", "why", "how", "its", "it's", "his", "her", "our", "out",
    "off", "not", "and", "but", "for", "the", "you", "did", "has", "had", "was", "are", "ask",
    "now", "day", "bis", "und", "der", "die", "das", "den", "dem", "des", "ein", "mal", "für",
    "fuer", "mit", "von", "vom", "zum", "zur", "auf", "aus", "bei", "wie", "wer", "ich",
    "mir", "mich", "uns", "ihr", "sie", "man", "ob", "nur", "gut", "neu", "new", "old", "big",
    "ok", "okay", "yes", "nah", "hey", "hallo", "also", "dann", "doch", "kit", "set",
})
"""Short words that name nothing."""
# fmt: on


# fmt: off
TASK_WORDS = frozenset({
    "research", "find", "write", "make", "draft", "compare", "look", "into", "have", "someone",
    "get", "could", "would", "please", "some", "best", "good", "cheap", "three", "short",
    "report", "list", "script", "plan", "give", "tell", "which", "what", "about", "below",
    "under", "from", "then", "recherchiere", "schreib", "finde", "lass", "mach", "eine",
    "einen", "besten", "bericht", "liste", "whole", "full", "complete", "step", "steps",
    "unter", "über", "euro", "euros", "cheapest", "organise", "organize", "two", "four", "five",
    "several", "zwei", "drei", "vier", "fünf", "rank", "rate", "review", "carry", "marvin",
    "vogon", "ford", "arthur",
    "choose", "suggest", "recommend", "summarise", "summarize", "analyse", "analyze",
    "vergleiche", "prüfe", "bewerte", "empfiehl",
    # how requests are put, not what they are about
    "need", "needs", "sort", "start", "hand", "handle", "want", "help", "anyone",
    "somebody", "ask", "create", "take", "care", "deal", "figure", "work", "task", "this",
    "that", "kannst", "könntest", "jemanden", "jemand", "setzen", "bitte", "brauche",
    "kümmere", "kümmern", "kümmer", "drum", "darum", "erledige", "erledigen", "übernimm", "übernehmen",
    "collect", "gather", "pick", "check", "sortieren", "raussuchen", "heraussuchen",
    "vergleichen", "sammeln", "ordnen", "finden", "schreiben", "erstellen", "prüfen", "planen",
    "organisieren", "besorgen", "jemandem", "könnte", "sich", "bräuchte", "kann", "doch",
    "neue", "neuen", "neues", "neuer", "alte", "alten", "setz", "setze", "ansetzen", "wen",
    "such", "suche", "mal", "angebot", "angebote", "macht", "machen",
    "build", "code", "program", "develop", "bau", "baue", "programmiere", "entwickle", "small",
    "little", "simple", "kleine", "kleines", "einfache",
})
# fmt: on


def named_project(args: dict[str, Any] | None, mention: slots.Mention | None) -> str:
    """The project a reading acts on, as its option label names it ("" when none)."""
    for key in ("project", "target", "process", "name"):
        value = (args or {}).get(key)
        if isinstance(value, str) and value:
            return value
    return mention.project if mention is not None else ""


def project_for(said: str) -> str:
    """A project name for new work without one: the name it gives ("a project for my taxes
    and …" → ``taxes``), else its first two topic words ("research cheap flights to lisbon"
    → ``flights_lisbon``)."""
    given = new_name.new_project_name(said)
    if given is not None and len(given[1].split()) <= 3 and given[0] not in new_name.PRONOUNS:
        return given[0]
    from brain.router.statements import asked_part  # … which builds on this one too

    if (tool := _tool_name(said.lower())) is not None:  # "a script that renames my photos"
        return tool

    thing = _CALLED_THING.search(
        said.lower()
    )  # "doing the iceland ring road thing" → iceland_ring_road
    named = [w for w in thing[1].split() if w not in STOPWORDS | _NO_NAME] if thing else []
    if named:
        return new_name.slug(" ".join(named))

    words = [
        w
        for w in _NAMING.findall(_WHOSE.sub("", asked_part(said)))
        if w not in STOPWORDS
        and (len(w) > 3 or w not in _SHORT)
        and w not in TASK_WORDS
        and w not in GENERIC
        and w not in _NO_NAME
    ][:2]
    return new_name.slug(" ".join(words)) or "tasks"


_WHOSE = re.compile(
    r"\b(?:my|our|his|her|their) (?:sister|brother|mum|mom|dad|parent|kid|friend|wife|husband"
    r"|son|daughter|grandma|grandpa|boyfriend|girlfriend|partner|boss|neighbou?r)(?:'?s|s')"
    r"(?= [a-z])",
    re.IGNORECASE,
)
"""Whose it is ("my sisters baby shower"): the thing names the project, not the person."""


def told_project(said: str) -> str | None:
    """The name of a project asked for "it" after the thing was told ("… left me this huge
    stamp collection. can you make a project for that?" → ``stamp_collection``), else None."""
    ask = _ASK_LAST.search(said)
    if ask is None or not ask.start() or not _FOR_IT.search(ask[0]):
        return None
    before = said[: ask.start()]
    if _MEANS_TO.search(before):
        return None  # "i want to learn italian before our trip. …": what they mean to do
    topic = _LONG_ABOUT.search(before.lower())  # "reading about beekeeping for a year, …"
    if topic is not None and topic[1] not in _NOT_THE_THING:
        return new_name.slug(topic[1]) or None
    return new_name.slug(_told_thing(before)) or None


_LONG_ABOUT = re.compile(
    r"\b(?:reading|read|learning|learnt|learned|researching|thinking|talking|dreaming|obsessing)"
    r" (?:up )?(?:about|on|into) (?:the |a |an )?([a-zäöüß-]+(?: [a-zäöüß-]+)?)"
    r"(?= (?:for|since|and|ever|all)\b|\s*[,.;:!?])"
)
"""What the user has long read or thought about: the theme of what they tell after it."""


def _told_thing(before: str) -> str:
    """The last thing ``before`` names with its article ("… doing the ski trip in february",
    "left me this huge stamp collection"), without people, times and size words."""
    found = ""
    for match in _THE_THING.finditer(before.lower()):
        words = [w for w in match[1].split() if w not in _NOT_THE_THING]
        if words and words[-1] not in _SOMEONE and len(words) <= 3:  # "family tree" is a thing
            found = " ".join(words)
    return found


_ASK_LAST = re.compile(r"[^.!?,;]*\b(?:project|projekt|space)\b[^.!?]*[.!?]*\s*$")
_MEANS_TO = re.compile(
    r"\b(?:want|wanna|need|going|gonna|have|planning|plan|trying|hoping)\s+to\b"
    r"|\b(?:ich|wir)\s+(?:möchte\w*|moechte\w*|will|wollen|muss|müssen|muessen|plane\w*|versuch\w*)\b"
)
_FOR_IT = re.compile(
    r"\b(?:for|about|on|für|fuer) (?:it|that|this|them|those|das|dies)\b|\bdafür\b|\bdaraus\b"
    r"|\b(?:set|make|turn|put|have) (?:that|it|this|them|those) (?:up )?(?:as|into|in|its own)\b"
)
_THE_THING = re.compile(
    r"\b(?:the|this|that|these|those|a|an|my|our|his|her|their|das|die|der|den|unser\w*|mein\w*)"
    r"\s+((?:[a-zäöüß-]+\s+){0,2}?[a-zäöüß-]+)"
    r"(?=\s+(?:in|on|at|for|from|with|after|before|like|to|that|which|and|is|was|are|were|we|i"
    r"|im|am|mit|für|fuer|nach|vor|und|ist|war|this|next|every|soon|tonight|today|tomorrow|again"
    r"|together|by|diesen|dieses|nächste\w*|naechste\w*)\b"
    r"|\s*[,.;:!?()]|$)"
)
_SOMEONE = frozenset({
    "sister", "brother", "mom", "mum", "mother", "dad", "father", "uncle", "aunt", "wife",
    "husband", "partner", "kids", "kid", "son", "daughter", "friend", "friends", "boss", "family",
    "parents", "grandma", "grandpa", "girlfriend", "boyfriend", "neighbour", "neighbor", "team",
    "year", "years", "week", "weeks", "month", "months", "day", "days", "time", "weekend", "lot",
    "bit", "way", "clue", "idea", "project", "worker", "end", "moment", "life", "job", "head",
    "ton", "tons", "bunch", "couple", "few", "lots", "summer", "winter", "spring", "autumn", "fall",
    "morning", "evening", "night", "sommer", "frühjahr", "herbst", "jahr", "woche", "monat",
})  # fmt: skip
_NOT_THE_THING = frozenset({
    "huge", "big", "small", "little", "new", "old", "whole", "entire", "same", "next", "last",
    "first", "great", "good", "nice", "real", "massive", "tiny", "own", "annual", "yearly",
    "thing", "things", "stuff",
})  # fmt: skip


_CALLED_THING = re.compile(
    r"\bthe ((?:[a-z0-9äöüß-]+ ){1,3}?)(?:thing|stuff|business|ding|sache)\b"
)
"""What the user calls "the … thing": the name they use for it."""

# fmt: off
_NO_NAME = frozenset({
    "near", "nearby", "around", "close", "whats", "what's", "hows", "how's", "wheres", "trick",
    "quick", "quickly", "maybe", "really", "actually", "ideally", "roughly", "probably",
    "nach", "einer", "eines", "welche", "welcher", "welches", "recherchieren", "schauen",
    "nachschauen", "gucken", "rausfinden", "herausfinden", "irgendwie", "eigentlich", "gerade",
    "vielleicht", "ungefähr", "ungefaehr", "gibt", "gibts", "noch", "schon", "wieder", "diese",
    "dieser", "dieses", "guenstige", "guenstigen", "günstige", "günstigen", "going", "coming",
    "gonna", "wanna", "need", "needs", "know", "think", "thing", "things", "something",
    "anything", "everything", "please", "thanks", "there", "their", "where", "when", "hier",
    "dort", "naehe", "along", "here", "thats", "that's", "whole", "figure", "help", "which",
    "kinda", "sorta", "stuff", "some", "dafuer", "dafür", "damit", "davon", "fuer", "für",
    "love", "like", "would", "want", "proper", "good", "decent", "detailed", "researched",
    "bräuchte", "braeuchte", "brauche", "hätte", "gern", "gerne", "möchte", "ordentliche",
    "ordentlichen", "richtige", "richtigen", "bräucht", "braeucht", "ausführlichen",
    "ausfuehrlichen", "ausführliche", "ausführlich", "detaillierten", "detaillierte", "genauen",
    "whether", "together", "sort", "sorting", "look", "into", "find", "cheapest", "best",
    "someone", "somebody", "jemand", "mir", "einen", "eine", "ob", "sich", "lohnt", "unser",
    "unsere", "unseren", "unserem", "altes", "alte", "alten", "neues", "neue", "neuen",
    "planning", "endlich", "ganzen", "ganze", "meine", "meinen", "mal", "getting",
    "leg", "lege", "anlegen", "mach", "mache", "eigenes", "eigene", "eigenen", "separate", "own",
    "fresh", "space", "place", "thinking", "seriously", "could", "track", "tracking", "start", "fang", "fange", "anfangen",
    "longish", "generate", "against", "guide", "pages", "überlegen", "ueberlegen", "überlegt", "wir", "through",
    "ueberlegt", "seit", "wochen", "monaten", "considering", "wondering", "started", "starting", "finally",
    "vernünftigen", "vernuenftigen", "vernünftige", "vernuenftige", "alles", "konkreten", "konkrete",
    "komme", "kommen", "preisen", "come", "organizing", "organising", "organize", "organise", "sinnvollen", "sinnvolle", "realistic", "realistischen", "realistische", "solid", "solide", "soliden",
    "just", "mean", "weißt", "weisst", "einfach", "whatever", "whatevers", "easiest", "simplest",
    "quickest", "egal", "einfachste", "formal", "formale", "formalen", "formelle", "formellen",
    "formelles", "formeller", "official", "offizielle", "offiziellen", "offizielles", "wegen",
    "rechtssicheren", "rechtssicheres", "rechtssichere", "figuring", "finding", "kick",
    # softeners and build verbs around a small tool asked for ("could you whip up a lil script")
    "knock", "whip", "throw", "throwing", "hack", "cobble", "rustle", "tiny", "lil", "mind",
    "rush", "hurry", "chance", "minute", "whenever", "gelegenheit", "lust", "hättest", "haettest",
    "eilt", "basteln", "bastel", "bauen", "skript", "thingy", "schnell",
    # how a plan or a guide is asked for ("sketch out a …", "a thorough walkthrough of …")
    "draw", "sketch", "map", "outline", "setting", "jeden", "jede", "jedes", "starte", "rough", "thorough", "in-depth", "walkthrough", "how-to",
    "write-up", "tutorial", "every", "each", "erstell", "erstelle", "arbeite", "arbeit",
    "ausarbeiten", "erarbeiten", "erarbeite", "aufstellen", "stell", "stelle", "zusammenstellen",
    "zusammen", "raus", "fertig", "komplette", "kompletten", "vollständigen", "vollstaendigen",
    "vollständige", "schritt", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag",
    "sonntag",
})
"""Words that say nothing of what a new project is about ("nach_einer", "whats_trick")."""
# fmt: on


MIN_TASK_WORDS = 3
"""Words of four letters or more that work handed out without a project must have."""


def task_words(said: str) -> int:
    """How many words of ``said`` could carry a task (a delegation needs a few): "kümmer dich
    mal um das projekt" has none, whatever its length."""
    return sum(1 for word in _CONTENT.findall(said) if word not in STOPWORDS)


_WORK_VERB = (
    r"(?:research\w*|recherchier\w*|look (?:in)?to|find out|dig into|start(?:ed)? on|get (?:going"
    r"|started) on|work on|take care of|take over|deal with|handle|k(?:ü|ue)mmer\w*|erledig\w*"
    r"|add|put|hinzuf(?:ü|ue)g\w*|(?:ü|ue)bernimm|(?:ü|ue)bernehm\w*|fang\w*|mach\w*|do|sort\w*(?: out)?"
    r"|figure (?:out)?|fix|regel\w*|kläre?|klaer\w*)"
)
_SOMETHING = r"(?:it|that|this|something|stuff|things?|da|das|dies|was|etwas|dem|darum|damit|daran|dran|drum)"
_VAGUE_WORK = re.compile(
    rf"\b{_WORK_VERB}\b(?=.*\b{_SOMETHING}\b)|\b{_SOMETHING}\b(?=.*\b{_WORK_VERB}\b)",
    re.IGNORECASE,
)


_THING = re.compile(rf"\b{_SOMETHING}\b", re.IGNORECASE)
_BACK = re.compile(
    r"\b(?:we|i|you|u)\s+(?:discussed|talked about|spoke about|mentioned|said|agreed(?: on)?)"
    r"|\b(?:from )?(?:before|earlier|yesterday|last time)\b|\b(?:wie )?besprochen\b"
    r"|\bworüber wir (?:geredet|gesprochen) haben\b|\bvon (?:vorhin|gestern)\b",
    re.IGNORECASE,
)
"""Words that point back at a conversation Eddie never had ("that stuff we discussed")."""


def vague_work(said: str) -> bool:
    """Whether ``said`` asks for work without saying what ("kannst du da mal was
    recherchieren", "ok start on it", "add that to the project"): Eddie asks what."""
    if _VAGUE_WORK.search(said) is None:
        return False
    left = _BACK.sub(" ", _THING.sub(" ", _VAGUE_WORK.sub(" ", said)))
    return not any(
        w not in STOPWORDS and w not in TASK_WORDS and w not in _NO_NAME
        for w in _CONTENT.findall(left)
    )


_ENGINE_NAMED = re.compile(
    r"\b(?:use|using|with|via|have|let|get|ask|mit|lass|nimm)\s+(marvin|vogon|ford|arthur)\b"
    r"|\b(marvin|vogon|ford|arthur)\s+(?:should|can|could|do|does|soll|kann|machen?)\b",
    re.IGNORECASE,
)
_IN_STEPS = re.compile(
    r"\bstep[ -]by[ -]step\b|\bin (?:several |clear |small )?steps\b|\bplan and carry out\b"
    r"|\bend[ -]to[ -]end\b|\bschritt für schritt\b|\bin (?:mehreren )?schritten\b",
    re.IGNORECASE,
)


def engine_for(said: str) -> str | None:
    """The engine new work asks for: one the user names ("have marvin do it", "use vogon"),
    else marvin for work to be done in steps ("step by step", "plan and carry out"), else
    None (the default worker)."""
    named = _ENGINE_NAMED.search(said)
    if named is not None:
        return (named.group(1) or named.group(2)).lower()
    return "marvin" if _IN_STEPS.search(said) else None


_TOOL_DOES = re.compile(
    r"\b(?:script|program|programme|tool|app|bot|skript|programm)\b[^.!?]{0,12}?\b(?:that|which"
    r"|to)\s+(?:will\s+|can\s+|automatically\s+|just\s+)?(?P<verb>rename|sort|convert|resize"
    r"|organi[sz]e|merge|compress|download|track|extract)(?:s|es|d)?\s+(?P<rest>[^.!?]*)"
)
"""A small tool asked for by what it does ("a little program that renames every file …")."""
_DOER = {"organise": "organiser", "organize": "organizer", "compress": "compressor",
         "extract": "extractor", "convert": "converter", "track": "tracker",
         "download": "downloader", "sort": "sorter", "merge": "merger"}  # fmt: skip
_ANY_ONE = frozenset({
    "each", "every", "all", "one", "ones", "the", "my", "our", "these", "those", "them", "it",
    "file", "files", "single", "scanned", "old", "by", "after", "according", "based", "with",
})  # fmt: skip
"""Words after the tool's verb that name no kind of thing ("renames each one", "every file")."""
_MANY = re.compile(r"\b([a-z]{3,}[^s\W])s\b")
_NO_KIND = frozenset(
    {"hundred", "thousand", "dozen", "name", "filename", "year", "age", "ton", "lot"}
)


def _tool_name(said: str) -> str | None:
    """``<thing>_<doer>`` for a small tool asked for by what it does to what ("a script that
    renames my photos by date" → ``photo_renamer``; "300 scanned receipts …, a program that
    renames each one" → ``receipt_renamer``): None when it says neither."""
    found = _TOOL_DOES.search(said)
    if found is None:
        return None
    verb = found["verb"]
    doer = _DOER.get(verb, verb + ("r" if verb.endswith("e") else "er"))
    after = [w for w in re.findall(r"[a-z]+", found["rest"]) if w not in _ANY_ONE][:1]
    told = [m[1] for m in _MANY.finditer(said[: found.start()])][::-1]  # the nearest first
    things = [m[1] for m in _MANY.finditer(" ".join(after))] + told
    kind = next((t for t in things if t not in _NO_KIND and t not in STOPWORDS), None)
    return new_name.slug(f"{kind} {doer}") if kind else None
