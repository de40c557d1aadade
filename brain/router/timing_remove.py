"""The router's slot for ``schedule_remove``: the words that name the schedule to remove ("nvm
the dentist reminder, already called them" → "dentist"; "kill the pasta timer" → "pasta timer")."""

from __future__ import annotations

import re
from typing import Any

from brain.router import slots
from brain.router import when_words as words

_REMOVE_WORDS = re.compile(
    r"\b(?:cancel\w*|remove|delete|drop|scrap|stop|lösch\w*|entfern\w*|streich\w*|abbrech\w*"
    r"|absag\w*|brauch\w*|need|anymore|no longer|nicht mehr|don'?t|i|ich|my|mein\w*|the|den|die"
    r"|das|der|reminder|reminders|erinnerung\w*|schedul\w*|zeitplan\w*|please|pls|bitte|about"
    r"|for|to|an|ans|am|wegen|für|of|one|alarms?|timers?|wecker|eieruhr|countdown|it|es|stopp?\w*"
    r"|get rid"
    r"|turn|switch|off|mach\w*|schalt\w*|stell\w*|aus|kill|nvm|never|mind|forget|vergiss"
    r"|hat sich erledigt|all|alle\w*|every|each|everything|sämtlich\w*|clear|wipe|jede\w*)\b",
    re.IGNORECASE,
)
_REASON = re.compile(r"[,;.!?]|\s-\s|\b(?:because|since|already|cuz|coz|weil|schon)\b", re.I)
"""Where a reason starts ("nvm the dentist reminder, already called them")."""
_EVERY = re.compile(
    r"\b(?:all|everything|alle\w*|sämtlich\w*)\b|\b(?:every|each|jede\w*) (?:single )?(?:one|remind"
    r"|alarm|timer|schedul|erinnerung|wecker)",
    re.IGNORECASE,
)
"""Every schedule, not one: "cancel all my reminders", "lösch alle wecker", "every timer"."""
_MANY = re.compile(r"\b(?:reminders|alarms|timers|schedules|erinnerungen)\b", re.IGNORECASE)
_WIPE = re.compile(r"\b(?:clear|wipe)\b", re.IGNORECASE)
_SOME = re.compile(
    r"\b(?:one|some|a few|two|three|except|but|apart from|other than|außer|ausser|bis auf|eine[nmr]?"
    r"|einige|ein paar)\b",
    re.IGNORECASE,
)
"""Not every one: "remove one of my reminders", "all except the grandpa one"."""
_NAMES_ONE = re.compile(r"\b(?:remind\w*|alarm|timer|wecker|erinnerung\w*|schedul\w*)\b", re.I)


def remove_args(said: str) -> dict[str, Any]:
    """``schedule_remove`` arguments: the words that name the schedule ("call mom"; "the
    pasta timer" names a timer for pasta); ``every`` for all of them ("all my reminders", "all
    the dentist ones")."""
    parts = [part for part in _REASON.split(slots.clean(said)) if part.strip()] or [said]
    part = next((p for p in parts if _NAMES_ONE.search(p)), parts[0])
    named = " ".join(_REMOVE_WORDS.sub(" ", part).split()).strip(" ,.?!")
    single = re.sub(r"\b(timer|alarm)s\b", r"\1", said.lower())  # "all the timers"
    kind = "timer" if words.TIMER.search(single) else "alarm" if words.ALARM.search(single) else ""
    match = f"{named} {kind}".strip()
    said_all = _EVERY.search(part) or (_WIPE.search(part) and _MANY.search(part))
    if (said_all or (named and _MANY.search(part))) and not _SOME.search(part):
        return {"match": match, "every": True}  # "clear my reminders", "the call reminders"
    return {"match": match}
