"""A note excusing the user's child from school, a class, practice or a match, to a teacher, a
coach, a club or the school, with what the user tells: the child by name, the day, the reason
("write a note to coach Miller that Emma can't come to practice on Wednesday because she has a
dentist appointment", "note to the teacher excusing Ben from school on Friday because he has a
fever, from Sarah", "schreib eine entschuldigung für die schule, meine tochter lena war am
montag krank, von thomas müller"). The user's words are kept, tidied; a teacher or the school is
asked to excuse the absence, a coach is thanked for understanding; the note is signed only with
a name the user gave. A note about the user's own absence ("i cant come to class") is left to
:mod:`brain.llm.tiny_message`. Written in German by :mod:`brain.llm.tiny_excuse_de`. Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import asked_for, clauses, german, named, own_name, signs
from brain.llm.tiny_message_frame import AND_ASKING, as_email, asking
from brain.llm.tiny_tidy import tidied

_TEACHES = (
    r"(?:(?:class|form|head|homeroom|swim(?:ming)?|dance|ballet|piano|music|pe|gym|football|soccer"
    r"|tennis|hockey|rugby|basketball|netball|karate|judo|riding|drama|art)\s+)?(?:teacher|coach"
    r"|tutor|instructor|trainer|headteacher|head teacher|principal|teacher'?s|school|club|nursery"
    r"|kindergarten|daycare|preschool|academy|school office|attendance office)"
    r"|(?:klassen|sport|schwimm|tanz|fu(?:ß|ss)ball|musik|klavier)?(?:lehrer(?:in)?|trainer(?:in)?)"
    r"|schule|verein|kita|kindergarten|erzieher(?:in)?|sekretariat|schulsekretariat"
)
RECIPIENT = re.compile(
    rf"\b(?:(?:my|our|the|his|her|their|meine[nmr]?|unsere[nmr]?|den|die|der|dem|das|seine[nmr]?|ihre[nmr]?"
    rf"|(?:my |our )?(?:son|daughter|kid|child|\w+)'?s)\s+)?(?P<to>{_TEACHES})\b"
    r"(?:\s*,?\s*(?P<name>(?:(?:mr|mrs|ms|miss|dr|herr|herrn|frau)\.?\s+)?(?-i:[A-ZÄÖÜ])[\w-]+"
    r"|(?:mr|mrs|ms|miss|dr|herr|herrn|frau)\.?\s+[\w-]+)\b(?!\s+(?:will|won'?t|can'?t|cannot|is|has"
    r"|was|had|needs|must|kann|ist|hat|war|fehlt|wird|muss|kommt)\b|'ll|'s))?"
    r"|\b(?P<coach>coach)\s+(?P<cname>[A-Za-zÄÖÜäöüß][\w-]+)"
    r"|\b(?:to|for|an|f(?:ü|ue)r)\s+(?P<titled>(?:mr|mrs|ms|miss|dr|herr|herrn|frau)\.?\s+[A-Za-zÄÖÜäöüß][\w-]+)",
    re.IGNORECASE,
)
"""Whom the note is for: a teacher or a coach (with a name), the school, the club."""
_ABSENT = re.compile(
    r"\b(?:can'?t|cannot|cant|won'?t|wont|will not|isn'?t able|unable|not able|will miss|'ll miss"
    r"|ll miss|miss(?:es|ed)?|missing|absent|absence|off (?:sick|school)|was off|be off|will be off"
    r"|excus\w*|not (?:be )?(?:at|in|coming|attending)|stay(?:s|ing)? (?:at )?home|keep\w* (?:him|her"
    r"|them) (?:at )?home|sick|ill|unwell|fehl\w*|nicht (?:\w+ ){0,3}(?:kommen|kommt"
    r"|teilnehmen|teilnimmt|da sein|dabei sein|können)|(?:kann|darf|wird) (?:\w+ ){0,2}nicht|krank"
    r"|erk(?:ä|ae)ltet|fieber|befrei\w*|zu ?hause bleib\w*|appointment|arzttermin|nicht (?:\w+ ){0,3}(?:sein"
    r"|kann))\b",
    re.IGNORECASE,
)
_CHILD = re.compile(
    r"\b(?:my|our|the|meine[nmr]?|mein|unsere[nmr]?|unser|die)\s+(?P<kid>son|daughter|kid|child|boy|girl"
    r"|twins|kids|children|boys|girls|zwillinge|kinder"
    r"|little one|sohn|tochter|kind|junge|mädchen|maedchen)(?:'?s)?\b(?:\s*,?\s+(?P<name>(?!(?:is|has|was|will"
    r"|teacher|coach|tutor|school|class|lehrer\w*|trainer\w*|schule|klasse"
    r"|won'?t|can'?t|ist|hat|war|wird|kann|fehlt|and|und|from|von|for|f(?:ü|ue)r|at|in|to|who)\b)"
    r"[A-Za-zÄÖÜäöüß][a-zäöüß-]+)\b)?",
    re.IGNORECASE,
)
_NAMED_FIRST = re.compile(
    r"^(?P<name>(?!(?:i|he|she|they|we|it|there|this|that|the|my|our|his|her|mine|you|ich|er|sie|es"
    r"|wir|der|die|das|mein\w*|unser\w*|sein\w*|ihr\w*|kids?|children|kinder|practice|training"
    r"|school|class|schule)\b)[A-Za-zÄÖÜäöüß][a-zäöüß-]+)\s+(?:can'?t|cannot|cant|won'?t|wont|will"
    r"|'ll|is|has|had|was|needs|must|isn'?t|missed|fehlt|fehlte|kann|konnte|war|ist|hat|hatte|muss"
    r"|wird|kommt)\b",
    re.IGNORECASE,
)
"""The child named first in what is told ("emma can't come to practice …")."""
_EXCUSING = re.compile(
    r"\bexcus(?:e|ing)\s+(?:my\s+(?:son|daughter|kid|child)\s+)?(?P<name>[A-Za-z][a-z-]+)\s+from\s+"
    r"(?P<what>.+)$",
    re.IGNORECASE,
)
_EXCUSE_KIND = re.compile(
    r"\b(?:excuse note|absence note|sick note|(?:note|letter)(?=\s+excusing)|entschuldigung(?:sschreiben)?)\b",
    re.IGNORECASE,
)
"""An excuse note asked for without saying to whom ("write a note excusing my daughter ava from
pe on monday")."""
_KIND = re.compile(
    r"\b(?:notes?|excuse(?: note)?|absence note|sick note|letters?|messages?|msgs?|texts?"
    r"|e-?mails?|whatsapp|entschuldigung\w*|nachricht|zettel|mail|brief|krankmeldung)\b",
    re.IGNORECASE,
)
_VERB_LED = re.compile(
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|bitte|can (?:you|u)|could (?:you|u)"
    r"|kannst du|k(?:ö|oe)nntest du)\W+)*(?:(?:please|pls|bitte|mal|kurz)\s+)*(?:write to|text"
    r"|message|e-?mail|tell|let|schreib\w*(?: mal)?|(?:dem|der|den|die)\s+\w+\s+schreiben)\b",
    re.IGNORECASE,
)
_OWN = re.compile(r"^(?:i|i'?m|im|i'll|ill|i've|ive|ich)\b", re.IGNORECASE)
_DAY = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|tomorrow"
    r"|yesterday|this (?:week|morning|afternoon|evening)|next (?:\w+ )?(?:weeks?|days?)|montag|dienstag|mittwoch"
    r"|donnerstag|freitag|samstag|sonntag|heute|morgen|gestern|\d{1,2}(?:st|nd|rd|th|\.)\s*\w*)\b",
    re.IGNORECASE,
)
_LINK = re.compile(
    r"^\W*(?:(?:that|saying|to say|to let (?:them|him|her) know|letting (?:them|him|her) know|about"
    r"|dass|,|:)\s*(?:that\s+)?)?",
    re.IGNORECASE,
)
_REQUEST = re.compile(
    r"^\W*(?:(?:hey|hi|ok|so|pls|please|bitte|can you|could you|kannst du|i need|need)\s+)*(?:write"
    r"|draft|schreib\w*|formulier\w*|send|text|email|message)?\s*(?:me|mir|them|him|her|ihm|ihr)?\s*"
    r"(?:(?:a|an|the|eine?n?|ne|nen)\s+)?(?:(?:quick|short|polite|kurze\w*)\s+)*(?:excuse |absence "
    r"|sick )?(?:note|letter|message|text|email|e-mail|nachricht|entschuldigung|zettel|mail)?"
    r"(?:\s+(?:for|to|an|f(?:ü|ue)r)(?:\s+\w+){0,2})?\W*$",
    re.IGNORECASE,
)


