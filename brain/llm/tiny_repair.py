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
from brain.llm.tiny_reported import said_part
from brain.llm.tiny_tidy import tidied

_OWNER = (
    r"(?:landlord|landlady|property manager|property management|building manager|letting agent"
    r"|letting agency|estate agent|management company|caretaker|janitor|super(?:intendent)?"
    r"|housing association|building management|hausverwaltung|hausverwalter\w*|vermieter\w*"
    r"|hausmeister\w*|verwaltung)"
)
_TO_OWNER = re.compile(
    rf"\b(?:to|for|an|f(?:ü|ue)r|tell|email|e-mail|text|message|let|schreib\w*|inform)\s+(?:(?:my|our"
    rf"|the|meine[nmr]?|unsere[nmr]?|den|die|der|dem)\s+)?(?P<owner>{_OWNER})\b(?P<name>(?:\s*,?\s*"
    r"(?:(?:mr|mrs|ms|dr|herr|herrn|frau)\.?\s+)?[A-Za-zÄÖÜäöüß][\w-]+(?=\s*[,:?.;]|\s+(?:that|saying"
    r"|about|dass)\b))?)",
    re.IGNORECASE,
)
_KIND = re.compile(
    r"\b(?:messages?|msgs?|texts?|e-?mails?|notes?|letters?|whatsapp|nachricht|mail|brief"
    r"|zeilen|schreiben)\b",
    re.IGNORECASE,
)
_VERB_LED = re.compile(
    rf"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|bitte|mal)\W+)*(?:(?:can|could|would)"
    rf" (?:you|u) (?:please |pls )?)?(?:email|e-mail|text|message|tell|let|inform|schreib\w*|what (?:should"
    rf"|do|can) i (?:write|say|text) to)"
    rf"\s+(?:(?:mal|bitte|kurz)\s+)*(?:(?:my|our|the|meine[nmr]?|unsere[nmr]?|den|die|der|dem)\s+)?"
    rf"{_OWNER}\b",
    re.IGNORECASE,
)
"""Asked with the verb alone: "email the property manager: …", "schreib der hausverwaltung"."""
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
    r" worked|stopped working|won'?t (?:close|open|lock|turn on|start|flush|drain|heat)"
    r"|leak\w*|dripping|drips|blocked|clogged|mou?ld\w*|damp|no (?:hot water|heating|water"
    r"|power|electricity)|cold water only|out of order|cracked|flooding|flooded|tripping|keeps"
    r" (?:tripping|breaking|leaking|dripping|beeping)|kaputt|defekt|(?:geht|funktioniert|läuft"
    r"|heizt|schließt|schliesst) (?:\w+ )?nicht|nicht (?:mehr )?(?:geht|funktioniert|läuft|heizt)"
    r"|tropft|undicht|verstopft|schimmel\w*|kein (?:warmes )?wasser|ausgefallen)\b",
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
_ASKS = re.compile(
    r"\b(?:can|could|would) (?:someone|somebody|you|u|they|a plumber|an electrician)\b|\b(?:kann"
    r"|könnte|koennte) (?:jemand|man|ein \w+)\b|\bplease (?:send|fix|come)\b",
    re.IGNORECASE,
)
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
    parts = [p for p in _content(said, owner) if not _STYLE.match(p) and not _WRITE_IT.search(p)]
    sign = own_name(said)
    parts = [p for p in parts if not signs(p, said)]  # "…, from laura": the signature
    parts = [p for p in parts if not (flat and re.fullmatch(_FLAT.pattern, p, re.I))]
    if de := german(said):  # "dass in wohnung 3 die heizung …": the flat is said first
        parts = [re.sub(r"^(?:in|bei)\s+(?:der\s+)?" + _FLAT.pattern + r"\s+", "", p, flags=re.I)
                 for p in parts]  # fmt: skip
    home = [p for p in parts if _HOME.search(p) and _WHEN.search(p) and not BROKEN.search(p)]
    problem = [p for p in parts if p not in home and not phones(p)]
    if not problem or not any(BROKEN.search(p) for p in problem):
        return None
    from brain.llm.tiny_message import message_draft

    if flat is None and not home and not phones(said) and message_draft(said) is not None:
        return None  # "text my landlord that the heater is broken again": a plain message
    language = "de" if de else "en"
    given = owner["name"].strip(" ,")
    name, titled = greeted(f"my landlord {given}", language) if given else (None, False)
    flat_said = _flat(flat, de) if flat is not None else ""
    spoken = [
        said_part(p, language, formal=True) for p in problem
    ]  # "…, ask him if someone can come"
    if None in spoken:
        return None  # an instruction not turned into the text's own words
    told = [s or _said(p, language) for p, s in zip(problem, spoken, strict=True)]
    asks = any(s or _ASKS.search(p) for p, s in zip(problem, spoken, strict=True))
    in_told = flat is not None and any(flat["n"].lower() in p.lower() for p in problem)
    email = re.search(r"\be-?mail\b", said, re.IGNORECASE) is not None
    if de:
        return _german(
            name, titled, flat_said, in_told, told, home, (asks, phones(said)), email, sign
        )
    hello = f"Dear {name}," if name and titled else f"Hi {name}," if name else "Hello,"
    lines = [hello, ""]
    where = f" in {flat_said}" if flat_said and not in_told else ""
    lines.append(f"I'm writing to report a repair{where}. " + " ".join(told))
    if not asks:
        lines.append("Could you please arrange for someone to come and fix it as soon as possible?")
    if home:
        welcome = (
            ""
            if re.search(r"\b(?:let|come)\b", " ".join(home))
            else " Someone is welcome to come by then."
        )
        lines.append(" ".join(_said(p, language) for p in home) + welcome)
    else:
        lines.append("Just let me know when someone can come, and I'll make sure I'm in.")
    for number in phones(said):
        lines.append(f"You can reach me on {number}.")
    lines += ["", f"Thank you,\n{sign}" if sign else "Thank you!"]
    body = "\n".join(lines)
    if email:
        thing = _thing(problem[0])
        subject = f"Repair needed{' in ' + flat_said if flat_said else ''}" + (
            f": {thing}" if thing else ""
        )
        return f"Here's an email you could send:\n\nSubject: {subject}\n\n{body}"
    return f'Here\'s a message you could send:\n\n"{body}"'


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
        r"^\s*(?:for me|please|pls|bitte|schreiben|formulieren)\b\W*", "", rest, flags=re.I
    )
    before = [p for p in clauses(head) if not _KIND.search(p) and not _TO_OWNER.search(p)]
    before = [p for p in before if BROKEN.search(p) or (_HOME.search(p) and _WHEN.search(p))]
    after = [
        re.sub(r"\s+(?:pls|please|plz|bitte|thx|thanks)$", "", p, flags=re.I) for p in clauses(rest)
    ]
    return [p for p in (*before, *after) if p]


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
    part = re.sub(r"^(?:can|could|will|'ll)\b", r"I \g<0>", part, flags=re.I)
    verb_last = (  # "die heizung seit montag nicht geht", said after "dass"
        language == "de"
        and re.match(r"(?:die|der|das|mein\w*|unser\w*|im|in der)\s", part, re.I) is not None
        and re.search(
            r"\s(?:ist|sind|geht|gehen|funktioniert|läuft|tropft|heizt|hat|haben|wird)$", part
        )
        is not None
    )
    text = tidied(part, language, first=True, as_said=not verb_last)
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
        r"^(?:(?:so|and|also|basically|well)\s+)?(?:(?:the|my|our|a|an|die|der|das|unser\w*|mein\w*)"
        r"\s+)?(?P<thing>[\w-]+(?:\s+[\w-]+)??)(?=\s+(?:in|at|on|of|is|are|was|has|have|had|isn'?t"
        r"|hasn'?t|won'?t|doesn'?t|keeps|stopped|broke|leaks?|leaking|drips?|dripping|'s|im|in der"
        r"|ist|geht|funktioniert|tropft|läuft)\b)",
        problem.strip(),
        re.IGNORECASE,
    )
    return found["thing"].lower() if found else ""


