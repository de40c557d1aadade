"""Words for a bad night and a tired morning, shared by the kinds of
:mod:`brain.llm.tiny_moods` ("barely slept", "hab kaum geschlafen", "morning, so tired")."""

from __future__ import annotations

SLEPT_BADLY = (
    r"(?:(?:barely|hardly|didn'?t|did not|couldn'?t|could not|never|not) (?:\w+ )?(?:slept|sleep)"
    r"|slept (?:\w+ )?(?:badly|terribly|horribly|awful(?:ly)?|poorly|so bad|bad|like (?:crap|shit"
    r"|garbage|trash)|(?:only|just) \w+ hours?)|(?:bad|rough|terrible|horrible|awful|sleepless"
    r"|short) night|no sleep|not (?:much|enough) sleep|(?:little|zero) sleep|up all night"
    r"|(?:only|just) (?:got |had )?(?:\d+|one|two|three|four|five)(?: or \w+)? hours? (?:of )?sleep"
    r"|(?:kaum|schlecht|nicht|wenig|miserabel|mies|beschissen|schei(?:ß|ss)e|gar nicht|null"
    r"|kein bisschen) (?:\w+ )?geschlafen|kein auge zu\w*|schlaflose nacht|(?:kurze|schlechte"
    r"|miese|harte|beschissene) nacht|wach gelegen|(?:nur|grad mal|gerade mal) (?:\d+|zwei|drei"
    r"|vier|f(?:ü|ue)nf) stunden (?:\w+ )?(?:geschlafen|schlaf))"
)
"""A bad night, told ("barely slept", "hab kaum geschlafen")."""
TIRED = (
    r"(?:tired|sleepy|exhausted|knackered|shattered|wrecked|groggy|zombie|m(?:ü|ue|u)de"
    r"|todm(?:ü|ue)de|hundem(?:ü|ue)de|schl(?:ä|ae)frig|(?:ü|ue)berm(?:ü|ue)det|ger(?:ä|ae)dert"
    r"|barely awake|half asleep|not (?:really |fully |quite )?awake(?: yet)?|kaum wach"
    r"|noch (?:nicht )?(?:richtig |ganz )?(?:wach|am aufwachen)|halb wach)"
    r"(?! (?:of|von|vom|with|mit)\b)"
)
MORNING = (
    r"(?:this morning|today|(?:just )?woke up|heute (?:morgen|fr(?:ü|ue)h)|morgens|am morgen"
    r"|aufgewacht|aufgestanden|wach geworden)"
)
MORNING_HELLO = (
    r"^(?=\W*(?:(?:hi|hey|hallo|na)\W+)?(?:good\s+morning|morning|mornin'?|gm|guten\s+morgen"
    r"|morgen(?=\s*[,.!])|moin(?:sen)?)\b|.*\b(?:good\s+morning|guten\s+morgen|moin(?:sen)?)\W*$)"
)
"""A morning greeting ("morning, barely slept"): the answer says good morning too."""

ILL = (
    r"ill(?! (?:come|be|call|get|pick|grab|bring|send|let|text|drop|pop|see|try|pay|do|make"
    r"|check|give|take|swing|stop|head|ask|have|stay|need|just|definitely|probably|still|also|go"
    r"|leave|sort|fix|look|reply|write|return|start|finish|deal|think|tell|keep|talk|sleep|eat"
    r"|wait|miss|put|buy|read|play|show|run|move|work|hit|ping|email|message|update|book|order"
    r"|figure|find|handle|get back|pass|resume|continue|restart)\b)"
)
"""Ill, not "I'll" typed without its apostrophe ("ill pick it up again next week")."""
