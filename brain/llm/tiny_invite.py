"""An invitation the user asked for, written from their own words: "write an invite text for my
bbq on saturday at 4pm at my place, ppl should bring their own drinks", "schreib mir ne
einladung für meinen geburtstag am samstag um 18 uhr bei mir".

The router had read the first as a reminder for Saturday at 4pm; the small model cannot write
it. What the event is, when and where it is and what guests should know are the user's words,
tidied; the lines around them invite. Nothing is sent: Eddie offers the text. Used by
:func:`brain.llm.tiny_lines.known_answer`.
"""

from __future__ import annotations

import re

from brain.llm.tiny_german import GERMAN_ARTICLES
from brain.llm.tiny_style import STYLE_LEAD, STYLE_WORD
from brain.llm.tiny_tidy import tidied

_LEAD = (
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|also|eddie|pls|please|bitte|can (?:you|u)|could (?:you|u)"
    r"|kannst du|i need|need|i want|want|ich brauche?|brauche?)\W+)*"
)
_ASKED_EN = re.compile(
    _LEAD
    + r"(?:(?:write|draft|compose|make|create|give me|type up|help me write|send)\s+(?:me\s+)?"
    r")?(?:(?:a|an|some)\s+)?(?:(?:\d+|one|two|three)[- ](?:lines?|liners?|sentences?)\s+"
    r"|(?:quick|short|little|fun|casual|nice|cute|friendly|simple|warm|sweet|funny|formal)\s+)*"
    r"(?:invite|invitation)(?:\s+(?:text|message|msg|note|e-?mail|card|post|sms))?\s+(?:for|to)"
    r"\s+(?:(?P<whose>my|our|the|a)\s+)?(?P<rest>.+?)\W*$",
    re.IGNORECASE,
)
_CHANNEL = re.compile(
    r"\s+(?:for|in|on|to (?:send|post) (?:in|to|on))\s+(?:the|our|my)\s+(?:[\w-]+\s+)?(?:whatsapp"
    r"|group ?chat|chat|signal|telegram|facebook|insta\w*|email|mailing list)(?:\s+group)?\b",
    re.IGNORECASE,
)
"""Where the invite goes ("for the family whatsapp"): no part of the event."""
_STYLE = re.compile(rf"^(?:{STYLE_LEAD}\s+)*{STYLE_WORD}\b", re.IGNORECASE)
"""How the invite should sound ("warm but not cheesy"): said in how it is written, not in it."""
_RSVP = re.compile(r"^(?:rsvp|please rsvp|let me know|reply|answer)\b", re.IGNORECASE)
_ITS = re.compile(r"^(?:it'?s|its|it is|it will be|which is|that'?s|thats)\s+", re.IGNORECASE)
_WHEN_START = re.compile(
    r"^(?:on|at|this|next|tomorrow|tonight|from|in|@|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
    r"\b|^\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b",
    re.IGNORECASE,
)
_SOMEONE = re.compile(
    r"^(?P<who>son|daughter|sister|brother|mum|mom|dad|wife|husband|kid|kids|friend|boyfriend"
    r"|girlfriend|partner|grandma|grandpa|granny|gran|nan|nana|grandad|aunt|auntie|uncle|cousin"
    r"|niece|nephew|mother|father|parents|boss|neighbou?r|little one|baby)(?:(?:'s|s'|s)|\s+(?P<name>"
    r"[a-z][a-z-]+)(?:'s|s))\s+(?P<what>.+)$",
    re.IGNORECASE,
)
"""Someone else's day ("grandmas 90th", "my sons 8th birthday")."""
_NAMED_FAMILY = frozenset(
    {"grandma", "grandpa", "granny", "gran", "nan", "nana", "grandad", "mum", "mom", "dad"}
)
_OCCASION = re.compile(
    r"\b(?:birthday|bday|b-day|anniversary|party|jubilee|celebration|bash|dinner|do)\b", re.I
)
_ASKED_DE = re.compile(
    _LEAD + r"(?:(?:schreib|formulier|verfass|mach)\w*\s+(?:(?:mir|mal|bitte|uns)\s+)*)?"
    r"(?:(?:eine|ne|n|eine)\s+)?(?:(?:kurze|nette|lockere|kleine|lustige|einfache)\s+)*"
    r"einladung\w*\s+(?:f(?:ü|ue)r|zu|(?P<zum>zu[mr]))\s+(?P<whose>meine[nmr]?|mein|unsere[nmr]?|unser|den"
    r"|die|das|dem|der)?\s*(?P<rest>.+?)\W*$",
    re.IGNORECASE,
)
_WHEN_WHERE = re.compile(
    r"\s+(?=(?:on|at|this|next|tomorrow|tonight|from|in|@|am|um|diesen|diese|nächsten|naechsten"
    r"|morgen|heute|bei|ab)\b)",
    re.IGNORECASE,
)
_GUESTS = re.compile(
    r"^(?:ppl|people|everyone|everybody|guests|folks|you all|y'?all|they|peeps|alle|jeder|die"
    r" g(?:ä|ae)ste)\s+(?:should|can|need to|have to|must|may|are to|sollen|sollten|k(?:ö|oe)nnen"
    r"|m(?:ü|ue)ssen|d(?:ü|ue)rfen)\s+(?P<do>.+)$",
    re.IGNORECASE,
)
_PARTY_WORDS = re.compile(r"\b(?:birthday|bday|b-day|\d+(?:st|nd|rd|th))\b", re.IGNORECASE)
_DATIVE = {
    "meinen": "meinem", "meine": "meiner", "mein": "meinem", "unseren": "unserem",
    "unsere": "unserer", "unser": "unserem", "den": "dem", "die": "der", "das": "dem",
}  # fmt: skip
"""Whose event, after "zu" (the invitation says "zu meinem Geburtstag")."""


