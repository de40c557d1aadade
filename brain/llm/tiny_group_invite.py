"""A group text inviting friends, neighbours or a club to an event, with every detail the user
gives: what, where, the day and the time, what to bring and the rest ("write a group text
inviting friends to a barbecue at my place on Saturday June 14 at 6pm, bring a drink, there will
be veggie options and kids are welcome", "invite the gang to a housewarming at my flat on 3 may
from 4pm", "schreib eine gruppennachricht an meine freunde: grillen bei mir am samstag, 14.
juni um 18 uhr, bringt was zu trinken mit"). Each detail is one sentence of the text, as said
and tidied; "bring a drink" is asked of the guests ("Please bring a drink."). An invitation for
one ("write an invite for my bbq …") stays :mod:`brain.llm.tiny_invite`'s. Used by
:func:`brain.llm.tiny_invite.invitation`."""

from __future__ import annotations

import re

from brain.llm.tiny_style import STYLE_LEAD, STYLE_WORD
from brain.llm.tiny_tidy import tidied

_GROUP = (
    r"(?:(?:all\s+)?(?:my|our|the|a few|some|meine|unsere|die|alle)\s+)?(?:(?:\w+\s+){0,2}?(?:friends"
    r"|mates|pals|gang|crew|squad|guys|girls|boys|lads|ladies|group(?:\s+chat)?|group|chat|neighbou?rs"
    r"|team|colleagues"
    r"|coworkers|co-workers|classmates|family|cousins|club|members|freunde|freundinnen|leute"
    r"|gruppe|whatsapp-?gruppe|nachbarn|kollegen|kolleginnen|familie|truppe|clique|mannschaft)"
    r"|everyone|everybody|all|people|folks|alle)"
)
_LEAD = (
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|also|eddie|pls|please|bitte|can (?:you|u)|could (?:you|u)"
    r"|kannst du|k(?:ö|oe)nntest du|i need|need|i want|help me)\W+)*"
)
_KIND = (
    r"(?:(?:(?:whats ?app|group|gruppen)[- ]?)?(?:texts?|messages?|msgs?|chat messages?|nachricht|e-?mail"
    r"|mail|invite|invitation|einladung|post|notes?)|whats ?app)"
)
_EVENT = (
    r"\b(?:\w*party|\w*feier|\w*fest|grill\w*|bbq|barbecue|\w*abend|\w*night|dinner|lunch|brunch"
    r"|essen|drinks|picknick|picnic|get-together|treffen|housewarming|einweihung\w*)\b"
)
"""An event a message to a group invites to ("spieleabend bei uns am freitag")."""
_ASKED = (
    re.compile(  # "write a group text inviting friends to …", "a whatsapp to the group inviting …"
        _LEAD
        + r"(?:(?:write|draft|compose|make|send|give me|type up|schreib\w*|formulier\w*)\s+(?:me\s+|mir\s+)?)?"
        r"(?:(?:a|an|one|eine?n?|ne|nen)\s+)?(?:(?:quick|short|little|fun|casual|nice|friendly|kurze\w*"
        rf"|nette\w*)\s+)*{_KIND}\s+(?:(?:to|for|in|an|f(?:ü|ue)r)\s+{_GROUP}\s+)?inviting\s+"
        rf"(?:{_GROUP}|them)\s+(?:(?:over|round)\s+)?(?P<to>to|for|zu[mr]?)\s+(?P<rest>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "group message for my friends: game night at mine …"
        _LEAD
        + r"(?:(?:write|draft|compose|make|send|give me|schreib\w*|formulier\w*)\s+(?:me\s+|mir\s+)?)?"
        r"(?:(?:a|an|one|eine?n?|ne|nen)\s+)?(?:(?:quick|short|little|fun|casual|kurze\w*)\s+)*"
        rf"(?:group|gruppen|whats ?app)[- ]?{_KIND}\s+(?:(?:to|for|an|f(?:ü|ue)r|in)\s+{_GROUP}\s*)?"
        r"(?::|,|-|–)\s*(?P<rest>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "invite the gang to a housewarming …", "text my friends to invite them over for …"
        _LEAD + r"(?:(?:text|message|msg|e-?mail|whatsapp)\s+" + _GROUP + r"\s+(?:and\s+|to\s+)?)?"
        r"invite\s+(?:"
        + _GROUP
        + r"|them)\s+(?:(?:over|round)\s+)?(?P<to>to|for)\s+(?P<rest>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "schreib eine einladung an die gruppe: sommerfest bei uns …"
        _LEAD
        + r"(?:(?:write|draft|schreib\w*|formulier\w*)\s+(?:me\s+|mir\s+)?)?(?:(?:an?|eine?n?|ne)\s+)?"
        rf"(?:invite|invitation|einladung)\s+(?:to|for|an|f(?:ü|ue)r)\s+{_GROUP}\s*(?::|,|-|–)\s*"
        r"(?P<rest>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "schreib eine nachricht an die gruppe: spieleabend bei uns am freitag …"
        _LEAD
        + r"(?:(?:write|draft|send|schreib\w*|formulier\w*)\s+(?:me\s+|mir\s+)?)?(?:(?:an?|eine?n?|ne)\s+)?"
        rf"{_KIND}\s+(?:to|for|in|an|f(?:ü|ue)r)\s+{_GROUP}\s*(?::|,|-|–)\s*(?P<rest>(?=[^,]*{_EVENT}).+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "lade meine freunde zu einem spieleabend bei mir am freitag um 19 uhr ein, …"
        _LEAD + rf"lad\w*\s+(?:mal\s+|bitte\s+)?{_GROUP}\s+(?P<to>zu[mr]?|für)\s+(?P<rest>.+?)\W*$",
        re.IGNORECASE,
    ),
)
_WHEN_ONLY = re.compile(
    r"^(?:(?:on|at|from|this|next|am|um|ab|diesen|nächsten|naechsten)\s+)*(?:(?:monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag"
    r"|sonntag|tomorrow|tonight|morgen|heute|\d{1,2}(?:st|nd|rd|th|\.)?|jan\w*|feb\w*|mar\w*|apr\w*"
    r"|may|mai|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|okt\w*|nov\w*|dec\w*|dez\w*|\d{1,2}(?::\d{2})?"
    r"\s*(?:am|pm|uhr|h)?|\d{1,2}ish|from|at|um|ab|bis|till|until|to|-|–|and|und|ish|abends?|evening"
    r"|night|afternoon|nachmittags?|like|about|around|gegen|ca\.?)\s*,?\s*)+$",
    re.IGNORECASE,
)
"""A clause that only says when ("14. juni um 18 uhr", "saturday 8pm"): part of the event's."""
_STYLE = re.compile(rf"^(?:{STYLE_LEAD}\s+)*{STYLE_WORD}\b", re.IGNORECASE)
_NOUNS_DE = re.compile(
    r"\b(snacks|salat|salate|kuchen|getränke|getraenke|fleisch|essen|grillgut|wein|bier|decke"
    r"|decken|stühle|stuehle|kinder|hunde|partner|begleitung|vegetarisches|veganes|musik)\b",
    re.IGNORECASE,
)


