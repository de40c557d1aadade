"""Words that point at something never said: "change it to tuesday", "mach das mal fertig",
"add the other one too pls", "can you do the thing". With the small local model nothing in
the conversation says what "it" is, so Eddie asks instead of guessing (issue 14, held-out set
14: all four went to the model, which answered as if it knew)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.router.texting import typed_right

if TYPE_CHECKING:
    from brain.models import ChatMessage
    from brain.tools.base import ToolContext

_LEAD = (
    r"^\W*(?:(?:ok(?:ay)?|so|and|also|und|dann|then|hey|eddie|pls|please|bitte|now|jetzt|just"
    r"|einfach|hm+|hmm+|um+|uh+|erm|go ahead and|go and|yeah|yes)\W+)*(?:(?:can|could|would"
    r"|will) (?:you|u) |(?:kannst|könntest|koenntest) du )?(?:(?:just|quickly|please|pls|maybe"
    r"|mal|bitte|kurz|eben|einfach)\s+)*"
)
_NOT_ASKING = (
    r"(?!(?:forget|leave|skip|drop|ignore|lass|vergiss|got|love|like|hate|see|call|keep|"
    r"thank|thanks|thx|thnx|ty|tysm|cheers|danke|mind|nvm|stop|cancel|stopp|pausier)\w*\b)"
    r"(?!(?:is|are|was|were|has"
    r"|have|had|will|would|should|shall|did|does|what|who|where|when|why|how|which|ist|sind"
    r"|wie|was|wer|wo|war|wann|warum|welche\w*)\b)"
    r"(?!(?:for|to|with|from|about|für|fuer|fürs|fuers|mit|von|bei|beim|zum|zur|über|ueber|um)\b)"
)
"""Words with "it" that ask for nothing to be done ("forget it", "love it", "lass es"), and a
word for whom or what the rest is ("kannst du für die straßenfest sachen …" points at none)."""
ONE_OF = (
    r"(?:the|that|this) (?!other\b)[a-z]+ ones?\b|(?:das|den|die|dem|der) (?!andere)[a-zäöüß]+"
    r"(?:ere|eren|erer|ste|sten)\b"
)
"""One of several, by how it differs ("the bigger one", "the earlier one", "das günstigere"):
said first in a conversation, nothing says which things there are."""
_POINTER = (
    r"(?P<ref>"
    + ONE_OF
    + r"|(?:the|that) other (?:thing|stuff|one|ones)|the (?:thing|stuff|other one|other ones"
    r"|one|same)|the thing from before|it|that"
    r"|this|them|those|das andere|die andere|den anderen|das ding|das|es|dies|den|die|dem)"
)
_UNCLEAR = re.compile(
    _LEAD
    + _NOT_ASKING
    + r"[a-zäöüß]+\s+(?:(?:mal|doch|halt|bitte)\s+)?"
    + _POINTER
    + r"\b(?:\s+\S+){0,6}\s*[?!.]*$",
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
    said = typed_right(said)
    if _HOW_IT_GOES.search(said):
        return None  # "hows it going": a greeting, nothing pointed at
    first, _stop, rest = said.strip().partition("? ")
    if rest and _vague_words(rest) <= 1:
        said = first + "?"  # "can you fix it? its still not right"
    lead = re.match(_LEAD, said.strip())
    if len(said.strip()[lead.end() if lead else 0 :].split()) > MAX_WORDS:
        return None  # "ok now": no words of the request
    found = (
        _UNCLEAR.match(said.strip())
        or _UNCLEAR_DE.match(said.strip())
        or _HELP_WITH.match(said.strip())
    )
    return found["ref"] if found else None


_HOW_IT_GOES = re.compile(
    r"\bhow(?:'?s| is| was| are)? (?:it|things|everything|that) (?:going|goin'?|hanging|been|doing)\b"
    r"|\bwie (?:geht|läuft|laeuft)(?:'?s| es)\b",
    re.IGNORECASE,
)
_HELP_WITH = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|hey|eddie|pls|please|can you|could you|can u|kannst du)\W+)*"
    r"(?:help|hilf) (?:me |mir )?(?:with|bei|mit) (?P<ref>it|that|this|the thing|dem|das|es)\W*(?:pls"
    r"|please|bitte)?\W*$",
    re.IGNORECASE,
)
"""Help asked with something only pointed at ("ok help me with it")."""


def _vague_words(text: str) -> int:
    """How many words of ``text`` say what is meant (not filler, not a pointer)."""
    return sum(1 for w in re.findall(r"[a-zäöüß']+", text.lower()) if w not in _VAGUE)


_BACK = re.compile(
    r"(?P<ref>the (?:thing|stuff|one|same)(?: (?:from|like|as) (?:before|earlier|last time|yesterday)"
    r"| you (?:did|made|said|wrote|suggested|sent)(?: (?:before|earlier|last time|yesterday))?)"
    r"|what(?:ever)? you (?:said|did|wrote|made|suggested|told me|sent)(?: (?:before|earlier|last"
    r" time|yesterday))?|(?:do|try) (?:it|that|this|the same|(?:that|this|the) (?:thing|stuff|one))"
    r" again|(?:the )?same (?:thing )?again"
    r"|the opposite|das gegenteil|(?:for|with|on|to|like) the other one\b|like (?:the )?(?:last"
    r"|previous) (?:one|time)\b|(?:the )?same as (?:before|yesterday|last time)\b"
    r"|(?:für|mit) (?:den|die|das)"
    r" andere\b|(?:das|dasselbe|das gleiche|es) (?:nochmal|noch mal|noch einmal"
    r"|wieder)|wie (?:vorhin|vorher|eben|letztes mal|gestern)|was du (?:vorhin|vorher|eben|gestern)"
    r" (?:gesagt|gemacht|geschrieben|vorgeschlagen)|von (?:vorhin|vorher|eben|gestern))",
    re.IGNORECASE,
)
"""Words that point back at something said before ("the thing from before", "do the opposite",
"das gleiche nochmal")."""
_GO_ON = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|also|und|dann|then|hey|eddie|pls|please|bitte|now|jetzt|just"
    r"|einfach|alright|yeah|ja|na)\W+)*(?P<ref>(?:keep|carry) (?:going|on|at it)|go on|continue"
    r"|go ahead|proceed|mach (?:(?:da|damit|hier|mal|einfach|bitte|ruhig|doch)\s+)*weiter"
    r"|weiter(?:machen)?|weiter so)(?:\s+(?:with|on) (?:it|that|this))?\W*"
    r"(?:(?:pls|please|bitte|then|dann|mal|now|jetzt)\W*)*$",
    re.IGNORECASE,
)
"""A go-ahead that names nothing ("mach mal weiter", "keep going"): on with what?"""
_VAGUE = frozenset(
    "ok okay so and also but like maybe just can could would will you u please pls do make it"  # noqa: SIM905 (a word list)
    " that this a the more bit better worse again pretty really whatever said before earlier"
    " then now it's its is not right wrong still und aber mal bitte mach kannst du das es"
    " besser nochmal noch einfach jetzt doch eben was halt ja nein hey eddie lol haha redo fix"
    " change improve rewrite try shorter longer simpler nicer funnier less formal casual"
    " different differently opposite looks look off weird odd bad fine good great hast habe hab"
    " nur andersrum umgekehrt anders kürzer länger ändern sort out handle deal with finish take"
    " care of at into continue sorted erledigen kümmer dich um mach fertig yeah yep yes sure for"
    " other one too same as last time andere den die".split()
)


def go_ahead(said: str) -> bool:
    """Whether ``said`` is a go-ahead that names nothing ("mach mal weiter", "keep going")."""
    return _GO_ON.match(said.strip()) is not None


def back_reference(said: str) -> str | None:
    """What ``said`` points back at when nothing else in it says what is meant ("can you do
    the thing from before but like better", "ok whatever you said before, do the opposite");
    None otherwise."""
    text = typed_right(said.strip())
    if len(text.split()) > 12:
        return None
    found = _BACK.search(text)
    if found is None:
        return None
    rest = text[: found.start()] + " " + text[found.end() :]
    return found["ref"] if _vague_words(rest) <= 1 else None


async def offered_before(ctx: ToolContext, ref: str) -> bool:
    """Whether ``ref`` picks one of several ("the bigger one") that Eddie's last words offered
    (a list, or "… or …"): a follow-up, no question what is meant."""
    if re.fullmatch(ONE_OF, ref, re.IGNORECASE) is None:
        return False
    last = await last_answer(ctx)
    said = "" if last is None else last.content
    return len(_OFFERED.findall(said)) >= 2 or re.search(r"\b(?:or|oder)\b", said) is not None


async def last_answer(ctx: ToolContext) -> ChatMessage | None:
    """What Eddie said just before this turn (among the last few messages), if anything."""
    history = await ctx.deps.chat.history(
        ctx.session_id, limit=_LOOK_BACK, before_id=ctx.message_id
    )
    return next((m for m in reversed(history) if m.role == "assistant"), None)


_LOOK_BACK = 4
"""The last few messages: what Eddie said just before."""
_OFFERED = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+\S", re.MULTILINE)
"""A line of a list ("- the 40l pack", "2. the 7:15 train")."""