_GERMAN_CAPS = re.compile(
    r"\b(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|uhr|januar|februar|märz"
    r"|april|mai|juni|juli|august|september|oktober|november|dezember|abend|mittag|nachmittag)\b"
)


def invitation(said: str) -> str | None:
    """The invitation ``said`` asks for, or None when it asks for none."""
    found = _ASKED_EN.match(said)
    if found is not None:
        return _english((found["whose"] or "").lower(), found["rest"])
    found = _ASKED_DE.match(said)
    if found is not None:
        whose = found["zum"] or found["whose"] or ""
        return _german(whose.lower(), found["rest"])
    return None


def _parts(rest: str) -> tuple[str, str, str]:
    """(the event, when and where, what guests should know) from the words after "for my"."""
    head, _comma, extra = rest.partition(",")
    event, *when = _WHEN_WHERE.split(head.strip(), maxsplit=1)
    return event.strip(), (when[0].strip() if when else ""), extra.strip()


def _english(whose: str, rest: str) -> str:
    head, *others = [p.strip() for p in re.split(r"[,;?]|\.\s|\s[-–—]\s", rest) if p.strip()]
    event, *when_said = _WHEN_WHERE.split(_CHANNEL.sub("", head).strip(), maxsplit=1)
    times, notes = list(when_said), []
    for part in others:
        part = _CHANNEL.sub("", part).strip()
        dated = _ITS.sub("", part)
        if _STYLE.match(part) or not part:
            continue  # "warm but not cheesy": how to write it
        if _RSVP.match(part):
            notes.append(re.sub(r"^rsvp\b", "RSVP", part, flags=re.I))
        elif _WHEN_START.search(dated) and not _GUESTS.match(part):
            times.append(dated)
        else:
            notes.append(part)
    event = tidied(event, "en", first=False).rstrip(".")
    when = "".join(f" {tidied(t, 'en', first=False).rstrip('.')}" for t in times)
    when = re.sub(r"(?<=\d )may\b|\bmay(?= \d)", "May", when)  # "on 9 may": the month
    someone = _SOMEONE.match(event)
    if someone is not None:
        who, what = someone["who"].lower(), someone["what"]
        if re.search(r"\d(?:st|nd|rd|th)?$", what) and not _OCCASION.search(what):
            what += " birthday"  # "grandmas 90th"
        owner = (
            someone["name"].capitalize()
            if someone["name"]
            else who.capitalize()
            if who in _NAMED_FAMILY and whose != "my"
            else f"my {who}"
        )
        opening = f"We're celebrating {owner}'s {what}{when}"
        whose = "our"
    elif _PARTY_WORDS.search(event):
        opening = f"I'm celebrating my {event}{when}"
    elif whose == "our":
        opening = f"We're having a {event}{when}"
    else:
        opening = f"I'm having a {event}{when}"
    note = ""
    for extra in notes[:3]:
        guests = _GUESTS.match(extra)
        said = (
            f"Please {tidied(guests['do'], 'en', first=False)}"
            if guests is not None
            else tidied(extra, "en", first=True)
        )
        note += re.sub(r"\btheir\b", "your", said) + " "
    we = "we'd" if whose == "our" else "I'd"
    body = f"Hey! {opening}, and {we} love for you to come. {note}Let me know if you can make it!"
    return f'Here\'s an invite you could send:\n\n"{body}"'


