"""An email reporting a problem to the council or complaining to a company, from the details
given: "write an email to the city council about the broken street light at 12 elm street, out
for three weeks, please fix it" → a subject, "Dear Sir or Madam", "I'm writing about the broken
street light at 12 Elm Street. It has been out for three weeks. Could you please fix it?";
"schreib eine email an die stadtverwaltung wegen der kaputten straßenlaterne in der
gartenstraße 12, seit drei wochen aus, bitte reparieren"; "complaint email to zalando: order
12345 arrived damaged, i want a refund". Every detail is kept (the address, how long, the
order number, what is asked); nothing is made up. A question ("who do i email about a broken
street light?") is none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, own_name, signs
from brain.llm.tiny_message_frame import trimmed
from brain.llm.tiny_told import LEAD, places, sentence

_MAIL = r"(?:e-?mail|letter|complaint|message|note|mail|brief|beschwerde|nachricht|schreiben)"
_OFFICE = (
    r"(?:the\s+)?(?:city|town|local|borough|district)?\s*(?:council|hall|municipality|city office"
    r"|authorities|public works(?: department)?|roads department)|(?:the\s+)?city|(?:die|das|den"
    r"|der)\s+(?:stadt(?:verwaltung)?|gemeinde(?:verwaltung)?|rathaus|ordnungsamt|bürgeramt"
    r"|buergeramt|bezirksamt|hausverwaltung|tiefbauamt|stadtwerke)"
)
_EN = re.compile(
    LEAD + r"(?:(?:write|draft|compose|send)\s+(?:me\s+)?)?(?:(?:a|an)\s+)?(?:(?:short|quick|polite"
    r"|formal|firm|angry)\s+)*(?P<complaint>complaint\s+)?"
    + _MAIL
    + r"\s+(?:to|for)\s+(?P<to>"
    + _OFFICE
    + r"|(?!my\b|the\b|a\b)[\w&.'-]+(?:\s+(?!about\b|regarding\b)[\w&.'-]+)?)\s*(?:(?:about|regarding|re|complaining"
    r" about)\s+|[:,;–—]\s*|\s-\s)(?P<what>.+)$",
    re.IGNORECASE,
)
_DE = re.compile(
    LEAD + r"(?:(?:schreib\w*|verfass\w*|formulier\w*)\s+(?:mir\s+)?)?(?:(?:eine?n?|ne|nen)\s+)?"
    r"(?:(?:kurze[nr]?|h(?:ö|oe)fliche[nr]?|formelle[nr]?)\s+)*(?P<complaint>beschwerde\w*\s+)?"
    + _MAIL
    + r"\s+(?:an|f(?:ü|ue)r)\s+(?P<to>"
    + _OFFICE
    + r"|(?!meine\w*\b|die\b|den\b)[\w&.'-]+)\s*"
    r"(?P<what>(?:wegen|über|ueber|bezüglich)\s+.+|[:,;–—]\s*.+)$",
    re.IGNORECASE,
)
_PROBLEM = re.compile(
    r"\b(?:broken|not working|doesn'?t work|out|damaged|faulty|missing|late|never arrived|wrong"
    r"|leak\w*|pothole|overflowing|blocked|noise|dirty|refund|charged|kaputt\w*|defekt\w*|ausgefallen"
    r"|besch(?:ä|ae)digt\w*|fehlt|falsch\w*|schlagloch|verstopft|l(?:ä|ae)rm|erstattung|geld zur(?:ü|ue)ck"
    r"|nicht angekommen|aus)\b",
    re.IGNORECASE,
)
_PLEASE = re.compile(
    r"^(?:please|pls|kindly|bitte)\b\s*(?P<what>.*)$|^(?:i want|i'?d like|i would like|i need"
    r"|asking for|ich m(?:ö|oe)chte|ich will|ich h(?:ä|ae)tte gerne?)\b\s*(?P<want>.*)$",
    re.IGNORECASE,
)
_STATE = re.compile(
    r"^(?:out|broken|dark|off|down|not working|been \w+|flickering|blocked|overflowing)\b", re.I
)


def report_email(said: str) -> str | None:
    """The email reporting a problem or complaining that ``said`` asks for, or None."""
    said = said.strip()
    found = _EN.match(said)
    de = False
    if found is None or _looks_german(said):
        found = _DE.match(said)
        de = True
    if found is None or not _PROBLEM.search(found["what"]):
        return None
    to = found["to"].strip()
    office = re.fullmatch(_OFFICE, to, re.IGNORECASE) is not None
    if not office and not found["complaint"]:
        return None  # "an email to tom about …": a message to a person, not a report
    what = re.sub(r"^[:,;–—\s]+", "", found["what"])
    name = own_name(said)
    parts = [
        p for p in clauses(what) if not signs(p, said) and p.lower() != name.lower()
        and not re.fullmatch(r"(?:thanks|thank you|danke)\W*", p, re.I)
    ]  # fmt: skip
    if not parts:
        return None
    first, rest = parts[0], parts[1:]
    lines = [_opening(first, de, office)]
    she = re.match(r"\W*(?:wegen|über|ueber|bezüglich)\s+der\b", first, re.I) is not None
    for part in rest:
        lines.append(_line(part, de, she))
    subject = _subject(first, de)
    if de:
        hello = "Sehr geehrte Damen und Herren,"
        end = "Vielen Dank im Voraus und freundliche Grüße" + (f"\n{name}" if name else "")
        return f"Hier eine E-Mail, die du schicken kannst:\n\nBetreff: {subject}\n\n{hello}\n\n" + (
            " ".join(lines) + f"\n\n{end}"
        )
    team = "Dear Sir or Madam," if office else f"Dear {_company(to)} team,"
    end = "Thank you in advance, and best regards" + (f",\n{name}" if name else ".")
    return f"Here's an email you could send:\n\nSubject: {subject}\n\n{team}\n\n" + (
        " ".join(lines) + f"\n\n{end}"
    )


def _looks_german(said: str) -> bool:
    from brain.llm.tiny_details import german

    return german(said)


def _opening(first: str, de: bool, office: bool) -> str:
    text = sentence(first, de).rstrip(".")
    low = text[:1].lower() + text[1:]
    if de:
        if re.match(r"(?:wegen|über|ueber|bezüglich)\b", low):
            return f"ich schreibe Ihnen {low}."
        return f"ich möchte Folgendes melden: {text}."
    if re.match(r"(?:the|a|an|my|our|this|that)\b", low):
        return f"I'm writing about {low}."
    if re.match(r"(?:order|booking|invoice|parcel|package|delivery)\b", low, re.I):
        return f"I'm writing about a problem: my {low}."
    return f"I'm writing about a problem: {low}."


def _line(part: str, de: bool, she: bool = False) -> str:
    asked = _PLEASE.match(part.strip())
    if asked is not None and asked["what"] is not None:
        text = sentence(asked["what"], de).rstrip(".")
        if de:
            typed = asked["what"].split()
            words = text.split()
            if typed and words and words[-1].lower() == typed[-1].lower():
                words[-1] = typed[-1]  # the verb at the end as typed ("schicken", not "Schicken")
            text = " ".join(words)
            that = "das " if len(words) == 1 else ""
            return f"Könnten Sie {that}bitte {text[:1].lower() + text[1:]}?"
        return f"Could you please {text[:1].lower() + text[1:]}?"
    if asked is not None and asked["want"] is not None:
        text = sentence(asked["want"], de).rstrip(".")
        low = text[:1].lower() + text[1:]
        return f"Ich möchte {low}." if de else f"I would like {low}."
    text = sentence(part, de)
    if de and re.match(r"seit\b", part.strip(), re.I):  # "seit drei wochen aus": what is
        return f"{'Sie' if she else 'Das'} ist {text[:1].lower() + text[1:]}"
    if re.match(
        r"(?:could|can|would|will|kann|k(?:ö|oe)nnte|k(?:ö|oe)nnten|w(?:ü|ue)rde)\b",
        part.strip(),
        re.I,
    ):
        return text.rstrip(".") + "?"
    if not de and _STATE.match(part.strip()):
        return f"It has been {text[:1].lower() + text[1:]}"
    return text


def _subject(first: str, de: bool) -> str:
    text = re.sub(
        r"^(?:about|regarding|re|wegen|über|ueber|bezüglich)\s+", "", first.strip(), flags=re.I
    )
    text = re.sub(r"^(?:the|a|an|my|our)\s+", "", text, flags=re.I)
    if de:
        text = re.sub(r"^(?:der|die|das|dem|den|des)\s+", "", text, flags=re.I)
        text = sentence(text, de).rstrip(".")
        state = re.match(
            r"(kaputt|defekt|besch(?:ä|ae)digt|verstopft|ausgefallen)\w*\s+(?=\w)", text, re.I
        )
        if state is not None:  # "kaputten straßenlaterne in …" → "Straßenlaterne in … kaputt"
            text = text[state.end() :]
            text = text[:1].upper() + text[1:] + " " + state[1].lower()
    else:
        text = trimmed(places(text).rstrip(".")) or text  # "… bins on our street which …"
    return text[:1].upper() + text[1:].rstrip(".")


def _company(to: str) -> str:
    return " ".join(w[:1].upper() + w[1:] for w in to.split())


_LANDLORD = re.compile(
    LEAD + r"(?:(?:write|draft|send|schreib\w*)\s+(?:me\s+|mir\s+)?)?(?:(?:a|an|eine?n?|ne)\s+)?"
    r"(?:(?:short|quick|polite|kurze[nr]?)\s+)*(?:note|text|message|email|e-mail|mail|nachricht"
    r"|zettel)\s+(?:to|for|an|f(?:ü|ue)r)\s+(?P<who>(?:my|our|meine[nmr]?|unsere[nmr]?|die|den)\s+"
    r"(?:landlord|landlady|property manager|caretaker|super|vermieter(?:in)?|hausmeister(?:in)?"
    r"|hausverwaltung)(?:\s+(?:mr|mrs|ms|dr|herrn?|frau)\.?\s+[a-zäöüß][\w-]+)?)\s*(?::|;|–|—|\s-)"
    r"\s*(?P<what>.+)$",
    re.IGNORECASE,
)


def landlord_note(said: str) -> str | None:
    """A note to the landlord or caretaker about a problem, each detail kept and signed with
    the user's name: "note to my landlord mr patel: the boiler is broken since monday, please
    send someone this week, thanks, sam" → "Dear Mr. Patel, The boiler has been broken since
    Monday. Could you please send someone this week? Thank you, Sam"; or None."""
    from brain.llm.tiny_told import hello, person

    found = _LANDLORD.match(said.strip())
    if found is None or not _PROBLEM.search(found["what"]):
        return None
    de = _looks_german(said)
    who = person(found["who"], de)
    if who is None:
        return None
    name = own_name(said)
    parts = [
        p for p in clauses(found["what"]) if not signs(p, said) and p.lower() != name.lower()
        and not re.fullmatch(r"(?:thanks|thank you|danke)\W*", p, re.I)
    ]  # fmt: skip
    if not parts:
        return None
    greeting = hello(who, de) if who.name else ("Hallo," if de else "Hello,")
    lines = " ".join(_line(p, de) for p in parts)
    end = ("Vielen Dank und viele Grüße" if de else "Thank you, and best regards") + (
        f",\n{name}" if name and not de else f"\n{name}" if name else ""
    )
    if de:
        return f"Hier eine Nachricht, die du schicken kannst:\n\n„{greeting}\n{lines}\n{end}“"
    return f'Here\'s a note you could send:\n\n"{greeting}\n{lines}\n{end}"'
