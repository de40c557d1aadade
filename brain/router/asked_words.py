"""Words that ask something of one of the user's projects, however loosely the project is
named: a talk with its worker in person (:func:`talk_asked`: "get me the X bot on the line",
"stell mich mal zum X-bot durch"), whether its work will be done in time (:func:`finish_asked`:
"is the X thing gonna make it by saturday", "wird X noch rechtzeitig fertig?"), how it stands,
said loosely (:func:`stand_asked`: "wie stehts eigentlich um das X", "what's the deal with X")
and that it can go (:func:`let_go`: "the X stuff can be binned", "das X projekt kann weg").

Read on the cleaned utterance, with the project said as ``X`` when it was found by name (the
hub also reads them unmasked, for a project named only by the words of its work).
"""

from __future__ import annotations

import re

from brain.router.asked_how import how_asked

_DET = r"(?:the|my|our|that|this|your|a|dem|der|den|die|das|des|meine[mnr]?|unsere[mnr]?)"
_WORKERISH = (
    r"(?:workers?|bots?|agents?|agenten?|ais?|assistant\w*|helpers?|whoever|one|guy|gal|person"
    r"|team|folks|people|ki|assistent\w*|helfer\w*|typen?|leute|kollege\w*)"
)
_HEADS = r"(?:projects?|projekt\w*|stuff|things?|kram|zeug|ding|sache|session|chat)"
_WHO = (
    rf"(?:{_DET}\s+)?(?:"
    rf"(?:(?:X|[\w'-]+)[\s-]+){{0,2}}?(?:\w+-)?{_WORKERISH}"  # "the X worker", "the bot"
    rf"|(?:[\w'-]+\s+)?X(?:[\s-]+{_HEADS})?"  # "the X thing", "X"
    rf"|[\w'-]+[\s-]+{_HEADS}"  # "the website project" (a project named by its topic)
    r")(?![\w-])"
)
"""Who a talk is with: a project's worker, or the project itself."""
_IN_PERSON = (
    r"(?:directly|direct|myself|personally|in person|one on one|1:1|face to face|direkt|selbst"
    r"|selber|persönlich|persoenlich)"
)
_TALK = (
    r"(?:talk|speak|chat|have (?:a )?(?:quick )?(?:word|chat|talk)|hash (?:it|this|that|things)"
    r" out|go over (?:it|this|that|things)|sort (?:it|this|that|things) out|discuss (?:it|this"
    r"|that|things)|work (?:it|this|that|things) out|deal)"
)
_REDEN = (
    r"(?:reden|sprechen|quatschen|schnacken|labern|chatten|schreiben|plaudern|besprechen|klären"
    r"|klaeren|ausdiskutieren|verbunden werden|verbinden)"
)
_TALK_ASKED = re.compile(
    # "patch me through to the X worker", "hook me up with the bot doing the X stuff"
    r"\b(?:patch|put|hook|connect|link|get|switch|transfer|route|take|bring|send|hand|pass"
    r"|loop)\s+me\s+(?:(?:straight|right|directly|through|thru|over|up|across|back|in touch|in)\s+)*"
    rf"(?:to|with|into|onto|2)\s+{_WHO}"
    # "could i talk to whoever runs X", "i'd like to have a word with the X bot"
    r"|\b(?:let me|lemme|let's|lets|can i|could i|may i|i(?:'?d| would)? (?:want|like|love|need"
    r"|prefer|rather)|i'?d (?:like|love|rather|prefer)|i wanna|i gotta|i have to|gotta)\s+(?:to\s+)?"
    rf"(?:(?:just|quickly|briefly|directly|personally|really)\s+)*{_TALK}\s+(?:\w+\s+)?(?:to|2"
    rf"|with)\s+{_WHO}"
    rf"|\b(?:talk|speak|chat)(?:ing)?\s+(?:to|with)\s+{_WHO}\s+(?:[\w'-]+\s+){{0,4}}?{_IN_PERSON}\b"
    rf"|\b(?:want|need|like|have) a (?:quick )?(?:word|chat|talk) with\s+{_WHO}"
    rf"|\b(?:get|give) me\s+{_WHO}\W+(?:[\w'-]+\s+){{0,8}}?(?:on the (?:line|phone)|{_IN_PERSON})\b"
    # "schalte mich mal zum worker vom X durch", "verbinde mich mit dem X-agenten"
    r"|\b(?:stell|schalt|verbind|bring|leit|führ|fuehr|hol)\w*\s+(?:(?:mal|bitte|doch|du|kurz"
    r"|einfach)\s+)*mich\s+(?:(?:mal|bitte|doch|kurz|einfach|direkt|gleich|weiter)\s+)*"
    rf"(?:zu[mr]?|mit|an|auf)\s+{_WHO}"
    # "ich will direkt mit dem agenten vom X sprechen", "lass mich mit dem X-bot reden"
    r"|\b(?:ich (?:will|möchte|moechte|würde gerne?|wuerde gerne?|würd gerne?|hätte gerne?|muss"
    r"|wollte)|kann ich|darf ich|könnte ich|koennte ich|lass mich|lass uns)\s+(?:(?:mal|gern|gerne"
    r"|bitte|kurz|direkt|selbst|selber|persönlich|persoenlich|einfach|doch|jetzt|noch)\s+)*"
    rf"(?:mit|zu[mr]?)\s+{_WHO}\s+(?:[\w'-]+\s+){{0,4}}?{_REDEN}"
    rf"|\b{_IN_PERSON}\s+mit\s+{_WHO}\s+(?:[\w'-]+\s+){{0,4}}?{_REDEN}"
    # "kannst du mich mit dem worker vom X verbinden"
    r"|\b(?:kannst|könntest|koenntest|würdest|wuerdest) du mich\s+(?:(?:mal|bitte|kurz|direkt)\s+)*"
    rf"(?:mit|zu[mr]?|an)\s+{_WHO}\s+(?:[\w'-]+\s+){{0,4}}?(?:verbinden|durchstellen"
    r"|durchschalten|weiterleiten|bringen)",
    re.IGNORECASE,
)
_NOT_ASKED = re.compile(
    r"\b(?:don'?t|dont|do not|never|no need to|nicht|nie|kein\w*)\s+(?:\w+\s+){0,3}?(?:want|wanna"
    r"|need|talk|speak|chat|connect|put|patch|hook|switch|reden|sprechen|verbind\w*|stell\w*"
    r"|schalt\w*|will|möchte)\b",
    re.IGNORECASE,
)


