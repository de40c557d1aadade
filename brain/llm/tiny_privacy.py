"""Where what the user tells Eddie goes, asked in a stranger's words: "does what i type here
stay with you or end up online", "what do you do with my data", "wo
landen meine daten". The privacy kind of :mod:`brain.llm.tiny_self` answers it; "what do you
do for fun" or "my data is in a spreadsheet, make a chart" is no such question."""

from __future__ import annotations

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
