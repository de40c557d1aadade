"""A project said to be over, with leave to remove it: "X is wrapped up at last, feel free to
remove it", "we're finished with the X thing, bin it", "X ist durch, kann weg", "X hat sich
erledigt, archivier das". Both halves are needed: "is X done yet?" asks, "the X worker is done,
show me what it found" wants its result, and "remove it" alone may be about anything."""

from __future__ import annotations

import re

_OVER = re.compile(
    r"\b(?:(?:is|are|was|were|'s|'re|has been|have been|got|be|ist|sind|war|waren|hat sich"
    r"|haben sich|wir)\s+(?:(?:all|now|finally|totally|completely|officially|pretty much|at last"
    r"|really|basically|so|jetzt|nun|endlich|komplett|ganz|auch|wirklich|eh|schon|mit \S+(?: \S+)?"
    r")\s+)*(?:done|finished|over|complete|completed|wrapped up|history|through|a wrap|dead"
    r"|durch|erledigt|fertig|abgeschlossen|vorbei|gegessen|gelaufen|beendet|abgehakt|geschafft)"
    r"|(?:done|finished|through) with|wrapped (?:up )?(?:the|my|our|that|this)|that'?s a wrap"
    r"|(?:fertig|durch) mit|all done)\b",
    re.IGNORECASE,
)
"""That the work is over: "X is wrapped up at last", "we're finished with X", "ist durch"."""
_IT = (
    r"(?:it|that|this|that one|this one|the (?:project|thing|lot)|them|es|das|ihn|sie|das projekt"
    r"|das ding|die sache)"
)
_TAIL = (
    r"(?:\s+(?:now|away|out|up|for good|too|as well|pls|please|then|from my (?:projects|list)"
    r"|already|jetzt|bitte|mal|ruhig|gerne?|dann|auch|einfach|schon))*\W*$"
)
_GONE = re.compile(
    r"(?:^|[,;.!?:-]|\b(?:so|and|also|dann|und|just)\b)\s*(?:(?:so|and|just|pls|please|bitte|mal"
    r"|feel free to|go ahead and|you can|you may|u can|can you|could you|you could|we can"
    r"|let'?s|lets|du kannst|kannst du|du darfst|darfst du)\s+)*"
    r"(?:(?:remove|delete|bin|toss|trash|ditch|scrap|dump|chuck|axe|nuke|archive|shelve|close"
    r"|get rid of|archivier\w*|l(?:ö|oe)sch\w*|entfern\w*|wegwerfen|wegschmei(?:ß|ss)en|abhaken"
    rf"|weg)(?:\s+{_IT})?|(?:put|file|throw|clear|schmei(?:ß|ss)\w*|wirf)(?:\s+{_IT})?\s+(?:away"
    rf"|out|weg|raus|ins archiv|in die tonne)){_TAIL}"
    r"|\b(?:it|that|this|es|das|er|sie)?\s*(?:can|could|may|kann|k(?:ö|oe)nnen|darf|d(?:ü|ue)rfen)"
    r"\s+(?:\S+\s+){0,2}?(?:go|weg|be (?:deleted|removed|archived|binned|trashed|closed|scrapped)"
    r"|(?:gel(?:ö|oe)scht|entfernt|archiviert|weggeworfen) werden|ins archiv|in die tonne)"
    rf"{_TAIL}"
    r"|\b(?:weg|raus|ab ins archiv|in die tonne|ins archiv) damit\W*$|\bab ins archiv\b",
    re.IGNORECASE,
)
"""Leave to remove it, said last: "feel free to remove it", "bin it", "kann weg", "weg damit"."""
_ASKED = re.compile(
    r"^\W*(?:is|are|was|has|have|did|ist|sind|hat|haben|wird)\b[^?]*\?", re.IGNORECASE
)
"""A question whether the work is over ("is X done yet? …")."""


def done_and_gone(said: str) -> bool:
    """Whether ``said`` tells that a project's work is over and lets Eddie remove it."""
    return (
        _GONE.search(said) is not None
        and _OVER.search(said) is not None
        and _ASKED.search(said) is None
    )