def excuse_note(said: str) -> str | None:
    """The note excusing the user's child ``said`` asks for, or None."""
    to = next((m for m in RECIPIENT.finditer(said) if _addressed(said, m)), None)
    to = to or _EXCUSE_KIND.search(said)
    if to is None or not _ABSENT.search(said):
        return None
    if asked_for(said, _KIND) is None and not _VERB_LED.match(said):
        return None
    told = _told(said, to)
    if not told or _OWN.match(told[0]):
        return None  # the user's own absence: a message of theirs (:mod:`brain.llm.tiny_message`)
    child = _child(said, told)
    if not child[0] and not (child[1] and _DAY.search(said)):
        return None  # "my son is sick, write a message to his teacher": the stock note fits
    sign = own_name(said)
    coach = bool(re.search(r"coach|trainer|instructor|club|verein", to[0], re.I))
    greeting = _greeting(to, german(said))
    if german(said):
        from brain.llm.tiny_excuse_de import german_excuse

        return german_excuse(told, child, greeting, coach, sign)
    return _english(told, child, greeting, coach, sign, re.search(r"\be-?mail", said, re.I))


def _told(said: str, to: re.Match[str]) -> list[str]:
    """What the user tells, the request and the sign-off left out: after the recipient and in
    the clauses before it ("meine tochter lena war am montag krank, schreib …")."""
    head = [p for p in clauses(said[: to.start()]) if not _REQUEST.match(p)]
    head = [p for p in head if _ABSENT.search(p) or _DAY.search(p)]
    rest = re.sub(  # "write the club a note that …": the note asked for
        rf"^\W*(?:(?:a|an|the|eine?n?|ne|nen)\s+)?(?:(?:quick|short|little|kurze\w*)\s+)*(?:{_KIND.pattern})",
        "",
        said[to.end() :],
        flags=re.I,
    )
    rest = _LINK.sub("", rest, count=1)
    after = [p for p in clauses(rest) if not _REQUEST.match(p)]
    after = [re.sub(r"^(?:that|dass)\s+", "", p, flags=re.I) for p in after]
    parts = [p for p in (*head, *after) if p and not signs(p, said) and not _WHOSE.fullmatch(p)]
    joined: list[str] = []
    for part in parts:  # "…, weil er einen arzttermin hat": part of the sentence before it
        if joined and re.match(r"(?:because|since|as|cause|bc|weil|da|denn|so)\b", part, re.I):
            joined[-1] = f"{joined[-1]}, {part}"
        else:
            joined.append(part)
    return joined


