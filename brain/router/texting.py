"""Word lists the router reads people with: texting shorthand and German without umlauts, read
as the words they stand for ("gibts was neues" is "gibt es was neues", "laeuft" is "läuft"),
and the words around a new project's name that are no part of it."""

from __future__ import annotations

import re

# fmt: off
SHORTHAND = {
    "u": "you", "ya": "you", "w": "with", "w/": "with", "ur": "your", "r": "are", "y": "why", "thx": "thanks",
    "tmrw": "tomorrow", "tmr": "tomorrow", "tmrrw": "tomorrow", "2moro": "tomorrow",
    "2day": "today", "rn": "right now", "idk": "i don't know", "wat": "what", "wats": "whats", "whens": "when is", "wheres": "where is", "whos": "who is", "hows": "how's",
    "thats": "that's",
    "gn": "good night", "gm": "good morning", "abt": "about", "cuz": "because", "coz": "because",
    "ppl": "people", "d&d": "dnd", "msg": "message", "plz": "please", "wanna": "want to", "gonna": "going to",
    "gibts": "gibt es", "gibt's": "gibt es", "läufts": "läuft es", "laeufts": "läuft es", "läuft's": "läuft es", "hab": "habe", "haste": "hast du", "isses": "ist es",
    "nen": "einen", "ner": "einer", "nem": "einem", "kannste": "kannst du",
    "willste": "willst du", "grad": "gerade", "nvm": "never mind", "lemme": "let me", "gimme": "give me",
    "porject": "project", "projcet": "project", "prject": "project", "poject": "project", "proejct": "project",
    # common typos of the words commands are made of (words that are nothing else)
    "projct": "project", "projecct": "project", "proj": "project", "projs": "projects",
    "cn": "can", "creat": "create", "craete": "create", "cretae": "create", "opne": "open",
    "projetc": "project", "projet": "project", "projets": "projects", "porjects": "projects",
    "projcets": "projects", "proejcts": "projects", "prokect": "project", "wich": "which",
    "whcih": "which", "bussy": "busy", "buisy": "busy", "inbxo": "inbox", "inobx": "inbox",
    "imbox": "inbox", "inbx": "inbox", "forgt": "forget", "foget": "forget", "froget": "forget",
    "teh": "the", "hte": "the", "remeber": "remember", "rember": "remember",
    "remmeber": "remember", "wokers": "workers", "workres": "workers", "wrokers": "workers",
    "wroker": "worker", "woker": "worker", "archvie": "archive", "achive": "archive",
    "arcive": "archive", "remidn": "remind", "pasue": "pause", "puase": "pause",
    "reusme": "resume", "resmue": "resume", "stauts": "status", "statsu": "status",
    "messges": "messages", "mesages": "messages", "messeges": "messages",
    # German typed without umlauts (words that are nothing else)
    "fuer": "für", "ueber": "über", "laeuft": "läuft", "loeschen": "löschen",
    "loesch": "lösch", "loesche": "lösche", "frueh": "früh", "spaeter": "später",
    "naechste": "nächste", "naechsten": "nächsten", "moechte": "möchte", "koennte": "könnte",
    "koenntest": "könntest", "muessen": "müssen", "waesche": "wäsche", "heisst": "heißt",
    "heisse": "heiße", "maerz": "märz", "gruen": "grün", "schoen": "schön", "hoer": "hör",
    "hoeren": "hören", "zurueck": "zurück", "uebrigens": "übrigens", "muenchen": "münchen",
    "oeffne": "öffne", "kuemmern": "kümmern", "kuemmer": "kümmer", "kuemmere": "kümmere", "oeffnen": "öffnen", "aendern": "ändern", "aender": "änder",
}
"""Texting shorthand, read as the words it stands for ("what can u do" is "what can you do")."""
# fmt: on


def _slips(word: str) -> set[str]:
    """Typos of ``word``: two letters side by side swapped ("stpo"), and in a word of five
    letters or more one left out ("paus", "resme")."""
    swapped = {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)}
    dropped = {word[:i] + word[i + 1 :] for i in range(len(word))} if len(word) >= 5 else set()
    return (swapped | dropped) - {word}


_WORKER_COMMANDS = ("stop", "pause", "resume", "unpause", "cancel")
"""The verbs a worker is commanded with: none of their slips is a word of its own."""
SHORTHAND.update(
    {slip: verb for verb in _WORKER_COMMANDS for slip in _slips(verb) if slip not in SHORTHAND}
)


