"""Asked to act on the user's mail and messages, which Eddie cannot reach: to read or check them
("check my emails and answer my brother", "schau mal in meine mails", "any new texts?") or
to send one ("text my mum that i'm running late", "send tom a whatsapp saying …", "schick meiner
schwester eine nachricht, dass …"). The small model answered "I'm sorry, but I don't have any
emails" or made up what the mail said; a draft alone read as if it were sent. Eddie says once,
honestly, that it cannot read or send them offline, and offers the text: the draft itself when
there is one to write (the request read as "write a text to … saying …"), else how to get
one. Questions about what Eddie can do ("can you send emails?") keep their own line
(:mod:`brain.llm.tiny_can`); the Vance inbox (workers' results) and a worker told something
are no mail. Used by :func:`brain.llm.tiny_lines.known_answer`."""

from __future__ import annotations

import re
from collections.abc import Callable

_LEAD = (
    r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|plz|please|quickly|quick|just|also|and|now|then|go"
    r" ahead and|can (?:you|u)|could (?:you|u)|would (?:you|u)|will (?:you|u)|bitte|mal|kurz|eben"
    r"|hallo|kannst du|könntest du|koenntest du)\W+)*"
)
_MAIL = (
    r"(?:e-?mails?|mails?|gmail|outlook|hotmail|yahoo mail|mailbox|email inbox|mail inbox"
    r"|texts|sms|whatsapps?|dms|messages on my phone|postfach|e-?mail-?postfach|signal|telegram)"
)
"""Mail and the phone's messages; "messages" or "Nachrichten" alone may be the Vance inbox
(the router's "hab ich neue nachrichten?")."""
_OTHERS = r"(?:(?:my|our|the|meine[mnr]?|unsere[mnr]?|die|den|dem)\s+(?:\w+\s+){0,2}?)?"
_READ = re.compile(
    r"(?:"
    + _LEAD
    + r"|\b(?:and|then|also|und|dann)\s+)(?:(?:check|read|open|look (?:at|in|into|through)"
    r"|go through|scan|skim|sort(?: out)?|clean up|summari[sz]e|see what'?s in|tell me what'?s (?:new )?in|look for|search)\s+"
    + _OTHERS
    + _MAIL
    + r"|(?:did|have) i (?:get|got|gotten|received) (?:any )?(?:new )?"
    + _MAIL
    + r"|(?:do|have) i (?:have|got) (?:any )?(?:new |unread )?"
    + _MAIL
    + r"|any (?:new |unread )?(?:e-?mails?|mails?|texts)\b(?! (?:for|to|that|saying))"
    r"|(?:answer|reply to|respond to|write back to) (?:all )?(?:my|the) (?:new |unread )?"
    r"(?:e-?mails?|mails?|messages|texts|whatsapps?)"
    r"|(?:schau|guck|sieh|check|prüf|pruef|lies|öffne|oeffne|durchsuch)\w*\s+(?:(?:mal|bitte|kurz"
    r"|eben|nach|in|durch)\s+)*(?:meine[mn]?|die|den|das|ins?)\s+(?:e-?)?(?:mails?|postfach"
    r"|whatsapps?|sms)"
    r"|(?:hab|habe) ich (?:\w+ )?(?:neue |ungelesene )?(?:e-?)?(?:mails?|sms)"
    r"|was steht in meine[mn]? (?:e-?)?(?:mails?|postfach)"
    r"|(?:beantworte|antworte auf) (?:meine|die) (?:e-?)?(?:mails?|whatsapps?))\b",
    re.IGNORECASE,
)
"""Asked to read the user's mail or messages ("check my emails", "schau in meine mails")."""
_ANSWER_WHO = re.compile(
    r"\b(?:answer|reply to|respond to|write back to|get back to|antworte|beantworte)\s+(?:(?:the|die)"
    r"\s+(?:e-?mail|mail|message|nachricht)\s+(?:from|von)\s+)?(?P<who>(?:my|meine[mnr]?)\s+\w+"
    r"|(?!all\b|my\b|the\b|die\b|meine\w*\b|them\b|it\b)[a-zäöüß]{2,})",
    re.IGNORECASE,
)
"""Whom the user wants answered ("… and answer my brother", "antworte meinem chef")."""