def talk_asked(said: str) -> bool:
    """Whether ``said`` asks to talk with a project's worker in person ("hook me up with
    whatever bot is on the X stuff", "kannst du mich mit dem agenten vom X verbinden"), not how
    to (a help question) or that the user talked to someone ("i spoke to the plumber myself")."""
    return (
        _TALK_ASKED.search(said) is not None
        and _NOT_ASKED.search(said) is None
        and not how_asked(said)
    )


_WITH_ANOTHER = re.compile(
    r"\b(?:talk|speak|chat|discuss \w+)\w*\s+(?:to|with)\s+(?P<who>(?:[\w'-]+\s+){1,3}?)(?:about"
    r"|re|regarding|over)\s+(?:[\w'-]+\s+){0,2}?X\b"
    r"|\bmit\s+(?P<wer>(?:[\w'-]+\s+){1,3}?)(?:über|ueber|wegen)\s+(?:[\w'-]+\s+){0,2}?X\b"
    r"[^.!?]*\b(?:reden|sprechen|quatschen|besprechen)",
    re.IGNORECASE,
)
_WORKER_WORD = re.compile(rf"(?:^|\s|-){_WORKERISH}(?:\s|$)", re.IGNORECASE)


def talk_with_another(masked: str) -> bool:
    """Whether ``masked`` (the project said as ``X``) is about a talk with someone else about
    the project ("let me talk to my wife about the X first", "can i talk to you about X"):
    no talk with its worker."""
    found = _WITH_ANOTHER.search(masked)
    if found is None:
        return False
    who = found.group("who") or found.group("wer") or ""
    return _WORKER_WORD.search(f" {who}") is None