def typed_right(text: str) -> str:
    """``text`` with each word of :data:`SHORTHAND` written out ("do teh thing" → "do the
    thing"), the rest as typed."""
    return _A_WORD.sub(lambda word: SHORTHAND.get(word[0].lower(), word[0]), text)


_A_WORD = re.compile(r"[\w']+")


TRAILING_NAME_NOISE = frozenset(
    {
        "whatever",
        "something",
        "or",
        "oder",
        "so",
        "an",
        "auf",
        "anlegen",
        "erstellen",
        "machen",
        "starten",
        "now",
        "today",
        "thanks",
        "jetzt",
        "pls",
        "stuff",
        "things",
        "kram",
        "zeug",
    }
)

NAME_LEAD = frozenset(
    {
        "planning",
        "organizing",
        "organising",
        "preparing",
        "managing",
        "tracking",
        "handling",
        "sorting",
        "doing",
        "getting",
        "running",
        "all",
        "everything",
        "stuff",
        "things",
        "about",
        "around",
        "regarding",
        "planung",
        "organisation",
        "rund",
        "um",
    }
)
"""Words before what a project is about ("a project for planning X", "… für rund um X")."""

NAME_FILLER = frozenset(
    {
        "a",
        "an",
        "the",
        "my",
        "our",
        "your",
        "mein",
        "meine",
        "meinen",
        "meiner",
        "unser",
        "unsere",
        "unseren",
        "den",
        "die",
        "das",
        "der",
        "dem",
        "ein",
        "eine",
        "einen",
    }
)


VERB_NEXT = frozenset({"me", "us", "a", "an", "my", "our", "out", "mir", "uns", "mal"})
"""Words after a head part of a project's name that make it a verb ("plan me a trip")."""


MESSAGE_WORDS = (
    r"(?:text|msg|message|email|e-mail|mail|note|card|invite|invitation|apology|reply|response"
    r"|sms|dm|whatsapp|toast|caption|post|tweet|letter|nachricht|karte|einladung"
    r"|entschuldigung|antwort|brief|glückwunsch\w*|gruß|gruss|absage|zusage|rückmeldung|decline"
    r"|rejection|listing|ad(?!-)|advert\w*|anzeige|inserat|kleinanzeige|out[- ]of[- ]office"
    r"|ooo|auto-?reply|abwesenheitsnotiz|notice|aushang|zettel|flyer|memo|announcement"
    r"|ankündigung|rundmail|review|bio|blurb|poem|haiku|limerick|rhyme|verse|slogan|thank[- ]you"
    r"|condolence\w*|bewertung|rezension|kündigung|gedicht|reim|spruch|steckbrief|\w+karte"
    r"|\w+nachricht|\w+mail|\w+brief)"
)
DOCUMENT_WORDS = (
    r"(?:plan|guide|outline|schedule|routine|program(?:me)?|checklist|list|overview|itinerary|timetable"
    r"|budget|rota|roster|agenda|roadmap|curriculum|syllabus|calendar|kalender|zeitplan"
    r"|tutorial|walkthrough|walk-through|how-to|write-?up|manual|handbook|primer|leitfaden"
    r"|handbuch|ratgeber"
    r"|anleitung|übersicht|uebersicht|liste|\w+plan|\w+liste|routine)"
)
"""Things people ask to have written: a message, or a document of some size."""
PART_WORDS = (
    r"(?:chapters?|sections?|parts?|bits?|pages?|paragraphs?|entry|entries|articles?|posts?"
    r"|glossary|appendix|index|intro(?:duction)?|conclusion|summary|faq|table|recipes?|kapitel"
    r"|abschnitte?|absatz|absätze|absaetze|teil|seiten?|eintr(?:a|ä|ae)g\w*|artikel|beitr(?:a|ä|ae)g"
    r"\w*|glossar|anhang|einleitung|fazit|zusammenfassung|tabelle|rezept\w*)"
)
"""The parts of a written thing (a book, a guide, notes) that can be added to it."""

TOLD_START = re.compile(
    r"^(?:i|we|my|our|the|this|that|it|he|she|they|ich|wir|mein\w*|unser\w*|der|die|das|es|er"
    r"|sie|got|went|came|finished|bought|booked|sold|met|saw|heard|realized|realised|noticed"
    r"|found out|picked up|got back|hab|habe|war|bin)\b|^[a-zäöüß]+ (?:got|is|was|went|had|has"
    r"|finally|just|started|made|did|came|turned|lost|won|passed|failed|hat|ist|war|hatte)\b",
)

