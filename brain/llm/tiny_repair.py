"""A message to a landlord, a property manager or a caretaker reporting something broken, with
what the user tells: what is broken and since when, the flat, when they are home, a number to
call ("can you write a message to my landlord? the heating in flat 4b hasn't worked since
tuesday, i'm home after 5pm on weekdays", "email the property manager: dishwasher in apt 12
broken since friday", "schreib der hausverwaltung, dass in wohnung 3 die heizung seit montag
nicht geht, ich bin ab 17 uhr zu hause"). The user's words are kept, tidied; nothing is made up
and no gap is left for a detail given. A plain "text my landlord that the heater is broken
again" stays :mod:`brain.llm.tiny_message`'s. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import asked_for, clauses, german, own_name, phones, signs
from brain.llm.tiny_message_frame import greeted
from brain.llm.tiny_repair_said import at_home, defect
from brain.llm.tiny_reported import ASKED_START, REPORTED, asked_of_them, said_part
from brain.llm.tiny_tidy import tidied

_OWNER = (
    r"(?:landlord|landlady|property manager|property management|building manager|letting agent"
    r"|letting agency|estate agent|management company|caretaker|janitor|super(?:intendent)?"
    r"|housing association|building management|hausverwaltung|hausverwalter\w*|vermieter\w*"
    r"|hausmeister\w*|verwaltung)"
)
_TO_OWNER = re.compile(
    rf"(?:\b(?:to|for|an|f(?:ü|ue)r|tell|email|e-mail|text|message|let|write|schreib\w*|inform)\s+|^\W*)"
    rf"(?:(?:my|our|the|meine[nmr]?|unsere[nmr]?|den|die|der|dem)\s+)?(?P<owner>{_OWNER})\b(?P<name>(?:\s*,?\s*"
    r"(?:(?:mr|mrs|ms|miss|dr|herr|herrn|frau)\.?\s+[A-Za-zÄÖÜäöüß][\w-]+\b|[A-Za-zÄÖÜäöüß][\w-]+"
    r"(?=\s*[,:?.;]|\s[-–—]\s|\s+(?:that|saying|about|dass)\b)))?)",
    re.IGNORECASE,
)
_KIND = re.compile(
    r"\b(?:messages?|msgs?|texts?|e-?mails?|notes?|letters?|whatsapp|nachricht|mail|brief"
    r"|zeilen|schreiben)\b",
    re.IGNORECASE,
)
_TELL_DE = r"(?:an)?(?:schreiben|mailen|texten|informieren|bescheid (?:geben|sagen))\b"
_VERB_LED = re.compile(
    rf"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|bitte|mal)\W+)*(?:(?:can|could|would)"
    rf" (?:you|u) (?:please |pls )?)?(?:(?:email|e-mail|text|message|tell|let|inform|write(?: to)?"
    rf"|schreib\w*(?: an| f(?:ü|ue)r)?|what (?:should|do|can) i (?:write|say|text) to)\s+|(?:to|for|an"
    rf"|f(?:ü|ue)r)\s+)(?:(?:mal|bitte|kurz)\s+)*(?:(?:my|our|the|meine[nmr]?|unsere[nmr]?|den|die"
    rf"|der|dem)\s+)?{_OWNER}\b|^\W*(?:(?:der|die|dem|den|meine[nmr]?|unsere[nmr]?)\s+)?{_OWNER}"
    rf"\s+(?:(?:kurz|mal|bitte)\s+)*{_TELL_DE}",
    re.IGNORECASE,
)
"""Asked with the verb alone or addressed first: "email the property manager: …", "schreib der
hausverwaltung", "to my landlord mr okafor - …", "hausverwaltung anschreiben: …"."""
_WRITE_IT = re.compile(
    r"\b(?:can|could|would) (?:you|u) (?:please |pls )?(?:write|draft|word|phrase|put) (?:it|that|this)"
    r"\b|\b(?:write|draft|word) (?:it|that|this) (?:up|for me)\b|\bkannst du (?:das|es) (?:mal )?"
    r"(?:schreiben|formulieren)\b",
    re.IGNORECASE,
)
"""Asked after what to say: "i need to tell my landlord …, can you write it?"."""
BROKEN = re.compile(
    r"\b(?:broken|broke|(?:is|are|'s) (?:not|no longer) working|not working|isn'?t working"
    r"|isnt working|aren'?t working|doesn'?t work|doesnt work|don'?t work|hasn'?t worked|hasnt"
    r" worked|stopped working|(?:won'?t|wont|doesn'?t|doesnt|don'?t|dont|can'?t|cant) (?:close|open"
    r"|lock|turn on|switch on|start|flush|drain|heat|shut|spin|cool|latch)|not (?:closing|opening"
    r"|locking|flushing|draining|heating|cooling|spinning)|leak\w*|dripping|drips|blocked|clogged"
    r"|mou?ld\w*|damp|no (?:hot water|heating|water|power|electricity)|cold water only|out of order"
    r"|cracked|flooding|flooded|tripping|flicker\w*|jammed|stuck (?:shut|open|closed)|burst|busted|keeps"
    r" (?:tripping|breaking|leaking|dripping|beeping)|kaputt|defekt|(?:geht|funktioniert|läuft"
    r"|heizt|schließt|schliesst|springt|spült|spuelt) (?:\w+ ){0,4}nicht|nicht (?:mehr )?(?:geht"
    r"|funktioniert|läuft|heizt)|wird nicht (?:mehr )?warm|klemmt|tropft|undicht|verstopft"
    r"|schimmel\w*|kein (?:warmes )?wasser|ausgefallen|flackert|flackern)\b",
    re.IGNORECASE,
)
_FLAT = re.compile(
    r"\b(?P<word>flat|apartment|apt|unit|wohnung|whg|room|zimmer)\.?\s*(?:no\.?\s*|nr\.?\s*|number"
    r"\s+|#\s*)?(?P<n>\d+\s?[a-z]?\b|[a-z]\d+\b)",
    re.IGNORECASE,
)
_HOME = re.compile(
    r"\b(?:home|in|around|available|free|here|back|zu ?hause|daheim|da|erreichbar|anzutreffen)\b"
    r"|\bany ?time\b|\bjederzeit\b|\b(?:can|could) (?:let|be) (?:them|someone) in\b",
    re.IGNORECASE,
)
_WHEN = re.compile(
    r"\b(?:after|before|from|until|till|til|between|ab|bis|nach|vor|zwischen|weekdays?|weekends?"
    r"|mornings?|afternoons?|evenings?|any ?time|jederzeit|vormittags?|nachmittags?|abends?"
    r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday|montags?|dienstags?|mittwochs?"
    r"|donnerstags?|freitags?|samstags?|sonntags?|wochenende|werktags|\d{1,2}\s*(?:am|pm|uhr))\b",
    re.IGNORECASE,
)
_HOME_SAID = re.compile(
    r"\s+(?=(?:i'?m|im|i am|i'?ll be|ill be)\s+(?:usually\s+)?(?:home|in|around|about|back|free"
    r"|available)\s+(?:after|from|before|between|on|any|most|every|weekdays?|weekends?|mornings?"
    r"|evenings?|all|tonight|today|tomorrow|this)\b|(?:ich\s+)?bin\s+(?:\S+\s+){0,3}?(?:zu ?hause"
    r"|daheim|da)\b)",
    re.IGNORECASE,
)
"""Where the time the user is home begins, said without a comma before it."""
_ASKS = re.compile(
    r"\b(?:can|could|would) (?:someone|somebody|you|u|they|he|she|a plumber|an electrician)\b"
    r"|\b(?:if|whether) (?:he|she|they)\b|\b(?:kann|könnte|koennte) (?:jemand|man|ein \w+|er|sie)\b"
    r"|\bob (?:er|sie|jemand)\b|\bplease (?:send|fix|come)\b",
    re.IGNORECASE,
)
_THANKS = re.compile(r"(?:thanks|thank you|thx|cheers|danke)\W*", re.IGNORECASE)
_STYLE = re.compile(
    r"^(?:(?:keep it|make it|but|and|pls|please|bitte|not too|nicht zu)\s+)*(?:short|polite|friendly"
    r"|formal|firm|brief|nice|kurz|höflich|freundlich|sachlich|professional|casual)(?:\s+(?:pls"
    r"|please|bitte|but \w+))*$",
    re.IGNORECASE,
)