_TOLD_TALK = re.compile(
    r"^\W*(?:(?:so|and|ok|well|btw|also|und|naja)\W+)*(?:i|we|ich|wir)\s+(?:(?:already|just"
    r"|finally|schon|gerade|eben|gestern|heute)\s+)*(?:talked|spoke|chatted|called|phoned|met"
    r"|(?:hab|habe|haben)\s+(?:\w+\s+){0,4}?(?:gesprochen|geredet|telefoniert|getroffen"
    r"|angerufen))\b(?![^?]*\?)",
    re.IGNORECASE,
)


def talk_told(said: str) -> bool:
    """Whether ``said`` tells of a talk the user had ("i chatted with the builder myself last
    night", "hab gestern selber mit dem maler gesprochen"): news, no talk to put through."""
    return _TOLD_TALK.search(said) is not None


_ASKING = (
    r"^\W*(?:(?:so|and|ok|okay|hey|also|und|na|btw|quick question|real quick|sag mal|eddie)\W+)*"
    r"(?:(?:do|did) (?:you|u) (?:think|reckon|know|expect)|(?:you )?(?:think|reckon)|any chance"
    r"|will|would|is|are|does|do|can|could|should|gonna|wird|werden|ist|sind|schafft|schaffen"
    r"|kriegt|kriegen|bekommt|bekommen|klappt|kommt|(?:meinst|glaubst|denkst) du|wirst du"
    r"|wird das|kann)\b"
)
_DAY = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun"
    r"|tomorrow|tonight|the weekend|the end|end of|next|the \d+\w*|montag|dienstag|mittwoch"
    r"|donnerstag|freitag|samstag|sonntag|morgen|übermorgen|uebermorgen|ende|zum|nächste\w*"
    r"|naechste\w*|\d+\w*)"
)
_FINISHED = (
    r"(?:done|finished|finish|complete|completed|wrapped up|through|make it|makes it"
    r"|make the deadline|meet the deadline|hit the deadline|on track|on time|in time|on schedule"
    r"|behind(?: schedule)?|running late|late|delayed|fertig\w*|rechtzeitig|pünktlich"
    r"|ready(?! (?:to|for) \w+ing\b)"
    r"|puenktlich|termingerecht|hinbekommen|geschafft|im zeitplan)"
)
_ENDS = rf"(?:{_FINISHED}\b|(?:by|bis|before|vor)\s+{_DAY}\b)"
_FINISH_ASKED = re.compile(
    # "will the X thing make it by friday", "wird das X rechtzeitig fertig"
    _ASKING + rf"\s+(?:[\w'-]+\s+){{0,5}}?X(?:[\s-]+[\w'-]+){{0,6}}?\s+{_ENDS}"
    # "are we going to make it in time with the X", "schaffen wir das bis freitag mit X"
    rf"|{_ASKING}\s+(?:[\w'-]+\s+){{0,6}}?{_ENDS}\s+(?:[\w'-]+\s+){{0,4}}?(?:with|on|for|mit"
    r"|bei|beim|von|vom)\s+(?:[\w'-]+\s+)?X\b",
    re.IGNORECASE,
)


def finish_asked(masked: str) -> bool:
    """Whether ``masked`` (the project said as ``X``) asks whether the project's work will be
    done in time ("can the X project make it by may?", "are we going to make it on time with
    the X?", "schafft ihr das X bis ende des monats?"): a question about where it stands."""
    return _FINISH_ASKED.search(masked) is not None


