"""Where what the user tells Eddie goes, asked in a stranger's words: "does what i type here
stay with you or end up online", "what do you do with my data", "wo
landen meine daten". The privacy kind of :mod:`brain.llm.tiny_self` answers it; "what do you
do for fun" or "my data is in a spreadsheet, make a chart" is no such question."""

from __future__ import annotations

import re

_TOLD = (
    r"(?:(?:the |all the |everything |anything |what |stuff |things )(?:stuff |things )?(?:that )?i"
    r" (?:tell|say|type|write|share|ask)(?: to| with)?(?: (?:you|u|eddie|here))?|(?:my|our) (?:personal"
    r" )?(?:data|chats?|conversations?|messages?|info(?:rmation)?|stuff|secrets|history|notes"
    r"|memories)|(?:meine[nm]?|unsere[nm]?) (?:persönlichen |persoenlichen )?(?:daten|chats?"
    r"|nachrichten|infos?|informationen|gespräche|gespraeche|geheimnisse)|was ich (?:dir )?(?:erzähle"
    r"|erzaehle|sage|schreibe|tippe|anvertraue))"
)
"""What the user tells Eddie ("the stuff i tell you", "my data", "meine daten")."""
_FATE = (
    r"(?:private|privat|secret|safe|secure|sicher|(?:get|gets|getting|being|is|are) (?:\w+ )?(?:sent"
    r"|uploaded|shared|stored|saved|sold|kept|used)|sent|uploaded|shared|sold|leave|leaves|go|goes"
    r"|end up|(?:some|a|the|your|any) (?:server|cloud|company)|servers?|cloud|hochgeladen|verschickt"
    r"|geschickt|weitergegeben|gespeichert|verkauft|landen|landet|bleiben|bleibt)"
)
PRIVACY = (
    rf"(?:\b(?:is|are|does|do|did|will|would|can|could|ist|sind|wird|werden|bleibt|bleiben|landet"
    rf"|landen|geht|gehen)\W+(?:\w+\W+){{0,2}}?|(?=[^?]*\?)\b){_TOLD}\b(?:\W+\w+){{0,6}}?\W+"
    rf"{_FATE}\b(?!.*\b(?:spreadsheet|excel|csv|chart|graph"
    r"|tabelle|backup|export)\b)|\b(?:what (?:do|will|would|does) (?:you|u|eddie|vance) do with"
    r"|what happens (?:to|with)|where (?:does|do|is|are|will)|who (?:sees|can see"
    r"|gets|reads)|was (?:machst|tust) du (?:eigentlich |denn )?mit|was passiert mit|wo (?:landen"
    rf"|landet|bleiben|bleibt|gehen|geht|sind|ist)|wer (?:sieht|liest|bekommt)) {_TOLD}\b"
    r"|\b(?:sent|uploaded|go(?:es)?|sending|send (?:it|this|that|them)) (?:to|on|onto) (?:some|a|the"
    r"|your|any) (?:server|cloud|company)\b|\b(?:landet|geht|gehen|landen) (?:das|es|alles)"
    r" (?:\w+ )?(?:auf (?:einem|einen|irgendeinem) server|in der cloud)\b"
)
"""Where what the user tells goes, asked ("does what i type here stay with you or end up
online", "what do you do with my data", "was machst du mit meinen daten"); "my chats
with my sister are private" is told, not asked."""
PRIVACY_ASKED = (
    PRIVACY
    + r"|\b(?:is|are|r) (?:my|our|this|the) (?:stuff|data|chats?|messages?|conversations?|info"
    r"|information|notes|memor(?:y|ies)|stuff i type)(?: here)? (?:private|safe|secure"
    r"|encrypted|stored|saved|sent|shared|uploaded)\b|\bis (?:this|it|that|everything)"
    r" (?:all )?private\b(?! (?:browsing|mode|window|tab|school|road|property|beach))|\b(?:does|do|will|is) (?:anything|everything|what) i (?:type|say"
    r"|write|tell (?:you|u))\b.{0,25}\b(?:sent|go(?:es)?|shared|uploaded|stored|saved"
    r"|leave)\b|\b(?:do|does|will) (?:you|u|ya|eddie|vance)\b.{0,12}\b(?:send|share"
    r"|sell|upload|spy|track|collect|keep|store|forward|pass|hand over|give)\b.{0,20}\b(?:data"
    r"|my (?:messages|texts|words)"
    r"|chats?|conversations?|anyone|anybody|someone|somebody|third parties|companies"
    r"|info(?:rmation)?|on me|anywhere|somewhere|stuff|the cloud|cloud|servers?|internet)\b|\bwho (?:can|could) (?:see|read)\b.{0,20}\b(?:my|chats?|messages?"
    r"|this|what i (?:write|type|say))\b|\bwhere (?:do|does|is) (?:my|our) (?:data|chats?|messages?|stuff)"
    r" (?:go|stored|saved|kept)\b|\bist (?:das|es|alles)(?: hier)? (?:auch )?privat\b"
    r"|\bsind meine (?:daten|chats|nachrichten)\b.{0,20}\b(?:sicher|privat|geschützt)\b"
    r"|\b(?:schickst|sendest|verkaufst|teilst|speicherst) du (?:\w+ )?(?:meine|die|das"
    r"|irgendwas|was)\b.{0,30}\b(?:daten|chats?|nachrichten|internet|irgendwo|weiter"
    r"|hin)\b|\bwer kann (?:\w+ )?(?:meine|das|die)\b.{0,15}\b(?:lesen|sehen)\b"
    r"|\bliest (?:da )?(?:jemand|wer) mit\b|\bis (?:what|everything|anything|all|stuff) i"
    r" (?:tell|say to|write to|type to|share with) (?:you|u)\b.{0,25}\b(?:private|safe|secret"
    r"|uploaded|stored|saved|shared|sent)\b|\b(?:does|do|will|is|are) (?:my|our) (?:stuff|data"
    r"|chats?|messages?|info\w*|conversations?|secrets?|notes|memories)\b.{0,20}\b(?:uploaded"
    r"|sent|shared|private|safe|leave)\b|\b(?:uploaded|hochgeladen) (?:anywhere|somewhere"
    r"|irgendwo(?:hin)?)\b|\birgendwo(?:hin)? hochgeladen\b|\bwas ich dir (?:erzähle|erzaehle"
    r"|sage|schreibe|anvertraue)\b.{0,30}\b(?:privat|hochgeladen|gespeichert|weitergegeben"
    r"|verschickt|sicher)\b|\bwird (?:das|es|alles|irgendwas|was) (?:\w+ )?(?:hochgeladen"
    r"|verschickt|weitergegeben)\b|\bis what i (?:type|write|say)(?: here)? (?:private"
    r"|safe|secret)\b|\b(?:does|can|could) (?:anyone|anybody|someone|somebody)(?: else)? (?:see|read"
    r"|access)\b"
)
"""Every way a privacy question is asked: :data:`PRIVACY` and the short forms ("is my stuff
private", "does eddie pass my texts on", "liest da jemand mit")."""
_PRIVACY_ASKED = re.compile(PRIVACY_ASKED, re.IGNORECASE)


def asks_privacy(text: str) -> bool:
    """Whether ``text`` asks where what the user tells Eddie goes."""
    return _PRIVACY_ASKED.search(text) is not None
