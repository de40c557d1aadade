"""A worker's question asked after ("didn't the coop worker ask me something? show me", "the
kiln worker had some question for me, i think", "hat
der umzugs-worker mich nicht was gefragt", "was there a question from the tent guy"): the
inbox item that is its question (a title like "Question - …" or one that ends in "?"), not
the whole inbox; and an inbox item by its place or number ("read me the second one", "zeig mir
die letzte", "open #3", "lies nr 2 vor")."""

from __future__ import annotations

import re

_WHO = r"(?:\s+[\w'-]+){0,5}?"
_ASKED_ME = re.compile(
    r"\b(?:did|didn'?t|didnt|has|hasn'?t|hasnt|had|hadn'?t|have|haven'?t|was|wasn'?t|wasnt"
    rf"|is|isn'?t|isnt|does|doesn'?t){_WHO}\s+(?:ask(?:ed)?|want(?:ed)? to ask)\s+(?:me|us|u)\s+"
    r"(?:(?:just|earlier|today|again)\s+)?(?:something|anything|sth|smth|stuff|a (?:quick )?"
    r"question|questions|some questions|a q)\b"
    rf"|\b(?:did|didn'?t|didnt|has|hasn'?t|hasnt|had|hadn'?t|have|haven'?t|does|doesn'?t){_WHO}"
    r"\s+(?:have|had|has|got|leave|left|send|sent|raise|raised)\s+(?:me\s+|us\s+)?(?:a|any|some"
    r"|one|another)\s+(?:(?:quick|open|little)\s+)?(?:question|q)s?\b"
    r"|\b(?:was there|is there|wasn'?t there|isn'?t there|there was|there'?s|any)\s+(?:a |an |"
    r"some )?(?:(?:quick|open)\s+)?questions?\s+(?:from|by)\b"
    r"|\b(?:the|that|its|their)\s+(?:(?:quick|open)\s+)?question\s+(?:from|by)\s+(?:the|my|that)\b"
    r"|\b(?:asked|left|sent|had|has)\s+(?:me|us)\s+(?:a\s+|some\s+)?(?:(?:quick|open)\s+)?questions?\b"
    r"|\b(?:worker|agent|bot|guy|helper|one|it|they|he|she)\s+(?:\w+\s+)?(?:asked|wanted to ask)"
    r"\s+(?:me|us)\s+(?:something|anything|sth|smth)\b"
    r"|\b(?:worker|agent|bot|guy|helper|one)\s+(?:\w+\s+)?(?:had|has|left|sent|raised|got)\s+"
    r"(?:(?:a|some|one|another)\s+)?(?:(?:quick|open|little)\s+)?(?:question|q)s?\s+for\s+(?:me|us)\b"
    r"|\b(?:want(?:ed|s)?|needed|needs) to know (?:something|sth|smth|stuff|from me)\b"
    r"|\b(?:waiting|wait(?:s|ed)?) (?:on|for) (?:me|us|my answer|an answer|a reply|my reply)\b"
    rf"|\b(?:hat|hatte|hätte|haette){_WHO}\s+(?:mich|uns)\s+(?:(?:nicht|noch|vorhin|heute|grad"
    r"|gerade|eben|da)\s+)*(?:was|etwas|irgendwas|eine? frage|ne frage)\s+gefragt\b"
    rf"|\b(?:hat|hatte|hätte|haette){_WHO}\s+(?:(?:nicht|noch|vorhin|heute|da)\s+)*(?:eine?|ne)"
    r"\s+frage\b"
    rf"|\bwollte{_WHO}\s+(?:(?:nicht|noch|vorhin|da)\s+)*(?:was|etwas|irgendwas)\s+(?:von (?:mir"
    r"|uns)\s+)?wissen\b"
    r"|\b(?:die|eine|ne|einer?)\s+frage\s+(?:vom|von\s+(?:dem|der|meinem|meiner))\b"
    r"|\bwartet\w*(?:\s+\S+){0,4}\s+auf (?:mich|uns|meine antwort|eine antwort)\b",
    re.IGNORECASE,
)
"""A question a worker asked the user, asked after (not one to put to a worker: "ask the
garden worker to …" asks nothing of the user)."""
_A_QUESTION = re.compile(
    r"^\W*(?:(?:a|one|quick|short|open|kurze|eine)\s+)*(?:question|frage|rückfrage|rueckfrage)"
    r"s?\b|\?\W*$",
    re.IGNORECASE,
)


