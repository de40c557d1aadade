"""An email or a text asking someone to move a meeting, a call or an appointment, with the new
time and the reason the user gives: "email to my coworker priya asking if we can push
wednesday's call to thursday at 2, i have a doctor's appointment" → "Subject: Moving our
Wednesday call?", "Hi Priya, Would it be possible to move our Wednesday call to Thursday at 2?
I have a doctor's appointment."; "schreib eine mail an meinen kollegen jonas, ob wir das meeting
am dienstag auf mittwoch verschieben können, ich hab einen arzttermin". The question is asked in
a sentence of its own and the reason in another; the subject is short and whole, never the
first words of the request cut off. A plan the user calls off ("text to tom: cant make friday
dinner") is :mod:`brain.llm.tiny_plan_text`'s; moving a thing that is no meeting ("asking if we
can move the sofa") is none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import days_named, own_name
from brain.llm.tiny_message_frame import as_email
from brain.llm.tiny_message_kinds import GROUP, GROUP_DE
from brain.llm.tiny_tidy import tidied
from brain.llm.tiny_told import LEAD, Person, hello, person, sentence

_KIND = (
    r"(?:e-?mail|emial|emal|mail|text|txt|message|msg|note|slack(?: message)?|dm|teams message|whatsapp"
    r"|nachricht|zeilen)"
)
_WHO = (
    r"(?P<who>(?:my|our|the|to|meine[nmr]?|unsere[nmr]?|den|die|der)\s+[\w'-]+"
    r"(?:\s+[\w'.-]+){0,2}?|[a-z][\w'-]+)"
)
_ASKING = (
    r"(?:\s*[,:;–—-]\s*|\s+)(?:(?:and\s+)?(?:asking|to ask|ask)(?:\s+(?:him|her|them))?"
    r"(?:\s+(?:politely|nicely|kindly))?\s+(?:if|whether)\s+|(?:asking|to ask)(?:\s+(?:him|her"
    r"|them))?\s+(?=to\s)|(?:if|whether)\s+|(?=(?:can|could) (?:we|i)\b))"
)
_EN = (
    re.compile(  # "email to my coworker priya asking if …", "write a text to sam: can we …"
        LEAD
        + r"(?:(?:write|draft|send|compose|type up|give me|make)\s+(?:me\s+)?)?(?:(?:a|an)\s+)?"
        r"(?:(?:quick|short|little|polite|brief|friendly)\s+)*"
        + _KIND
        + r"\s+(?:to|for)\s+"
        + _WHO
        + _ASKING
        + r"(?P<what>.+)$",
        re.IGNORECASE,
    ),
    re.compile(  # "email my teammate li asking whether …"
        LEAD
        + r"(?:e-?mail|emial|emal|text|message|msg|slack|dm|ping)\s+"
        + _WHO
        + r"(?:\s+by (?:e-?mail"
        r"|text))?" + _ASKING + r"(?P<what>.+)$",
        re.IGNORECASE,
    ),
)
_DE = re.compile(  # "schreib eine mail an meinen kollegen jonas, ob wir …"
    LEAD + r"(?:(?:schreib\w*|formulier\w*|verfass\w*|schick\w*)\s+(?:(?:mir|mal|bitte|kurz)\s+)*)?"
    r"(?:(?:eine?n?|ne|nen)\s+)?(?:(?:kurze[nr]?|nette[nr]?|höfliche[nr]?)\s+)*"
    + _KIND
    + r"\s+(?:an|f(?:ü|ue)r)\s+"
    + _WHO
    + r"\s*(?:(?:schreiben|formulieren|schicken)\b\W*)?"
    r"(?:[,:;–—-]\s*)?(?:und\s+)?(?:frag\w*\s+(?:(?:ihn|sie"
    r"|mal|bitte)\s+)*,?\s*)?(?:ob\s+|(?=(?:können|könnten|koennen|koennten) (?:wir|ich)\b))"
    r"(?P<what>.+)$",
    re.IGNORECASE,
)
_EVENT = (
    r"(?:meeting|call|sync|1:1|1-1|1on1|one-on-one|one on one|catch-?up|check-?in|stand-?up"
    r"|appointment|session|lunch|review|chat|interview|demo|presentation|retro|planning|huddle"
    r"|meet-?up|zoom|coffee|lesson|class|training|dinner|workshop|call slot)"
)
_EVENT_DE = (
    r"(?:meeting|call|termin|treffen|besprechung|telefonat|gespräch|gespraech|jour fixe|daily"
    r"|stand-?up|abstimmung|sync|mittagessen|essen|1:1|workshop|training|sitzung)"
)
_VERB = (
    r"(?P<verb>push back|push|move|reschedule|postpone|shift|bring forward|bring|change|rearrange"
    r"|put off|delay)"
)
_ACTIVE = re.compile(
    r"^(?:(?:we|i|you|he|she|they)\s+(?:can|could|might|would be able to|may)\s+|(?:can|could)"
    r"\s+(?:we|i|you)\s+|to\s+)?"
    + _VERB
    + r"\s+(?P<obj>(?:\S+\s+){0,4}?\S*"
    + _EVENT
    + r"\b(?:\s+(?:on|at|this|tomorrow|today|next)\b"
    r"(?:\s+\S+){0,2}?(?=\s+(?:to|till|until|back|forward|by|for)\b|$))?)"
    r"(?P<to>\s+(?:forward\s+)?(?:to|till|until|back|by|for)\b.*)?$",
    re.IGNORECASE,
)
_PASSIVE = re.compile(
    r"^(?P<obj>(?:\S+\s+){0,4}?\S*" + _EVENT + r"\b(?:\s+\S+){0,3}?)\s+(?:can|could|might|may)\s+"
    r"(?:be\s+|get\s+)?(?P<verb>moved|pushed back|pushed|rescheduled|postponed|shifted|brought"
    r" forward|changed|delayed)(?P<to>\s+.+)?$",
    re.IGNORECASE,
)
_DE_WHAT = re.compile(
    r"^(?:(?:können|könnten|koennen|koennten)\s+(?:wir|ich)\s+|(?:wir|ich)\s+)"
    r"(?P<obj>(?:\S+\s+){0,4}?"
    r"\S*" + _EVENT_DE + r"\b(?:\s+(?:am|um|heute|morgen|nächste\w*|diese\w*)\b(?:\s+\S+){0,2}?)?)"
    r"(?P<to>\s+(?:auf|nach|in)\s+.+?)?\s+(?P<verb>verschieben|verlegen|schieben)(?:\s+(?:können"
    r"|könnten|koennen|koennten|kann|könnte))?$",
    re.IGNORECASE,
)
_WHY = re.compile(
    r"^(?P<asked>.+?)(?:\s*[,;.?!–—]\s+|\s+-\s+"
    r"|\s+(?=(?:because|bc|cause|cuz|since|weil|da)\s|(?:i have|i've|ive|i'm|im|i am|i got|we have"
    r"|my \w+ (?:is|has|are)|ich (?:habe?|bin|muss))\s))"
    r"(?:(?:because|bc|cause|cuz|as|since|weil|da)\s+)?(?P<why>(?!(?:or|and|maybe|if|whichever"
    r"|oder|und|falls|bzw)\b)\w.+)$",
    re.IGNORECASE,
)
"""The question, then the reason in what follows it ("…, i have a doctor's appointment")."""
_VERBS = {
    **dict.fromkeys(("reschedule", "rescheduled", "rearrange"), ("reschedule", "Rescheduling")),
    **dict.fromkeys(("postpone", "postponed", "put off", "delay", "delayed"),
                    ("postpone", "Postponing")),
    **dict.fromkeys(("push back", "pushed back"), ("push back", "Pushing back")),
    **dict.fromkeys(("bring forward", "brought forward"), ("bring forward", "Bringing forward")),
}  # fmt: skip
"""The verb asked → as the question says it and as the subject does; else "move", "Moving"."""


def moved_meeting(said: str) -> str | None:
    """The email or text asking to move a meeting that ``said`` asks for, or None."""
    said = said.strip()
    found = next((m for p in _EN if (m := p.match(said)) is not None), None)
    de = found is None
    found = found or _DE.match(said)
    if found is None:
        return None
    who = _person(found["who"], de)
    if who is None:
        return None
    what = found["what"].strip(" ?!.")
    why = _WHY.match(what)
    asked, reason = (why["asked"], why["why"]) if why is not None else (what, "")
    asked = re.sub(r"\s+(?:pls|please|plz|bitte|thx|thanks)$", "", asked.strip(" ?"), flags=re.I)
    move = _DE_WHAT.match(asked) if de else _ACTIVE.match(asked) or _PASSIVE.match(asked)
    if move is None:
        return None
    email = (
        re.search(r"\b(?:e-?mail|emial|emal|mail)\b", said[: found.start("who")], re.I) is not None
    )
    greeting = (
        "Hi all,"
        if who.name == "all" and not de
        else "Hallo zusammen,"
        if who.name == "all"
        else hello(who, de)
    )
    sign = own_name(said)
    if de:
        return _german(move, reason, greeting, email, sign)
    said_verb, doing = _VERBS.get(move["verb"].lower(), ("move", "Moving"))
    obj = _ours(move["obj"])
    to = days_named(move["to"] or "").rstrip(" ?.")
    question = f"Would it be possible to {said_verb} {obj}{to}?"
    because = tidied(reason, "en", first=True, as_said=True) if reason else ""
    if email:
        body = " ".join(p for p in (greeting, question, because) if p)
        mail = as_email(body, said, sign, subject=f"{doing} {obj}?")
        return f"Here's an email you could send:\n\n{mail}"
    question = question[:1].lower() + question[1:]  # "Hi Priya, would it be possible …"
    text = " ".join(p for p in (greeting, question, because, "Thanks!") if p)
    return f'Here\'s a text you could send:\n\n"{text}"'


def _person(who: str, de: bool) -> Person | None:
    """Whom it is for; "all" for a group ("my team", "die kollegen")."""
    found = person(re.sub(r"^to\s+", "", who, flags=re.I), de)
    group = (GROUP_DE if de else GROUP).search(who) is not None
    if group and (found is None or (GROUP_DE if de else GROUP).fullmatch(found.name)):
        return Person("all", False)
    return found


def _ours(obj: str) -> str:
    """ "wednesday's call" → "our Wednesday call", "friday meeting" → "our Friday meeting"."""
    obj = re.sub(r"\b(tomorrow|today|tonight|\w+day)s\b", r"\1's", obj.strip(), flags=re.I)
    obj = re.sub(
        r"^(?:the\s+|our\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)'?s?\s+",
        r"our \1 ",
        obj,
        flags=re.I,
    )
    if not re.match(r"(?:the|our|my|this|that|tomorrow'?s|today'?s|next|a|an|your)\b", obj, re.I):
        obj = f"our {obj}"
    return days_named(tidied(obj, "en", first=False, as_said=True).rstrip("."))


def _german(move: re.Match[str], reason: str, greeting: str, email: bool, sign: str) -> str:
    obj = sentence(move["obj"], True).rstrip(".")
    obj = (
        obj[:1].lower() + obj[1:]
        if re.match(r"(?:Das|Die|Den|Der|Unser\w*|Mein\w*)\b", obj)
        else obj
    )
    to = sentence(move["to"], True).rstrip(".") if move["to"] else ""
    to = f" {to[:1].lower()}{to[1:]}" if to else ""
    verb = move["verb"].lower()
    question = f"wäre es möglich, {obj}{to} zu {verb}?"
    because = sentence(re.sub(r"^hab\b", "ich habe", reason, flags=re.I), True) if reason else ""
    end = "Danke und viele Grüße" + (f"\n{sign}" if sign else "")
    thing = re.sub(r"^(?:das|die|den|der|unser\w*|mein\w*)\s+", "", obj, flags=re.I)
    subject = f"{thing[:1].upper()}{thing[1:]} {verb}?"
    text = " ".join(p for p in (question, because) if p)
    if email:
        return f"So könnte die Mail lauten:\n\nBetreff: {subject}\n\n{greeting}\n\n{text}\n\n{end}"
    return f"So könntest du schreiben:\n\n„{greeting} {text} Danke!“"