_WHOSE = re.compile(
    r"(?:for|from|to|about|f(?:ü|ue)r|von)\s+(?:my|our|meine[nmr]?|mein|unsere[nmr]?|unser)\s+\w+(?:\s+\w+)?",
    re.IGNORECASE,
)
"""Whom the note is about, said after the request ("for my son leo"): the child, no sentence."""


_ADDRESSED = re.compile(
    r"(?:^\W*|\b(?:to|for|an|f(?:ü|ue)r|text|e-?mail|message|msg|tell|write|note|letter|schreib\w*|du"
    r"|mir|zettel|nachricht|entschuldigung)\s+|:\s*)$",
    re.IGNORECASE,
)


def _addressed(said: str, to: re.Match[str]) -> bool:
    """Whether ``to`` is whom the note is for ("a note to the school"), not a place it tells of
    ("… won't be in school today")."""
    return bool(to["titled"]) or _ADDRESSED.search(said[: to.start()]) is not None


def _child(said: str, told: list[str]) -> tuple[str, str]:
    """(the child's name, "son"/"daughter"/… when said)."""
    kid = _CHILD.search(said)
    relation = kid["kid"].lower() if kid is not None else ""
    name = kid["name"] if kid is not None and kid["name"] else ""
    excusing = _EXCUSING.search(said)
    if not name and excusing is not None:
        name = excusing["name"]
    if not name:
        first = next((m for p in told if (m := _NAMED_FIRST.match(p))), None)
        name = first["name"] if first is not None else ""
    if not name and told and german(said):  # "dass mia morgen nicht … kommt": the verb is last
        word = told[0].split()[0]
        name = word if _NAMED_FIRST.match(f"{word} kann") is not None else ""
    return (named(name.lower()) if name else ""), relation


