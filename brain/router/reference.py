"""Words that point at something never said: "change it to tuesday", "mach das mal fertig",
"add the other one too pls", "can you do the thing". With the small local model nothing in
the conversation says what "it" is, so Eddie asks instead of guessing (issue 14, held-out set
14: all four went to the model, which answered as if it knew)."""

from __future__ import annotations

import re

_LEAD = (
    r"^\W*(?:(?:ok(?:ay)?|so|and|also|und|dann|then|hey|eddie|pls|please|bitte|now|jetzt|just"
    r"|einfach)\W+)*(?:(?:can|could|would|will) (?:you|u) |(?:kannst|könntest|koenntest) du )?"
)
_NOT_ASKING = (
    r"(?!(?:forget|leave|skip|drop|ignore|lass|vergiss|got|love|like|hate|see|call|keep|"
    r"thank|thanks|thx|thnx|ty|tysm|cheers|danke|mind|nvm|stop|cancel|stopp|pausier)\w*\b)"
    r"(?!(?:is|are|was|were|has"
    r"|have|had|will|would|should|shall|did|does|what|who|where|when|why|how|which|ist|sind"
    r"|wie|was|wer|wo|war|wann|warum|welche\w*)\b)"
)
"""Words with "it" that ask for nothing to be done ("forget it", "love it", "lass es")."""
_POINTER = (
    r"(?P<ref>the (?:thing|stuff|other one|other ones|one|same)|the thing from before|it|that"
    r"|this|them|those|das andere|die andere|den anderen|das ding|das|es|dies|den|die|dem)"
)
_UNCLEAR = re.compile(
    _LEAD
    + _NOT_ASKING
    + r"[a-zäöüß]+\s+(?:(?:mal|doch|halt|bitte)\s+)?"
    + _POINTER
    + r"\b(?:\s+\S+){0,4}\s*[?!.]*$",
    re.IGNORECASE,
)
_UNCLEAR_DE = re.compile(
    r"^\W*(?:(?:hmm+|ok(?:ay)?|also|und|dann|hey|eddie|ja)\W+)*(?:kannst|könntest|koenntest|kann"
    r"|magst)\s+du\s+(?:mir\s+)?(?P<ref>das|es|dies|die|den|dem|das andere|die andere)\s+"
    r"(?:(?:mal|bitte|noch|eben|kurz|schnell|doch)\s+)*[a-zäöüß]+(?:en|ern|eln)\W*$",
    re.IGNORECASE,
)
"""The same in German, with the verb last: "kannst du das mal ändern"."""
MAX_WORDS = 8


def unclear_reference(said: str) -> str | None:
    """What ``said`` points at without saying it ("it", "das", "the other one"), when it is
    short and asks for something done to it; None otherwise."""
    if len(said.split()) > MAX_WORDS:
        return None
    found = _UNCLEAR.match(said.strip()) or _UNCLEAR_DE.match(said.strip())
    return found["ref"] if found else None
