"""The English message to a tradesperson or a service about an appointment (:mod:`brain.llm.
tiny_booking`): each thing the user told as a sentence of its own (an ask, what is wrong, when
they are free, the address, a number), an ask added only when none was said ("Could you come and
take a look?"), signed only with a name the user gave."""

from __future__ import annotations

import re

from brain.llm.tiny_booking import ADDRESS, FREE, STREET, URGENT, WHEN, Part, plain, with_names
from brain.llm.tiny_details import named, phones
from brain.llm.tiny_tidy import tidied


def _to_you(said: str) -> str:
    """Said of them, written to them: "she has time" → "you have time", "he's free" → "you're
    free"."""
    said = re.sub(r"\b(?:he|she|they)(?:'s| is)\b", "you're", said, flags=re.I)
    said = re.sub(r"\b(?:he|she|they)(?:'ll| will)\b", "you'll", said, flags=re.I)
    said = re.sub(r"\b(?:he|she|they) (has|does|doesn'?t|was)\b",
                  lambda m: "you " + {"has": "have", "does": "do", "was": "were"}.get(
                      m[1].lower(), "don't"), said, flags=re.I)  # fmt: skip
    said = re.sub(r"\b(?:he|she|they) (\w+?)s\b(?<!ss)", r"you \1", said, flags=re.I)
    said = re.sub(r"\b(?:himself|herself|themselves)\b", "yourself", said, flags=re.I)
    return re.sub(r"\b(?:he|she|they)\b", "you", said, flags=re.I)


_OTHERS = re.compile(
    r"\b(?:husband|wife|partner|son|daughter|kids?|child|children|baby|mum|mom|dad|brother|sister"
    r"|flatmate|roommate|housemate|neighbou?rs?|friend|boyfriend|girlfriend|cat|dog|puppy|kitten"
    r"|rabbit|horse|pet|landlord|landlady)\b",
    re.IGNORECASE,
)
"""Someone else the user speaks of: "he" and "she" may be them, not the tradesperson."""


def english_booking(parts: list[Part], name: str, comes: bool, sign: str, email: bool) -> str:
    """The message in English, from the user's parts (see :func:`brain.llm.tiny_booking.
    booking_message`)."""
    lines: list[str] = []
    asked = timed = False
    to_them = comes and not any(_OTHERS.search(p) for p in plain(parts))
    for part in parts:
        how, said = part if isinstance(part, tuple) else ("", part)
        line, kind = _sentence(how, said)
        if to_them and kind == "told":  # "the shower still drips after he fixed it": you
            line = _upper(_to_you(line))
        asked = asked or kind == "ask"
        timed = timed or kind == "when" or WHEN.search(said) is not None
        lines.append(line)
    problem = any(not _is(p, ("ask", "when", "address", "phone")) for p in parts)
    if not asked:
        if comes:
            at = next(
                (i for i, p in enumerate(parts) if _is(p, ("when", "address", "phone"))), len(lines)
            )
            ask = (
                "Could you come as soon as possible?"
                if any(URGENT.search(line) for line in lines)
                else ""  # "the hedge needs cutting": what to do is said
                if any(re.search(r"\bneeds? (?:a |an )?\w+ing\b", line) for line in lines)
                else "Could you come and take a look?"
                if problem
                else "Could you come round?"
            )
            lines[at:at] = [ask] if ask else []
        else:
            lines.insert(0, "I'd like to book an appointment.")
    closing = (
        ""
        if any("let me know" in line.lower() for line in lines)
        else "Let me know if that works for you."
        if timed
        else ("Let me know when you could come." if comes else "Let me know what times you have.")
    )
    body = " ".join([*lines, closing]).strip()
    hello = f"Hi {name}," if name else "Hello,"
    end = f"Thanks,\n{sign}" if sign else "Thanks!"
    text = f"{hello}\n\n{body}\n\n{end}"
    if email:
        return f"Here's an email you could send:\n\nSubject: Appointment request\n\n{text}"
    return f'Here\'s a message you could send:\n\n"{text}"'


def _is(part: Part, kinds: tuple[str, ...]) -> bool:
    how, said = part if isinstance(part, tuple) else ("", part)
    return _sentence(how, said)[1] in kinds


