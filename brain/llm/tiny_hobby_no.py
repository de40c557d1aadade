"""A kind, clear no to someone who wants the user in their hobby for good (a team, a club, a
choir, a weekly game night): "the guy at the next desk keeps wanting me in his five-a-side
team, how do i tell him no without being awkward" → thanks for asking, a clear no (not "maybe
next time", which only brings the next ask), a warm close wishing the team well. Written when a
standing ask is told with a no wanted; one evening turned down is
:mod:`brain.llm.tiny_invite_no`'s, and "how do i say no to people more often" stays advice.
English only. Used by :mod:`brain.llm.tiny_written` (before the other noes)."""

from __future__ import annotations

import re

from brain.llm.tiny_details import german, named, no_text_asked

_WHO = (
    r"(?:(?:my|our|a|the|this)\s+)?(?:(?:new|old|nice|friendly|one)\s+)?(?P<role>colleague|coworker"
    r"|co-worker|workmate|teammate|team ?mate|desk ?mate|boss|manager|neighbou?r|friend|mate|flatmate"
    r"|classmate|cousin|brother|sister|guy|girl|woman|man|lady)?\s*(?P<name>(?!(?:keeps|has|is|just"
    r"|always|really|still|wants|asked|invited|at|from|in|on|next)\b)[a-z]{2,15})?(?:\s+from\s+[\w-]+)?"
)
_HOBBY = (
    r"(?P<hobby>(?:[\w'-]+\s+){0,3}?(?:team|club|group|league|choir|band|quiz|quiz team|crew|squad"
    r"|society|circle|class|classes|sessions?|nights?|evenings?|meetups?|runs?|rides?|games?"
    r"|orchestra|ensemble|troupe|side|five-a-side|book club)(?:\s+(?:team|club|group|league|night|nights"
    r"|side|squad|crew))?)\b"
)
_WANTS = re.compile(
    _WHO + r"\s*(?:\s|keeps|kept|has been|'s been|is|always|still|really|constantly|won't stop)*"
    r"(?:want(?:s|ing)?|ask(?:s|ing|ed)?|invit(?:es|ing|ed)|begg(?:ing|ed)|push(?:es|ing)|tr(?:ies|ying)"
    r" to get|nagg(?:ing|ed)|on at)\s+(?:me\s+)?(?:to\s+)?(?:if i(?:'d| would)? (?:want to |like to )?)?"
    r"(?:join|be (?:on|in|part of)|play (?:in|on|for)|sign up (?:for|to)|come (?:along )?to|come"
    r" (?:along )?(?:on|for)|do|try|on|in|into|for|to)\s+(?:(?P<whose>his|her|their|the|a|an|our"
    r"|this)\s+)?" + _HOBBY,
    re.IGNORECASE,
)
_INVITE = re.compile(
    r"\b(?:(?:my|our|a|the)\s+)?(?P<role>colleague|coworker|co-worker|workmate|teammate|boss|manager"
    r"|neighbou?r|friend|mate|flatmate|classmate)?\s*(?P<name>[a-z]{2,15})?'s\s+(?:standing\s+)?"
    r"(?:invite|invitation|offer|request|ask)\s+(?:to\s+)?(?:join|be (?:on|in|part of)|play (?:in|on"
    r"|for)|sign up (?:for|to)|come (?:along )?to)\s+(?:(?P<whose>his|her|their|the|a|an|our|this)\s+)?"
    + _HOBBY,
    re.IGNORECASE,
)
_STANDING = re.compile(
    r"\b(?:keeps?|kept|always|still|again|won'?t stop|constantly|every (?:week|month|time|day)"
    r"|weekly|regular(?:ly)?|join|be (?:on|in|part of)|sign up|team|club|group|league|choir|band"
    r"|society|orchestra|squad|crew|side)\b",
    re.IGNORECASE,
)
_NO_WANTED = re.compile(
    r"\b(?:turn(?:ing)? (?:\w+ )?down|say(?:ing)? no|tell (?:him|her|them) no|decline|get out of"
    r"|let (?:him|her|them) down|bow out|pass|refuse|not (?:interested|my thing|for me|keen)|don'?t"
    r" (?:want|wanna|fancy|enjoy|like)|no interest|rather not)\b",
    re.IGNORECASE,
)
_HELP = re.compile(
    r"\b(?:help|write|draft|text|message|msg|reply|what (?:do|should|can|could) i (?:say|text|write"
    r"|tell|reply)|how (?:do|can|should|would) i|kindly|nicely|politely|gently|kind(?:ly)? way"
    r"|nice way|without (?:being|sounding|seeming) (?:rude|mean|awkward))\b",
    re.IGNORECASE,
)
_NOT_NAME = frozenset(
    """colleague coworker teammate friend neighbour neighbor boss mate my our a an the her his their
    new old work office buddy pal guy girl woman man lady desk""".split()  # noqa: SIM905
)
_CLOSE = (
    (r"\b(?:quiz|team|side|league|squad|five-a-side|match|games?)\b", "Good luck with the next one!"),
    (r"\b(?:choir|band|orchestra|ensemble|troupe)\b", "I hope the next performance goes brilliantly!"),
)  # fmt: skip


def hobby_no(said: str) -> str | None:
    """A ready no to someone's standing invitation into their hobby, or None."""
    text = said.strip()
    if german(text) or no_text_asked(text):
        return None
    found = _WANTS.search(text) or _INVITE.search(text)
    if found is None or not _STANDING.search(found[0]):
        return None
    rest = text[: found.start()] + " " + text[found.end() :]
    if not (_NO_WANTED.search(rest) and _HELP.search(rest)):
        return None
    hobby = found["hobby"].strip()
    whose = (found["whose"] or "").lower()
    mine = "your" if whose in ("his", "her", "their", "") else "the"
    hobby = re.sub(r"^(?:your|his|her|their)\s+", "", hobby, flags=re.IGNORECASE)
    name = found["name"] or ""
    hello = f"Hi {named(name.lower())}," if name and name.lower() not in _NOT_NAME else "Hey,"
    close = next((c for p, c in _CLOSE if re.search(p, hobby, re.IGNORECASE)), "")
    close = close or "I hope you all keep having a great time with it!"
    again = (
        " again"
        if re.search(r"\b(?:keeps?|kept|always|still|again|won'?t stop|constantly)\b", text, re.I)
        else ""
    )
    body = (
        f"{hello} thanks so much for asking me{again} about {mine} {hobby}, it's really kind of "
        "you to think of me. I've had a proper think, and it's honestly not for me, so I'm "
        f"going to say no, but I really appreciate being asked. {close} 😊"
    )
    return f'Here\'s a friendly way to say no that you could send:\n\n"{body}"'
