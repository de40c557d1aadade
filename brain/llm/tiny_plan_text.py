"""A text to a named person that calls off or moves a plan, with the reason, another day and
anything else the user asks in it: "text to my brother tom: cant make friday dinner, work ran
late. saturday instead? and bring the drill" → "Hi Tom, I'm so sorry, but I can't make Friday
dinner – work ran late. Could we do Saturday instead? Also, could you bring the drill?";
"text to the dentist: i need to move my appointment from thursday 3pm to next week";
"schreib meinem bruder tom: schaffe das abendessen am freitag nicht, …". Every clause said is
kept, in order; nothing is made up. A question about such a text ("how do i tell tom i cant
make it?") or a text with no plan called off or moved is none. Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, own_name, signs
from brain.llm.tiny_offer import birthday_wish, offer_line, reason_said, split_offer
from brain.llm.tiny_told import LEAD, hello, person, quoted, sentence

_TEXT = r"(?:text|txt|message|msg|whatsapp|sms|dm|note|nachricht|whatsapp-nachricht)"
_ASKED = (
    re.compile(  # "text to my brother tom: …", "write a quick message for anna - …"
        LEAD + r"(?:(?:write|send|draft|make|type|schreib\w*|schick\w*)\s+(?:me\s+|mir\s+)?)?"
        r"(?:(?:a|an|eine?n?|ne)\s+)?(?:(?:quick|short|little|kurze[nr]?)\s+)*"
        + _TEXT
        + r"\s+(?:to|for|an|f(?:ü|ue)r)\s+(?P<who>[^:,;–—]{2,40}?)\s*(?::|;|–|—|\s-|,)\s*(?P<what>.+)$",
        re.IGNORECASE,
    ),
    re.compile(  # "text my brother tom: …", "schreib meinem bruder tom: …"
        LEAD + r"(?:text|txt|message|whatsapp|schreib\w*|schick\w*)\s+(?:(?:mal|kurz|bitte)\s+)*"
        r"(?P<who>(?:my|meine[nmr]?|unsere[nmr]?|to|an)\s+[^:,;–—]{2,40}?|[a-zäöüß][\w-]+)\s*"
        r"(?::|;|–|—|\s-)\s*(?P<what>.+)$",
        re.IGNORECASE,
    ),
)
_CALLED_OFF = re.compile(
    r"\b(?:can'?t|cant|cannot|can not|won'?t|wont|unable to|not able to)\s+(?:\w+\s+)?(?:make|come"
    r"|do|join|go|be there)\b|\b(?:have|need|got) to (?:cancel|bail|skip|move|reschedule|push"
    r"|postpone)\b|\b(?:cancel(?:l?ing)?|move|moving|reschedule|postpone|push back)\b.*\b(?:appointment"
    r"|dinner|lunch|meeting|plans?|date|call|session|lesson|booking)\b|\b(?:schaff\w*|kann|komm\w*"
    r"|klappt|packe?)\b.*\bnicht\b|\b(?:absagen|verschieben|verlegen)\b|\bnicht\b.*\b(?:kommen"
    r"|schaffen)\b",
    re.IGNORECASE,
)
_MINE = re.compile(
    r"^(?:i\b|i'm|im\b|we\b|we're|can'?t|cant|cannot|won'?t|wont|need to|have to|got to|gotta"
    r"|unable|not able|sorry|so sorry|schaff\w*|kann\b|komm\w*|pack\w*|muss\b|leider)|\b(?:ich|wir)\b",
    re.IGNORECASE,
)
"""The user calling off their own plan, not a child's training ("noah kann heute nicht")."""
_OTHER_DAY = re.compile(
    r"\b(?:instead|another (?:day|time)|how about|what about|or maybe|stattdessen|lieber|wie w(?:ä|ae)re"
    r"|geht auch|alternativ|dafür)\b",
    re.IGNORECASE,
)
_ASK = re.compile(
    r"^(?:(?:and|also|oh and|plus|ps|p\.s\.|und|auch|ach ja|noch was)\b[\s,]*)?(?:(?:please|pls|bitte)"
    r"\s+)?(?P<verb>bring|grab|pick up|get|send|call|tell|remember|don'?t forget|dont forget"
    r"|feed|water|text|check|bring\w*|hol\w*|nimm|ruf\w*|sag\w*|vergiss|denk\w*|schick\w*"
    r"|kauf\w*|buy)\b",
    re.IGNORECASE,
)
_THANKS = re.compile(r"(?:thanks|thank you|thx|danke|merci)\W*", re.IGNORECASE)
_SORRY = re.compile(
    r"^(?:so\s+)?(?:sorry|so sorry|tut mir leid|sorry nochmal|entschuldige?)\W*$", re.I
)
_ADVICE = re.compile(
    r"^\W*(?:how|what|should|wie|was|soll)\b|\b(?:how do i|how should i|what should i|wie sag"
    r"|wie schreib)\b",
    re.IGNORECASE,
)