def repair_message(said: str) -> str | None:
    """The repair report ``said`` asks for, or None (no owner, nothing broken, no text asked,
    or a plain message that :mod:`brain.llm.tiny_message` writes as well)."""
    owner = _TO_OWNER.search(said)
    if owner is None or not BROKEN.search(said):
        return None
    if asked_for(said, _KIND) is None and not _VERB_LED.match(said) and not _WRITE_IT.search(said):
        return None
    flat = _FLAT.search(said)
    sign = own_name(said)
    parts = [p for p in _content(said, owner) if not _STYLE.match(p) and not _WRITE_IT.search(p)]
    parts = [p for p in parts if not signs(p, said) and not _THANKS.fullmatch(p)]
    parts = [p for p in parts if not (sign and p.lower() == sign.lower())]  # "…, thanks, sam"
    parts = [p for p in parts if not (flat and re.fullmatch(_FLAT.pattern, p, re.I))]
    if de := german(said):  # "dass in wohnung 3 die heizung …": the flat is said first
        parts = [re.sub(r"^(?:in|bei)\s+(?:der\s+)?" + _FLAT.pattern + r"\s+", "", p, flags=re.I)
                 for p in parts]  # fmt: skip
    parts = [q for p in parts for q in _HOME_SAID.split(p) if q]  # "… since friday im in after 6"
    home = [p for p in parts if _HOME.search(p) and _WHEN.search(p) and not BROKEN.search(p)]
    problem = [q for p in parts if p not in home and not phones(p) for q in _instructed(p)]
    if not problem or not any(BROKEN.search(p) for p in problem):
        return None
    language = "de" if de else "en"
    given = owner["name"].strip(" ,")
    name, titled = greeted(f"my landlord {given}", language) if given else (None, False)
    flat_said = _flat(flat, de) if flat is not None else ""
    spoken = [
        said_part(p, language, formal=True) for p in problem
    ]  # "…, ask him if someone can come"
    if None in spoken:
        return None  # an instruction not turned into the text's own words
    told = [
        s or asked_of_them(p, language, owner[0], formal=True) or _said(p, language)
        for p, s in zip(problem, spoken, strict=True)
    ]  # "…, can she send someone" to the landlady: "Could you send someone?"
    asks = any(s or _ASKS.search(p) for p, s in zip(problem, spoken, strict=True))
    from brain.llm.tiny_message import message_draft

    draft = message_draft(said) if flat is None and not home and not phones(said) else None
    if draft is not None and (asks or ("?" in draft and not titled)):
        return None  # "text my landlord that the heater is broken again": a plain text that asks
    in_told = flat is not None and any(flat["n"].lower() in p.lower() for p in problem)
    email = re.search(r"\be-?mail\b|\bmail an\b", said, re.IGNORECASE) is not None
    lines = [at_home(p, language) for p in home]
    if de:
        return _german(name, titled, (flat_said, in_told), told, (asks, lines, phones(said)),
                       email, sign)  # fmt: skip
    hello = f"Dear {name}," if name and titled else f"Hi {name}," if name else "Hello,"
    where = f" in {flat_said}" if flat_said and not in_told else ""
    body = [hello, "", f"I'm writing to report a repair{where}. " + " ".join(told)]
    if not asks:
        body.append("Could you please arrange for someone to come and fix it as soon as possible?")
    body += lines or ["Just let me know when someone can come, and I'll make sure I'm in."]
    body += [f"You can reach me on {number}." for number in phones(said)]
    body += ["", f"Thank you,\n{sign}" if sign else "Thank you!"]
    text = "\n".join(body)
    if email:
        thing = _thing(told[0])
        subject = f"Repair needed{' in ' + flat_said if flat_said else ''}" + (
            f": {thing}" if thing else ""
        )
        return f"Here's an email you could send:\n\nSubject: {subject}\n\n{text}"
    return f'Here\'s a message you could send:\n\n"{text}"'