def group_invitation(said: str) -> str | None:
    """The group text ``said`` asks for, inviting many to an event, or None."""
    found = next((m for p in _ASKED if (m := p.match(said.strip()))), None)
    if found is None:
        return None
    rest = found["rest"]
    parts = [
        p.strip(" .")
        for p in re.split(
            r"\s*(?:[;\n]|,(?!\d)|\.\s+(?=\D)(?<!\d\.\s)|(?<=[?!])\s+|\s[-–]\s)\s*", rest
        )
    ]
    parts = [p for p in parts if p and not _STYLE.match(p)]
    if not parts:
        return None
    event = re.sub(r"\s+ein$", "", parts.pop(0))  # "lade … zu einem spieleabend … ein"
    while parts and _WHEN_ONLY.match(parts[0]):  # "…, saturday 8pm": when the event is
        when = re.sub(r"^(?:like|about)\s+", "around ", parts.pop(0), flags=re.I)
        event = f"{event}, {when}"
    event = re.sub(r"\s+ein$", "", event)
    to = (found.groupdict().get("to") or "").lower()
    if re.search(
        r"\b(?:einladung|lad\w*|gruppe|freunde|nachricht|bei mir|bei uns)\b", said, re.I
    ) and (
        re.search(r"\b(?:bei|mit|und|uhr|am|um|ab|zum|zur|zu|gibt|bringt|mitbringen)\b", rest, re.I)
    ):
        return _german(event, parts, to)
    return _english(event, parts)