def _german(name: str | None, titled: bool, flat: str, in_told: bool, told: list[str],
            home: list[str], reach: tuple[bool, list[str]], email: bool, sign: str) -> str:  # fmt: skip
    asks, numbers = reach
    hello = f"Guten Tag {name}," if name and titled else "Guten Tag,"
    where = f" in {flat}" if flat and not in_told else ""
    lines = [hello, "", f"ich möchte einen Schaden{where} melden. " + " ".join(told)]
    if not asks:
        lines.append("Könnten Sie bitte zeitnah jemanden vorbeischicken, der sich das ansieht?")
    if home:
        lines.append(
            " ".join(_said(p, "de") for p in home) + " Dann kann gern jemand vorbeikommen."
        )
    else:
        lines.append("Sagen Sie mir einfach, wann jemand kommen kann; ich richte mich danach.")
    lines += [f"Sie erreichen mich unter {number}." for number in numbers]
    lines += ["", f"Vielen Dank und freundliche Grüße\n{sign}" if sign else "Vielen Dank!"]
    body = "\n".join(lines)
    if email:
        subject = "Schadensmeldung" + (f" {flat}" if flat else "")
        return f"So könnte die Mail lauten:\n\nBetreff: {subject}\n\n{body}"
    return f"So könntest du schreiben:\n\n„{body}“"
