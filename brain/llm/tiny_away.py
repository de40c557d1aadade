"""An out-of-office reply with what the user said of their absence ("write an out of office
reply, im away from 3 to 14 march with no email access, for anything urgent contact my
colleague Sara Lind at sara.lind@acme.com, back on 15 march"): the dates away, the reason, the
access to email, whom to contact for urgent matters (role, name, email, phone) and the day
back, in English or German. Asked in other words too ("need an away msg, off from the 3rd till
the 10th, ask them to contact kemal", "people should email my colleague ines"), and in German
when the kind is named in German ("abwesenheitsnotiz bis 12.8., vertretung frau öztürk"; the
words alone may not tell). Nothing is claimed that was not said (no "won't be checking email"
unless the user said so); a told out-of-office ("my out of office is on till monday") asks for
none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.fastpath.dates import MONTHS, WEEKDAYS
from brain.llm.tiny_details import (
    EMAIL,
    MONTH,
    MONTH_INDEX,
    WEEKDAY,
    WEEKDAY_INDEX,
    asked_for,
    clauses,
    dates,
    german,
    named,
    phones,
    said_date,
    sign_off,
)

_AWAY = re.compile(
    r"\b(?:out[- ]of[- ](?:the[- ])?office(?:[- ](?:reply|message|email|mail|notice|text))?|ooo"
    r"(?: (?:reply|message|email|text|msg|note))?|auto[- ]?(?:reply|replies|responder|response"
    r"|antwort)|away (?:message|msg|reply|notice|note|text|email|mail)|(?:vacation|holiday) (?:reply|responder|message|email"
    r"|auto[- ]?reply)|abwesenheits\w*|automatische (?:antwort|e-?mail)|urlaubs(?:antwort|notiz"
    r"|nachricht|mail))\b",
    re.IGNORECASE,
)
_TOLD = re.compile(
    r"\s+(?:is|was|isn'?t|wasn'?t|has|keeps|says|ist|war|läuft|laeuft)\b", re.IGNORECASE
)
_GERMAN_KIND = re.compile(r"abwesenheit|automatische|urlaubs", re.IGNORECASE)
"""The kind named in German ("abwesenheitsnotiz bis 3.5."): the reply is German too."""
_END = (
    rf"(?:{WEEKDAY}\s*,?\s*)?(?:(?:the|dem|den)\s+)?(?:\d{{1,2}}\.\d{{1,2}}\.(?:\d{{2,4}})?|\d{{1,2}}"
    rf"(?:st|nd|rd|th|\.)?(?:\s*(?:of\s+)?{MONTH}(?!\w))?|{MONTH}\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd"
    rf"|th)?(?![\d:]))|{WEEKDAY}(?!\w)"
)
_RANGE = re.compile(
    rf"(?<![\w.])(?P<a>{_END})\s*(?:-|–|to|till|til|until|through|thru|bis(?: zum| einschlie(?:ß|ss)lich)?)"
    rf"\s*(?:(?:the|zum)\s+)?(?P<b>{_END})",
    re.IGNORECASE,
)
_UNTIL = re.compile(
    rf"\b(?:until|till|til|through|bis(?: zum| einschlie(?:ß|ss)lich)?)\s+(?:the\s+)?(?P<c>{_END})",
    re.IGNORECASE,
)
_BACK = re.compile(
    r"\b(?:back|return(?:ing)?|returns|zur(?:ü|ue)ck|wieder (?:da|im b(?:ü|ue)ro|erreichbar"
    r"|zur(?:ü|ue)ck|im dienst))\b(?:\s+(?:in the office|at work|at my desk|to the office|to work"
    rf"|im b(?:ü|ue)ro))?\s*(?:on|am|from|ab|by|by the|on the)?\s*(?P<when>{_END})"
    rf"|\b(?:ab|from)\s+(?:dem\s+|the\s+)?(?P<when2>{_END})\s+(?:bin ich\s+|i'?m\s+|i'?ll be\s+)?"
    r"(?:wieder|back)",
    re.IGNORECASE,
)
_NO_ACCESS = re.compile(
    r"\b(?:no (?:email|e-?mail|mail|internet|laptop|wifi|signal)(?: access)?|no access to (?:my )?"
    r"(?:email|e-?mails?|mails?|internet|laptop)|without (?:email|internet|access|my laptop)|won'?t"
    r" (?:have|be checking|check|read|see)|not (?:checking|reading) (?:my )?e-?mails?|offline|off"
    r" the grid|kein(?:e|en)? (?:zugriff|zugang|mails?|e-?mails?|internet|laptop)|nicht erreichbar"
    r"|lese (?:keine|meine) (?:e-?)?mails (?:nicht)?)\b",
    re.IGNORECASE,
)
_LIMITED = re.compile(
    r"\b(?:limited|spotty|patchy|occasional\w*|sporadic\w*|now and then|once a day|eingeschr(?:ä|ae)nkt\w*|sporadisch\w*"
    r"|unregelm(?:ä|ae)(?:ß|ss)ig)\b",
    re.IGNORECASE,
)
_WHY = (
    (r"parental|paternity", "on parental leave", "in Elternzeit"),
    (r"maternity|mutterschutz", "on maternity leave", "im Mutterschutz"),
    (r"elternzeit", "on parental leave", "in Elternzeit"),
    (r"honeymoon|flitterwochen", "on my honeymoon", "in den Flitterwochen"),
    (r"conference|konferenz|messe|trade fair", "at a conference", "auf einer Konferenz"),
    (r"business trip|work trip|dienstreise|gesch(?:ä|ae)ftsreise", "on a business trip",
     "auf Dienstreise"),
    (r"training|course|seminar|workshop|fortbildung|schulung|weiterbildung", "at a training course",
     "auf einer Fortbildung"),
    (r"sick|ill|krank\w*", "out sick", "krank"),
    (r"holidays?", "on holiday", "im Urlaub"),
    (r"vacation|urlaub|pto|annual leave|time off|leave", "on vacation", "im Urlaub"),
)  # fmt: skip
_PLACE = re.compile(
    r"^\s*(?:(?:in|to|nach|in der|in den)\s+)(?P<place>(?!the\b|my\b|der\b|die\b)[A-Za-zÄÖÜäöüß][\w-]+"
    r"(?:\s+(?!and\b|und\b|with\b|mit\b|until\b|bis\b|from\b|vom\b)[A-Z][\w-]+)?)",
)
_URGENT = re.compile(
    r"\b(?:urgent|asap|emergenc\w*|dringend\w*|eilig\w*|notf(?:a|ä)ll\w*|in the meantime|meanwhile"
    r"|contact|reach out|vertretung|wenden? sie sich|ansprechpartner\w*|(?:bei|for) (?:fragen"
    r"|questions)|(?:ask|tell) (?:them|people|everyone|senders?) to|(?:they|people|everyone"
    r"|senders?|folks|anyone) (?:can|should|could|may|must) (?:contact|e-?mail|call|reach|message"
    r"|write to|ping|ask))\b|->|→",
    re.IGNORECASE,
)
_LEAD = re.compile(
    r"^\W*(?:and\s+|und\s+)?(?:(?:for|in|if|bei|im|when|wenn)\s+)?(?:(?:anything|any|something|all"
    r"|it|es|etwas|allen)\s+)?(?:(?:is|'s|ist)\s+)?(?:(?:really|very|super)\s+)?(?:(?:urgent|asap|emergenc\w*|dringend\w*|eilig\w*|notf(?:a|ä)ll\w*)(?:\s+(?:matters"
    r"|stuff|things|issues|questions|requests|cases|enquiries|inquiries|f(?:ä|ae)lle[nr]?|anliegen"
    r"|sachen|fragen|goes|go))?)?\W*"
    r"(?:(?:please|pls|bitte|just|(?:they|people|everyone|senders?|folks|anyone|you) (?:can|should"
    r"|could|may|must|need to|are to|will need to)|(?:ask|tell|get) (?:them|people|everyone"
    r"|senders?|folks|anyone) to|(?:(?:bei|for) )?(?:fragen|questions)(?: (?:bitte|please))?)\s+)*"
    r"(?:(?:contact|reach out to|reach|email|e-mail|message|ping|write to|talk to|ask|call|get in"
    r" touch with|go(?:es)? to|to|an|wenden sie sich (?:bitte )?an|kontaktieren sie(?: bitte)?"
    r"|bitte an|sich an)\b)?\W*",
    re.IGNORECASE,
)
_ROLE = re.compile(
    r"^(?:(?:my|our|the|meine[nr]?|unsere[nr]?|die|den|der)\s+)?(?P<role>colleague|coworker"
    r"|co-worker|manager|boss|team ?lead|supervisor|assistant|deputy|backup|cover|kollegin|kollegen"
    r"|kollege|vertretung|chefin|chef|teamleiterin|teamleiter|assistentin|assistenten|assistent"
    r"|team)\b\W*",
    re.IGNORECASE,
)
_NAME_ONLY = re.compile(
    r"(?!(?:back|ab|wieder|bin|im|i'?m|thanks|danke|until|bis|from|vom)\b)(?:(?:mr|mrs|ms|dr|herr"
    r"|frau)\.?\s+)?[A-Za-zÄÖÜäöüß-]+(?:\s+[A-Za-zÄÖÜäöüß-]+){0,2}",
    re.IGNORECASE,
)
_ROLE_DE = {
    "colleague": "meine Kollegin", "coworker": "meine Kollegin", "co-worker": "meine Kollegin",
    "kollegin": "meine Kollegin", "kollege": "meinen Kollegen", "kollegen": "meinen Kollegen",
    "vertretung": "meine Vertretung", "chef": "meinen Chef", "chefin": "meine Chefin",
    "boss": "meinen Chef", "manager": "meine Vorgesetzte", "teamleiter": "meinen Teamleiter",
    "teamleiterin": "meine Teamleiterin", "assistent": "meinen Assistenten",
    "assistenten": "meinen Assistenten", "assistentin": "meine Assistentin", "team": "mein Team",
}  # fmt: skip
_ROLE_EN = {"kollegin": "colleague", "kollege": "colleague", "kollegen": "colleague",
            "vertretung": "cover", "chef": "manager", "chefin": "manager", "teamlead": "team lead",
            "teamleiter": "team lead", "teamleiterin": "team lead"}  # fmt: skip
_NOT_NAME = frozenset(
    [
        "at",
        "on",
        "or",
        "via",
        "unter",
        "and",
        "und",
        "the",
        "my",
        "me",
        "her",
        "him",
        "them",
        "for",
        "email",
        "mail",
        "phone",
        "tel",
        "call",
        "per",
        "bei",
        "oder",
        "with",
        "mit",
        "is",
        "ist",
        "wenden",
        "melden",
        "kontaktieren",
        "anrufen",
        "schreiben",
        "instead",
        "stattdessen",
        "please",
        "bitte",
    ]
)


def out_of_office(said: str) -> str | None:
    """The out-of-office reply ``said`` asks for, with everything it tells; None when it asks
    for none (a question about such replies is none)."""
    found = asked_for(said, _AWAY)
    if found is None or _TOLD.match(said, found.end()):
        return None  # "my out of office is on till monday": told, not asked for
    language = "de" if german(said) or _GERMAN_KIND.match(found[0]) else "en"
    when = _span(said, language)
    back = _BACK.search(said)
    back_on = _day(back["when"] or back["when2"], language) if back is not None else ""
    why = next(
        (
            (en, de, said[found.end() :])
            for pattern, en, de in _WHY
            if (found := re.search(rf"\b(?:{pattern})\b", said, re.IGNORECASE))
        ),
        None,
    )
    place = _PLACE.match(why[2]) if why is not None else None
    where = f" {named(place.group(0).strip())}" if place is not None else ""
    where = re.sub(r"^ (In|To|Nach)\b", lambda m: f" {m[1].lower()}", where)
    reason = (why[1] if language == "de" else why[0]) + where if why is not None else ""
    access = "none" if _NO_ACCESS.search(said) else "limited" if _LIMITED.search(said) else ""
    reach = _reach(said, language)
    if not when and not back_on:  # no days said: gaps to fill, no days made up
        when = " vom [Datum] bis [Datum]" if language == "de" else " from [date] to [date]"
    if language == "de":
        return _german(when, back_on, reason, access, reach, said)
    lines = [f"Thank you for your email. I'm {reason or 'away'}{when}"]
    if access == "none":
        lines[0] += " and won't have access to email during this time."
    elif access == "limited":
        lines[0] += " and will only have limited access to email."
    elif not lines[0].endswith("."):
        lines[0] += "."
    if reach:
        lines.append(f"For urgent matters, please contact {reach}.")
    lines.append(
        f"I'll be back on {back_on} and will reply to your message then."
        if back_on
        else "I'll get back to you as soon as I can after I'm back."
    )
    body = " ".join(lines)
    end = sign_off("Best regards", said)
    return f'Here\'s an out-of-office reply you could use:\n\n"Hello,\n\n{body}\n\n{end}"'


def _german(when: str, back_on: str, reason: str, access: str, reach: str, said: str) -> str:
    first = f"vielen Dank für Ihre Nachricht. Ich bin{when} {reason or 'nicht im Büro'}"
    if access == "none":
        first += " und habe in dieser Zeit keinen Zugriff auf meine E-Mails."
    elif access == "limited":
        first += " und kann meine E-Mails in dieser Zeit nur eingeschränkt lesen."
    else:
        first += "."
    lines = [first]
    if reach:
        lines.append(f"In dringenden Fällen wenden Sie sich bitte an {reach}.")
    lines.append(
        f"Ab dem {back_on} bin ich wieder da und melde mich dann bei Ihnen."
        if back_on
        else "Nach meiner Rückkehr melde ich mich so schnell wie möglich."
    )
    body = " ".join(lines)
    end = sign_off("Viele Grüße", said).replace(",\n", "\n")
    return f"So könnte deine Abwesenheitsnotiz lauten:\n\n„Guten Tag,\n\n{body}\n\n{end}“"


def _span(said: str, language: str) -> str:
    """ "from 3 to 14 March", "vom 2. bis 9. Mai", "until 14 March"; "" when no days are said."""
    found = _RANGE.search(said)
    if found is not None:
        first, last = _parts(found["a"]), _parts(found["b"])
        ordinal = re.search(r"\d(?:st|nd|rd|th\b|\.(?!\d))", found[0], re.IGNORECASE)
        if first[2] is None and last[2] is None and not (first[0] or last[0] or first[3]):
            if ordinal and first[1] and last[1]:  # "the 3rd till the 10th": days of this month
                a, b = int(first[1]), int(last[1])
                return (
                    f" vom {a}. bis {b}."
                    if language == "de"
                    else f" from the {_nth(a)} to the {_nth(b)}"
                )
            found = None  # "3-14": no month, no weekday, no date: no span said
        else:
            month = last[2] if last[2] is not None else first[2]
            same = first[2] in (None, month) and not first[3] and not last[3]
            start = _written(first, language, month=None if same else first[2] or month)
            end = _written(last, language, month=month)
            return f" vom {start} bis {end}" if language == "de" else f" from {start} to {end}"
    until = _UNTIL.search(said)
    if until is None:
        return ""
    day = _day(until["c"], language)
    if not any(ch.isdigit() for ch in until["c"]):  # "bis freitag": the weekday as said
        return f" bis {day}" if language == "de" else f" until {day}"
    if language == "de":
        return f" bis zum {day}"
    return f" until the {day}" if re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", day) else f" until {day}"


def _parts(end: str) -> tuple[str, str, int | None, str]:
    """(weekday, day number, month index, a numeric date as typed) of one end of a span."""
    found = dates(end)
    if not found:
        number = re.search(r"\d{1,2}", end)
        return "", number[0] if number else "", None, ""
    parts = found[0].groupdict()
    weekday = parts.get("wd") or ""
    if parts.get("nd"):
        return weekday, "", None, f"{parts['nd']}.{parts['nm']}."
    month = parts.get("m") or parts.get("m2")
    index = MONTH_INDEX.get(month.lower().rstrip(".")) if month else None
    return weekday, parts.get("d") or parts.get("d2") or "", index, ""


def _written(parts: tuple[str, str, int | None, str], language: str, month: int | None) -> str:
    weekday, day, _own, numeric = parts
    day_name = WEEKDAYS[language][WEEKDAY_INDEX[weekday.lower().rstrip(".")]] if weekday else ""
    if numeric:
        said = numeric
    elif language == "de":
        said = " ".join(p for p in (f"{day}." if day else "", _month(month, "de")) if p)
    else:
        said = " ".join(p for p in (day, _month(month, "en")) if p)
    if day_name and said:
        return f"{day_name}, {said}" if language == "de" else f"{day_name} {said}"
    return day_name or said


def _nth(n: int) -> str:
    return f"{n}{'th' if 10 < n % 100 < 14 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _month(index: int | None, language: str) -> str:
    return MONTHS[language][index] if index is not None else ""


def _day(text: str, language: str) -> str:
    found = dates(text)
    return said_date(found[0], language) if found else text.strip()


def _reach(said: str, language: str) -> str:
    """Whom to contact, as said: "my colleague Sara Lind at sara.lind@acme.com"."""
    parts = clauses(said)
    urgent = [p for p in parts if _URGENT.search(p)]
    if not urgent:
        urgent = [p for p in parts if EMAIL.search(p) or phones(p)]
    if not urgent:
        return ""
    text = urgent[0]
    index = parts.index(text)
    lead = _URGENT.search(text)
    if lead is not None and len(text[: lead.start()].split()) > 3:
        text = text[lead.start() :]  # "im off till the 14th ask people to contact jana": unpaused
    for more in parts[index + 1 : index + 3]:  # "… Sara Lind, sara@acme.com, 0171 5552233"
        named_only = _NAME_ONLY.fullmatch(more) and not EMAIL.search(text)
        if ((EMAIL.search(more) or phones(more)) and len(more.split()) <= 5) or named_only:
            text = f"{text} {more}"  # "vertretung: herr jonas weber, jonas.weber@firma.de"
        else:
            break
    mail = EMAIL.search(text)
    numbers = phones(text)
    rest = EMAIL.sub(" ", text)
    for number in numbers:
        rest = rest.replace(number, " ")
    rest = _LEAD.sub("", rest.strip())
    role = _ROLE.match(rest)
    rest = rest[role.end() :] if role is not None else rest
    words = [
        w for w in re.findall(r"[A-Za-zÄÖÜäöüß][\w'-]*\.?", rest) if w.lower() not in _NOT_NAME
    ]
    name = named(" ".join(words[:3])).replace(".", "") if 0 < len(words) <= 3 else ""
    if language == "en":
        name = re.sub(r"^(Mr|Mrs|Ms|Dr)\b", r"\1.", re.sub(r"^Herr\b", "Mr", name))
    else:
        name = re.sub(r"^(?:Herr|Mr)\b", "Herrn", re.sub(r"^(?:Mrs|Ms)\b", "Frau", name))
    kind = role["role"].lower().replace(" ", "") if role is not None else ""
    if language == "de":
        who = " ".join(p for p in (_ROLE_DE.get(kind, ""), name) if p)
        details = ", ".join([*([mail[0]] if mail else []), *(f"Tel. {n}" for n in numbers)])
        if who and details:
            return f"{who} ({details})"
        return who or details
    own = _ROLE_EN.get(kind, kind.replace("teamlead", "team lead"))
    who = " ".join(p for p in (f"my {own}" if own else "", name) if p)
    reach = who
    if mail:
        reach = f"{who} at {mail[0]}" if who else mail[0]
    if numbers:
        joined = " or on " if mail else " on "  # "Tom on 0171 …", "… at tom@x.de or on 0171 …"
        reach = f"{reach}{joined}{numbers[0]}" if reach else numbers[0]
    return reach