def _content(said: str, owner: re.Match[str]) -> list[str]:
    """What the user tells, the request left out: after "that"/"saying"/"dass" in the asking
    clause, and every clause after it."""
    head, rest = said[: owner.end()], said[owner.end() :]
    linked = re.match(
        r"^\W*(?:(?:that|saying|about|to say|to tell (?:him|her|them)|letting (?:him|her|them)"
        r" know|dass|und sagen|,)\s+(?:that\s+)?)",
        rest,
        re.IGNORECASE,
    )
    rest = rest[linked.end() :] if linked else rest
    rest = re.sub(
        rf"^\s*(?:(?:kurz|mal|bitte)\s+)*(?:for me|please|pls|bitte|formulieren|{_TELL_DE})\W*",
        "",
        rest,
        flags=re.I,
    )
    rest = re.sub(  # "write my landlord a note, …": what is asked for, not what it says
        r"^\s*(?:an?|eine?n?|ne)\s+(?:(?:quick|short|little|polite|kurze[nr]?)\s+)*" + _KIND.pattern
        + r"\W*", "", rest, flags=re.I
    )  # fmt: skip
    before = [p for p in clauses(head) if not _KIND.search(p) and not _TO_OWNER.search(p)]
    before = [p for p in before if BROKEN.search(p) or (_HOME.search(p) and _WHEN.search(p))]
    after = [
        re.sub(r"\s+(?:pls|please|plz|bitte|thx|thanks)$", "", p, flags=re.I) for p in clauses(rest)
    ]
    return [p for p in (*before, *after) if p]