_NOT_SAYS = r"(?!(?:that|saying|to|and|about|asking|telling|letting)\b)"
_PERSON = (
    r"(?P<who>(?:my|our)\s+(?!worker|agent|project|bot)(?:"
    + _NOT_SAYS
    + r"\w+\s+)?"
    + _NOT_SAYS
    + r"\w+(?:\s+"
    + _NOT_SAYS
    + r"(?-i:[a-z])\w+(?=\s+(?:that|saying)\b))?"
    r"|the\s+(?!worker|agent|project|bot|report|file"
    r"|document|link|results?|pdf|photos?)\w+|(?:mrs?|ms|dr)\.?\s+\w+|(?!(?:me|him|her|them|it|us"
    r"|everyone|a|an|the|my|that|this|to|speech|for|für|fuer|an|zu|zum|zur|about|under|unter|with"
    r"|on|in|of|from|von|mit|and|und|or)\b)[a-zäöüß]{2,15})"
)
_SAYS = (
    r"(?:\s*[,:;-]\s*|\s+)(?:(?:and\s+)?(?:say|tell (?:him|her|them)|let (?:him|her|them) know)"
    r"\s+(?:that\s+)?|that\s+|saying\s+|to say\s+|telling (?:him|her|them)\s+(?:that\s+)?)?"
)
_SEND = (
    re.compile(  # "text my mum that …", "whatsapp lisa: …", "email my boss i'm sick"
        _LEAD
        + r"(?P<verb>text|message|msg|whatsapp|e-?mail|dm|sms|ping)\s+"
        + _PERSON
        + r"(?:"
        + _SAYS
        + r"(?P<what>\S.*?))?\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "send tom a text saying …", "shoot my sister a quick message that …"
        _LEAD
        + r"(?:send|shoot|drop|fire off)\s+"
        + _PERSON
        + r"\s+(?:a|an)\s+(?:(?:quick|short|little)\s+)?(?P<verb>text|message|msg|whatsapp"
        r"|e-?mail|mail|dm|sms|line|note)" + r"(?:" + _SAYS + r"(?P<what>\S.*?))?\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "send a message to tom saying …"
        _LEAD + r"(?:send|shoot|drop|fire off)\s+(?:(?:a|an)\s+)?(?:(?:quick|short|little)\s+)?"
        r"(?P<verb>text|message|msg|whatsapp|e-?mail|mail|dm|sms|line|note)\s+to\s+"
        + _PERSON
        + r"(?:"
        + _SAYS
        + r"(?P<what>\S.*?))?\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "schick meiner schwester eine nachricht, dass …"
        _LEAD
        + r"(?:schick|send|sende)\w*\s+(?:(?:bitte|mal|kurz)\s+)*(?P<who>(?:meine[mr]|unsere[mr]"
        r"|dem|der)\s+\w+|(?!eine\b|ne\b|die\b|das\b)[a-zäöüß]{2,15})\s+(?:(?:eine|ne|n|einen)\s+)?"
        r"(?:kurze\s+)?(?P<verb>nachricht|sms|whatsapp|mail|e-?mail)(?:\s*[,:]\s*|\s+)(?:(?:dass|das)"
        r"\s+)?(?P<what>\S.*?)?\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "schick eine nachricht an meine schwester, dass …"
        _LEAD + r"(?:schick|send|sende)\w*\s+(?:(?:bitte|mal|kurz)\s+)*(?:(?:eine|ne|n|einen)\s+)?"
        r"(?:kurze\s+)?(?P<verb>nachricht|sms|whatsapp|mail|e-?mail)\s+an\s+(?P<who>(?:meine[nm]?"
        r"|unsere[nm]?|den|die)\s+\w+|[a-zäöüß]{2,15})(?:\s*[,:]\s*|\s+)(?:(?:dass|das)\s+)?"
        r"(?P<what>\S.*?)?\W*$",
        re.IGNORECASE,
    ),
)
"""Asked to send a text or a mail to someone, with what it says or without."""
_NOT_MAIL = re.compile(
    r"\b(?:worker|agent|agenten|bot|projects?|projekte?|speech)\b|\bremind\b",
    re.IGNORECASE,
)
"""The Vance inbox or a worker ("message the garden worker that …") is no one's mail."""

