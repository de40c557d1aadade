"""Whether words ask how to do something, how a part of Vance works, or name Eddie or a part of
Vance: "how do i bring it up", "how do reminders work here", "can you …", "projects"."""

from __future__ import annotations

import re

from brain.text import asks_advice, last_clause

_HOW_TO = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|hey|um|hmm|wait|also|und|sag mal)\W+)*(?:how (?:to|do|can|could"
    r"|would|should|does|did)\b|(?:what(?:'?s| is) the )?best way to\b|wie (?:kann|mache?|bekomme?"
    r"|krieg(?:e)?|werde?|entferne?|l(?:ö|oe)sche?|stoppe?|k(?:ü|ue)ndige?|vergesse|stelle?"
    r"|(?:ä|ae)ndere?|wechs(?:e)?le?|benutze?|nutze?|starte?|richte?|(?:ö|oe)ffne?|finde?"
    r"|speichere?|exportiere?) (?:ich|man)\b|wie (?:macht|entfernt|l(?:ö|oe)scht|stoppt"
    r"|k(?:ü|ue)ndigt|stellt|(?:ä|ae)ndert) man\b|wo (?:stell|kann|finde?|(?:ä|ae)nder|mach)\w*"
    r" (?:ich|man)\b|wie (?:geht|funktioniert|klappt) (?:das|sowas)\b(?! (?:dir|ihnen|euch)))",
    re.IGNORECASE,
)
_IS_THERE = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|hey|um|wait|also|und)\W+)*(?:is there (?:a|an|any)|are there(?: any)?"
    r"|what (?:are|were|is|was) (?:the|all the|your)|gibt es (?:hier )?(?:eine?n?|irgendwelche))\b",
    re.IGNORECASE,
)
"""A question whether Vance has something ("is there a list of commands")."""
_ABOUT_US = re.compile(
    r"\b(?:make|get|have|let|ask|tell|teach|can) (?:you|u)\b|\b(?:your|eddie|vance|projects?|projekt\w*|workers?|reminders?|timers?|alarms?|wecker"
    r"|schedules?|erinnerung\w*|inbox|posteingang|memory|memories|stored|facts?|language"
    r"|sprache|models?|modell\w*|voice|stimme|sessions?|app|dich|dir|du|here|hier|commands?"
    r"|befehle?|shortcuts?|hotkeys?|keys?|tasten\w*|kürzel|main screen|hauptansicht)\b",
    re.IGNORECASE,
)


def how_asked(said: str) -> bool:
    """A how-to ("how do i …", "wie kann ich …") or whether something exists ("is there …"),
    said first or as the last clause ("my flatmate never does the dishes, how do i bring it
    up")."""
    return any(
        _HOW_TO.match(part) is not None or _IS_THERE.match(part) is not None
        for part in (said, last_clause(said))
    )


def advice_asked(said: str) -> bool:
    """Whether ``said`` asks for advice about the user's own life ("my bread always comes out
    dense, what am i doing wrong", "was mache ich falsch"): no reading of Vance's state."""
    return asks_advice(said) or any(
        _HOW_TO.match(part) is not None for part in (said, last_clause(said))
    )


_HOW_IT_WORKS = re.compile(
    r"\bhow (?:do|does|did|will|would) (?:the |my |your |these |those )?(?:\w+ ){0,2}(?:work|function)\b"
    r"|\bwie (?:funktionier\w*|geht|gehen|klapp\w*|laufen|läuft) (?:(?:das|die|der|eigentlich|denn|hier"
    r"|so|bei dir|mit (?:den|dem|der))\s+)*(?:\w+ )?(?:bei dir|hier|in vance|eigentlich)\b",
    re.IGNORECASE,
)


def how_it_works(said: str) -> bool:
    """Whether ``said`` asks how something works ("how do reminders work in vance", "wie
    funktionieren erinnerungen bei dir"): an explanation, no look at what there is."""
    return _HOW_IT_WORKS.search(said) is not None


def about_vance(said: str) -> bool:
    """Whether ``said`` names Eddie or a part of Vance ("can you", "projects", "reminders")."""
    return _ABOUT_US.search(said) is not None


_HOW_SET = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|hey|um|also|und|eddie|sag mal|quick question)\W+)*(?:how (?:can"
    r"|do|could|would|should|might) (?:i|we)|how to|is there (?:a|any|some) way(?: for me)? to"
    r"|is it possible to|can i (?:set up|make|get|have|teach|tell)|what do i (?:need to |have to )?do"
    r" to|wie (?:kann|könnte|koennte|muss|mache?|stelle?|richte?|kriege?|bekomme?) (?:ich|man)"
    r"|gibt es (?:eine|ne|irgendeine) möglichkeit|geht (?:es|das),? dass|kann (?:ich|man)"
    r" (?:irgendwie |auch )?(?:einstellen|einrichten|machen))\b",
    re.IGNORECASE,
)
_BY_ITSELF = re.compile(
    r"\b(?:automatic(?:ally)?|on (?:its|your|his|her|their) own|by (?:it|your|him|her|them)sel(?:f|ves)"
    r"|without me (?:asking|prompting|saying|telling|having to)|on a schedule|regularly|every|each"
    r"|daily|weekly|monthly|nightly|hourly|automatisch|von (?:selbst|alleine?)|selbstständig"
    r"|selbststaendig|regelmäßig|regelmaessig|ohne dass ich|jede[nmrs]?|täglich|taeglich"
    r"|wöchentlich|woechentlich|monatlich|stündlich|stuendlich)\b",
    re.IGNORECASE,
)
_TO_YOU = re.compile(r"\b(?:you|u|eddie|vance|du|dich|dir|workers?|agents?)\b", re.IGNORECASE)


def automation_asked(said: str) -> bool:
    """Whether ``said`` asks how to have Eddie do a thing by itself or again and again ("how
    do i get you to look over my bills each week on your own", "wie kann ich einrichten, dass
    du jeden monat …"): the help, not the schedule itself (an order says no how)."""
    return (
        any(_HOW_SET.match(part) is not None for part in (said, last_clause(said)))
        and _TO_YOU.search(said) is not None
        and _BY_ITSELF.search(said) is not None
    )