def _german(whose: str, rest: str) -> str:
    event, when, extra = _parts(rest)
    words = [w for w in event.split() if w]
    article = _DATIVE.get(whose, "meinem" if whose == "" else whose)
    named = " ".join(
        w[:1].upper() + w[1:] if w.lower() not in GERMAN_ARTICLES else w for w in words
    )
    to = "" if article in ("zum", "zur") else "zu "
    when = f" {_GERMAN_CAPS.sub(lambda m: m[0].capitalize(), when)}" if when else ""
    note = ""
    if extra:
        guests = _GUESTS.match(extra)
        note = (
            f"Bring gern {guests['do'].strip()} mit. ".replace(" mitbringen mit.", " mit.")
            if guests is not None
            else tidied(extra, "de", first=True) + " "
        )
    body = (
        f"Hallo! Ich lade dich herzlich {to}{article} {named}{when} ein und würde mich riesig "
        f"freuen, wenn du kommst! {note}Sag mir kurz Bescheid, ob du dabei bist."
    )
    return f"So könntest du einladen:\n\n„{body}“"


_NO_THANKS_EN = re.compile(
    _LEAD
    + r"(?:(?:write|draft|compose|give me|type up|help me write|send)\s+(?:me\s+)?)?(?:(?:a|an|some)"
    r"\s+)?(?:(?:quick|short|little|nice|kind|polite|friendly|sweet|gentle)\s+)*(?:reply|answer|text"
    r"|message|msg|note|response)?\s*(?:saying no|turning down|declining|to (?:say no|turn down"
    r"|decline))\s+(?:to\s+)?(?:(?:a|an|the|their|her|his|my|our)\s+)?(?P<event>(?:[\w'-]+\s+){0,3}?"
    r"(?:party|invite|invitation|dinner|bbq|barbecue|wedding|drinks|birthday|bday|brunch"
    r"|housewarming|night out|get-together|gathering|hike|trip))(?P<when>(?:\s+(?:this|next|on|tomorrow"
    r"|tonight)\b[^,.!?]*)?)(?P<rest>.*)$",
    re.IGNORECASE,
)
"""A kind no to an invitation ("write a quick reply saying no to a party this saturday, i love
them but i just need a quiet weekend")."""
_NO_THANKS_DE = re.compile(
    _LEAD + r"(?:(?:schreib|formulier|verfass)\w*\s+(?:(?:mir|mal|bitte|uns|kurz)\s+)*)?"
    r"(?:(?:eine|ne|n|einen)\s+)?(?:(?:kurze|nette|freundliche|liebe|höfliche)\s+)*(?:absage|antwort"
    r"|nachricht)\s+(?:mit einer absage\s+)?(?:für|zur?|auf)\s+(?:die|den|das|der|eine?n?|meine?r?)\s+"
    r"(?P<event>(?:[\w-]+\s+){0,2}?(?:party|feier|einladung|geburtstag\w*|grillen|grillfeier|essen"
    r"|hochzeit|brunch|einweihung\w*))(?P<when>(?:\s+(?:am|diesen|nächsten|naechsten|morgen|heute)"
    r"\b[^,.!?]*)?)(?P<rest>.*)$",
    re.IGNORECASE,
)
_WHY = re.compile(r"^\W*(?:(?:and|but|und|aber|because|cause|cuz|since|weil|da)\s+)*", re.I)
_FEEL = re.compile(
    r"^(?:i|ich)\s+(?:really\s+|just\s+|so\s+)*(?:love|like|adore|mag|liebe)\s+\w+\s*", re.I
)


def invitation_declined(said: str) -> str | None:
    """The kind no the user asked for, their reason in it when they give one."""
    english = _NO_THANKS_EN.match(said)
    found = english or _NO_THANKS_DE.match(said)
    if found is None:
        return None
    rest = [p.strip() for p in re.split(r"[,;.]|\bbut\b|\baber\b", found["rest"]) if p.strip()]
    reasons = [_WHY.sub("", p) for p in rest if not _FEEL.match(_WHY.sub("", p))]
    reason = next((r for r in reasons if len(r.split()) >= 2), "")
    event = found["event"].strip()
    if english is not None:
        event = re.sub(r"^(?:invite|invitation)$", "it", event, flags=re.IGNORECASE)
        why = f" {tidied(reason, 'en', first=True)}" if reason else ""
        body = (
            f"Hi! Thank you so much for the invite, that's really sweet. I'm going to sit this "
            f"one out though.{why} I hope it's a great {event if event != 'it' else 'time'}, "
            "and let's catch up soon!"
        )
        return f'Here\'s a reply you could send:\n\n"{body}"'
    why = re.sub(r"^(hab|habe|bin|muss|will|kann|brauche?)\b", r"ich \1", reason).rstrip(" .!")
    why = f" {why[:1].upper()}{why[1:]}." if reason else ""
    body = (
        f"Hallo! Vielen Dank für die Einladung, das ist echt lieb. Ich muss diesmal leider "
        f"absagen.{why} Ich wünsche euch ganz viel Spaß, und lass uns bald mal treffen!"
    )
    return f"So könntest du antworten:\n\n„{body}“"