_CANT_READ = {
    "en": "I can't read or send your email or messages: I work offline here, with no access to "
    "your accounts.",
    "de": "Deine Mails und Nachrichten kann ich nicht lesen oder verschicken: Ich arbeite hier "
    "offline, ohne Zugriff auf deine Konten.",
}
_REPLY_OFFER = {
    "en": " Paste {whose} message here, or tell me what you want to say, and I'll write the reply"
    " for you to copy.",
    "de": " Füg die Nachricht hier ein oder sag mir, was du antworten willst, dann schreibe ich "
    "dir die Antwort zum Kopieren.",
}
_READ_OFFER = {
    "en": " If you paste a message here, I can sum it up or write a reply for you to copy.",
    "de": " Wenn du eine Nachricht hier einfügst, fasse ich sie zusammen oder schreibe dir eine "
    "Antwort zum Kopieren.",
}
_CANT_SEND = {
    "en": "I can't send texts or emails myself: I work offline here, with no access to your "
    "phone or accounts.",
    "de": "Verschicken kann ich selbst nichts: Ich arbeite hier offline, ohne Zugriff auf dein "
    "Handy oder deine Konten.",
}
_WRITE_OFFER = {
    "en": " Tell me what it should say and I'll write it for you to copy.",
    "de": " Sag mir, was drinstehen soll, dann schreibe ich sie dir zum Kopieren.",
}
_HERE = {"en": " Here's one you could send:\n\n", "de": " So könntest du schreiben:\n\n"}


def out_of_reach(said: str, language: str, written: Callable[[str], str | None]) -> str | None:
    """The honest answer when ``said`` asks Eddie to read or send the user's mail or messages,
    or None. ``written`` writes a text asked for in plain words (the draft offered)."""
    if _NOT_MAIL.search(said):
        return None
    de = language == "de" or _german(said)
    lang = "de" if de else "en"
    if _READ.search(said):
        who = _ANSWER_WHO.search(said)
        if who is None:
            return _CANT_READ[lang] + _READ_OFFER[lang]
        return _CANT_READ[lang] + _REPLY_OFFER[lang].format(whose=_whose(who["who"]))
    sent = next((found for pattern in _SEND if (found := pattern.match(said))), None)
    if sent is None:
        return None
    what = (sent["what"] or "").strip()
    draft = written(said) if what else None  # the draft it gets asked as it is ("text my …")
    if draft is None or ":\n\n" not in draft:
        draft = written(_as_written(sent["verb"], sent["who"], what, de)) if what else None
    if draft is None:
        return _CANT_SEND[lang] + _WRITE_OFFER[lang]
    intro, gap, body = draft.partition(":\n\n")
    if gap and "\n" not in intro:  # "Here's a text you could send:": said after the honest line
        return f"{_CANT_SEND[lang]} {intro}:\n\n{body}"
    return _CANT_SEND[lang] + _HERE[lang] + draft


def _as_written(verb: str, who: str, what: str, de: bool) -> str:
    """The request as one to write the text ("write a text to my mum saying …")."""
    if de:
        return f"schreib eine nachricht an {_accusative(who)}, dass {what}"
    kind = "an email" if re.match(r"e-?mail|mail", verb, re.IGNORECASE) else "a text"
    if not re.match(r"(?:my|our|the)\b", who, re.IGNORECASE):
        who = " ".join(w[:1].upper() + w[1:] for w in who.split())  # "mrs lee": Mrs Lee
    link = "" if re.match(r"(?:asking|to ask)\b", what, re.IGNORECASE) else "saying "
    return f"write {kind} to {who} {link}{what}"  # "… asking if she'd swap": asked of them


def _accusative(who: str) -> str:
    """ "meiner schwester" → "meine schwester" (a message *an* someone)."""
    return re.sub(
        r"^(meine|unsere)[mr]\b",
        lambda m: m[1] + ("n" if m[0].lower().endswith("m") else ""),
        re.sub(r"^dem\b", "den", re.sub(r"^der\b", "die", who, flags=re.I), flags=re.I),
        flags=re.I,
    )


def _whose(who: str) -> str:
    """ "my brother" → "your brother's", "tom" → "Tom's"."""
    words = who.split()
    if words[0].lower() in ("my", "meine", "meinem", "meiner", "meinen"):
        return "your " + " ".join(words[1:]) + "'s"
    return who[:1].upper() + who[1:] + "'s"


def _german(said: str) -> bool:
    from brain.llm.tiny_details import german

    return german(said)