def _english(event: str, parts: list[str]) -> str:
    what = tidied(event, "en", first=False, as_said=True).rstrip(".")
    if re.match(r"(?:mine|ours|(?:my|our) (?:place|house|flat|home|garden))\b", what, re.I):
        opening = f"Hey all! You're all invited to {what}!"  # "to mine on thursday at 7:30"
    else:
        opening = f"Hey all! {what[:1].upper()}{what[1:]}, and you're all invited!"
    lines = [opening]
    for part in parts:
        lines.append(_extra(part))
    lines.append("Let me know if you can make it! 🎉")
    return "Here's a message you could send to the group:\n\n\"" + " ".join(lines) + '"'


def _extra(part: str) -> str:
    """One detail as a sentence: "bring a drink" → "Please bring a drink."."""
    said = tidied(part, "en", first=False, as_said=True).rstrip(".")
    said += "?" if part.endswith("?") else ""
    said = re.sub(r"^(?:and|also)\s+", "", said, flags=re.I)
    said = re.sub(r"\b(?:their|ur)\b", "your", said)
    guests = re.match(r"(?:ppl|people|everyone|everybody|guests|you all|y'?all)\s+(?:should|can|need"
                      r" to|have to|must)\s+(.+)$", said, re.I)  # fmt: skip
    if guests is not None:
        said = f"please {guests[1]}"
    elif re.match(r"(?:bring|bringing|byo|byob)\b", said, re.I):
        said = f"please {re.sub(r'^bringing', 'bring', said, flags=re.I)}"
    said = re.sub(r"^please byob\b", "BYOB", said, flags=re.I)
    said = re.sub(r"^rsvp\b", "RSVP", said, flags=re.I)
    return f"{said[:1].upper()}{said[1:]}{'' if said.endswith(('!', '?')) else '.'}"


def _german(event: str, parts: list[str], to: str) -> str:
    what = _de(event)
    if to.startswith("zu") or re.match(r"zu[mr]?\b", what, re.I):
        zu = "" if re.match(r"zu[mr]?\b", what, re.I) else f"{to} "
        opening = f"Hallo ihr Lieben! Ihr seid herzlich eingeladen {zu}{what}!"
    else:
        opening = f"Hallo ihr Lieben! Ihr seid herzlich eingeladen: {what[:1].upper()}{what[1:]}!"
    lines = [opening]
    for part in parts:
        said = _de(part) + ("?" if part.endswith("?") else "")
        said = re.sub(r"^(bringt|bring)\b(?! gern)", "Bringt gern", said, flags=re.I)
        said = re.sub(r"\blust\b", "Lust", said)
        said = re.sub(r"\bmitbringen\b", "mitbringen", said)
        lines.append(f"{said[:1].upper()}{said[1:]}{'' if said.endswith(('!', '?')) else '.'}")
    lines.append("Sagt kurz Bescheid, ob ihr dabei seid! 🎉")
    return "So könnte die Nachricht an die Gruppe lauten:\n\n„" + " ".join(lines) + "“"


def _de(said: str) -> str:
    text = tidied(said, "de", first=False, as_said=True).rstrip(".")
    text = _NOUNS_DE.sub(lambda m: m[1].capitalize(), text)
    return re.sub(r"^(\w)", lambda m: m[1].upper(), text) if re.match(r"grill|sommer|spiel|party"
                                                                      r"|feier|brunch|essen", text, re.I) else text  # fmt: skip