def plan_text(said: str) -> str | None:
    """The text calling off or moving a plan that ``said`` asks for, or None."""
    said = said.strip()
    if _ADVICE.search(said):
        return None
    found = next((m for p in _ASKED if (m := p.match(said)) is not None), None)
    if found is None:
        return None
    de = _german(said)
    who = person(found["who"], de)
    if who is None or not any(
        _CALLED_OFF.search(p) and _MINE.search(p) for p in clauses(found["what"])
    ):
        return None  # "noah kann heute nicht zum training": the excuse note's
    what = found["what"]
    name = own_name(said)
    parts = [
        p
        for p in clauses(what)
        if not signs(p, said)
        and not _THANKS.fullmatch(p)
        and not (name and p.strip().lower() == name.lower())
    ]
    lines: list[str] = []
    sorry_said = False
    for part in parts:
        asked = _asked_after(part, what)
        if _SORRY.match(part):
            sorry_said = True
            continue
        offer = "" if de or not lines else split_offer(part)[1]
        if _CALLED_OFF.search(part) and not lines:
            lines.append(_called_off(part, de, who.formal))
        elif offer and offer_line(offer) and not split_offer(part)[0]:
            lines.append(offer_line(offer))  # "will take him out for brunch soon": to them
        elif asked or _OTHER_DAY.search(part):
            lines.append(_other_day(part, de))
        elif _ASK.match(part):
            lines.append(_extra(part, de))
        elif lines and len(lines) == 1 and not lines[0].endswith("?"):
            why = sentence(part, de) if de else reason_said(part)  # "got the flu": I've got it
            lines[0] = lines[0].rstrip(".") + " – " + _lower(why, de)
        else:
            lines.append(sentence(part, de))
    if not lines:
        return None
    wish = "" if de else birthday_wish(lines[0], who.name)  # "… your birthday drinks …"
    if wish and not who.formal:
        lines.append(wish)
    if de:
        end = "Viele Grüße" if who.formal else "Danke dir, und nochmal sorry!"
        if who.formal and sorry_said:
            end = "Entschuldigen Sie bitte die Umstände.\nViele Grüße"
    else:
        end = "Thanks, and sorry again!" if not who.formal else "Thank you, and best regards"
        if who.formal and sorry_said:
            end = "Sorry for the trouble, and thank you.\nBest regards"
    if name:
        end = f"{end.rstrip(',')}{',' if not end.endswith('!') else ''}\n{name}"
    intro = (
        "Hier eine Nachricht, die du schicken kannst:" if de else "Here's a text you could send:"
    )
    return quoted(intro, [hello(who, de), *lines, end], de)


def _german(said: str) -> bool:
    from brain.llm.tiny_details import german

    return german(said) or re.search(r"\b(?:schreib\w*|nachricht an)\b", said, re.I) is not None


def _asked_after(part: str, text: str) -> bool:
    """Whether ``part`` was asked (a question mark after it in what the user typed)."""
    at = text.find(part)
    return at >= 0 and text[at + len(part) :].lstrip(" ").startswith("?")


def _lower(text: str, de: bool) -> str:
    first = text.split(" ", 1)[0]
    if de or first in ("I", "I'm", "I've", "I'll", "I'd") or first[1:2].isupper():
        return text.rstrip(".") + "."  # German nouns and "I" keep their capital
    return (text[:1].lower() + text[1:]).rstrip(".") + "."


def _called_off(part: str, de: bool, formal: bool) -> str:
    text = sentence(part, de)
    if de:
        if re.match(r"(?:Schaff|Kann|Komm|Pack|Muss)\w*\b", text):
            text = "ich " + text[:1].lower() + text[1:]
        text = text[:1].lower() + text[1:] if text.startswith("Ich ") else text
        head = "es tut mir leid, aber " if formal else "sorry, aber "
        if text.startswith("ich "):
            return (head + text)[:1].upper() + (head + text)[1:]
        return text
    if re.match(r"(?:Can't|Cant|Cannot|Can not|Won't|Need to|Have to|Got to|Gotta)\b", text):
        text = "I " + text[:1].lower() + text[1:]
    if text.startswith(("I can't", "I cannot", "I won't", "I can not")):
        return "I'm so sorry, but " + text
    return text


def _other_day(part: str, de: bool) -> str:
    bare = re.fullmatch(
        r"(?P<day>(?:\w+\s+){0,3}\w+)\s+(?:instead|stattdessen)", part.strip(), re.I
    )
    if bare is not None:
        day = sentence(bare["day"], de).rstrip(".")
        if de:
            return f"Geht stattdessen {day}?"
        day = (
            day
            if day.split(" ", 1)[0]
            in ("I", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
            else day[:1].lower() + day[1:]
        )
        return f"Could we do {day} instead?"
    return sentence(part, de).rstrip(".") + "?"


def _extra(part: str, de: bool) -> str:
    found = _ASK.match(part)
    assert found is not None
    rest = part[found.start("verb") :]
    if de:
        text = sentence(rest, de).rstrip(".")
        if "bitte" not in text.lower():
            verb, _sep, tail = text.partition(" ")
            text = f"{verb} bitte {tail}".rstrip()
        return (
            f"Und {text[:1].lower() + text[1:]}." if re.match(r"und\b", part, re.I) else f"{text}."
        )
    text = sentence(rest, de).rstrip(".")
    if re.match(r"(?:Don't|Dont|Remember)\b", text):
        return f"Also, {text[:1].lower() + text[1:]}!"
    return f"Also, could you {text[:1].lower() + text[1:]}?"