TOLD_VERB = re.compile(
    r"\b(?:is|are|was|were|am|'s|has been|have been|had|did|went|got|started|made|created|finished"
    r"|stressing|annoying|driving me|killing me|says|said|thinks|gets|ist|sind|war|waren|habe|hab"
    r"|hat|hatte|bin|sagt|meint"
    r"|angefangen|gestartet|gemacht|nervt|stresst)\b|\b\w+ed\b"
)

ASKS_WORDS = re.compile(
    r"\b(?:(?:can|could|would|will) (?:you|u)|please|pls|plz|bitte|help|need|want|wanna"
    r"|would like|i'?d like|let'?s|should|kannst|könntest|koennteste?|brauch\w*|bräucht\w*"
    r"|braeucht\w*|möchte|moechte"
    r"|will|hätte gern|soll\w*|call it|name it|nenn(?:e)? (?:es|das))\b|\?"
)

CLAUSE = re.compile(r"[,.;:!]\s*|\s+-\s+|\s+(?:and|so|und|also)\s+")

NEW_PROJECT_ASKED = re.compile(
    r"\b(?:new|separate|another|own|neue[mnrs]?|eigene[mnrs]?|anderen?)\s+(?:project|projekt)\b"
)
"""The user asks for a new project ("in a new project"): no existing one is meant."""

# fmt: off
GENERIC = frozenset({
    "price", "prices", "cheap", "cheaper", "good", "better", "near", "nearby", "area",
    "week", "weekend", "month", "year", "day", "days", "next", "first", "last", "small",
    "big", "new", "old", "idea", "ideas", "option", "options", "list", "lists", "thing",
    "things", "also", "too", "again", "nochmal", "noch", "mehr", "more", "much", "many",
    "some", "other", "another", "them", "there", "here", "with", "without", "while", "when",
    "which", "where", "why", "how", "who", "whom", "whose", "out", "away", "every", "each",
    "from", "into", "onto", "for", "und", "oder", "aber", "günstig", "günstige", "günstigen",
    "gute", "guten", "guter", "gutes", "preise", "preis", "nähe", "der", "die", "das", "den",
    "dem", "des", "für", "mir", "mich", "uns", "unser", "unsere", "einen", "einem", "einer",
    "ab", "auf", "aus", "bei", "nach", "vor", "can", "could", "would", "should", "will",
    "are", "was", "were", "been", "being", "has", "had", "does", "did", "done", "don't",
    "i'm", "i've", "our", "off", "over", "jemand", "jemanden",
    "someone", "somebody", "me", "us", "we", "you", "your", "yours", "mine", "his", "hers",
    "not", "no", "yes", "very", "just", "only", "still", "already", "now", "then", "than",
    "well", "way", "lot", "lots", "few", "all", "any", "both", "same", "such", "own",
    "often", "variety", "varieties", "kind", "kinds", "type", "types", "sort", "sorts",
    "sorte", "sorten", "art", "arten", "use", "using", "used", "like", "likes", "liked", "grow", "grows", "turn", "turns",
})
"""Words that say how or when, not what: no evidence for a topic."""
# fmt: on

# fmt: off
STOPWORDS = frozenset({
    "the", "a", "an", "my", "our", "your", "this", "that", "to", "in", "on", "of", "for", "with",
    "and", "or", "is", "it", "its", "it's", "i", "me", "you", "project", "projects", "projekt",
    "worker", "workers", "job", "one", "thing", "stuff", "der", "die", "das", "den", "dem", "im",
    "zum", "zur", "mit", "von", "und", "ich", "mich", "mir", "du", "ein", "eine", "new", "neues",
    "open", "stop", "switch", "archive", "tell", "ask", "what", "all", "go", "up",
    "session", "process", "prozess", "status", "help", "inbox", "note", "memory",
    "them", "they", "these", "those", "their", "theirs", "him", "her", "hers", "ihn", "ihm",
    "ihnen", "sie", "es", "diese", "dieses", "jene",
    "dich", "dir", "uns", "euch", "mal", "doch", "halt", "eben", "bitte", "darum", "damit",
    "kümmer", "kümmere", "kümmern", "kuemmer", "kuemmere", "kuemmern", "fertig", "erledige",
    "erledigen", "mach", "mache",
})
"""Words that name no project: articles, pronouns, Vance's own words ("worker", "stop")."""
# fmt: on
