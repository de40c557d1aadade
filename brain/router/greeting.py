"""Greetings, thanks and goodbyes: the router's canned replies, and whether words are only that.

The greeting intent is near in meaning to anything with "morning", "night" or "ciao" in it, so
"my dog died this morning" and "who won the game last night" read as greetings; a canned "Hi!
What can I do for you?" there is worse than no reply. A greeting is therefore answered only
when the words are a greeting and little else (:func:`just_greeting`).
"""

from __future__ import annotations

import re

from brain.lines import say

_THANKS = re.compile(r"\b(?:thank|thanks|thx|ty|cheers|appreciated?|danke|dank)\b")
_NIGHT = re.compile(r"\b(?:good\s*night|gn|nighty?|night night|gute\s+nacht|n8)\b")
_BYE = re.compile(
    r"\b(?:bye|goodbye|see\s+(?:you|ya)|later|ttyl|talk\s+(?:to\s+you\s+)?(?:tomorrow|soon|later)"
    r"|catch\s+you|tschüss|ciao|bis\s+(?:später|morgen|dann|bald))\b"
)
_FINE = re.compile(r"\b(?:alles\s+(?:klar|gut|fit|ok|okay|easy)|all\s+good|alright|all\s+right)\b")
"""A greeting that is half a question ("na alles klar", "alright"): all is well, and help offered."""
_WORDS = frozenset(
    " ".join(
        (
            "hi hiya hey heya hello hallo yo sup howdy greetings morning afternoon evening night good ",
            "gn gm nighty day thanks thank thx ty tysm cheers appreciate appreciated bye goodbye see ",
            "you ya later ttyl talk tomorrow soon catch ciao again all there a lot much very so ",
            "really mate buddy pal dude man eddie folks guys everyone ok okay great nice cool awesome ",
            "lovely perfect helpful that's thats that was it exactly just what i needed for the your ",
            "help and too again you're moin servus grüß gott dich guten tag abend nacht gute danke ",
            "dank dir vielen tausend schönen tschüss bis später dann bald na alles klar hallöchen ",
            "zusammen sehr youre legend star hero lifesaver champ genius rock rocks amazing best ",
        )
    ).split()
)
"""Words a greeting, thanks or goodbye is made of (English and German)."""
_QUESTION = re.compile(
    r"^(?:who|what|whats|why|how|where|when|which|does|do|did|is|are|can|could|was|wer|wie"
    r"|warum|wo|wann|welche\w*)\b"
)
_ASKS_HOW = re.compile(
    r"\balles\s+\w+(?:\s+bei\s+dir)?\s*\?|^\W*(?:na|und)\b\W+(?:\w+\W+)?alles\b|\bbei\s+dir\b"
)
"""A greeting that asks how Eddie is ("na, alles klar?", "alles fit bei dir"): answered as that
question, not with a bare hello ("alles klar, danke" is only thanks)."""
MAX_OTHER_WORDS = 1


def just_greeting(said: str) -> bool:
    """Whether ``said`` (cleaned, lower case) is a greeting, thanks or goodbye and at most
    :data:`MAX_OTHER_WORDS` other word — not a question, not news told in passing."""
    text = said.strip(" ,.!?")
    if _QUESTION.match(text) or _ASKS_HOW.search(said.strip()):
        return False
    words = re.findall(r"[\w']+", text)
    return sum(word not in _WORDS for word in words) <= MAX_OTHER_WORDS


def greeting_reply(said: str, language: str) -> str:
    """The canned reply: thanks, good night, goodbye, all is well, or hello."""
    kind = (
        "thanks"
        if _THANKS.search(said)
        else "night"
        if _NIGHT.search(said)
        else "bye"
        if _BYE.search(said)
        else "fine"
        if _FINE.search(said)
        else "hello"
    )
    return say(f"greeting.{kind}", language)