_ANYTHING_WAITING = re.compile(
    r"^\W*(?:(?:so|ok|okay|hey|and|und|also|na|eddie|sag mal)\W+)*(?:what(?:'?s| is| are)?|whats"
    r"|anything|(?:is|are) there (?:any ?thing|stuff|things)|is any ?thing|was|gibt(?:'?s| es)"
    r" (?:was|etwas|irgendwas)|ist (?:da )?(?:was|etwas|irgendwas)|liegt (?:da )?(?:was|etwas))"
    r"(?:\s+(?:still|else|new|noch|so|denn|eigentlich|gerade|grad|heute|today|da))*\s+"
    r"(?:waiting|wartet)\b[^?.!]{0,30}?\b(?:on|for|auf) (?:me|us|mich|uns)\b(?:\s+\w+){0,2}\W*$",
    re.IGNORECASE,
)
"""Anything at all waiting for the user ("what's waiting for me", "was wartet auf mich"): the
inbox asked after, not one worker's question."""


def asks_after_question(said: str) -> bool:
    """Whether ``said`` asks after a question a worker put to the user."""
    return _ASKED_ME.search(said) is not None and _ANYTHING_WAITING.search(said) is None


def is_question(title: str) -> bool:
    """Whether an inbox item titled ``title`` is a worker's question ("Question - which
    budget?", "Frage: welcher Termin", "Which date suits you?")."""
    return _A_QUESTION.search(title.strip()) is not None


_ORDINAL = (
    r"(?P<nth>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|latest|newest|most recent"
    r"|oldest|erste[nrs]?|zweite[nrs]?|dritte[nrs]?|vierte[nrs]?|fünfte[nrs]?|fuenfte[nrs]?"
    r"|letzte[nrs]?|neueste[nrs]?|älteste[nrs]?|aelteste[nrs]?)"
)
_READ = r"(?:read|open|show|see|pull up|bring up|lies|les|zeig\w*|öffne|oeffne|mach\w*)"
_FILLER = (
    r"(?:\s+(?:please|pls|plz|bitte|mal|vor|auf|for me|to me|out|out loud|again|nochmal"
    r"|noch mal|(?:in|from|of|aus|im) (?:my |the |dem |meinem )?(?:inbox|posteingang|list|liste)))*"
)
_LEAD = r"^\W*(?:[\w',]+\s+){0,6}?"
_ASKER = r"(?:\s+(?:me|us|mir|uns|mal|bitte|please|pls|now|jetzt|doch|noch|dann))*"
NTH = re.compile(
    rf"{_LEAD}{_READ}\b(?:\s+[\w'-]+){{0,3}}?\s+(?:(?:the|das|den|die|der|dem)\s+)?{_ORDINAL}"
    r"(?:\s+(?:(?:inbox|new|neue[nr]?)\s+)?(?P<what>item|message|entry|note|report|result|one"
    rf"|eintrag|nachricht|notiz|element|bericht|ergebnis)(?:s|en|e)?\b|{_FILLER}\W*$)",
    re.IGNORECASE,
)
"""An inbox item by its place in the list ("open the 2nd item pls", "read me the second one",
"zeig mir die letzte", "lies mir die erste vor"): a word for an item after the ordinal, or
nothing but filler ("open the second project", "read the first chapter" name something
else)."""
NUMBERED = re.compile(
    rf"{_LEAD}{_READ}\b{_ASKER}\s+(?:(?:the\s+|die\s+|den\s+)?(?:item|message|entry|eintrag"
    r"|nachricht|one)\s+)?(?:number|no\.?|nr\.?|nummer|#)\s*(?P<number>\d{1,4})"
    rf"{_FILLER}\W*$",
    re.IGNORECASE,
)
"""An inbox item by the number it is shown with ("open #3", "lies mir nr. 2 vor")."""
PLACES = {
    "fir": 0, "1st": 0, "ers": 0, "sec": 1, "2nd": 1, "zwe": 1, "thi": 2, "3rd": 2, "dri": 2,
    "fou": 3, "4th": 3, "vie": 3, "fif": 4, "5th": 4, "fün": 4, "fue": 4, "las": 0, "let": 0,
    "lat": 0, "new": 0, "neu": 0, "mos": 0, "old": -1, "ält": -1, "ael": -1,
}  # fmt: skip
"""An ordinal's first three letters → its index in the list (newest first, as
:func:`~brain.tools.inbox.inbox_list` shows it: the last or latest is the first shown)."""