def _sentence(how: str, said: str) -> tuple[str, str]:
    """One thing the user told, as a sentence of the message, and what kind it is: an ask, when
    they are free, the address, a number, or what is wrong."""
    said = said.strip()
    if how == "ask-to":  # "asking him to come fix the light": asked of them
        return f"Could you {_come_and(_to_you(_tidy(said)))}?", "ask"
    if how in ("ask-if", "ask-whether"):
        return _question(said), "ask"
    if how == "ask-when":
        return f"Could you let me know when {_to_you(_tidy(said))}?", "ask"
    if how == "ask-for":
        if re.match(r"(?:an? )?(?:[\w-]+ )?(?:appointment|appt|booking|visit|slot)\b", said, re.I):
            return f"I'd like to book {_tidy(said)}.", "ask"
        return f"Could I ask for {_tidy(said)}?", "ask"
    if how == "to" or re.match(r"(?:i need|i'?d like|i want|i would like) to\b", said, re.I):
        what = re.sub(r"^(?:i need|i'?d like|i want|i would like) to\s+", "", said, flags=re.I)
        if re.match(r"(?:book|make|get|schedule|arrange)\b", what, re.I):
            return f"I'd like to {_tidy(what)}.", "ask"
        if how == "to":
            return f"Could you {_come_and(_tidy(what))}?", "ask"
    if re.match(r"for\b", said, re.I):  # "book the vet for Max's vaccination"
        return f"I'd like to book an appointment {_tidy(said)}.", "ask"
    if re.match(r"i need to book\b|book\b", said, re.I):
        return f"I'd like to {_tidy(re.sub(r'^i need to ', '', said, flags=re.I))}.", "ask"
    if re.match(r"(?:please|pls) (?:come|send|call|get back|let me know|fix)\b", said, re.I):
        return f"{_upper(_tidy(said))}.", "ask"
    if re.match(r"(?:can|could|may) (?:i|we)\b", said, re.I):  # "can we get an appointment …"
        could = re.sub(r"^can\b", "could", _tidy(said), flags=re.I)
        return f"{_upper(could)}?", "ask"
    if re.match(
        r"(?:can|could|would|will|is|are|does|do) (?:he|she|they|you|u|someone|somebody|anyone)\b",
        said,
        re.I,
    ):
        asked = _upper(_to_you(_tidy(said)))
        asked = re.sub(r"^(?:Can|Will) (?=you|someone|somebody|anyone)", "Could ", asked)
        return f"{asked}?", "ask"
    number = phones(said)
    if number and len(said) - len(number[0]) < 24:
        rest = said.replace(number[0], "").strip(" ,:")
        return (f"{_upper(_tidy(said))}." if rest else f"You can reach me on {number[0]}."), "phone"
    if ADDRESS.match(said) or (STREET.search(said) and len(said.split()) <= 7):
        return _address(said), "address"
    if WHEN.search(said) and (FREE.search(said) or _bare_when(said)):
        if _bare_when(said) and not re.search(
            r"\b(?:works?|suits?|fine|ideal|best|good|ok|okay|possible|preferably)\b", said, re.I
        ):
            return f"{_upper(_tidy(said))} would work for me.", "when"
        said = re.sub(r"^(?=(?:free|available|around|home|in)\b)", "I'm ", said, flags=re.I)
        return f"{_upper(_tidy(said))}.", "when"
    return f"{_upper(_tidy(said))}.", "told"


def _tidy(said: str) -> str:
    return with_names(tidied(said, "en", first=False, as_said=True).rstrip("."))


def _upper(said: str) -> str:
    return said[:1].upper() + said[1:]


def _come_and(said: str) -> str:
    """ "come fix the light" → "come and fix the light"."""
    return re.sub(
        r"^come (?!and\b|to\b|round\b|over\b|by\b|in\b|out\b|back\b)(\w)", r"come and \1", said
    )


def _question(said: str) -> str:
    """ "if she has time for a cut on saturday" → "Do you have time for a cut on Saturday?"."""
    told = _to_you(_tidy(said))
    found = re.match(r"you (have|are|can|could|would|will|do)\b\s*(.*)$", told, re.I)
    if found is not None:
        verb = {"have": "Do you have", "are": "Are you", "can": "Could you", "could": "Could you",
                "would": "Would you", "will": "Could you", "do": "Do you"}[found[1].lower()]  # fmt: skip
        return f"{verb} {found[2]}?".replace(" ?", "?")
    found = re.match(r"you're\s+(.*)$", told, re.I)
    if found is not None:
        return f"Are you {found[1]}?"
    return f"Could you let me know if {told}?"


_BARE = re.compile(
    r"^(?:(?:on|this|next|any|every|either|or|and|in the|the|from|after|before|between|until"
    r"|till|ideally|preferably|maybe|at|around|sometime|some|a|an|early|late|mid)\s+|[\d:.]+\s*"
    r"(?:am|pm)?\s*|(?:-|to|or|and)\s+)*(?:\w+\s+){0,1}$",
    re.IGNORECASE,
)


def _bare_when(said: str) -> bool:
    """A time said alone ("any day next week after 3", "tuesday or thursday afternoon")."""
    rest = WHEN.sub(" ", said)
    rest = re.sub(r"\s+", " ", rest).strip()
    return not rest or _BARE.fullmatch(rest + " ") is not None


def _address(said: str) -> str:
    """ "address is 14 elm street" → "My address is 14 Elm Street."; "22 park road" → "The
    address is 22 Park Road."."""
    said = STREET.sub(lambda m: named(m[0]), said)
    said = re.sub(r"(?<=, )([a-z])", lambda m: m[1].upper(), said)  # ", leeds": the town
    said = re.sub(
        r"^(?:(my|the|our)\s+)?address\b\s*(?:is|:)?\s*",
        lambda m: f"{(m[1] or 'my').capitalize()} address is ",
        said,
        flags=re.I,
    )
    if not ADDRESS.match(said):
        said = f"The address is {said}"
    said = re.sub(r"\bi\b", "I", said)
    return f"{_upper(said.rstrip('. '))}."