_LET_GO = re.compile(
    rf"\bX(?:[\s-]+{_HEADS})?\s+(?:(?:can|could|may|should|kann|können|koennen|darf|dürfen"
    r"|duerfen|soll)\s+)(?:(?:now|really|just|totally|jetzt|ruhig|auch|gerne?|dann|eigentlich|echt"
    r"|komplett|ganz)\s+)*(?:be\s+(?:deleted|removed|archived|binned|dropped|scrapped|ditched"
    r"|trashed|closed|shelved|axed|tossed|dumped|filed away)|go\b(?!\s+(?:to|into|over|back|ahead"
    r"|on|in|with|through|for|and|get|find|see|look|check|buy|book)\b)|weg\b|(?:gelöscht"
    r"|geloescht|archiviert|entfernt|abgelegt)\s+werden|in die tonne|ins archiv)",
    re.IGNORECASE,
)


def let_go(masked: str) -> bool:
    """Whether ``masked`` (the project said as ``X``) says the project can go ("the X stuff
    can be binned, we're staying put", "das X projekt kann gelöscht werden"): archived."""
    return _LET_GO.search(masked) is not None


_LEAD = r"^\W*(?:(?:so|and|ok|okay|hey|also|und|na|naja|btw|eddie|sag mal|quick question)\W+)*"
_NAMED = rf"(?:{_DET}\s+)?(?:(?:whole|entire|ganze[mns]?|gesamte[mns]?)\s+)?X(?:[\s-]+{_HEADS})?"
_THEN = (
    r"(?:\s+(?:so|denn|eigentlich|gerade|grad|jetzt|aktuell|los|then|now|these days|lately"
    r"|again|at the moment|right now|for me|real quick|quickly))*\W*$"
)
_STAND_FORMS = (
    # "wie stehts eigentlich um das X", "wie schauts aus mit dem X", "wie sieht es bei X aus"
    r"wie\s+(?:steht|schaut|sieht)(?:'?s|\s+es|\s+das)?\s+(?:(?:denn|eigentlich|so|gerade|grad"
    rf"|jetzt|aktuell|mal|nun)\s+)*(?:aus\s+)?(?:um|mit|bei|beim)\s+{_NAMED}(?:\s+aus)?",
    # "was macht eigentlich das X", "was ist denn mit dem X los", "was geht beim X"
    r"was\s+(?:macht|treibt|(?:ist|geht)\s+(?:(?:denn|eigentlich|jetzt|nun)\s+)*(?:mit|bei|beim))"
    rf"\s+(?:(?:denn|eigentlich|so|gerade|grad|jetzt|mal)\s+)*{_NAMED}",
    # "what's the deal with X", "whats the story on the X stuff", "what's up with X"
    r"(?:what'?s|whats|what is|so what'?s)\s+(?:(?:the|actually|really|now)\s+)*(?:deal|story"
    rf"|score|situation|latest|word|up|happening|going on|new)\s+(?:with|on|about)\s+{_NAMED}",
    # "where are we at with X", "where do we stand on X", "where's the X stuff at"
    rf"where(?:'re|\s+are|\s+r)\s+(?:we|things)(?:\s+at)?\s+(?:with|on)\s+{_NAMED}",
    rf"where\s+do\s+(?:we|things)\s+stand\s+(?:with|on)\s+{_NAMED}",
    rf"where(?:'?s|\s+is)\s+{_NAMED}\s+at",
    # "pull up the X thing", "can you bring the X stuff up"
    rf"(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:pull|bring)\s+(?:up\s+{_NAMED}|{_NAMED}\s+up)",
)
_STAND_ASKED = re.compile("|".join(_LEAD + form + _THEN for form in _STAND_FORMS), re.IGNORECASE)


def stand_asked(masked: str) -> bool:
    """Whether ``masked`` (the project said as ``X``) asks, loosely and nothing more, how the
    project stands ("wie stehts eigentlich um das X", "was macht eigentlich X", "where are we
    at with the X stuff", "pull up the X thing"): the project is opened."""
    return _STAND_ASKED.search(masked) is not None