def _instructed(part: str) -> list[str]:
    """A clause cut before an instruction about what to say ("the shower has been dripping
    since the weekend and ask her when someone could come by")."""
    found = next(
        (
            m
            for pattern in (REPORTED, ASKED_START)
            for m in pattern.finditer(part)
            if m.start() > 0 and m.end() < len(part)
        ),
        None,
    )
    if found is None:
        return [part]
    return [part[: found.start()].strip(" ,;"), part[found.end() :]]


def _said(part: str, language: str) -> str:
    part = part.strip()
    part = re.sub(  # "the broken heater" → "the heater is broken"
        r"^((?:the|my|our)\s+)(broken|leaking|dripping|blocked|faulty)\s+([\w-]+(?:\s+[\w-]+)?)$",
        r"\1\3 is \2",
        part,
        flags=re.I,
    )
    if re.match(
        r"(?:can|could|would|will) (?:someone|somebody|anyone|you|they|he|she)\b", part, re.I
    ):
        said = tidied(part, language, first=True, as_said=True).rstrip(".")
        return re.sub(r"^(?:Can|Will)\b", "Could", said) + "?"  # "could someone come this week"
    please = re.match(r"(?:please|pls|plz|kindly)\s+(?P<ask>(?!let\b)\w.*)$", part, re.I)
    if please is not None and language == "en":  # "please send a plumber this week"
        return f"Could you please {tidied(please['ask'], language, first=False).rstrip('.')}?"
    part = re.sub(r"^(?:can|could|will|'ll)\b", r"I \g<0>", part, flags=re.I)
    text = defect(part, language)  # "kitchen tap dripping" → "The kitchen tap is dripping."
    text = re.sub(r"\bzu hause\b", "zu Hause", text)
    text = re.sub(
        r"\b(flat|apartment|apt|unit|wohnung|room)\.?\s*(\d+)\s?([a-z])\b",
        lambda m: f"{m[1]} {m[2]}{m[3].upper()}",
        text,
        flags=re.I,
    )
    return text if text[-1:] in ".!?" else f"{text}."


def _flat(found: re.Match[str], de: bool) -> str:
    number = found["n"].replace(" ", "").upper()
    word = found["word"].lower().rstrip(".")
    if de:
        return f"{'Zimmer' if word in ('room', 'zimmer') else 'Wohnung'} {number}"
    return f"{'apartment' if word in ('apt', 'apartment') else word} {number}"


def _thing(problem: str) -> str:
    """ "the heating in flat 4b hasn't worked since tuesday" → "heating"."""
    found = re.match(
        r"^(?:(?:so|and|also|basically|well)\s+)?(?:there\s+(?:is|are|has been|have been)\s+)?"
        r"(?:(?:the|my|our|a|an|die|der|das|unser\w*|mein\w*)"
        r"\s+)?(?P<thing>[\w-]+(?:\s+[\w-]+){0,2}?)(?=\s+(?:in|at|on|of|is|are|was|has|have|had|isn'?t"
        r"|hasn'?t|won'?t|doesn'?t|keeps|stopped|broke|leaks?|leaking|drips?|dripping|'s|im|in der"
        r"|ist|geht|funktioniert|tropft|läuft)\b)",
        problem.strip(),
        re.IGNORECASE,
    )
    return found["thing"].lower() if found else ""


def _german(name: str | None, titled: bool, where: tuple[str, bool], told: list[str],
            reach: tuple[bool, list[str], list[str]], email: bool, sign: str) -> str:  # fmt: skip
    (flat, in_told), (asks, home, numbers) = where, reach
    hello = f"Hallo {name}," if name and titled else "Guten Tag,"
    said_where = f" in {flat}" if flat and not in_told else ""
    lines = [hello, "", f"ich möchte einen Schaden{said_where} melden. " + " ".join(told)]
    if not asks:
        lines.append("Könnten Sie bitte jemanden vorbeischicken, der sich das zeitnah ansieht?")
    lines += home or ["Sagen Sie mir einfach, wann jemand kommen kann; ich richte mich danach."]
    lines += [f"Sie erreichen mich unter {number}." for number in numbers]
    lines += ["", f"Vielen Dank und freundliche Grüße\n{sign}" if sign else "Vielen Dank!"]
    body = "\n".join(lines)
    if email:
        subject = "Schadensmeldung" + (f" {flat}" if flat else "")
        return f"So könnte die Mail lauten:\n\nBetreff: {subject}\n\n{body}"
    return f"So könntest du schreiben:\n\n„{body}“"
