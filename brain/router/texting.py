"""Word lists the router reads people with: texting shorthand and German without umlauts, read
as the words they stand for ("gibts was neues" is "gibt es was neues", "laeuft" is "läuft"),
and the words around a new project's name that are no part of it."""

from __future__ import annotations

# fmt: off
SHORTHAND = {
    "u": "you", "ya": "you", "w": "with", "w/": "with", "ur": "your", "r": "are", "y": "why", "thx": "thanks",
    "tmrw": "tomorrow", "tmr": "tomorrow", "tmrrw": "tomorrow", "2moro": "tomorrow",
    "2day": "today", "rn": "right now", "idk": "i don't know", "wat": "what", "wats": "whats", "whens": "when is", "wheres": "where is", "whos": "who is", "hows": "how's",
    "thats": "that's",
    "gn": "good night", "gm": "good morning", "abt": "about", "cuz": "because", "coz": "because",
    "ppl": "people", "msg": "message", "plz": "please", "wanna": "want to", "gonna": "going to",
    "gibts": "gibt es", "gibt's": "gibt es", "läufts": "läuft es", "laeufts": "läuft es", "läuft's": "läuft es", "hab": "habe", "haste": "hast du", "isses": "ist es",
    "nen": "einen", "ner": "einer", "nem": "einem", "kannste": "kannst du",
    "willste": "willst du", "grad": "gerade", "nvm": "never mind",
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


TRAILING_NAME_NOISE = frozenset(
    {
        "an",
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
    r"(?:plan|guide|schedule|routine|program(?:me)?|checklist|list|overview|itinerary|timetable"
    r"|anleitung|übersicht|uebersicht|liste|\w+plan|\w+liste|routine)"
)
"""Things people ask to have written: a message, or a document of some size."""
