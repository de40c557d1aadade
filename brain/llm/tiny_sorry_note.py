"""An apology to a named neighbour, landlord or friend for a thing that happened, with what the
user offers: "write an apology note to my neighbour mrs keller for the water damage in her
bathroom, i will pay for the repair and come by on sunday" → "Dear Mrs. Keller, I'm so sorry
about the water damage in your bathroom. I will pay for the repair and come by on Sunday. …";
"schreib eine entschuldigung an meine nachbarin frau keller wegen dem wasserschaden im bad, ich
zahle die reparatur und komme am sonntag vorbei". The thing is said as the user said it, each
offer kept; nothing is added but the sorry and the sign-off. A sorry for something the user did
("for missing her party") stays :mod:`brain.llm.tiny_notes`'; a question ("how do i apologise
to my neighbour?") is none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, own_name, signs
from brain.llm.tiny_told import LEAD, hello, person, quoted, sentence

_EN = re.compile(
    LEAD
    + r"(?:(?:write|draft|make|give me|compose)\s+(?:me\s+)?)?(?:(?:a|an)\s+)?(?:(?:short|quick"
    r"|little|sincere|polite|nice|kind|formal)\s+)*(?:apology|sorry)\s*(?:note|letter|message|text"
    r"|card|email|e-mail)?\s+(?:to|for)\s+(?P<who>[^,:;]{2,40}?)\s+(?:for|about|regarding|over)\s+"
    r"(?P<thing>(?:the|my|our|all the|that|this|a|an)\s+[^,;.]+?)\s*(?:[,;.]|—|–|\s-\s|$)\s*"
    r"(?P<rest>.*)$",
    re.IGNORECASE,
)
_DE = re.compile(
    LEAD + r"(?:(?:schreib\w*|verfass\w*|formulier\w*|mach\w*)\s+(?:mir\s+)?)?(?:(?:eine?n?|ne|nen)"
    r"\s+)?(?:(?:kurze[nr]?|nette[nr]?|h(?:ö|oe)fliche[nr]?)\s+)*(?:entschuldigung\w*|zettel|brief"
    r"|nachricht|karte|mail)\s+(?:an|f(?:ü|ue)r)\s+(?P<who>[^,:;]{2,40}?)\s+(?P<thing>(?:wegen|f(?:ü|ue)r)"
    r"\s+[^,;.]+?)\s*(?:[,;.]|—|–|\s-\s|$)\s*(?P<rest>.*)$",
    re.IGNORECASE,
)
_DONE_BY_USER = re.compile(
    r"^(?:missing|forgetting|being|not|skipping|bailing|cancel\w*|breaking|losing|eating|ghosting"
    r"|yelling|snapping|ruining|spilling)\b",
    re.IGNORECASE,
)
_THANKS = re.compile(r"(?:thanks|thank you|danke|pls|please|bitte)\W*", re.IGNORECASE)


def sorry_note(said: str) -> str | None:
    """The apology for a named thing ``said`` asks for, each offer kept, or None."""
    said = said.strip()
    de = False
    found = _EN.match(said)
    if found is None:
        found = _DE.match(said)
        if found is None or not re.search(r"entschuldig", said, re.I):
            return None
        de = True
    thing = found["thing"].strip()
    if _DONE_BY_USER.match(thing):
        return None  # "for missing her party": tiny_notes' sorry
    who = person(found["who"], de)
    if who is None:
        return None
    name = own_name(said)
    rest = [
        p
        for p in clauses(found["rest"] or "")
        if not signs(p, said) and not _THANKS.fullmatch(p) and p.lower() != name.lower()
    ]
    polite = who.formal
    if de:
        about = sentence(thing, de).rstrip(".")
        about = (
            _formal_de(about[:1].lower() + about[1:]) if polite else about[:1].lower() + about[1:]
        )
        to = "bei Ihnen " if polite else "bei dir "
        lines = [
            hello(who, de),
            f"ich möchte mich {to}{about} entschuldigen. Es tut mir wirklich leid.",
        ]
        lines += [_formal_de(sentence(p, de)) if polite else sentence(p, de) for p in rest]
        lines.append(
            "Nochmals Entschuldigung für die Umstände."
            if polite
            else "Nochmal sorry, ich hoffe, du verzeihst mir."
        )
        lines.append("Viele Grüße" + (f"\n{name}" if name else ""))
        return quoted("Hier eine Entschuldigung, die du schreiben kannst:", lines, de)
    about = sentence(thing, de).rstrip(".")
    about = about[:1].lower() + about[1:] if not about.startswith("I ") else about
    lines = [hello(who, de), f"I'm so sorry about {about}."]
    lines += [sentence(p, de) for p in rest]
    lines.append("Again, I'm truly sorry for the trouble.")
    lines.append(("Best wishes," if name else "Best wishes") + (f"\n{name}" if name else ""))
    return quoted("Here's a note you could send:", lines, de)


def _formal_de(text: str) -> str:
    """Written to someone addressed as "Sie": "ihr bad" → "Ihr Bad", "dir" → "Ihnen"."""
    text = re.sub(r"\b(?:dein|ihr)(e|en|em|er|es)?\b", lambda m: "Ihr" + (m[1] or ""), text)
    text = re.sub(r"\b(?:dir)\b", "Ihnen", text)
    return re.sub(r"\b(?:dich)\b", "Sie", text)