def _greeting(to: re.Match[str], de: bool) -> str:
    """ "Dear Coach Miller,", "Dear Mrs. Patel,", "Sehr geehrte Frau Schmidt,"; "Hello," unnamed."""
    if to.re is not RECIPIENT:  # "an excuse note for my son leo": to whom is not said
        return "Guten Tag," if de else "Hello,"
    if to["coach"]:
        return f"{'Hallo' if de else 'Hi'} Coach {named(to['cname'].lower())},"
    titled = to["titled"] or to["name"] or ""
    if titled and re.search(r"coach|trainer", to["to"] or "", re.I) and " " not in titled.strip():
        return f"{'Hallo' if de else 'Hi'} Coach {named(titled.lower())},"
    found = re.match(r"(mr|mrs|ms|miss|dr|herr|herrn|frau)\.?\s+(\S+)", titled, re.I)
    if found is not None:
        title, surname = found[1].lower(), named(found[2].lower())
        if de:
            title = {"herrn": "Herr", "mr": "Herr", "mrs": "Frau", "ms": "Frau"}.get(title, title)
            dear = "Sehr geehrter" if title.lower() in ("herr", "dr") else "Sehr geehrte"
            return f"{dear} {title.capitalize()} {surname},"
        dot = "" if title == "miss" else "."
        return f"Dear {title.capitalize()}{dot} {surname},"
    if titled:
        return f"{'Hallo' if de else 'Hi'} {named(titled.lower())},"
    if re.search(r"coach|trainer", to["to"] or "", re.I):
        return "Hallo," if de else "Hi Coach,"
    return "Guten Tag," if de else "Hello,"


def _pronoun(child: tuple[str, str], told: str) -> str:
    """Whose absence: "his", "her", or the child's name ("Ben's")."""
    if child[1] in ("son", "boy") or re.search(r"\b(?:he|him|his|he'?s|he'?ll)\b", told, re.I):
        return "his"
    if child[1] in ("daughter", "girl") or re.search(r"\b(?:she|her|she'?s|she'?ll)\b", told, re.I):
        return "her"
    return f"{child[0]}'s" if child[0] else "their"


def _english(
    told: list[str],
    child: tuple[str, str],
    greeting: str,
    coach: bool,
    sign: str,
    email: re.Match[str] | None,
) -> str:
    name = child[0] or (f"my {child[1]}" if child[1] else "")
    lines, asks = [], []
    for index, part in enumerate(told):
        excusing = _EXCUSING.search(part)
        if excusing is not None:  # "excusing ben from school on friday because …"
            what = excusing["what"]
            what = re.sub(r"\s+(because|since|as)\s+", r", \1 ", what, count=1, flags=re.I)
            lines.append(f"Please excuse {child[0] or excusing['name']} from {_tidy(what)}.")
            continue
        if (ask := AND_ASKING.match(part)) is not None:
            lines.append(_said(ask["head"], name, index))
            asks.append(asking(ask["ask"], to_them=False))
            continue
        if re.match(r"(?:can|could|may|would) (?:we|i|you|she|he|they)\b", part, re.I):
            asks.append(f"{_said(part, name, 1).rstrip('.')}?")  # "could we move it to friday?"
            continue
        wish = re.match(r"(?:and\s+|also\s+)?(?:i (?:also )?(?:want|wanted|would like|'d like|need)"
                        r" to ask|i'?m asking|asking|to ask)\s+(.+)$", part, re.I)  # fmt: skip
        if wish is not None:
            asks.append(asking(wish[1], to_them=False))
            continue
        lines.append(_said(part, name, index))
    if not coach and "excuse" not in " ".join(lines).lower():
        lines.append(f"Please excuse {_pronoun(child, ' '.join(told))} absence.")
    body = " ".join([*lines, *asks])
    thanks = "Thanks for understanding!" if coach else "Thank you for understanding."
    if email is not None:
        mail = as_email(f"{greeting} {body}", lines[0] if lines else body, sign)
        return f"Here's an email you could send:\n\n{mail}"
    end = f"{thanks}\n\n{'Thanks' if coach else 'Kind regards'},\n{sign}" if sign else thanks
    return f'Here\'s a note you could send:\n\n"{greeting}\n\n{body}\n\n{end}"'


def _said(part: str, name: str, index: int) -> str:
    """One thing told, as a sentence: the child named where the first says "he" or "she"
    ("she'll miss school" → "My daughter will miss school")."""
    if name and index == 0:
        part = re.sub(r"^(?:he|she)(?:'ll| will)\b", f"{name} will", part, flags=re.I)
        part = re.sub(r"^(?:he|she)(?:'s| is)\b", f"{name} is", part, flags=re.I)
        part = re.sub(r"^(?:he|she)\b", name, part, flags=re.I)
    said = _tidy(part)
    return f"{said[:1].upper()}{said[1:]}."


def _tidy(part: str) -> str:
    said = tidied(part, "en", first=False, as_said=True).rstrip(".")
    said = re.sub(r"\bill\b(?= (?:keep|bring|pick|call|send|let|be|drop)\b)", "I'll", said)
    return re.sub(r"\b(?:bc|cuz|cause)\b", "because", said)
